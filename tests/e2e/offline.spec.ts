/**
 * Issue 8: working without connection on a trusted device, refusing what needs the server,
 * forgetting everything on an untrusted one, and a Content-Security-Policy that lets the app work.
 */
import { adminDb } from '../../seed/lib';
import { expect, test } from './support/fixtures';
import { InvoiceEditorPage, InvoiceViewPage } from './support/invoicePages';
import { PartyListPage, storedDocs } from './support/masterDataPages';
import {
  connectionStatus,
  firestoreDatabases,
  recordCspViolations,
  SAVED_ON_DEVICE,
  seedDraftInput,
  signInOnDevice,
  waitForAppShellCache,
} from './support/offlinePages';
import { CLIENT, seedStockWorld, StockDocumentPage } from './support/stockPages';

test.describe('sin conexión', () => {
  test('on a trusted device a vendor created offline is listed at once, survives a reload offline and reaches the server', async ({
    page,
    context,
    world,
    shell,
  }) => {
    await signInOnDevice(page, world.user, true);
    await expect.poll(() => firestoreDatabases(page)).not.toEqual([]);
    await waitForAppShellCache(page);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    await expect(list.empty).toBeVisible();
    await expect(connectionStatus(page)).toHaveText('');

    await context.setOffline(true);
    await expect(connectionStatus(page)).toHaveText('Sin conexión');
    const form = await list.startNew();
    await form.fillParty({ 'Razón social': 'Ferralla Sin Red S.L.', 'NIF/CIF/NIE': 'B86561412', Localidad: 'Bilbao' });
    await form.save();
    await expect(form.notice).toHaveText(SAVED_ON_DEVICE);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ferralla Sin Red S.L.');
    const id = form.idFromUrl();
    expect(id.startsWith(world.user.uid)).toBe(true);

    await list.open();
    await expect(list.rowLinks()).toHaveText(['Ferralla Sin Red S.L.']);
    // The total needs the server: the pager shows the range only, and no error.
    await expect(list.range).toHaveText('1–1');
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await storedDocs(world.corpId, 'vendors')).toEqual([]);

    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await shell.expectSignedIn(world.user, world.corpName);
    await expect(connectionStatus(page)).toHaveText('Sin conexión');
    await expect(page.getByRole('heading', { level: 1, name: 'Proveedores' })).toBeVisible();
    await expect(list.rowLinks()).toHaveText(['Ferralla Sin Red S.L.']);

    await context.setOffline(false);
    await expect(connectionStatus(page)).toHaveText('');
    await expect
      .poll(() => storedDocs(world.corpId, 'vendors'), { timeout: 30_000 })
      .toEqual([expect.objectContaining({ id, name: 'Ferralla Sin Red S.L.', nif: 'B86561412', city: 'Bilbao', active: true, inUse: false })]);
    await expect(list.range).toHaveText('1–1 de 1 proveedores');
  });

  test('confirming an entrada or issuing an invoice offline is refused in Spanish and changes nothing', async ({ page, context, world }) => {
    await seedStockWorld(world);
    await seedDraftInput(world, 'in-offline');
    await signInOnDevice(page, world.user, true);
    // Opened once online, so this device has the borrador in its cache.
    const entrada = new StockDocumentPage(page, 'input');
    await entrada.open('in-offline');
    await expect(entrada.state).toContainText('Borrador');

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Montaje', '2', '30,00');
    await editor.saveDraft();
    await expect(editor.notice).toHaveText('Borrador guardado.');
    const invoiceId = new URL(page.url().replace('#', '')).searchParams.get('invoiceId') ?? '';
    expect(invoiceId).not.toBe('');

    await context.setOffline(true);
    await expect(connectionStatus(page)).toHaveText('Sin conexión');
    await editor.askIssue();
    await expect(editor.notice).toHaveText(
      'Sin conexión: emitir o guardar una factura necesita conexión con el servidor. No se ha guardado nada; inténtalo cuando vuelvas a estar en línea.',
    );
    await expect(page.getByTestId('confirm-issue')).toHaveCount(0);

    await entrada.open('in-offline');
    await expect(entrada.state).toContainText('Borrador');
    await entrada.confirm();
    await expect(entrada.message).toHaveText(
      'Sin conexión: confirmar o anular necesita conexión con el servidor. No se ha cambiado nada; inténtalo de nuevo cuando vuelvas a estar en línea.',
    );
    await expect(entrada.state).toContainText('Borrador');

    await context.setOffline(false);
    await expect(connectionStatus(page)).toHaveText('');
    const base = adminDb().doc(`corporations/${world.corpId}`);
    expect((await base.collection('inputs').doc('in-offline').get()).data()).toMatchObject({ state: 'borrador', confirmedAt: null });
    expect((await base.collection('movements').count().get()).data().count).toBe(0);
    expect((await base.collection('stock').doc('prod-screw').get()).exists).toBe(false);
    expect((await base.collection('invoices').doc(invoiceId).get()).data()).toMatchObject({ state: 'borrador', number: null, numberText: null });
    expect((await base.collection('counters').count().get()).data().count).toBe(0);
  });

  test('an untrusted device keeps nothing: withdrawing trust and signing out delete Firestore’s data', async ({ page, world, shell }) => {
    await signInOnDevice(page, world.user, true);
    await expect.poll(() => firestoreDatabases(page)).not.toEqual([]);

    // Mi cuenta: no longer trusted → the data is deleted and the page reloads, still signed in.
    await page.goto(`#/users/details?userId=${world.user.uid}`);
    const trusted = page.getByLabel('Este es un dispositivo de confianza');
    await expect(trusted).toBeChecked();
    await trusted.uncheck();
    await expect.poll(() => firestoreDatabases(page), { timeout: 20_000 }).toEqual([]);
    await expect(page.getByLabel('Este es un dispositivo de confianza')).not.toBeChecked();
    await shell.expectSignedIn(world.user, world.corpName);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);

    // Working on the untrusted device stores nothing in IndexedDB; signing out leaves nothing either.
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    expect(await firestoreDatabases(page)).toEqual([]);
    await shell.signOut();
    await expect(page).toHaveURL(/#\/auth\/login$/);
    await expect(page.getByLabel('Este es un dispositivo de confianza')).not.toBeChecked();
    expect(await firestoreDatabases(page)).toEqual([]);

    // A trusted session's data is deleted when the next person signs in without trusting the device.
    await signInOnDevice(page, world.user, true);
    await expect.poll(() => firestoreDatabases(page)).not.toEqual([]);
    await shell.signOut();
    await expect(page).toHaveURL(/#\/auth\/login$/);
    await signInOnDevice(page, world.admin, false);
    await expect.poll(() => firestoreDatabases(page)).toEqual([]);
    await shell.signOut();
    await expect(page).toHaveURL(/#\/auth\/login$/);
    expect(await firestoreDatabases(page)).toEqual([]);
  });
});

test.describe('cabeceras de seguridad', () => {
  test('the preview sends firebase.json’s headers and the app raises no CSP violation signing in, listing and making a PDF', async ({
    page,
    world,
    loginPage,
  }) => {
    const violations = await recordCspViolations(page);
    const response = await page.goto('/');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload');

    await seedStockWorld(world);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const list = new PartyListPage(page, 'client');
    await list.open();
    await expect(list.rowLinks()).toHaveText([CLIENT.name]);

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Montaje', '2', '30,00');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    await expect(view.heading).toHaveText(/^Factura de salida F-\d{4}-000001$/);
    const pdf = await view.downloadPdf();
    expect(pdf.text).toContain('Montaje');
    expect(await violations()).toEqual([]);
  });
});
