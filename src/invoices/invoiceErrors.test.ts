import { describe, expect, it } from 'vitest';
import { INVOICE_ERRORS, InvoiceError, invoiceErrorFrom } from './invoiceErrors';
import { invoiceErrorMessage } from './messages';

describe('invoiceErrorFrom', () => {
  it.each([
    ['unavailable', 'offline'],
    ['aborted', 'busy'],
    ['deadline-exceeded', 'busy'],
    ['permission-denied', 'denied'],
    ['internal', 'unknown'],
  ])('Firestore %s → %s', (firebaseCode, code) => {
    expect(invoiceErrorFrom(Object.assign(new Error('x'), { code: firebaseCode })).code).toBe(code);
  });

  it('keeps an InvoiceError as it is', () => {
    const error = new InvoiceError('sourceInvoiced', 'S-1');
    expect(invoiceErrorFrom(error)).toBe(error);
  });
});

describe('invoiceErrorMessage', () => {
  it.each(INVOICE_ERRORS.map((code) => [code]))('says %s in Spanish', (code) => {
    const text = invoiceErrorMessage(new InvoiceError(code, 'X-1'));
    expect(text.length).toBeGreaterThan(20);
    expect(text).not.toContain('{detail}');
  });

  it('names what failed', () => {
    expect(invoiceErrorMessage(new InvoiceError('duplicateVendorInvoice', 'FV-1'))).toBe(
      'Ya está registrada la factura «FV-1» de este proveedor: el número de factura del proveedor no puede repetirse.',
    );
  });
});
