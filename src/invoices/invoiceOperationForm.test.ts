import { describe, expect, it } from 'vitest';
import { partySnapshotOf } from '../domain/invoices/invoiceModel';
import { blankValues, toContent, valuesOf, type InvoiceFormContext, type InvoiceValues } from './invoiceForm';
import { problemMessage } from './messages';

const purchase: InvoiceFormContext = { kind: 'input', type: 'ordinaria', rectifies: null };
const sale: InvoiceFormContext = { kind: 'output', type: 'ordinaria', rectifies: null };
const values = (operation: InvoiceValues['operation']): InvoiceValues => ({
  ...blankValues(),
  partyId: 'v1',
  party: partySnapshotOf({ name: 'Lieferant GmbH', countryCode: 'DE' }),
  operation,
});

describe('the purchase form carries the Tipo de operación', () => {
  it.each([
    ['intraEuServices', purchase, 'intraEuServices'],
    ['reverseCharge', purchase, 'reverseCharge'],
    ['', purchase, null],
    // A sale never sends one, whatever the values hold.
    ['intraEuGoods', sale, null],
  ] as const)('%j on %o', (operation, context, expected) => {
    expect(toContent(values(operation), context).operation).toBe(expected);
  });

  it('reads it back from a stored purchase and not from a sale', () => {
    const stored = toContent(values('import'), purchase);
    expect(valuesOf({ ...stored, lines: [] } as never).operation).toBe('import');
    expect(valuesOf({ ...stored, kind: 'output', lines: [] } as never).operation).toBe('');
  });

  it('explains each refusal in Spanish', () => {
    expect(problemMessage({ field: 'operation', code: 'operationWithVat' })).toMatch(/no repercute IVA/);
    expect(problemMessage({ field: 'operation', code: 'operationNeedsEuVendor' })).toMatch(/otro país de la UE/);
    expect(problemMessage({ field: 'operation', code: 'operationOnSale' })).toMatch(/facturas recibidas/);
  });
});
