import { describe, expect, it } from 'vitest';
import { RETURN_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { invoiceErrorOfCommand } from '../invoices/invoiceErrors';
import { invoiceErrorMessage } from '../invoices/messages';
import { RETURN_FAILURES } from './messages';

/** What runInvoiceCommand turns a rejected returnSale/returnToVendor into, said as the return screens say it. */
const said = (code: string, detail = 'X-1') =>
  invoiceErrorMessage(invoiceErrorOfCommand(Object.assign(new Error(code), { name: 'CommandFailure', code, details: { code, detail } })));

describe('every return code of the command contract has its Spanish text', () => {
  const generic = 'No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.';

  it('lists every code the contract gives the returns commands', () => {
    expect([...RETURN_FAILURES].sort()).toEqual([...RETURN_REFUSALS, ...TRANSPORT_KINDS].sort());
  });

  it.each(RETURN_FAILURES.map((code) => [code]))('%s', (code) => {
    const text = said(code);
    expect(text.trim().length).toBeGreaterThan(20);
    expect(text).not.toBe(generic);
    expect(text).not.toContain('{detail}');
  });

  it('says why goods cannot come back', () => {
    expect(said('notReturnable', 'invoiced')).toBe(
      'Esta salida ya está facturada: haz la devolución desde su factura, que emitirá la rectificativa.',
    );
  });

  it('an unknown code says the generic text', () => {
    expect(said('somethingNew', '')).toBe(generic);
  });
});
