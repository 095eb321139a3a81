/**
 * Tax aggregates (issue 32): the sums the 303, 390, 347 and 349 need, kept by the commands as
 * they write invoices, so those reports read a few documents instead of every invoice.
 *
 * The rule that makes them exact: an invoice's contribution IS the reports' own fold of that one
 * invoice (`addToVatSummary`, `addToModel303`, `split347`/`addTo347`, `addToModel349`), and every
 * fold is a sum, so the fold of all invoices = the sum of their contributions. A command adds the
 * contribution of what it issues and takes out (sign −1) that of what it annuls, in the same
 * transaction; the rebuild (seed/taxAggregates.ts) adds every issued invoice's once.
 *
 * Two collections under `corporations/{corpId}/`:
 * - `taxQuarters/{YYYY}-Q{n}`: per quarter of devengo (`taxDate`): `vat` (VatSummary, rates as
 *   keys), `m303` (Model303Sums), `excluded347` (what the 347 leaves out, by reason) and `m349`
 *   (per 349 line: rectified period | operator | key → {cents, name}).
 * - `taxParties347/{YYYY}-{kind}-{nif-… | id-…}`: per 347 year, side and party (grouped by NIF
 *   as the 347 does): quarters, total, invoices, how many were premises rentals, and the name of
 *   its latest invoice (by devengo, then id).
 *
 * A figure tree's number leaves are sums (the writer increments them); its strings are
 * descriptors (names), taken only from an invoice being added, never from one taken out. The
 * cash the 347 reports (paid «en efectivo») is not kept here: it changes with payments, not with
 * the invoice, so the 347 reads it apart (DECISIONS.md "Tax aggregates").
 *
 * Pure: no Firebase, no React.
 */
import type { Invoice } from '../invoices/invoiceModel';
import { addToModel303, emptyModel303Sums, type BaseQuota, type ByRate, type DeductibleKind, type Model303Sums } from '../taxModels/model303';
import { addToModel349, emptyModel349Sums, quarterPeriod, type Model349Sums } from '../taxModels/model349';
import type { Model349Key, Model349Period } from '../taxModels/types';
import { empty347, partyKey, split347, type Accumulator347, type Exclusion347, type Party347 } from './operations347';
import { replacedFiguresOf, reportInvoiceOf, storedReplacement } from './reportInvoice';
import { quarterOf, type Quarter, type ReportInvoice, type ReportKind } from './reportModel';
import { addToVatSummary, emptyVatSummary, type VatSummary } from './vatSummary';

export const TAX_QUARTERS = 'taxQuarters';
export const TAX_PARTIES_347 = 'taxParties347';

/** A figure tree: number leaves are sums, string leaves descriptors. */
export interface Tree {
  [key: string]: number | string | Tree;
}

/** An issued invoice as the aggregates read it: the reports' view, and the devengo of the invoice it corrects for the 349. */
export interface TaxAggregateInvoice extends ReportInvoice {
  /**
   * A rectificativa whose corrected invoice fell in an EARLIER quarter of the same year: that
   * invoice's devengo (the 349 makes it a rectification of that period). Null otherwise: the
   * 349 screen only ever found the corrected invoice among the year's earlier quarters.
   */
  rectifiedTaxDate: string | null;
}

/** The devengo of the corrected invoice when it is in an earlier quarter of the rectificativa's year (see above). */
export function rectifiedTaxDateFor(
  invoice: Pick<ReportInvoice, 'rectificativa' | 'rectifiesNumber' | 'taxDate'>,
  original: Pick<Invoice, 'state' | 'taxDate' | 'date'> | null | undefined,
): string | null {
  if (!invoice.rectificativa || !invoice.rectifiesNumber || !original || original.state !== 'emitida') return null;
  const taxDate = original.taxDate ?? original.date;
  if (!taxDate || taxDate.slice(0, 4) !== invoice.taxDate.slice(0, 4)) return null;
  return quarterOf(taxDate) < quarterOf(invoice.taxDate) ? taxDate : null;
}

/**
 * A stored invoice as the aggregates count it, or null when it counts nothing (a draft, an
 * annulled invoice). `original`: the invoice a rectificativa corrects, as stored (for the 349,
 * and for an old substitution that did not store what it replaced).
 */
export function taxAggregateInvoiceOf(invoice: Invoice | null | undefined, original: Invoice | null | undefined): TaxAggregateInvoice | null {
  if (!invoice || invoice.state !== 'emitida') return null;
  const stored = storedReplacement(invoice);
  const replaced = stored === 'readOriginal' ? (original && original.state === 'emitida' ? replacedFiguresOf(original) : null) : stored;
  const report = reportInvoiceOf(invoice, replaced);
  return { ...report, rectifiedTaxDate: rectifiedTaxDateFor(report, original) };
}

export function quarterIdOf(taxDate: string): string {
  return `${taxDate.slice(0, 4)}-Q${quarterOf(taxDate)}`;
}

export function quarterId(year: number, quarter: Quarter): string {
  return `${String(year).padStart(4, '0')}-Q${quarter}`;
}

/** A 347 party's document id: its year, side and the 347's grouping key (NIF, or party id without one). */
export function party347IdOf(year: string, key: string): string {
  const [kind, who] = [key.slice(0, key.indexOf('|')), key.slice(key.indexOf('|') + 1)];
  return `${year}-${kind}-${who.replace(':', '-')}`.replace(/\//g, '_');
}

const zeroExcluded = (): Record<Exclusion347, number> => ({ withholding: 0, intraEu: 0, foreignTrade: 0, unidentified: 0 });

/** What one invoice adds to its quarter's document. */
export interface QuarterContribution {
  id: string;
  year: number;
  quarter: Quarter;
  figures: Tree;
}

/** What one invoice adds to its 347 party's document. */
export interface PartyContribution {
  id: string;
  year: number;
  kind: ReportKind;
  partyKey: string;
  nif: string;
  /** The name on this invoice and its order key (devengo|id): the party keeps its latest. */
  name: string;
  nameKey: string;
  figures: Tree;
}

export interface TaxContribution {
  quarter: QuarterContribution;
  party: PartyContribution | null;
}

function numbersTree(x: object): Tree {
  return addTree({}, x);
}

/** The 349 line key: rectified period ('' or '2026-1T'), operator (prefix and number) and key, '|' between. */
function line349Key(rectifies: { year: number; period: Model349Period } | null, countryCode: string, vatNumber: string, key: Model349Key): string {
  return `${rectifies ? `${rectifies.year}-${rectifies.period}` : ''}|${countryCode}|${vatNumber}|${key}`;
}

/** The invoice's contribution: the reports' folds of this one invoice. */
export function taxContributionOf(invoice: TaxAggregateInvoice): TaxContribution {
  const year = Number(invoice.taxDate.slice(0, 4));
  const quarter = quarterOf(invoice.taxDate);
  const vat = emptyVatSummary();
  addToVatSummary(vat, invoice);
  const m303 = emptyModel303Sums();
  addToModel303(m303, invoice);
  const m349 = emptyModel349Sums();
  addToModel349(m349, invoice, year, quarterPeriod(invoice.taxDate));
  const lines: Tree = {};
  for (const l of m349.lines.values()) {
    const k = line349Key(l.rectifies, l.countryCode, l.vatNumber, l.key);
    const at = (lines[k] ??= { cents: 0, name: l.name }) as Tree;
    at.cents = (at.cents as number) + l.cents;
  }
  const { amountCents, excluded } = split347(invoice);
  const figures = prune({
    vat: stripRates(vat),
    m303: numbersTree(m303),
    excluded347: numbersTree(excluded),
    m349: lines,
  });
  const contribution: TaxContribution = { quarter: { id: quarterIdOf(invoice.taxDate), year, quarter, figures }, party: null };
  // As addTo347: an invoice wholly left out is not an operation of any party.
  if (amountCents === 0 && Object.values(excluded).some((v) => v !== 0)) return contribution;
  const { key, nif } = partyKey(invoice);
  contribution.party = {
    id: party347IdOf(String(year).padStart(4, '0'), key),
    year,
    kind: invoice.kind,
    partyKey: key,
    nif,
    name: invoice.partyName,
    nameKey: invoice.partyName ? `${invoice.taxDate}|${invoice.id}` : '',
    figures: {
      quarters: { [String(quarter)]: amountCents },
      totalCents: amountCents,
      invoices: 1,
      premisesRentalCount: invoice.premisesRental ? 1 : 0,
    },
  };
  return contribution;
}

/** The VatSummary as stored: the rate of each rate line is its key (a number leaf would be summed). */
function stripRates(s: VatSummary): Tree {
  const t = numbersTree({ ...s, accrued: {}, recargo: {} });
  t.accrued = numbersTree(Object.fromEntries(Object.entries(s.accrued).map(([k, v]) => [k, { baseCents: v.baseCents, quotaCents: v.quotaCents }])));
  t.recargo = numbersTree(Object.fromEntries(Object.entries(s.recargo).map(([k, v]) => [k, { baseCents: v.baseCents, quotaCents: v.quotaCents }])));
  return t;
}

const isMap = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Adds `source` into `target` (mutates and returns it): numbers × sign are summed, strings are
 * taken only when adding (sign > 0), maps recurse; anything else (timestamps, arrays) is ignored.
 */
export function addTree(target: Tree, source: unknown, sign: 1 | -1 = 1): Tree {
  if (!isMap(source)) return target;
  for (const [k, v] of Object.entries(source)) {
    if (typeof v === 'number') {
      if (!Number.isFinite(v)) continue;
      const current = target[k];
      target[k] = (typeof current === 'number' ? current : 0) + sign * v;
    } else if (typeof v === 'string') {
      if (sign > 0) target[k] = v;
    } else if (isMap(v)) {
      const current = target[k];
      const sub = typeof current === 'object' ? current : (target[k] = {});
      addTree(sub, v, sign);
    }
  }
  return target;
}

/** The tree without zero sums, and without maps left with no sum (a 349 line's name alone). */
export function prune(tree: Tree): Tree {
  const out: Tree = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'number') {
      if (v !== 0) out[k] = v;
    } else if (typeof v === 'string') out[k] = v;
    else {
      const sub = prune(v);
      if (hasSum(sub)) out[k] = sub;
    }
  }
  return out;
}

function hasSum(t: Tree): boolean {
  return Object.values(t).some((v) => typeof v === 'number' || (typeof v === 'object' && hasSum(v)));
}

/** The figure sections of a stored quarter document (any stored shape; missing: none). */
export function quarterFiguresOf(d: unknown): Tree {
  const data = isMap(d) ? d : {};
  return addTree({}, { vat: data.vat, m303: data.m303, excluded347: data.excluded347, m349: data.m349 });
}

/** The sum of several quarters' figures (the 347's year, a sharded quarter). */
export function sumFigures(trees: Tree[]): Tree {
  const out: Tree = {};
  for (const t of trees) addTree(out, t);
  return out;
}

const section = (t: unknown, k: string): Tree => (isMap(t) && isMap(t[k]) ? (t[k] as Tree) : {});
const num = (t: Tree, k: string): number => (typeof t[k] === 'number' ? (t[k] as number) : 0);
const baseQuota = (t: Tree): BaseQuota => ({ baseCents: num(t, 'baseCents'), quotaCents: num(t, 'quotaCents') });
const nonZero = (b: BaseQuota) => b.baseCents !== 0 || b.quotaCents !== 0;

function byRate(t: Tree): ByRate {
  const out: ByRate = {};
  for (const k of Object.keys(t)) {
    const b = baseQuota(section(t, k));
    if (nonZero(b)) out[k] = b;
  }
  return out;
}

/** The VatSummary of a quarter's figures (lines whose figures are all zero are left out). */
export function vatSummaryOf(figures: Tree): VatSummary {
  const v = section(figures, 'vat');
  const s = emptyVatSummary();
  for (const [rate, b] of Object.entries(byRate(section(v, 'accrued')))) s.accrued[rate] = { vatRate: Number(rate), ...b };
  for (const [rate, b] of Object.entries(byRate(section(v, 'recargo')))) s.recargo[rate] = { recargoRate: Number(rate), ...b };
  for (const k of ['accruedModification', 'recargoModification', 'deductibleCurrent', 'deductibleInvestment', 'deductionRectification'] as const) {
    s[k] = baseQuota(section(v, k));
  }
  const causes = section(v, 'salesByCause');
  for (const c of Object.keys(causes)) if (num(causes, c) !== 0) s.salesByCause[c as keyof VatSummary['salesByCause']] = num(causes, c);
  for (const k of ['servicesToEuCents', 'intraEuAcquisitionsCents', 'importsCents', 'purchasesWithoutVatCents'] as const) s[k] = num(v, k);
  const invoices = section(v, 'invoices');
  s.invoices = { issued: num(invoices, 'issued'), received: num(invoices, 'received') };
  return s;
}

const DEDUCTIBLE: DeductibleKind[] = ['current', 'investment', 'intraEuGoodsCurrent', 'intraEuGoodsInvestment', 'intraEuServices'];

/** The Model303Sums of a quarter's (or a year's) figures. */
export function model303SumsOf(figures: Tree): Model303Sums {
  const m = section(figures, 'm303');
  const s = emptyModel303Sums();
  for (const k of ['accrued', 'recargo', 'intraEuGoods', 'intraEuServices'] as const) s[k] = byRate(section(m, k));
  for (const k of DEDUCTIBLE) s.deductible[k] = byRate(section(section(m, 'deductible'), k));
  for (const k of ['accruedModification', 'recargoModification', 'reverseCharge', 'deductionRectification'] as const) s[k] = baseQuota(section(m, k));
  for (const k of [
    'salesModificationBaseCents',
    'intraEuSuppliesCents',
    'exportsCents',
    'notSubjectByLocationCents',
    'salesReverseChargeCents',
    'otherExemptSalesCents',
    'importsCents',
    'purchasesWithoutVatCents',
  ] as const)
    s[k] = num(m, k);
  return s;
}

/** What the 347 left out, by reason, in these figures. */
export function excluded347Of(figures: Tree): Record<Exclusion347, number> {
  const e = section(figures, 'excluded347');
  const out = zeroExcluded();
  for (const k of Object.keys(out) as Exclusion347[]) out[k] = num(e, k);
  return out;
}

/** The quarter's 349 sums (lines that net to zero are left out). */
export function model349SumsOf(figures: Tree): Model349Sums {
  const s = emptyModel349Sums();
  const lines = section(figures, 'm349');
  for (const k of Object.keys(lines)) {
    const line = section(lines, k);
    const cents = num(line, 'cents');
    const parts = k.split('|');
    if (cents === 0 || parts.length < 4) continue;
    const [rect, countryCode] = [parts[0]!, parts[1]!];
    const key = parts[parts.length - 1] as Model349Key;
    const vatNumber = parts.slice(2, -1).join('|');
    const rectifies = rect ? { year: Number(rect.slice(0, 4)), period: rect.slice(5) as Model349Period } : null;
    s.lines.set(k, { countryCode, vatNumber, name: typeof line.name === 'string' ? line.name : '', key, cents, rectifies });
  }
  return s;
}

/** A stored 347 party document as the fold's entry (cash 0: the 347 adds cash apart), or null when unreadable. */
export function party347Of(d: unknown): { key: string; party: Party347; nameKey: string } | null {
  if (!isMap(d) || typeof d.partyKey !== 'string' || (d.kind !== 'input' && d.kind !== 'output')) return null;
  const t = addTree({}, d);
  const q = section(t, 'quarters');
  return {
    key: d.partyKey,
    nameKey: typeof d.nameKey === 'string' ? d.nameKey : '',
    party: {
      kind: d.kind,
      nif: typeof d.nif === 'string' ? d.nif : '',
      name: typeof d.name === 'string' ? d.name : '',
      quarters: [num(q, '1'), num(q, '2'), num(q, '3'), num(q, '4')],
      totalCents: num(t, 'totalCents'),
      cashCents: 0,
      premisesRental: num(t, 'premisesRentalCount') > 0,
      invoices: num(t, 'invoices'),
    },
  };
}

/** The 347's accumulator from the year's party documents and its quarters' figures (cash not yet added). */
export function accumulator347Of(parties: unknown[], yearFigures: Tree): Accumulator347 {
  const acc = empty347();
  for (const d of parties) {
    const entry = party347Of(d);
    if (entry && entry.party.invoices !== 0) acc.parties.set(entry.key, { party: entry.party, nameKey: entry.nameKey });
  }
  acc.excluded = excluded347Of(yearFigures);
  return acc;
}

/** The documents a set of invoices makes, each as its figures (the rebuild's fold, and the tests'). */
export interface TaxAggregateDocs {
  quarters: Map<string, { year: number; quarter: Quarter; figures: Tree }>;
  parties: Map<string, { year: number; kind: ReportKind; partyKey: string; nif: string; name: string; nameKey: string; figures: Tree }>;
}

export function emptyTaxAggregateDocs(): TaxAggregateDocs {
  return { quarters: new Map(), parties: new Map() };
}

/** Adds (sign 1) or takes out (sign −1) one invoice's contribution; a party keeps the name of its latest invoice added. */
export function applyContribution(docs: TaxAggregateDocs, c: TaxContribution, sign: 1 | -1 = 1): void {
  const q = docs.quarters.get(c.quarter.id) ?? { year: c.quarter.year, quarter: c.quarter.quarter, figures: {} };
  addTree(q.figures, c.quarter.figures, sign);
  docs.quarters.set(c.quarter.id, q);
  if (!c.party) return;
  const p = c.party;
  const doc = docs.parties.get(p.id) ?? { year: p.year, kind: p.kind, partyKey: p.partyKey, nif: p.nif, name: '', nameKey: '', figures: {} };
  addTree(doc.figures, p.figures, sign);
  if (sign > 0 && p.nameKey > doc.nameKey) Object.assign(doc, { name: p.name, nameKey: p.nameKey });
  docs.parties.set(p.id, doc);
}

/** A quarter document as stored (the rebuild writes it whole; the commands merge increments into it). */
export function storedQuarter(q: { year: number; quarter: Quarter; figures: Tree }): Record<string, unknown> {
  return { year: q.year, quarter: q.quarter, ...prune(q.figures) };
}

/** A 347 party document as stored. */
export function storedParty347(p: TaxAggregateDocs['parties'] extends Map<string, infer P> ? P : never): Record<string, unknown> {
  return { year: p.year, kind: p.kind, partyKey: p.partyKey, nif: p.nif, name: p.name, nameKey: p.nameKey, ...p.figures };
}

/**
 * The aggregates of a set of stored invoices, each taken with the invoice it corrects (`originalOf`):
 * what the rebuild writes and what the tests compare the commands' documents with.
 */
export function foldTaxAggregates(invoices: Iterable<Invoice>, originalOf: (invoice: Invoice) => Invoice | null | undefined): TaxAggregateDocs {
  const docs = emptyTaxAggregateDocs();
  for (const invoice of invoices) {
    const counted = taxAggregateInvoiceOf(invoice, invoice.type === 'rectificativa' ? originalOf(invoice) : null);
    if (counted) applyContribution(docs, taxContributionOf(counted));
  }
  return docs;
}

/** One sum that differs between a stored aggregate and the fold of the invoices. */
export interface FigureDifference {
  path: string;
  stored: number;
  computed: number;
}

function sums(t: Tree, prefix: string, out: Map<string, number>): Map<string, number> {
  for (const [k, v] of Object.entries(t)) {
    const path = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'number') out.set(path, (out.get(path) ?? 0) + v);
    else if (typeof v === 'object') sums(v, path, out);
  }
  return out;
}

/** The sums that differ (a missing sum is zero; names and other descriptors are not compared). */
export function figureDifferences(stored: Tree, computed: Tree): FigureDifference[] {
  const a = sums(stored, '', new Map());
  const b = sums(computed, '', new Map());
  const out: FigureDifference[] = [];
  for (const path of [...new Set([...a.keys(), ...b.keys()])].sort()) {
    const s = a.get(path) ?? 0;
    const c = b.get(path) ?? 0;
    if (s !== c) out.push({ path, stored: s, computed: c });
  }
  return out;
}

/** A stored 347 party document's sums, as a tree (for figureDifferences). */
export function party347Figures(d: unknown): Tree {
  const t = addTree({}, d);
  return addTree({}, { quarters: t.quarters, totalCents: t.totalCents, invoices: t.invoices, premisesRentalCount: t.premisesRentalCount });
}
