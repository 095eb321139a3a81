/**
 * Issued sales invoices as Almacena stores them (the full `Invoice` type, so
 * the tests also prove that a stored invoice satisfies AltaInvoice), for the
 * tests of this folder only.
 */
import { priceInvoice, type Invoice, type InvoiceLine, type PartySnapshot, type Rectifies } from '../../invoices/invoiceModel';
import type { SistemaInformaticoContext } from './system';

export const ISSUER = {
  legalName: 'Suministros Almacena Demo SL',
  nif: 'B12345674',
  address: 'Calle Mayor 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  iban: 'ES9121000418450200051332',
};

export const SYSTEM: SistemaInformaticoContext = {
  producerName: 'Almacena Software SL',
  producerNif: 'A46103834',
  version: '1.0.0',
  installationNumber: 'almacena-prod',
  multipleOT: true,
};

export const SPANISH_CLIENT: PartySnapshot = {
  name: 'Ferretería Peña SL',
  idType: '',
  nif: 'B86561412',
  address: 'Avenida del Puerto 3',
  postalCode: '46001',
  city: 'Valencia',
  province: 'Valencia',
  countryCode: 'ES',
  country: 'España',
};

export const FRENCH_CLIENT: PartySnapshot = {
  name: 'Outils & Cie SARL',
  idType: '02',
  nif: 'FR40303265045',
  address: '1 rue de la Paix',
  postalCode: '75002',
  city: 'Paris',
  province: '',
  countryCode: 'FR',
  country: 'Francia',
};

export function line(
  description: string,
  quantity: number,
  unitPriceCents: number,
  vatRate: number,
  exemption: InvoiceLine['exemption'] = null,
): InvoiceLine {
  return {
    description,
    code: '',
    categoryId: null,
    unit: 'ud',
    quantity,
    unitPriceCents,
    discountPct: 0,
    vatRate,
    exemption,
    sourceId: null,
    sourceLabel: null,
  };
}

export interface InvoiceOptions {
  numberText?: string;
  issueDate?: string;
  party?: PartySnapshot;
  lines?: InvoiceLine[];
  recargoEquivalencia?: boolean;
  irpfRate?: number;
  operationDate?: string | null;
  rectifies?: Rectifies | null;
}

export function issuedInvoice(o: InvoiceOptions = {}): Invoice {
  const lines = o.lines ?? [line('Tornillo M6', 100, 25, 21), line('Tuerca M6', 50, 10, 21)];
  const recargoEquivalencia = o.recargoEquivalencia ?? false;
  const irpfRate = o.irpfRate ?? 0;
  const priced = priceInvoice({ lines, recargoEquivalencia, irpfRate });
  const issueDate = o.issueDate ?? '2026-11-25';
  const numberText = o.numberText ?? 'F-2026-000001';
  const rectifies = o.rectifies ?? null;
  return {
    id: `inv-${numberText}`,
    kind: 'output',
    type: rectifies ? 'rectificativa' : 'ordinaria',
    state: 'emitida',
    status: 'pendiente',
    date: issueDate,
    taxDate: o.operationDate ?? issueDate,
    partyId: 'party-1',
    party: o.party ?? SPANISH_CLIENT,
    paymentTermsDays: 30,
    recargoEquivalencia,
    irpfRate,
    operationDate: o.operationDate ?? null,
    dueDate: null,
    sourceIds: [],
    notes: '',
    rectifies,
    vendorInvoiceNumber: null,
    vendorInvoiceDate: null,
    ...priced,
    series: 'F',
    year: Number(issueDate.slice(0, 4)),
    number: 1,
    numberText,
    issueDate,
    issuedBy: 'user-1',
    issuer: ISSUER,
    issuedAt: new Date(`${issueDate}T10:00:00Z`),
    lineCount: lines.length,
    paidDate: null,
    paymentMethod: null,
    rectifiedBy: [],
    vendorInvoiceKey: null,
    createdBy: 'user-1',
    createdAt: null,
    updatedAt: null,
  };
}
