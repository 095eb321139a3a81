/** An issued sales invoice for the PDF tests: F-2026-000124, with the given lines; a ticket, T-2026-000012. */
import { computeIvaIncludedTotals, ivaIncludedDocumentTotals } from '../../domain/ivaIncluded';
import { testLine } from '../../domain/invoices/invoiceFixtures.test-data';
import { emptyInvoiceContent, partySnapshotOf, priceInvoice, type Invoice, type InvoiceLine } from '../../domain/invoices/invoiceModel';

export const line = (i: number, extra: Partial<InvoiceLine> = {}): InvoiceLine =>
  testLine({ description: `Tornillo M${i}`, code: `T${i}`, sourceId: 's1', sourceLabel: 'Albarán ALB-7 (02/03/2026)', ...extra });

export function issued(lines: InvoiceLine[], extra: Partial<Invoice> = {}): Invoice {
  const base = { lines, recargoEquivalencia: extra.recargoEquivalencia ?? false, irpfRate: extra.irpfRate ?? 0 };
  return {
    ...emptyInvoiceContent('output'),
    id: 'inv1',
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
    instalments: [],
    collectedCents: 0,
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
    rectifiedBy: [],
    vendorInvoiceKey: null,
    taxDate: '2026-03-02',
    createdBy: 'u1',
    createdAt: null,
    updatedAt: null,
    ...base,
    ...priceInvoice(base),
    ...extra,
  };
}

/** A line of a ticket: 2 × 6,05 € IVA included at 21 % (12,10 €: base 10,00 €, cuota 2,10 €), not from a salida. */
export const ticketLine = (i: number, extra: Partial<InvoiceLine> = {}): InvoiceLine =>
  testLine({ description: `Barra de pan ${i}`, code: `P${i}`, unitPriceCents: 605, ...extra });

/**
 * A factura simplificada as the counter command stores it (docs/design-issue-17.md, "Contracts"):
 * T-2026-000012, lines priced IVA included and totalled by computeIvaIncludedTotals, no recipient,
 * paid in cash at issue with 20,00 € tendered.
 */
export function ticket(lines: InvoiceLine[], extra: Partial<Invoice> = {}): Invoice {
  const totals = ivaIncludedDocumentTotals(computeIvaIncludedTotals(lines));
  const tenderedCents = Math.max(2000, totals.totalCents);
  return issued(lines, {
    series: 'T',
    number: 12,
    numberText: 'T-2026-000012',
    issuedAt: new Date('2026-03-05T09:42:00Z'),
    operationDate: null,
    dueDate: '2026-03-05',
    taxDate: '2026-03-05',
    status: 'pagada',
    paidDate: '2026-03-05',
    paymentMethod: 'efectivo',
    partyId: '',
    party: partySnapshotOf({}),
    sourceIds: [],
    simplified: true,
    vatIncluded: true,
    counterPayment: { method: 'efectivo', tenderedCents, changeCents: tenderedCents - totals.totalCents },
    stockDocumentId: 'out9',
    lines: lines.map((l, i) => ({ ...l, exemption: l.exemption ?? null, tobacco: false, baseCents: totals.lineBases[i] ?? 0 })),
    breakdown: totals.breakdown,
    baseCents: totals.baseCents,
    vatCents: totals.vatCents,
    recargoCents: 0,
    irpfCents: 0,
    totalCents: totals.totalCents,
    payableCents: totals.payableCents,
    ...extra,
  });
}
