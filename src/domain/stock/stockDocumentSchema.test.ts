import { describe, expect, it } from 'vitest';
import { annulStockSchema, confirmStockSchema, docLineSchema, stockRequestRefusal } from './stockDocumentSchema';

const good = { categoryId: 'p1', code: 'TOR', name: 'Tornillo', unit: 'ud', quantity: 2, unitPriceCents: 150, discountPct: 0, vatRate: 21 };

describe('docLineSchema', () => {
  it('takes a stored line and reads only its fields', () => {
    expect(docLineSchema.parse({ ...good, state: 'x', returned: 3 })).toEqual(good);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a product id with a slash', { categoryId: 'a/b' }, 'categoryId'],
    ['no product id', { categoryId: undefined }, 'categoryId'],
    ['a product id that is a number', { categoryId: 7 }, 'categoryId'],
    ['a name that is a number', { name: 3 }, 'name'],
    ['a code that is null', { code: null }, 'code'],
    ['a quantity as text', { quantity: '2' }, 'quantity'],
    ['NaN cents', { unitPriceCents: Number.NaN }, 'unitPriceCents'],
    ['Infinity as a discount', { discountPct: Number.POSITIVE_INFINITY }, 'discountPct'],
    ['a VAT rate as a list', { vatRate: [21] }, 'vatRate'],
  ])('refuses %s', (_what, extra, field) => {
    expect(docLineSchema.safeParse({ ...good, ...extra }).error?.issues[0]?.path).toEqual([field]);
  });
});

describe('the stock commands’ input', () => {
  it('takes a confirmation and an annulment, trimming its reason', () => {
    expect(confirmStockSchema.parse({ kind: 'input', documentId: 'd1', reason: 'ignored' })).toEqual({ kind: 'input', documentId: 'd1' });
    expect(annulStockSchema.parse({ kind: 'output', documentId: 'd1', reason: '  Error  ' })).toEqual({
      kind: 'output',
      documentId: 'd1',
      reason: 'Error',
    });
  });

  it.each<[string, Record<string, unknown>, ReturnType<typeof stockRequestRefusal>]>([
    ['an unknown kind', { kind: 'transfer' }, { code: 'invalid', field: 'kind' }],
    ['a document id with a slash', { documentId: 'a/b' }, { code: 'invalid', field: 'documentId' }],
    ['a document id that is a number', { documentId: 7 }, { code: 'invalid', field: 'documentId' }],
    ['no reason', { reason: undefined }, { code: 'invalid', field: 'reason' }],
    ['a reason that is a number', { reason: 3 }, { code: 'invalid', field: 'reason' }],
    ['a blank reason', { reason: '  \n ' }, { code: 'reasonRequired' }],
    ['a 501-character reason', { reason: 'x'.repeat(501) }, { code: 'reasonRequired' }],
    ['U+0001 in the reason', { reason: 'Error\u0001' }, { code: 'invalid', field: 'reason' }],
  ])('refuses an annulment with %s', (_what, extra, refusal) => {
    const result = annulStockSchema.safeParse({ kind: 'input', documentId: 'd1', reason: 'Error', ...extra });
    expect(result.success).toBe(false);
    expect(stockRequestRefusal(result.error!)).toEqual(refusal);
  });

  it('takes a reason of 500 characters and line breaks in it', () => {
    expect(annulStockSchema.safeParse({ kind: 'input', documentId: 'd1', reason: 'x'.repeat(500) }).success).toBe(true);
    expect(annulStockSchema.safeParse({ kind: 'input', documentId: 'd1', reason: 'Error\nde precio' }).success).toBe(true);
  });

  it('refuses an input that is not an object', () => {
    expect(stockRequestRefusal(confirmStockSchema.safeParse(['d1']).error!)).toEqual({ code: 'invalid', field: 'data' });
  });
});
