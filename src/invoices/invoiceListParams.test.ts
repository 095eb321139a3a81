import { describe, expect, it } from 'vitest';
import { invoiceFiltersFromUrl } from './invoiceListParams';

describe('invoiceFiltersFromUrl', () => {
  it.each([
    ['', { status: null, from: '', to: '' }],
    ['status=vencida', { status: 'vencida', from: '', to: '' }],
    ['status=pendiente&from=2026-11-01&to=2026-11-30', { status: 'pendiente', from: '2026-11-01', to: '2026-11-30' }],
    ['status=pagada', { status: 'pagada', from: '', to: '' }],
    ['status=borrador', { status: 'borrador', from: '', to: '' }],
    ['status=parcial', { status: 'parcial', from: '', to: '' }],
    ['status=devuelta&to=2026-11-30', { status: 'devuelta', from: '', to: '2026-11-30' }],
    ['status=sustituida', { status: null, from: '', to: '' }],
    ['status=emitida&from=2026-02-30&to=30/11/2026', { status: null, from: '', to: '' }],
    ['status=VENCIDA&from=2026-1-1', { status: null, from: '', to: '' }],
  ])('reads %j', (search, expected) => {
    expect(invoiceFiltersFromUrl(new URLSearchParams(search))).toEqual(expected);
  });
});
