/**
 * Modelo 390, declaración-resumen anual del IVA, régimen general, for a year
 * whose four quarters were filed with the 303: the year's invoices folded with
 * the 303's own fold (`addToModel303`, so each figure is the sum of the four
 * quarters' figures) and the four quarters' 303 results for the settlement
 * boxes. The 2026 year is filed by 30 January 2027 in the layout approved by
 * Orden HAC/27/2026.
 *
 * Box numbers: `BOXES_390` below, copied as data from OCA/l10n-spain
 * `l10n_es_aeat_mod390/data/2024/l10n.es.aeat.map.tax.line.csv` (per-rate boxes,
 * 2024 design, the latest per-rate map kept there; not checked against the 2026
 * design, which OCA does not keep) and `l10n_es_aeat_mod390/data/aeat_export_mod390_2019_sub0{3,4,6}_data.xml`
 * (totals, result, volume of operations). See DECISIONS.md "The 303, 349 and 390".
 */
import { total, type BaseQuota, type ByRate, type Model303Sums } from './model303';
import type { BoxValues, Model303Boxes, Model390Boxes } from './types';

type PerRate = Record<string, [base: string, quota: string]>;

/** Section 5, IVA devengado and deducible, per rate; then the totals. */
export const BOXES_390 = {
  accrued: {
    '0': ['700', '701'],
    '2': ['667', '668'],
    '4': ['01', '02'],
    '5': ['702', '703'],
    '7.5': ['669', '670'],
    '10': ['03', '04'],
    '21': ['05', '06'],
  } as PerRate,
  intraEuGoods: {
    '0': ['716', '717'],
    '2': ['683', '684'],
    '4': ['21', '22'],
    '5': ['718', '719'],
    '7.5': ['685', '686'],
    '10': ['23', '24'],
    '21': ['25', '26'],
  } as PerRate,
  intraEuServices: {
    '0': ['720', '721'],
    '2': ['687', '688'],
    '4': ['545', '546'],
    '5': ['722', '723'],
    '7.5': ['689', '690'],
    '10': ['547', '548'],
    '21': ['551', '552'],
  } as PerRate,
  recargo: {
    '0': ['663', '664'],
    '0.26': ['691', '692'],
    '0.5': ['35', '36'],
    '0.62': ['665', '666'],
    '1': ['693', '694'],
    '1.4': ['599', '600'],
    '5.2': ['601', '602'],
    '1.75': ['41', '42'],
  } as PerRate,
  deductibleCurrent: {
    '2': ['695', '696'],
    '4': ['190', '191'],
    '5': ['724', '725'],
    '7.5': ['697', '698'],
    '10': ['603', '604'],
    '21': ['605', '606'],
  } as PerRate,
  deductibleInvestment: { '4': ['196', '197'], '10': ['611', '612'], '21': ['613', '614'] } as PerRate,
  deductibleIntraEuGoodsCurrent: {
    '2': ['765', '766'],
    '4': ['214', '215'],
    '5': ['736', '737'],
    '7.5': ['767', '768'],
    '10': ['627', '628'],
    '21': ['629', '630'],
  } as PerRate,
  deductibleIntraEuGoodsInvestment: { '4': ['220', '221'], '10': ['631', '632'], '21': ['633', '634'] } as PerRate,
  deductibleIntraEuServices: {
    '2': ['773', '774'],
    '4': ['587', '588'],
    '7.5': ['775', '776'],
    '10': ['635', '636'],
    '21': ['637', '638'],
  } as PerRate,
};

function putRates(boxes: BoxValues, table: PerRate, sums: ByRate, what: string): void {
  for (const [rate, v] of Object.entries(sums)) {
    if (v.baseCents === 0 && v.quotaCents === 0) continue;
    const b = table[rate];
    // A rate with no cuota and no line (a 0 % purchase: the 390 has no deductible line at 0 %) stays only in the group's total.
    if (!b && v.quotaCents === 0) continue;
    if (!b) throw new RangeError(`model390NoBoxForRate:${what}:${rate}`);
    boxes[b[0]] = (boxes[b[0]] ?? 0) + v.baseCents;
    boxes[b[1]] = (boxes[b[1]] ?? 0) + v.quotaCents;
  }
}

function put(boxes: BoxValues, base: string, quota: string, v: BaseQuota): void {
  boxes[base] = v.baseCents;
  boxes[quota] = v.quotaCents;
}

/**
 * The 390 of `year` from the year's sums and its four 303 (Q1–Q4, once each).
 * - [33]/[34] total bases and cuotas IVA; [47] = [34] + recargo cuotas + [44].
 * - [48]/[49], [50]/[51], [56]/[57], [58]/[59], [597]/[598]: totals of each deductible group; [64] their sum with [62].
 * - [65] = [47] − [64] (LIVA art. 99: the year's result); [84] = [65].
 * - [85] cuotas of earlier years applied this year: the part of Q1's [110] (all of it
 *   from earlier years) that the year's [78] used, oldest first (art. 99.Cinco).
 * - [86] = [84] − [85]; [95] sum of the quarters' positive [71]; [97]/[98]: Q4 result a
 *   compensar / a devolver; [662] cuotas pending at the end of the year.
 * - Volume (LIVA art. 121, VAT excluded): [99] bases taxed in régimen general
 *   (ordinary sales at every rate, with their modifications), [103] intra-EU supplies
 *   exempt and services to EU businesses ([59]), [104] exports ([60]), [105] exempt
 *   without right to deduct, [110] not subject by place of supply ([120]), [125] subject
 *   with reverse charge, the customer liable ([122], LIVA art. 84.Uno.2º); [108] their sum.
 */
export function model390(year: number, s: Model303Sums, quarters: Model303Boxes[]): Model390Boxes {
  const seen = quarters.map((q) => q.quarter).sort();
  if (seen.join() !== '1,2,3,4') throw new RangeError('model390NeedsFourQuarters');
  if (quarters.some((q) => q.year !== year)) throw new RangeError('model390WrongYear');
  const byQuarter = [...quarters].sort((a, b) => a.quarter - b.quarter);
  const boxes: BoxValues = {};
  putRates(boxes, BOXES_390.accrued, s.accrued, 'accrued');
  putRates(boxes, BOXES_390.intraEuGoods, s.intraEuGoods, 'intraEuGoods');
  putRates(boxes, BOXES_390.intraEuServices, s.intraEuServices, 'intraEuServices');
  put(boxes, '27', '28', s.reverseCharge);
  put(boxes, '29', '30', s.accruedModification);
  const vat = total({ a: total(s.accrued), g: total(s.intraEuGoods), sv: total(s.intraEuServices), r: s.reverseCharge, m: s.accruedModification });
  put(boxes, '33', '34', vat);
  putRates(boxes, BOXES_390.recargo, s.recargo, 'recargo');
  put(boxes, '43', '44', s.recargoModification);
  const recargo = total({ r: total(s.recargo), m: s.recargoModification });
  boxes['47'] = vat.quotaCents + recargo.quotaCents;
  const d = s.deductible;
  putRates(boxes, BOXES_390.deductibleCurrent, d.current, 'deductibleCurrent');
  putRates(boxes, BOXES_390.deductibleInvestment, d.investment, 'deductibleInvestment');
  putRates(boxes, BOXES_390.deductibleIntraEuGoodsCurrent, d.intraEuGoodsCurrent, 'deductibleIntraEuGoodsCurrent');
  putRates(boxes, BOXES_390.deductibleIntraEuGoodsInvestment, d.intraEuGoodsInvestment, 'deductibleIntraEuGoodsInvestment');
  putRates(boxes, BOXES_390.deductibleIntraEuServices, d.intraEuServices, 'deductibleIntraEuServices');
  const groups: [string, string, ByRate][] = [
    ['48', '49', d.current],
    ['50', '51', d.investment],
    ['56', '57', d.intraEuGoodsCurrent],
    ['58', '59', d.intraEuGoodsInvestment],
    ['597', '598', d.intraEuServices],
  ];
  let deductible = 0;
  for (const [bb, qb, m] of groups) {
    const t = total(m);
    put(boxes, bb, qb, t);
    deductible += t.quotaCents;
  }
  put(boxes, '639', '62', s.deductionRectification);
  deductible += s.deductionRectification.quotaCents;
  boxes['64'] = deductible;
  boxes['65'] = boxes['47'] - deductible;
  boxes['84'] = boxes['65'];
  const fromEarlierYears = byQuarter[0].boxes['110'] ?? 0;
  const appliedInYear = byQuarter.reduce((a, q) => a + (q.boxes['78'] ?? 0), 0);
  boxes['85'] = Math.min(fromEarlierYears, appliedInYear);
  boxes['86'] = boxes['84'] - boxes['85'];
  boxes['95'] = byQuarter.reduce((a, q) => a + Math.max(q.resultCents, 0), 0);
  const q4 = byQuarter[3];
  boxes['97'] = q4.resultType === 'C' ? -q4.resultCents : 0;
  boxes['98'] = q4.resultType === 'D' ? -q4.resultCents : 0;
  boxes['662'] = q4.boxes['87'] ?? 0;
  boxes['99'] = total(s.accrued).baseCents + s.salesModificationBaseCents;
  boxes['103'] = s.intraEuSuppliesCents;
  boxes['104'] = s.exportsCents;
  boxes['105'] = s.otherExemptSalesCents;
  boxes['110'] = s.notSubjectByLocationCents;
  boxes['125'] = s.salesReverseChargeCents;
  boxes['108'] = boxes['99'] + boxes['103'] + boxes['104'] + boxes['105'] + boxes['110'] + boxes['125'];
  return { model: '390', year, design: '2026', boxes };
}
