import { describe, expect, it } from 'vitest';
import { invoiceStartOf, newInvoiceFromSourcesPath } from './invoicePaths';

const paramsOf = (path: string) => new URLSearchParams(path.split('?')[1]);

describe('a new invoice started for a client’s albaranes', () => {
  it('round-trips the client and the salidas through the URL', () => {
    const path = newInvoiceFromSourcesPath('client-1', ['out a', 'out-b']);
    expect(path).toBe('/invoices/details?kind=output&partyId=client-1&albaranes=out%20a,out-b');
    expect(invoiceStartOf(paramsOf(path))).toEqual({ partyId: 'client-1', sourceIds: ['out a', 'out-b'] });
  });

  it.each([
    ['no client', 'kind=output', null],
    ['an empty client', 'kind=output&partyId=', null],
    ['a client id that is a path', 'partyId=a%2Fb', null],
    ['a client and no albaranes', 'partyId=c', { partyId: 'c', sourceIds: [] }],
    ['ids that are paths or empty, and repeats, left out', 'partyId=c&albaranes=x,,a%2Fb,x,y', { partyId: 'c', sourceIds: ['x', 'y'] }],
  ])('%s', (_, query, expected) => {
    expect(invoiceStartOf(new URLSearchParams(query))).toEqual(expected);
  });

  it('takes at most 50 albaranes', () => {
    const ids = Array.from({ length: 80 }, (_, i) => `s${i}`);
    expect(invoiceStartOf(paramsOf(newInvoiceFromSourcesPath('c', ids)))!.sourceIds).toHaveLength(50);
  });
});
