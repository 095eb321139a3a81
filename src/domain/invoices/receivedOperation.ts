/**
 * The Tipo de operación of a received invoice: how a purchase is taxed when it
 * is not an ordinary domestic one, so the 303, 349 and 390 self-assess it
 * (taxModels/model303.ts reads `operation`). Only purchases carry it.
 *
 * - intraEuGoods: adquisición intracomunitaria de bienes (LIVA arts. 13, 15),
 *   from a vendor in another member state who charges no Spanish VAT; the
 *   buyer self-assesses it (art. 85, 303 [10]/[11] and [36]–[39], 349 key A).
 * - intraEuServices: a service from a business in another member state, taxed
 *   in Spain (arts. 69, 70) with the buyer as taxpayer (art. 84.Uno.2º): 303
 *   [10]/[11] and [36]/[37], 349 key I (RIVA art. 79).
 * - import: goods from outside the EU; the VAT is paid at customs on the DUA.
 * - reverseCharge: inversión del sujeto pasivo (art. 84.Uno.2º), vendor
 *   Spanish or from outside the EU: 303 [12]/[13].
 * In all four the vendor charges no VAT on the invoice; intra-EU needs a
 * vendor of another member state, an import one outside the EU.
 */
import { zoneOf, type TaxOperation } from '../taxModels/model303';
import type { InvoiceContent } from './invoiceModel';

export const RECEIVED_OPERATIONS = [
  'domestic',
  'intraEuGoods',
  'intraEuServices',
  'import',
  'reverseCharge',
] as const satisfies readonly TaxOperation[];

export type OperationProblemCode = 'operationOnSale' | 'operationNeedsEuVendor' | 'operationNeedsNonEuVendor' | 'operationWithVat';

export function isTaxOperation(value: unknown): value is TaxOperation {
  return typeof value === 'string' && (RECEIVED_OPERATIONS as readonly string[]).includes(value);
}

/** The operation a new purchase from a vendor of `countryCode` starts with (the form's default). */
export function defaultOperationFor(countryCode: string): TaxOperation {
  const zone = zoneOf(countryCode);
  return zone === 'EU' ? 'intraEuGoods' : zone === 'nonEU' ? 'import' : 'domestic';
}

/**
 * What is wrong with the content's operation, if anything. A sale carries none;
 * the vendor's zone is checked when the party's country is known (countryCode
 * not ''); a self-assessed or imported purchase has no line with VAT.
 */
export function operationProblem(content: Pick<InvoiceContent, 'kind' | 'operation' | 'party' | 'lines'>): OperationProblemCode | null {
  const op = content.operation ?? null;
  if (op === null) return null;
  if (content.kind !== 'input') return 'operationOnSale';
  if (op === 'domestic') return null;
  const code = content.party.countryCode;
  if (code) {
    const zone = zoneOf(code);
    if ((op === 'intraEuGoods' || op === 'intraEuServices') && zone !== 'EU') return 'operationNeedsEuVendor';
    if (op === 'import' && zone !== 'nonEU') return 'operationNeedsNonEuVendor';
  }
  if (content.lines.some((l) => l.vatRate !== 0)) return 'operationWithVat';
  return null;
}
