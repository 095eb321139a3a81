import { adminDb, userProfileDoc } from '../../seed/lib';
import { PASSWORD } from './support/world';
import { expect, test } from './support/fixtures';
import { readsByLabel, resetReads, UserDetailPage, UsersPage } from './support/accountPages';

test.describe('Usuarios', () => {
  test('an admin creates a user and stays signed in; the new user signs in', async ({ page, browser, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    const users = new UsersPage(page);
    await users.openFromMenu();

    const email = `nueva.${world.key}@e2e.almacena.test`;
    await users.createUser({ name: `Nueva Persona ${world.key}`, email, password: 'alta2026', role: 'Usuario' });
    await expect(page.getByTestId('user-created')).toContainText(`Usuario ${email} creado`);
    await expect(page).toHaveURL(/#\/users\/details\?userId=\w+$/);
    const uid = new URL(page.url().replace('#/', '')).searchParams.get('userId')!;
    await shell.expectSignedIn(world.admin, world.corpName);

    // The profile carries the admin's company, and never the password.
    const stored = (await adminDb().doc(`users/${uid}`).get()).data()!;
    expect(stored).toMatchObject({ email, corpId: world.corpId, role: 'user', active: true });
    expect(Object.keys(stored).sort()).toEqual(['active', 'corpId', 'createdAt', 'email', 'name', 'role', 'searchKeys', 'updatedAt']);

    await page.getByRole('link', { name: 'Volver a Usuarios' }).click();
    await expect(users.row(email)).toContainText('Usuario');

    const other = await browser.newContext();
    const newcomerPage = await other.newPage();
    await newcomerPage.goto('#/auth/login');
    await newcomerPage.getByLabel('Correo electrónico').fill(email);
    await newcomerPage.getByLabel('Contraseña', { exact: true }).fill('alta2026');
    await newcomerPage.getByRole('button', { name: 'Entrar' }).click();
    await expect(newcomerPage).toHaveURL(/#\/dashboard$/);
    await expect(newcomerPage.getByTestId('header-email')).toHaveText(email);
    await expect(newcomerPage.getByTestId('header-company')).toHaveText(world.corpName);
    await other.close();
  });

  test('an admin deletes another person: the profile is deactivated, the account is gone and they cannot sign in', async ({
    page,
    browser,
    world,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.signIn(world.admin);
    const users = new UsersPage(page);
    await users.openFromMenu();
    const email = `baja.${world.key}@e2e.almacena.test`;
    await users.createUser({ name: `Baja ${world.key}`, email, password: 'alta2026', role: 'Usuario' });
    await expect(page).toHaveURL(/#\/users\/details\?userId=\w+$/);
    const uid = new URL(page.url().replace('#/', '')).searchParams.get('userId')!;

    await page.getByRole('button', { name: 'Eliminar usuario…' }).click();
    await page.getByRole('button', { name: 'Sí, eliminar' }).click();
    await expect(page.getByTestId('user-deletion')).toContainText('Usuario eliminado');
    expect((await adminDb().doc(`users/${uid}`).get()).data()).toMatchObject({ active: false, role: 'user' });

    const other = await browser.newContext();
    const gonePage = await other.newPage();
    await gonePage.goto('#/auth/login');
    await gonePage.getByLabel('Correo electrónico').fill(email);
    await gonePage.getByLabel('Contraseña', { exact: true }).fill('alta2026');
    await gonePage.getByRole('button', { name: 'Entrar' }).click();
    await expect(gonePage.getByRole('alert')).toBeVisible();
    await expect(gonePage).toHaveURL(/#\/auth\/login/);
    await other.close();
  });

  test('refuses bad input at the fields and an e-mail that already has an account', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await page.goto('#/users/details');
    const users = new UsersPage(page);
    await expect(page.getByText('Al menos 8 caracteres, con letras y números.', { exact: false })).toBeVisible();
    await users.fillNewUser({ name: 'Sin Correo', email: '', password: 'corta' });
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Introduce el correo electrónico.')).toBeVisible();
    await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();

    await users.fillNewUser({ name: 'Repetida', email: world.user.email, password: 'alta2026' });
    await page.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Ya existe una cuenta con ese correo electrónico.')).toBeVisible();
    await expect(page.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/#\/users\/details$/);
  });

  test('deactivating a user cuts their access at once: they land on #/restricted and their next write is refused', async ({
    page,
    browser,
    world,
    loginPage,
  }) => {
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await staff.goto('#/auth/login');
    await staff.getByLabel('Correo electrónico').fill(world.user.email);
    await staff.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
    await staff.getByRole('button', { name: 'Entrar' }).click();
    await expect(staff).toHaveURL(/#\/dashboard$/);

    await loginPage.open();
    await loginPage.signIn(world.admin);
    await page.goto(`#/users/details?userId=${world.user.uid}`);
    await new UserDetailPage(page).setActive(false);

    await expect(staff).toHaveURL(/#\/restricted$/);
    await expect(staff.getByTestId('restricted-page')).toContainText('desactivado');
    await staff.goto(`#/users/details?userId=${world.user.uid}`);
    await staff.getByLabel('Nombre', { exact: true }).fill('Intento de cambio');
    await staff.getByRole('button', { name: 'Guardar nombre' }).click();
    await expect(staff.getByTestId('account-name-notice')).toHaveText(/^No tienes permiso para hacer este cambio/);
    expect((await adminDb().doc(`users/${world.user.uid}`).get()).data()?.name).toBe(world.user.name);

    await new UserDetailPage(page).setActive(true);
    await staff.goto('#/dashboard');
    await expect(staff.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await staffContext.close();
  });

  test('searches by the start of a name or e-mail, whatever the case or accents', async ({ page, world, loginPage }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const inigo = await world.addPerson('user', { name: `Íñigo Núñez ${world.key}` });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    const users = new UsersPage(page);
    await users.openFromMenu();
    await expect(users.table.getByRole('row')).toHaveCount(6); // header + 5 people

    await users.search('NUÑ');
    await expect(users.table.locator('tbody tr')).toHaveCount(1);
    await expect(users.row(inigo.email)).toBeVisible();
    await users.search('inigo');
    await expect(users.table.locator('tbody tr')).toHaveCount(1);
    await users.search(world.admin.email.slice(0, 7).toUpperCase());
    await expect(users.table.locator('tbody tr')).toHaveCount(1);
    await expect(users.row(world.admin.email)).toBeVisible();
    await users.search('zzz-nadie');
    await expect(page.getByTestId('users-empty')).toHaveText('Ningún usuario coincide con «zzz-nadie».');
  });

  test('an admin cannot open a user of another company, nor give a role above their own', async ({ page, world, loginPage }) => {
    const elsewhere = await world.addCorporation(`Otra ${world.key} S.L.`);
    const stranger = await world.addPerson('user', { corpId: elsewhere });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await page.goto(`#/users/details?userId=${stranger.uid}`);
    await expect(page.getByText('No se ha encontrado el usuario, o no tienes permiso para verlo.')).toBeVisible();

    await page.goto(`#/users/details?userId=${world.user.uid}`);
    await expect(page.getByLabel('Función').locator('option')).toHaveText(['Restringido', 'Cajero', 'Usuario', 'Administrador']);
    await page.goto(`#/users/details?userId=${world.superadmin.uid}`);
    await expect(page.getByText('solo puedes consultarlo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  });

  test('reads one page and one count, for 5 users and for 500', async ({ page, world, loginPage }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await world.addPerson('user'); // 5 people
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const users = new UsersPage(page);

    // A fresh load of #/users each time: nothing cached, so every document the screen needs is read.
    const listReads = (byLabel: Record<string, number>) =>
      Object.fromEntries(Object.entries(byLabel).filter(([label]) => label.startsWith('users.list')));
    await page.goto('#/users');
    await expect(users.range).toHaveText('1–5 de 5 usuarios');
    const five = await readsByLabel(page);
    expect(listReads(five)).toEqual({ 'users.list': 5, 'users.list.count': 1 });

    // 495 more profiles straight into Firestore (no Auth accounts needed to be listed).
    for (let start = 0; start < 495; start += 250) {
      const batch = adminDb().batch();
      for (let i = start; i < Math.min(start + 250, 495); i++) {
        const n = String(i).padStart(3, '0');
        const doc = userProfileDoc({ name: `Masivo ${n}`, email: `masivo${n}.${world.key}@e2e.almacena.test`, corpId: world.corpId, role: 'user' });
        batch.set(adminDb().doc(`users/bulk-${world.key}-${n}`), doc);
      }
      await batch.commit();
    }
    await page.reload();
    await expect(users.range).toHaveText('1–25 de 500 usuarios');
    const fiveHundred = await readsByLabel(page);
    // One page of 25, plus the one extra document that tells whether there is a next page, and one count.
    expect(listReads(fiveHundred)).toEqual({ 'users.list': 26, 'users.list.count': 1 });
    const report = `Usuarios reads (fresh load, incl. session) — 5 users: ${JSON.stringify(five)}; 500 users: ${JSON.stringify(fiveHundred)}`;
    test.info().annotations.push({ type: 'reads', description: report });
    console.log(report);

    await resetReads(page);
    await page.getByRole('button', { name: 'Siguiente ›' }).click();
    await expect(users.range).toHaveText('26–50 de 500 usuarios');
    expect(listReads(await readsByLabel(page))).toEqual({ 'users.list': 26 });
  });
});
