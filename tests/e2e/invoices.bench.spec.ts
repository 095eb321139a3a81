/**
 * Benchmark (not part of a normal run): time and reads to show #/invoices/output
 * with 20.000 issued invoices in one company against 30, and time to render the
 * PDF of a 200-line invoice. Run with
 *   ALMACENA_BENCH=1 ALMACENA_PORT_OFFSET=4000 npm test -- --only e2e tests/e2e/invoices.bench.spec.ts
 * Figures are printed; the assertions are about reads (one page plus the
 * aggregations, whatever the size) and content, never about time.
 */
import type { Page } from '@playwright/test';
import { seedInvoiceBenchmark, seedSalesInvoice } from '../../seed/invoices';
import type { InvoiceLine } from '../../src/invoices/invoiceModel';
import { expect, test } from './support/fixtures';
import { InvoiceListPage, InvoiceViewPage } from './support/invoicePages';
import { LoginPage } from './support/pages';
import { seedStockWorld, CLIENT } from './support/stockPages';

test.skip(!process.env.ALMACENA_BENCH, 'benchmark: set ALMACENA_BENCH=1 to run it');
test.describe.configure({ timeout: 45 * 60_000 });
/** The emulator has no indexes: it scans the collection for each query, so a big one takes a while. */
const WAIT = 10 * 60_000;

interface Measure {
  what: string;
  /** Until the first page of rows shows. */
  rowsMs: number;
  /** Until the count and the totals of the whole filtered set show too. */
  ms: number;
  reads: number;
  byLabel: Record<string, number>;
}

async function measureList(page: Page, what: string, expectedRows: number): Promise<Measure> {
  await page.goto('#/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await page.evaluate(() => window.__almacena!.resetReads());
  const list = new InvoiceListPage(page);
  const started = Date.now();
  await page.goto('#/invoices/output');
  await expect(list.rows).toHaveCount(expectedRows, { timeout: WAIT });
  const rowsMs = Date.now() - started;
  await expect(page.getByTestId('list-range')).toContainText(' de ', { timeout: WAIT });
  await expect(list.totals).toBeVisible({ timeout: WAIT });
  const ms = Date.now() - started;
  const stats = await page.evaluate(() => window.__almacena!.reads());
  return { what, rowsMs, ms, reads: stats.total, byLabel: stats.byLabel };
}

const line = (i: number): InvoiceLine => ({
  description: `Artículo de prueba ${String(i + 1).padStart(6, '0')} con una descripción de longitud normal`,
  code: `P${String(i + 1).padStart(6, '0')}`,
  categoryId: null,
  unit: 'ud',
  quantity: 1 + (i % 9),
  unitPriceCents: 199 + i * 13,
  discountPct: i % 4 === 0 ? 5 : 0,
  vatRate: [21, 10, 4][i % 3]!,
  exemption: null,
  sourceId: null,
  sourceLabel: `Albarán ALB-${1000 + Math.floor(i / 20)} (02/03/2026)`,
});

test('time and reads of #/invoices/output with 20.000 invoices vs 30; time to render a 200-line PDF', async ({ browser, page, world, loginPage }) => {
  const count = Number(process.env.ALMACENA_BENCH_INVOICES ?? 20_000);
  const smallCorp = await world.addCorporation(`Pequeña ${world.key} S.L.`);
  const smallUser = await world.addPerson('user', { corpId: smallCorp });
  const small = await seedInvoiceBenchmark(smallCorp, { invoices: 30 });
  const large = await seedInvoiceBenchmark(world.corpId, { invoices: count });
  console.log('seeding', JSON.stringify({ small, large }));
  await seedStockWorld(world);
  await seedSalesInvoice(world.corpId, {
    id: 'bench-200-lines',
    clientId: CLIENT.id,
    number: 1,
    issueDate: '2026-03-05',
    uid: world.user.uid,
    lines: Array.from({ length: 200 }, (_, i) => line(i)),
  });

  page.setDefaultTimeout(60_000);
  await loginPage.open();
  await loginPage.signIn(smallUser);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const smallFigures = await measureList(page, '#/invoices/output, 30 invoices', 25);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES', acceptDownloads: true });
  const page2 = await context.newPage();
  page2.setDefaultTimeout(60_000);
  const login2 = new LoginPage(page2);
  await login2.open();
  await login2.signIn(world.user);
  await expect(page2).toHaveURL(/#\/dashboard$/);
  const largeFigures = await measureList(page2, `#/invoices/output, ${count} invoices`, 25);

  // The PDF of a 200-line invoice: from the click to the finished download (pdfmake loaded on the first click).
  await page2.goto('#/invoices/details?invoiceId=bench-200-lines');
  const view = new InvoiceViewPage(page2);
  await expect(view.heading).toHaveText('Factura de salida F-2026-000001', { timeout: WAIT });
  const pdfTimes: number[] = [];
  let pdf = { fileName: '', text: '', bytes: 0 };
  for (let i = 0; i < 3; i++) {
    const started = Date.now();
    pdf = await view.downloadPdf();
    pdfTimes.push(Date.now() - started);
  }
  await context.close();

  for (const m of [smallFigures, largeFigures]) {
    console.log(
      `BENCH ${m.what.padEnd(40)} rows in ${String(m.rowsMs).padStart(6)} ms, with count and totals ${String(m.ms).padStart(6)} ms, ` +
        `${String(m.reads).padStart(4)} reads ${JSON.stringify(m.byLabel)}`,
    );
  }
  console.log(`BENCH PDF of a 200-line invoice: ${pdfTimes.join(' ms, ')} ms (first includes loading pdfmake), ${pdf.bytes} bytes`);

  expect(pdf.text).toContain('Artículo de prueba 000200');
  expect(pdf.text).toContain('TOTAL FACTURA');
  expect(pdf.text).toMatch(/Página \d+ de \d+/);
  // One page of 25 (+1) and the aggregations: count and sum cost 1 read per 1000 entries each.
  expect(largeFigures.reads).toBeLessThanOrEqual(smallFigures.reads + 3 * Math.ceil(count / 1000));
});
