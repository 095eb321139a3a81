/**
 * The benchmark's browser part (run by scripts/bench.mjs, never by `npm test`):
 * signs in to the small and the large company seeded by seed/large.ts and
 * measures, per screen: documents read (the repository read counter), time
 * from navigation to the data being visible (checked every animation frame in
 * the page, so no polling delay is added) and the JS the first visit
 * transferred; then the login route, the 100-line entrada confirmation, issuing
 * an invoice, a 5-line counter sale to its receipt (downloaded as a PDF, and printed on a fake ESC/POS
 * printer), the PDF and the 347 report. Writes everything as JSON to
 * ALMACENA_BENCH_OUT; scripts/bench.mjs turns it into the report.
 * A screen that is not built yet ("en preparación") is recorded as not available.
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { adminDb, now } from '../../seed/lib';
import { contentFor, draftInvoiceDoc, seedSalesInvoice } from '../../seed/invoices';
import { seedOpenTill } from '../../seed/till';
import { newDraftDocument } from '../../src/domain/stock/draftFields';
import { documentNumberFor } from '../../src/domain/stock/documentNumber';
import type { DocLine } from '../../src/domain/stock/stockTypes';
import { counterKeyFor, type InvoiceLine } from '../../src/domain/invoices/invoiceModel';
import { productsCsv } from './productsCsv';
import { fakeSerial, jobs, setUpPrinter, waitForTicketBytes } from '../e2e/support/fakePrinter';

interface Manifest {
  until: string;
  companies: {
    key: 'small' | 'large';
    corpId: string;
    name: string;
    users: { email: string; password: string; role: string; uid: string }[];
    samples: Record<string, string | number>;
  }[];
}

const MANIFEST = JSON.parse(fs.readFileSync(process.env.ALMACENA_BENCH_MANIFEST ?? '', 'utf8')) as Manifest;
const REPEAT = Number(process.env.ALMACENA_BENCH_REPEAT ?? 3);
/** The emulator has no indexes and scans: a query on 100.000 movements takes a while. */
const WAIT = 10 * 60_000;
const UNAVAILABLE = 'Esta pantalla está en preparación';

/** What "the data is visible" means for one screen, checked in the page. */
interface Ready {
  /** Every selector must match something. */
  all?: string[];
  /** The list's position shows its total ("1–25 de 10.000"). */
  total?: boolean;
  /** This selector must not contain this text (e.g. a total still "…"). */
  not?: [string, string];
}

interface Run {
  ms: number;
  reads: number;
  byLabel: Record<string, number>;
}

export interface ScreenResult {
  screen: string;
  path: string;
  company: 'small' | 'large';
  status: 'ok' | 'no disponible';
  note?: string;
  runs: Run[];
  /** JS of the first visit: bytes on the wire and the files (the shell's are already loaded). */
  jsBytes: number;
  jsFiles: string[];
}

class JsMeter {
  private readonly urls = new Map<string, string>();
  readonly loaded: { url: string; bytes: number }[] = [];
  static async attach(context: BrowserContext, page: Page): Promise<JsMeter> {
    const meter = new JsMeter();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    cdp.on('Network.responseReceived', (e) => {
      if (/\.m?js(\?|$)/.test(e.response.url)) meter.urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      const url = meter.urls.get(e.requestId);
      if (url) meter.loaded.push({ url: new URL(url).pathname, bytes: e.encodedDataLength });
    });
    return meter;
  }
  since(mark: number): { bytes: number; files: string[] } {
    const list = this.loaded.slice(mark);
    return { bytes: list.reduce((s, l) => s + l.bytes, 0), files: list.map((l) => l.url) };
  }
}

/** performance.now() when ready; -1 when the screen says it is not built yet, -2 when it shows an error. */
function readyCheck(spec: Ready): number | false {
  const main = document.querySelector('main');
  if (main?.textContent?.includes('Esta pantalla está en preparación')) return -1;
  if (main?.querySelector('.alert-danger')) return -2;
  const has = (sel: string) => document.querySelector(sel) !== null;
  if (spec.all && !spec.all.every(has)) return false;
  if (spec.total && !/ de /.test(document.querySelector('[data-testid="list-range"]')?.textContent ?? '')) return false;
  if (spec.not && (document.querySelector(spec.not[0])?.textContent ?? '').includes(spec.not[1])) return false;
  return performance.now();
}

async function waitReady(page: Page, spec: Ready, timeout = WAIT): Promise<number> {
  const handle = await page.waitForFunction(readyCheck, spec, { polling: 'raf', timeout });
  return (await handle.jsonValue()) as number;
}

/** A page that reads nothing, to leave between two measurements. */
async function park(page: Page): Promise<void> {
  await page.evaluate(() => (location.hash = '#/restricted'));
  await expect(page.getByTestId('restricted-page')).toBeVisible();
}

async function measureScreen(page: Page, meter: JsMeter, company: 'small' | 'large', screen: string, path: string, ready: Ready): Promise<ScreenResult> {
  const result: ScreenResult = { screen, path, company, status: 'ok', runs: [], jsBytes: 0, jsFiles: [] };
  for (let i = 0; i < REPEAT; i++) {
    await park(page);
    // The first visit starts from a reloaded page, so Firestore's cache is empty and its reads are the screen's
    // cold cost, whatever was visited before; later visits find the cache and resumed listeners, as a user does.
    if (i === 0) {
      await page.reload();
      await expect(page.getByTestId('restricted-page')).toBeVisible();
    }
    await page.evaluate(() => window.__almacena!.resetReads());
    const mark = meter.loaded.length;
    const started = await page.evaluate((hash) => {
      const t = performance.now();
      location.hash = hash;
      return t;
    }, path);
    let done: number;
    try {
      done = await waitReady(page, ready);
    } catch (error) {
      result.status = 'no disponible';
      result.note = `sin datos visibles: ${(error as Error).message.split('\n')[0]}`;
      break;
    }
    if (done < 0) {
      result.status = 'no disponible';
      result.note = done === -1 ? 'pantalla en preparación' : `error en pantalla: ${await page.locator('main .alert-danger').first().innerText()}`;
      break;
    }
    const stats = await page.evaluate(() => window.__almacena!.reads());
    result.runs.push({ ms: Math.round(done - started), reads: stats.total, byLabel: stats.byLabel });
    if (i === 0) {
      await page.waitForTimeout(300); // let the last network events arrive
      const js = meter.since(mark);
      result.jsBytes = js.bytes;
      result.jsFiles = js.files;
    }
    console.log(`BENCH ${company.padEnd(5)} ${screen.padEnd(34)} ${String(result.runs.at(-1)!.ms).padStart(7)} ms ${String(stats.total).padStart(5)} lecturas`);
  }
  return result;
}

const list = (rowSelector: string, extra: Partial<Ready> = {}): Ready => ({ all: [rowSelector, ...(extra.all ?? [])], total: true, not: extra.not });

function screensFor(s: Record<string, string | number>): [string, string, Ready][] {
  return [
    ['Inicio', '#/dashboard', { all: ['[data-testid="dashboard-ready"]'] }],
    ['Proveedores', '#/vendors', list('[data-testid="party-table"] tbody tr')],
    ['Proveedor (ficha)', `#/vendors/details?vendorId=${s.vendorId}`, { all: ['#party-title', 'main form'] }],
    ['Clientes', '#/clients', list('[data-testid="party-table"] tbody tr')],
    ['Cliente (ficha)', `#/clients/details?clientId=${s.clientId}`, { all: ['#party-title', 'main form'] }],
    ['Productos', '#/categories', list('[data-testid="product-table"] tbody tr')],
    ['Producto (ficha)', `#/categories/details?categoryId=${s.productId}`, { all: ['#product-title', 'main form'] }],
    ['Usuarios', '#/users', list('[data-testid="users-table"] tbody tr')],
    ['Entradas', '#/inputs', list('[data-testid="document-list"] tbody tr')],
    ['Entrada (ficha)', `#/inputs/details?inputId=${s.inputId}`, { all: ['[data-testid="document-state"]', '[data-testid="document-line"]'] }],
    ['Salidas', '#/outputs', list('[data-testid="document-list"] tbody tr')],
    ['Salida (ficha)', `#/outputs/details?outputId=${s.outputId}`, { all: ['[data-testid="document-state"]', '[data-testid="document-line"]'] }],
    ['Stock', '#/stock', list('[data-testid="stock-row"]', { not: ['[data-testid="stock-total-value"]', '…'] })],
    ['Movimientos de stock (producto)', `#/stock/details?categoryId=${s.hotProductId}`, list('[data-testid="movement-row"]', { all: ['[data-testid="stock-detail-quantity"]'] })],
    ['Facturas (todas)', '#/invoices', list('[data-testid="invoice-row"]', { all: ['[data-testid="invoice-totals"]'] })],
    ['Facturas de entradas', '#/invoices/input', list('[data-testid="invoice-row"]', { all: ['[data-testid="invoice-totals"]'] })],
    ['Facturas de salidas', '#/invoices/output', list('[data-testid="invoice-row"]', { all: ['[data-testid="invoice-totals"]'] })],
    ['Factura de salida (ficha)', `#/invoices/details?invoiceId=${s.salesInvoiceId}`, { all: ['#invoice-title', '[data-testid="total-total"]'] }],
    ['Factura de entrada (ficha)', `#/invoices/details?invoiceId=${s.purchaseInvoiceId}`, { all: ['#invoice-title', '[data-testid="total-total"]'] }],
    ['Devolución (factura de salida)', `#/invoices/return?invoiceId=${s.salesInvoiceId}`, { all: ['#return-title'] }],
    ['Devolución al proveedor (entrada)', `#/inputs/return?inputId=${s.inputId}`, { all: ['#return-title'] }],
  ];
}

async function signedInPage(context: BrowserContext, user: { email: string; password: string }) {
  const page = await context.newPage();
  page.setDefaultTimeout(WAIT);
  const meter = await JsMeter.attach(context, page);
  const t0 = Date.now();
  await page.goto('#/auth/login');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  const loginMs = Date.now() - t0;
  const loginJs = meter.since(0);
  const mark = meter.loaded.length;
  const t1 = Date.now();
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.getByTestId('app-header').waitFor();
  const shellMs = Date.now() - t1;
  await page.waitForTimeout(300);
  return { page, meter, login: { ms: loginMs, ...loginJs }, signIn: { ms: shellMs, ...meter.since(mark) } };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

function docLine(p: FirebaseFirestore.DocumentData, id: string, i: number): DocLine {
  return { categoryId: id, code: String(p.code), name: String(p.name), unit: String(p.unit), quantity: 1 + (i % 5), unitPriceCents: 100 + i, discountPct: 0, vatRate: Number(p.vatRate) };
}

/** A 100-line entrada saved as a borrador (Admin SDK), to be confirmed in the UI. */
async function seedDraftEntrada(corpId: string, uid: string, until: string): Promise<string> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const products = await db.collection(`${base}/categories`).orderBy('code').limit(100).get();
  const vendor = (await db.doc(`${base}/vendors/vendor-000001`).get()).data()!;
  const id = `${uid}${Date.now()}`;
  const number = documentNumberFor('input', id);
  // The small company has 30 products: the lines cycle over them (the writer adds a product's lines up).
  const docs = products.docs;
  const lines = Array.from({ length: 100 }, (_, i) => docLine(docs[i % docs.length]!.data(), docs[i % docs.length]!.id, i));
  const draft = { date: until, partyId: 'vendor-000001', partyName: String(vendor.name), partyNif: String(vendor.nif), reference: 'ALB-BENCH-100', notes: '', lines };
  await db.doc(`${base}/inputs/${id}`).set(newDraftDocument(draft, number, uid, now()));
  return id;
}

const freeLine = (i: number): InvoiceLine => ({
  description: `Artículo de prueba ${String(i + 1).padStart(3, '0')} con una descripción de longitud normal`,
  code: `BENCH-${String(i + 1).padStart(3, '0')}`,
  categoryId: null,
  unit: 'ud',
  quantity: 1 + (i % 9),
  unitPriceCents: 199 + i * 13,
  discountPct: i % 4 === 0 ? 5 : 0,
  vatRate: [21, 10, 4][i % 3]!,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
});

async function seedDraftInvoice(corpId: string, uid: string, until: string): Promise<string> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const client = (await db.doc(`${base}/clients/client-000001`).get()).data()!;
  const id = `${uid}${Date.now()}`;
  await db.doc(`${base}/invoices/${id}`).set(draftInvoiceDoc(contentFor('output', 'client-000001', client, Array.from({ length: 10 }, (_, i) => freeLine(i))), until, uid));
  return id;
}

/** An issued 200-line sales invoice, numbered next in its series (Admin SDK), for the PDF. */
async function seedLongInvoice(corpId: string, uid: string, until: string): Promise<string> {
  const db = adminDb();
  const counter = await db.doc(`corporations/${corpId}/counters/${counterKeyFor('output', 'F', Number(until.slice(0, 4)))}`).get();
  const id = `${uid}${Date.now()}`;
  const lines = Array.from({ length: 200 }, (_, i) => freeLine(i));
  await seedSalesInvoice(corpId, { id, clientId: 'client-000001', number: Number(counter.data()?.next ?? 1), issueDate: until, uid, lines });
  return id;
}

/**
 * Scans each code into the counter's field and charges in cash the exact amount (an empty
 * «Entregado» is the total: the counter's fastest path), until the ticket's number shows.
 */
async function scanAndCharge(page: Page, scan: Locator, codes: string[]): Promise<void> {
  for (const code of codes) {
    await scan.fill(code);
    await scan.press('Enter');
  }
  await expect(page.getByTestId('counter-line')).toHaveCount(codes.length);
  await page.getByTestId('counter-charge').click();
  await outcome(page, page.getByTestId('counter-number'));
}

/** Codes of five active, stocked products with at least 10 units, each under 50 €: a counter sale of them stays under 400 €. */
async function counterCodes(corpId: string): Promise<string[]> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const stocked = await db.collection(`${base}/stock`).where('quantity', '>=', 10).limit(40).get();
  const products = stocked.empty ? [] : await db.getAll(...stocked.docs.map((d) => db.doc(`${base}/categories/${d.id}`)));
  return products
    .map((p) => p.data())
    .filter((p): p is FirebaseFirestore.DocumentData => !!p && p.active !== false && p.stocked !== false && Number(p.salePriceCents) < 5000)
    .slice(0, 5)
    .map((p) => String(p.code));
}

interface ActionResult {
  action: string;
  company: 'small' | 'large';
  status: 'ok' | 'no disponible';
  note?: string;
  ms: number[];
  /** Documents read, for the reports. */
  reads?: number[];
}

/** Waits for `done`, or for an error alert in the page (then throws with its text). */
async function outcome(page: Page, done: Locator): Promise<void> {
  const failure = page.locator('main .alert-danger');
  await expect(done.or(failure).first()).toBeVisible({ timeout: WAIT });
  if (await failure.count()) throw new Error(`error en pantalla: ${(await failure.first().innerText()).trim()}`);
}

/** Runs `once` REPEAT times; a failure is recorded as "no disponible" with its reason, and the run goes on. */
async function timed(action: string, company: 'small' | 'large', once: () => Promise<number>): Promise<ActionResult> {
  const result: ActionResult = { action, company, status: 'ok', ms: [] };
  try {
    for (let i = 0; i < REPEAT; i++) result.ms.push(await once());
  } catch (error) {
    result.status = 'no disponible';
    result.note = (error as Error).message.split('\n')[0];
  }
  console.log(`BENCH ${company.padEnd(5)} ${action.padEnd(34)} ${result.status === 'ok' ? `${result.ms.join(', ')} ms` : `no disponible: ${result.note}`}`);
  return result;
}

async function timedActions(page: Page, company: Manifest['companies'][number], until: string): Promise<ActionResult[]> {
  const out: ActionResult[] = [];
  const user = company.users.find((u) => u.role === 'admin')!;
  const key = company.key;

  // Confirm a 100-line entrada: from the click on "Confirmar" (which saves it, then confirms) to the state "Confirmada".
  out.push(
    await timed('Confirmar una entrada de 100 líneas', key, async () => {
      const id = await seedDraftEntrada(company.corpId, user.uid, until);
      await page.evaluate((h) => (location.hash = h), `#/inputs/details?inputId=${id}`);
      await expect(page.getByTestId('document-line')).toHaveCount(100);
      const t = Date.now();
      await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
      await outcome(page, page.getByTestId('document-state').filter({ hasText: 'Confirmada' }));
      const ms = Date.now() - t;
      await park(page);
      return ms;
    }),
  );

  // Issue a 10-line sales invoice: from the confirmation click to the number in the heading.
  out.push(
    await timed('Emitir una factura (10 líneas)', key, async () => {
      const id = await seedDraftInvoice(company.corpId, user.uid, until);
      await page.evaluate((h) => (location.hash = h), `#/invoices/details?invoiceId=${id}`);
      await expect(page.getByTestId('invoice-line')).toHaveCount(10);
      await page.getByRole('button', { name: 'Emitir', exact: true }).click();
      const t = Date.now();
      await page.getByTestId('confirm-issue').click();
      await outcome(page, page.getByRole('heading', { level: 1 }).filter({ hasText: /-\d{4}-\d{6,}$/ }));
      const ms = Date.now() - t;
      await park(page);
      return ms;
    }),
  );

  // A 5-line counter sale (issue 17): from the first scan to the receipt downloaded, paid in cash,
  // next to the 10-line invoice above. Five products with stock and a price that keeps the ticket
  // under 400 €; each run reloads the page first, so every scan reads its product as a first scan does.
  const codes = await counterCodes(company.corpId);
  // A cash sale needs the cashier's open caja (issue 29): opened once, as openTill leaves it.
  await seedOpenTill(company.corpId, { uid: user.uid, name: user.email }, { id: 'bench-caja', name: 'Caja bench' }, 10000);
  out.push(
    await timed('Venta de mostrador (5 líneas, escaneo → ticket)', key, async () => {
      await page.evaluate((h) => (location.hash = h), '#/mostrador');
      await page.reload();
      const scan = page.getByRole('textbox', { name: 'Código o código de barras' });
      await expect(scan).toBeFocused({ timeout: WAIT });
      const t = Date.now();
      await scanAndCharge(page, scan, codes);
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT }), page.getByRole('button', { name: 'Imprimir ticket' }).click()]);
      await download.path();
      const ms = Date.now() - t;
      await park(page);
      return ms;
    }),
  );

  // The same sale to the ticket printed (issue 29: goal under 1 s warm), on an ESC/POS printer that
  // is a fake Web Serial port recording the bytes (tests/e2e/support/fakePrinter.ts, as the e2e
  // test uses it), set up once in «Impresora de tickets»: from the first scan to the port having
  // received the ticket's last bytes (the encoder's cut). Warm: the page is loaded once, with the
  // printing code, and the next sale starts from the done panel, as at a shop's counter; the first
  // run reads the five products, later runs find them in the page (the note keeps every run).
  await page.addInitScript(fakeSerial);
  let printed = 0;
  out.push(
    await timed('Venta de mostrador impresa (5 líneas, escaneo → ticket en la impresora)', key, async () => {
      const scan = page.getByRole('textbox', { name: 'Código o código de barras' });
      if (printed === 0) {
        // The fake port exists from the next document on.
        await page.evaluate((h) => (location.hash = h), '#/mostrador');
        await page.reload();
        await expect(scan).toBeFocused({ timeout: WAIT });
        await setUpPrinter(page);
        await scan.focus();
      } else {
        // Enter on the done panel's empty «Código de la siguiente venta»: a new, empty sale.
        await page.getByRole('textbox', { name: 'Código de la siguiente venta' }).press('Enter');
      }
      await expect(scan).toBeFocused({ timeout: WAIT });
      const job = (await jobs(page)).length;
      const t = Date.now();
      await scanAndCharge(page, scan, codes);
      await page.getByTestId('ticket-print').click();
      await waitForTicketBytes(page, job, WAIT);
      const ms = Date.now() - t;
      printed++;
      return ms;
    }),
  );
  if (out.at(-1)!.status === 'ok') out.at(-1)!.note ??= `en caliente, sin recargar entre ventas; la 1.ª lee los 5 productos: ${out.at(-1)!.ms.join(', ')} ms`;
  // No printer for what follows (it belongs to this browser's localStorage).
  await page.evaluate(() => localStorage.removeItem('almacena.ticketPrinter'));
  await park(page);

  // The PDF of a 200-line invoice: from the click to the download (the first run loads pdfmake).
  let longId = '';
  out.push(
    await timed('PDF de una factura de 200 líneas', key, async () => {
      if (!longId) {
        longId = await seedLongInvoice(company.corpId, user.uid, until);
        await page.evaluate((h) => (location.hash = h), `#/invoices/details?invoiceId=${longId}`);
        await expect(page.locator('#invoice-title')).toBeVisible();
      }
      const t = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: WAIT }), page.getByRole('button', { name: 'Descargar PDF' }).click()]);
      await download.path();
      return Date.now() - t;
    }),
  );
  await park(page);

  const year = Number(company.samples.busiestYear);
  out.push(await reportRun(page, key, `Informe 347 del año ${year}`, '#/reports/347', year));
  out.push(await reportRun(page, key, 'Valoración de existencias', '#/reports/stock-valuation'));

  // Import 2.000 new products from a Spanish-Excel CSV: from choosing the file to the preview, and
  // from "Importar" to "Importación terminada" (batched writes with progress). Last, because it
  // adds products to the company.
  const preview: number[] = [];
  out.push(
    await timed('Importar 2.000 productos (CSV)', key, async () => {
      const csv = productsCsv(`BENCH${Date.now().toString(36).toUpperCase()}`, 2000);
      await page.evaluate((h) => (location.hash = h), '#/categories');
      await page.getByRole('button', { name: 'Importar CSV' }).click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog');
      const t = Date.now();
      await dialog.getByLabel('Archivo CSV').setInputFiles({ name: 'productos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
      await expect(dialog.getByTestId('import-summary')).toHaveText(/^Se crearán 2\.?000 registros, se actualizarán 0 y se rechazarán 0\.$/, { timeout: WAIT });
      preview.push(Date.now() - t);
      const w = Date.now();
      await dialog.getByRole('button', { name: /^Importar \d/ }).click();
      await expect(dialog.getByTestId('import-done')).toContainText('Importación terminada', { timeout: WAIT });
      const ms = Date.now() - w;
      await dialog.getByRole('button', { name: /^(Cerrar|Cancelar)$/ }).click();
      await park(page);
      return ms;
    }),
  );
  out.at(-1)!.note ??= `escritura; vista previa ${preview.join(', ')} ms`;
  return out;
}

/** A report: open it, fill the year if it asks for one, click "Generar", wait for the result (all of it read). */
async function reportRun(page: Page, company: 'small' | 'large', action: string, hash: string, year?: number): Promise<ActionResult> {
  const result: ActionResult = { action, company, status: 'ok', ms: [], reads: [] };
  try {
    for (let i = 0; i < REPEAT; i++) {
      await page.evaluate((h) => (location.hash = h), hash);
      await expect(page.locator('main h1')).toBeVisible({ timeout: 60_000 });
      if (await page.locator('main').getByText(UNAVAILABLE).count()) throw new Error('pantalla en preparación');
      if (year !== undefined) await page.locator('#report-year').fill(String(year), { timeout: 60_000 });
      await page.evaluate(() => window.__almacena!.resetReads());
      const t = Date.now();
      await page.getByTestId('report-generate').click({ timeout: 60_000 });
      await outcome(page, page.getByTestId('report-result'));
      result.ms.push(Date.now() - t);
      result.reads!.push((await page.evaluate(() => window.__almacena!.reads())).total);
      console.log(`BENCH ${company.padEnd(5)} ${action.padEnd(34)} ${String(result.ms.at(-1)).padStart(7)} ms ${String(result.reads!.at(-1)).padStart(5)} lecturas`);
      await park(page);
    }
  } catch (error) {
    result.status = 'no disponible';
    result.note = (error as Error).message.split('\n')[0];
  }
  return result;
}

/**
 * Chrome DevTools' "Fast 3G" profile (now "Slow 4G"; Lighthouse's mobile throttling): 562,5 ms of
 * round trip, 1,44 Mbit/s down, 675 kbit/s up. Applied to every request of the page, the emulators'
 * included, through the DevTools protocol.
 */
const FAST_3G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9, uploadThroughput: ((750 * 1000) / 8) * 0.9 };

/** performance.now() when the sign-in form can be used: both fields and an enabled «Entrar». */
function loginInteractive(): number | false {
  const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === 'Entrar');
  const ready = document.querySelector('input[type="email"]') && document.querySelector('input[type="password"]') && button && !button.disabled;
  return ready ? performance.now() : false;
}

export interface ThrottledLogin {
  /** From navigation to a usable sign-in form (time to interactive), cold cache. */
  interactiveMs: number;
  /** Bytes on the wire until then (everything: HTML, JS, CSS). */
  bytes: number;
  /** From «Entrar» to Inicio's figures. */
  signInMs: number;
}

/** The sign-in page on a "Fast 3G" connection with an empty cache, then «Entrar» to Inicio: REPEAT fresh contexts. */
async function throttledLogins(browser: Browser, user: { email: string; password: string }): Promise<ThrottledLogin[]> {
  const runs: ThrottledLogin[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' });
    const page = await context.newPage();
    page.setDefaultTimeout(WAIT);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', FAST_3G);
    let bytes = 0;
    let counting = true;
    cdp.on('Network.loadingFinished', (e) => {
      if (counting) bytes += e.encodedDataLength;
    });
    await page.goto('#/auth/login', { waitUntil: 'commit' });
    const handle = await page.waitForFunction(loginInteractive, undefined, { polling: 'raf', timeout: WAIT });
    const interactiveMs = Math.round((await handle.jsonValue()) as number);
    counting = false;
    await page.getByLabel('Correo electrónico').fill(user.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
    const t = Date.now();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByTestId('dashboard-ready').or(page.getByText(UNAVAILABLE))).toBeVisible({ timeout: WAIT });
    runs.push({ interactiveMs, bytes, signInMs: Date.now() - t });
    console.log(`BENCH Fast 3G: sign-in page interactive in ${interactiveMs} ms (${Math.round(bytes / 1024)} kB), «Entrar» to Inicio ${runs.at(-1)!.signInMs} ms`);
    await context.close();
  }
  return runs;
}

test('benchmark: every screen, small and large company', async ({ browser }) => {
  const out: {
    screens: ScreenResult[];
    login: Record<string, unknown>[];
    actions: ActionResult[];
    fast3g: ThrottledLogin[];
  } = { screens: [], login: [], actions: [], fast3g: [] };
  const write = () => fs.writeFileSync(process.env.ALMACENA_BENCH_OUT ?? 'bench-raw.json', JSON.stringify(out, null, 2));

  for (const company of MANIFEST.companies) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid', acceptDownloads: true });
    const admin = company.users.find((u) => u.role === 'admin')!;
    const { page, meter, login, signIn } = await signedInPage(context, admin);
    out.login.push({ company: company.key, login, signIn });
    console.log(`BENCH ${company.key} login ${login.ms} ms, sign-in to the shell ${signIn.ms} ms`);
    await expect(page.getByTestId('dashboard-ready').or(page.getByText(UNAVAILABLE))).toBeVisible({ timeout: WAIT }).catch(() => {});

    for (const [screen, path, ready] of screensFor(company.samples)) {
      out.screens.push(await measureScreen(page, meter, company.key, screen, path, ready));
      write();
    }
    out.actions.push(...(await timedActions(page, company, MANIFEST.until)));
    write();
    await context.close();
  }
  // The sign-in page on a slow connection, in the small company (what it loads does not depend on the company).
  const small = MANIFEST.companies.find((c) => c.key === 'small') ?? MANIFEST.companies[0]!;
  out.fast3g = await throttledLogins(browser, small.users.find((u) => u.role === 'admin')!);
  write();
  for (const s of out.screens.filter((x) => x.status === 'ok')) {
    console.log(`BENCH median ${s.company} ${s.screen}: ${median(s.runs.map((r) => r.ms))} ms, ${median(s.runs.map((r) => r.reads))} lecturas`);
  }
  write();
  // The benchmark measures; the one thing it insists on is that the figures were taken.
  expect(out.screens.filter((s) => s.status === 'ok').length).toBeGreaterThan(0);
});
