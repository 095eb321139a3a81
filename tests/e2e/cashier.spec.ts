/**
 * The cashier (cajero): starts at the Mostrador, sees only it in the menu, sells and prints, and is
 * kept out of Inicio, the invoices, stock and reports (docs/DECISIONS.md "The cashier role").
 */
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { seedTill } from '../../seed/till';
import { expect, test } from './support/fixtures';
import { PRODUCTS, seedConfirmedInput, seedStockWorld } from './support/stockPages';

const year = () => madridIsoDate(new Date()).slice(0, 4);

test.describe('the cashier role', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'seed-in-1', [['screw', 100, 40]]);
    await seedTill(world.corpId, 'caja1', 'Caja 1');
  });

  test('starts at the counter, opens their caja, sells, and cannot open Inicio, invoices, stock or reports', async ({
    page,
    world,
    loginPage,
    shell,
  }) => {
    const cashier = await world.addPerson('cashier', { name: 'Carla Cajera' });
    await loginPage.open();
    await loginPage.signIn(cashier);
    await expect(page).toHaveURL(/#\/mostrador$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mostrador' })).toBeVisible();
    // The menu has the counter and nothing else of the business.
    await expect(shell.menuBar.getByRole('link')).toHaveText(['Mostrador']);

    // Their caja, opened with a 50,00 € float.
    const panel = page.getByTestId('till-panel');
    await panel.getByRole('textbox', { name: 'Fondo de caja (€)' }).fill('50');
    await panel.getByRole('textbox', { name: 'Fondo de caja (€)' }).press('Enter');
    await expect(panel.getByTestId('till-session')).toContainText('Caja 1 · abierta por');

    await page.getByRole('textbox', { name: 'Código o código de barras' }).focus();
    await page.keyboard.type(`2*${PRODUCTS.screw.code}`);
    await page.keyboard.press('Enter');
    // 0,90 € + 21 % = 1,09 €; 2 × 1,09 = 2,18 €.
    await expect(page.getByTestId('counter-total')).toHaveText('2,18 €');
    await page.getByRole('textbox', { name: 'Código o código de barras' }).press('Enter');
    await page.getByRole('textbox', { name: 'Entregado' }).fill('5');
    await page.getByRole('textbox', { name: 'Entregado' }).press('Enter');
    await expect(page.getByTestId('counter-number')).toHaveText(`Ticket T-${year()}-000001`);
    // 50,00 € + 2,18 € in the drawer; the invoice is not theirs to open.
    await expect(panel.getByTestId('till-expected')).toHaveText('52,18 €');
    await expect(page.getByRole('link', { name: 'Ver factura' })).toHaveCount(0);

    // Inicio sends the cashier back to the counter; the rest of the business is restricted.
    await page.goto('#/dashboard');
    await expect(page).toHaveURL(/#\/mostrador$/);
    for (const path of ['#/invoices/output', '#/stock', '#/reports', '#/categories']) {
      await page.goto(path);
      await expect(page).toHaveURL(/#\/restricted$/);
    }
  });
});
