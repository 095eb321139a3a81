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
 *   190/180), except the rent of business premises paid by the company (33.2.i
 *   keeps it in the 347); intra-EU supplies (E5) and, to a client in another EU
 *   state, services not subject by place-of-supply rules (N2), and purchases at
 *   0 % from a vendor in another EU state (33.2.i: they go in the 349); exports
 *   (E2, E3) and purchases at 0 % from a vendor outside the EU (33.2.g:
 *   imports and exports); and tickets (facturas simplificadas) with no
 *   recipient, which identify no one (a cualificada counts for its client).
 * - Cash: what each declared client paid in cash ("efectivo", paid in the same
 *   year as the invoice) is reported when it exceeds 6.000 € (RGAT art. 34.1:
 *   "importes superiores a 6.000 euros que se hubieran percibido en metálico").
 * - Threshold: strictly more than 3.005,06 € in the year (RGAT art. 33.1), per
 *   NIF and separately for sales and purchases.
 * - Quarter: by the invoice's date (issue date; registry date for purchases,
 *   RGAT art. 35). Rectificativas count with their sign in their own quarter;
 *   one by substitution counts the difference with the figures it replaced.
 *
 * Folded page by page (in any order): one accumulator per party, never the invoices.
 * Pure: unit-tested with hand-checked figures, the thresholds exactly at 300506 and 600000.
 */
import { normalizeTaxId } from '../domain/taxId';
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
  if (withheld(invoice) && !invoice.premisesRental) {
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

/** Cash received on a sales invoice paid "en efectivo" within its own year (what the client paid: total − IRPF). */
export function cash347(invoice: ReportInvoice): number {
  if (invoice.kind !== 'output' || invoice.paymentMethod !== 'efectivo' || !invoice.paidDate) return 0;
  return invoice.paidDate.slice(0, 4) === invoice.date.slice(0, 4) ? netAmounts(invoice).payableCents : 0;
}

/** Parties are grouped by NIF; one without NIF stays on its own (by party id) so it is not merged with others. */
function partyKey(invoice: ReportInvoice): { key: string; nif: string } {
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
  entry.party.quarters[quarterOf(invoice.date) - 1] += amountCents;
  entry.party.totalCents += amountCents;
  entry.party.cashCents += cash;
  entry.party.premisesRental ||= invoice.premisesRental;
  entry.party.invoices += 1;
  const nameKey = `${invoice.date}|${invoice.id}`;
  if (invoice.partyName && nameKey > entry.nameKey) {
    entry.party.name = invoice.partyName;
    entry.nameKey = nameKey;
  }
  acc.parties.set(key, entry);
}

export function exceeds347(totalCents: number): boolean {
  return totalCents > THRESHOLD_347_CENTS;
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

/** The declared parties (above 3.005,06 €), by name then NIF; their cash only when above 6.000 € (else 0). */
export function finish347(acc: Accumulator347): Report347 {
  const declared = [...acc.parties.values()]
    .map((e) => ({
      ...e.party,
      quarters: [...e.party.quarters] as Party347['quarters'],
      cashCents: cashExceeds347(e.party.cashCents) ? e.party.cashCents : 0,
    }))
    .filter((p) => exceeds347(p.totalCents));
  declared.sort((a, b) => a.name.localeCompare(b.name, 'es') || a.nif.localeCompare(b.nif));
  const clients = declared.filter((p) => p.kind === 'output');
  const vendors = declared.filter((p) => p.kind === 'input');
  return { clients, vendors, totals: { clients: totalsOf(clients), vendors: totalsOf(vendors) }, excluded: { ...acc.excluded } };
}
