/**
 * Prices entered IVA included (a shop counter, facturas simplificadas: RD 1619/2012 art. 7.1.f,
 * "tipo impositivo aplicado y, opcionalmente, también la expresión «IVA incluido»").
 *
 * What the customer pays is fixed first: each line's gross amount (IVA included) is rounded to
 * the cent exactly as documentTotals rounds a net line (quantity in thousandths, discount in
 * hundredths of a percent, half away from zero). Then, once per (rate, cause) group, the gross
 * total G is split:
 *
 *   base  = round(G × 100 / (100 + rate))   half away from zero, in integers (BigInt)
 *   cuota = G − base
 *
 * so base + cuota = G exactly for every rate, and the invoice total is the sum of the gross
 * amounts: what was rung up is what is paid, never a cent more or less. Splitting per rate (not
 * per line) mirrors documentTotals, which rounds the VAT once per rate on the summed bases.
 */
import { mulDivRound, toScaled } from './decimal';
import { lineBaseCents, type DocumentTotals, type RateBreakdown } from './documentTotals';
import type { TaxCause } from './tax';

export type GrossLineInput = {
  quantity: number;
  /** Unit price IVA included, in cents. */
  unitPriceCents: number;
  /** Discount on the gross amount, in percent with at most 2 decimals; 0 when absent. */
  discountPct?: number;
  vatRate: number;
  /** Why a 0 % line carries no VAT (exempt E1–E6 or not subject N1–N2), as on LineInput. */
  exemption?: TaxCause | null;
};

export type GrossRateGroup = {
  vatRate: number;
  exemption: TaxCause | null;
  /** Sum of the group's line gross amounts: base + cuota. */
  grossCents: number;
  baseCents: number;
  vatCents: number;
};

export type IvaIncludedTotals = {
  /** Each line's gross amount (IVA included), in input order. */
  lineGross: number[];
  /** Each line's share of its group's base, in input order; a group's shares add up to its base exactly. */
  lineBases: number[];
  /** Rate descending; exempt and non-subject groups last, by cause. */
  groups: GrossRateGroup[];
  baseCents: number;
  vatCents: number;
  /** Sum of the line gross amounts: what the customer pays (= baseCents + vatCents). */
  totalCents: number;
};

type RateKey = Pick<GrossLineInput, 'vatRate' | 'exemption'>;

/**
 * round(quantity × gross unit price × (1 − discount / 100)) to the cent, half away from zero,
 * exactly: the same rounding as documentTotals' lineBaseCents, applied to the gross price.
 */
export function lineGrossCents(line: GrossLineInput): number {
  return lineBaseCents({ quantity: line.quantity, unitPriceCents: line.unitPriceCents, discountPct: line.discountPct ?? 0, vatRate: line.vatRate });
}

/**
 * The base and cuota inside a gross amount at a VAT rate (at most 2 decimals):
 * base = round(gross × 100 / (100 + rate)), half away from zero; cuota = gross − base.
 * A negative gross (a rectificativa by difference) splits into the exact negatives.
 */
export function splitGrossCents(grossCents: number, vatRate: number): { baseCents: number; vatCents: number } {
  const baseCents = mulDivRound([grossCents, 100 * 100], 100 * 100 + toScaled(vatRate, 2));
  const vatCents = grossCents - baseCents;
  return { baseCents: baseCents === 0 ? 0 : baseCents, vatCents: vatCents === 0 ? 0 : vatCents };
}

const groupKey = (line: RateKey) => `${line.vatRate}|${line.exemption ?? ''}`;

/** The base inside a group's gross total: all of it when the group is exempt or not subject. */
function groupBaseCents(grossCents: number, group: RateKey): number {
  return (group.exemption ?? null) === null ? splitGrossCents(grossCents, group.vatRate).baseCents : grossCents;
}

/**
 * Each line's share of its group's base: the base of the running gross total up to and
 * including the line, less that of the total before it. The shares telescope to the group's
 * base exactly, each is within a cent of the line's own split, and a line of 0,00 € gets 0.
 */
function lineBaseShares(lines: readonly GrossLineInput[], lineGross: readonly number[]): number[] {
  const running = new Map<string, number>();
  return lines.map((line, i) => {
    const key = groupKey(line);
    const before = running.get(key) ?? 0;
    const after = before + (lineGross[i] ?? 0);
    running.set(key, after);
    const share = groupBaseCents(after, line) - groupBaseCents(before, line);
    return share === 0 ? 0 : share;
  });
}

/** Rate descending; exempt groups last, by cause (the order documentTotals gives its breakdown). */
function compareGroups(a: GrossRateGroup, b: GrossRateGroup): number {
  if ((a.exemption === null) !== (b.exemption === null)) return a.exemption === null ? -1 : 1;
  if (a.vatRate !== b.vatRate) return b.vatRate - a.vatRate;
  return (a.exemption ?? '').localeCompare(b.exemption ?? '');
}

/**
 * Totals of a ticket priced IVA included: gross per line, then base and cuota once per
 * (rate, cause) group. An exempt or non-subject group is all base. No recargo de equivalencia
 * and no IRPF: a counter sale to a consumer carries neither.
 */
export function computeIvaIncludedTotals(lines: readonly GrossLineInput[]): IvaIncludedTotals {
  const lineGross = lines.map(lineGrossCents);
  const sums = new Map<string, { vatRate: number; exemption: TaxCause | null; grossCents: number }>();
  lines.forEach((line, i) => {
    const key = groupKey(line);
    const group = sums.get(key) ?? { vatRate: line.vatRate, exemption: line.exemption ?? null, grossCents: 0 };
    group.grossCents += lineGross[i] ?? 0;
    sums.set(key, group);
  });
  const groups = [...sums.values()]
    .map((g): GrossRateGroup => {
      const baseCents = groupBaseCents(g.grossCents, g);
      const vatCents = g.grossCents - baseCents;
      return { ...g, baseCents, vatCents: vatCents === 0 ? 0 : vatCents };
    })
    .sort(compareGroups);
  const sum = (pick: (g: GrossRateGroup) => number) => groups.reduce((acc, g) => acc + pick(g), 0);
  return {
    lineGross,
    lineBases: lineBaseShares(lines, lineGross),
    groups,
    baseCents: sum((g) => g.baseCents),
    vatCents: sum((g) => g.vatCents),
    totalCents: sum((g) => g.grossCents),
  };
}

/** The groups as documentTotals' RateBreakdown (no recargo), so the invoice stores them like any other. */
export function ivaIncludedBreakdown(totals: IvaIncludedTotals): RateBreakdown[] {
  return totals.groups.map((g) => ({
    vatRate: g.vatRate,
    exemption: g.exemption,
    baseCents: g.baseCents,
    vatCents: g.vatCents,
    recargoRate: 0,
    recargoCents: 0,
  }));
}

/**
 * The whole result in documentTotals' DocumentTotals shape: line bases are each line's share of
 * its group's base; no recargo, no IRPF, so the total and the amount payable are the gross total.
 */
export function ivaIncludedDocumentTotals(totals: IvaIncludedTotals): DocumentTotals {
  return {
    lineBases: [...totals.lineBases],
    breakdown: ivaIncludedBreakdown(totals),
    baseCents: totals.baseCents,
    vatCents: totals.vatCents,
    recargoCents: 0,
    irpfRate: 0,
    irpfCents: 0,
    totalCents: totals.totalCents,
    payableCents: totals.totalCents,
  };
}
