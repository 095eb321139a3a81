/**
 * Invoices on the emulators through the Admin SDK (rules bypassed), in exactly
 * the shapes the invoice writer stores (the same pure builders make them):
 *  - seedDemoInvoices: the demo company's sales and purchase invoices for
 *    `npm start`, made from the demo salidas and entradas (seed/stock.ts), a
 *    rectificativa and a draft, with their counters, and the VERI*FACTU chain of its sales;
 *  - seedInvoiceBenchmark: N issued sales invoices numbered 1..N in one series
 *    and year, deterministic, in bulk, for the list benchmark.
 */
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { addDaysIso } from '../src/domain/dates';
import { dueDateFor, isoYear } from '../src/domain/invoiceDates';
import { rectificationLines } from '../src/domain/rectification';
import {
  counterKeyFor,
  emptyInvoiceContent,
  linesFromSources,
  issuerFromCompanyData,
  numberTextFor,
  operationDateFromSources,
  partySnapshotOf,
  seriesFor,
  storedDraftInvoice,
  storedIssuedInvoice,
  type InvoiceContent,
  type InvoiceKind,
  type InvoiceLine,
  type IssuerSnapshot,
  type PaymentMethod,
  type StockDocumentForInvoice,
} from '../src/domain/invoices/invoiceModel';
import { vendorInvoiceKey } from '../src/domain/vendorInvoiceNumber';
import { planAlta, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../src/domain/verifactu/verifactuPlan';
import { installationSystem } from '../src/domain/verifactu/system';
import { monthAndYear, numberInYears, type DemoCalendar, type NumberedInYear } from './demoCalendar';
import { adminDb, now } from './lib';
import { cifFor, partyDoc } from './masterData';

type Write = { path: string; data: DocumentData };

interface Numbered {
  series: string;
  number: number;
  issueDate: string;
  issuedBy: string;
  issuer: IssuerSnapshot;
  /** Purchases: the due date the vendor set. Sales: from the terms. */
  dueDate?: string;
  paid?: { date: string; method: PaymentMethod };
}

/** An issued invoice as the writer stores it (issuedAt at noon of the issue date). */
export function issuedInvoiceDoc(content: InvoiceContent, n: Numbered): DocumentData {
  return {
    ...storedIssuedInvoice(content, {
      series: n.series,
      year: isoYear(n.issueDate),
      number: n.number,
      issueDate: n.issueDate,
      issuedBy: n.issuedBy,
      issuer: n.issuer,
      dueDate: n.dueDate ?? dueDateFor(n.issueDate, content.paymentTermsDays),
      createdBy: n.issuedBy,
    }),
    status: n.paid ? 'pagada' : 'pendiente',
    paidDate: n.paid?.date ?? null,
    paymentMethod: n.paid?.method ?? null,
    issuedAt: Timestamp.fromDate(new Date(`${n.issueDate}T12:00:00+01:00`)),
    createdAt: now(),
    updatedAt: now(),
  };
}

export function draftInvoiceDoc(content: InvoiceContent, date: string, createdBy: string): DocumentData {
  return { ...storedDraftInvoice(content, { date, createdBy }), createdAt: now(), updatedAt: now() };
}

export function issuerOf(corporation: DocumentData | undefined): IssuerSnapshot {
  return issuerFromCompanyData(corporation?.data as Record<string, unknown> | undefined);
}

export function contentFor(
  kind: InvoiceKind,
  partyId: string,
  party: DocumentData,
  lines: InvoiceLine[],
  extra: Partial<InvoiceContent> = {},
): InvoiceContent {
  return {
    ...emptyInvoiceContent(kind),
    partyId,
    party: partySnapshotOf(party),
    paymentTermsDays: Number(party.paymentTermsDays ?? 30),
    recargoEquivalencia: kind === 'output' && party.recargoEquivalencia === true,
    irpfRate: kind === 'output' ? Number(party.irpfRate ?? 0) : 0,
    lines,
    ...extra,
  };
}

function stockDocument(id: string, data: DocumentData): StockDocumentForInvoice {
  return {
    id,
    number: String(data.number),
    date: String(data.date),
    reference: String(data.reference ?? ''),
    partyId: String(data.partyId),
    lines: Array.isArray(data.lines) ? data.lines : [],
  };
}

/**
 * The demo company's invoices: two sales invoices from the demo salidas (one
 * paid, one overdue), a rectificativa by difference of the first, a rent invoice
 * with IRPF withheld, an intra-EU supply to a French client, two purchase invoices from the demo entradas, and a sales
 * draft written by hand.
 * Needs seedDemoMasterData and seedDemoStock first; does nothing without them.
 */
export async function seedDemoInvoices(corpId: string, uid: string, calendar: DemoCalendar): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const get = async (path: string) => (await db.doc(`${base}/${path}`).get()).data();
  const corp = (await db.doc(base).get()).data();
  const { date, stockId } = calendar;
  const [out1, out2, in1, in2] = await Promise.all(
    [`outputs/${stockId.output01}`, `outputs/${stockId.output02}`, `inputs/${stockId.input01}`, `inputs/${stockId.input02}`].map(get),
  );
  if (!corp || !out1 || !out2 || !in1 || !in2) return;
  const issuer = issuerOf(corp);
  const salesSeries = seriesFor('output', 'ordinaria', corp.data);
  const rectSeries = seriesFor('output', 'rectificativa', corp.data);
  const writes: Write[] = [];
  const parties = new Set<string>();

  // Gapless per series and year, in date order (a demo across New Year starts January at 1).
  const sales = numberInYears([
    { id: 'demo-invoice-01', date: date.invoice01 },
    { id: 'demo-invoice-02', date: date.invoice02 },
    { id: 'demo-invoice-03', date: date.invoice03 },
    { id: 'demo-invoice-04', date: date.invoice04 },
  ]);
  const rects = numberInYears([{ id: 'demo-rectificativa-01', date: date.rectificativa01 }]);
  const purchases = numberInYears([
    { id: 'demo-purchase-01', date: date.purchase01 },
    { id: 'demo-purchase-02', date: date.purchase02 },
  ]);
  const numberOf = (n: NumberedInYear, id: string) => n.numbers[id]!.number;

  const sale = async (id: string, sourceId: string, source: DocumentData, issueDate: string, paid?: Numbered['paid']) => {
    const partyId = String(source.partyId);
    const party = (await get(`clients/${partyId}`)) ?? {};
    const src = stockDocument(sourceId, source);
    const content = contentFor('output', partyId, party, linesFromSources('output', [src]), {
      sourceIds: [sourceId],
      operationDate: operationDateFromSources([src]),
    });
    writes.push({
      path: `${base}/invoices/${id}`,
      data: issuedInvoiceDoc(content, { series: salesSeries, number: numberOf(sales, id), issueDate, issuedBy: uid, issuer, paid }),
    });
    writes.push({ path: `${base}/outputs/${sourceId}`, data: { invoiced: true, invoiceId: id, updatedAt: now() } });
    parties.add(`clients/${partyId}`);
    return content;
  };
  const first = await sale('demo-invoice-01', stockId.output01, out1, date.invoice01, { date: date.invoice01Paid, method: 'transferencia' });
  await sale('demo-invoice-02', stockId.output02, out2, date.invoice02);

  const firstNumber = sales.numbers['demo-invoice-01']!;
  const rectNumber = rects.numbers['demo-rectificativa-01']!;
  const rectContent: InvoiceContent = {
    ...first,
    type: 'rectificativa',
    sourceIds: [],
    operationDate: null,
    lines: rectificationLines(first.lines.slice(0, 1), 'difference').map((l) => ({ ...l, quantity: -2 })),
    rectifies: {
      invoiceId: 'demo-invoice-01',
      numberText: numberTextFor(salesSeries, firstNumber.year, firstNumber.number),
      issueDate: date.invoice01,
      mode: 'difference',
      code: 'R1',
      reason: 'Devolución de 2 unidades llegadas con desperfectos.',
      replaced: null,
    },
  };
  writes.push({
    path: `${base}/invoices/demo-rectificativa-01`,
    data: issuedInvoiceDoc(rectContent, { series: rectSeries, number: rectNumber.number, issueDate: date.rectificativa01, issuedBy: uid, issuer }),
  });

  const purchase = async (id: string, sourceId: string, source: DocumentData, registered: string, vendorNumber: string, paid?: Numbered['paid']) => {
    const partyId = String(source.partyId);
    const party = (await get(`vendors/${partyId}`)) ?? {};
    const src = stockDocument(sourceId, source);
    const vendorDate = String(source.date);
    const content = contentFor('input', partyId, party, linesFromSources('input', [src]), {
      sourceIds: [sourceId],
      vendorInvoiceNumber: vendorNumber,
      vendorInvoiceDate: vendorDate,
      dueDate: addDaysIso(vendorDate, Number(party.paymentTermsDays ?? 30)),
    });
    writes.push({
      path: `${base}/invoices/${id}`,
      data: issuedInvoiceDoc(content, {
        series: 'REG',
        number: numberOf(purchases, id),
        issueDate: registered,
        issuedBy: uid,
        issuer,
        dueDate: content.dueDate ?? undefined,
        paid,
      }),
    });
    writes.push({ path: `${base}/inputs/${sourceId}`, data: { invoiced: true, invoiceId: id, updatedAt: now() } });
    writes.push({ path: `${base}/vendorInvoiceKeys/${vendorInvoiceKey(partyId, vendorNumber)}`, data: { invoiceId: id, createdAt: now() } });
    parties.add(`vendors/${partyId}`);
  };
  await purchase('demo-purchase-01', stockId.input01, in1, date.purchase01, `FV-${date.input01.slice(0, 4)}-0012`, {
    date: date.purchase01Paid,
    method: 'transferencia',
  });
  await purchase('demo-purchase-02', stockId.input02, in2, date.purchase02, `A/${date.input02.slice(0, 4)}/157`);

  const client3 = (await get('clients/demo-client-03')) ?? {};
  const service = (description: string, quantity: number, unitPriceCents: number): InvoiceLine => ({
    description,
    code: '',
    categoryId: null,
    unit: 'h',
    quantity,
    unitPriceCents,
    discountPct: 0,
    vatRate: 21,
    exemption: null,
    sourceId: null,
    sourceLabel: null,
  });
  writes.push({
    path: `${base}/invoices/demo-draft-01`,
    data: draftInvoiceDoc(
      contentFor('output', 'demo-client-03', client3, [service('Montaje de estanterías en almacén', 6, 3500), service('Desplazamiento', 1, 4500)]),
      date.invoiceDraft01,
      uid,
    ),
  });
  parties.add('clients/demo-client-03');

  // Rent of part of the warehouse to a client: 19 % withheld (RIRPF art. 100; RIS art. 60), a business
  // premises rental that stays in the 347. Total factura 1.452,00 €, a pagar 1.224,00 €.
  const client9 = (await get('clients/demo-client-09')) ?? {};
  const rent: InvoiceLine = {
    ...service(`Alquiler de nave auxiliar (calle de la Industria, 12) — ${monthAndYear(date.invoice03)}`, 1, 120000),
    unit: 'mes',
  };
  writes.push({
    path: `${base}/invoices/demo-invoice-03`,
    data: issuedInvoiceDoc(contentFor('output', 'demo-client-09', client9, [rent], { irpfRate: 19, premisesRental: true }), {
      series: salesSeries,
      number: numberOf(sales, 'demo-invoice-03'),
      issueDate: date.invoice03,
      issuedBy: uid,
      issuer,
    }),
  });
  parties.add('clients/demo-client-09');

  // An intra-EU supply to the French client, exempt under LIVA art. 25 (E5): no VAT, in the 349, not the 347.
  const client21 = (await get('clients/demo-client-21')) ?? {};
  const tools = (description: string, code: string, quantity: number, unitPriceCents: number): InvoiceLine => ({
    ...service(description, quantity, unitPriceCents),
    code,
    unit: 'ud',
    vatRate: 0,
    exemption: 'E5',
  });
  writes.push({
    path: `${base}/invoices/demo-invoice-04`,
    data: issuedInvoiceDoc(
      contentFor('output', 'demo-client-21', client21, [
        tools('Taladro percutor 800 W', 'TAL-800', 12, 8990),
        tools('Juego de brocas HSS (25 piezas)', 'BRO-25', 30, 1450),
      ]),
      { series: salesSeries, number: numberOf(sales, 'demo-invoice-04'), issueDate: date.invoice04, issuedBy: uid, issuer },
    ),
  });
  parties.add('clients/demo-client-21');

  const counters = (kind: InvoiceKind, series: string, numbered: NumberedInYear) =>
    numbered.counters.forEach((c) =>
      writes.push({
        path: `${base}/counters/${counterKeyFor(kind, series, c.year)}`,
        data: { next: c.next, lastInvoiceId: c.lastId, updatedAt: now() },
      }),
    );
  counters('output', salesSeries, sales);
  counters('output', rectSeries, rects);
  counters('input', 'REG', purchases);

  const batch = db.batch();
  for (const w of writes) batch.set(db.doc(w.path), w.data, { merge: true });
  await batch.commit();
  // The original names its rectificativa (set apart: merge does not replace arrays element by element).
  await db.doc(`${base}/invoices/demo-invoice-01`).update({
    rectifiedBy: [{ invoiceId: 'demo-rectificativa-01', numberText: numberTextFor(rectSeries, rectNumber.year, rectNumber.number) }],
  });
  await Promise.all([...parties].map((p) => db.doc(`${base}/${p}`).update({ inUse: true })));
  const issuedSales: [string, string][] = [
    ['demo-invoice-01', date.invoice01],
    ['demo-invoice-02', date.invoice02],
    ['demo-rectificativa-01', date.rectificativa01],
    ['demo-invoice-03', date.invoice03],
    ['demo-invoice-04', date.invoice04],
  ];
  await seedDemoVerifactu(
    corpId,
    issuedSales.sort((a, b) => a[1].localeCompare(b[1])).map(([id]) => id),
  );
}

/**
 * The VERI*FACTU chain of the demo's issued sales, in the order they were issued, as issueInvoice
 * would have written it (planAlta, each record generated on its issue day at 10:00): every record
 * pending, so that "Enviar ahora" on the Registro sends them to the local AEAT stand-in.
 */
async function seedDemoVerifactu(corpId: string, invoiceIds: string[]): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  let head: DocumentData | undefined;
  const batch = db.batch();
  for (const id of invoiceIds) {
    const invoice = (await db.doc(`${base}/invoices/${id}`).get()).data();
    if (!invoice) continue;
    const plan = planAlta(id, invoice, head, new Date(`${String(invoice.issueDate)}T09:00:00Z`), installationSystem(process.env));
    batch.set(db.doc(`${base}/${VERIFACTU_RECORDS}/${plan.recordId}`), { ...plan.record, createdAt: now() });
    batch.update(db.doc(`${base}/invoices/${id}`), plan.invoiceFields);
    head = plan.head;
  }
  if (head) {
    batch.set(db.doc(`${base}/${VERIFACTU_CHAINS}/${String(head.nif)}`), head);
    // The NIF's claim, as the first record issued would have made it (functions/src/verifactu/issuers.ts).
    batch.set(db.doc(`verifactuIssuers/${String(head.nif)}`), { nif: head.nif, corpId, createdAt: now() });
  }
  await batch.commit();
}

export interface InvoiceBenchmarkResult {
  invoices: number;
  writes: number;
  seconds: number;
}

/**
 * `invoices` issued sales invoices F-<year>-000001… to 50 bench clients, one or
 * three lines each, dated through the year, a third paid; the counter at N + 1.
 * Deterministic; written with the Admin SDK's BulkWriter.
 */
export async function seedInvoiceBenchmark(
  corpId: string,
  options: { invoices: number; year?: number; idPrefix?: string; uid?: string },
): Promise<InvoiceBenchmarkResult> {
  const started = Date.now();
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const year = options.year ?? 2025;
  const idPrefix = options.idPrefix ?? 'bench-invoice-';
  const uid = options.uid ?? 'bench';
  const issuer = issuerOf((await db.doc(base).get()).data());
  const writes: Write[] = [];
  const clients = Array.from({ length: 50 }, (_, i) => {
    const id = `bench-client-${String(i + 1).padStart(6, '0')}`;
    const data = partyDoc(
      'client',
      {
        name: `Cliente de prueba ${String(i + 1).padStart(6, '0')} S.L.`,
        nif: cifFor('B', 5_000_000 + i),
        paymentTermsDays: String((i % 4) * 15),
        active: true,
      },
      true,
    );
    writes.push({ path: `${base}/clients/${id}`, data });
    return { id, data };
  });
  const start = `${year}-01-01`;
  for (let i = 0; i < options.invoices; i++) {
    const client = clients[i % clients.length]!;
    const lineCount = i % 5 === 0 ? 3 : 1;
    const lines: InvoiceLine[] = Array.from({ length: lineCount }, (_, l) => ({
      description: `Artículo de prueba ${String(((i * 7 + l) % 1000) + 1).padStart(6, '0')}`,
      code: `P${String(((i * 7 + l) % 1000) + 1).padStart(6, '0')}`,
      categoryId: null,
      unit: 'ud',
      quantity: 1 + ((i + l) % 12),
      unitPriceCents: 150 + ((i * 37 + l * 11) % 20_000),
      discountPct: i % 7 === 0 ? 5 : 0,
      vatRate: [21, 21, 10, 4][(i + l) % 4]!,
      exemption: null,
      sourceId: null,
      sourceLabel: null,
    }));
    const issueDate = addDaysIso(start, Math.floor((i * 365) / options.invoices));
    const content = contentFor('output', client.id, client.data, lines);
    writes.push({
      path: `${base}/invoices/${idPrefix}${String(i + 1).padStart(6, '0')}`,
      data: issuedInvoiceDoc(content, {
        series: 'F',
        number: i + 1,
        issueDate,
        issuedBy: uid,
        issuer,
        paid: i % 3 === 0 ? { date: addDaysIso(issueDate, 10), method: 'transferencia' } : undefined,
      }),
    });
  }
  writes.push({
    path: `${base}/counters/${counterKeyFor('output', 'F', year)}`,
    data: {
      next: options.invoices + 1,
      lastInvoiceId: `${idPrefix}${String(options.invoices).padStart(6, '0')}`,
      updatedAt: FieldValue.serverTimestamp(),
    },
  });
  const writer = db.bulkWriter({ throttling: false });
  for (const w of writes) void writer.set(db.doc(w.path), w.data);
  await writer.close();
  return { invoices: options.invoices, writes: writes.length, seconds: (Date.now() - started) / 1000 };
}

/** One issued sales invoice of free lines to an existing client (tests): its counter moves past it. */
export async function seedSalesInvoice(
  corpId: string,
  options: { id: string; clientId: string; number: number; issueDate: string; uid: string; lines: InvoiceLine[] },
): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const [corp, client] = await Promise.all([db.doc(base).get(), db.doc(`${base}/clients/${options.clientId}`).get()]);
  const series = seriesFor('output', 'ordinaria', corp.data()?.data ?? {});
  const content = contentFor('output', options.clientId, client.data() ?? {}, options.lines);
  const batch = db.batch();
  batch.set(
    db.doc(`${base}/invoices/${options.id}`),
    issuedInvoiceDoc(content, { series, number: options.number, issueDate: options.issueDate, issuedBy: options.uid, issuer: issuerOf(corp.data()) }),
  );
  batch.set(db.doc(`${base}/counters/${counterKeyFor('output', series, isoYear(options.issueDate))}`), {
    next: options.number + 1,
    lastInvoiceId: options.id,
    updatedAt: now(),
  });
  batch.update(db.doc(`${base}/clients/${options.clientId}`), { inUse: true });
  await batch.commit();
}
