import { describe, expect, it } from 'vitest';
import { partySnapshotOf, type Invoice } from '../domain/invoices/invoiceModel';
import { reportOperationOf } from './reportRepository';

type Source = Parameters<typeof reportOperationOf>[0];
const line = (service: boolean) => ({ service }) as unknown as Invoice['lines'][number];
const inv = (extra: Partial<Source>): Source => ({
  kind: 'input',
  operation: null,
  party: partySnapshotOf({ countryCode: 'DE' }),
  lines: [line(true)],
  vatCents: 0,
  ...extra,
});

describe('reportOperationOf: what the 303/349/390 are told of a purchase', () => {
  it.each([
    ['the stated operation wins', inv({ operation: 'intraEuGoods' }), 'intraEuGoods'],
    // All lines services, EU vendor, no VAT: an intra-EU service (LIVA art. 69; 349 key I).
    ['EU, no VAT, all services, none stated', inv({}), 'intraEuServices'],
    ['EU, no VAT, a goods line: left to the fold (goods)', inv({ lines: [line(true), line(false)] }), null],
    ['EU with VAT charged: left to the fold', inv({ vatCents: 2100 }), null],
    ['a Spanish vendor: left to the fold', inv({ party: partySnapshotOf({ countryCode: 'ES' }) }), null],
    ['a sale never has one', inv({ kind: 'output', operation: 'reverseCharge' }), null],
  ] as const)('%s', (_label, source, expected) => {
    expect(reportOperationOf(source)).toBe(expected);
  });
});
