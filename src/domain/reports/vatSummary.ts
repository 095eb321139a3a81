/**
 * Resumen de IVA por trimestre laid out as the modelo 303 (régimen general,
 * rate and recargo boxes of the design in force for the period,
 * `src/domain/taxModels/model303Designs.ts`; see DECISIONS.md "Reports" and
 * "The 303, 349 and 390"). The complete 303, to [71], is `src/domain/taxModels/model303.ts`.
 * Invoices are taken by the date their VAT fell due (`taxDate`, LIVA art. 75).
 *
 * - IVA devengado: ordinary sales subject to VAT per rate ([150] 0 %, [01] 4 %,
 *   [04] 10 %, [07] 21 %…), recargo de equivalencia per recargo rate ([156]
 *   1,75 %, [168] 0,5 %, [19] 1,4 %, [22] 5,2 %); sales rectificativas (both
 *   modes, net) go to "modificación de bases y cuotas" [14]/[15] and, for the
 *   recargo, [25]/[26], not into the rate lines. [27] adds every cuota.
 * - IVA deducible: ordinary purchases with Spanish VAT, current goods [28]/[29]
 *   or investment goods [30]/[31]; received rectificativas go to
 *   "rectificación de deducciones" [40]/[41]. All of it taken as deductible
 *   (no prorrata); recargo borne on purchases is never deductible. [45], [46].
 * - Información adicional: intra-EU supplies (E5) and services to a business in
 *   another member state (N2 to an EU party, LIVA art. 69.Uno.1º; the 349's key S) [59],
 *   exports and assimilated (E2, E3) [60], other not subject by place-of-supply rules (N2) [120].
 * - Not computed, listed apart: other exempt or non-subject sales (E1, E4, E6,
 *   N1 have no box), intra-EU acquisitions and imports (self-assessed [10]/[11]
 *   and [36]–[39], or paid at customs [32]–[35]: their VAT is not on the
 *   vendor's invoice), purchases without VAT.
 *
 * Folded one page of invoices at a time: the accumulator holds sums, never the invoices.
 * Pure: unit-tested with hand-checked figures.
 */
import type { RateBreakdown } from '../documentTotals';
import type { TaxCause } from '../tax';
import { designFor } from '../taxModels/model303Designs';
import type { TaxQuarter } from '../taxModels/types';
import { partyZone, signedBreakdown, type PartyZone, type ReportInvoice } from './reportModel';

export interface BaseQuota {
  baseCents: number;
  quotaCents: number;
}

export interface VatSummary {
  /** Ordinary sales subject to VAT (no cause), per VAT rate. */
  accrued: Record<string, BaseQuota & { vatRate: number }>;
  /** Recargo de equivalencia charged on ordinary sales, per recargo rate. */
  recargo: Record<string, BaseQuota & { recargoRate: number }>;
  /** Sales rectificativas, net: [14]/[15] and [25]/[26]. */
  accruedModification: BaseQuota;
  recargoModification: BaseQuota;
  /** Sales without VAT per cause (E1–E6, N1, N2), rectificativas with their sign. */
  salesByCause: Partial<Record<TaxCause, number>>;
  /** The part of the N2 sales made to a party in another member state: services to EU businesses, [59]. */
  servicesToEuCents: number;
  deductibleCurrent: BaseQuota;
  deductibleInvestment: BaseQuota;
  deductionRectification: BaseQuota;
  /** Bases of purchases with no deductible quota on the invoice. */
  intraEuAcquisitionsCents: number;
  importsCents: number;
  purchasesWithoutVatCents: number;
  invoices: { issued: number; received: number };
}

const zero = (): BaseQuota => ({ baseCents: 0, quotaCents: 0 });

export function emptyVatSummary(): VatSummary {
  return {
    accrued: {},
    recargo: {},
    accruedModification: zero(),
    recargoModification: zero(),
    salesByCause: {},
    servicesToEuCents: 0,
    deductibleCurrent: zero(),
    deductibleInvestment: zero(),
    deductionRectification: zero(),
    intraEuAcquisitionsCents: 0,
    importsCents: 0,
    purchasesWithoutVatCents: 0,
    invoices: { issued: 0, received: 0 },
  };
}

function add(target: BaseQuota, baseCents: number, quotaCents: number): void {
  target.baseCents += baseCents;
  target.quotaCents += quotaCents;
}

function addSale(s: VatSummary, g: RateBreakdown, rectificativa: boolean, zone: PartyZone): void {
  if (g.exemption !== null) {
    s.salesByCause[g.exemption] = (s.salesByCause[g.exemption] ?? 0) + g.baseCents;
    if (g.exemption === 'N2' && zone === 'EU') s.servicesToEuCents += g.baseCents;
    return;
  }
  if (rectificativa) add(s.accruedModification, g.baseCents, g.vatCents);
  else add((s.accrued[String(g.vatRate)] ??= { vatRate: g.vatRate, ...zero() }), g.baseCents, g.vatCents);
  if (g.recargoRate > 0 || g.recargoCents !== 0) {
    if (rectificativa) add(s.recargoModification, g.baseCents, g.recargoCents);
    else add((s.recargo[String(g.recargoRate)] ??= { recargoRate: g.recargoRate, ...zero() }), g.baseCents, g.recargoCents);
  }
}

/**
 * A purchase group: with Spanish VAT it is deductible (interior); at 0 % from a
 * vendor abroad it is an intra-EU acquisition or an import, whose VAT is not on
 * the invoice; exempt or not subject from a Spanish vendor it has none.
 */
function addPurchase(s: VatSummary, invoice: ReportInvoice, g: RateBreakdown): void {
  const zone = partyZone(invoice.partyCountryCode);
  if (zone !== 'ES' && g.vatCents === 0) {
    if (zone === 'EU') s.intraEuAcquisitionsCents += g.baseCents;
    else s.importsCents += g.baseCents;
    return;
  }
  if (g.exemption !== null) {
    s.purchasesWithoutVatCents += g.baseCents;
    return;
  }
  const target = invoice.rectificativa ? s.deductionRectification : invoice.investmentGoods ? s.deductibleInvestment : s.deductibleCurrent;
  add(target, g.baseCents, g.vatCents);
}

/** Adds one invoice (mutates the accumulator: it is the fold's own state). */
export function addToVatSummary(summary: VatSummary, invoice: ReportInvoice): void {
  const issued = invoice.kind === 'output';
  if (issued) summary.invoices.issued += 1;
  else summary.invoices.received += 1;
  for (const g of signedBreakdown(invoice)) {
    if (issued) addSale(summary, g, invoice.rectificativa, partyZone(invoice.partyCountryCode));
    else addPurchase(summary, invoice, g);
  }
}

/** What a row of the form is, for its label (messages.ts). */
export type Concept303 =
  | 'accrued'
  | 'accruedModification'
  | 'recargo'
  | 'recargoModification'
  | 'accruedTotal'
  | 'deductibleCurrent'
  | 'deductibleInvestment'
  | 'deductionRectification'
  | 'deductibleTotal'
  | 'result'
  | 'intraEuSupplies'
  | 'exports'
  | 'notSubjectByLocation'
  | 'salesWithoutBox'
  | 'intraEuAcquisitions'
  | 'imports'
  | 'purchasesWithoutVat';

export interface Boxes303 {
  base: string | null;
  rate: string | null;
  quota: string | null;
}

export interface Row303 {
  concept: Concept303;
  /** The IVA or recargo rate of a rate line. */
  rate: number | null;
  /** The cause of a sale without VAT that has no box. */
  cause: TaxCause | null;
  boxes: Boxes303;
  baseCents: number | null;
  quotaCents: number | null;
}

export interface Form303 {
  accrued: Row303[];
  deductible: Row303[];
  result: Row303;
  info: Row303[];
  /** Figures the 303 needs but this summary does not compute or has no box for. */
  outside: Row303[];
}

const boxes = (base: string | null, rate: string | null, quota: string | null): Boxes303 => ({ base, rate, quota });

/** IVA devengado rate lines, in the form's order (2026 design; [150] and [153] exist since 2023, [165] since 2026). */
const RATE_BOXES: [rate: number, Boxes303][] = [
  [0, boxes('150', '151', '152')],
  [2, boxes('165', '166', '167')],
  [4, boxes('01', '02', '03')],
  [5, boxes('153', '154', '155')],
  [10, boxes('04', '05', '06')],
  [21, boxes('07', '08', '09')],
];

/**
 * Recargo lines in the form's order. 0,5 % goes where the design in force puts it:
 * [168]–[170] from 4T 2024 (designs 2024-10, 2025, 2026), [16]–[18] before (design 2023),
 * which is also where any other recargo rate goes.
 */
function recargoBoxes(year: number, quarter: TaxQuarter): [rate: number, Boxes303][] {
  const half = year < 2023 ? boxes('16', '17', '18') : designFor(year, quarter).recargoRates['0.5'];
  return [
    [1.75, boxes('156', '157', '158')],
    [0.5, boxes(half.base, half.rate, half.quota)],
    [1.4, boxes('19', '20', '21')],
    [5.2, boxes('22', '23', '24')],
  ];
}

/** Lines sorted by the form's order; a rate the form has no line for (none today) goes last, without boxes. */
function rateRows(lines: (BaseQuota & { rate: number })[], table: [number, Boxes303][], concept: Concept303, otherBoxes: Boxes303): Row303[] {
  const position = (rate: number) => {
    const i = table.findIndex(([r]) => r === rate);
    return i < 0 ? table.length : i;
  };
  return [...lines]
    .sort((a, b) => position(a.rate) - position(b.rate) || a.rate - b.rate)
    .map((l) => ({
      concept,
      rate: l.rate,
      cause: null,
      boxes: table.find(([r]) => r === l.rate)?.[1] ?? otherBoxes,
      baseCents: l.baseCents,
      quotaCents: l.quotaCents,
    }));
}

const row = (concept: Concept303, b: Boxes303, baseCents: number | null, quotaCents: number | null): Row303 => ({
  concept,
  rate: null,
  cause: null,
  boxes: b,
  baseCents,
  quotaCents,
});

/** Causes of sales without VAT that the 303 has no box for. */
const CAUSES_WITHOUT_BOX: TaxCause[] = ['E1', 'E4', 'E6', 'N1'];

/**
 * The summary as the 303's boxes for a quarter of `year`. Without the quarter, the
 * year's first design is used (it matters only in 2024, whose 4T has [168]).
 */
export function form303(s: VatSummary, year: number, quarter: TaxQuarter = 1): Form303 {
  const accruedRates = rateRows(
    Object.values(s.accrued).map((l) => ({ rate: l.vatRate, baseCents: l.baseCents, quotaCents: l.quotaCents })),
    RATE_BOXES,
    'accrued',
    boxes(null, null, null),
  );
  const recargoTable = recargoBoxes(year, quarter);
  const recargoRates = rateRows(
    Object.values(s.recargo).map((l) => ({ rate: l.recargoRate, baseCents: l.baseCents, quotaCents: l.quotaCents })),
    recargoTable,
    'recargo',
    boxes('16', '17', '18'),
  );
  const accruedTotal =
    [...accruedRates, ...recargoRates].reduce((a, r) => a + (r.quotaCents ?? 0), 0) +
    s.accruedModification.quotaCents +
    s.recargoModification.quotaCents;
  const deductibleTotal = s.deductibleCurrent.quotaCents + s.deductibleInvestment.quotaCents + s.deductionRectification.quotaCents;
  const cause = (c: TaxCause) => s.salesByCause[c] ?? 0;
  return {
    accrued: [
      ...accruedRates,
      row('accruedModification', boxes('14', null, '15'), s.accruedModification.baseCents, s.accruedModification.quotaCents),
      ...recargoRates,
      row('recargoModification', boxes('25', null, '26'), s.recargoModification.baseCents, s.recargoModification.quotaCents),
      row('accruedTotal', boxes(null, null, '27'), null, accruedTotal),
    ],
    deductible: [
      row('deductibleCurrent', boxes('28', null, '29'), s.deductibleCurrent.baseCents, s.deductibleCurrent.quotaCents),
      row('deductibleInvestment', boxes('30', null, '31'), s.deductibleInvestment.baseCents, s.deductibleInvestment.quotaCents),
      row('deductionRectification', boxes('40', null, '41'), s.deductionRectification.baseCents, s.deductionRectification.quotaCents),
      row('deductibleTotal', boxes(null, null, '45'), null, deductibleTotal),
    ],
    result: row('result', boxes(null, null, '46'), null, accruedTotal - deductibleTotal),
    info: [
      row('intraEuSupplies', boxes('59', null, null), cause('E5') + s.servicesToEuCents, null),
      row('exports', boxes('60', null, null), cause('E2') + cause('E3'), null),
      row('notSubjectByLocation', boxes('120', null, null), cause('N2') - s.servicesToEuCents, null),
    ],
    outside: [
      ...CAUSES_WITHOUT_BOX.filter((c) => cause(c) !== 0).map((c): Row303 => ({
        ...row('salesWithoutBox', boxes(null, null, null), cause(c), null),
        cause: c,
      })),
      ...(s.intraEuAcquisitionsCents !== 0 ? [row('intraEuAcquisitions', boxes(null, null, null), s.intraEuAcquisitionsCents, null)] : []),
      ...(s.importsCents !== 0 ? [row('imports', boxes(null, null, null), s.importsCents, null)] : []),
      ...(s.purchasesWithoutVatCents !== 0 ? [row('purchasesWithoutVat', boxes(null, null, null), s.purchasesWithoutVatCents, null)] : []),
    ],
  };
}
