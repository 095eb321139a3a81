/**
 * Page objects of the account side (Usuarios, Empresas, Mi cuenta, #/auth
 * pages) and the Auth emulator's e-mail outbox, so that tests follow the
 * real links Firebase would send.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { PROJECT_ID } from '../../../seed/lib';

// ---- The Auth emulator's e-mails -------------------------------------------

export type OobRequestType = 'PASSWORD_RESET' | 'VERIFY_EMAIL' | 'VERIFY_AND_CHANGE_EMAIL' | 'RECOVER_EMAIL';

interface OobCode {
  email: string;
  newEmail?: string;
  oobCode: string;
  oobLink: string;
  requestType: OobRequestType;
}

async function listOobCodes(): Promise<OobCode[]> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the e2e tests through npm test');
  const response = await fetch(`http://${host}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  return ((await response.json()) as { oobCodes?: OobCode[] }).oobCodes ?? [];
}

/** The newest code of that kind sent to (or, for a change, about) the address; waits until it exists. */
export async function lastOobCode(email: string, requestType: OobRequestType, after: string[] = []): Promise<string> {
  const find = async () =>
    (await listOobCodes())
      .filter((c) => c.requestType === requestType && (c.email === email || c.newEmail === email) && !after.includes(c.oobCode))
      .at(-1)?.oobCode ?? null;
  await expect.poll(find, { message: `a ${requestType} e-mail for ${email}` }).not.toBeNull();
  return (await find())!;
}

/** Codes already sent, to tell a new e-mail from an old one. */
export async function sentOobCodes(email: string): Promise<string[]> {
  return (await listOobCodes()).filter((c) => c.email === email || c.newEmail === email).map((c) => c.oobCode);
}

// ---- Paged lists ---------------------------------------------------------------

/**
 * Waits until a paged list shows a whole page ("11–13 de 13"): the SDK may
 * first show what it has cached (e.g. only the signed-in user's company)
 * before the server's answer fills the page.
 */
export async function expectFullPage(range: Locator, pageSize: number): Promise<void> {
  await expect(async () => {
    const m = /^(\d+)–(\d+) de (\d+)/.exec((await range.innerText()).replace(/\./g, ''));
    expect(m, 'the list shows its range and total').not.toBeNull();
    const [from, to, total] = [Number(m![1]), Number(m![2]), Number(m![3])];
    expect(to - from + 1).toBe(Math.min(pageSize, total - from + 1));
  }).toPass();
}

// ---- Reads -------------------------------------------------------------------

export async function resetReads(page: Page): Promise<void> {
  await page.evaluate(() => window.__almacena!.resetReads());
}

export async function readsByLabel(page: Page): Promise<Record<string, number>> {
  return (await page.evaluate(() => window.__almacena!.reads())).byLabel;
}

// ---- #/auth pages ------------------------------------------------------------

export class ForgotPasswordPage {
  constructor(readonly page: Page) {}

  get confirmation(): Locator {
    return this.page.getByTestId('forgot-sent');
  }

  async openFromLogin(): Promise<void> {
    await this.page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await expect(this.page.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeVisible();
  }

  async send(email: string): Promise<void> {
    await this.page.getByLabel('Correo electrónico').fill(email);
    await this.page.getByRole('button', { name: 'Enviar enlace' }).click();
  }
}

export class ActionPage {
  constructor(readonly page: Page) {}

  get done(): Locator {
    return this.page.getByTestId('action-done');
  }
  get error(): Locator {
    return this.page.getByTestId('action-error');
  }

  /** The link as the app's action URL receives it: parameters in the hash, or before it (Firebase's query). */
  async open(mode: string, oobCode: string, where: 'hash' | 'search' = 'hash'): Promise<void> {
    const query = `mode=${mode}&oobCode=${encodeURIComponent(oobCode)}&apiKey=demo-api-key&lang=es`;
    await this.page.goto(where === 'hash' ? `/#/auth/action?${query}` : `/?${query}#/auth/action`);
  }

  async setNewPassword(password: string, repeat = password): Promise<void> {
    await this.page.getByLabel('Nueva contraseña', { exact: true }).fill(password);
    await this.page.getByLabel('Repite la nueva contraseña').fill(repeat);
    await this.page.getByRole('button', { name: 'Guardar la contraseña' }).click();
  }
}

// ---- Usuarios ----------------------------------------------------------------

export interface NewUserInput {
  name: string;
  email: string;
  password: string;
  role?: 'Restringido' | 'Usuario' | 'Administrador' | 'Superadministrador';
}

export class UsersPage {
  constructor(readonly page: Page) {}

  get table(): Locator {
    return this.page.getByTestId('users-table');
  }
  get range(): Locator {
    return this.page.getByTestId('list-range');
  }

  /** Through the menu, so that the page is not reloaded (and the read counter keeps counting). */
  async openFromMenu(): Promise<void> {
    const bar = this.page.getByTestId('menu-bar');
    await bar.getByRole('button', { name: 'Admin' }).click();
    await bar.getByRole('link', { name: 'Usuarios' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Usuarios' })).toBeVisible();
  }

  row(text: string): Locator {
    return this.table.getByRole('row').filter({ hasText: text });
  }

  async names(): Promise<string[]> {
    return this.table.locator('tbody th').allInnerTexts();
  }

  async search(text: string): Promise<void> {
    await this.page.getByLabel('Buscar por nombre o correo').fill(text);
  }

  async openUser(name: string): Promise<void> {
    await this.table.getByRole('link', { name, exact: true }).click();
    await expect(this.page.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async createUser(input: NewUserInput): Promise<void> {
    await this.page.getByRole('link', { name: 'Nuevo usuario' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Nuevo usuario' })).toBeVisible();
    await this.fillNewUser(input);
    await this.page.getByRole('button', { name: 'Crear usuario' }).click();
  }

  async fillNewUser(input: NewUserInput): Promise<void> {
    await this.page.getByLabel('Nombre').fill(input.name);
    await this.page.getByLabel('Correo electrónico').fill(input.email);
    await this.page.getByLabel('Contraseña').fill(input.password);
    if (input.role) await this.page.getByLabel('Función').selectOption({ label: input.role });
  }
}

export class UserDetailPage {
  constructor(readonly page: Page) {}

  get activeSwitch(): Locator {
    return this.page.getByLabel('Activo (puede usar Almacena)');
  }
  get notice(): Locator {
    return this.page.getByTestId('user-save-notice');
  }

  async setActive(active: boolean): Promise<void> {
    await this.activeSwitch.setChecked(active);
    await this.page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(this.notice).toHaveText('Cambios guardados.');
  }
}

// ---- Mi cuenta -----------------------------------------------------------------

/** The header's user menu ("Cuenta"), by its id: its accessible name is the visible word. */
export async function openUserMenu(page: Page): Promise<void> {
  await page.getByTestId('app-header').locator('#user-menu').click();
}

export async function signOutFromHeader(page: Page): Promise<void> {
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page).toHaveURL(/#\/auth\/login$/);
}

export class AccountPage {
  constructor(readonly page: Page) {}

  async openFromHeader(): Promise<void> {
    await openUserMenu(this.page);
    await this.page.getByTestId('app-header').getByRole('link', { name: 'Mi cuenta' }).click();
    await expect(this.page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  }

  get verified(): Locator {
    return this.page.getByTestId('account-verified');
  }

  async rename(name: string): Promise<void> {
    await this.page.getByLabel('Nombre', { exact: true }).fill(name);
    await this.page.getByRole('button', { name: 'Guardar nombre' }).click();
  }
  get nameNotice(): Locator {
    return this.page.getByTestId('account-name-notice');
  }

  async requestEmailChange(newEmail: string, currentPassword: string): Promise<void> {
    await this.page.getByLabel('Nuevo correo electrónico').fill(newEmail);
    await this.page.locator('#account-email-password').fill(currentPassword);
    await this.page.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
  }
  get emailNotice(): Locator {
    return this.page.getByTestId('account-email-notice');
  }

  async changePassword(current: string, next: string, repeat = next): Promise<void> {
    await this.page.locator('#account-current-password').fill(current);
    await this.page.getByLabel('Nueva contraseña', { exact: true }).fill(next);
    await this.page.getByLabel('Repite la nueva contraseña').fill(repeat);
    await this.page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  }
  get passwordNotice(): Locator {
    return this.page.getByTestId('account-password-notice');
  }

  async resendVerification(): Promise<void> {
    await this.page.getByRole('button', { name: 'Enviar de nuevo el correo de verificación' }).click();
    await expect(this.page.getByTestId('account-verification-notice')).toContainText('Te hemos enviado');
  }
}

/** "Cambiar de empresa" on Mi cuenta or a user's detail (superadmin): pages through the picker to the company. */
export async function moveToCompany(page: Page, companyName: string): Promise<void> {
  const section = page.getByTestId('company-move');
  await section.getByRole('button', { name: 'Cambiar de empresa' }).click();
  const picker = section.getByTestId('corp-picker');
  const option = picker.getByLabel(new RegExp(`^${companyName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  const range = picker.getByTestId('list-range');
  await expectFullPage(range, 10);
  while (!(await option.isVisible())) {
    const next = picker.getByRole('button', { name: 'Siguiente ›' });
    await expect(next, `${companyName} is in the list`).toBeEnabled();
    const rangeBefore = await range.innerText();
    await next.click();
    await expect(range).not.toHaveText(rangeBefore);
    await expectFullPage(range, 10);
  }
  await option.check();
  await section.getByRole('button', { name: 'Mover a la empresa elegida' }).click();
}

// ---- Empresas ----------------------------------------------------------------

export interface CorporationInput {
  name?: string;
  nif?: string;
  legalName?: string;
  address?: string;
  postalCode?: string;
  city?: string;
  province?: string;
  country?: string;
  phone?: string;
  email?: string;
  iban?: string;
  salesSeries?: string;
  rectificationSeries?: string;
}

const CORP_LABELS: Record<keyof CorporationInput, string> = {
  name: 'Nombre comercial',
  nif: 'NIF',
  legalName: 'Razón social',
  address: 'Dirección',
  postalCode: 'Código postal',
  city: 'Población',
  province: 'Provincia',
  country: 'País',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  iban: 'IBAN',
  salesSeries: 'Serie de facturas',
  rectificationSeries: 'Serie de rectificativas',
};

export class CorporationForm {
  constructor(readonly page: Page) {}

  field(name: keyof CorporationInput): Locator {
    return this.page.getByLabel(CORP_LABELS[name], { exact: true });
  }

  async fill(input: CorporationInput): Promise<void> {
    for (const [key, value] of Object.entries(input) as [keyof CorporationInput, string][]) {
      await this.field(key).fill(value);
    }
  }

  async save(): Promise<void> {
    await this.page.getByRole('button', { name: /^(Guardar cambios|Crear empresa)$/ }).click();
  }

  get saved(): Locator {
    return this.page.getByTestId('corp-saved');
  }
}

export class CorporationsPage {
  constructor(readonly page: Page) {}

  get table(): Locator {
    return this.page.getByTestId('corps-table');
  }

  /** Pages through the list until the company's row shows. */
  async findRow(name: string): Promise<Locator> {
    const row = this.table.getByRole('row').filter({ has: this.page.getByRole('link', { name, exact: true }) });
    const range = this.page.getByTestId('list-range');
    await expectFullPage(range, 25);
    while (!(await row.isVisible())) {
      const next = this.page.getByRole('button', { name: 'Siguiente ›' });
      await expect(next, `${name} is in the list`).toBeEnabled();
      const rangeBefore = await range.innerText();
      await next.click();
      await expect(range).not.toHaveText(rangeBefore);
      await expectFullPage(range, 25);
    }
    return row;
  }
}
