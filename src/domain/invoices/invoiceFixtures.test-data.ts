/**
 * Invoice lines and contents for the invoice tests: a plain sale (kind output, ordinaria) to
 * party c1 of two screws at 10,00 € + 21 % VAT. Each test overrides what it is about.
 */
import { partySnapshotOf, type InvoiceContent, type InvoiceLine } from './invoiceModel';

/** The issuing company as the planners read it: name, NIF, address, IBAN and series. */
export const testCorporation = (extra: Record<string, unknown> = {}) => ({
  data: {
    legalName: 'Empresa S.L.',
    nif: 'B86561412',
    address: 'Calle Mayor, 1',
    postalCode: '28001',
    city: 'Madrid',
    province: 'Madrid',
    country: 'España',
    iban: 'ES91',
    salesSeries: 'F',
    rectificationSeries: 'R',
    ...extra,
  },
});

export const testLine = (extra: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: 'Tornillo',
  code: 'T8',
  categoryId: null,
  unit: 'ud',
  quantity: 2,
  unitPriceCents: 1000,
  discountPct: 0,
  vatRate: 21,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
  ...extra,
});

export const testContent = (extra: Partial<InvoiceContent> = {}): InvoiceContent => ({
  kind: 'output',
  type: 'ordinaria',
  partyId: 'c1',
  party: partySnapshotOf({}),
  paymentTermsDays: 30,
  recargoEquivalencia: false,
  irpfRate: 0,
  operationDate: null,
  dueDate: null,
  lines: [testLine()],
  sourceIds: [],
  notes: '',
  rectifies: null,
  vendorInvoiceNumber: null,
  vendorInvoiceDate: null,
  ...extra,
});
