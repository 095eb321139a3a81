/**
 * Extracto de cuenta of one client or vendor between two dates: the balance before the period,
 * then every issued invoice, payment and reversal in date order with the running balance, and the
 * closing balance. The balance is from the party's side of the account: what a client owes us, or
 * what we owe a vendor, so a sale (or purchase) adds, its credit note takes off, a cobro (or pago)
 * takes off and its reversal adds again. A reversed payment is shown twice: the payment on its
 * date and the reversal on the reversal's. A compensation (a credit note set off against invoices)
 * moves nothing: its allocations add up to zero.
 * Pure: no Firebase, no React; integer cents.
 */
import { invoiceAmountsOf, figuresOf } from '../invoiceAmounts';
import { invoiceFactsOf } from '../summaries';
import { dayNumberOf, requiredDay } from './reportDates';
import type { PaymentRecord } from './payments';

export type StatementSide = 'client' | 'vendor';

/** What the statement needs of an invoice (statementInvoiceOf reads it from a stored document). */
export interface StatementInvoice {
  id: string;
  kind: 'output' | 'input';
  /** Its number (a purchase's: the vendor's, else our registry number). */
  number: string;
  /** Issue date (a purchase's registry date). */
  issueDate: string;
  /** What it adds to the account: its payable amount (below zero: a credit note); a substitution, the difference from what it replaced. */
  amountCents: number;
  state: string;
  /** A ticket: paid at the counter, never on account. */
  simplified: boolean;
  /** Paid before payments were records of their own (a 'pagada' invoice without instalments): when and how much. */
  paidOutside: { date: string; amountCents: number } | null;
}

export type StatementPayment = PaymentRecord & { id: string };

export type StatementLineType = 'invoice' | 'creditNote' | 'payment' | 'reversal' | 'paidOutside';

export interface StatementLine {
  date: string;
  type: StatementLineType;
  /** The invoice's or the payment's id. */
  documentId: string;
  /** The invoice's number, or the payment's reference. */
  number: string;
  /** The payment's method, the reversal's reason; '' for an invoice. */
  detail: string;
  /** What it adds to the balance (below zero: takes off). */
  amountCents: number;
  balanceCents: number;
}

export interface Statement {
  from: string;
  to: string;
  openingCents: number;
  lines: StatementLine[];
  closingCents: number;
  /** Ids of documents left out because they could not be read (an amount or date that is not one). */
  unreadable: string[];
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** A stored invoice document as the statement reads it. */
export function statementInvoiceOf(id: string, d: Record<string, unknown>): StatementInvoice {
  const kind = d.kind === 'input' ? 'input' : 'output';
  const replaced = figuresOf((d.rectifies as Record<string, unknown> | null | undefined)?.replaced);
  const legacyPaid = d.status === 'pagada' && !(Array.isArray(d.instalments) && d.instalments.length > 0);
  const issueDate = text(d.issueDate) || text(d.date);
  return {
    id,
    kind,
    number: (kind === 'input' ? text(d.vendorInvoiceNumber) : '') || text(d.numberText),
    issueDate,
    amountCents: invoiceAmountsOf(d).payableCents - (replaced?.payableCents ?? 0),
    state: text(d.state),
    simplified: d.simplified === true,
    paidOutside: legacyPaid ? { date: text(d.paidDate) || issueDate, amountCents: invoiceFactsOf(d).dueCents } : null,
  };
}

// Within a day: invoices first, then what was paid, then reversals.
const ORDER: Record<StatementLineType, number> = { invoice: 0, creditNote: 0, paidOutside: 1, payment: 1, reversal: 2 };

/**
 * The statement of one party (`side`: a client's sales and cobros, or a vendor's purchases and
 * pagos; documents of the other kind are left out, as are drafts, annulled invoices and tickets)
 * from `from` to `to`, both included (ISO dates; throws RangeError when either is not one; a
 * period that ends before it starts has no lines and closes at its opening).
 */
export function accountStatement(
  side: StatementSide,
  invoices: readonly StatementInvoice[],
  payments: readonly StatementPayment[],
  from: string,
  to: string,
): Statement {
  const start = requiredDay(from);
  const end = requiredDay(to);
  const invoiceKind = side === 'client' ? 'output' : 'input';
  const paymentKind = side === 'client' ? 'cobro' : 'pago';
  const entries: Omit<StatementLine, 'balanceCents'>[] = [];
  const unreadable: string[] = [];
  for (const inv of invoices) {
    if (!inv || inv.kind !== invoiceKind || inv.state !== 'emitida' || inv.simplified === true) continue;
    if (!Number.isSafeInteger(inv.amountCents) || dayNumberOf(inv.issueDate) === null) {
      unreadable.push(String(inv.id));
      continue;
    }
    entries.push({
      date: inv.issueDate,
      type: inv.amountCents < 0 ? 'creditNote' : 'invoice',
      documentId: inv.id,
      number: text(inv.number),
      detail: '',
      amountCents: inv.amountCents,
    });
    const paid = inv.paidOutside;
    if (paid && Number.isSafeInteger(paid.amountCents) && paid.amountCents !== 0) {
      const date = dayNumberOf(paid.date) === null ? inv.issueDate : paid.date;
      entries.push({ date, type: 'paidOutside', documentId: inv.id, number: text(inv.number), detail: '', amountCents: -paid.amountCents });
    }
  }
  for (const p of payments) {
    if (!p || p.kind !== paymentKind) continue;
    const moved = p.method === 'compensacion' ? allocatedCents(p) : p.amountCents;
    if (moved === null || !Number.isSafeInteger(moved) || dayNumberOf(p.date) === null) {
      unreadable.push(String(p.id));
      continue;
    }
    entries.push({ date: p.date, type: 'payment', documentId: p.id, number: text(p.reference), detail: text(p.method), amountCents: 0 - moved });
    if (p.state === 'anulado') {
      const reversedOn = p.reversal && dayNumberOf(p.reversal.date) !== null ? p.reversal.date : p.date;
      entries.push({
        date: reversedOn,
        type: 'reversal',
        documentId: p.id,
        number: text(p.reference),
        detail: text(p.reversal?.reason),
        amountCents: moved,
      });
    }
  }
  entries.sort((a, b) =>
    a.date < b.date
      ? -1
      : a.date > b.date
        ? 1
        : ORDER[a.type] - ORDER[b.type] ||
          (a.number < b.number ? -1 : a.number > b.number ? 1 : 0) ||
          (a.documentId < b.documentId ? -1 : a.documentId > b.documentId ? 1 : 0),
  );
  let openingCents = 0;
  let balance = 0;
  const lines: StatementLine[] = [];
  for (const e of entries) {
    const day = dayNumberOf(e.date)!;
    if (day < start) {
      openingCents += e.amountCents;
      balance = openingCents;
    } else if (day <= end && start <= end) {
      balance += e.amountCents;
      lines.push({ ...e, balanceCents: balance });
    }
  }
  return { from, to, openingCents, lines, closingCents: lines.length > 0 ? balance : openingCents, unreadable };
}

/** A compensation's effect: its allocations' sum (null when one is unreadable). */
function allocatedCents(p: StatementPayment): number | null {
  if (!Array.isArray(p.allocations)) return null;
  let sum = 0;
  for (const a of p.allocations) {
    if (!a || !Number.isSafeInteger(a.amountCents)) return null;
    sum += a.amountCents;
  }
  return sum;
}
