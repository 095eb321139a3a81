import { describe, expect, it } from 'vitest';
import { parseInput } from '../commandInputs/fields';
import { counterSaleSchema } from './counterSaleSchema';

const line = { categoryId: 'p1', quantity: 2, unitPriceCents: 150, discountPct: 0 };
const good = { lines: [line], clientId: null, payment: { method: 'efectivo', tenderedCents: 500 } };
const parse = (raw: unknown) => parseInput(counterSaleSchema, raw, 'lines');

describe('counterSaleSchema', () => {
  it('takes a sale, with no client, no discount and no non-resident statement read as null, 0 and false', () => {
    expect(parse({ lines: [{ categoryId: 'p1', quantity: 2, unitPriceCents: 150 }], payment: good.payment })).toEqual({
      ok: true,
      value: { lines: [line], clientId: null, payment: { method: 'efectivo', tenderedCents: 500, nonResident: false } },
    });
    expect(parse({ ...good, payment: { ...good.payment, nonResident: true } })).toMatchObject({
      ok: true,
      value: { payment: { nonResident: true } },
    });
  });

  it('does not read what the browser says of the product (name, VAT rate)', () => {
    const parsed = parse({ ...good, lines: [{ ...line, name: 'Regalo', vatRate: 0 }] });
    expect(parsed.ok && parsed.value.lines[0]).toEqual(line);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no lines', { lines: [] }, 'lines'],
    ['501 lines', { lines: Array.from({ length: 501 }, () => line) }, 'lines'],
    ['a line that is null', { lines: [null] }, 'lines.0.categoryId'],
    ['a product id with a slash', { lines: [{ ...line, categoryId: 'a/b' }] }, 'lines.0.categoryId'],
    ['a quantity as text', { lines: [{ ...line, quantity: '2' }] }, 'lines.0.quantity'],
    ['an infinite quantity', { lines: [{ ...line, quantity: Number.NEGATIVE_INFINITY }] }, 'lines.0.quantity'],
    ['cents with a fraction', { lines: [{ ...line, unitPriceCents: 10.5 }] }, 'lines.0.unitPriceCents'],
    ['cents past 2^53', { lines: [{ ...line, unitPriceCents: 2 ** 53 + 2 }] }, 'lines.0.unitPriceCents'],
    ['a NaN discount', { lines: [{ ...line, discountPct: Number.NaN }] }, 'lines.0.discountPct'],
    ['a client id that is a number', { clientId: 7 }, 'clientId'],
    ['an empty client id', { clientId: '' }, 'clientId'],
    ['no payment', { payment: undefined }, 'payment.method'],
    ['a method the counter does not take', { payment: { method: 'transferencia', tenderedCents: 0 } }, 'payment.method'],
    ['a vale code with a look-alike', { payment: { method: 'efectivo', tenderedCents: 0, voucherCode: 'ABCDEFGH0O' } }, 'payment.voucherCode'],
    [
      'a vale code with a control character',
      { payment: { method: 'efectivo', tenderedCents: 0, voucherCode: 'ABCDEFGH23\n' } },
      'payment.voucherCode',
    ],
    ['a vale code that is a number', { payment: { method: 'efectivo', tenderedCents: 0, voucherCode: 12345 } }, 'payment.voucherCode'],
    ['negative tendered cents', { payment: { method: 'efectivo', tenderedCents: -1 } }, 'payment.tenderedCents'],
    ['tendered cents as text', { payment: { method: 'efectivo', tenderedCents: '500' } }, 'payment.tenderedCents'],
    ['a non-resident statement that is no boolean', { payment: { method: 'efectivo', tenderedCents: 500, nonResident: 1 } }, 'payment.nonResident'],
  ])('refuses %s', (_what, extra, detail) => {
    expect(parse({ ...good, ...extra })).toEqual({ ok: false, detail });
  });
});
