import { mulDivRound, toScaled } from './decimal';
import { percentOfCents } from './money';
import { toThousandths } from './quantity';
import { recargoRateFor, type TaxCause } from './tax';

export { validateLine, validateTotalsOptions, type LineError } from './lineValidation';

export type LineInput = {
  quantity: number;
  unitPriceCents: number;
  discountPct: number;
  vatRate: number;
  /** Why a 0 % line carries no VAT (exempt E1–E6 or not subject N1–N2). */
  exemption?: TaxCause | null;
  /** Labores del tabaco: recargo de equivalencia 1,75 % instead of 5,2 % (LIVA art. 161). */
  tobacco?: boolean;
  /**
   * A service, not a delivery of goods: never carries recargo de equivalencia, which applies
   * only to deliveries of goods to retailers in the regime (LIVA arts. 154–156 and 161).
   * Absent reads as goods (a product line takes it from the product's `stocked: false`).
   */
  service?: boolean;
};
export type TotalsOptions = { recargoEquivalencia: boolean; irpfRate: number };
export type RateBreakdown = {
  vatRate: number;
  exemption: TaxCause | null;
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
  /** The invoice total: base + IVA + recargo (VERI*FACTU ImporteTotal). The withholding is not part of it. */
  totalCents: number;
  /** What the recipient pays: the total less the IRPF withheld ("Total a pagar"). */
  payableCents: number;
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

type Group = { vatRate: number; exemption: TaxCause | null; tobacco: boolean; noRecargo: boolean; baseCents: number };

/**
 * Lines grouped by VAT rate, cause of a 0 % and tobacco (whose recargo differs at the same rate);
 * when the recipient is in recargo de equivalencia, services apart from goods at the same rate,
 * since their base carries no recargo (a rate with and without recargo is two groups).
 */
function groupByRate(lines: LineInput[], lineBases: number[], recargo: boolean): Group[] {
  const groups = new Map<string, Group>();
  lines.forEach((line, i) => {
    const exemption = line.exemption ?? null;
    const tobacco = line.tobacco === true && exemption === null && line.service !== true;
    const noRecargo = recargo && exemption === null && line.service === true;
    const key = `${line.vatRate}|${exemption ?? ''}|${tobacco ? 'T' : ''}|${noRecargo ? 'S' : ''}`;
    const group = groups.get(key) ?? { vatRate: line.vatRate, exemption, tobacco, noRecargo, baseCents: 0 };
    group.baseCents += lineBases[i] ?? 0;
    groups.set(key, group);
  });
  return [...groups.values()];
}

/** Rate descending; exempt groups last, by exemption code. */
function compareGroups(a: RateBreakdown, b: RateBreakdown): number {
  if ((a.exemption === null) !== (b.exemption === null)) return a.exemption === null ? -1 : 1;
  if (a.vatRate !== b.vatRate) return b.vatRate - a.vatRate;
  if (a.recargoRate !== b.recargoRate) return b.recargoRate - a.recargoRate;
  return (a.exemption ?? '').localeCompare(b.exemption ?? '');
}

/**
 * Totals of an invoice, albarán or rectificativa. VAT and recargo are rounded
 * once per (rate, cause, tobacco, service) group on the summed line bases, not per line.
 * Exempt and non-subject groups carry no VAT and no recargo; nor do services (issue 28). The total is the
 * invoice total (RD 1619/2012 art. 6.1.h–i: base, cuotas and recargo); the IRPF
 * withheld is shown apart and only reduces what is paid (payableCents).
 */
export function computeTotals(lines: LineInput[], options: TotalsOptions): DocumentTotals {
  const lineBases = lines.map(lineBaseCents);
  const breakdown = groupByRate(lines, lineBases, options.recargoEquivalencia)
    .map(({ tobacco, noRecargo, ...group }): RateBreakdown => {
      const exempt = group.exemption !== null;
      const recargoRate = options.recargoEquivalencia && !exempt && !noRecargo ? recargoRateFor(group.vatRate, tobacco) : 0;
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
    totalCents: baseCents + vatCents + recargoCents,
    payableCents: baseCents + vatCents + recargoCents - irpfCents,
  };
}
