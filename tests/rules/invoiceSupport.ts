/**
 * Data builders shared by the invoice rules tests, the invoice command tests and the
 * concurrency tests: parties, confirmed salidas/entradas, invoice contents as the editor sends
 * them to the commands, and stored invoices shaped as the commands store them (for the direct
 * writes the rules must refuse).
 */
import { singleTerm, termsToStored } from '../../src/domain/payments/terms';
import { doc, serverTimestamp, Timestamp, writeBatch, type Firestore } from 'firebase/firestore';
import { addDaysIso } from '../../src/domain/dates';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { applyInvoiceChange, invoiceFactsOf, invoiceSummaryOf } from '../../src/domain/summaries';
import {
  issuerFromCompanyData,
  storedDraftInvoice,
  storedIssuedInvoice,
  type InvoiceContent,
  type InvoiceLine,
} from '../../src/domain/invoices/invoiceModel';
import { partyContentOf, type PartyKind } from '../../src/parties/party';
import { corpData, emulatorHostPort } from './support';
import { draft, draftDocument, line as stockLine } from './stockSupport';

export const seededAt = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

/** Today in Spain, as the rules check the issue date. */
export const today = () => madridIsoDate(new Date());
export const thisYear = () => Number(today().slice(0, 4));

/** A vendor as the app stores it (Calle Mayor 5, Madrid), in use; overrides replace stored fields. */
export function partyDoc(name: string, overrides: Record<string, unknown> = {}) {
  return { ...storedParty('vendor', name), ...withTerms(overrides) };
}

/** A client as the app stores it; overrides replace stored fields. */
export const clientDoc = (name: string, overrides: Record<string, unknown> = {}) => ({ ...storedParty('client', name), ...withTerms(overrides) });

/**
 * Overrides that give only `paymentTermsDays` get the terms the app stores with it (one instalment of
 * those days): the issuing command reads `paymentTerms` first (issue 30), as the app always writes both.
 */
function withTerms(overrides: Record<string, unknown>): Record<string, unknown> {
  const days = overrides.paymentTermsDays;
  if (
    !('paymentTermsDays' in overrides) ||
    'paymentTerms' in overrides ||
    !Number.isInteger(days) ||
    (days as number) < 0 ||
    (days as number) > 365
  ) {
    return overrides;
  }
  return { ...overrides, paymentTerms: termsToStored(singleTerm(days as number)) };
}

function storedParty(kind: PartyKind, name: string) {
  const content = partyContentOf(kind, {
    name,
    nif: 'B86561412',
    address: 'Calle Mayor, 5',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    paymentTermsDays: '30',
  });
  return { ...content, inUse: true, createdAt: seededAt, updatedAt: seededAt };
}

export function partySnapshot(name: string) {
  return {
    name,
    idType: '' as const,
    nif: 'B86561412',
    address: 'Calle Mayor, 5',
    postalCode: '28013',
    city: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    country: 'España',
  };
}

export function invoiceLine(quantity: number, unitPriceCents: number, vatRate = 21, extra: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    description: 'Tornillo M8',
    code: 'T8',
    categoryId: null,
    unit: 'ud',
    quantity,
    unitPriceCents,
    discountPct: 0,
    vatRate,
    exemption: null,
    sourceId: null,
    sourceLabel: null,
    ...extra,
  };
}

export function salesContent(overrides: Partial<InvoiceContent> = {}): InvoiceContent {
  return {
    kind: 'output',
    type: 'ordinaria',
    partyId: 'c1',
    party: partySnapshot('Cliente Uno'),
    paymentTermsDays: 30,
    recargoEquivalencia: false,
    irpfRate: 0,
    operationDate: null,
    dueDate: null,
    lines: [invoiceLine(2, 1000)],
    sourceIds: [],
    notes: '',
    rectifies: null,
    vendorInvoiceNumber: null,
    vendorInvoiceDate: null,
    ...overrides,
  };
}

export function purchaseContent(vendorInvoiceNumber: string, overrides: Partial<InvoiceContent> = {}): InvoiceContent {
  return salesContent({
    kind: 'input',
    partyId: 'v1',
    party: partySnapshot('Proveedor Uno'),
    vendorInvoiceNumber,
    vendorInvoiceDate: '2026-03-01',
    dueDate: '2026-03-31',
    ...overrides,
  });
}

/** The issuer snapshot of a company seeded with corpData(). */
export function issuerFor(data: Record<string, unknown> = corpData()) {
  return issuerFromCompanyData(data);
}

/** A stored draft exactly as the writer stores it (with server stamps for a client write). */
export function storedDraft(createdBy: string, content: InvoiceContent = salesContent(), overrides: Record<string, unknown> = {}) {
  return { ...storedDraftInvoice(content, { date: today(), createdBy }), createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

/** A sales invoice issued today with `number` in series F, as the issuing transaction writes it. */
export function storedIssued(issuedBy: string, number: number, overrides: Record<string, unknown> = {}, content = salesContent()) {
  const date = today();
  const issued = storedIssuedInvoice(content, {
    series: 'F',
    year: Number(date.slice(0, 4)),
    number,
    issueDate: date,
    issuedBy,
    issuer: issuerFor(),
    dueDate: content.kind === 'output' ? addDaysIso(date, content.paymentTermsDays) : content.dueDate,
    createdBy: issuedBy,
  });
  return { ...issued, issuedAt: serverTimestamp(), createdAt: serverTimestamp(), updatedAt: serverTimestamp(), ...overrides };
}

export const invoiceSummaryPath = (corpId: string) => `corporations/${corpId}/summaries/invoices`;

/**
 * The summaries/invoices write of a hand-made issuing or payment commit, as the writer makes it:
 * the stored summary (undefined: none yet) moved from the invoice's `before` to its `after` data.
 */
export function invoiceSummaryWrite(
  stored: Record<string, unknown> | undefined,
  invoiceId: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
) {
  const next = applyInvoiceChange(invoiceSummaryOf(stored), before && invoiceFactsOf(before), after && invoiceFactsOf(after));
  return { ...next, lastInvoiceId: invoiceId, updatedAt: serverTimestamp() };
}

/** A confirmed salida or entrada of `partyId`, not invoiced (seed with rules disabled). */
export function confirmedStockDocument(number: string, partyId: string, overrides: Record<string, unknown> = {}) {
  return {
    ...draftDocument(number, 'user', draft(partyId, [stockLine('p1', 2, 1000)])),
    state: 'confirmada',
    confirmedAt: seededAt,
    confirmedBy: 'user',
    ...overrides,
  };
}

/** Parties and stock documents of company `corpId` for the invoice tests (rules disabled). */
export async function seedInvoiceParties(db: Firestore, corpId: string): Promise<void> {
  const base = `corporations/${corpId}`;
  const batch = writeBatch(db);
  batch.set(doc(db, `${base}/clients/c1`), clientDoc('Cliente Uno'));
  batch.set(doc(db, `${base}/clients/c2`), clientDoc('Cliente Dos', { inUse: false, paymentTermsDays: 0 }));
  batch.set(doc(db, `${base}/clients/cSinNif`), clientDoc('Consumidor Final', { nif: '' }));
  batch.set(doc(db, `${base}/vendors/v1`), partyDoc('Proveedor Uno'));
  batch.set(doc(db, `${base}/outputs/s1`), confirmedStockDocument('S-1', 'c1'));
  batch.set(doc(db, `${base}/outputs/s2`), confirmedStockDocument('S-2', 'c1'));
  batch.set(doc(db, `${base}/outputs/s3`), confirmedStockDocument('S-3', 'c2'));
  batch.set(doc(db, `${base}/outputs/s4`), { ...confirmedStockDocument('S-4', 'c1'), state: 'borrador', confirmedAt: null, confirmedBy: null });
  batch.set(doc(db, `${base}/inputs/e1`), confirmedStockDocument('E-1', 'v1'));
  await batch.commit();
}

/** A Firestore REST value; numbers at `doubles` paths (dotted) are sent as doubles, e.g. year 2026.0. */
function restValue(v: unknown, path: string, doubles: ReadonlySet<string>): Record<string, unknown> {
  if (v === null || v === undefined) return { nullValue: null };
  if (typeof v === 'boolean') return { booleanValue: v };
  if (typeof v === 'string') return { stringValue: v };
  if (typeof v === 'number') return Number.isInteger(v) && !doubles.has(path) ? { integerValue: String(v) } : { doubleValue: v };
  if (v instanceof Timestamp) return { timestampValue: v.toDate().toISOString() };
  if (Array.isArray(v)) return { arrayValue: { values: v.map((x, i) => restValue(x, `${path}.${i}`, doubles)) } };
  return { mapValue: { fields: restFields(v as Record<string, unknown>, doubles, path) } };
}
function restFields(d: Record<string, unknown>, doubles: ReadonlySet<string>, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(Object.entries(d).map(([k, v]) => [k, restValue(v, prefix ? `${prefix}.${k}` : k, doubles)]));
}

/**
 * Writes `data` at `path` as `uid` through the Firestore emulator's REST API, the way an attacker
 * bypassing the SDK would: numbers at `doubles` go as doubles (2026.0, not 2026), createdAt and
 * updatedAt as the request time. Resolves with the HTTP status (200 written, 403 refused).
 */
export async function restWriteAs(
  projectId: string,
  uid: string,
  path: string,
  data: Record<string, unknown>,
  doubles: string[] = [],
): Promise<number> {
  const { host, port } = emulatorHostPort();
  const now = Math.floor(Date.now() / 1000);
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({
    iss: `https://securetoken.google.com/${projectId}`,
    aud: projectId,
    sub: uid,
    user_id: uid,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    email: `${uid}@example.com`,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: {} },
  })}.`;
  const { createdAt: _c, updatedAt: _u, ...fields } = data;
  // 'owner' is the emulator's own bypass of the rules: the control that the write itself is well formed.
  const bearer = uid === 'owner' ? 'owner' : token;
  const name = `projects/${projectId}/databases/(default)/documents/${path}`;
  const res = await fetch(`http://${host}:${port}/v1/projects/${projectId}/databases/(default)/documents:commit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${bearer}` },
    body: JSON.stringify({
      writes: [
        {
          update: { name, fields: restFields(fields, new Set(doubles)) },
          updateTransforms: ['createdAt', 'updatedAt'].map((fieldPath) => ({ fieldPath, setToServerValue: 'REQUEST_TIME' })),
        },
      ],
    }),
  });
  await res.text();
  return res.status;
}
