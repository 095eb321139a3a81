/**
 * Benchmark (not part of a normal run): reads and time to show #/stock and a
 * product's history (#/stock/details) with 10.000 products and 100.000
 * movements in one company, against 30 products. Run with
 *   ALMACENA_BENCH=1 ALMACENA_PORT_OFFSET=3000 npm test -- --only e2e tests/e2e/stock.bench.spec.ts
 * Figures are printed; the assertions are about reads (a screen reads one page
 * plus its aggregations, whatever the size), never about time.
 */
import type { Page } from '@playwright/test';
import { seedStockBenchmark } from '../../seed/stock';
import { expect, test } from './support/fixtures';
import { LoginPage } from './support/pages';
import { StockHistoryPage } from './support/stockPages';

test.skip(!process.env.ALMACENA_BENCH, 'benchmark: set ALMACENA_BENCH=1 to run it');
test.describe.configure({ timeout: 45 * 60_000 });
/** The emulator has no indexes: it scans a collection for each query, so big ones take a while. */
const WAIT = 10 * 60_000;

interface Measure {
  screen: string;
  ms: number;
  reads: number;
  byLabel: Record<string, number>;
}

async function measure(page: Page, screen: string, url: string, ready: () => Promise<void>): Promise<Measure> {
  console.log('measuring', screen);
  await page.goto('#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await page.evaluate(() => window.__almacena!.resetReads());
  const started = Date.now();
  await page.goto(url);
  await ready();
  const ms = Date.now() - started;
  const stats = await page.evaluate(() => window.__almacena!.reads());
  return { screen, ms, reads: stats.total, byLabel: stats.byLabel };
}

async function measureCompany(page: Page, hotProductId: string): Promise<Measure[]> {
  const stock = await measure(page, '#/stock', '#/stock', async () => {
    await expect(page.getByTestId('stock-row')).toHaveCount(25, { timeout: WAIT });
    await expect(page.getByTestId('list-range')).toContainText(' de ', { timeout: WAIT });
    await expect(page.getByTestId('stock-total-value')).not.toContainText('…', { timeout: WAIT });
  });
  const history = new StockHistoryPage(page);
  const details = await measure(page, '#/stock/details', `#/stock/details?categoryId=${hotProductId}`, async () => {
    await expect(history.rows).toHaveCount(25, { timeout: WAIT });
    await expect(history.quantity).toBeVisible();
    await expect(page.getByTestId('list-range')).toContainText(' de ', { timeout: WAIT });
  });
  return [stock, details];
}

test('reads and time of #/stock and #/stock/details: 10.000 products and 100.000 movements vs 30 products', async ({ browser, page, world, loginPage }) => {
  const smallCorp = await world.addCorporation(`Pequeña ${world.key} S.L.`);
  const smallUser = await world.addPerson('user', { corpId: smallCorp });

  const small = await seedStockBenchmark(smallCorp, { products: 30, movements: 300, idPrefix: 'small-product-' });
  const large = await seedStockBenchmark(world.corpId, {
    products: Number(process.env.ALMACENA_BENCH_PRODUCTS ?? 10_000),
    movements: Number(process.env.ALMACENA_BENCH_MOVEMENTS ?? 100_000),
  });
  console.log('seeding', JSON.stringify({ small, large }));

  page.setDefaultNavigationTimeout(60_000);
  page.setDefaultTimeout(60_000);
  await loginPage.open();
  console.log('signing in');
  await loginPage.signIn(smallUser);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const smallFigures = await measureCompany(page, small.hotProductId);

  // The large company's user, in a browser context of their own.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES' });
  const page2 = await context.newPage();
  page2.setDefaultTimeout(60_000);
  const login2 = new LoginPage(page2);
  await login2.open();
  await login2.signIn(world.user);
  await expect(page2).toHaveURL(/#\/dashboard$/);
  const largeFigures = await measureCompany(page2, large.hotProductId);
  await context.close();

  const rows = [
    ...smallFigures.map((m) => ({ company: '30 products / 300 movements', ...m })),
    ...largeFigures.map((m) => ({ company: '10.000 products / 100.000 movements', ...m })),
  ];
  for (const r of rows) console.log(`BENCH ${r.company.padEnd(36)} ${r.screen.padEnd(16)} ${String(r.ms).padStart(6)} ms ${String(r.reads).padStart(4)} reads ${JSON.stringify(r.byLabel)}`);

  // One page of 25 (+1 to know there is a next one) and the aggregations, whatever the size:
  // the count costs 1 read per 1000 entries, so 10.000 stock docs add 9 reads to the count and 9 to the sum.
  for (let i = 0; i < 2; i++) {
    expect(largeFigures[i]!.reads, largeFigures[i]!.screen).toBeLessThanOrEqual(smallFigures[i]!.reads + 20);
  }
});
