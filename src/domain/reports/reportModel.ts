/**
 * What the reports read from an issued invoice, and the periods they cover.
 * Pure: no Firebase, no React. All amounts are integer cents.
 *
 * Dates: the books and the 347 use the invoice's `date` field, which is the
 * issue date of a sales invoice and the registry date (the day it was entered
 * in the purchase book, "REG-…") of a purchase invoice, not the vendor's own
 * invoice date. The VAT summary (303) uses `taxDate`, the day the VAT falls due
 * (LIVA art. 75: the operation date of a sale when it has one, else its issue
 * date; the registry date of a purchase).
 */
import { EU_MEMBER_STATES } from '../countries';
import type { DocumentTotals, RateBreakdown } from '../documentTotals';
import type { InvoiceAmounts, InvoiceFigures } from '../invoiceAmounts';
import { parseIsoDate } from '../dates';
import type { RectificationCode, RectificationMode } from '../rectification';
import type { TaxOperation } from '../taxModels/model303';

export type { RectificationCode, RectificationMode };
export type ReportKind = 'input' | 'output';

/**
 * The figures a rectificativa by substitution cancels: those of the invoice it
 * replaces AS IT STOOD just before (the original plus its rectificativas by
 * difference, or the previous substitution), stored on the rectificativa at issue.
 */
export type ReplacedFigures = Omit<InvoiceFigures, 'settledCents'>;

/** An invoice's figures are its document totals (breakdown per rate, base, cuotas, IRPF, total, payable). */
export interface ReportInvoice extends Omit<DocumentTotals, 'lineBases'> {
  id: string;
  kind: ReportKind;
  rectificativa: boolean;
  /** R1–R5 on a rectificativa (null on an ordinary invoice or an old rectificativa without it). */
  rectificationCode: RectificationCode | null;
  rectificationMode: RectificationMode | null;
  numberText: string;
  /** Issue date (sales) or registry date (purchases), `YYYY-MM-DD`. */
  date: string;
  /** Date of the operation when the invoice gives one. */
  operationDate: string | null;
  /** Date the VAT falls due (devengo), `YYYY-MM-DD`: what the 303 groups by. */
  taxDate: string;
  vendorInvoiceNumber: string | null;
  vendorInvoiceDate: string | null;
  partyId: string;
  partyName: string;
  partyNif: string;
  /** ISO alpha-2; 'ES' when the invoice does not say. */
  partyCountryCode: string;
  /** Purchases: bienes de inversión (303 [30]/[31]). */
  investmentGoods: boolean;
  /** Purchases: rent of business premises (kept in the 347 although IRPF is withheld). */
  premisesRental: boolean;
  /**
   * Purchases: the Tipo de operación the invoice states (src/domain/invoices/receivedOperation.ts),
   * or intraEuServices for an EU purchase without VAT whose lines are all services; null: the
   * 303/349/390 infer it from the vendor's zone.
   */
  operation?: TaxOperation | null;
  paymentMethod: string | null;
  paidDate: string | null;
  /** Number of the invoice a rectificativa corrects. */
  rectifiesNumber: string | null;
  /** A purchase credit note: the vendor's own number of the purchase it corrects (what the book names; issue 28). */
  rectifiesVendorNumber?: string | null;
  /**
   * Only for a rectificativa by substitution (RD 1619/2012 art. 15, VERI*FACTU
   * type S): it carries the complete corrected amounts, so the reports take
   * the replaced figures back out. Rectificativas by difference carry only the
   * change (negative where the amount goes down) and need nothing else.
   */
  replaced: ReplacedFigures | null;
}

export type NetAmounts = InvoiceAmounts;

/** What an invoice adds to a report: its own amounts with the replaced figures taken out. */
export function netAmounts(invoice: ReportInvoice): NetAmounts {
  const r = invoice.replaced;
  return {
    baseCents: invoice.baseCents - (r?.baseCents ?? 0),
    vatCents: invoice.vatCents - (r?.vatCents ?? 0),
    recargoCents: invoice.recargoCents - (r?.recargoCents ?? 0),
    irpfCents: invoice.irpfCents - (r?.irpfCents ?? 0),
    totalCents: invoice.totalCents - (r?.totalCents ?? 0),
    payableCents: invoice.payableCents - (r?.payableCents ?? 0),
  };
}

/** The breakdown groups an invoice contributes, with the replaced invoice's groups negated after its own. */
export function signedBreakdown(invoice: ReportInvoice): RateBreakdown[] {
  const negated = (invoice.replaced?.breakdown ?? []).map((b) => ({
    ...b,
    baseCents: -b.baseCents,
    vatCents: -b.vatCents,
    recargoCents: -b.recargoCents,
  }));
  return [...invoice.breakdown, ...negated];
}

/** Where the other party is: Spain, another EU member state, or outside the EU. */
export type PartyZone = 'ES' | 'EU' | 'nonEU';

export function partyZone(countryCode: string): PartyZone {
  const code = (countryCode || 'ES').toUpperCase();
  if (code === 'ES') return 'ES';
  return EU_MEMBER_STATES.includes(code) ? 'EU' : 'nonEU';
}

export type Quarter = 1 | 2 | 3 | 4;
export const QUARTERS: readonly Quarter[] = [1, 2, 3, 4];

/** The calendar quarter of an ISO date: 1 (Jan–Mar) … 4 (Oct–Dec). */
export function quarterOf(isoDate: string): Quarter {
  const month = Number(isoDate.slice(5, 7));
  if (!(month >= 1 && month <= 12)) throw new RangeError('invalidDate');
  return Math.ceil(month / 3) as Quarter;
}

export interface DateRange {
  from: string;
  to: string;
}

const LAST_DAY = ['03-31', '06-30', '09-30', '12-31'];

export function quarterRange(year: number, quarter: Quarter): DateRange {
  const y = String(year).padStart(4, '0');
  const firstMonth = String((quarter - 1) * 3 + 1).padStart(2, '0');
  return { from: `${y}-${firstMonth}-01`, to: `${y}-${LAST_DAY[quarter - 1]}` };
}

export function yearRange(year: number): DateRange {
  const y = String(year).padStart(4, '0');
  return { from: `${y}-01-01`, to: `${y}-12-31` };
}

/** The quarter `today` falls in. */
export function currentQuarter(todayIso: string): { year: number; quarter: Quarter } {
  return { year: Number(todayIso.slice(0, 4)), quarter: quarterOf(todayIso) };
}

export const MIN_REPORT_YEAR = 2000;
export const MAX_REPORT_YEAR = 2100;

export type RangeProblem = 'fromInvalid' | 'toInvalid' | 'toBeforeFrom' | 'tooLong';
/** A book covers at most this many days at once (a year and a day, so a whole leap year fits). */
export const MAX_RANGE_DAYS = 366;

/** Problems with a date range typed by hand, per field. */
export function validateRange(from: string, to: string): Partial<Record<'from' | 'to', RangeProblem>> {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  const errors: Partial<Record<'from' | 'to', RangeProblem>> = {};
  if (!a) errors.from = 'fromInvalid';
  if (!b) errors.to = 'toInvalid';
  if (a && b) {
    if (to < from) errors.to = 'toBeforeFrom';
    else if (
      (Date.UTC(b.getFullYear(), b.getMonth(), b.getDate()) - Date.UTC(a.getFullYear(), a.getMonth(), a.getDate())) / 86_400_000 >=
      MAX_RANGE_DAYS
    ) {
      errors.to = 'tooLong';
    }
  }
  return errors;
}

export function validateYear(text: string): number | null {
  if (!/^\d{4}$/.test(text.trim())) return null;
  const year = Number(text.trim());
  return year >= MIN_REPORT_YEAR && year <= MAX_REPORT_YEAR ? year : null;
}

/** The range cut at quarter boundaries (the parts a year-long fold reads in parallel). */
export function splitByQuarter(range: DateRange): DateRange[] {
  const parts: DateRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    const end = quarterRange(Number(from.slice(0, 4)), quarterOf(from)).to;
    const to = end < range.to ? end : range.to;
    parts.push({ from, to });
    if (to === range.to) break;
    const next = parseIsoDate(to)!;
    next.setDate(next.getDate() + 1);
    from = `${String(next.getFullYear()).padStart(4, '0')}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`;
  }
  return parts;
}
