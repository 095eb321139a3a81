import { mulDivRound, toScaled } from './decimal';
import { percentOfCents } from './money';
import { toThousandths } from './quantity';
import { recargoRateFor, type ExemptionCode } from './tax';

export { validateLine, validateTotalsOptions, type LineError } from './lineValidation';

export type LineInput = {
  quantity: number;
  unitPriceCents: number;
  discountPct: number;
  vatRate: number;
  exemption?: ExemptionCode | null;
};
export type TotalsOptions = { recargoEquivalencia: boolean; irpfRate: number };
export type RateBreakdown = {
  vatRate: number;
  exemption: ExemptionCode | null;
  baseCents: number;
  vatCents: number;
  recargoRate: number;
  recargoCents: number;
};
export type DocumentTotals = {
  lineBases: number[];
  breakdown: RateBreakdown[];
  baseCents: number;
  vatCents: number;
  recargoCents: number;
  irpfRate: number;
  irpfCents: number;
  totalCents: number;
};

/**
 * round(quantity × unit price × (1 − discount / 100)) to the cent, half away
 * from zero, computed exactly: quantity in thousandths, discount in hundredths
 * of a percent.
 */
export function lineBaseCents(line: LineInput): number {
  const keptHundredths = 100 * 100 - toScaled(line.discountPct, 2);
  return mulDivRound([toThousandths(line.quantity), line.unitPriceCents, keptHundredths], 1000 * 100 * 100);
}

type Group = { vatRate: number; exemption: ExemptionCode | null; baseCents: number };

function groupByRate(lines: LineInput[], lineBases: number[]): Group[] {
  const groups = new Map<string, Group>();
  lines.forEach((line, i) => {
    const exemption = line.exemption ?? null;
    const key = `${line.vatRate}|${exemption ?? ''}`;
    const group = groups.get(key) ?? { vatRate: line.vatRate, exemption, baseCents: 0 };
    group.baseCents += lineBases[i] ?? 0;
    groups.set(key, group);
  });
  return [...groups.values()];
}

/** Rate descending; exempt groups last, by exemption code. */
function compareGroups(a: RateBreakdown, b: RateBreakdown): number {
  if ((a.exemption === null) !== (b.exemption === null)) return a.exemption === null ? -1 : 1;
  if (a.vatRate !== b.vatRate) return b.vatRate - a.vatRate;
  return (a.exemption ?? '').localeCompare(b.exemption ?? '');
}

/**
 * Totals of an invoice, albarán or rectificativa. VAT and recargo are rounded
 * once per (rate, exemption) group on the summed line bases, not per line.
 * Exempt groups carry no VAT and no recargo.
 */
export function computeTotals(lines: LineInput[], options: TotalsOptions): DocumentTotals {
  const lineBases = lines.map(lineBaseCents);
  const breakdown = groupByRate(lines, lineBases)
    .map((group): RateBreakdown => {
      const exempt = group.exemption !== null;
      const recargoRate = options.recargoEquivalencia && !exempt ? recargoRateFor(group.vatRate) : 0;
      return {
        ...group,
        vatCents: exempt ? 0 : percentOfCents(group.baseCents, group.vatRate),
        recargoRate,
        recargoCents: percentOfCents(group.baseCents, recargoRate),
      };
    })
    .sort(compareGroups);
  const sum = (pick: (b: RateBreakdown) => number) => breakdown.reduce((acc, b) => acc + pick(b), 0);
  const baseCents = sum((b) => b.baseCents);
  const vatCents = sum((b) => b.vatCents);
  const recargoCents = sum((b) => b.recargoCents);
  const irpfCents = percentOfCents(baseCents, options.irpfRate);
  return {
    lineBases,
    breakdown,
    baseCents,
    vatCents,
    recargoCents,
    irpfRate: options.irpfRate,
    irpfCents,
    totalCents: baseCents + vatCents + recargoCents - irpfCents,
  };
}
