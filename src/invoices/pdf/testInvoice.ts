/** An issued sales invoice for the PDF tests: F-2026-000124, with the given lines. */
import { testLine } from '../invoiceFixtures.test-data';
import { priceInvoice, type Invoice, type InvoiceLine } from '../invoiceModel';

export const line = (i: number, extra: Partial<InvoiceLine> = {}): InvoiceLine =>
  testLine({ description: `Tornillo M${i}`, code: `T${i}`, sourceId: 's1', sourceLabel: 'Albarán ALB-7 (02/03/2026)', ...extra });

export function issued(lines: InvoiceLine[], extra: Partial<Invoice> = {}): Invoice {
  const base = { lines, recargoEquivalencia: extra.recargoEquivalencia ?? false, irpfRate: extra.irpfRate ?? 0 };
  return {
    id: 'inv1',
    kind: 'output',
    type: 'ordinaria',
    state: 'emitida',
    status: 'pendiente',
    series: 'F',
    year: 2026,
    number: 124,
    numberText: 'F-2026-000124',
    date: '2026-03-05',
    issueDate: '2026-03-05',
    issuedAt: null,
    issuedBy: 'u1',
    operationDate: '2026-03-02',
    dueDate: '2026-04-04',
    paymentTermsDays: 30,
    partyId: 'c1',
    party: {
      name: 'Ferretería López S.L.',
      idType: '',
      nif: 'B12345674',
      address: 'Calle Real, 3',
      postalCode: '41001',
      city: 'Sevilla',
      province: 'Sevilla',
      countryCode: 'ES',
      country: 'España',
    },
    issuer: {
      legalName: 'Demo Distribuciones S.L.',
      nif: 'B86561412',
      address: 'Calle de Alcalá, 120',
      postalCode: '28009',
      city: 'Madrid',
      province: 'Madrid',
      country: 'España',
      iban: 'ES91 2100 0418 4502 0005 1332',
      mercantileRegistry: null,
    },
    lineCount: lines.length,
    sourceIds: ['s1'],
    paidDate: null,
    paymentMethod: null,
    rectifies: null,
    rectifiedBy: [],
    vendorInvoiceNumber: null,
    vendorInvoiceDate: null,
    vendorInvoiceKey: null,
    taxDate: '2026-03-02',
    investmentGoods: false,
    premisesRental: false,
    notes: '',
    createdBy: 'u1',
    createdAt: null,
    updatedAt: null,
    ...base,
    ...priceInvoice(base),
    ...extra,
  };
}
