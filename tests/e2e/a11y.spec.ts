/**
 * Accessibility (issue 8): axe-core on every route of the route table (so
 * screens added later are covered without touching this file), the #/auth
 * pages, open dialogs and the 360px layout; and keyboard-only use of login,
 * the menu, a list, a form and line entry, with a visible focus indicator on
 * every element reached. The tally goes to <test output>/a11y-summary.json.
 */
import type { Page } from '@playwright/test';
import { seedSalesInvoice } from '../../seed/invoices';
import { seedConfirmedDocument } from '../../seed/stock';
import { rebuildSummaries } from '../../seed/summaries';
import { ROUTES } from '../../src/app/routeTable';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { A11yAudit, expectVisibleFocus, tabTo } from './support/a11y';
import { lastOobCode } from './support/accountPages';
import { test as base, expect } from './support/fixtures';
import { storedDocs } from './support/masterDataPages';
import { CLIENT, PRODUCTS, seedConfirmedInput, seedStockWorld, VENDOR } from './support/stockPages';
import type { World } from './support/world';

const test = base.extend<{ audit: A11yAudit }>({
  audit: async ({}, use, testInfo) => {
    const audit = new A11yAudit(testInfo.titlePath.slice(1).join(' › '));
    await use(audit);
    if (audit.screens.length > 0) {
      const summary = audit.save();
      await testInfo.attach('a11y-summary', {
        body: JSON.stringify({ ...summary, tests: { [audit.testTitle]: audit.screens } }, null, 2),
        contentType: 'application/json',
      });
    }
  },
});

const IDS = { input: 'a11y-in', output: 'a11y-out', invoice: 'a11y-inv' };

/** A vendor, a client, three products, a confirmed entrada and salida (so stock), an issued sales invoice and Inicio's summaries. */
async function seedA11yWorld(world: World): Promise<void> {
  await seedStockWorld(world);
  await seedConfirmedInput(world, IDS.input, [
    ['screw', 20, 40],
    ['cable', 10, 30],
  ]);
  const screw = PRODUCTS.screw;
  await seedConfirmedDocument(world.corpId, {
    kind: 'output',
    id: IDS.output,
    uid: world.user.uid,
    draft: {
      date: '2026-03-03',
      partyId: CLIENT.id,
      partyName: CLIENT.name,
      partyNif: '',
      reference: 'ALB-A11Y',
      notes: '',
      lines: [{ categoryId: screw.id, code: screw.code, name: screw.name, unit: 'ud', quantity: 4, unitPriceCents: 90, discountPct: 0, vatRate: 21 }],
    },
  });
  await seedSalesInvoice(world.corpId, {
    id: IDS.invoice,
    clientId: CLIENT.id,
    number: 1,
    issueDate: madridIsoDate(new Date()),
    uid: world.user.uid,
    lines: [
      {
        description: 'Tornillo M8',
        code: screw.code,
        categoryId: screw.id,
        unit: 'ud',
        quantity: 4,
        unitPriceCents: 90,
        discountPct: 0,
        vatRate: 21,
        exemption: null,
        sourceId: null,
        sourceLabel: null,
      },
    ],
  });
  await rebuildSummaries(world.corpId);
}

interface Visit {
  label: string;
  url: string;
  /** Text on the screen, or a field's value, that shows the data has arrived. */
  shows?: string;
}

/** The screens of one route: detail routes with a real record and as a "new" form; others as they are. */
function visitsFor(path: string, world: World): Visit[] {
  const q = (params: Record<string, string>) => `#${path}?${new URLSearchParams(params)}`;
  const plain = { label: path, url: `#${path}` };
  switch (path) {
    case '/users':
      return [{ ...plain, shows: world.admin.name }];
    case '/users/details':
      return [
        { label: 'Mi cuenta', url: q({ userId: world.superadmin.uid }), shows: world.superadmin.email },
        { label: 'usuario', url: q({ userId: world.admin.uid }), shows: world.admin.name },
        { label: 'nuevo usuario', url: `#${path}` },
      ];
    case '/vendors':
    case '/inputs':
      return [{ ...plain, shows: VENDOR.name }];
    case '/clients':
    case '/outputs':
    case '/invoices':
    case '/invoices/output':
      return [{ ...plain, shows: CLIENT.name }];
    case '/vendors/details':
      return [
        { label: 'proveedor', url: q({ vendorId: VENDOR.id }), shows: VENDOR.name },
        { label: 'nuevo proveedor', url: `#${path}` },
      ];
    case '/clients/details':
      return [
        { label: 'cliente', url: q({ clientId: CLIENT.id }), shows: CLIENT.name },
        { label: 'nuevo cliente', url: `#${path}` },
      ];
    case '/corps':
      return [{ ...plain, shows: world.corpName }];
    case '/corps/details':
      return [
        { label: 'empresa', url: q({ corpId: world.corpId }), shows: world.corpName },
        { label: 'nueva empresa', url: `#${path}` },
      ];
    case '/categories':
    case '/stock':
      return [{ ...plain, shows: PRODUCTS.screw.name }];
    case '/categories/details':
      return [
        { label: 'producto', url: q({ categoryId: PRODUCTS.screw.id }), shows: PRODUCTS.screw.name },
        { label: 'nuevo producto', url: `#${path}` },
      ];
    case '/inputs/details':
      return [
        { label: 'entrada confirmada', url: q({ inputId: IDS.input }), shows: VENDOR.name },
        { label: 'nueva entrada', url: `#${path}` },
      ];
    case '/outputs/details':
      return [
        { label: 'salida confirmada', url: q({ outputId: IDS.output }), shows: CLIENT.name },
        { label: 'nueva salida', url: `#${path}` },
      ];
    case '/invoices/details':
      return [
        { label: 'factura emitida', url: q({ invoiceId: IDS.invoice }), shows: CLIENT.name },
        { label: 'nueva factura de salida', url: q({ kind: 'output' }) },
        { label: 'nueva factura de entrada', url: q({ kind: 'input' }) },
        { label: 'nueva rectificativa', url: q({ rectifies: IDS.invoice }), shows: CLIENT.name },
      ];
    case '/invoices/return':
      return [{ label: 'devolución de una factura', url: q({ invoiceId: IDS.invoice }), shows: 'Tornillo M8' }, plain];
    case '/outputs/return':
      return [{ label: 'devolución del cliente de una salida', url: q({ outputId: IDS.output }), shows: 'Tornillo M8' }, plain];
    case '/inputs/return':
      return [{ label: 'devolución al proveedor de una entrada', url: q({ inputId: IDS.input }), shows: 'Cable 2,5 mm' }, plain];
    case '/stock/details':
      return [{ label: 'movimientos de un producto', url: q({ categoryId: PRODUCTS.screw.id }), shows: VENDOR.name }];
    default:
      return [plain];
  }
}

/** Waits for the screen's heading, for its "Cargando…" to go and for its data, then runs axe. */
async function checkScreen(page: Page, audit: A11yAudit, visit: Visit, path: string): Promise<void> {
  await page.goto(visit.url);
  await expect(page, `${visit.label} is not redirected`).toHaveURL(new RegExp(`#${path.replace(/[/.]/g, '\\$&')}(\\?|$)`));
  await expect(page.getByRole('heading', { level: 1 }).first(), `${visit.label} has a heading`).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Cargando' }), `${visit.label} has loaded`).toHaveCount(0);
  if (visit.shows) await expectShown(page, visit.shows, visit.label);
  await audit.check(page, visit.label);
}

async function expectShown(page: Page, text: string, label: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((t) => {
          const main = document.querySelector('main') ?? document.body;
          if (main.innerText.includes(t)) return true;
          return Array.from(main.querySelectorAll<HTMLInputElement>('input, textarea')).some((el) => el.value === t);
        }, text),
      { message: `${label} shows «${text}»` },
    )
    .toBe(true);
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('#/auth/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
}

test.describe('accessibility: axe-core on every screen', () => {
  test.setTimeout(600_000);

  test('the #/auth pages: login, forgotten password and the new-password form', async ({ page, world, audit }) => {
    await page.goto('#/auth/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await audit.check(page, 'login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Introduce la contraseña.')).toBeVisible();
    await audit.check(page, 'login con errores');

    await page.goto('#/auth/forgot');
    await expect(page.getByRole('heading', { name: 'Restablecer la contraseña' })).toBeVisible();
    await audit.check(page, 'contraseña olvidada');
    await page.getByLabel('Correo electrónico').fill(world.restricted.email);
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByTestId('forgot-sent')).toBeVisible();
    await audit.check(page, 'contraseña olvidada: enlace enviado');

    const code = await lastOobCode(world.restricted.email, 'PASSWORD_RESET');
    await page.goto(`#/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}&apiKey=demo-api-key&lang=es`);
    await expect(page.getByLabel('Nueva contraseña', { exact: true })).toBeVisible();
    await audit.check(page, 'nueva contraseña');

    // A fresh page, as an e-mail link opens one (the action page reads its link once).
    await page.goto('about:blank');
    await page.goto('#/auth/action');
    await expect(page.getByTestId('action-error')).toBeVisible();
    await audit.check(page, 'enlace incompleto');
  });

  test('every route of the route table, with data, as a superadmin', async ({ page, world, audit }) => {
    await seedA11yWorld(world);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, world.superadmin.email, world.superadmin.password);
    const paths = ROUTES.map((r) => r.path);
    for (const path of paths) {
      for (const visit of visitsFor(path, world)) {
        await test.step(`${visit.label} (${visit.url})`, () => checkScreen(page, audit, visit, path));
      }
    }
    expect(audit.screens.length).toBeGreaterThanOrEqual(paths.length);
  });

  test('open dialogs and menus', async ({ page, world, audit }) => {
    await seedA11yWorld(world);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, world.superadmin.email, world.superadmin.password);

    await page.goto(`#/invoices/details?invoiceId=${IDS.invoice}`);
    await page.getByRole('button', { name: 'Registrar cobro' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check(page, 'diálogo de pago de una factura');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto(`#/inputs/details?inputId=${IDS.input}`);
    await expect(page.getByTestId('document-state')).toHaveText('Confirmada');
    await page.getByRole('button', { name: 'Anular' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check(page, 'diálogo de anular una entrada');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('#/vendors');
    await expect(page.getByRole('link', { name: VENDOR.name })).toBeVisible();
    await page.getByRole('button', { name: 'Importar CSV' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check(page, 'diálogo de importar CSV');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.goto('#/clients/details');
    await page.getByLabel(/^Razón social/).fill('Cliente Para Borrar S.L.');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('form-notice')).toContainText('guardado');
    await page.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit.check(page, 'diálogo de eliminar un cliente');
    await page.keyboard.press('Escape');

    await page.goto('#/invoices/output');
    await expect(page.getByText(CLIENT.name).first()).toBeVisible();
    await page.getByTestId('menu-bar').getByRole('button', { name: 'Facturas' }).click();
    await expect(page.getByTestId('menu-bar').getByRole('link', { name: 'Facturas de salidas' })).toBeVisible();
    await audit.check(page, 'menú Facturas abierto');
    await page.keyboard.press('Escape');
    await page.getByTestId('app-header').getByRole('button', { name: 'Cuenta' }).click();
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toBeVisible();
    await audit.check(page, 'menú Cuenta abierto');
  });

  test('at 360px, with the menu collapsed and expanded', async ({ page, world, audit }) => {
    await seedA11yWorld(world);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('#/auth/login');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await audit.check(page, 'login a 360px');
    await signInAs(page, world.superadmin.email, world.superadmin.password);
    const screens: Visit[] = [
      { label: 'Proveedores a 360px', url: '#/vendors', shows: VENDOR.name },
      { label: 'entrada a 360px', url: `#/inputs/details?inputId=${IDS.input}`, shows: VENDOR.name },
      { label: 'factura a 360px', url: `#/invoices/details?invoiceId=${IDS.invoice}`, shows: CLIENT.name },
      { label: 'nueva salida a 360px', url: '#/outputs/details' },
    ];
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    for (const visit of screens) {
      await checkScreen(page, audit, { ...visit, label: `${visit.label}, menú plegado` }, new URL(visit.url.slice(1), 'http://x').pathname);
      await toggle.click();
      await expect(page.getByTestId('header-menu').getByRole('link', { name: 'Entradas' })).toBeVisible();
      await audit.check(page, `${visit.label}, menú desplegado`);
      await toggle.click();
      await expect(page.getByTestId('header-menu').getByRole('link', { name: 'Entradas' })).toBeHidden();
    }
  });
});

test.describe('keyboard only, with visible focus', () => {
  test('signs in with Tab, Shift+Tab, typing and Enter', async ({ page, world }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('#/auth/login');
    const email = page.getByLabel('Correo electrónico');
    const password = page.getByLabel('Contraseña', { exact: true });
    await expect(email).toBeFocused();
    await expectVisibleFocus(page, 'on the e-mail field');
    await page.keyboard.type(world.user.email);
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await expectVisibleFocus(page, 'on the password field');
    await page.keyboard.type('no-es-esta');
    await page.keyboard.press('Shift+Tab');
    await expect(email).toBeFocused();
    await expectVisibleFocus(page, 'back on the e-mail field');
    await expect(email).toHaveValue(world.user.email);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('login-error')).toHaveText('Correo o contraseña incorrectos.');

    // The message is a role="alert" (announced); the focus stays in the password field.
    await expect(page.getByTestId('login-error')).toHaveAttribute('role', 'alert');
    await expect(password).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(world.user.password);
    // On to Entrar, past whatever the form has between (the trusted-device box), each with a visible focus.
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'Entrar', { what: 'Entrar', max: 5 });
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeFocused();
    await expectVisibleFocus(page, 'on the forgotten-password link');
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('opens Facturas in the menu bar and in the collapsed menu, and chooses an item, by keyboard', async ({ page, world }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, world.user.email, world.user.password);
    const bar = page.getByTestId('menu-bar');

    // Skip link first, then the header, then the menu bar.
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
    await expectVisibleFocus(page, 'on the skip link');
    await tabTo(page, (el) => el.text === 'Facturas', { what: 'the Facturas group' });
    const group = bar.getByRole('button', { name: 'Facturas' });
    await expect(group).toBeFocused();

    // Enter opens it; ArrowDown walks the items; Escape closes and gives the focus back.
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(bar.getByRole('link', { name: 'Facturas de entradas' })).toBeFocused();
    await expectVisibleFocus(page, 'on the first item');
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();

    // Space opens it too.
    await page.keyboard.press(' ');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');

    // ArrowDown on the closed group opens it; two more reach the second item; Enter follows it.
    await page.keyboard.press('ArrowDown');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(bar.getByRole('link', { name: 'Facturas de salidas' })).toBeFocused();
    await expectVisibleFocus(page, 'on the second item');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/invoices\/output$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas de salidas' })).toBeVisible();

    // 360px: the toggle in the header opens the collapsed menu.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('#/dashboard');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.locator('body').focus();
    const toggle = page.getByRole('button', { name: 'Mostrar u ocultar el menú' });
    await tabTo(page, (el) => el.label === 'Mostrar u ocultar el menú', { what: 'the menu toggle' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    const menu = page.getByTestId('header-menu');
    await expect(menu.getByRole('link', { name: 'Entradas' })).toBeVisible();
    await tabTo(page, (el) => el.text === 'Facturas', { what: 'Facturas in the collapsed menu' });
    await expect(menu.getByRole('button', { name: 'Facturas' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('link', { name: 'Facturas de entradas' })).toBeFocused();
    await expectVisibleFocus(page, 'on the first item of the collapsed menu');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/invoices\/input$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas de entradas' })).toBeVisible();
  });

  test('searches a list and opens a row by keyboard', async ({ page, world }) => {
    await seedStockWorld(world);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, world.user.email, world.user.password);
    // Productos links each row by its code.
    await page.goto('#/categories');
    await expect(page.getByRole('link', { name: PRODUCTS.washer.code })).toBeVisible();
    await page.getByRole('main').focus();
    await tabTo(page, (el) => el.type === 'search', { what: 'the search box' });
    await expect(page.getByRole('searchbox', { name: 'Buscar' })).toBeFocused();
    await page.keyboard.type('cable');
    await expect(page.getByRole('link', { name: PRODUCTS.washer.code })).toBeHidden();
    await expect(page.getByRole('link', { name: PRODUCTS.cable.code })).toBeVisible();
    await tabTo(page, (el) => el.tag === 'a' && el.text === PRODUCTS.cable.code, { what: 'the row link', max: 25 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`categoryId=${PRODUCTS.cable.id}$`));
    await expectShown(page, PRODUCTS.cable.name, 'the product');
  });

  test('a vendor form: errors move the focus to the first bad field, then it is filled and saved by keyboard', async ({ page, world }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, world.user.email, world.user.password);
    await page.goto('#/vendors/details');
    const name = page.getByLabel(/^Razón social/);
    const nif = page.getByLabel(/^NIF\/CIF\/NIE/);
    await expect(name).toBeVisible();
    await page.getByRole('main').focus();
    await tabTo(page, (el) => el.label.startsWith('Razón social'), { what: 'Razón social' });
    // Leave Razón social empty, type a bad NIF and submit with Enter.
    await tabTo(page, (el) => el.label.startsWith('NIF/CIF/NIE'), { what: 'NIF' });
    await page.keyboard.type('12345678A');
    await page.keyboard.press('Enter');
    await expect(name).toBeFocused();
    await expectVisibleFocus(page, 'on the first invalid field');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(/.+/);
    await expect(nif).toHaveAttribute('aria-invalid', 'true');
    expect(await storedDocs(world.corpId, 'vendors')).toHaveLength(0);

    await page.keyboard.type('Teclados Accesibles S.L.');
    await page.keyboard.press('Tab');
    await expect(nif).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('B86561412');
    await tabTo(page, (el) => el.tag === 'button' && el.text === 'Guardar', { what: 'Guardar', max: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('form-notice')).toHaveText('Proveedor guardado.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Teclados Accesibles S.L.');
    expect(await storedDocs(world.corpId, 'vendors')).toEqual([expect.objectContaining({ name: 'Teclados Accesibles S.L.', nif: 'B86561412' })]);
  });

  test('enters entrada lines by keyboard: add, choose the product, quantity and price, add another, remove one', async ({ page, world }) => {
    await seedStockWorld(world);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAs(page, world.user.email, world.user.password);
    await page.goto('#/inputs/details');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nueva entrada');
    const product = page.getByRole('combobox', { name: 'Añadir producto' });
    const lines = page.getByTestId('document-line');

    await page.getByRole('main').focus();
    await tabTo(page, (el) => el.role === 'combobox' && el.label.startsWith('Proveedor'), { what: 'the vendor box' });
    await page.keyboard.type('sumin');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('party-chosen')).toContainText(VENDOR.name);

    await tabTo(page, (el) => el.role === 'combobox' && el.label.startsWith('Añadir producto'), { what: 'the product box', max: 30 });
    await page.keyboard.type(PRODUCTS.screw.code);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(`Cantidad de ${PRODUCTS.screw.name}`)).toBeFocused();
    await expectVisibleFocus(page, 'on the new line quantity');
    await page.keyboard.type('12');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(`Coste unitario de ${PRODUCTS.screw.name}`)).toBeFocused();
    await expectVisibleFocus(page, 'on the unit cost');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('1,50');
    await page.keyboard.press('Enter');
    await expect(product).toBeFocused();

    // Another line: the product list opens with ArrowDown and a match is chosen with Enter.
    await page.keyboard.type('arandela');
    await expect(page.getByRole('option', { name: new RegExp(PRODUCTS.washer.name) })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByLabel(`Cantidad de ${PRODUCTS.washer.name}`)).toBeFocused();
    await page.keyboard.type('3');
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(2);
    // 12 × 1,50 = 18,00 € (the washer has no purchase price yet).
    await expect(lines.nth(0).getByTestId('line-amount')).toHaveText('18,00 €');

    // Back with Shift+Tab to the first line's remove button; Enter removes it and the focus returns to the product box.
    await tabTo(page, (el) => el.label === `Quitar la línea de ${PRODUCTS.screw.name}`, { back: true, what: 'the remove button of the first line' });
    await page.keyboard.press('Enter');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(PRODUCTS.washer.name);
    await expect(product).toBeFocused();
    await expectVisibleFocus(page, 'after removing a line');
  });
});
