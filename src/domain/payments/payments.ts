/**
 * Cobros and pagos (issue 30): a payment is a record of its own, written only by the trusted
 * commands, that applies its amount to instalments (allocations) and keeps what it did not apply
 * "a cuenta" to be applied later. Reversing one (a mistake, or a direct debit the bank returned)
 * gives every allocation back. Invoice and instalment states follow from what is applied
 * (dues.ts). The planners here take the invoices as read in the command's transaction, so two
 * people applying payments to one invoice are serialised by its document and never over-apply it.
 * Pure: no Firebase, no React.
 */
import { z } from '../commandInputs/zod';
import { PAYMENT_REFUSALS, type PaymentRefusal } from '../commands';
import { id, integer, parseInput, text, textOr, withDefault, type Parsed } from '../commandInputs/fields';
import { parseIsoDate } from '../dates';
import { PAYMENT_METHODS, type PaymentMethod } from '../invoices/invoiceModel';
import { invoiceFactsOf } from '../summaries';
import { invoiceAmountsOf } from '../invoiceAmounts';
import { cashOverLimit } from '../cashLimit';
import { formatEuros } from '../money';
import { dueIdOf, instalmentsOfStored, invoicePaymentFields, openCentsOf, type Instalment } from './dues';

export const PAYMENT_KINDS = ['cobro', 'pago'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const MAX_ALLOCATIONS = 50;
/** A payment's amount: up to 99.999.999,99 €. */
export const MAX_PAYMENT_CENTS = 9_999_999_999;

/** What the planners refuse with: the command contract's payment codes (src/domain/commands.ts) but 'invalid', which the input parsers answer. */
export type PaymentPlanRefusal = Exclude<PaymentRefusal, 'invalid'>;
export const PAYMENT_REFUSALS_PURE = PAYMENT_REFUSALS.filter((c): c is PaymentPlanRefusal => c !== 'invalid');

export interface Allocation {
  dueId: string;
  invoiceId: string;
  n: number;
  /** The invoice's number, for lists. */
  number: string;
  amountCents: number;
}

export interface PaymentRecord {
  kind: PaymentKind;
  partyId: string;
  partyName: string;
  date: string;
  amountCents: number;
  method: PaymentMethod;
  reference: string;
  note: string;
  allocations: Allocation[];
  unappliedCents: number;
  state: 'vigente' | 'anulado';
  reversal: { date: string; reason: string; returnCode: string | null } | null;
  origin: { type: 'manual' | 'remesa' | 'banco' | 'migracion'; id: string | null };
}

const isoDay = () => text(10).refine((d) => parseIsoDate(d) !== null);

/** A request to apply to one instalment: `amountCents` null = as much as is open (and left). */
const allocationRequest = z.object({ dueId: id(), amountCents: withDefault(integer().min(1).nullable(), null) });

export const recordPaymentSchema = z.object({
  kind: z.enum(PAYMENT_KINDS),
  /** Required when nothing is applied (a payment on account); else taken from the invoices. */
  partyId: withDefault(id().nullable(), null),
  date: isoDay(),
  amountCents: integer().min(1).max(MAX_PAYMENT_CENTS),
  method: z.enum(PAYMENT_METHODS),
  reference: textOr('', 140),
  note: textOr('', 500),
  allocations: z.array(allocationRequest).max(MAX_ALLOCATIONS),
  /** A stated non-resident individual (the cash limit is 10.000 €, Ley 7/2012). */
  nonResident: withDefault(z.boolean(), false),
});
export type RecordPaymentInput = z.output<typeof recordPaymentSchema>;

export function parseRecordPayment(raw: unknown): Parsed<RecordPaymentInput> {
  return parseInput(recordPaymentSchema, raw, 'payment');
}

export const reversePaymentSchema = z.object({
  paymentId: id(),
  date: isoDay(),
  reason: text(300).refine((s) => s.trim().length >= 3),
  /** A returned direct debit's reason code (SEPA R-transaction: AC04, AM04, MD06, MS02…). */
  returnCode: withDefault(
    text(4)
      .refine((s) => /^[A-Z]{2}\d{2}$/.test(s))
      .nullable(),
    null,
  ),
});
export type ReversePaymentInput = z.output<typeof reversePaymentSchema>;

export function parseReversePayment(raw: unknown): Parsed<ReversePaymentInput> {
  return parseInput(reversePaymentSchema, raw, 'reversal');
}

/**
 * "inv123-2" → { invoiceId: 'inv123', n: 2 } (null when it does not end in -<1..12>, written as
 * dueIdOf writes it: "inv123-02" is not a due id, so one due has one id).
 */
export function parseDueId(dueId: string): { invoiceId: string; n: number } | null {
  const m = /^(.+)-([1-9]\d?)$/.exec(dueId);
  if (!m) return null;
  const n = Number(m[2]);
  return n >= 1 && n <= 12 ? { invoiceId: m[1], n } : null;
}

/** What a payment planner needs of one invoice document as read in the transaction. */
export interface InvoiceRead {
  id: string;
  data: Record<string, unknown>;
}

/** The invoice's party (its client for a sale, its vendor for a purchase): id and name as issued. */
export function partyOfInvoice(d: Record<string, unknown>): { id: string; name: string } {
  const party = (d.party && typeof d.party === 'object' ? d.party : {}) as Record<string, unknown>;
  return { id: typeof d.partyId === 'string' ? d.partyId : '', name: typeof party.name === 'string' ? party.name : '' };
}

/** An issued invoice's instalments (dues.ts' reader, with what it asks as its summary counts it). */
export function instalmentsOfInvoice(d: Record<string, unknown>): Instalment[] {
  return instalmentsOfStored(d, invoiceFactsOf(d).dueCents);
}

/**
 * The number lists show for an invoice, as its dues keep it: a sale's full number (F-2026-000007;
 * the stored `number` is only its place in the series), a purchase's the vendor's own (else ours).
 */
function invoiceNumberOf(d: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return (d.kind === 'input' ? text(d.vendorInvoiceNumber) : '') || text(d.numberText);
}

type Refused = { ok: false; code: PaymentPlanRefusal; detail?: string };
const refuse = (code: PaymentPlanRefusal, detail?: string): Refused => ({ ok: false, code, detail });

export interface InvoiceChange {
  invoiceId: string;
  before: Record<string, unknown>;
  /** The invoice's new payment fields (instalments, status, collectedCents, dueDate, paidDate, paymentMethod). */
  fields: Record<string, unknown>;
}

/** Whether an invoice can take payments: issued, not replaced by a substitution, not a ticket. */
function payableRefusal(d: Record<string, unknown>): Refused | null {
  if (d.state !== 'emitida') return refuse('notIssued');
  if (d.status === 'sustituida') return refuse('invoiceReplaced');
  if (d.simplified === true) return refuse('simplified');
  return null;
}

function fieldsAfter(
  d: Record<string, unknown>,
  instalments: Instalment[],
  payment: { date: string; method: PaymentMethod } | null,
): Record<string, unknown> {
  const f = invoicePaymentFields(instalments);
  return {
    ...f,
    // The day it was paid in full and how (the last payment that completed it), as lists show.
    paidDate: f.status === 'pagada' ? (payment?.date ?? (typeof d.paidDate === 'string' ? d.paidDate : null)) : null,
    paymentMethod: f.status === 'pagada' ? (payment?.method ?? d.paymentMethod ?? null) : null,
  };
}

/**
 * Applies a new payment: each requested instalment takes the amount asked (or as much as is open
 * and left), never more than is open; the rest stays on account. Applied to a credit note's
 * instalments (open below zero) it is a refund: the record's amount and allocations are negative
 * (money given back to the client, or returned by the vendor).
 */
/** Where an allocation run stands: the instalments it changed (per invoice) and what is left to apply. */
interface Allocating {
  working: Map<string, Instalment[]>;
  allocations: Allocation[];
  left: number;
  /** +1: money for instalments; −1: a refund of credit notes' instalments; 0: nothing applied yet. */
  sign: number;
  party: { id: string; name: string } | null;
}

/**
 * Applies each requested instalment in turn (what planRecordPayment and planApplyPayment share):
 * it takes the amount asked, or as much as is open and left, never more than is open nor than is
 * left; every instalment of one kind of invoice, of one party, and all of one sign.
 */
function allocate(
  requests: readonly { dueId: string; amountCents: number | null }[],
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
  kind: PaymentKind,
  state: Allocating,
): Refused | null {
  const kindOf = kind === 'cobro' ? 'output' : 'input';
  for (const request of requests) {
    const ref = parseDueId(request.dueId);
    const d = ref ? invoices.get(ref.invoiceId) : undefined;
    if (!ref || !d) return refuse('notFound', request.dueId);
    const not = payableRefusal(d);
    if (not) return { ...not, detail: request.dueId };
    if (d.kind !== kindOf) return refuse('wrongKind', request.dueId);
    const p = partyOfInvoice(d);
    if (state.party && state.party.id !== '' && p.id !== state.party.id) return refuse('otherParty', request.dueId);
    state.party ??= p;
    const list = state.working.get(ref.invoiceId) ?? instalmentsOfInvoice(d);
    state.working.set(ref.invoiceId, list);
    const inst = list.find((i) => i.n === ref.n);
    if (!inst) return refuse('notFound', request.dueId);
    // While in a remittance the bank collects it: a second cobro would collect it twice.
    if (inst.remittanceId !== null) return refuse('inRemittance', request.dueId);
    const open = openCentsOf(inst);
    if (open === 0) return refuse('nothingOpen', request.dueId);
    // One payment either pays instalments or refunds credit notes' instalments, never both.
    if (state.sign !== 0 && Math.sign(open) !== state.sign) return refuse('mixedCredit', request.dueId);
    state.sign = Math.sign(open);
    const take = request.amountCents ?? Math.min(Math.abs(open), state.left);
    if (take > Math.abs(open)) return refuse('overApplied', request.dueId);
    if (take > state.left || take <= 0) return refuse('overAmount', request.dueId);
    inst.paidCents += state.sign * take;
    // Paid again after a returned debit: no longer 'devuelta'.
    inst.returned = false;
    state.left -= take;
    const number = invoiceNumberOf(d);
    state.allocations.push({ dueId: dueIdOf(ref.invoiceId, ref.n), invoiceId: ref.invoiceId, n: ref.n, number, amountCents: state.sign * take });
  }
  return null;
}

/**
 * Ley 7/2012 art. 7: no cash in an operation of 1.000 € or more (10.000 € for a non-resident
 * individual), however it is split: each invoice's total counts, and so does the payment itself.
 */
function cashRefusal(
  paymentCents: number,
  invoiceIds: Iterable<string>,
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
  nonResident: boolean,
): Refused | null {
  const largest = Math.max(Math.abs(paymentCents), ...[...invoiceIds].map((id) => Math.abs(invoiceAmountsOf(invoices.get(id)!).totalCents)));
  const over = cashOverLimit(largest, nonResident ? 'nonResident' : 'standard');
  return over ? refuse('cashLimit', formatEuros(over.limitCents)) : null;
}

function changesOf(
  working: ReadonlyMap<string, Instalment[]>,
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
  payment: { date: string; method: PaymentMethod },
): InvoiceChange[] {
  return [...working.entries()].map(([invoiceId, list]) => {
    const before = invoices.get(invoiceId)!;
    return { invoiceId, before, fields: fieldsAfter(before, list, payment) };
  });
}

/**
 * Applies a new payment: each requested instalment takes the amount asked (or as much as is open
 * and left), never more than is open; the rest stays on account. Applied to a credit note's
 * instalments (open below zero) it is a refund: the record's amount and allocations are negative
 * (money given back to the client, or returned by the vendor).
 */
export function planRecordPayment(
  input: RecordPaymentInput,
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
  party: { id: string; name: string } | null,
): { ok: true; record: PaymentRecord; changes: InvoiceChange[] } | Refused {
  const state: Allocating = { working: new Map(), allocations: [], left: input.amountCents, sign: 0, party };
  const refused = allocate(input.allocations, invoices, input.kind, state);
  if (refused) return refused;
  const sign = state.sign === 0 ? 1 : state.sign;
  const partyOf = state.party;
  if (!partyOf || partyOf.id === '') return refuse('notFound', 'partyId');
  if (input.method === 'efectivo') {
    const cash = cashRefusal(input.amountCents, state.working.keys(), invoices, input.nonResident);
    if (cash) return cash;
  }
  const record: PaymentRecord = {
    kind: input.kind,
    partyId: partyOf.id,
    partyName: partyOf.name,
    date: input.date,
    amountCents: sign * input.amountCents,
    method: input.method,
    reference: input.reference.trim(),
    note: input.note.trim(),
    allocations: state.allocations,
    unappliedCents: state.left === 0 ? 0 : sign * state.left,
    state: 'vigente',
    reversal: null,
    origin: { type: 'manual', id: null },
  };
  return { ok: true, record, changes: changesOf(state.working, invoices, { date: input.date, method: input.method }) };
}

export const applyPaymentSchema = z.object({
  paymentId: id(),
  allocations: z.array(allocationRequest).min(1).max(MAX_ALLOCATIONS),
});
export type ApplyPaymentInput = z.output<typeof applyPaymentSchema>;

export function parseApplyPayment(raw: unknown): Parsed<ApplyPaymentInput> {
  return parseInput(applyPaymentSchema, raw, 'application');
}

/**
 * Applies what a payment kept on account to instalments of its party, later (an advance, or a
 * transfer that arrived before its invoice was known): the same allocation as a new payment, out
 * of the unapplied amount and of its sign (money received pays instalments; a refund kept on
 * account refunds credit notes). The payment's date and method are the instalments' (the money
 * came that day, that way). Cash counts against the legal limit again: the invoice is now paid in
 * cash. Whether the cash came from a non-resident is not stored; a cash payment of the standard
 * limit or more can only have been accepted as one, so it keeps that limit.
 */
export function planApplyPayment(
  payment: Record<string, unknown> | undefined,
  input: ApplyPaymentInput,
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
): { ok: true; fields: { allocations: Allocation[]; unappliedCents: number; invoiceIds: string[] }; changes: InvoiceChange[] } | Refused {
  if (!payment) return refuse('notFound', 'paymentId');
  if (payment.state === 'anulado') return refuse('reversed');
  const kind = payment.kind;
  if (kind !== 'cobro' && kind !== 'pago') return refuse('notFound', 'paymentId');
  const unapplied = Number.isSafeInteger(payment.unappliedCents) ? (payment.unappliedCents as number) : 0;
  const amount = Number.isSafeInteger(payment.amountCents) ? (payment.amountCents as number) : 0;
  const method = (PAYMENT_METHODS as readonly unknown[]).includes(payment.method) ? (payment.method as PaymentMethod) : null;
  if (unapplied === 0 || method === null || typeof payment.date !== 'string') return refuse('nothingOnAccount');
  const partyId = typeof payment.partyId === 'string' ? payment.partyId : '';
  const state: Allocating = {
    working: new Map(),
    allocations: [],
    left: Math.abs(unapplied),
    sign: Math.sign(unapplied),
    party: { id: partyId, name: typeof payment.partyName === 'string' ? payment.partyName : '' },
  };
  const refused = allocate(input.allocations, invoices, kind, state);
  if (refused) return refused;
  if (method === 'efectivo') {
    const nonResident = cashOverLimit(Math.abs(amount), 'standard') !== null;
    const cash = cashRefusal(0, state.working.keys(), invoices, nonResident);
    if (cash) return cash;
  }
  const allocations = [...allocationsOfStored(payment), ...state.allocations];
  const unappliedCents = state.left === 0 ? 0 : Math.sign(unapplied) * state.left;
  return {
    ok: true,
    fields: { allocations, unappliedCents, invoiceIds: [...new Set(allocations.map((a) => a.invoiceId))] },
    changes: changesOf(state.working, invoices, { date: payment.date, method }),
  };
}

/** A stored payment document's allocations (what a reversal gives back); malformed entries are skipped. */
export function allocationsOfStored(d: Record<string, unknown>): Allocation[] {
  const raw = Array.isArray(d.allocations) ? d.allocations : [];
  return raw.flatMap((a: unknown) => {
    const o = (a && typeof a === 'object' ? a : {}) as Record<string, unknown>;
    const ref = typeof o.dueId === 'string' ? parseDueId(o.dueId) : null;
    if (!ref || !Number.isSafeInteger(o.amountCents)) return [];
    return [{ dueId: o.dueId as string, invoiceId: ref.invoiceId, n: ref.n, number: String(o.number ?? ''), amountCents: o.amountCents as number }];
  });
}

/**
 * What is paid of an instalment kept between nothing and its amount, with its sign (a credit
 * note's instalment is paid below zero, by a compensation's negative allocation).
 */
function paidWithin(amountCents: number, paidCents: number): number {
  return Math.min(Math.max(paidCents, Math.min(0, amountCents)), Math.max(0, amountCents));
}

/**
 * Reverses a payment: every allocation comes off its instalment (never past nothing paid, nor past
 * its amount: a credit note's stays at or below zero). With a
 * return code (a direct debit the bank gave back) the instalments are marked returned, so they
 * read 'devuelta' until paid again.
 */
export function planReversePayment(
  payment: Record<string, unknown> | undefined,
  input: ReversePaymentInput,
  invoices: ReadonlyMap<string, Record<string, unknown> | undefined>,
): { ok: true; fields: Record<string, unknown>; changes: InvoiceChange[] } | Refused {
  if (!payment) return refuse('notFound', 'paymentId');
  if (payment.state === 'anulado') return refuse('reversed');
  if (input.returnCode !== null && payment.method !== 'domiciliacion') return refuse('returnNotDebit');
  const working = new Map<string, Instalment[]>();
  for (const a of allocationsOfStored(payment)) {
    const d = invoices.get(a.invoiceId);
    if (!d) return refuse('notFound', a.dueId);
    const list = working.get(a.invoiceId) ?? instalmentsOfInvoice(d);
    working.set(a.invoiceId, list);
    const inst = list.find((i) => i.n === a.n);
    if (!inst) return refuse('notFound', a.dueId);
    inst.paidCents = paidWithin(inst.amountCents, inst.paidCents - a.amountCents);
    if (input.returnCode !== null) inst.returned = true;
  }
  const changes = [...working.entries()].map(([invoiceId, list]) => {
    const before = invoices.get(invoiceId)!;
    return { invoiceId, before, fields: fieldsAfter(before, list, null) };
  });
  return {
    ok: true,
    fields: { state: 'anulado', reversal: { date: input.date, reason: input.reason.trim(), returnCode: input.returnCode } },
    changes,
  };
}
