import { adminDb } from '../../seed/lib';
import { expect, test } from './support/fixtures';
import { AccountPage, CorporationForm, CorporationsPage, moveToCompany } from './support/accountPages';

const VALID = {
  nif: 'B86561412',
  legalName: 'Pruebas Fiscales S.L.',
  address: 'Calle Mayor, 1',
  postalCode: '28013',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  phone: '910 000 000',
  email: 'Facturas@Pruebas.es',
  iban: 'es91 2100 0418 4502 0005 1332',
  salesSeries: 'f',
  rectificationSeries: 'R',
};

test.describe('Empresas', () => {
  test('a company admin cannot see #/corps, but edits their own company’s data', async ({ page, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await shell.menuBar.getByRole('button', { name: 'Admin' }).click();
    await expect(shell.menuBar.getByRole('link', { name: 'Usuarios' })).toBeVisible();
    await expect(shell.menuBar.getByRole('link', { name: 'Empresas' })).toHaveCount(0);
    await expect(shell.menuBar.getByRole('link', { name: 'Productos' })).toHaveCount(1); // in the main menu, not under Admin
    await page.goto('#/corps');
    await expect(page).toHaveURL(/#\/restricted$/);

    // Another company's detail is refused too.
    const elsewhere = await world.addCorporation(`Ajena ${world.key} S.L.`);
    await page.goto(`#/corps/details?corpId=${elsewhere}`);
    await expect(page).toHaveURL(/#\/restricted$/);

    // The company's data has its place in the menu (issue 29): Admin → Empresa.
    const adminMenu = shell.menuBar.getByRole('button', { name: 'Admin' });
    if ((await adminMenu.getAttribute('aria-expanded')) !== 'true') await adminMenu.click();
    await shell.menuBar.getByRole('link', { name: 'Empresa', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#/corps/details\\?corpId=${world.corpId}$`));
    await page.goto('#/users');
    await page.getByRole('link', { name: 'Datos de la empresa' }).click();
    await expect(page).toHaveURL(new RegExp(`#/corps/details\\?corpId=${world.corpId}$`));
    const form = new CorporationForm(page);
    await form.fill({ ...VALID, nif: 'B86561413', iban: 'ES91 2100 0418 4502 0005 1333', postalCode: '60001', salesSeries: 'R' });
    await form.save();
    await expect(page.getByText('La letra o dígito de control del NIF no es correcto.')).toBeVisible();
    await expect(page.getByText('Los dígitos de control del IBAN no son correctos', { exact: false })).toBeVisible();
    await expect(page.getByText('El código postal no corresponde a ninguna provincia', { exact: false })).toBeVisible();
    await expect(page.getByText('La serie de las rectificativas debe ser distinta de la de las facturas.')).toBeVisible();
    await expect(form.field('nif')).toHaveAttribute('aria-invalid', 'true');
    expect((await adminDb().doc(`corporations/${world.corpId}`).get()).data()?.data.legalName).not.toBe(VALID.legalName);

    const newName = `Renombrada ${world.key} S.L.`;
    await form.fill({ ...VALID, name: newName });
    await form.save();
    await expect(form.saved).toHaveText('Cambios guardados.');
    await expect(page.getByTestId('header-company')).toHaveText(newName);
    const stored = (await adminDb().doc(`corporations/${world.corpId}`).get()).data()!;
    expect(stored.data).toMatchObject({
      nif: 'B86561412',
      iban: 'ES9121000418450200051332',
      email: 'facturas@pruebas.es',
      salesSeries: 'F',
      defaultVatRate: 21,
      allowNegativeStock: false,
    });
    await expect(form.field('iban')).toHaveValue('ES91 2100 0418 4502 0005 1332');
  });

  test('a superadmin lists every company with its data and creates one', async ({ page, world, loginPage }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.superadmin);
    await page.goto('#/corps');
    await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
    const corps = new CorporationsPage(page);
    await expect(await corps.findRow(world.corpName)).toContainText(world.nif);

    await page.getByRole('link', { name: 'Nueva empresa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva empresa' })).toBeVisible();
    const form = new CorporationForm(page);
    const name = `Alta ${world.key} S.A.`;
    await form.fill({ ...VALID, name, nif: 'A28765436', country: 'Portugal', postalCode: '1000-001', iban: '' });
    await page.getByLabel('IVA por defecto').selectOption('10');
    await page.getByLabel('Permitir stock negativo').check();
    await form.save();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(form.saved).toHaveText('Empresa creada.');
    const corpId = new URL(page.url().replace('#/', '')).searchParams.get('corpId')!;
    expect(corpId.startsWith(world.superadmin.uid)).toBe(true);

    await page.getByRole('link', { name: 'Volver a Empresas' }).click();
    const row = await corps.findRow(name);
    await expect(row).toContainText('A28765436');
    await expect(row).toContainText('10 %');
    await expect(row).toContainText('Sí');
  });

  test('a superadmin moves their own account to another company; the page reloads with the new company', async ({
    page,
    world,
    loginPage,
    shell,
  }) => {
    const target = `Aaa Destino ${world.key} S.L.`;
    const targetId = await world.addCorporation(target);
    await loginPage.open();
    await loginPage.signIn(world.superadmin);
    await shell.expectSignedIn(world.superadmin, world.corpName);
    const account = new AccountPage(page);
    await account.openFromHeader();
    await expect(page.getByTestId('company-current')).toHaveText(`Empresa actual: ${world.corpName}`);

    await page.evaluate(() => ((window as unknown as { beforeMove: boolean }).beforeMove = true));
    await moveToCompany(page, target);
    await expect(page.getByTestId('header-company')).toHaveText(target);
    // The reload may destroy the context mid-evaluate: treat that as "not yet" and ask again.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beforeMove?: boolean }).beforeMove).catch(() => 'navigating'))
      .toBeUndefined();
    await expect(page.getByTestId('company-current')).toHaveText(`Empresa actual: ${target}`);
    expect((await adminDb().doc(`users/${world.superadmin.uid}`).get()).data()?.corpId).toBe(targetId);
  });

  test('a superadmin moves another user to another company', async ({ page, world, loginPage }) => {
    const target = `Aab Traslado ${world.key} S.L.`;
    const targetId = await world.addCorporation(target);
    await loginPage.open();
    await loginPage.signIn(world.superadmin);
    await page.goto(`#/users/details?userId=${world.user.uid}`);
    await moveToCompany(page, target);
    await expect(page.getByTestId('company-move-notice')).toHaveText(`Usuario movido a ${target}.`);
    await expect(page.getByTestId('company-current')).toHaveText(`Empresa actual: ${target}`);
    expect((await adminDb().doc(`users/${world.user.uid}`).get()).data()?.corpId).toBe(targetId);
  });
});
