/**
 * The modelo 303 (régimen general) to its last box, from the invoices of a
 * quarter taken by their devengo date. A pure fold: `addToModel303` adds one
 * invoice to sums (never keeps the invoice), `model303Boxes` lays the sums out
 * in the design in force for the period (`model303Designs.ts`) and settles the
 * result with the compensation of earlier quarters.
 *
 * What an invoice is (LIVA):
 * - Sale, subject, no cause: IVA devengado per rate; recargo per recargo rate;
 *   rectificativas to "modificación" [14]/[15] and [25]/[26].
 * - Sale E5 (art. 25, intra-EU supply of goods) and sale N2 (not subject by
 *   place of supply, art. 69) to a business in another member state (services
 *   whose recipient is an EU business, art. 69.Uno.1º): [59], and the 349
 *   (keys E and S). N2 to anyone else: [120]. E2/E3 (arts. 21, 22): [60].
 *   Sale with `operation: 'reverseCharge'` (art. 84.Uno.2º, domestic reverse
 *   charge: the buyer pays the VAT): [122].
 * - Purchase from a vendor in another member state without VAT on the invoice:
 *   an intra-EU acquisition (goods: arts. 13, 15; services: art. 84.Uno.2º),
 *   self-assessed: devengado [10]/[11] and, as deductible, [36]/[37] (current)
 *   or [38]/[39] (investment goods), art. 85 (the cuota is the base at the
 *   Spanish rate: `selfAssessedRate`, 21 % unless the invoice says otherwise).
 * - Purchase with `operation: 'reverseCharge'` (a Spanish or non-EU supplier,
 *   art. 84.Uno.2º): devengado [12]/[13] and deductible [28]/[29] or [30]/[31].
 * - Purchase from outside the EU without VAT: an import; its VAT is paid at
 *   customs on the DUA, not on this invoice ([32]–[35] need the DUA): listed
 *   apart, not computed.
 * - Received rectificativas: "rectificación de deducciones" [40]/[41]; for a
 *   self-assessed operation also the devengado modification [14]/[15].
 * - Result: [46] = [27] − [45]; [64] = [46]; [66] = [64] × [65] (100 % in
 *   territorio común); [78] = min([110], [66]) when [66] > 0; [87] = [110] − [78];
 *   [69] = [66] + [77] − [78] + [68] + [108]; [71] = [69] − [70].
 */
import { EU_MEMBER_STATES } from '../countries';
import type { RateBreakdown } from '../documentTotals';
import { designFor } from './model303Designs';
import type { BoxValues, Model303Boxes, Model303ResultType, TaxQuarter } from './types';

/** How a purchase or sale is taxed, when not an ordinary domestic one. */
export type TaxOperation = 'domestic' | 'intraEuGoods' | 'intraEuServices' | 'import' | 'reverseCharge';

/** What the 303, 349 and 390 read of an invoice (a `ReportInvoice` has all of it). */
export interface TaxModelInvoice {
  kind: 'input' | 'output';
  rectificativa: boolean;
  /** Devengo date, YYYY-MM-DD. */
  taxDate: string;
  partyCountryCode: string;
  partyNif: string;
  partyName: string;
  investmentGoods: boolean;
  breakdown: RateBreakdown[];
  /** On a rectificativa by substitution: the figures it replaces (taken back out). */
  replaced: { breakdown: RateBreakdown[] } | null;
  /** Set when known; else inferred from the party's zone (`inferOperation`). */
  operation?: TaxOperation | null;
  /** The Spanish VAT rate a self-assessed operation bears (percent); 21 when absent (LIVA art. 90). */
  selfAssessedRate?: number | null;
}

export interface BaseQuota {
  baseCents: number;
  quotaCents: number;
}

export type PartyZone = 'ES' | 'EU' | 'nonEU';

export function zoneOf(countryCode: string): PartyZone {
  const code = (countryCode || 'ES').toUpperCase();
  if (code === 'ES') return 'ES';
  return EU_MEMBER_STATES.includes(code) ? 'EU' : 'nonEU';
}

/**
 * The default operation: a purchase without VAT from an EU vendor is an intra-EU
 * acquisition of goods (services must be marked `intraEuServices`), one from
 * outside the EU an import; everything else is domestic.
 */
export function inferOperation(inv: TaxModelInvoice): TaxOperation {
  if (inv.operation) return inv.operation;
  if (inv.kind === 'output') return 'domestic';
  const zone = zoneOf(inv.partyCountryCode);
  const noVat = signedGroups(inv).every((g) => g.vatCents === 0);
  if (zone === 'EU' && noVat) return 'intraEuGoods';
  if (zone === 'nonEU' && noVat) return 'import';
  return 'domestic';
}

export function signedGroups(inv: TaxModelInvoice): RateBreakdown[] {
  const negated = (inv.replaced?.breakdown ?? []).map((g) => ({
    ...g,
    baseCents: -g.baseCents,
    vatCents: -g.vatCents,
    recargoCents: -g.recargoCents,
  }));
  return [...inv.breakdown, ...negated];
}

/** Cuota of a self-assessed base at a rate in percent, rounded half away from zero to the cent. */
export function quotaAt(baseCents: number, ratePct: number): number {
  const raw = (baseCents * Math.round(ratePct * 100)) / 10000;
  return Math.sign(raw) * Math.round(Math.abs(raw));
}

/** Sums per rate (key: the rate in percent as written, '21', '0.5'). */
export type ByRate = Record<string, BaseQuota>;

/** Where a deductible quota goes: the 303 keeps totals, the 390 wants them per rate. */
export type DeductibleKind = 'current' | 'investment' | 'intraEuGoodsCurrent' | 'intraEuGoodsInvestment' | 'intraEuServices';

export interface Model303Sums {
  /** Ordinary sales per VAT rate. */
  accrued: ByRate;
  recargo: ByRate;
  /** [14]/[15]: sales rectificativas and self-assessed purchases' rectificativas. */
  accruedModification: BaseQuota;
  /** The part of [14] that comes from sales (the 390's volume of operations). */
  salesModificationBaseCents: number;
  recargoModification: BaseQuota;
  /** Self-assessed intra-EU acquisitions per Spanish rate, goods and services apart (the 303 adds them in [10]/[11]). */
  intraEuGoods: ByRate;
  intraEuServices: ByRate;
  /** Self-assessed reverse charge (art. 84.Uno.2º), [12]/[13]. */
  reverseCharge: BaseQuota;
  deductible: Record<DeductibleKind, ByRate>;
  deductionRectification: BaseQuota;
  /** [59] intra-EU supplies of goods (E5) and services to EU businesses (N2 to an EU party). */
  intraEuSuppliesCents: number;
  /** [60] exports and assimilated (E2, E3). */
  exportsCents: number;
  /** [120] not subject by place of supply, other than [59]. */
  notSubjectByLocationCents: number;
  /** [122] sales with reverse charge (the buyer self-assesses). */
  salesReverseChargeCents: number;
  /** Sales exempt without right to deduct (E1, E4, E6) and N1: no box in the 303; the 390's [105]. */
  otherExemptSalesCents: number;
  /** Imports: bases only (VAT paid at customs, not on the invoice). */
  importsCents: number;
  purchasesWithoutVatCents: number;
}

const zero = (): BaseQuota => ({ baseCents: 0, quotaCents: 0 });

export function emptyModel303Sums(): Model303Sums {
  return {
    accrued: {},
    recargo: {},
    accruedModification: zero(),
    salesModificationBaseCents: 0,
    recargoModification: zero(),
    intraEuGoods: {},
    intraEuServices: {},
    reverseCharge: zero(),
    deductible: { current: {}, investment: {}, intraEuGoodsCurrent: {}, intraEuGoodsInvestment: {}, intraEuServices: {} },
    deductionRectification: zero(),
    intraEuSuppliesCents: 0,
    exportsCents: 0,
    notSubjectByLocationCents: 0,
    salesReverseChargeCents: 0,
    otherExemptSalesCents: 0,
    importsCents: 0,
    purchasesWithoutVatCents: 0,
  };
}

function add(t: BaseQuota, base: number, quota: number): void {
  t.baseCents += base;
  t.quotaCents += quota;
}

const rateKey = (r: number) => String(r);

function addAt(m: ByRate, rate: number, base: number, quota: number): void {
  add((m[rateKey(rate)] ??= zero()), base, quota);
}

/** The sum of every rate of a `ByRate`. */
export function total(m: ByRate): BaseQuota {
  const t = zero();
  for (const v of Object.values(m)) add(t, v.baseCents, v.quotaCents);
  return t;
}

function addSale(s: Model303Sums, inv: TaxModelInvoice, g: RateBreakdown, op: TaxOperation): void {
  if (op === 'reverseCharge') {
    s.salesReverseChargeCents += g.baseCents;
    return;
  }
  if (g.exemption !== null) {
    if (g.exemption === 'E5') s.intraEuSuppliesCents += g.baseCents;
    else if (g.exemption === 'E2' || g.exemption === 'E3') s.exportsCents += g.baseCents;
    else if (g.exemption === 'N2') {
      if (zoneOf(inv.partyCountryCode) === 'EU') s.intraEuSuppliesCents += g.baseCents;
      else s.notSubjectByLocationCents += g.baseCents;
    } else s.otherExemptSalesCents += g.baseCents;
    return;
  }
  if (inv.rectificativa) {
    add(s.accruedModification, g.baseCents, g.vatCents);
    s.salesModificationBaseCents += g.baseCents;
  } else addAt(s.accrued, g.vatRate, g.baseCents, g.vatCents);
  if (g.recargoRate > 0 || g.recargoCents !== 0) {
    if (inv.rectificativa) add(s.recargoModification, g.baseCents, g.recargoCents);
    else addAt(s.recargo, g.recargoRate, g.baseCents, g.recargoCents);
  }
}

function addPurchase(s: Model303Sums, inv: TaxModelInvoice, g: RateBreakdown, op: TaxOperation): void {
  if (op === 'import') {
    s.importsCents += g.baseCents;
    return;
  }
  if (op === 'intraEuGoods' || op === 'intraEuServices' || op === 'reverseCharge') {
    const rate = inv.selfAssessedRate ?? 21;
    const quota = quotaAt(g.baseCents, rate);
    if (inv.rectificativa) {
      add(s.accruedModification, g.baseCents, quota);
      add(s.deductionRectification, g.baseCents, quota);
      return;
    }
    if (op === 'reverseCharge') {
      add(s.reverseCharge, g.baseCents, quota);
      addAt(inv.investmentGoods ? s.deductible.investment : s.deductible.current, rate, g.baseCents, quota);
    } else if (op === 'intraEuServices') {
      addAt(s.intraEuServices, rate, g.baseCents, quota);
      addAt(s.deductible.intraEuServices, rate, g.baseCents, quota);
    } else {
      addAt(s.intraEuGoods, rate, g.baseCents, quota);
      addAt(inv.investmentGoods ? s.deductible.intraEuGoodsInvestment : s.deductible.intraEuGoodsCurrent, rate, g.baseCents, quota);
    }
    return;
  }
  if (g.exemption !== null) {
    s.purchasesWithoutVatCents += g.baseCents;
    return;
  }
  if (inv.rectificativa) add(s.deductionRectification, g.baseCents, g.vatCents);
  else addAt(inv.investmentGoods ? s.deductible.investment : s.deductible.current, g.vatRate, g.baseCents, g.vatCents);
}

/** Adds one invoice (mutates the accumulator: it is the fold's own state). */
export function addToModel303(s: Model303Sums, inv: TaxModelInvoice): void {
  const op = inferOperation(inv);
  for (const g of signedGroups(inv)) {
    if (inv.kind === 'output') addSale(s, inv, g, op);
    else addPurchase(s, inv, g, op);
  }
}

export interface Model303Settlement {
  /** [110]: cuotas a compensar pending from earlier periods (cents, ≥ 0), entered or confirmed by the user. */
  pendingCompensationCents: number;
  /** [70]: amounts paid on an earlier self-assessment of the same period (complementaria), cents. */
  previousResultCents?: number;
  /** Q4 only: a negative result is asked back (D) unless the user chooses to carry it (C). */
  q4Refund?: boolean;
}

function put(boxes: BoxValues, box: string, cents: number): void {
  boxes[box] = (boxes[box] ?? 0) + cents;
}

/** The sums as the 303 of `year`/`quarter`, settled with the compensation of earlier periods. */
export function model303Boxes(s: Model303Sums, year: number, quarter: TaxQuarter, settlement: Model303Settlement): Model303Boxes {
  if (!Number.isInteger(settlement.pendingCompensationCents) || settlement.pendingCompensationCents < 0)
    throw new RangeError('pendingCompensationInvalid');
  const design = designFor(year, quarter);
  const boxes: BoxValues = {};
  let accruedTotal = 0;
  const rateLines = (
    lines: Record<string, BaseQuota>,
    table: Record<string, { base: string; rate: string; quota: string }>,
    other: { base: string; rate: string; quota: string } | null,
  ) => {
    for (const [rate, l] of Object.entries(lines)) {
      const t = table[rate] ?? other;
      if (!t) throw new RangeError(`model303NoBoxForRate:${rate}`);
      put(boxes, t.base, l.baseCents);
      boxes[t.rate] = t === other ? 0 : Math.round(Number(rate) * 100);
      put(boxes, t.quota, l.quotaCents);
      accruedTotal += l.quotaCents;
    }
  };
  rateLines(s.accrued, design.vatRates, null);
  rateLines(s.recargo, design.recargoRates, design.otherRecargo);
  // A shared line ([16]–[18], [153]–[155]) holds several rates: its rate box is printed as the design says (writer's concern); we keep the last one.
  const intraEu = total({ g: total(s.intraEuGoods), s: total(s.intraEuServices) });
  put(boxes, '10', intraEu.baseCents);
  put(boxes, '11', intraEu.quotaCents);
  put(boxes, '12', s.reverseCharge.baseCents);
  put(boxes, '13', s.reverseCharge.quotaCents);
  put(boxes, '14', s.accruedModification.baseCents);
  put(boxes, '15', s.accruedModification.quotaCents);
  put(boxes, '25', s.recargoModification.baseCents);
  put(boxes, '26', s.recargoModification.quotaCents);
  accruedTotal += intraEu.quotaCents + s.reverseCharge.quotaCents + s.accruedModification.quotaCents + s.recargoModification.quotaCents;
  boxes['27'] = accruedTotal;
  const ded: [string, string, BaseQuota][] = [
    ['28', '29', total(s.deductible.current)],
    ['30', '31', total(s.deductible.investment)],
    ['36', '37', total({ g: total(s.deductible.intraEuGoodsCurrent), s: total(s.deductible.intraEuServices) })],
    ['38', '39', total(s.deductible.intraEuGoodsInvestment)],
    ['40', '41', s.deductionRectification],
  ];
  let deductible = 0;
  for (const [bb, qb, v] of ded) {
    put(boxes, bb, v.baseCents);
    put(boxes, qb, v.quotaCents);
    deductible += v.quotaCents;
  }
  boxes['45'] = deductible;
  const r46 = accruedTotal - deductible;
  boxes['46'] = r46;
  boxes['59'] = s.intraEuSuppliesCents;
  boxes['60'] = s.exportsCents;
  boxes['120'] = s.notSubjectByLocationCents;
  boxes['122'] = s.salesReverseChargeCents;
  boxes['64'] = r46;
  boxes['65'] = 10000;
  const r66 = r46; // 100 % attributable to the State (territorio común)
  boxes['66'] = r66;
  boxes['77'] = 0;
  const pending = settlement.pendingCompensationCents;
  const applied = r66 > 0 ? Math.min(pending, r66) : 0;
  boxes['110'] = pending;
  boxes['78'] = applied;
  boxes['87'] = pending - applied;
  boxes['68'] = 0;
  if (design.design === '2024-10' || design.design === '2025' || design.design === '2026') boxes['108'] = 0;
  const r69 = r66 + 0 - applied + 0;
  boxes['69'] = r69;
  const previous = settlement.previousResultCents ?? 0;
  boxes['70'] = previous;
  if (design.design === '2026') {
    boxes['109'] = 0;
    boxes['112'] = 0;
  }
  const r71 = r69 - previous;
  boxes['71'] = r71;
  let resultType: Model303ResultType;
  if (r71 > 0) resultType = 'I';
  else if (r71 < 0) resultType = quarter === 4 && settlement.q4Refund !== false ? 'D' : 'C';
  else resultType = 'N';
  return { model: '303', year, quarter, design: design.design, boxes, resultType, resultCents: r71 };
}

/**
 * What the next quarter carries as [110]: what stays pending ([87]) plus this
 * quarter's negative result when it is a compensar (C). A refund (D) or a
 * positive result carries only [87]. In Q4 of a year the pending amount carries
 * into Q1 of the next (LIVA art. 99.Cinco: four years).
 */
export function carriedCompensation(r: Model303Boxes): number {
  const pending = r.boxes['87'] ?? 0;
  return r.resultType === 'C' ? pending - r.resultCents : pending;
}
