import { describe, expect, it } from 'vitest';
import { parseInput } from './fields';
import { refreshProductStockSchema } from './stockInputs';

describe('refreshProductStock input', () => {
  it.each<[string, unknown, { ok: boolean; value?: unknown; detail?: string }]>([
    ['a product id, extra fields dropped', { corpId: 'c1', productId: 'p1', stock: 99 }, { ok: true, value: { productId: 'p1' } }],
    ['an id of 128 characters', { productId: 'p'.repeat(128) }, { ok: true, value: { productId: 'p'.repeat(128) } }],
    ['an id of 129 characters', { productId: 'p'.repeat(129) }, { ok: false, detail: 'productId' }],
    ['an id with a slash', { productId: 'p1/../stock' }, { ok: false, detail: 'productId' }],
    ['an id "."', { productId: '.' }, { ok: false, detail: 'productId' }],
    ['an id __x__', { productId: '__x__' }, { ok: false, detail: 'productId' }],
    ['an empty id', { productId: '' }, { ok: false, detail: 'productId' }],
    ['an id with U+0001', { productId: 'p\u00011' }, { ok: false, detail: 'productId:unsafeText' }],
    ['an id with U+FFFE', { productId: '\uFFFE' }, { ok: false, detail: 'productId:unsafeText' }],
    ['an id as a number', { productId: 12 }, { ok: false, detail: 'productId' }],
    ['an id as a double', { productId: 1.5 }, { ok: false, detail: 'productId' }],
    ['an id as NaN', { productId: Number.NaN }, { ok: false, detail: 'productId' }],
    ['an id in a list', { productId: ['p1'] }, { ok: false, detail: 'productId' }],
    ['no id', { corpId: 'c1' }, { ok: false, detail: 'productId' }],
  ])('%s', (_what, raw, expected) => {
    expect(parseInput(refreshProductStockSchema, raw, 'data')).toEqual(expected);
  });
});
