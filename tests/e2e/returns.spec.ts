/**
 * The returns desk (issue 17), through the screens: a customer's return from a sale (its
 * rectificativa by difference and the stock back up), and goods sent back to a vendor from an
 * entrada followed by the vendor's credit note, which the received-invoices book lists negative.
 */
import { seedConfirmedDocument } from '../../seed/stock';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { expect, test } from './support/fixtures';
import { InvoiceEditorPage, InvoiceListPage, InvoiceViewPage } from './support/invoicePages';
import { ReportPage } from './support/reportPages';
import { ReturnPage } from './support/returnPages';
import { CLIENT, PRODUCTS, seedConfirmedInput, seedStockWorld, StockDocumentPage, StockListPage, VENDOR } from './support/stockPages';

const today = () => madridIsoDate(new Date());
const year = () => today().slice(0, 4);

test.describe('the returns desk', () => {
  test.beforeEach(async ({ world, page, loginPage }) => {
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'seed-in-1', [
      ['screw', 100, 40],
      ['cable', 50, 30],
    ]);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('a customer returns 2 of 5 screws from a sale: a rectificativa of −2,18 € and the stock back up by 2', async ({ page }) => {
    // The sale: 5 screws (a product line, which makes its salida) and carriage (no product).
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    const product = page.getByRole('combobox', { name: 'Añadir un producto' });
    await product.fill(PRODUCTS.screw.code);
    await product.press('Enter');
    await expect(editor.lines).toHaveCount(1);
    await editor.field('Cantidad de la línea 1').fill('5');
    await editor.addFreeLine('Portes', '1', '5,50');
    // 5 × 0,90 € + 5,50 € = 10,00 € base; 21 % = 2,10 €.
    await expect(editor.total('total')).toHaveText('12,10 €');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    const number = `F-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura de salida ${number}`);

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.screw.code)).toHaveText('95');

    await page.goto('#/invoices/output');
    await new InvoiceListPage(page).row(number).getByRole('link', { name: number }).click();
    const reads = () => page.evaluate(() => window.__almacena!.reads().byLabel);
    const before = await reads();
    await page.getByRole('button', { name: 'Devolución', exact: true }).click();
    const desk = new ReturnPage(page);
    await desk.expectOpen(new RegExp(`^Devolución de la factura ${number}$`));
    // The screen reads its invoice once.
    expect(((await reads())['invoices.get'] ?? 0) - (before['invoices.get'] ?? 0)).toBe(1);
    await expect(desk.lines).toHaveCount(2);
    await expect(desk.lines.nth(1)).toContainText('Sin producto: no mueve stock');
    await expect(page.getByText('Las líneas sin producto y los servicios van en la rectificativa, pero no mueven stock.')).toBeVisible();

    // Refused at the field before anything is sent: nothing chosen, more than was sold, not a number.
    await desk.submit();
    await expect(page.getByTestId('return-lines-error')).toHaveText('Elige al menos una línea y la cantidad que se devuelve.');
    await desk.setQuantity('Tornillo M8', '6');
    await desk.submit();
    await expect(desk.quantity('Tornillo M8')).toHaveAccessibleDescription('No se puede devolver más de lo que queda: 5 ud.');
    await desk.setQuantity('Tornillo M8', 'dos');
    await desk.submit();
    await expect(desk.quantity('Tornillo M8')).toHaveAccessibleDescription(/^Introduce una cantidad válida/);
    await page.screenshot({ path: '/tmp/return-desk.png', fullPage: true });

    await desk.setQuantity('Tornillo M8', '2');
    await desk.submit('Sobraron en la obra');
    const rectNumber = `R-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura rectificativa ${rectNumber}`);
    await expect(view.notice).toHaveText(`Devolución registrada: rectificativa ${rectNumber} y entrada E-${rectNumber}.`);
    await expect(view.rectifies).toContainText(number);
    await expect(view.rectifies).toContainText('Sobraron en la obra');
    // −2 × 0,90 € = −1,80 € base; 21 % = −0,378 → −0,38 €; total −2,18 €.
    await expect(view.total('base')).toHaveText('-1,80 €');
    await expect(view.total('vat')).toHaveText('-0,38 €');
    await expect(view.total('total')).toHaveText('-2,18 €');

    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.screw.code)).toHaveText('97');

    // The sale says what came back; its return screen offers what remains.
    await page.goto('#/invoices/output');
    await new InvoiceListPage(page).row(number).getByRole('link', { name: number }).click();
    await expect(page.getByTestId('returned-note')).toContainText('Tornillo M8 · Devuelto: 2 ud');
    await page.getByRole('button', { name: 'Devolución', exact: true }).click();
    await expect(desk.lines.first()).toContainText(/5 ud\s*2 ud\s*3 ud/);

    // The entrada it made: a client's return, linked to the sale, not annullable.
    await page.goto('#/inputs');
    await page.getByRole('link', { name: `E-${rectNumber}` }).click();
    await expect(page.getByTestId('return-badge')).toHaveText('Devolución de cliente');
    await expect(page.getByTestId('party-chosen')).toContainText(CLIENT.name);
    await expect(page.locator('label', { hasText: /^Cliente$/ })).toBeVisible();
    await expect(page.getByTestId('return-source').getByRole('link', { name: number })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anular' })).toHaveCount(0);
  });

  test('a customer brings back part of a salida not invoiced: an entrada from the client, and the salida says what came back', async ({
    page,
    world,
  }) => {
    await seedConfirmedDocument(world.corpId, {
      kind: 'output',
      id: 'seed-out-1',
      uid: world.user.uid,
      draft: {
        date: '2026-03-03',
        partyId: CLIENT.id,
        partyName: CLIENT.name,
        partyNif: '',
        reference: 'ALB-OUT',
        notes: '',
        lines: [
          {
            categoryId: PRODUCTS.cable.id,
            code: PRODUCTS.cable.code,
            name: PRODUCTS.cable.name,
            unit: 'm',
            quantity: 20,
            unitPriceCents: 62,
            discountPct: 0,
            vatRate: 21,
          },
        ],
      },
    });
    const salida = new StockDocumentPage(page, 'output');
    await salida.open('seed-out-1');
    await page.getByRole('button', { name: 'Devolución del cliente' }).click();
    const desk = new ReturnPage(page);
    await desk.expectOpen(/^Devolución del cliente de la salida S-/);
    await desk.setQuantity(PRODUCTS.cable.name, '2,5');
    await desk.submit();

    const entrada = new StockDocumentPage(page, 'input');
    await expect(entrada.message).toHaveText(/^Devolución registrada: entrada E-[A-Z0-9-]+, ya confirmada\.$/);
    const number = /entrada (E-[A-Z0-9-]+),/.exec(await entrada.message.innerText())![1]!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Entrada ${number}`);
    await expect(page.getByTestId('return-badge')).toHaveText('Devolución de cliente');
    await expect(page.locator('label', { hasText: /^Cliente$/ })).toBeVisible();
    await expect(entrada.quantity(PRODUCTS.cable.name)).toHaveValue('2,5');
    await page.getByTestId('return-source').getByRole('link').click();
    await expect(page.getByTestId('returned-note')).toContainText(`${PRODUCTS.cable.name} · Devuelto: 2,5 m`);

    // 50 in, 20 out, 2,5 back.
    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.cable.code)).toHaveText('32,5');
  });

  test('goods go back to the vendor from an entrada, and the vendor’s credit note shows negative in the received-invoices book', async ({ page }) => {
    // Purchase, return, credit note and the book: about 50 s on a quiet machine, past 60 s under load.
    test.setTimeout(120_000);
    // The purchase invoice of the entrada: 100 × 0,40 € + 50 × 0,30 € = 55,00 € base; 11,55 € VAT.
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('input');
    await editor.pickParty('sumin', VENDOR.name);
    await editor.addSources('ALB-SEED');
    await editor.field('Nº de factura del proveedor').fill('FV 2026/0042');
    await editor.field('Fecha factura').fill(today());
    await editor.field('Vencimiento').fill(today());
    await expect(editor.total('total')).toHaveText('66,55 €');
    await editor.issue('Registrar');
    const view = new InvoiceViewPage(page);
    const purchase = `REG-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura de entrada ${purchase}`);

    // 10 screws go back to the vendor, at the 0,40 € they came in at.
    const entrada = new StockDocumentPage(page, 'input');
    await entrada.open('seed-in-1');
    await page.getByRole('button', { name: 'Devolver al proveedor' }).click();
    const desk = new ReturnPage(page);
    await desk.expectOpen(/^Devolución al proveedor de la entrada E-/);
    await desk.setQuantity('Tornillo M8', '10');
    await desk.submit('Rosca defectuosa');

    const salida = new StockDocumentPage(page, 'output');
    await expect(salida.message).toHaveText(/^Devolución al proveedor registrada: salida S-[A-Z0-9-]+, ya confirmada\.$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Salida S-/);
    await expect(salida.state).toHaveText('Confirmada');
    await expect(page.getByTestId('return-badge')).toHaveText('Devolución a proveedor');
    await expect(page.getByTestId('party-chosen')).toContainText(VENDOR.name);
    await expect(page.locator('label', { hasText: /^Proveedor$/ })).toBeVisible();
    // 10 × 0,40 € = 4,00 € + 21 % = 4,84 €.
    await expect(salida.total).toHaveText('4,84 €');
    await expect(page.getByRole('button', { name: 'Anular' })).toHaveCount(0);
    await page.screenshot({ path: '/tmp/vendor-return-salida.png', fullPage: true });
    await page.getByTestId('return-source').getByRole('link').click();
    await expect(page.getByTestId('returned-note')).toContainText('Tornillo M8 · Devuelto: 10 ud');

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.screw.code)).toHaveText('90');

    // The vendor's credit note against the purchase starts from what went back (issue 29): the 10
    // screws at the 0,40 € the vendor invoiced, not the whole purchase negated.
    const list = new InvoiceListPage(page);
    await list.open('#/invoices/input');
    await list.row(purchase).getByRole('link', { name: purchase }).click();
    await page.getByRole('button', { name: 'Registrar abono del proveedor' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Abono del proveedor (borrador)');
    await expect(editor.party).toContainText(VENDOR.name);
    await expect(editor.lines).toHaveCount(1);
    await expect(editor.field('Cantidad de la línea 1')).toHaveValue('-10');
    await expect(editor.field('Nº de factura del proveedor')).toHaveValue('');
    await editor.field('Nº de factura del proveedor').fill('AB 2026/0007');
    await editor.field('Fecha factura').fill(today());
    await editor.field('Vencimiento').fill(today());
    await editor.field('Motivo de la rectificación').fill('Abono de 10 tornillos devueltos');
    await expect(editor.total('total')).toHaveText('-4,84 €');
    await page.screenshot({ path: '/tmp/credit-note-editor.png', fullPage: true });
    await editor.issue('Registrar');
    const creditNote = `REG-${year()}-000002`;
    await expect(view.heading).toHaveText(`Factura rectificativa ${creditNote}`);
    // It names the vendor's own number of the purchase it rectifies, not our registry number (issue 28).
    await expect(view.rectifies).toContainText('FV 2026/0042');
    await expect(view.rectifies).not.toContainText(purchase);
    await expect(page.getByTestId('invoice-facts')).toContainText('AB 2026/0007');

    // The book by registry date: the credit note negative, the totals net of it.
    const report = new ReportPage(page);
    await report.open('/reports/received', 'Libro registro de facturas recibidas');
    await report.setRange(today(), today());
    await report.generate();
    const row = page.getByTestId('book-row').filter({ hasText: creditNote });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Rectificativa de FV 2026/0042');
    await expect(row).toContainText('AB 2026/0007');
    const cells = (await row.getByRole('cell').allInnerTexts()).map((t) => t.replace(/\u00a0/g, ' ').trim());
    for (const amount of ['-4,00 €', '-0,84 €', '-4,84 €']) expect(cells).toContain(amount);
    await expect(report.bookTotal('invoices')).toHaveText('2 facturas');
    // 55,00 − 4,00 = 51,00 € base; 66,55 − 4,84 = 61,71 € total.
    await expect(report.bookTotal('base')).toHaveText('51,00 €');
    await expect(report.bookTotal('total')).toHaveText('61,71 €');
  });
});
