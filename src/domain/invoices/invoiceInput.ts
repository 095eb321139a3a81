/**
 * What the invoice commands accept from the browser, parsed strictly: every field of an
 * InvoiceContent with its exact type (a count or cents that is not an integer, a string where a
 * number goes, a list that is too long are refused with the field's path). Keys the content
 * does not have (a forged `year`, `series`, `number`, totals or issuer) are not read at all:
 * the server computes those. The party snapshot is not read either: it is copied from the
 * stored client or vendor. Pure: tested beside it.
 */
import { parseIsoDate } from '../dates';
import { isSafeText, type TextKind } from '../plainText';
import { RECTIFICATION_CODES, isRectificationMode } from '../rectification';
import { isTaxCause } from '../tax';
import {
  MAX_LINES,
  MAX_SOURCES,
  PAYMENT_METHODS,
  partySnapshotOf,
  type InvoiceContent,
  type InvoiceLine,
  type PaymentMethod,
  type Rectifies,
} from './invoiceModel';
import { MAX_PARTY_ID_LENGTH } from './invoiceValidation';

export type Parsed<T> = { ok: true; value: T } | { ok: false; detail: string };

/** Longest text field the commands take; the content's own limits are validateInvoiceContent's. */
const MAX_TEXT = 2000;
const MAX_ID = MAX_PARTY_ID_LENGTH;

class Refusal extends Error {}

type Raw = Record<string, unknown>;

function objectAt(v: unknown, path: string): Raw {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Refusal(path);
  return v as Raw;
}
/**
 * Any text may reach the VERI*FACTU record or a PDF: a character plainText.ts refuses (controls;
 * line breaks but in the notes) is refused as `<path>:unsafeText`, as validateInvoiceContent names it.
 */
function text(v: unknown, path: string, max = MAX_TEXT, kind: TextKind = 'line'): string {
  if (typeof v !== 'string' || v.length > max) throw new Refusal(path);
  if (!isSafeText(v, kind)) throw new Refusal(`${path}:unsafeText`);
  return v;
}
function textOrNull(v: unknown, path: string, max = MAX_TEXT): string | null {
  return v === null || v === undefined ? null : text(v, path, max);
}
/** A document id: non-empty, no slash (it becomes part of a path). */
function id(v: unknown, path: string): string {
  const s = text(v, path, MAX_ID);
  if (s === '' || s.includes('/') || s === '.' || s === '..' || /^__.*__$/.test(s)) throw new Refusal(path);
  return s;
}
function idOrNull(v: unknown, path: string): string | null {
  return v === null || v === undefined ? null : id(v, path);
}
function finite(v: unknown, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Refusal(path);
  return v;
}
function integer(v: unknown, path: string): number {
  if (!Number.isSafeInteger(v)) throw new Refusal(path);
  return v as number;
}
function bool(v: unknown, path: string): boolean {
  if (typeof v !== 'boolean') throw new Refusal(path);
  return v;
}
function oneOf<T extends string>(v: unknown, options: readonly T[], path: string): T {
  if (!(options as readonly unknown[]).includes(v)) throw new Refusal(path);
  return v as T;
}
function list(v: unknown, max: number, path: string): unknown[] {
  if (!Array.isArray(v) || v.length > max) throw new Refusal(path);
  return v;
}

function lineOf(v: unknown, i: number): InvoiceLine {
  const path = `lines.${i}`;
  const l = objectAt(v, path);
  const exemption = l.exemption ?? null;
  if (exemption !== null && !isTaxCause(exemption)) throw new Refusal(`${path}.exemption`);
  const service = bool(l.service ?? false, `${path}.service`);
  return {
    description: text(l.description, `${path}.description`),
    code: text(l.code ?? '', `${path}.code`, 200),
    categoryId: idOrNull(l.categoryId, `${path}.categoryId`),
    unit: text(l.unit ?? '', `${path}.unit`, 40),
    quantity: finite(l.quantity, `${path}.quantity`),
    unitPriceCents: integer(l.unitPriceCents, `${path}.unitPriceCents`),
    discountPct: finite(l.discountPct ?? 0, `${path}.discountPct`),
    vatRate: finite(l.vatRate, `${path}.vatRate`),
    exemption,
    tobacco: bool(l.tobacco ?? false, `${path}.tobacco`),
    // A service, not goods (no recargo de equivalencia): stored only when it is one (issue 28).
    ...(service ? { service: true } : {}),
    sourceId: idOrNull(l.sourceId, `${path}.sourceId`),
    sourceLabel: textOrNull(l.sourceLabel, `${path}.sourceLabel`, 200),
  };
}

function rectifiesOf(v: unknown): Rectifies | null {
  if (v === null || v === undefined) return null;
  const r = objectAt(v, 'rectifies');
  return {
    invoiceId: id(r.invoiceId, 'rectifies.invoiceId'),
    // What the original is called and when it was issued are copied from it on issue.
    numberText: text(r.numberText ?? '', 'rectifies.numberText', 40),
    issueDate: text(r.issueDate ?? '', 'rectifies.issueDate', 10),
    mode: isRectificationMode(r.mode)
      ? r.mode
      : (() => {
          throw new Refusal('rectifies.mode');
        })(),
    code: oneOf(r.code, RECTIFICATION_CODES, 'rectifies.code'),
    reason: text(r.reason, 'rectifies.reason'),
    // What a substitution replaces is worked out on issue from the stored invoices.
    replaced: null,
  };
}

const EMPTY_PARTY = partySnapshotOf({});

/** The content of an invoice as sent to saveInvoiceDraft or issueInvoice. */
export function parseInvoiceContent(raw: unknown): Parsed<InvoiceContent> {
  try {
    const c = objectAt(raw, 'content');
    const sourceIds = list(c.sourceIds ?? [], MAX_SOURCES, 'sourceIds').map((s, i) => id(s, `sourceIds.${i}`));
    if (new Set(sourceIds).size !== sourceIds.length) throw new Refusal('sourceIds');
    return {
      ok: true,
      value: {
        kind: oneOf(c.kind, ['input', 'output'] as const, 'kind'),
        type: oneOf(c.type, ['ordinaria', 'rectificativa'] as const, 'type'),
        partyId: id(c.partyId, 'partyId'),
        party: EMPTY_PARTY,
        paymentTermsDays: integer(c.paymentTermsDays ?? 0, 'paymentTermsDays'),
        recargoEquivalencia: bool(c.recargoEquivalencia ?? false, 'recargoEquivalencia'),
        irpfRate: finite(c.irpfRate ?? 0, 'irpfRate'),
        operationDate: textOrNull(c.operationDate, 'operationDate', 10),
        dueDate: textOrNull(c.dueDate, 'dueDate', 10),
        lines: list(c.lines, MAX_LINES, 'lines').map(lineOf),
        sourceIds,
        notes: text(c.notes ?? '', 'notes', MAX_TEXT, 'multiline'),
        rectifies: rectifiesOf(c.rectifies),
        vendorInvoiceNumber: textOrNull(c.vendorInvoiceNumber, 'vendorInvoiceNumber', 200),
        vendorInvoiceDate: textOrNull(c.vendorInvoiceDate, 'vendorInvoiceDate', 10),
        investmentGoods: bool(c.investmentGoods ?? false, 'investmentGoods'),
        premisesRental: bool(c.premisesRental ?? false, 'premisesRental'),
      },
    };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, detail: error.message };
    throw error;
  }
}

/** An invoice id named by a command (null where a new one may be made). */
export function parseInvoiceId(raw: unknown, nullable: boolean): Parsed<string | null> {
  try {
    return { ok: true, value: nullable ? idOrNull(raw, 'invoiceId') : id(raw, 'invoiceId') };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, detail: error.message };
    throw error;
  }
}

export interface Payment {
  paidDate: string;
  paymentMethod: PaymentMethod;
}

/** setInvoicePayment's payment: a real day and one of the methods, or null (pending again). */
export function parsePayment(raw: unknown): Parsed<Payment | null> {
  if (raw === null) return { ok: true, value: null };
  try {
    const p = objectAt(raw, 'payment');
    const paidDate = text(p.paidDate, 'payment.paidDate', 10);
    if (!parseIsoDate(paidDate)) throw new Refusal('payment.paidDate');
    return { ok: true, value: { paidDate, paymentMethod: oneOf(p.paymentMethod, PAYMENT_METHODS, 'payment.paymentMethod') } };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, detail: error.message };
    throw error;
  }
}
