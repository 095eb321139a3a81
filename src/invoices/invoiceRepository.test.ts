/** How a stored invoice reads: the fields of a factura simplificada, and their defaults on older documents. */
import { describe, expect, it } from 'vitest';
import { invoiceFromData } from './invoiceRepository';

const ticketData = {
  kind: 'output',
  type: 'ordinaria',
  state: 'emitida',
  status: 'pagada',
  partyId: '',
  party: {},
  numberText: 'T-2026-000012',
  paymentMethod: 'bizum',
  simplified: true,
  vatIncluded: true,
  counterPayment: { method: 'efectivo', tenderedCents: 2000, changeCents: 790 },
  stockDocumentId: 'out9',
};

describe('invoiceFromData', () => {
  it('reads a factura simplificada: simplified, priced IVA included, its counter payment and its salida', () => {
    const invoice = invoiceFromData('t1', ticketData);
    expect([invoice.simplified, invoice.vatIncluded, invoice.stockDocumentId, invoice.paymentMethod]).toEqual([true, true, 'out9', 'bizum']);
    expect(invoice.counterPayment).toEqual({ method: 'efectivo', tenderedCents: 2000, changeCents: 790 });
    expect(invoice.partyId).toBe('');
    expect(invoice.party.name).toBe('');
  });

  it.each([
    ['absent', undefined],
    ['not a counter method', { method: 'transferencia', tenderedCents: 100, changeCents: 0 }],
    ['not an object', 'efectivo'],
  ])('reads a counter payment that is %s as none', (_what, counterPayment) => {
    expect(invoiceFromData('t1', { ...ticketData, counterPayment }).counterPayment).toBeNull();
  });

  it('reads an invoice stored before tickets as an ordinary one, priced before VAT, that made no salida', () => {
    const { simplified: _s, vatIncluded: _v, counterPayment: _c, stockDocumentId: _d, ...older } = ticketData;
    const invoice = invoiceFromData('f1', { ...older, partyId: 'c1' });
    expect([invoice.simplified, invoice.vatIncluded, invoice.counterPayment, invoice.stockDocumentId]).toEqual([false, false, null, null]);
  });

  it('takes only `true` as true', () => {
    const invoice = invoiceFromData('t1', { ...ticketData, simplified: 'true', vatIncluded: 1 });
    expect([invoice.simplified, invoice.vatIncluded]).toEqual([false, false]);
  });
});
