/**
 * Cobros y pagos at scale (issue 30's benchmark: "a remittance of 1.000 instalments, reconciliation
 * of a 2.000-line statement"). Figures for `npm run bench`, printed as one line
 * `payments scale: {json}` and never asserted as times; what the test asserts is that the work was
 * right:
 *
 * - a cobros remittance of PAYMENTS_SCALE_DUES instalments (createRemittance) holds exactly those
 *   items, its total is the dues' sum, every item is FRST; its pain.008 (built here in process, as
 *   the browser builds it) has one DrctDbtTxInf per item and validates against the XSD (xmllint);
 *   sent and settled, every one of its dues is paid, out of the remittance, and the invoices'
 *   summary equals the fold of the invoices;
 * - a Norma 43 statement of PAYMENTS_SCALE_LINES movements (credits paying sales' dues and debits
 *   paying purchases', written by a generator that follows the AEB record layout norma43.ts reads)
 *   parses without an error, imports every movement, gets for every movement the suggestion of its
 *   own due (the same queries, limits and matcher as #/payments/bank: see `suggestionsLikeTheApp`),
 *   and once reconciled every movement is conciliado, every due paid and the summary folds;
 *   importing the same file again writes nothing.
 *
 * Sizes: PAYMENTS_SCALE_DUES and PAYMENTS_SCALE_LINES, small by default (20 and 30) so that
 * `npm test` runs it in seconds; scripts/bench.mjs asks for 1.000 and 2.000.
 * PAYMENTS_SCALE_PARALLEL reconciliations run at once (default 1, and the bench's: each one's
 * transaction reads and rewrites the invoices' summary, one document, so calls at once only queue on
 * it; with 4 at once the emulator's pessimistic locks timed out again and again and one call passed
 * the command's 60 s).
 *
 * The data is written with the Admin SDK, not issued one by one: the invoices by the seeds' own
 * builders (seed/invoices.ts issuedInvoiceDoc, contentFor), their instalments and due documents by
 * the pure functions issueInvoice plans them with (planInstalments from the party's terms, unpaid,
 * invoicePaymentFields, dueDocuments), parties by seed/masterData.ts partyDoc, the summary by
 * seed/summaries.ts rebuildSummaries. Every command runs for real in the Functions emulator.
 */
import type { DocumentData, Firestore as AdminFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, now, userProfileDoc } from '../../seed/lib';
import { contentFor, issuedInvoiceDoc, issuerOf } from '../../seed/invoices';
import { partyDoc } from '../../seed/masterData';
import { rebuildSummaries } from '../../seed/summaries';
import { addDaysIso } from '../../src/domain/dates';
import { isoYear, madridIsoDate } from '../../src/domain/invoiceDates';
import { counterKeyFor, PURCHASE_REGISTRY_SERIES, type InvoiceContent, type InvoiceLine } from '../../src/domain/invoices/invoiceModel';
import { dueDocuments, dueOwnerOf, dueOfStored, invoicePaymentFields, unpaid, type Due } from '../../src/domain/payments/dues';
import { planInstalments, type PlannedInstalment } from '../../src/domain/payments/instalments';
import { termsOfStored } from '../../src/domain/payments/terms';
import { claimChunks, itemChunks, remittanceFile, remittanceOfStored, type Remittance } from '../../src/domain/payments/remittance';
import { spanishCreditorId } from '../../src/domain/sepa/creditorId';
import { HAS_XMLLINT, PAIN_008_XSD, validateXml } from '../../src/domain/sepa/testFixtures';
import { parseNorma43 } from '../../src/domain/bank/norma43';
import { movementIds } from '../../src/domain/bank/movementId';
import { bankMovementFromStored, BANK_MOVEMENTS, type BankMovementRow } from '../../src/domain/bank/bankCommands';
import { foldInvoices, invoiceFactsOf, invoiceSummaryOf, SUMMARY_IDS } from '../../src/domain/summaries';
import { importRequestsOf, previewBankFile } from '../../src/bank/bankImportPlan';
import { candidatesByMovement, dueQueriesFor, MATCHABLE_DUE_STATES } from '../../src/bank/bankMatching';
import { callAs, ensureAccount, expectOk } from '../functions/support';

const DUES = Number(process.env.PAYMENTS_SCALE_DUES ?? 20);
const LINES = Number(process.env.PAYMENTS_SCALE_LINES ?? 30);
const PARALLEL = Math.max(1, Number(process.env.PAYMENTS_SCALE_PARALLEL ?? 1));
const CLIENTS = 50;
const VENDORS = 10;
/** One movement in this many is a debit (a pago of a purchase's due); the rest are credits. */
const DEBIT_EVERY = 7;
/** One credit in this many has the same amount as an earlier due of another client: the reference must tell them apart. */
const SAME_AMOUNT_EVERY = 20;

const CORP = 'corpPaymentsScale';
const BASE = `corporations/${CORP}`;
const ADMIN = 'paymentsScaleAdmin';
const COMPANY_NIF = 'B86561412';
const COMPANY_IBAN = 'ES9121000418450200051332';
/** The statement's account: entidad 2100, oficina 0418, cuenta 0200051332 (COMPANY_IBAN's). */
const N43_ACCOUNT = { bank: '2100', branch: '0418', account: '0200051332' };
/** The matcher's page: what #/payments/bank shows (ListPager's 25) and the dues query's limit (bankRepository.ts). */
const PAGE = 25;
const DUES_PER_QUERY = 200;

const today = madridIsoDate(new Date());

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) };
}

// ---- Spanish bank data -------------------------------------------------------------------

const CCC_WEIGHTS = [1, 2, 4, 8, 5, 10, 9, 7, 3, 6];
const cccDigit = (ten: string) => {
  const d = 11 - (CCC_WEIGHTS.reduce((a, w, i) => a + w * Number(ten[i]), 0) % 11);
  return d === 11 ? 0 : d === 10 ? 1 : d;
};
function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) for (const digit of ch >= 'A' ? String(ch.charCodeAt(0) - 55) : ch) rest = (rest * 10 + Number(digit)) % 97;
  return rest;
}
/** A valid Spanish IBAN for entidad, oficina and a 10-digit account (both CCC control digits and the IBAN's). */
function spanishIban(bank: string, branch: string, account: string): string {
  const bban = `${bank}${branch}${cccDigit(`00${bank}${branch}`)}${cccDigit(account)}${account}`;
  const check = 98 - mod97(`${bban}ES00`);
  return `ES${String(check).padStart(2, '0')}${bban}`;
}

// ---- Norma 43 ----------------------------------------------------------------------------

const n43Date = (iso: string) => iso.slice(2).replace(/-/g, '');
const num = (n: number, width: number) => String(Math.abs(n)).padStart(width, '0');
const alnum = (text: string, width: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 .,/-]/g, ' ')
    .slice(0, width)
    .padEnd(width, ' ');

interface StatementLine {
  date: string;
  amountCents: number;
  reference2: string;
  concepts: [string, string];
}

/**
 * A Norma 43 file (AEB Cuaderno 43, the positions norma43.ts reads): 11 header, per movement a 22
 * and one 23 with two concept halves, 33 with the account's counts, totals and final balance, 88
 * with the count of records between. Lines of 80 characters, CRLF.
 */
function norma43File(lines: readonly StatementLine[], holder: string): string {
  const { bank, branch, account } = N43_ACCOUNT;
  const dates = lines.map((l) => l.date).sort();
  const opening = 5_000_000;
  const records: string[] = [];
  records.push(
    `11${bank}${branch}${account}${n43Date(dates[0]!)}${n43Date(dates.at(-1)!)}2${num(opening, 14)}9783${alnum(holder, 26)}${' '.repeat(3)}`,
  );
  const sums = { debitCount: 0, debitCents: 0, creditCount: 0, creditCents: 0 };
  for (const l of lines) {
    const credit = l.amountCents > 0;
    if (credit) {
      sums.creditCount++;
      sums.creditCents += l.amountCents;
    } else {
      sums.debitCount++;
      sums.debitCents += -l.amountCents;
    }
    // Concepto común 02 (cobros, abonos) or 04 (giros, transferencias), concepto propio of the bank.
    records.push(
      `22    ${branch}${n43Date(l.date)}${n43Date(l.date)}${credit ? '02' : '04'}${credit ? '012' : '021'}${credit ? '2' : '1'}${num(l.amountCents, 14)}${'0'.repeat(10)}${'0'.repeat(12)}${alnum(l.reference2, 16)}`,
    );
    records.push(`2301${alnum(l.concepts[0], 38)}${alnum(l.concepts[1], 38)}`);
  }
  const final = opening + sums.creditCents - sums.debitCents;
  records.push(
    `33${bank}${branch}${account}${num(sums.debitCount, 5)}${num(sums.debitCents, 14)}${num(sums.creditCount, 5)}${num(sums.creditCents, 14)}${final >= 0 ? '2' : '1'}${num(final, 14)}978    `,
  );
  records.push(`88${'9'.repeat(18)}${num(records.length, 6)}${' '.repeat(54)}`);
  for (const r of records) if (r.length !== 80) throw new Error(`Norma 43 record of ${r.length} characters: ${r}`);
  return `${records.join('\r\n')}\r\n`;
}

// ---- The company -------------------------------------------------------------------------

interface Party {
  id: string;
  data: DocumentData;
}

const NAMES = [
  'Ferretería',
  'Suministros',
  'Construcciones',
  'Talleres',
  'Distribuciones',
  'Reformas',
  'Almacenes',
  'Instalaciones',
  'Comercial',
  'Bazar',
];
const PLACES = ['Peña', 'del Norte', 'Levante', 'Hermanos Ruiz', 'Tajo', 'Ebro', 'La Campiña', 'Duero', 'Ortega', 'El Puerto'];
const TOWNS: [string, string, string][] = [
  ['Madrid', 'Madrid', '28013'],
  ['Valencia', 'Valencia', '46019'],
  ['Sevilla', 'Sevilla', '41001'],
  ['Zaragoza', 'Zaragoza', '50001'],
  ['Bilbao', 'Bizkaia', '48009'],
];

function clientDraft(i: number, rng: ReturnType<typeof random>) {
  const [city, province, postalCode] = TOWNS[i % TOWNS.length]!;
  const account = num(1_000_000_000 + i * 7919, 10);
  return {
    name: `${NAMES[i % NAMES.length]} ${PLACES[Math.floor(i / NAMES.length) % PLACES.length]} ${i + 1} S.L.`,
    nif: nifFor(i + 1),
    address: `Calle Mayor, ${i + 1}`,
    postalCode,
    city,
    province,
    country: 'España',
    // One client in five pays in two instalments (30/60 days): its invoices have two dues.
    paymentTermsDays: i % 5 === 0 ? '30/60' : '30',
    paymentMethod: 'domiciliacion',
    iban: spanishIban('0049', num(1500 + (i % 50), 4), account),
    mandateReference: `M-SCALE-${num(i + 1, 4)}`,
    mandateDate: addDaysIso(today, -rng.int(100, 900)),
    mandateScheme: 'CORE',
  };
}

function vendorDraft(i: number) {
  const [city, province, postalCode] = TOWNS[(i + 2) % TOWNS.length]!;
  return {
    name: `Proveedora ${PLACES[i % PLACES.length]} ${i + 1} S.A.`,
    nif: nifFor(500 + i),
    address: `Avenida de la Industria, ${i + 1}`,
    postalCode,
    city,
    province,
    country: 'España',
    paymentTermsDays: '30',
    paymentMethod: 'transferencia',
    iban: spanishIban('2100', num(800 + i, 4), num(2_000_000_000 + i * 104_729, 10)),
  };
}

/** A valid CIF of an S.L. (B) for n. */
function nifFor(n: number): string {
  const digits = String(1_000_000 + n).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    if (i % 2 === 1) sum += d;
    else {
      const x = d * 2;
      sum += Math.floor(x / 10) + (x % 10);
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return `B${digits}${control}`;
}

const line = (i: number, baseCents: number): InvoiceLine => ({
  description: `Material de ferretería, pedido ${i + 1}`,
  code: `ESC-${num(i + 1, 5)}`,
  categoryId: null,
  unit: 'ud',
  quantity: 1,
  unitPriceCents: baseCents,
  discountPct: 0,
  vatRate: 21,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
});

interface Stub {
  id: string;
  kind: 'output' | 'input';
  party: Party;
  issueDate: string;
  baseCents: number;
  /** What the due is for: the remittance, the statement, or neither (a second instalment left open). */
  use: 'remittance' | 'statement';
}

/**
 * An issued invoice with its instalments and due documents as issueInvoice writes them: the seeds'
 * document (issuedInvoiceDoc), then the instalments planned from the party's terms at the issue
 * date (a sale's) or at the vendor's due date (a purchase's single one), nothing paid.
 */
function issuedWithDues(stub: Stub, number: number, issuer: ReturnType<typeof issuerOf>, uid: string, vendorSeq: number) {
  const purchase = stub.kind === 'input';
  const extra: Partial<InvoiceContent> = purchase
    ? {
        vendorInvoiceNumber: `FV-${isoYear(stub.issueDate)}-${num(vendorSeq, 5)}`,
        vendorInvoiceDate: stub.issueDate,
        dueDate: addDaysIso(stub.issueDate, 30),
      }
    : {};
  const content = contentFor(stub.kind, stub.party.id, stub.party.data, [line(number, stub.baseCents)], extra);
  const doc = issuedInvoiceDoc(content, {
    series: purchase ? PURCHASE_REGISTRY_SERIES : 'F',
    number,
    issueDate: stub.issueDate,
    issuedBy: uid,
    issuer,
    dueDate: purchase ? (content.dueDate ?? undefined) : undefined,
  });
  const terms = termsOfStored(stub.party.data);
  const dueCents = invoiceFactsOf(doc).dueCents;
  const planned: PlannedInstalment[] = purchase
    ? [{ n: 1, dueDate: String(doc.dueDate), amountCents: dueCents, method: terms.method }]
    : planInstalments(stub.issueDate, dueCents, terms);
  const instalments = unpaid(planned);
  const fields = invoicePaymentFields(instalments);
  Object.assign(doc, { instalments: fields.instalments, collectedCents: fields.collectedCents, dueDate: planned[0]!.dueDate });
  return { doc, dues: dueDocuments(dueOwnerOf(stub.id, doc), instalments) };
}

/** Batches of 500, four in flight. */
async function writeAll(db: AdminFirestore, writes: { path: string; data: DocumentData }[]): Promise<void> {
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < writes.length; i += 500) {
    const batch = db.batch();
    for (const w of writes.slice(i, i + 500)) batch.set(db.doc(w.path), w.data);
    batches.push(batch.commit());
    if (batches.length >= 4) await batches.shift();
  }
  await Promise.all(batches);
}

interface World {
  remittanceDues: Due[];
  /** The statement's movements, each with the due it pays. */
  statement: { line: StatementLine; due: Due }[];
}

async function seedCompany(): Promise<World> {
  const db = adminDb();
  const rng = random(2030);
  await db.recursiveDelete(db.doc(BASE));
  const creditor = spanishCreditorId(COMPANY_NIF);
  await db.doc(BASE).set({
    name: 'Suministros Escala S.L.',
    data: {
      nif: COMPANY_NIF,
      legalName: 'Suministros Escala S.L.',
      address: 'Calle de Alcalá, 45',
      postalCode: '28014',
      city: 'Madrid',
      province: 'Madrid',
      country: 'España',
      iban: COMPANY_IBAN,
      bic: 'CAIXESBBXXX',
      sepaCreditorId: creditor.ok ? creditor.value : '',
      salesSeries: 'F',
      rectificationSeries: 'R',
      defaultVatRate: 21,
      allowNegativeStock: false,
    },
    createdAt: now(),
    updatedAt: now(),
  });
  await db.doc(`${BASE}/public/profile`).set({ name: 'Suministros Escala S.L.' });
  await db.doc(`users/${ADMIN}`).set(userProfileDoc({ name: 'Administración', email: `${ADMIN}@example.com`, corpId: CORP, role: 'admin' }));
  await ensureAccount(ADMIN);
  const issuer = issuerOf((await db.doc(BASE).get()).data());

  const clients: Party[] = Array.from({ length: CLIENTS }, (_, i) => ({
    id: `client-${num(i + 1, 3)}`,
    data: partyDoc('client', clientDraft(i, rng), true),
  }));
  const vendors: Party[] = Array.from({ length: VENDORS }, (_, i) => ({
    id: `vendor-${num(i + 1, 3)}`,
    data: partyDoc('vendor', vendorDraft(i), true),
  }));
  const singleInstalment = clients.filter((_, i) => i % 5 !== 0);

  // The remittance's invoices (issued in the last 60 days, every client), then the statement's
  // (30 to 90 days ago; single-instalment clients, so one movement pays one whole invoice).
  const stubs: Stub[] = [];
  let remittanceDueCount = 0;
  for (let i = 0; remittanceDueCount < DUES; i++) {
    const party = clients[i % CLIENTS]!;
    remittanceDueCount += termsOfStored(party.data).instalments.length;
    stubs.push({
      id: `rem-${num(i + 1, 5)}`,
      kind: 'output',
      party,
      issueDate: addDaysIso(today, -rng.int(1, 60)),
      baseCents: rng.int(2_000, 300_000),
      use: 'remittance',
    });
  }
  const usedBases = new Set<number>();
  const statementBases: { kind: 'output' | 'input'; baseCents: number; partyIndex: number }[] = [];
  for (let i = 0; i < LINES; i++) {
    const kind = i % DEBIT_EVERY === DEBIT_EVERY - 1 ? 'input' : 'output';
    const pool = kind === 'input' ? vendors.length : singleInstalment.length;
    const partyIndex = i % pool;
    // A few credits repeat an earlier credit's amount (another client's): only the reference tells them apart.
    const earlier = statementBases.findLast((b) => b.kind === 'output' && b.partyIndex !== partyIndex);
    let baseCents: number;
    if (kind === 'output' && i % SAME_AMOUNT_EVERY === SAME_AMOUNT_EVERY - 1 && earlier) baseCents = earlier.baseCents;
    else {
      do baseCents = rng.int(1_500, 900_000);
      while (usedBases.has(baseCents));
    }
    usedBases.add(baseCents);
    statementBases.push({ kind, baseCents, partyIndex });
    stubs.push({
      id: `${kind === 'input' ? 'pur' : 'sta'}-${num(i + 1, 5)}`,
      kind,
      party: kind === 'input' ? vendors[partyIndex]! : singleInstalment[partyIndex]!,
      issueDate: addDaysIso(today, -rng.int(31, 90)),
      baseCents,
      use: 'statement',
    });
  }

  // Numbered gaplessly per series and year in date order, as issuing them one by one would have.
  const writes: { path: string; data: DocumentData }[] = [];
  for (const p of clients) writes.push({ path: `${BASE}/clients/${p.id}`, data: p.data });
  for (const p of vendors) writes.push({ path: `${BASE}/vendors/${p.id}`, data: p.data });
  const counters = new Map<string, number>();
  const vendorSeq = new Map<string, number>();
  const duesOf = new Map<string, Due[]>();
  for (const stub of [...stubs].sort((a, b) => (a.issueDate < b.issueDate ? -1 : a.issueDate > b.issueDate ? 1 : a.id < b.id ? -1 : 1))) {
    const key = counterKeyFor(stub.kind, stub.kind === 'input' ? PURCHASE_REGISTRY_SERIES : 'F', isoYear(stub.issueDate));
    const number = (counters.get(key) ?? 0) + 1;
    counters.set(key, number);
    const seq = (vendorSeq.get(stub.party.id) ?? 0) + 1;
    if (stub.kind === 'input') vendorSeq.set(stub.party.id, seq);
    const { doc, dues } = issuedWithDues(stub, number, issuer, ADMIN, seq);
    writes.push({ path: `${BASE}/invoices/${stub.id}`, data: doc });
    for (const due of dues) writes.push({ path: `${BASE}/dues/${due.id}`, data: { ...due, updatedAt: now() } });
    duesOf.set(stub.id, dues);
  }
  for (const [key, next] of counters) writes.push({ path: `${BASE}/counters/${key}`, data: { next: next + 1, updatedAt: now() } });
  await writeAll(db, writes);
  await rebuildSummaries(CORP);

  const remittanceDues = stubs
    .filter((s) => s.use === 'remittance')
    .flatMap((s) => duesOf.get(s.id)!)
    .slice(0, DUES);
  const statement = stubs
    .filter((s) => s.use === 'statement')
    .map((s) => {
      const due = duesOf.get(s.id)![0]!;
      const credit = s.kind === 'output';
      const name = String((s.party.data as { name: string }).name);
      return {
        due,
        line: {
          date: [today, addDaysIso(due.dueDate, rng.int(-5, 5))].sort()[0]!,
          amountCents: credit ? due.amountCents : -due.amountCents,
          reference2: due.number,
          concepts: [credit ? `TRANSFERENCIA DE ${name}` : `TRANSFERENCIA A ${name}`, `${credit ? 'FRA' : 'PAGO FRA'} ${due.number}`] as [
            string,
            string,
          ],
        },
      };
    });
  return { remittanceDues, statement };
}

// ---- Reading back ------------------------------------------------------------------------

async function duesById(ids: readonly string[]): Promise<Map<string, Due>> {
  const db = adminDb();
  const out = new Map<string, Due>();
  for (let i = 0; i < ids.length; i += 500) {
    const snaps = await db.getAll(...ids.slice(i, i + 500).map((id) => db.doc(`${BASE}/dues/${id}`)));
    for (const s of snaps) {
      const due = dueOfStored(s.id, s.data());
      if (due) out.set(s.id, due);
    }
  }
  return out;
}

/** The invoices' summary as stored, and the fold of every invoice as stored. */
async function summaryAndFold() {
  const db = adminDb();
  const [summary, invoices] = await Promise.all([db.doc(`${BASE}/summaries/${SUMMARY_IDS.invoices}`).get(), db.collection(`${BASE}/invoices`).get()]);
  const stored = invoiceSummaryOf(summary.data());
  const fold = foldInvoices(invoices.docs.map((d) => invoiceFactsOf(d.data())));
  return { stored: { receivable: stored.receivable, payable: stored.payable }, fold: { receivable: fold.receivable, payable: fold.payable } };
}

const percentile = (xs: readonly number[], p: number) =>
  xs.length ? [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]! : 0;
const ms = (t: number) => Math.round(performance.now() - t);

/**
 * The suggestions #/payments/bank computes, page by page, for every pending movement: the page of
 * movements (state pendiente, newest first, 25: bankRepository.listQuery and ListPager), then per
 * kind and 15 distinct amounts one dues query (kind ==, state in [pendiente, devuelta], amountCents
 * in [...], limit 200: bankRepository.openDuesWithAmounts), then candidatesByMovement
 * (bankMatching.ts, the app's own pure code). The app runs those queries with the browser SDK
 * (src/data/firestore), which needs a browser; here they are the same queries, filters and
 * limits through the Admin SDK. Reads counted as Firestore bills them (a query: the documents it
 * returns, at least 1), as the app's read counter does.
 */
async function suggestionsLikeTheApp(): Promise<{
  best: Map<string, { dueId: string | null; ambiguous: boolean }>;
  reads: number;
  queries: number;
  pages: number;
}> {
  const db = adminDb();
  const best = new Map<string, { dueId: string | null; ambiguous: boolean }>();
  let reads = 0;
  let queries = 0;
  let pages = 0;
  let cursor: FirebaseFirestore.QueryDocumentSnapshot | null = null;
  for (;;) {
    let q = db.collection(`${BASE}/${BANK_MOVEMENTS}`).where('state', '==', 'pendiente').orderBy('date', 'desc').limit(PAGE);
    if (cursor) q = q.startAfter(cursor);
    const page = await q.get();
    reads += Math.max(1, page.size);
    pages++;
    if (page.empty) break;
    const rows = page.docs.map((d) => bankMovementFromStored(d.id, d.data())).filter((r): r is BankMovementRow => r !== null);
    const lists = await Promise.all(
      dueQueriesFor(rows).map(async ({ kind, amounts }) => {
        const snap = await db
          .collection(`${BASE}/dues`)
          .where('kind', '==', kind)
          .where('state', 'in', [...MATCHABLE_DUE_STATES])
          .where('amountCents', 'in', amounts)
          .limit(DUES_PER_QUERY)
          .get();
        queries++;
        reads += Math.max(1, snap.size);
        return snap.docs.flatMap((d) => dueOfStored(d.id, d.data()) ?? []);
      }),
    );
    for (const [id, c] of candidatesByMovement(rows, lists.flat())) best.set(id, { dueId: c.best, ambiguous: c.ambiguous });
    if (page.size < PAGE) break;
    cursor = page.docs.at(-1)!;
  }
  return { best, reads, queries, pages };
}

/** Runs `work` over `items`, `parallel` at a time; each one's time in ms. */
async function pool<T>(items: readonly T[], parallel: number, work: (item: T) => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(parallel, items.length) }, async () => {
      while (next < items.length) {
        const item = items[next++]!;
        const t = performance.now();
        await work(item);
        times.push(performance.now() - t);
      }
    }),
  );
  return times;
}

// ---- The test ----------------------------------------------------------------------------

const figures: Record<string, unknown> = { dues: DUES, lines: LINES, parallel: PARALLEL };
let world: World;

/**
 * Every command measured is called once first with a request it refuses before touching anything,
 * so that the Functions emulator's worker for it (one per call in flight: PARALLEL for the
 * reconciliation) is started before the figures, not in them.
 */
async function warmWorkers(): Promise<void> {
  const nothing = '0'.repeat(64);
  await Promise.all([
    callAs(ADMIN, 'createRemittance', { corpId: CORP, kind: 'cobros', dueIds: [], date: today }),
    callAs(ADMIN, 'markRemittanceSent', { corpId: CORP, remittanceId: 'ninguna' }),
    callAs(ADMIN, 'settleRemittance', { corpId: CORP, remittanceId: 'ninguna', date: today }),
    callAs(ADMIN, 'importBankStatement', { corpId: CORP, fileName: 'vacio.n43', format: 'norma43', accountKey: 'ES00', movements: [] }),
    ...Array.from({ length: PARALLEL }, () => callAs(ADMIN, 'reconcileBankMovement', { corpId: CORP, movementId: nothing, dueIds: ['nada-1'] })),
  ]);
}

beforeAll(async () => {
  const t = performance.now();
  world = await seedCompany();
  figures.seed = {
    ms: ms(t),
    clients: CLIENTS,
    vendors: VENDORS,
    remittanceDues: world.remittanceDues.length,
    statementDues: world.statement.length,
  };
  const w = performance.now();
  await warmWorkers();
  figures.warmUpMs = ms(w);
}, 600_000);

afterAll(() => {
  // One line for scripts/bench.mjs, whatever part was measured.
  console.log(`payments scale: ${JSON.stringify(figures)}`);
});

describe(`payments at scale: a remittance of ${DUES} instalments, a statement of ${LINES} lines`, () => {
  it('creates, files, sends and settles the remittance; every due is paid and the summary folds', { timeout: 1_800_000 }, async () => {
    const dueIds = world.remittanceDues.map((d) => d.id);
    expect(dueIds).toHaveLength(DUES);
    const sum = world.remittanceDues.reduce((a, d) => a + d.amountCents, 0);
    const date = addDaysIso(today, 3);
    // Filled as each step is measured, so that a failure part-way still prints what was measured.
    const r: Record<string, unknown> = { items: DUES, invoices: new Set(dueIds.map((id) => id.replace(/-\d+$/, ''))).size, amountCents: sum };
    figures.remittance = r;

    let t = performance.now();
    const created = await expectOk<{ remittanceId: string | null; claimed: number; amountCents: number; refused: unknown[] }>(
      ADMIN,
      'createRemittance',
      {
        corpId: CORP,
        kind: 'cobros',
        dueIds,
        date,
      },
    );
    r.createMs = ms(t);
    expect(created.refused).toEqual([]);
    expect(created.claimed).toBe(DUES);
    expect(created.amountCents).toBe(sum);
    const remittanceId = created.remittanceId!;

    const db = adminDb();
    const stored = await db.doc(`${BASE}/remittances/${remittanceId}`).get();
    const remittance = remittanceOfStored(remittanceId, stored.data()) as Remittance;
    // The transactions the commands cut the work into (remittance.ts' chunking, the same pure functions).
    r.createTransactions = claimChunks(remittance.items.map((i) => ({ dueId: i.dueId, invoiceId: i.invoiceId, of: i.of }))).length;
    r.settleTransactions = itemChunks(remittance.items, 1).length;
    expect(remittance.state).toBe('preparada');
    expect(remittance.items).toHaveLength(DUES);
    expect(new Set(remittance.items.map((i) => i.dueId))).toEqual(new Set(dueIds));
    expect(remittance.totals).toMatchObject({ count: DUES, amountCents: sum });
    expect(remittance.items.every((i) => i.sequenceType === 'FRST')).toBe(true);
    const claimed = await duesById(dueIds);
    expect([...claimed.values()].every((d) => d.remittanceId === remittanceId)).toBe(true);

    // The file, in process, as the remittance's page builds it for the download.
    t = performance.now();
    const file = remittanceFile(remittance);
    r.pain008Ms = ms(t);
    if (!file.ok) throw new Error(`pain.008: ${JSON.stringify(file.problems)}`);
    r.pain008Bytes = Buffer.byteLength(file.xml, 'utf8');
    expect(file.xml.match(/<DrctDbtTxInf>/g)).toHaveLength(DUES);
    expect(file.xml).toContain(`<NbOfTxs>${DUES}</NbOfTxs>`);
    r.xsdValidateMs = null;
    if (HAS_XMLLINT) {
      t = performance.now();
      expect(validateXml(file.xml, PAIN_008_XSD)).toMatchObject({ valid: true });
      r.xsdValidateMs = ms(t);
    }

    t = performance.now();
    await expectOk(ADMIN, 'markRemittanceSent', { corpId: CORP, remittanceId });
    r.markSentMs = ms(t);

    t = performance.now();
    const settled = await expectOk<{ settled: number; skipped: unknown[] }>(ADMIN, 'settleRemittance', { corpId: CORP, remittanceId, date });
    r.settleMs = ms(t);
    expect(settled).toMatchObject({ settled: DUES, skipped: [] });

    const after = await duesById(dueIds);
    expect(after.size).toBe(DUES);
    expect([...after.values()].filter((d) => d.state !== 'pagada' || d.remittanceId !== null)).toEqual([]);
    const payments = await db.collection(`${BASE}/payments`).where('origin.id', '==', remittanceId).count().get();
    expect(payments.data().count).toBe(DUES);
    const { stored: summary, fold } = await summaryAndFold();
    expect(summary).toEqual(fold);
  });

  it(
    'parses, imports, suggests and reconciles the statement; every movement conciliado, every due paid; the same file again writes nothing',
    { timeout: 3_600_000 },
    async () => {
      const lines = world.statement.map((s) => s.line);
      const text = norma43File(lines, 'Suministros Escala S.L.');
      const st: Record<string, unknown> = {
        lines: LINES,
        credits: lines.filter((l) => l.amountCents > 0).length,
        debits: lines.filter((l) => l.amountCents < 0).length,
        n43Bytes: Buffer.byteLength(text, 'latin1'),
      };
      figures.statement = st;

      let t = performance.now();
      const parsed = parseNorma43(text);
      st.parseMs = ms(t);
      expect(parsed.errors).toEqual([]);
      expect(parsed.accounts).toHaveLength(1);
      expect(parsed.accounts[0]!.movements).toHaveLength(LINES);
      // What the «Importar extracto» panel does with the text (parse, clean, the command's input).
      t = performance.now();
      const preview = previewBankFile(text);
      st.previewMs = ms(t);
      expect(preview.errors).toEqual([]);
      const [request] = importRequestsOf(preview, 'extracto-escala.n43', CORP);
      expect(request!.movements).toHaveLength(LINES);

      // The movement ids the server computes, so each one's due is known.
      const ids = movementIds(request!.accountKey, request!.movements);
      expect(new Set(ids).size).toBe(LINES);
      const dueOfMovement = new Map(ids.map((id, i) => [id, world.statement[i]!.due.id]));

      t = performance.now();
      const imported = await expectOk<{ newCount: number; movementCount: number; alreadyImported: boolean }>(ADMIN, 'importBankStatement', request);
      st.importMs = ms(t);
      expect(imported).toMatchObject({ movementCount: LINES, newCount: LINES, alreadyImported: false });

      t = performance.now();
      const suggestions = await suggestionsLikeTheApp();
      st.suggest = { ms: ms(t), reads: suggestions.reads, pages: suggestions.pages, dueQueries: suggestions.queries };
      expect(suggestions.best.size).toBe(LINES);
      const wrong = [...suggestions.best].filter(([id, b]) => b.dueId !== dueOfMovement.get(id) || b.ambiguous);
      expect(wrong).toEqual([]);

      // Every one is tried, and what was refused or not answered is counted, then must be nothing.
      const failed: string[] = [];
      t = performance.now();
      const times = await pool([...suggestions.best], PARALLEL, async ([movementId, b]) => {
        const done = await callAs(ADMIN, 'reconcileBankMovement', { corpId: CORP, movementId, dueIds: [b.dueId] });
        if (!done.ok) failed.push(`${movementId}: ${done.code}`);
      });
      const reconcileMs = ms(t);
      st.reconcile = {
        ms: reconcileMs,
        perMovementMs: Math.round((reconcileMs / LINES) * 10) / 10,
        p50Ms: Math.round(percentile(times, 0.5)),
        p95Ms: Math.round(percentile(times, 0.95)),
        parallel: PARALLEL,
        failed: failed.length,
      };
      expect(failed).toEqual([]);

      const db = adminDb();
      const movements = await db.collection(`${BASE}/${BANK_MOVEMENTS}`).get();
      expect(movements.size).toBe(LINES);
      expect(movements.docs.filter((d) => d.get('state') !== 'conciliado')).toEqual([]);
      const paid = await duesById(world.statement.map((s) => s.due.id));
      expect([...paid.values()].filter((d) => d.state !== 'pagada')).toEqual([]);
      const { stored: summary, fold } = await summaryAndFold();
      expect(summary).toEqual(fold);

      // The same file again: nothing is written, every movement keeps its state and match.
      const before = movements.docs.map((d) => [d.id, d.get('state'), d.get('match')?.paymentId]);
      t = performance.now();
      const again = await expectOk<{ newCount: number; alreadyImported: boolean }>(ADMIN, 'importBankStatement', request);
      st.importAgainMs = ms(t);
      expect(again).toMatchObject({ newCount: 0, alreadyImported: true });
      const afterAgain = (await db.collection(`${BASE}/${BANK_MOVEMENTS}`).get()).docs.map((d) => [d.id, d.get('state'), d.get('match')?.paymentId]);
      expect(afterAgain).toEqual(before);
      expect((await db.collection(`${BASE}/bankImports`).count().get()).data().count).toBe(1);
    },
  );
});
