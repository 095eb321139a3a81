/**
 * Remesas (issue 30): a remittance groups open dues the bank collects by direct debit (cobros,
 * pain.008) or pays by transfer to vendors (pagos, pain.001). It is one document,
 * `remittances/{id}`, written only by the remittance commands (functions/src/payments/remittances):
 *
 * - created 'preparada': each due it takes is *claimed* by setting `remittanceId` on the invoice's
 *   instalment (and so on the due document), which keeps recordPayment off it ('inRemittance');
 * - 'enviada' once the file went to the bank; 'cargada' when the bank collected/paid: one payment
 *   per item (origin remesa), the claim released; 'cancelada' (from preparada or enviada) releases
 *   every claim;
 * - an item the debtor's bank gave back (devolución, a SEPA R reason such as AM04) has its payment
 *   reversed with that code: the instalment reads 'devuelta'.
 *
 * FRST/RCUR: `mandates/{clientId}` (server-owned) keeps the mandate reference a client was first
 * debited under and the remittance that did it. An item is RCUR when that document names the same
 * reference and another remittance; FRST otherwise (so every item of one mandate in the first
 * remittance is FRST). Cancelling that first remittance removes the document.
 *
 * Everything here is pure: the commands read, call these, write what they return.
 */
import { z } from '../commandInputs/zod';
import { id, parseInput, text, withDefault, type Parsed } from '../commandInputs/fields';
import { countryCodeOf, PARTY_COUNTRY_CODES } from '../countries';
import { parseIsoDate } from '../dates';
import { validateIban } from '../iban';
import { validateBic } from '../sepa/bic';
import { validateCreditorId } from '../sepa/creditorId';
import { buildPain001 } from '../sepa/pain001';
import { buildPain008 } from '../sepa/pain008';
import type { SepaFileResult } from '../sepa/sepaParts';
import { isSepaIdentifier, sepaIdentifier, toSepaText } from '../sepa/sepaText';
import { dueIdOf, invoicePaymentFields, openCentsOf, type Instalment } from './dues';
import {
  instalmentsOfInvoice,
  parseDueId,
  partyOfInvoice,
  planRecordPayment,
  type InvoiceChange,
  type PaymentPlanRefusal,
  type PaymentRecord,
} from './payments';

export const REMITTANCE_KINDS = ['cobros', 'pagos'] as const;
export type RemittanceKind = (typeof REMITTANCE_KINDS)[number];
export const REMITTANCE_STATES = ['preparada', 'enviada', 'cargada', 'cancelada'] as const;
export type RemittanceState = (typeof REMITTANCE_STATES)[number];
export const REMITTANCE_SCHEMES = ['CORE', 'B2B'] as const;
export type RemittanceScheme = (typeof REMITTANCE_SCHEMES)[number];

/** At most this many dues in one remittance (the document keeps its items: see remittanceSize.test). */
export const MAX_REMITTANCE_ITEMS = 1000;
/** A collection or execution date at most this many days ahead. */
export const MAX_DAYS_AHEAD = 366;
/**
 * Writes one transaction may make (Firestore allows 500): each invoice costs 1 + its instalments
 * (writeInvoiceChanges rewrites every due of the invoice), each item settled one payment more,
 * each client one mandate document; the remittance and the summary one each.
 */
export const WRITE_BUDGET = 450;

/** Why a due was not put in the remittance (reported per due; the rest are claimed). */
export const REMITTANCE_DUE_REFUSALS = [
  'notFound',
  'wrongKind',
  'notIssued',
  'notOpen',
  'creditNote',
  'inRemittance',
  'noIban',
  'noMandate',
  'mandateScheme',
  'mandateDate',
  'noAddress',
  'stopped',
] as const;
export type RemittanceDueRefusal = (typeof REMITTANCE_DUE_REFUSALS)[number];

/**
 * SEPA R-transaction reason codes a returned debit or transfer comes back with (EPC guidance on
 * reason codes; the four-character "ZZnn" shape reversePayment keeps).
 */
export const SEPA_RETURN_CODES = [
  'AC01',
  'AC04',
  'AC06',
  'AC13',
  'AG01',
  'AG02',
  'AM04',
  'AM05',
  'BE05',
  'FF01',
  'MD01',
  'MD02',
  'MD06',
  'MD07',
  'MS02',
  'MS03',
  'RC01',
  'RR01',
  'RR02',
  'RR03',
  'RR04',
  'SL01',
] as const;
export type SepaReturnCode = (typeof SEPA_RETURN_CODES)[number];

export type SequenceType = 'FRST' | 'RCUR';

// ---------------------------------------------------------------------------------------------
// Stored shapes

/** One due in a remittance, as the document keeps it (compact: ~450 bytes). */
export interface RemittanceItem {
  dueId: string;
  invoiceId: string;
  n: number;
  /** How many instalments its invoice has (what rewriting its dues costs in writes). */
  of: number;
  /** The invoice's number (a purchase: the vendor's). */
  number: string;
  partyId: string;
  /** The debtor's (cobros) or payee's (pagos) name as the file writes it (EPC set, at most 70). */
  partyName: string;
  amountCents: number;
  /** Cobros: the client's mandate when claimed; pagos: null. */
  mandate: { reference: string; signatureDate: string } | null;
  sequenceType: SequenceType | null;
  iban: string;
  bic: string;
  /** The party's town and country (the file's structured address needs both). */
  town: string;
  country: string;
  endToEndId: string;
  /** The payment that settled it (null until the remittance is settled). */
  paymentId: string | null;
  returned: { code: string; date: string } | null;
}

/** Almacena's company as the file names it (snapshot at creation, so the file never changes). */
export interface RemittanceCompany {
  name: string;
  nif: string;
  /** Cobros only ('' for pagos). */
  creditorId: string;
  iban: string;
  bic: string;
  streetName: string;
  postCode: string;
  townName: string;
  country: string;
}

export interface RemittanceTotals {
  count: number;
  amountCents: number;
  settledCount: number;
  settledCents: number;
  returnedCount: number;
  returnedCents: number;
}

export interface Remittance {
  id: string;
  kind: RemittanceKind;
  state: RemittanceState;
  /** Collection date (cobros: ReqdColltnDt) or execution date (pagos: ReqdExctnDt). */
  date: string;
  /** Cobros: CORE or B2B; pagos: null. */
  scheme: RemittanceScheme | null;
  messageId: string;
  company: RemittanceCompany;
  items: RemittanceItem[];
  totals: RemittanceTotals;
  createdBy: string;
  createdAt: Date | null;
  sentAt: Date | null;
  settledAt: Date | null;
  /** The day the bank collected or paid (settleRemittance's date). */
  settleDate: string | null;
  cancelledAt: Date | null;
  /** The bank movement reconciled as its charge or payment (reconcileBankRemittance), if any. */
  bankMovementId: string | null;
}

// ---------------------------------------------------------------------------------------------
// Inputs

const isoDay = () => text(10).refine((d) => parseIsoDate(d) !== null);

export const createRemittanceSchema = z.object({
  kind: z.enum(REMITTANCE_KINDS),
  dueIds: z
    .array(id())
    .min(1)
    .max(MAX_REMITTANCE_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate' }),
  date: isoDay(),
  scheme: withDefault(z.enum(REMITTANCE_SCHEMES), 'CORE'),
});
export type CreateRemittanceInput = z.output<typeof createRemittanceSchema>;

export const remittanceRefSchema = z.object({ remittanceId: id() });
export const settleRemittanceSchema = z.object({ remittanceId: id(), date: isoDay() });
export const returnRemittanceItemSchema = z.object({
  remittanceId: id(),
  dueId: id(),
  code: z.enum(SEPA_RETURN_CODES),
  date: isoDay(),
});
export type SettleRemittanceInput = z.output<typeof settleRemittanceSchema>;
export type ReturnRemittanceItemInput = z.output<typeof returnRemittanceItemSchema>;

export function parseCreateRemittance(raw: unknown): Parsed<CreateRemittanceInput> {
  return parseInput(createRemittanceSchema, raw, 'remittance');
}
export function parseRemittanceRef(raw: unknown): Parsed<{ remittanceId: string }> {
  return parseInput(remittanceRefSchema, raw, 'remittance');
}
export function parseSettleRemittance(raw: unknown): Parsed<SettleRemittanceInput> {
  return parseInput(settleRemittanceSchema, raw, 'remittance');
}
export function parseReturnRemittanceItem(raw: unknown): Parsed<ReturnRemittanceItemInput> {
  return parseInput(returnRemittanceItemSchema, raw, 'remittance');
}

/** Why the date cannot be the remittance's: before today (Madrid) or more than a year ahead. */
export function remittanceDateProblem(date: string, today: string): 'past' | 'tooFar' | null {
  if (date < today) return 'past';
  const t = parseIsoDate(today);
  const d = parseIsoDate(date);
  if (!t || !d) return 'past';
  return (d.getTime() - t.getTime()) / 86_400_000 > MAX_DAYS_AHEAD ? 'tooFar' : null;
}

/** MsgId: "REM-" (cobros) or "PAG-" (pagos), the date without dashes and the document's id. */
export function messageIdOf(kind: RemittanceKind, date: string, remittanceId: string): string {
  return sepaIdentifier(`${kind === 'cobros' ? 'REM' : 'PAG'}-${date.replace(/-/g, '')}-${remittanceId}`);
}

// ---------------------------------------------------------------------------------------------
// Readers (pure, total)

const s = (v: unknown) => (typeof v === 'string' ? v : '');
const int = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : 0);
const dateOf = (v: unknown): Date | null => {
  if (v instanceof Date) return v;
  const t = v as { toDate?: () => Date } | null;
  return t && typeof t.toDate === 'function' ? t.toDate() : null;
};

/** A party's bank data, whatever its document holds (fields added by issue 30 may be absent). */
export interface PartyBank {
  name: string;
  iban: string;
  bic: string;
  mandate: { reference: string; signatureDate: string; scheme: RemittanceScheme } | null;
  town: string;
  country: string;
}

export function partyBankOf(d: Record<string, unknown> | undefined): PartyBank {
  const x = d ?? {};
  const iban = validateIban(s(x.iban));
  const bic = s(x.bic).trim() === '' ? null : validateBic(s(x.bic));
  const m = (x.sepaMandate && typeof x.sepaMandate === 'object' ? x.sepaMandate : null) as Record<string, unknown> | null;
  const reference = m ? s(m.reference).trim() : '';
  const signatureDate = m ? s(m.signatureDate) : '';
  const scheme = m && (REMITTANCE_SCHEMES as readonly unknown[]).includes(m.scheme) ? (m.scheme as RemittanceScheme) : 'CORE';
  const mandateOk = reference !== '' && reference.length <= 35 && isSepaIdentifier(reference) && parseIsoDate(signatureDate) !== null;
  const country = countryCodeOf(s(x.countryCode) || s(x.country)) ?? '';
  return {
    name: toSepaText(s(x.name), 70),
    iban: iban.ok ? iban.value : '',
    bic: bic && bic.ok ? bic.value : '',
    mandate: mandateOk ? { reference, signatureDate, scheme } : null,
    town: toSepaText(s(x.city), 35),
    country: PARTY_COUNTRY_CODES.includes(country) ? country : '',
  };
}

/** What a `mandates/{clientId}` document says: the reference first debited and by which remittance. */
export interface MandateUse {
  reference: string;
  firstRemittanceId: string;
}

export function mandateUseOf(d: Record<string, unknown> | undefined): MandateUse | null {
  if (!d || s(d.reference) === '' || s(d.firstRemittanceId) === '') return null;
  return { reference: s(d.reference), firstRemittanceId: s(d.firstRemittanceId) };
}

/** RCUR when the mandate was already debited by another (not cancelled) remittance; FRST otherwise. */
export function sequenceTypeOf(use: MandateUse | null, reference: string, remittanceId: string): SequenceType {
  return use !== null && use.reference === reference && use.firstRemittanceId !== remittanceId ? 'RCUR' : 'FRST';
}

function itemOfStored(v: unknown): RemittanceItem | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const ref = parseDueId(s(o.dueId));
  if (!ref || !Number.isSafeInteger(o.amountCents)) return null;
  const m = (o.mandate && typeof o.mandate === 'object' ? o.mandate : null) as Record<string, unknown> | null;
  const r = (o.returned && typeof o.returned === 'object' ? o.returned : null) as Record<string, unknown> | null;
  return {
    dueId: s(o.dueId),
    invoiceId: ref.invoiceId,
    n: ref.n,
    of: Math.max(1, int(o.of)),
    number: s(o.number),
    partyId: s(o.partyId),
    partyName: s(o.partyName),
    amountCents: o.amountCents as number,
    mandate: m ? { reference: s(m.reference), signatureDate: s(m.signatureDate) } : null,
    sequenceType: o.sequenceType === 'FRST' || o.sequenceType === 'RCUR' ? o.sequenceType : null,
    iban: s(o.iban),
    bic: s(o.bic),
    town: s(o.town),
    country: s(o.country),
    endToEndId: s(o.endToEndId),
    paymentId: s(o.paymentId) || null,
    returned: r ? { code: s(r.code), date: s(r.date) } : null,
  };
}

export function totalsOf(items: readonly RemittanceItem[]): RemittanceTotals {
  const settled = items.filter((i) => i.paymentId !== null);
  const returned = items.filter((i) => i.returned !== null);
  const sum = (list: readonly RemittanceItem[]) => list.reduce((a, i) => a + i.amountCents, 0);
  return {
    count: items.length,
    amountCents: sum(items),
    settledCount: settled.length,
    settledCents: sum(settled),
    returnedCount: returned.length,
    returnedCents: sum(returned),
  };
}

function companyOfStored(v: unknown): RemittanceCompany {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  return {
    name: s(o.name),
    nif: s(o.nif),
    creditorId: s(o.creditorId),
    iban: s(o.iban),
    bic: s(o.bic),
    streetName: s(o.streetName),
    postCode: s(o.postCode),
    townName: s(o.townName),
    country: s(o.country),
  };
}

/** A stored remittance document, whatever it holds (null when it is not one). */
export function remittanceOfStored(id: string, d: Record<string, unknown> | undefined): Remittance | null {
  if (!d || !(REMITTANCE_KINDS as readonly unknown[]).includes(d.kind) || !(REMITTANCE_STATES as readonly unknown[]).includes(d.state)) return null;
  const items = (Array.isArray(d.items) ? d.items : []).map(itemOfStored).filter((i): i is RemittanceItem => i !== null);
  return {
    id,
    kind: d.kind as RemittanceKind,
    state: d.state as RemittanceState,
    date: s(d.date),
    scheme: d.scheme === 'CORE' || d.scheme === 'B2B' ? d.scheme : null,
    messageId: s(d.messageId),
    company: companyOfStored(d.company),
    items,
    totals: totalsOf(items),
    createdBy: s(d.createdBy),
    createdAt: dateOf(d.createdAt),
    sentAt: dateOf(d.sentAt),
    settledAt: dateOf(d.settledAt),
    settleDate: s(d.settleDate) || null,
    cancelledAt: dateOf(d.cancelledAt),
    bankMovementId: s(d.bankMovementId) || null,
  };
}

/** The stored form of items (what the commands write). */
export function itemsToStored(items: readonly RemittanceItem[]): Record<string, unknown>[] {
  return items.map((i) => ({ ...i, mandate: i.mandate ? { ...i.mandate } : null, returned: i.returned ? { ...i.returned } : null }));
}

// ---------------------------------------------------------------------------------------------
// The company

export const COMPANY_PROBLEMS = ['name', 'nif', 'iban', 'bic', 'creditorId', 'address'] as const;
export type CompanyProblem = (typeof COMPANY_PROBLEMS)[number];

/**
 * The company as the file names it, from the corporation document's `data` (sepaCreditorId and bic
 * may be absent), or what is missing: a name, NIF, valid IBAN, street, postal code and town; for
 * cobros a valid creditor identifier; a BIC only when one is given, and then valid.
 */
export function remittanceCompanyOf(
  name: string,
  data: Record<string, unknown> | undefined,
  kind: RemittanceKind,
): { ok: true; company: RemittanceCompany } | { ok: false; missing: CompanyProblem[] } {
  const x = data ?? {};
  const missing: CompanyProblem[] = [];
  const legal = toSepaText(s(x.legalName) || name, 70);
  if (legal === '') missing.push('name');
  if (s(x.nif).trim() === '') missing.push('nif');
  const iban = validateIban(s(x.iban));
  if (!iban.ok) missing.push('iban');
  const bic = s(x.bic).trim() === '' ? null : validateBic(s(x.bic));
  if (bic && !bic.ok) missing.push('bic');
  const creditor = validateCreditorId(s(x.sepaCreditorId));
  if (kind === 'cobros' && !creditor.ok) missing.push('creditorId');
  const street = toSepaText(s(x.address), 70);
  const postCode = toSepaText(s(x.postalCode), 16);
  const town = toSepaText(s(x.city), 35);
  const country = countryCodeOf(s(x.country)) ?? '';
  if (street === '' || postCode === '' || town === '' || !PARTY_COUNTRY_CODES.includes(country)) missing.push('address');
  if (missing.length > 0) return { ok: false, missing };
  return {
    ok: true,
    company: {
      name: legal,
      nif: s(x.nif).trim().toUpperCase(),
      creditorId: kind === 'cobros' && creditor.ok ? creditor.value : '',
      iban: iban.ok ? iban.value : '',
      bic: bic && bic.ok ? bic.value : '',
      streetName: street,
      postCode,
      townName: town,
      country,
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Chunks

/**
 * Splits work into transactions: `groups` (an invoice and what it costs in writes) in order, each
 * chunk's cost within `budget` less `fixed` (writes every chunk makes anyway). A group larger than
 * the budget gets a chunk of its own.
 */
export function chunksByBudget<T>(groups: readonly T[], costOf: (g: T) => number, budget = WRITE_BUDGET, fixed = 2): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let used = fixed;
  for (const g of groups) {
    const cost = costOf(g);
    if (current.length > 0 && used + cost > budget) {
      chunks.push(current);
      current = [];
      used = fixed;
    }
    current.push(g);
    used += cost;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** What one due read before the transactions tells the chunking: its invoice and how many instalments it has. */
export interface DueRef {
  dueId: string;
  invoiceId: string;
  of: number;
}

/**
 * The requested dues grouped by invoice (in the order first named) and cut into chunks whose
 * writes (an invoice: 1 + its instalments; a client's mandate: 1) stay within the budget.
 */
export function claimChunks(dues: readonly DueRef[], budget = WRITE_BUDGET): DueRef[][] {
  const byInvoice = new Map<string, DueRef[]>();
  for (const d of dues) byInvoice.set(d.invoiceId, [...(byInvoice.get(d.invoiceId) ?? []), d]);
  // 1 invoice + its dues + 1 mandate document (at most one per invoice's client).
  const chunks = chunksByBudget([...byInvoice.values()], (g) => 2 + Math.max(...g.map((d) => Math.max(1, Math.min(12, d.of)))), budget);
  return chunks.map((c) => c.flat());
}

/** The remittance's items cut the same way (settling adds one payment per item). */
export function itemChunks(items: readonly RemittanceItem[], perItem: number, budget = WRITE_BUDGET): RemittanceItem[][] {
  const byInvoice = new Map<string, RemittanceItem[]>();
  for (const i of items) byInvoice.set(i.invoiceId, [...(byInvoice.get(i.invoiceId) ?? []), i]);
  const chunks = chunksByBudget([...byInvoice.values()], (g) => 1 + Math.max(...g.map((i) => Math.min(12, i.of))) + perItem * g.length, budget);
  return chunks.map((c) => c.flat());
}

// ---------------------------------------------------------------------------------------------
// Claiming

/** A unique end-to-end reference from the invoice's number and the instalment ("F-2026-000007-1"). */
export function endToEndIdFor(number: string, n: number, used: ReadonlySet<string>): string {
  const base = sepaIdentifier(number).slice(0, 30) || 'R';
  let candidate = `${base}-${n}`;
  for (let k = 2; used.has(candidate); k++) candidate = `${base}-${n}-${k}`;
  return candidate;
}

export interface ClaimContext {
  remittanceId: string;
  kind: RemittanceKind;
  scheme: RemittanceScheme;
  date: string;
  /** End-to-end ids already in the remittance (earlier chunks). */
  usedEndToEndIds: ReadonlySet<string>;
}

export interface ClaimPlan {
  items: RemittanceItem[];
  refused: { dueId: string; code: RemittanceDueRefusal }[];
  changes: InvoiceChange[];
  /** The mandate documents to write (clientId → use). */
  mandates: Map<string, MandateUse>;
}

/**
 * Claims `dueIds` for the remittance, from the invoices, parties and mandate documents read in the
 * transaction: each due that can be collected (cobros: a sale's, open above zero, its client with a
 * valid IBAN and a mandate of the remittance's scheme signed by the collection date, and a town and
 * country) or paid (pagos: a purchase's, its vendor with a valid IBAN) gets the remittance's id on
 * its instalment and an item; each other is refused with its reason.
 */
export function planClaims(
  ctx: ClaimContext,
  dueIds: readonly string[],
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
  parties: ReadonlyMap<string, Record<string, unknown> | undefined>,
  mandateUses: ReadonlyMap<string, MandateUse | null>,
): ClaimPlan {
  const kindOf = ctx.kind === 'cobros' ? 'output' : 'input';
  const working = new Map<string, Instalment[]>();
  const items: RemittanceItem[] = [];
  const refused: ClaimPlan['refused'] = [];
  const mandates = new Map<string, MandateUse>();
  const used = new Set(ctx.usedEndToEndIds);
  for (const dueId of dueIds) {
    const no = (code: RemittanceDueRefusal) => refused.push({ dueId, code });
    const ref = parseDueId(dueId);
    const d = ref ? invoices.get(ref.invoiceId) : undefined;
    if (!ref || !d) {
      no('notFound');
      continue;
    }
    if (d.state !== 'emitida' || d.status === 'sustituida' || d.simplified === true) {
      no('notIssued');
      continue;
    }
    if (d.kind !== kindOf) {
      no('wrongKind');
      continue;
    }
    const list = working.get(ref.invoiceId) ?? instalmentsOfInvoice(d);
    const inst = list.find((i) => i.n === ref.n);
    if (!inst) {
      no('notFound');
      continue;
    }
    if (inst.remittanceId !== null) {
      no('inRemittance');
      continue;
    }
    const open = openCentsOf(inst);
    if (open === 0) {
      no('notOpen');
      continue;
    }
    if (open < 0) {
      no('creditNote');
      continue;
    }
    const party = partyOfInvoice(d);
    const bank = partyBankOf(parties.get(party.id));
    if (bank.iban === '') {
      no('noIban');
      continue;
    }
    let mandate: RemittanceItem['mandate'] = null;
    let sequenceType: SequenceType | null = null;
    if (ctx.kind === 'cobros') {
      if (bank.mandate === null) {
        no('noMandate');
        continue;
      }
      if (bank.mandate.scheme !== ctx.scheme) {
        no('mandateScheme');
        continue;
      }
      if (bank.mandate.signatureDate > ctx.date) {
        no('mandateDate');
        continue;
      }
      mandate = { reference: bank.mandate.reference, signatureDate: bank.mandate.signatureDate };
      const use = mandates.get(party.id) ?? mandateUses.get(party.id) ?? null;
      sequenceType = sequenceTypeOf(use, mandate.reference, ctx.remittanceId);
      // First debit under this mandate: the document names it and this remittance.
      if (use === null || use.reference !== mandate.reference)
        mandates.set(party.id, { reference: mandate.reference, firstRemittanceId: ctx.remittanceId });
    }
    if (bank.town === '' || bank.country === '') {
      no('noAddress');
      continue;
    }
    inst.remittanceId = ctx.remittanceId;
    working.set(ref.invoiceId, list);
    const number = s(d.kind === 'input' ? d.vendorInvoiceNumber : '') || s(d.numberText);
    const endToEndId = endToEndIdFor(number, ref.n, used);
    used.add(endToEndId);
    items.push({
      dueId: dueIdOf(ref.invoiceId, ref.n),
      invoiceId: ref.invoiceId,
      n: ref.n,
      of: list.length,
      number,
      partyId: party.id,
      partyName: bank.name || toSepaText(party.name, 70),
      amountCents: open,
      mandate,
      sequenceType,
      iban: bank.iban,
      bic: bank.bic,
      town: bank.town,
      country: bank.country,
      endToEndId,
      paymentId: null,
      returned: null,
    });
  }
  // A mandate is recorded only for clients something was claimed from.
  const claimedParties = new Set(items.map((i) => i.partyId));
  for (const clientId of [...mandates.keys()]) if (!claimedParties.has(clientId)) mandates.delete(clientId);
  const changes = [...working.entries()].map(([invoiceId, list]) => ({
    invoiceId,
    before: invoices.get(invoiceId)!,
    fields: invoicePaymentFields(list) as unknown as Record<string, unknown>,
  }));
  return { items, refused, changes, mandates };
}

/** Releases the remittance's claims on these invoices (only instalments it still holds). */
export function planRelease(
  remittanceId: string,
  items: readonly Pick<RemittanceItem, 'invoiceId' | 'n'>[],
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
): InvoiceChange[] {
  const working = new Map<string, Instalment[]>();
  for (const item of items) {
    const d = invoices.get(item.invoiceId);
    if (!d) continue;
    const list = working.get(item.invoiceId) ?? instalmentsOfInvoice(d);
    const inst = list.find((i) => i.n === item.n);
    if (!inst || inst.remittanceId !== remittanceId) continue;
    inst.remittanceId = null;
    working.set(item.invoiceId, list);
  }
  return [...working.entries()].map(([invoiceId, list]) => ({
    invoiceId,
    before: invoices.get(invoiceId)!,
    fields: invoicePaymentFields(list) as unknown as Record<string, unknown>,
  }));
}

// ---------------------------------------------------------------------------------------------
// Settling

/** The payment document id of an item: one per remittance and due, so a retry cannot pay it twice. */
export function remittancePaymentId(remittanceId: string, dueId: string): string {
  return `${remittanceId}_${dueId}`;
}

export interface SettlePlan {
  payments: { id: string; dueId: string; record: PaymentRecord }[];
  changes: InvoiceChange[];
  /** Items that could not be paid (the invoice was annulled meanwhile…): the claim is released, nothing paid. */
  skipped: { dueId: string; code: PaymentPlanRefusal }[];
}

/**
 * One payment per item not yet settled (origin remesa; domiciliación for cobros, transferencia for
 * pagos), each applying the item's amount to its instalment after releasing the claim. Items
 * already settled or returned are left alone, so a settle that stopped half-way can run again.
 */
export function planSettle(
  remittance: Pick<Remittance, 'id' | 'kind' | 'messageId'>,
  items: readonly RemittanceItem[],
  date: string,
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
): SettlePlan {
  const current = new Map(invoices);
  const payments: SettlePlan['payments'] = [];
  const skipped: SettlePlan['skipped'] = [];
  const touched = new Set<string>();
  for (const item of items) {
    if (item.paymentId !== null || item.returned !== null) continue;
    const released = planRelease(remittance.id, [item], current);
    for (const c of released) current.set(c.invoiceId, { ...c.before, ...c.fields });
    if (released.length > 0) touched.add(item.invoiceId);
    const plan = planRecordPayment(
      {
        kind: remittance.kind === 'cobros' ? 'cobro' : 'pago',
        partyId: null,
        date,
        amountCents: item.amountCents,
        method: remittance.kind === 'cobros' ? 'domiciliacion' : 'transferencia',
        reference: item.endToEndId,
        note: `Remesa ${remittance.messageId}`.slice(0, 500),
        allocations: [{ dueId: item.dueId, amountCents: item.amountCents }],
        nonResident: false,
      },
      current,
      null,
    );
    if (!plan.ok) {
      skipped.push({ dueId: item.dueId, code: plan.code });
      continue;
    }
    for (const c of plan.changes) current.set(c.invoiceId, { ...c.before, ...c.fields });
    touched.add(item.invoiceId);
    payments.push({
      id: remittancePaymentId(remittance.id, item.dueId),
      dueId: item.dueId,
      record: { ...plan.record, origin: { type: 'remesa', id: remittance.id } },
    });
  }
  const changes = [...touched].map((invoiceId) => {
    const before = invoices.get(invoiceId)!;
    const after = current.get(invoiceId)!;
    const fields: Record<string, unknown> = {};
    for (const k of ['instalments', 'status', 'collectedCents', 'dueDate', 'paidDate', 'paymentMethod']) if (k in after) fields[k] = after[k];
    return { invoiceId, before, fields };
  });
  return { payments, changes, skipped };
}

/** The reversal's reason for a returned item («Devolución AM04 de la remesa REM-…»). */
export function returnReasonOf(code: string, messageId: string): string {
  return `Devolución ${code} de la remesa ${messageId}`.slice(0, 300);
}

// ---------------------------------------------------------------------------------------------
// The SEPA file

/**
 * The remittance's file (pain.008 for cobros, pain.001 for pagos), from the stored document alone:
 * the company as it was at creation, the items' own bank data, the date, the message id and the
 * creation instant. The same document always gives the same bytes. Returned items are kept (the
 * file is what was sent); a cancelled remittance has no file.
 */
export function remittanceFile(r: Remittance, options: { pretty?: boolean } = {}): SepaFileResult {
  const createdAt = r.createdAt ?? new Date(NaN);
  const c = r.company;
  const address = { streetName: c.streetName, postCode: c.postCode, townName: c.townName, country: c.country };
  const info = (i: RemittanceItem) => `Factura ${i.number}${i.of > 1 ? `, vencimiento ${i.n} de ${i.of}` : ''}`;
  const bic = (v: string) => (v === '' ? undefined : v);
  if (r.kind === 'cobros') {
    return buildPain008(
      {
        messageId: r.messageId,
        createdAt,
        scheme: r.scheme ?? 'CORE',
        creditor: { name: c.name, creditorId: c.creditorId, iban: c.iban, bic: bic(c.bic), address },
        items: r.items.map((i) => ({
          endToEndId: i.endToEndId,
          amountCents: i.amountCents,
          mandateId: i.mandate?.reference ?? '',
          mandateSignatureDate: i.mandate?.signatureDate ?? '',
          sequenceType: i.sequenceType ?? 'FRST',
          debtorName: i.partyName,
          debtorIban: i.iban,
          debtorBic: bic(i.bic),
          debtorAddress: { townName: i.town, country: i.country },
          remittanceInfo: info(i),
          collectionDate: r.date,
        })),
      },
      options,
    );
  }
  return buildPain001(
    {
      messageId: r.messageId,
      createdAt,
      debtor: { name: c.name, taxId: c.nif, iban: c.iban, bic: bic(c.bic), address },
      items: r.items.map((i) => ({
        endToEndId: i.endToEndId,
        amountCents: i.amountCents,
        creditorName: i.partyName,
        creditorIban: i.iban,
        creditorBic: bic(i.bic),
        creditorAddress: { townName: i.town, country: i.country },
        remittanceInfo: info(i),
        executionDate: r.date,
      })),
    },
    options,
  );
}

/** The file's name: the message id and .xml. */
export function remittanceFileName(r: Pick<Remittance, 'messageId'>): string {
  return `${r.messageId || 'remesa'}.xml`;
}
