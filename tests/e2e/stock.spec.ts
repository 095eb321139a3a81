import { axeFor } from './support/a11y';
import type { Page } from '@playwright/test';
import { seedProducts } from '../../seed/masterData';
import { expect, test } from './support/fixtures';
import { readsByLabel } from './support/masterDataPages';
import {
  CLIENT,
  PRODUCTS,
  seedConfirmedInput,
  seedStockWorld,
  StockDocumentPage,
  StockHistoryPage,
  StockListPage,
  VENDOR,
} from './support/stockPages';

test.describe('stock: entradas, salidas and the ledger', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
  });

  test('enters a 3-line entrada from the keyboard, confirms it, sees stock and history, annuls it and stock returns', async ({
    page,
    world,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const entrada = new StockDocumentPage(page, 'input');
    await entrada.openNew();
    await entrada.pickParty('sumin', VENDOR.name);
    await page.getByLabel('Referencia (albarán)').fill('ALB-7781');
    await entrada.addLineByKeyboard(PRODUCTS.screw.code, PRODUCTS.screw.name, '10');
    await entrada.addLineByKeyboard(PRODUCTS.cable.barcode, PRODUCTS.cable.name, '2,5');
    await entrada.addLineByKeyboard('arandela', PRODUCTS.washer.name, '3');
    await expect(entrada.lines).toHaveCount(3);
    await entrada.price(PRODUCTS.screw.name).fill('1,50');
    await entrada.price(PRODUCTS.cable.name).fill('0,40');
    await entrada.price(PRODUCTS.washer.name).fill('0,10');
    // 15,00 + 1,00 + 0,30 = 16,30 € base; 21 % VAT 3,42 €.
    await expect(entrada.total).toHaveText('19,72 €');
    await page.screenshot({ path: '/tmp/stock-entrada-draft.png', fullPage: true });

    await entrada.confirm();
    await expect(entrada.state).toHaveText('Confirmada');
    await expect(entrada.message).toContainText('confirmada');
    await expect(entrada.productBox).toHaveCount(0);
    const entradaUrl = page.url();

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.screw.code)).toHaveText('10');
    await expect(stock.quantityOf(PRODUCTS.cable.code)).toHaveText('2,5');
    await expect(stock.quantityOf(PRODUCTS.washer.code)).toHaveText('3');
    await expect(page.getByTestId('stock-total-value')).toContainText('16,30');
    await page.screenshot({ path: '/tmp/stock-list.png', fullPage: true });

    await stock.openHistory(PRODUCTS.screw.name);
    const history = new StockHistoryPage(page);
    await expect(history.quantity).toContainText('10');
    await expect(history.rows).toHaveCount(1);
    await expect(history.rows.first().getByTestId('movement-in')).toHaveText('10');
    await expect(history.rows.first().getByTestId('movement-balance')).toHaveText('10');
    await expect(history.rows.first()).toContainText(VENDOR.name);

    await page.goto(entradaUrl);
    await expect(entrada.state).toHaveText('Confirmada');
    await entrada.annul('Albarán duplicado');
    await expect(entrada.state).toHaveText('Anulada');
    await expect(page.getByTestId('annul-info')).toContainText('Albarán duplicado');

    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.screw.code)).toHaveText('0');
    await expect(stock.quantityOf(PRODUCTS.cable.code)).toHaveText('0');
    await stock.openHistory(PRODUCTS.screw.name);
    await expect(history.rows).toHaveCount(2);
    await expect(history.rows.first()).toContainText('Anulación de entrada');
    await expect(history.rows.first().getByTestId('movement-out')).toHaveText('10');
    await expect(history.rows.first().getByTestId('movement-balance')).toHaveText('0');
    await page.screenshot({ path: '/tmp/stock-history.png', fullPage: true });
  });

  test('refuses a salida asking for more than there is, naming the product and the shortfall', async ({ page, world, loginPage }) => {
    await seedConfirmedInput(world, 'seed-in-1', [['screw', 5, 120]]);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const salida = new StockDocumentPage(page, 'output');
    await salida.openNew();
    await salida.pickParty('obras', CLIENT.name);
    await salida.addLineByKeyboard(PRODUCTS.screw.code, PRODUCTS.screw.name, '8');
    // A salida's price defaults to the product's sale price.
    await expect(salida.price(PRODUCTS.screw.name)).toHaveValue('0,90');
    await salida.confirm();
    await expect(salida.message).toHaveText(
      `No hay stock suficiente de ${PRODUCTS.screw.name} (${PRODUCTS.screw.code}) (faltan 3; disponibles 5; pedidos 8).`,
    );
    await expect(salida.state).toHaveText('Borrador');
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: '/tmp/stock-salida-refused-360.png', fullPage: true });
    // Usable at 360px: nothing but the lines table (which scrolls inside itself) is wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(360);

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.quantityOf(PRODUCTS.screw.code)).toHaveText('5');
  });

  test('lists entradas by state and marks products at or below their minimum', async ({ page, world, loginPage }) => {
    await seedConfirmedInput(world, 'seed-in-2', [
      ['screw', 4, 100],
      ['cable', 50, 30],
    ]);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    await page.goto('#/inputs');
    await expect(page.getByRole('heading', { level: 1, name: 'Entradas' })).toBeVisible();
    const list = page.getByTestId('document-list');
    await expect(list.getByRole('row')).toHaveCount(2);
    await expect(list).toContainText(VENDOR.name);
    await page.getByLabel('Estado').selectOption('borrador');
    await expect(list).toContainText('No hay entradas con estos filtros.');

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.row(PRODUCTS.screw.code)).toContainText('Bajo mínimo');
    await expect(stock.row(PRODUCTS.cable.code)).not.toContainText('Bajo mínimo');
    await page.getByLabel('Solo bajo mínimo').check();
    await expect(page.getByTestId('stock-row')).toHaveCount(1);
    await expect(stock.row(PRODUCTS.screw.code)).toBeVisible();
  });

  test('lists every product by code, with 0 for those that never moved, reading only the shown page’s stock levels', async ({
    page,
    world,
    loginPage,
  }) => {
    // The 3 catalogue products and 30 more (P000001…, every tenth inactive): 33, two pages by code.
    await seedProducts(world.corpId, 30, { idPrefix: 'bulk-' });
    await seedConfirmedInput(world, 'seed-in-4', [['washer', 3, 100]]);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.evaluate(() => window.__almacena!.resetReads());

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.range).toHaveText('1–25 de 33 productos');
    await expect(stock.rows).toHaveCount(25);
    expect(await stock.cellsOf(PRODUCTS.washer.code)).toEqual(['ARA-8', 'Arandela 8 mm', '3', 'ud', '1', '1,00 €', '3,00 €']);
    // Never moved, no minimum: 0, no cost, its own unit, not flagged.
    expect(await stock.cellsOf(PRODUCTS.cable.code)).toEqual(['CAB-25', 'Cable 2,5 mm', '0', 'm', '0', '0,00 €', '0,00 €']);
    // Never moved, minimum 1: flagged.
    await expect(stock.row('P000002')).toContainText('Bajo mínimo');
    await expect(stock.row('P000010')).toContainText('Inactivo');
    const reads = await readsByLabel(page);
    // 25 products shown plus 1 to know there is a next page; of their stock levels only the one that exists; one count.
    expect(reads['stock.list']).toBe(26);
    expect(reads['stock.list.levels']).toBe(1);
    expect(reads['stock.list.count']).toBe(1);

    await page.getByRole('button', { name: 'Siguiente ›' }).click();
    await expect(stock.range).toHaveText('26–33 de 33 productos');
    expect(await stock.cellsOf(PRODUCTS.screw.code)).toEqual(['TOR-M8', 'Tornillo M8Bajo mínimo', '0', 'ud', '5', '0,00 €', '0,00 €']);
    await expect(stock.quantityOf('P000030')).toHaveText('0');
    // The second page has no stock level: its query costs the minimum of 1. The cache may first show the
    // page with only the product it already holds (page 1's look-ahead), whose query costs 1 more.
    const levelReads = (await readsByLabel(page))['stock.list.levels']! - reads['stock.list.levels']!;
    expect(levelReads).toBeGreaterThanOrEqual(1);
    expect(levelReads).toBeLessThanOrEqual(2);

    // The filter reads the flagged stock levels: none, since only ARA-8 has one and it is above its minimum.
    await page.getByLabel('Solo bajo mínimo').check();
    await expect(page.getByTestId('stock-empty')).toHaveText('Ningún producto está bajo mínimo.');
  });

  test('has no accessibility violations on the stock screens', async ({ page, world, loginPage }) => {
    await seedConfirmedInput(world, 'seed-in-3', [
      ['screw', 4, 100],
      ['cable', 50, 30],
    ]);
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const violations = async (p: Page) =>
      (await axeFor(p).withTags(['wcag2a', 'wcag2aa']).analyze()).violations.map(
        (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );

    await page.goto('#/inputs');
    await expect(page.getByTestId('document-list').getByRole('row')).toHaveCount(2);
    expect(await violations(page), '#/inputs').toEqual([]);

    await page.goto('#/inputs/details?inputId=seed-in-3');
    await expect(page.getByTestId('document-state')).toHaveText('Confirmada');
    expect(await violations(page), 'a confirmed entrada').toEqual([]);

    const salida = new StockDocumentPage(page, 'output');
    await salida.openNew();
    await salida.pickParty('obras', CLIENT.name);
    await salida.addLineByKeyboard(PRODUCTS.cable.code, PRODUCTS.cable.name, '1');
    expect(await violations(page), 'a new salida with a line').toEqual([]);
    await salida.price(PRODUCTS.cable.name).fill('0,50');
    await salida.confirm();
    await expect(salida.state).toHaveText('Confirmada');
    // 1 of the 50 worth 15,00 € leaves at 0,30 €; sold at 0,50 €.
    await expect(page.getByTestId('total-cost-of-goods')).toHaveText('0,30 €');
    await expect(page.getByTestId('total-margin')).toHaveText('0,20 €');
    expect(await violations(page), 'a confirmed salida with its cost of goods').toEqual([]);

    const stock = new StockListPage(page);
    await stock.open();
    await expect(stock.row(PRODUCTS.cable.code)).toBeVisible();
    expect(await violations(page), '#/stock').toEqual([]);

    await stock.openHistory(PRODUCTS.cable.name);
    await expect(new StockHistoryPage(page).rows).toHaveCount(2);
    expect(await violations(page), '#/stock/details').toEqual([]);
  });
});
