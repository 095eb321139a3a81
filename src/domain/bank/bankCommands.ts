/**
 * The bank commands' pure side (issue 30): the input schemas of importBankStatement,
 * reconcileBankMovement, reconcileBankRemittance, ignoreBankMovement and unreconcileBankMovement, the one builder and the
 * one reader of a stored `bankMovements/{id}` and `bankImports/{id}`, and what a reconciliation
 * asks of the payment planner (its method and reference from the movement). The browser parses
 * the file (norma43.ts, bankCsv.ts) and sends the movements; the server reads them again through
 * `parseImportBankStatement` (every field strictly) and recomputes their ids (movementId.ts), so
 * an id is never taken from the client. Pure: no Firebase, no React.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { z } from '../commandInputs/zod';
import { foldedReason, id, integer, parseInput, text, withDefault, type Parsed } from '../commandInputs/fields';
import { parseIsoDate } from '../dates';
import type { PaymentMethod } from '../invoices/invoiceModel';
import { MAX_ALLOCATIONS, MAX_PAYMENT_CENTS } from '../payments/payments';
import { normalizeText } from '../search';
import { isReturnedDebit, type BankMovement } from './movement';
import { accountKeyOf, MOVEMENT_ID_PATTERN, movementIds } from './movementId';

/** The collections, under `corporations/{corpId}/`. */
export const BANK_MOVEMENTS = 'bankMovements';
export const BANK_IMPORTS = 'bankImports';

/** Movements one import takes (a month of a busy account is a few hundred). */
export const MAX_IMPORT_MOVEMENTS = 5000;
/** Creates per batch (Firestore's limit of writes per batch or transaction). */
export const IMPORT_BATCH = 500;
/** Free-text lines of a movement: Norma 43 gives at most 5 records 23 of two halves. */
export const MAX_CONCEPTS = 10;
export const MAX_CONCEPT_LENGTH = 200;
/** Documento and referencias: 10, 12 and 16 characters in Norma 43; a CSV's may be longer. */
export const MAX_REFERENCE_LENGTH = 80;
/** An account: a Norma 43 key (18 digits) or an IBAN without blanks (≤ 34). */
const ACCOUNT_KEY = /^[0-9A-Z]{4,34}$/;

export const BANK_FORMATS = ['norma43', 'csv'] as const;
export type BankFormat = (typeof BANK_FORMATS)[number];

export const BANK_MOVEMENT_STATES = ['pendiente', 'conciliado', 'ignorado'] as const;
export type BankMovementState = (typeof BANK_MOVEMENT_STATES)[number];

const isoDay = () => text(10).refine((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && parseIsoDate(d) !== null);
const digits = (n: number) => text(n).refine((s) => s === '' || new RegExp(`^\\d{${n}}$`).test(s));
const cents = () => integer().min(-MAX_PAYMENT_CENTS).max(MAX_PAYMENT_CENTS);

/** One movement as the browser sends it: BankMovement's fields, each checked for its exact type. */
export const importedMovementSchema = z.strictObject({
  date: isoDay(),
  valueDate: isoDay(),
  amountCents: cents(),
  commonConcept: digits(2),
  ownConcept: digits(3),
  document: text(MAX_REFERENCE_LENGTH),
  reference1: text(MAX_REFERENCE_LENGTH),
  reference2: text(MAX_REFERENCE_LENGTH),
  concepts: z.array(text(MAX_CONCEPT_LENGTH)).max(MAX_CONCEPTS),
  line: integer().min(1).max(10_000_000),
  equivalence: z.strictObject({ currency: digits(3), amountCents: cents() }).optional(),
  balanceCents: cents().optional(),
});

export const importBankStatementSchema = z.object({
  fileName: text(200).refine((s) => s.trim() !== ''),
  format: z.enum(BANK_FORMATS),
  accountKey: text(34).refine((s) => ACCOUNT_KEY.test(s) && accountKeyOf(s) === s),
  movements: z.array(importedMovementSchema).min(1).max(MAX_IMPORT_MOVEMENTS),
});
export type ImportBankStatementInput = z.output<typeof importBankStatementSchema>;

export function parseImportBankStatement(raw: unknown): Parsed<ImportBankStatementInput> {
  return parseInput(importBankStatementSchema, raw, 'statement');
}

const movementId = () => text(64).refine((s) => MOVEMENT_ID_PATTERN.test(s));

export const reconcileBankMovementSchema = z.object({
  movementId: movementId(),
  dueIds: z
    .array(id())
    .min(1)
    .max(MAX_ALLOCATIONS)
    .refine((ids) => new Set(ids).size === ids.length),
});
export type ReconcileBankMovementInput = z.output<typeof reconcileBankMovementSchema>;
export const parseReconcileBankMovement = (raw: unknown) => parseInput(reconcileBankMovementSchema, raw, 'reconcile');

export const reconcileBankRemittanceSchema = z.object({ movementId: movementId(), remittanceId: id() });
export type ReconcileBankRemittanceInput = z.output<typeof reconcileBankRemittanceSchema>;
export const parseReconcileBankRemittance = (raw: unknown) => parseInput(reconcileBankRemittanceSchema, raw, 'reconcile');

/**
 * Why a movement is not the bank's charge (cobros) or payment (pagos) of a remittance, null when
 * it is: the remittance is cargada (its items paid), matched to no other movement, and the
 * movement goes the remittance's way for exactly its total (the bank books the whole file at once;
 * a returned receipt comes later as a movement of its own).
 */
export function remittanceMatchRefusal(
  movement: Pick<BankMovementRow, 'amountCents'>,
  remittance: { kind: 'cobros' | 'pagos'; state: string; bankMovementId: string | null; totals: { amountCents: number } } | null,
): { code: 'notFound' | 'remittanceState' | 'wrongKind' | 'amountMismatch'; detail?: string } | null {
  if (!remittance) return { code: 'notFound', detail: 'remittanceId' };
  if (remittance.state !== 'cargada') return { code: 'remittanceState', detail: remittance.state };
  if (remittance.bankMovementId !== null) return { code: 'remittanceState', detail: 'matched' };
  if ((remittance.kind === 'cobros') !== movement.amountCents > 0) return { code: 'wrongKind' };
  if (Math.abs(movement.amountCents) !== remittance.totals.amountCents) return { code: 'amountMismatch' };
  return null;
}

export const ignoreBankMovementSchema = z.object({ movementId: movementId(), ignored: withDefault(z.boolean(), true) });
export type IgnoreBankMovementInput = z.output<typeof ignoreBankMovementSchema>;
export const parseIgnoreBankMovement = (raw: unknown) => parseInput(ignoreBankMovementSchema, raw, 'ignore');

export const unreconcileBankMovementSchema = z.object({ movementId: movementId(), reason: foldedReason(3, 300) });
export type UnreconcileBankMovementInput = z.output<typeof unreconcileBankMovementSchema>;
export const parseUnreconcileBankMovement = (raw: unknown) => parseInput(unreconcileBankMovementSchema, raw, 'unreconcile');

/** An import's id: the account and every movement id, in order, so the same file gives the same import. */
export function importIdOf(accountKey: string, ids: readonly string[]): string {
  return bytesToHex(sha256(utf8ToBytes(JSON.stringify([accountKey, ...ids])))).slice(0, 40);
}

/** What the server plans of an import: the movements with the ids it computed, and the import's id and period. */
export interface ImportPlan {
  importId: string;
  accountKey: string;
  movements: { id: string; movement: BankMovement }[];
  from: string;
  to: string;
}

export function planImport(input: Pick<ImportBankStatementInput, 'accountKey' | 'movements'>): ImportPlan {
  const ids = movementIds(input.accountKey, input.movements);
  const dates = input.movements.map((m) => m.date).sort();
  return {
    importId: importIdOf(input.accountKey, ids),
    accountKey: input.accountKey,
    movements: input.movements.map((movement, i) => ({ id: ids[i]!, movement })),
    from: dates[0] ?? '',
    to: dates[dates.length - 1] ?? '',
  };
}

/**
 * A stored bank movement's match: the payment the reconciliation recorded and the dues it paid, or
 * the remittance whose charge (or payment) it is (then no payment of its own: the remittance's
 * items have theirs; paymentId is '' and dueIds empty).
 */
export interface BankMatch {
  paymentId: string;
  dueIds: string[];
  remittanceId: string | null;
}

/** `bankMovements/{id}` without its timestamps. */
export interface StoredBankMovement {
  accountKey: string;
  date: string;
  valueDate: string;
  amountCents: number;
  concepts: string[];
  reference1: string;
  reference2: string;
  document: string;
  commonConcept: string;
  ownConcept: string;
  importId: string;
  state: BankMovementState;
  match: BankMatch | null;
  returnedDebit: boolean;
}

/** The one builder of a new `bankMovements/{id}` (the import writes it; seeds and tests call it too). */
export function storedBankMovement(accountKey: string, m: BankMovement, importId: string): StoredBankMovement {
  return {
    accountKey,
    date: m.date,
    valueDate: m.valueDate,
    amountCents: m.amountCents,
    concepts: m.concepts.map((c) => c.trim()).filter((c) => c !== ''),
    reference1: m.reference1.trim(),
    reference2: m.reference2.trim(),
    document: m.document.trim(),
    commonConcept: m.commonConcept,
    ownConcept: m.ownConcept,
    importId,
    state: 'pendiente',
    match: null,
    returnedDebit: isReturnedDebit(m),
  };
}

/** `bankImports/{id}` without its timestamp. */
export interface StoredBankImport {
  fileName: string;
  format: BankFormat;
  accountKey: string;
  from: string;
  to: string;
  movementCount: number;
  newCount: number;
  createdBy: string;
}

export interface BankMovementRow extends StoredBankMovement {
  id: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

function matchOf(v: unknown): BankMatch | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const paymentId = typeof o.paymentId === 'string' ? o.paymentId : '';
  const remittanceId = typeof o.remittanceId === 'string' && o.remittanceId !== '' ? o.remittanceId : null;
  if (paymentId === '' && remittanceId === null) return null;
  return { paymentId, dueIds: Array.isArray(o.dueIds) ? o.dueIds.filter((d): d is string => typeof d === 'string') : [], remittanceId };
}

/** The one reader of a stored movement: any shape reads to a row or null, never a crash. */
export function bankMovementFromStored(id: string, d: Record<string, unknown> | undefined): BankMovementRow | null {
  if (!d || !Number.isSafeInteger(d.amountCents) || parseIsoDate(str(d.date)) === null) return null;
  const state = (BANK_MOVEMENT_STATES as readonly unknown[]).includes(d.state) ? (d.state as BankMovementState) : 'pendiente';
  return {
    id,
    accountKey: str(d.accountKey),
    date: str(d.date),
    valueDate: str(d.valueDate) || str(d.date),
    amountCents: d.amountCents as number,
    concepts: Array.isArray(d.concepts) ? d.concepts.filter((c): c is string => typeof c === 'string') : [],
    reference1: str(d.reference1),
    reference2: str(d.reference2),
    document: str(d.document),
    commonConcept: str(d.commonConcept),
    ownConcept: str(d.ownConcept),
    importId: str(d.importId),
    state,
    match: matchOf(d.match),
    returnedDebit: d.returnedDebit === true,
  };
}

/** AEB concepto común 03, "domiciliados, recibos, letras, pagos por su cuenta". */
export const DIRECT_DEBIT_COMMON_CONCEPT = '03';
const DIRECT_DEBIT_WORDS = /\b(domiciliad[oa]s?|domiciliacion|adeudos?|recibos?|sepa core|sepa b2b|cargo recibo)\b/;

/** How the movement was paid: domiciliación when its concepto común or its text says so, else transferencia. */
export function paymentMethodOfMovement(m: Pick<BankMovement, 'commonConcept' | 'concepts'>): PaymentMethod {
  if (m.commonConcept === DIRECT_DEBIT_COMMON_CONCEPT) return 'domiciliacion';
  return DIRECT_DEBIT_WORDS.test(normalizeText(m.concepts.join(' '))) ? 'domiciliacion' : 'transferencia';
}

/** The payment's reference: the movement's first non-empty reference, else its document, else its first concept (≤ 140). */
export function paymentReferenceOfMovement(m: Pick<BankMovement, 'reference1' | 'reference2' | 'document' | 'concepts'>): string {
  const first = [m.reference2, m.reference1, m.document, ...m.concepts].map((t) => t.trim()).find((t) => t !== '') ?? '';
  return first.slice(0, 140);
}

/** The payment's note: the movement's concepts (≤ 500). */
export function paymentNoteOfMovement(m: Pick<BankMovement, 'concepts'>): string {
  return m.concepts.join(' · ').slice(0, 500);
}

/** What a reconciliation asks planRecordPayment for (recordPaymentSchema's shape). */
export function paymentRequestOfMovement(
  m: Pick<BankMovement, 'date' | 'amountCents' | 'commonConcept' | 'concepts' | 'reference1' | 'reference2' | 'document'>,
  dueIds: readonly string[],
) {
  return {
    kind: m.amountCents > 0 ? ('cobro' as const) : ('pago' as const),
    partyId: null,
    date: m.date,
    amountCents: Math.abs(m.amountCents),
    method: paymentMethodOfMovement(m),
    reference: paymentReferenceOfMovement(m),
    note: paymentNoteOfMovement(m),
    allocations: dueIds.map((dueId) => ({ dueId, amountCents: null })),
    nonResident: false,
  };
}
