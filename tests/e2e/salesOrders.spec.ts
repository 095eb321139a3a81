/**
 * Issue 31, pedidos de cliente, end to end: an order of 10 Tornillo M8 with 6 on hand reserves 6
 * and leaves 4 without stock (Stock says Disponible 0); an entrada of 10 arrives and «Reservar»
 * takes the 4; it is served in two salidas (4, then 6) and is servido; stock and reservations are
 * checked at each step; both salidas are invoiced together from Facturas. Amounts by hand.
 */
import { expect, test } from './support/fixtures';
import { readsByLabel, resetReads } from './support/accountPages';
import { InvoiceEditorPage, InvoiceViewPage } from './support/invoicePages';
import { CLIENT, PRODUCTS, seedConfirmedInput, seedStockWorld, StockDocumentPage, StockListPage, VENDOR } from './support/stockPages';

const screw = PRODUCTS.screw;

test.describe('Pedidos de cliente', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    // 6 screws on hand at 0,50 €.
    await seedConfirmedInput(world, 'seed-in', [['screw', 6, 50]]);
  });

  test('reserve, back-order, «Reservar», two deliveries and one invoice', async ({ page, world, loginPage }) => {
    test.setTimeout(240_000);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // The list, from the menu: one page of orders and a count, never the whole collection.
    await resetReads(page);
    await page.getByRole('link', { name: 'Pedidos', exact: true }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pedidos de cliente' })).toBeVisible();
    await expect(page.getByTestId('sales-order-list')).toContainText('No hay pedidos con estos filtros.');
    // The count is an aggregation that may answer after the (empty) page shows.
    await expect.poll(async () => (await readsByLabel(page))['salesOrders.list.count']).toBe(1);
    expect((await readsByLabel(page))['salesOrders.list'] ?? 0).toBeLessThanOrEqual(1);

    // A borrador of 10 screws for Obras Sur, priced like a salida (the product's 0,90 €), then confirmed.
    await page.getByRole('link', { name: 'Nuevo pedido' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo pedido de cliente' })).toBeVisible();
    const editor = new StockDocumentPage(page, 'output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addLineByKeyboard(screw.code, screw.name, '10');
    await expect(page.getByTestId('line-available')).toHaveText('Disponible 6 ud');
    await expect(page.getByTestId('total-total')).toHaveText('10,89 €');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Abierto', { timeout: 30_000 });
    await expect(page.getByTestId('order-message')).toHaveText('Pedido confirmado: se ha reservado el stock disponible.');
    const orderUrl = page.url();
    const line = page.getByTestId('order-line-l1');
    const figures = async (delivered: string, reserved: string, backorder: string) => {
      await expect(line.getByTestId('line-delivered')).toHaveText(delivered);
      await expect(line.getByTestId('line-reserved')).toHaveText(reserved);
      await expect(line.getByTestId('line-backorder')).toHaveText(backorder);
    };
    await figures('0', '6', '4');

    // Stock: 6 on hand, all reserved.
    const stock = new StockListPage(page);
    const stockSays = async (quantity: string, reserved: string | null, available?: string) => {
      await stock.open();
      await expect(stock.quantityOf(screw.code)).toContainText(quantity);
      const row = stock.row(screw.code);
      if (reserved === null) await expect(row.getByTestId('stock-commitments')).toHaveCount(0);
      else {
        await expect(row.getByTestId('stock-reserved')).toHaveText(`Reservado ${reserved}`);
        await expect(row.getByTestId('stock-available')).toHaveText(`Disponible ${available}`);
      }
    };
    await stockSays('6', '6', '0');
    await expect(stock.row(screw.code).getByTestId('stock-backorder')).toHaveText(' · Pendiente sin stock 4');

    // An entrada of 10 arrives: on hand, not yet reserved.
    const entrada = new StockDocumentPage(page, 'input');
    await entrada.openNew();
    await entrada.pickParty('suministros', VENDOR.name);
    await entrada.addLineByKeyboard(screw.code, screw.name, '10');
    await entrada.confirm();
    await expect(entrada.state).toHaveText('Confirmada', { timeout: 30_000 });
    await stockSays('16', '6', '10');

    // «Reservar» takes the 4 still waiting.
    await page.goto(orderUrl);
    await page.getByRole('button', { name: 'Reservar' }).click();
    await expect(page.getByTestId('order-message')).toHaveText('Se han reservado 4 unidades más.', { timeout: 30_000 });
    await figures('0', '10', '0');
    await stockSays('16', '10', '6');

    // Servir 4: the dialog offers the 10 pending.
    await page.goto(orderUrl);
    const serve = async (quantity: string) => {
      await page.getByRole('button', { name: 'Servir' }).click();
      const dialog = page.getByRole('dialog');
      const field = dialog.getByLabel(`Cantidad a servir de ${screw.name}`, { exact: false });
      await field.fill(quantity);
      await dialog.getByRole('button', { name: 'Confirmar salida' }).click();
      await expect(dialog).toBeHidden({ timeout: 30_000 });
      await expect(page.getByTestId('order-message')).toContainText(/^Salida S-.+ confirmada\.$/);
    };
    await page.getByRole('button', { name: 'Servir' }).click();
    await expect(page.getByRole('dialog').getByLabel(/Cantidad a servir de Tornillo M8/)).toHaveValue('10');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await serve('4');
    await figures('4', '6', '0');
    await expect(page.getByTestId('order-state')).toHaveText('Abierto');
    await stockSays('12', '6', '6');

    await page.goto(orderUrl);
    await serve('6');
    await expect(page.getByTestId('order-state')).toHaveText('Servido');
    await figures('10', '0', '0');
    const deliveries = page.getByTestId('order-deliveries').getByRole('link');
    await expect(deliveries).toHaveCount(2);
    const [first, second] = await deliveries.allInnerTexts();
    expect(first).toMatch(/^S-.+-1$/);
    expect(second).toMatch(/^S-.+-2$/);
    await stockSays('6', null);

    // Both albaranes in one invoice, from the order's «Facturar albaranes»: the client chosen and
    // both salidas ticked. 10 × 0,90 € = 9,00 € base; 21 % = 1,89 €; 10,89 €.
    await page.goto(orderUrl);
    await page.getByRole('link', { name: 'Facturar albaranes' }).click();
    const invoice = new InvoiceEditorPage(page);
    await expect(page.getByTestId('invoice-party')).toContainText(CLIENT.name);
    await expect(invoice.sources.getByLabel(first!)).toBeChecked();
    await expect(invoice.sources.getByLabel(second!)).toBeChecked();
    await invoice.sources.getByRole('button', { name: /^Añadir las líneas/ }).click();
    await expect(invoice.lines).toHaveCount(2);
    await expect(invoice.total('base')).toHaveText('9,00 €');
    await expect(invoice.total('vat')).toHaveText('1,89 €');
    await expect(invoice.total('total')).toHaveText('10,89 €');
    await invoice.issue();
    const view = new InvoiceViewPage(page);
    await expect(view.heading).toHaveText(/^Factura de salida F-\d{4}-000001$/, { timeout: 30_000 });
    await expect(view.total('total')).toHaveText('10,89 €');
  });
});
