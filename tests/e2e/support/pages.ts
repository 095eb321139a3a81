/** Page objects: the tests speak of what a person sees and does, not of selectors. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { Person } from './world';

export class LoginPage {
  constructor(readonly page: Page) {}

  get email(): Locator {
    return this.page.getByLabel('Correo electrónico');
  }
  get password(): Locator {
    return this.page.getByLabel('Contraseña', { exact: true });
  }
  get error(): Locator {
    return this.page.getByTestId('login-error');
  }

  async open(): Promise<void> {
    await this.page.goto('#/auth/login');
    await expect(this.page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  }

  async signIn(person: Pick<Person, 'email' | 'password'>): Promise<void> {
    await this.email.fill(person.email);
    await this.password.fill(person.password);
    await this.page.getByRole('button', { name: 'Entrar' }).click();
  }
}

export class AppShell {
  constructor(readonly page: Page) {}

  get header(): Locator {
    return this.page.getByTestId('app-header');
  }
  get menuBar(): Locator {
    return this.page.getByTestId('menu-bar');
  }
  get headerMenu(): Locator {
    return this.page.getByTestId('header-menu');
  }

  /**
   * Below 992px: opens the main menu folded in the header and waits until it has finished
   * unfolding. Mid-transition the collapse scrolls its content as it grows, so a click aimed at
   * an entry then can land beside it.
   */
  async openCollapsedMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
    await expect(this.headerMenu).toHaveClass(/\bshow\b/);
    await expect(this.headerMenu).not.toHaveClass(/\bcollapsing\b/);
  }

  /** The menu that is showing at this width. */
  visibleMenu(): Locator {
    return this.page.locator('[data-testid="menu-bar"]:visible, [data-testid="header-menu"]:visible');
  }

  async expectSignedIn(person: Pick<Person, 'email'>, corpName: string): Promise<void> {
    await expect(this.page.getByTestId('header-email')).toHaveText(person.email);
    await expect(this.page.getByTestId('header-company')).toHaveText(corpName);
  }

  async openUserMenu(): Promise<void> {
    await this.header.getByRole('button', { name: 'Cuenta' }).click();
  }

  /**
   * Signs out and waits until the login page is settled. On a device that is not trusted the app
   * deletes Firestore's data and reloads the page after going to #/auth/login, so it waits for
   * that reload too (a navigation started meanwhile would be interrupted by it).
   */
  async signOut(): Promise<void> {
    const reloads = await this.page.evaluate(() => {
      (window as { __beforeSignOut?: boolean }).__beforeSignOut = true;
      return localStorage.getItem('almacena.trustedDevice') !== 'true';
    });
    await this.openUserMenu();
    await this.page.getByRole('button', { name: 'Desconectar' }).click();
    await expect(this.page).toHaveURL(/#\/auth\/login$/);
    if (reloads) {
      await expect
        .poll(() => this.page.evaluate(() => (window as { __beforeSignOut?: boolean }).__beforeSignOut !== true).catch(() => false))
        .toBe(true);
    }
    await expect(this.page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  }

  /** Top-level entries of the visible menu that carry the active marker. */
  async activeEntries(): Promise<string[]> {
    return this.menuBar.locator('.main-menu > li > a.active').allInnerTexts();
  }
}
