import { describe, expect, it } from 'vitest';
import { INVOICE_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { INVOICE_ERRORS, InvoiceError, invoiceErrorFrom, invoiceErrorOfCommand } from './invoiceErrors';
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

describe('invoiceErrorOfCommand', () => {
  const failure = (code: string, details: Record<string, unknown> = {}) => Object.assign(new Error(code), { name: 'CommandFailure', code, details });
  it.each<[string, unknown, string, string]>([
    [
      'a server refusal keeps its code and what it names',
      failure('sourceInvoiced', { code: 'sourceInvoiced', detail: 'S-1' }),
      'sourceInvoiced',
      'S-1',
    ],
    [
      'an invalid content names the field',
      failure('invalid', { code: 'invalid', detail: 'lines.0.unitPriceCents' }),
      'invalid',
      'lines.0.unitPriceCents',
    ],
    ['a denied caller', failure('denied', { code: 'denied', reason: 'inactive' }), 'denied', ''],
    ['the transport offline', failure('offline'), 'offline', ''],
    ['the transport busy', failure('busy'), 'busy', ''],
    ["the server's own failure", failure('failed', { code: 'failed' }), 'failed', ''],
    ['a code we do not know', failure('somethingNew', { code: 'somethingNew' }), 'unknown', 'somethingNew'],
    ['anything else', new TypeError('boom'), 'unknown', 'boom'],
  ])('%s', (_what, error, code, detail) => {
    expect(invoiceErrorOfCommand(error)).toMatchObject({ code, detail });
  });
});

describe('every invoice code of the command contract has its Spanish text', () => {
  const generic = invoiceErrorMessage(new InvoiceError('unknown'));

  it('the app knows every code the contract gives the invoice commands, and the transport kinds', () => {
    for (const code of [...INVOICE_REFUSALS, ...TRANSPORT_KINDS]) expect(INVOICE_ERRORS).toContain(code);
  });

  it.each(INVOICE_REFUSALS.map((code) => [code]))('%s says more than the generic text', (code) => {
    const text = invoiceErrorMessage(
      invoiceErrorOfCommand(Object.assign(new Error(code), { name: 'CommandFailure', code, details: { code, detail: 'X-1' } })),
    );
    expect(text.trim().length).toBeGreaterThan(20);
    expect(text).not.toBe(generic);
  });

  it('an unknown code says the generic text', () => {
    const unknown = invoiceErrorOfCommand(
      Object.assign(new Error('x'), { name: 'CommandFailure', code: 'somethingNew', details: { code: 'somethingNew' } }),
    );
    expect(invoiceErrorMessage(unknown)).toBe(generic);
    expect(generic).toBe('No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.');
  });
});
