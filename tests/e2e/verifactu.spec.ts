/**
 * VERI*FACTU from the admin's side: an issued sale's record is pending, "Enviar ahora" sends it to
 * the run's local AEAT stand-in, which accepts it; the chain verifies and the XML downloads.
 * Only admins see and open the Registro; everyone reaches the declaración responsable.
 */
import { readsByLabel } from './support/accountPages';
import { expect, test } from './support/fixtures';
import { InvoiceEditorPage, InvoiceViewPage } from './support/invoicePages';
import { CLIENT, seedStockWorld } from './support/stockPages';
import { VerifactuRegistroPage } from './support/verifactuPages';

test.describe('VERI*FACTU', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
  });

  test('an admin issues a sale, sends its record to the AEAT, verifies the chain and exports the XML', async ({ page, world, loginPage }) => {
    // Issuing, sending through the stand-in and the company screen: longer than one screen's test.
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // 2 × 50,00 € at 21 %: ImporteTotal 121,00 €.
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Montaje de estanterías', '2', '50');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    await expect(view.heading).toHaveText(/^Factura de salida F-\d{4}-000001$/);
    const number = await view.numberText();
    const invoiceState = page.getByTestId('invoice-verifactu');
    await expect(invoiceState.getByTestId('verifactu-state')).toHaveText('VERI*FACTU: Pendiente de envío');

    // From the invoice to its records in the Registro.
    await invoiceState.getByRole('link', { name: 'Ver en el Registro VERI*FACTU' }).click();
    const registro = new VerifactuRegistroPage(page);
    await expect(registro.heading).toBeVisible();
    await expect(page.getByTestId('verifactu-invoice-filter')).toBeVisible();
    await expect(registro.rows).toHaveCount(1);

    await registro.openFromMenu();
    await expect(registro.state(number)).toHaveText('Pendiente de envío');
    // A fresh load reads one page of records and one count, nothing more.
    await page.reload();
    await expect(registro.state(number)).toHaveText('Pendiente de envío');
    const row = registro.row(number);
    await expect(row).toContainText('121,00 €');
    await expect(row).toContainText('Alta');
    // Never sent yet: nothing to resend, it goes out with the next send (issue 29).
    await expect(row.getByRole('button', { name: /Reenviar/ })).toHaveCount(0);
    await expect(row.getByTestId('verifactu-awaiting-send')).toContainText('sale en el próximo envío');
    await expect(registro.status).toContainText('Modo: VERI*FACTU (remisión automática a la AEAT)');
    await expect(registro.status).toContainText(/Entorno: Pruebas \(simulador local\)/);
    await expect(registro.status).toContainText('1 registro pendiente');
    const reads = await readsByLabel(page);
    expect(reads['verifactuRecords.list']).toBe(1);
    expect(reads['verifactuRecords.list.count']).toBe(1);

    await registro.sendNow();
    await expect(registro.result('send')).toContainText('Enviado 1 registro: 1 aceptado, 0 aceptados con errores, 0 rechazados.');
    await expect(registro.state(number)).toHaveText('Aceptado');
    await expect(row.getByTestId('verifactu-csv')).not.toHaveText('—');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(registro.status).toContainText('sin registros pendientes');

    await registro.verifyChain();
    await expect(registro.result('chain')).toHaveText('Cadena íntegra: 1 registro.');

    const xml = await registro.exportXml(number);
    expect(xml.fileName).toMatch(/\.xml$/);
    expect(xml.text).toContain('RegFactuSistemaFacturacion');
    expect(xml.text).toContain(number);
    await expect(registro.result('action')).toContainText(`XML descargado: ${xml.fileName}.`);
    await page.screenshot({ path: '/tmp/verifactu-registro.png', fullPage: true });

    // The invoice follows its record.
    await row.getByRole('link', { name: number }).click();
    await expect(page.getByTestId('invoice-verifactu').getByTestId('verifactu-state')).toHaveText('VERI*FACTU: Aceptado');

    // The company screen shows the same status.
    await page.goto(`#/corps/details?corpId=${world.corpId}`);
    await expect(page.getByRole('heading', { level: 2, name: 'VERI*FACTU' })).toBeVisible();
    await expect(page.getByTestId('verifactu-status')).toContainText('Modo: VERI*FACTU (remisión automática a la AEAT)');
  });

  test('an admin annuls a sale issued in error: it keeps its number, cannot be paid or rectified, and its anulación reaches the AEAT', async ({
    page,
    world,
    loginPage,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Montaje duplicado', '1', '80');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    await expect(view.heading).toHaveText(/^Factura de salida F-\d{4}-\d{6}$/);
    const number = await view.numberText();

    await page.getByRole('button', { name: 'Anular factura' }).click();
    const dialog = page.getByRole('dialog', { name: `Anular la factura ${number}` });
    await dialog.getByRole('button', { name: 'Anular factura' }).click();
    // No reason: the field says so and nothing is annulled.
    await expect(dialog.getByText('Indica el motivo (entre 3 y 200 caracteres).')).toBeVisible();
    await dialog.getByLabel('Motivo de la anulación').fill('Emitida dos veces por error');
    await dialog.getByRole('button', { name: 'Anular factura' }).click();
    await expect(page.getByTestId('invoice-notice')).toContainText('Factura anulada.');
    await expect(page.getByTestId('invoice-annulled')).toContainText('Motivo: Emitida dos veces por error');
    await expect(view.heading).toHaveText(`Factura de salida ${number}`);
    await expect(page.getByTestId('payment-state')).toHaveText('Anulada: no se cobra');
    await expect(page.getByRole('button', { name: /^Registrar cobro$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Rectificar' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Anular factura' })).toHaveCount(0);
    await expect(page.getByTestId('invoice-verifactu-anulacion').getByTestId('verifactu-state')).toHaveText('Anulación: Pendiente de envío');

    const registro = new VerifactuRegistroPage(page);
    await registro.openFromMenu();
    await expect(registro.rows).toHaveCount(2);
    await expect(registro.rows.filter({ hasText: 'Anulación' })).toHaveCount(1);
    await registro.sendNow();
    await expect(registro.result('send')).toContainText('Enviados 2 registros: 2 aceptados');

    await registro.rows.filter({ hasText: 'Anulación' }).getByRole('link', { name: number }).click();
    await expect(page.getByTestId('invoice-verifactu').getByTestId('verifactu-state').first()).toHaveText('VERI*FACTU: Aceptado');
    await expect(page.getByTestId('invoice-verifactu-anulacion').getByTestId('verifactu-state')).toHaveText('Anulación: Aceptado');
  });

  test('a user does not see the Registro in the menu and is refused it; the declaración responsable is for everyone', async ({
    page,
    world,
    loginPage,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const bar = page.getByTestId('menu-bar');
    // A user has no Admin group (Productos is in the main menu, issue 29), so no Registro either.
    await expect(bar.getByRole('link', { name: 'Productos' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await expect(bar.getByRole('link', { name: 'Registro VERI*FACTU' })).toHaveCount(0);

    await page.goto('#/verifactu');
    await expect(page).toHaveURL(/#\/restricted$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Registro VERI*FACTU' })).toHaveCount(0);

    await page.getByTestId('app-footer').getByRole('link', { name: 'Declaración responsable (VERI*FACTU)' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Declaración responsable del sistema informático de facturación' })).toBeVisible();
    await expect(page.getByText('IdSistemaInformatico', { exact: false }).first()).toBeVisible();
    await expect(page.getByText(/exclusivamente como sistema de emisión de facturas verificables \(VERI\*FACTU\)/)).toBeVisible();
  });
});
