/**
 * Operaciones con terceros (modelo 347): per client (ventas, clave B) and per
 * vendor (compras, clave A), the year's total including VAT, split by quarter,
 * for those whose yearly total exceeds 3.005,06 €.
 *
 * - Amount = base + IVA + recargo de equivalencia (RGAT, RD 1065/2007, art.
 *   34: "importe total de la contraprestación" plus the VAT and recargo
 *   charged or borne). The IRPF withholding does NOT reduce it.
 * - Left out (RGAT art. 33.2), and added up apart so the screen can say how much:
 *   operations subject to IRPF withholding (33.2.i: they are reported in the
 *   190/180), the rent of business premises paid by the company with IRPF
 *   withheld included (it goes in the 180; issue 28, finding 7), but not the
 *   rent the company receives as landlord, which it declares although its tenant
 *   withholds (AEAT instructions for the 347, "arrendamientos de locales de
 *   negocio"). Rent is recognised by the invoice's `premisesRental` flag (the
 *   form's checkbox), withholding by its IRPF; intra-EU supplies (E5) and, to a client in another EU
 *   state, services not subject by place-of-supply rules (N2), and purchases at
 *   0 % from a vendor in another EU state (33.2.i: they go in the 349); exports
 *   (E2, E3) and purchases at 0 % from a vendor outside the EU (33.2.g:
 *   imports and exports); and tickets (facturas simplificadas) with no
 *   recipient, which identify no one (a cualificada counts for its client).
 * - Cash: what each declared client paid in cash ("efectivo") in the year is
 *   reported when it exceeds 6.000 € (RGAT art. 34.1.b: "importes superiores a
 *   6.000 euros que se hubieran percibido en metálico"). Cash received in a
 *   later year for an earlier year's sale goes to that later year's 347 (RGAT
 *   art. 35.5), as its own record with no operations and the year of the sale
 *   (addLateCashTo347); the sale's own year does not count it.
 * - Threshold: more than 3.005,06 € in the year in absolute value (RGAT art.
 *   33.2.c), per NIF and separately for sales and purchases: a party whose year
 *   nets below −3.005,06 € (credit notes over sales) is declared with its
 *   negative sign (AEAT instructions for the 347: "podrán declararse operaciones
 *   con signo negativo" when the yearly amount exceeds 3.005,06 € "en su valor
 *   absoluto"; the record design has a sign for every amount).
 * - Quarter: by devengo (`taxDate`), the period in which the VAT books record
 *   the operation (RGAT art. 35.1; RIVA art. 69.1), so the 347, the books and the
 *   303 place an invoice alike (issue 28, finding 6). Rectificativas count with
 *   their sign in their own quarter; one by substitution counts the difference
 *   with the figures it replaced.
 *
 * Folded page by page (in any order): one accumulator per party, never the invoices.
 * Pure: unit-tested with hand-checked figures, the thresholds exactly at 300506 and 600000.
 */
import { normalizeTaxId } from '../taxId';
import { netAmounts, partyZone, quarterOf, signedBreakdown, type ReportInvoice, type ReportKind } from './reportModel';

/** 3.005,06 € in cents: the 347 lists a party only above it. */
export const THRESHOLD_347_CENTS = 300_506;
/** 6.000,00 € in cents: cash received from a client is reported only above it. */
export const CASH_THRESHOLD_347_CENTS = 600_000;

export interface Party347 {
  kind: ReportKind;
  /** Normalised NIF (empty when the party has none). */
  nif: string;
  name: string;
  /** Amount per quarter, index 0 = first quarter. */
  quarters: [number, number, number, number];
  totalCents: number;
  /** Cash received in the year (sales paid "en efectivo"). */
  cashCents: number;
  /** A purchase from this vendor is the rent of business premises. */
  premisesRental: boolean;
  invoices: number;
  /**
   * Only on a record of cash received this year for an earlier year's sales (RGAT art. 35.5):
   * the year of those sales (the 347's "ejercicio" of the cash); its operations are 0.
   */
  operationYear?: number;
}

export type Exclusion347 = 'withholding' | 'intraEu' | 'foreignTrade' | 'unidentified';

/** Per party: its figures and the key (date, id) of the invoice its name was taken from; and what was left out. */
export interface Accumulator347 {
  parties: Map<string, { party: Party347; nameKey: string }>;
  excluded: Record<Exclusion347, number>;
}

export function empty347(): Accumulator347 {
  return { parties: new Map(), excluded: { withholding: 0, intraEu: 0, foreignTrade: 0, unidentified: 0 } };
}

/** Subject to IRPF withholding: the invoice or the figures it replaces withhold. */
function withheld(invoice: ReportInvoice): boolean {
  return invoice.irpfRate > 0 || invoice.irpfCents !== 0 || (invoice.replaced?.irpfCents ?? 0) !== 0;
}

/** The amount an invoice adds to its party's 347 figure, and what it leaves out and why. */
export function split347(invoice: ReportInvoice): { amountCents: number; excluded: Record<Exclusion347, number> } {
  const net = netAmounts(invoice);
  const whole = net.baseCents + net.vatCents + net.recargoCents;
  const excluded = { withholding: 0, intraEu: 0, foreignTrade: 0, unidentified: 0 };
  // A ticket (factura simplificada) with no recipient names no one to declare.
  if (invoice.kind === 'output' && invoice.partyId === '') {
    excluded.unidentified = whole;
    return { amountCents: 0, excluded };
  }
  // Withheld: in the 190/180, not here; the landlord's own rent invoice stays (see above).
  if (withheld(invoice) && !(invoice.premisesRental && invoice.kind === 'output')) {
    excluded.withholding = whole;
    return { amountCents: 0, excluded };
  }
  const zone = partyZone(invoice.partyCountryCode);
  for (const g of signedBreakdown(invoice)) {
    const amount = g.baseCents + g.vatCents + g.recargoCents;
    if (invoice.kind === 'output') {
      if (g.exemption === 'E5' || (g.exemption === 'N2' && zone === 'EU')) excluded.intraEu += amount;
      else if (g.exemption === 'E2' || g.exemption === 'E3') excluded.foreignTrade += amount;
    } else if (zone !== 'ES' && g.vatCents === 0) {
      if (zone === 'EU') excluded.intraEu += amount;
      else excluded.foreignTrade += amount;
    }
  }
  return { amountCents: whole - excluded.intraEu - excluded.foreignTrade, excluded };
}

/** The amount an invoice adds to its party's 347 figure: base + VAT + recargo, net of replaced figures, less what is left out. */
export function amount347(invoice: ReportInvoice): number {
  return split347(invoice).amountCents;
}

/** The 347 year an invoice belongs to: its devengo's (RGAT art. 35.1). */
function yearOf347(invoice: ReportInvoice): string {
  return invoice.taxDate.slice(0, 4);
}

/**
 * Cash received on a sales invoice paid "en efectivo" in `year` (what the client paid: total −
 * IRPF); 0 when paid otherwise or in another year. `year` defaults to the invoice's own 347 year.
 */
export function cash347(invoice: ReportInvoice, year: string = yearOf347(invoice)): number {
  if (invoice.kind !== 'output' || invoice.paymentMethod !== 'efectivo' || !invoice.paidDate) return 0;
  return invoice.paidDate.slice(0, 4) === year ? netAmounts(invoice).payableCents : 0;
}

/**
 * Adds the cash received in `year` on a sale of an earlier year (RGAT art. 35.5): a record of
 * its own per party and year of the sale, with no operations, declared when the cash exceeds
 * 6.000 €. Anything else (a sale of `year` itself, not paid in cash, paid in another year) adds nothing.
 */
export function addLateCashTo347(acc: Accumulator347, invoice: ReportInvoice, year: number): void {
  const saleYear = Number(yearOf347(invoice));
  if (!(saleYear < year) || split347(invoice).amountCents === 0) return;
  const cash = cash347(invoice, String(year));
  if (cash === 0) return;
  const { key, nif } = partyKey(invoice);
  const lateKey = `${key}|year:${saleYear}`;
  const entry = acc.parties.get(lateKey) ?? {
    party: {
      kind: invoice.kind,
      nif,
      name: invoice.partyName,
      quarters: [0, 0, 0, 0],
      totalCents: 0,
      cashCents: 0,
      premisesRental: false,
      invoices: 0,
      operationYear: saleYear,
    },
    nameKey: '',
  };
  entry.party.cashCents += cash;
  const nameKey = `${invoice.taxDate}|${invoice.id}`;
  if (invoice.partyName && nameKey > entry.nameKey) {
    entry.party.name = invoice.partyName;
    entry.nameKey = nameKey;
  }
  acc.parties.set(lateKey, entry);
}

/**
 * The cash side of the 347 for `year`, one sale paid «en efectivo» in that year at a time (the
 * figures kept by the commands carry no cash: it changes with payments). A sale of `year` adds its
 * cash to its party as addTo347 does; a sale of an earlier year is late cash (addLateCashTo347).
 */
export function addCashTo347(acc: Accumulator347, invoice: ReportInvoice, year: number): void {
  if (Number(yearOf347(invoice)) !== year) {
    addLateCashTo347(acc, invoice, year);
    return;
  }
  const { amountCents, excluded } = split347(invoice);
  if (amountCents === 0 && Object.values(excluded).some((v) => v !== 0)) return;
  const cash = cash347(invoice);
  if (cash === 0) return;
  const { key, nif } = partyKey(invoice);
  const entry = acc.parties.get(key) ?? {
    party: {
      kind: invoice.kind,
      nif,
      name: invoice.partyName,
      quarters: [0, 0, 0, 0],
      totalCents: 0,
      cashCents: 0,
      premisesRental: false,
      invoices: 0,
    },
    nameKey: '',
  };
  entry.party.cashCents += cash;
  acc.parties.set(key, entry);
}

/** Parties are grouped by NIF; one without NIF stays on its own (by party id) so it is not merged with others. */
export function partyKey(invoice: ReportInvoice): { key: string; nif: string } {
  const nif = normalizeTaxId(invoice.partyNif);
  return { key: `${invoice.kind}|${nif ? `nif:${nif}` : `id:${invoice.partyId}`}`, nif };
}

/**
 * Adds one invoice (mutates the accumulator). The result does not depend on
 * the order invoices come in (pages may be read in parallel): the party's name
 * is the one on its latest invoice (by date, then id).
 */
export function addTo347(acc: Accumulator347, invoice: ReportInvoice): void {
  const { amountCents, excluded } = split347(invoice);
  for (const k of Object.keys(excluded) as Exclusion347[]) acc.excluded[k] += excluded[k];
  if (amountCents === 0 && Object.values(excluded).some((v) => v !== 0)) return; // wholly left out: not an operation of this return
  const cash = cash347(invoice);
  const { key, nif } = partyKey(invoice);
  const entry = acc.parties.get(key) ?? {
    party: {
      kind: invoice.kind,
      nif,
      name: invoice.partyName,
      quarters: [0, 0, 0, 0],
      totalCents: 0,
      cashCents: 0,
      premisesRental: false,
      invoices: 0,
    },
    nameKey: '',
  };
  entry.party.quarters[quarterOf(invoice.taxDate) - 1] += amountCents;
  entry.party.totalCents += amountCents;
  entry.party.cashCents += cash;
  entry.party.premisesRental ||= invoice.premisesRental;
  entry.party.invoices += 1;
  const nameKey = `${invoice.taxDate}|${invoice.id}`;
  if (invoice.partyName && nameKey > entry.nameKey) {
    entry.party.name = invoice.partyName;
    entry.nameKey = nameKey;
  }
  acc.parties.set(key, entry);
}

/** Above 3.005,06 € in absolute value: a year that nets negative is declared with its sign. */
export function exceeds347(totalCents: number): boolean {
  return Math.abs(totalCents) > THRESHOLD_347_CENTS;
}

export function cashExceeds347(cashCents: number): boolean {
  return cashCents > CASH_THRESHOLD_347_CENTS;
}

export interface Report347 {
  clients: Party347[];
  vendors: Party347[];
  totals: { clients: Totals347; vendors: Totals347 };
  /** Amounts left out of every party's figure, by reason. */
  excluded: Record<Exclusion347, number>;
}

export interface Totals347 {
  quarters: [number, number, number, number];
  totalCents: number;
  cashCents: number;
}

function totalsOf(parties: Party347[]): Totals347 {
  const quarters: [number, number, number, number] = [0, 0, 0, 0];
  let totalCents = 0;
  let cashCents = 0;
  for (const p of parties) {
    for (let q = 0; q < 4; q++) quarters[q]! += p.quarters[q]!;
    totalCents += p.totalCents;
    cashCents += p.cashCents;
  }
  return { quarters, totalCents, cashCents };
}

/**
 * The declared parties (above 3.005,06 € in absolute value), by name then NIF; their cash only
 * when above 6.000 € (else 0). A record of late cash (operationYear) is declared when its cash is.
 */
export function finish347(acc: Accumulator347): Report347 {
  const declared = [...acc.parties.values()]
    .map((e) => ({
      ...e.party,
      quarters: [...e.party.quarters] as Party347['quarters'],
      cashCents: cashExceeds347(e.party.cashCents) ? e.party.cashCents : 0,
    }))
    .filter((p) => (p.operationYear === undefined ? exceeds347(p.totalCents) : p.cashCents > 0));
  declared.sort((a, b) => a.name.localeCompare(b.name, 'es') || a.nif.localeCompare(b.nif) || (a.operationYear ?? 0) - (b.operationYear ?? 0));
  const clients = declared.filter((p) => p.kind === 'output');
  const vendors = declared.filter((p) => p.kind === 'input');
  return { clients, vendors, totals: { clients: totalsOf(clients), vendors: totalsOf(vendors) }, excluded: { ...acc.excluded } };
}
