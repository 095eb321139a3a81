/**
 * The stored shape of a company (corporations/{corpId}: name and data) and its empty data, pure so
 * that the repository, the seeds and the test helpers build the same document. firestore.rules
 * checks the same key list (validData); docs/CONVENTIONS.md says what to change for a new field.
 * A company stored before a field existed reads it from emptyCorporationData (corporationFromSnapshot).
 */
import type { MercantileRegistry } from '../domain/invoices/invoiceModel';

/** corporations.data (docs/reference.md "Company data"). */
export interface CorporationData {
  nif: string;
  legalName: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  phone: string;
  email: string;
  /** Compact, upper case ("ES9121000418450200051332"); formatIban() prints it in groups. */
  iban: string;
  /** BIC of the company's bank (8 or 11 characters), or ''. */
  bic: string;
  /** Identificador de acreedor SEPA ("ES" + check digits + suffix + NIF), for direct debits; '' until the bank gives it. */
  sepaCreditorId: string;
  salesSeries: string;
  rectificationSeries: string;
  /** Series of the facturas simplificadas (tiques), distinct from the other two. */
  simplifiedSeries: string;
  /** Retail trade (RD 1619/2012 art. 4.2): simplified invoices up to 3.000 €, else 400 €. */
  retailActivity: boolean;
  defaultVatRate: number;
  allowNegativeStock: boolean;
  /** Registro Mercantil entry, printed on invoices (all empty for a sole trader). */
  mercantileRegistry: MercantileRegistry;
}

export const emptyCorporationData: CorporationData = {
  nif: '',
  legalName: '',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  country: 'España',
  phone: '',
  email: '',
  iban: '',
  bic: '',
  sepaCreditorId: '',
  salesSeries: 'F',
  rectificationSeries: 'R',
  simplifiedSeries: 'T',
  retailActivity: false,
  defaultVatRate: 21,
  allowNegativeStock: false,
  mercantileRegistry: { registry: '', tomo: '', folio: '', hoja: '', inscripcion: '' },
};

/** A company's stored content (without timestamps): its name and the whole of its data. */
export function corporationContentOf(name: string, data: Partial<CorporationData> = {}): { name: string; data: CorporationData } {
  return { name, data: { ...emptyCorporationData, ...data } };
}
