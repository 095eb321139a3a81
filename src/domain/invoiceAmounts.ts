/**
 * The amounts of a stored invoice (any shape ever written), read the same way by the
 * repository, the summaries and the commands. Pure.
 *
 * `totalCents` is the invoice total: base + IVA + recargo (RD 1619/2012 art. 6.1; VERI*FACTU
 * ImporteTotal). `payableCents` is what the recipient pays: the total less the IRPF withheld.
 * Invoices written before the two were told apart stored only `totalCents`, which then meant
 * the amount payable: such a document (no `payableCents`) reads as total = stored + IRPF.
 */
import type { RateBreakdown } from './documentTotals';
import { isTaxCause } from './tax';

export interface InvoiceAmounts {
  baseCents: number;
  vatCents: number;
  recargoCents: number;
  irpfCents: number;
  totalCents: number;
  payableCents: number;
}

const cents = (v: unknown): number => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);

export function invoiceAmountsOf(d: Record<string, unknown>): InvoiceAmounts {
  const irpfCents = cents(d.irpfCents);
  const stored = cents(d.totalCents);
  const legacy = d.payableCents === undefined;
  return {
    baseCents: cents(d.baseCents),
    vatCents: cents(d.vatCents),
    recargoCents: cents(d.recargoCents),
    irpfCents,
    totalCents: legacy ? stored + irpfCents : stored,
    payableCents: legacy ? stored : cents(d.payableCents),
  };
}

/**
 * The figures one invoice stands for in the books, and what a rectificativa by substitution
 * replaces (the invoice as it then stood, after earlier rectificativas). `settledCents` is what
 * had already been collected or paid on the invoices replaced, so the substitution is only
 * pending for the rest.
 */
export interface InvoiceFigures extends InvoiceAmounts {
  numberText: string;
  breakdown: RateBreakdown[];
  settledCents: number;
}

export function emptyFigures(numberText = ''): InvoiceFigures {
  return { numberText, breakdown: [], baseCents: 0, vatCents: 0, recargoCents: 0, irpfCents: 0, totalCents: 0, payableCents: 0, settledCents: 0 };
}

const groupKey = (b: RateBreakdown) => `${b.vatRate}|${b.exemption ?? ''}|${b.recargoRate}`;

/** The breakdown groups of a and b added group by group (same rate, cause and recargo). */
export function addBreakdowns(a: readonly RateBreakdown[], b: readonly RateBreakdown[]): RateBreakdown[] {
  const groups = new Map<string, RateBreakdown>();
  for (const g of [...a, ...b]) {
    const key = groupKey(g);
    const current = groups.get(key);
    groups.set(
      key,
      current
        ? {
            ...current,
            baseCents: current.baseCents + g.baseCents,
            vatCents: current.vatCents + g.vatCents,
            recargoCents: current.recargoCents + g.recargoCents,
          }
        : { ...g },
    );
  }
  return [...groups.values()].filter((g) => g.baseCents !== 0 || g.vatCents !== 0 || g.recargoCents !== 0);
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);

/** A stored breakdown list (anything else reads as none). */
export function breakdownOf(v: unknown): RateBreakdown[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((g): g is Record<string, unknown> => typeof g === 'object' && g !== null)
    .map((d) => ({
      vatRate: num(d.vatRate),
      exemption: isTaxCause(d.exemption) ? d.exemption : null,
      baseCents: cents(d.baseCents),
      vatCents: cents(d.vatCents),
      recargoRate: num(d.recargoRate),
      recargoCents: cents(d.recargoCents),
    }));
}

/** Stored figures (a `rectifies.replaced` map) or null. */
export function figuresOf(v: unknown): InvoiceFigures | null {
  if (!v || typeof v !== 'object') return null;
  const d = v as Record<string, unknown>;
  return {
    numberText: typeof d.numberText === 'string' ? d.numberText : '',
    breakdown: breakdownOf(d.breakdown),
    ...invoiceAmountsOf(d),
    settledCents: cents(d.settledCents),
  };
}
