/** The Registro's queries, and that each one has its composite index (the emulator does not enforce them; production does). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { indexFieldsOf, recordFiltersFromUrl, recordListPath, recordListPlan, type RecordFilters } from './recordListPlan';
import { RECORD_STATES } from './verifactuModel';

const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: unknown[] }[];
  }
).indexes;

const declared = (fields: unknown[]) =>
  indexes.some((i) => i.collectionGroup === 'verifactuRecords' && JSON.stringify(i.fields) === JSON.stringify(fields));

describe('recordListPlan', () => {
  it('lists every record newest first by chain number', () => {
    expect(recordListPlan({ state: null, from: null, to: null, invoiceId: null })).toEqual({ equals: [], ranges: [], order: [['seq', 'desc']] });
  });

  it('filters a state and a period on the issue date, newest day first', () => {
    expect(recordListPlan({ state: 'rechazado', from: '2026-01-01', to: '2026-03-31', invoiceId: null })).toEqual({
      equals: [['state', 'rechazado']],
      ranges: [
        ['issueDate', '>=', '2026-01-01'],
        ['issueDate', '<=', '2026-03-31'],
      ],
      order: [
        ['issueDate', 'desc'],
        ['seq', 'desc'],
      ],
    });
  });

  it('ignores dates that are not real days', () => {
    expect(recordListPlan({ state: null, from: '2026-02-30', to: 'ayer', invoiceId: null }).ranges).toEqual([]);
  });

  it("shows one invoice's records whatever the other filters say", () => {
    expect(recordListPlan({ state: 'aceptado', from: '2026-01-01', to: null, invoiceId: 'inv1' })).toEqual({
      equals: [['invoiceId', 'inv1']],
      ranges: [],
      order: [['seq', 'desc']],
    });
  });

  const cases: RecordFilters[] = [null, ...RECORD_STATES].flatMap((state) =>
    [
      [null, null],
      ['2026-01-01', null],
      [null, '2026-12-31'],
      ['2026-01-01', '2026-12-31'],
    ].map(([from, to]) => ({ state, from, to, invoiceId: null })),
  );
  cases.push({ state: null, from: null, to: null, invoiceId: 'inv1' });

  it.each(cases)('filters %j have their composite index', (filters) => {
    const needed = indexFieldsOf(recordListPlan(filters));
    if (needed) expect(declared(needed), JSON.stringify(needed)).toBe(true);
  });
});

describe('the Registro URL', () => {
  it('reads state, period and invoice, and drops what is not valid', () => {
    expect(recordFiltersFromUrl(new URLSearchParams('state=rechazado&from=2026-01-01&to=2026-13-01&invoiceId=inv1'))).toEqual({
      state: 'rechazado',
      from: '2026-01-01',
      to: null,
      invoiceId: 'inv1',
    });
    expect(recordFiltersFromUrl(new URLSearchParams('state=borrador'))).toEqual({ state: null, from: null, to: null, invoiceId: null });
  });

  it('links to the Registro filtered, and back from the URL to the same filters', () => {
    expect(recordListPath({})).toBe('/verifactu');
    const path = recordListPath({ invoiceId: 'a b&c' });
    expect(path).toBe('/verifactu?invoiceId=a+b%26c');
    expect(recordFiltersFromUrl(new URLSearchParams(path.split('?')[1])).invoiceId).toBe('a b&c');
  });
});
