/**
 * A day at the till (issue 29), at the keyboard: the caja opened with its float, a cash sale, a
 * card sale, a refund in cash from the returns desk, cash out with its reason, the arqueo by
 * denomination and the Z report, whose expected cash equals the hand count written here; then
 * the Z report in Informes → Cierres de caja. (Vouchers: tests/functions/vouchers.test.ts.)
 */
import { readFileSync } from 'node:fs';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { seedTill } from '../../seed/till';
import { expect, test } from './support/fixtures';
import { InvoiceListPage } from './support/invoicePages';
import { pdfText } from './support/pdfText';
import { ReturnPage } from './support/returnPages';
import { PRODUCTS, seedConfirmedInput, seedStockWorld } from './support/stockPages';

const year = () => madridIsoDate(new Date()).slice(0, 4);

test.describe('the till (Caja)', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'seed-in-1', [
      ['screw', 100, 40],
      ['cable', 50, 30],
    ]);
    await seedTill(world.corpId, 'caja1', 'Caja 1');
  });

  test('open with a float, sell in cash and by card, refund in cash, take cash out, count and close with the Z report', async ({
    page,
    world,
    loginPage,
  }) => {
    // A whole day at the till (a dozen commands): 55 s on a quiet machine, past the default 60 s under load.
    test.setTimeout(180_000);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('#/mostrador');
    const panel = page.getByTestId('till-panel');

    // Closed: a cash sale is refused by the server, and the panel asks for the float.
    await expect(panel.getByText('Tu caja está cerrada')).toBeVisible();
    const float = panel.getByRole('textbox', { name: 'Fondo de caja (€)' });
    await float.focus();
    await page.keyboard.type('-5');
    await page.keyboard.press('Enter');
    await expect(float).toHaveAccessibleDescription(/^Escribe el fondo en euros, 0 o más/);
    await float.fill('');
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(panel.getByTestId('till-session')).toContainText('Caja 1 · abierta por');
    await expect(panel.getByTestId('till-expected')).toHaveText('100,00 €');

    // A cash sale: 10 screws at 1,09 € = 10,90 €, 20,00 € handed over.
    const code = page.getByRole('textbox', { name: 'Código o código de barras' });
    await code.focus();
    await page.keyboard.type(`10*${PRODUCTS.screw.code}`);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('counter-total')).toHaveText('10,90 €');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('textbox', { name: 'Entregado' })).toBeFocused();
    await page.keyboard.type('20');
    await page.keyboard.press('Enter');
    const first = `T-${year()}-000001`;
    await expect(page.getByTestId('counter-number')).toHaveText(`Ticket ${first}`);
    await expect(panel.getByTestId('till-expected')).toHaveText('110,90 €');

    // A card sale of one metre of cable (0,75 €): nothing enters the drawer.
    await expect(page.getByRole('textbox', { name: 'Código de la siguiente venta' })).toBeFocused();
    await page.keyboard.type(PRODUCTS.cable.code);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('counter-total')).toHaveText('0,75 €');
    await page.getByRole('radio', { name: 'Tarjeta' }).check();
    await page.getByTestId('counter-charge').press('Enter');
    await expect(page.getByTestId('counter-number')).toHaveText(`Ticket T-${year()}-000002`);
    await expect(panel.getByTestId('till-expected')).toHaveText('110,90 €');

    // A refund in cash: 2 screws of the first ticket come back (−2,18 €, paid back as it was paid).
    await page.goto('#/invoices/output');
    await new InvoiceListPage(page).row(first).getByRole('link', { name: first }).click();
    await page.getByRole('button', { name: 'Devolución', exact: true }).click();
    const desk = new ReturnPage(page);
    await desk.expectOpen(new RegExp(`^Devolución de la factura ${first}$`));
    await desk.setQuantity(PRODUCTS.screw.name, '2');
    await desk.submit('Sobraban');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('rectificativa');

    // Cash out: a reason is required at its field; 5,00 € to the delivery driver.
    await page.goto('#/mostrador');
    await expect(panel.getByTestId('till-expected')).toHaveText('108,72 €');
    await panel.getByRole('radio', { name: 'Salida' }).check();
    const amount = panel.getByRole('textbox', { name: 'Importe (€)' });
    await amount.focus();
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    const reason = panel.getByRole('textbox', { name: 'Motivo' });
    await expect(reason).toHaveAccessibleDescription(/^Escribe el motivo/);
    await reason.focus();
    await page.keyboard.type('Pago al repartidor');
    await page.keyboard.press('Enter');
    await expect(panel.getByText('Salida de 5,00 € anotada.')).toBeVisible();

    // By hand: 100,00 float + 10,90 cash sale − 2,18 cash refund − 5,00 cash out = 103,72 €.
    const handCount = 10000 + 1090 - 218 - 500;
    expect(handCount).toBe(10372);
    await expect(panel.getByTestId('till-expected')).toHaveText('103,72 €');

    // The arqueo: 1 × 100 €, 1 × 2 €, 1 × 1 €, 1 × 50, 1 × 20 and 1 × 2 cent, added up live; a negative count is refused.
    await panel.getByRole('button', { name: 'Hacer arqueo y cerrar' }).press('Enter');
    const count = (label: string) => panel.getByRole('textbox', { name: `Unidades de ${label}` });
    await count('100 €').focus();
    await page.keyboard.type('-1');
    await expect(count('100 €')).toHaveAccessibleDescription('Escribe un número entero de unidades, 0 o más.');
    await expect(panel.getByRole('button', { name: 'Cerrar caja' })).toBeDisabled();
    await count('100 €').fill('1');
    for (const label of ['2 €', '1 €', '50 cént.', '20 cént.', '2 cént.']) {
      await count(label).focus();
      await page.keyboard.type('1');
    }
    await expect(panel.getByTestId('arqueo-total')).toHaveText('103,72 €');
    await expect(panel.getByTestId('arqueo-difference')).toHaveText('0,00 €');
    await panel.getByRole('button', { name: 'Cerrar caja' }).press('Enter');

    const z = panel.getByTestId('z-report');
    await expect(z.getByRole('heading', { name: 'Informe Z-1 · Caja 1' })).toBeVisible();
    await expect(z.getByRole('row', { name: /Efectivo esperado/ }).first()).toContainText('103,72 €');
    await expect(z.getByRole('row', { name: /Descuadre/ })).toContainText('0,00 €');
    await expect(z.getByRole('row', { name: /Tarjeta/ })).toContainText('0,75 €');
    await expect(z.getByRole('row', { name: /Pago al repartidor/ })).toContainText('-5,00 €');
    const [download] = await Promise.all([page.waitForEvent('download'), z.getByRole('button', { name: 'Descargar PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^informe-Z-1-Caja-1-.*\.pdf$/);
    const text = pdfText(readFileSync(await download.path())).replace(/\s+/g, ' ');
    for (const expected of ['Informe Z-1', 'Caja 1', '103,72', 'Pago al repartidor']) expect(text).toContain(expected);

    // Closed again: the next cash sale is refused until the caja is opened.
    await page.goto('#/reports/till-closures');
    await expect(page.getByRole('table', { name: 'Cierres de caja' }).getByRole('row')).toHaveCount(2);
    await page.getByRole('button', { name: 'Ver Z-1 Caja 1' }).click();
    await expect(page.getByTestId('z-report')).toContainText('103,72 €');
  });
});
