/**
 * Modelo 349, declaración recapitulativa de operaciones intracomunitarias (RIVA
 * arts. 78–81; design: Orden EHA/769/2010 and its amendments). One record per
 * operator (NIF-IVA with its country prefix) and key, with the sum of the bases
 * of the quarter, by devengo date (RIVA art. 80: operations are declared in the
 * period their VAT falls due).
 *
 * Keys Almacena can tell apart (the rest need data an invoice does not hold):
 * - E: sales exempt by LIVA art. 25 (cause E5) to a party in another member state.
 * - S: services to a business in another member state, not subject in Spain
 *   (cause N2, LIVA art. 69.Uno.1º) — the same figures as the 303's [59] with E.
 * - A: purchases of goods from an EU vendor without VAT (intra-EU acquisition,
 *   LIVA arts. 13, 15), the default for such a purchase.
 * - I: services acquired from an EU business (`operation: 'intraEuServices'`).
 * A rectificativa whose corrected invoice fell in an earlier period is not
 * added to this period: it becomes a rectification record of that period, with
 * the corrected amount (declared before + the change, RIVA art. 81).
 */
import { inferOperation, signedGroups, zoneOf, type TaxModelInvoice } from './model303';
import type { Model349Declaration, Model349Key, Model349Period, Model349Record } from './types';

export interface Model349Invoice extends TaxModelInvoice {
  /** On a rectificativa: the devengo date of the invoice it corrects, when known. */
  rectifiedTaxDate?: string | null;
}

/** The VIES country prefix of an ISO country code (Greece is EL in VIES). */
export function viesPrefix(countryCode: string): string {
  const c = countryCode.toUpperCase();
  return c === 'GR' ? 'EL' : c;
}

/** The NIF-IVA split in prefix and number; a number already written with its prefix loses it. */
export function splitVatNumber(countryCode: string, nif: string): { countryCode: string; vatNumber: string } {
  const prefix = viesPrefix(countryCode);
  const clean = nif.replace(/[\s.-]/g, '').toUpperCase();
  const vatNumber = clean.startsWith(prefix) || (prefix === 'EL' && clean.startsWith('GR')) ? clean.slice(2) : clean;
  return { countryCode: prefix, vatNumber };
}

export function quarterPeriod(isoDate: string): Model349Period {
  const month = Number(isoDate.slice(5, 7));
  if (!(month >= 1 && month <= 12)) throw new RangeError('invalidDate');
  return `${Math.ceil(month / 3)}T` as Model349Period;
}

/** The 349 key of an invoice group, or null when it is not an intra-EU operation. */
export function keyOf(inv: TaxModelInvoice, exemption: string | null): Model349Key | null {
  if (zoneOf(inv.partyCountryCode) !== 'EU') return null;
  if (inv.kind === 'output') {
    if (inv.operation === 'reverseCharge') return null;
    if (exemption === 'E5') return 'E';
    if (exemption === 'N2') return 'S';
    return null;
  }
  const op = inferOperation(inv);
  if (op === 'intraEuGoods') return 'A';
  if (op === 'intraEuServices') return 'I';
  return null;
}

interface Line {
  countryCode: string;
  vatNumber: string;
  name: string;
  key: Model349Key;
  /** The period's own amount, or the change to an earlier period. */
  cents: number;
  /** `${year}-${period}` of the rectified period, or null for the current period. */
  rectifies: { year: number; period: Model349Period } | null;
}

export interface Model349Sums {
  lines: Map<string, Line>;
}

export function emptyModel349Sums(): Model349Sums {
  return { lines: new Map() };
}

/** Adds one invoice of the period `year`/`period` (mutates the accumulator). */
export function addToModel349(s: Model349Sums, inv: Model349Invoice, year: number, period: Model349Period): void {
  for (const g of signedGroups(inv)) {
    const key = keyOf(inv, g.exemption);
    if (!key) continue;
    const id = splitVatNumber(inv.partyCountryCode, inv.partyNif);
    let rectifies: Line['rectifies'] = null;
    if (inv.rectificativa && inv.rectifiedTaxDate) {
      const y = Number(inv.rectifiedTaxDate.slice(0, 4));
      const p = quarterPeriod(inv.rectifiedTaxDate);
      if (y !== year || p !== period) rectifies = { year: y, period: p };
    }
    const k = `${rectifies ? `${rectifies.year}${rectifies.period}` : ''}|${id.countryCode}${id.vatNumber}|${key}`;
    const line = s.lines.get(k) ?? { ...id, name: inv.partyName, key, cents: 0, rectifies };
    line.cents += g.baseCents;
    s.lines.set(k, line);
  }
}

/** What was declared before for an operator, key and period (cents), to rectify it. */
export type DeclaredLookup = (year: number, period: Model349Period, countryCode: string, vatNumber: string, key: Model349Key) => number;

const order = (a: Model349Record, b: Model349Record) =>
  (a.rectification ? `${a.rectification.year}${a.rectification.period}` : '').localeCompare(
    b.rectification ? `${b.rectification.year}${b.rectification.period}` : '',
  ) ||
  a.countryCode.localeCompare(b.countryCode) ||
  a.vatNumber.localeCompare(b.vatNumber) ||
  a.key.localeCompare(b.key);

/**
 * The declaration. A current-period line whose sum is zero or negative is left
 * out (a negative sum is a correction of an earlier period the invoices did not
 * date: it needs `rectifiedTaxDate`); a rectification whose corrected amount
 * would be negative is refused.
 */
export function model349Declaration(s: Model349Sums, year: number, period: Model349Period, declared: DeclaredLookup): Model349Declaration {
  const records: Model349Record[] = [];
  const rectifications: Model349Record[] = [];
  for (const l of s.lines.values()) {
    if (!l.rectifies) {
      if (l.cents > 0)
        records.push({ countryCode: l.countryCode, vatNumber: l.vatNumber, name: l.name, key: l.key, baseCents: l.cents, rectification: null });
      continue;
    }
    const before = declared(l.rectifies.year, l.rectifies.period, l.countryCode, l.vatNumber, l.key);
    const corrected = before + l.cents;
    if (corrected < 0) throw new RangeError('model349NegativeRectification');
    rectifications.push({
      countryCode: l.countryCode,
      vatNumber: l.vatNumber,
      name: l.name,
      key: l.key,
      baseCents: 0,
      rectification: { year: l.rectifies.year, period: l.rectifies.period, correctedBaseCents: corrected, previouslyDeclaredCents: before },
    });
  }
  records.sort(order);
  rectifications.sort(order);
  return {
    model: '349',
    year,
    period,
    records: [...records, ...rectifications],
    operatorCount: records.length,
    totalBaseCents: records.reduce((a, r) => a + r.baseCents, 0),
    rectificationCount: rectifications.length,
    totalRectifiedCents: rectifications.reduce((a, r) => a + (r.rectification?.correctedBaseCents ?? 0), 0),
  };
}

/** A lookup over earlier declarations (those computed in Almacena or entered). */
export function declaredFrom(earlier: Model349Declaration[]): DeclaredLookup {
  return (year, period, countryCode, vatNumber, key) => {
    const d = earlier.find((e) => e.year === year && e.period === period);
    const r = d?.records.find((x) => !x.rectification && x.countryCode === countryCode && x.vatNumber === vatNumber && x.key === key);
    return r?.baseCents ?? 0;
  };
}
