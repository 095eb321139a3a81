/**
 * Operaciones con terceros (modelo 347): per client (ventas, clave B) and per
 * vendor (compras, clave A), the year's total including VAT, split by quarter,
 * for those whose yearly total exceeds 3.005,06 €.
 *
 * - Amount = base + IVA + recargo de equivalencia (RGAT, RD 1065/2007, art.
 *   34: "importe total de la contraprestación" plus the VAT and recargo
 *   charged or borne). The IRPF withholding does NOT reduce it: it is a payment
 *   on account of the recipient's tax, not part of the price. Source: AEAT's
 *   help for modelo 347 (as reproduced at ayuda.indot.es, "A efectos de la
 *   cumplimentación del modelo 347 se entiende por importe de la operación el
 *   importe total de la contraprestación… se deben añadir las cuotas del
 *   Impuesto y recargos de equivalencia"); /work/shared/reference does not
 *   cover the 347, so this is not checked against the BOE there.
 * - Threshold: strictly more than 3.005,06 € in the year (RGAT art. 33.1:
 *   "hayan superado la cifra de 3.005,06 euros"), per NIF and separately for
 *   sales and purchases.
 * - Quarter: by the invoice's date (issue date; registry date for purchases,
 *   RGAT art. 35). Rectificativas count with their sign in their own quarter.
 *
 * Folded page by page (in any order): one accumulator per party, never the invoices.
 * Pure: unit-tested with hand-checked figures, the threshold exactly at 300506.
 */
import { normalizeTaxId } from '../domain/taxId';
import { netAmounts, quarterOf, type ReportInvoice, type ReportKind } from './reportModel';

/** 3.005,06 € in cents: the 347 lists a party only above it. */
export const THRESHOLD_347_CENTS = 300_506;

export interface Party347 {
  kind: ReportKind;
  /** Normalised NIF (empty when the party has none). */
  nif: string;
  name: string;
  /** Amount per quarter, index 0 = first quarter. */
  quarters: [number, number, number, number];
  totalCents: number;
  invoices: number;
}

/** Per party: its figures and the key (date, id) of the invoice its name was taken from. */
export type Accumulator347 = Map<string, { party: Party347; nameKey: string }>;

export function empty347(): Accumulator347 {
  return new Map();
}

/** The amount an invoice adds to its party's 347 figure: base + VAT + recargo, net of a replaced invoice. */
export function amount347(invoice: ReportInvoice): number {
  const net = netAmounts(invoice);
  return net.baseCents + net.vatCents + net.recargoCents;
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
  const { key, nif } = partyKey(invoice);
  const entry = acc.get(key) ?? {
    party: { kind: invoice.kind, nif, name: invoice.partyName, quarters: [0, 0, 0, 0], totalCents: 0, invoices: 0 },
    nameKey: '',
  };
  const amount = amount347(invoice);
  entry.party.quarters[quarterOf(invoice.date) - 1] += amount;
  entry.party.totalCents += amount;
  entry.party.invoices += 1;
  const nameKey = `${invoice.date}|${invoice.id}`;
  if (invoice.partyName && nameKey > entry.nameKey) {
    entry.party.name = invoice.partyName;
    entry.nameKey = nameKey;
  }
  acc.set(key, entry);
}

export function exceeds347(totalCents: number): boolean {
  return totalCents > THRESHOLD_347_CENTS;
}

export interface Report347 {
  clients: Party347[];
  vendors: Party347[];
  totals: { clients: Totals347; vendors: Totals347 };
}

export interface Totals347 {
  quarters: [number, number, number, number];
  totalCents: number;
}

function totalsOf(parties: Party347[]): Totals347 {
  const quarters: [number, number, number, number] = [0, 0, 0, 0];
  let totalCents = 0;
  for (const p of parties) {
    for (let q = 0; q < 4; q++) quarters[q]! += p.quarters[q]!;
    totalCents += p.totalCents;
  }
  return { quarters, totalCents };
}

/** The declared parties: above the threshold, by name then NIF. */
export function finish347(acc: Accumulator347): Report347 {
  const declared = [...acc.values()].map((e) => e.party).filter((p) => exceeds347(p.totalCents));
  declared.sort((a, b) => a.name.localeCompare(b.name, 'es') || a.nif.localeCompare(b.nif));
  const clients = declared.filter((p) => p.kind === 'output');
  const vendors = declared.filter((p) => p.kind === 'input');
  return { clients, vendors, totals: { clients: totalsOf(clients), vendors: totalsOf(vendors) } };
}
