import { describe, expect, it } from 'vitest';
import {
  checkLinesAgainstDeliveries,
  deliveryLeft,
  deliveryPool,
  planReturn,
  remainingReturnable,
  returnedQuantities,
  type CitingLine,
  type ReturnPlan,
  type ReturnRequestLine,
  type SoldLine,
} from './returned';

const sold = (lineKey: string, categoryId: string | null, quantity: number, unitPriceCents: number, extra: Partial<SoldLine> = {}): SoldLine => ({
  lineKey,
  categoryId,
  quantity,
  unitPriceCents,
  ...extra,
});
const req = (lineKey: string, quantity: number): ReturnRequestLine => ({ lineKey, quantity });

// An invoice: 5 taladros at 89,90 € that left the stock at 52,40 €, 2,5 m of cable at 1,20 €/m
// (cost 0,75 €/m), an assembly service without product, and a warranty product not stocked.
const invoice: SoldLine[] = [
  sold('0', 'taladro', 5, 8990, { unitCostCents: 5240 }),
  sold('1', 'cable', 2.5, 120, { unitCostCents: 75 }),
  sold('2', null, 1, 3000),
  sold('3', 'garantia', 1, 1500, { stocked: false }),
];

const remainingOf = (plan: ReturnPlan) => (plan.ok ? Object.fromEntries(plan.remaining.map((r) => [r.lineKey, r.remaining])) : null);

describe('planReturn', () => {
  it('returns 2 of 5 taladros: entrada at the cost they left at (2 × 52,40 € = 104,80 €), 3 remain', () => {
    expect(planReturn(invoice, {}, [req('0', 2)])).toEqual({
      ok: true,
      lines: [
        {
          lineKey: '0',
          categoryId: 'taladro',
          quantity: 2,
          unitPriceCents: 8990,
          unitCostCents: 5240,
          costCents: 10_480,
          movesStock: true,
          remainingAfter: 3,
        },
      ],
      remaining: [
        { lineKey: '0', categoryId: 'taladro', sold: 5, returned: 2, remaining: 3, movesStock: true },
        { lineKey: '1', categoryId: 'cable', sold: 2.5, returned: 0, remaining: 2.5, movesStock: true },
        { lineKey: '2', categoryId: null, sold: 1, returned: 0, remaining: 1, movesStock: false },
        { lineKey: '3', categoryId: 'garantia', sold: 1, returned: 0, remaining: 1, movesStock: false },
      ],
    });
  });

  it('sold 5, returned 2 then 3: both accepted, nothing remains; then 1 more is refused', () => {
    const first = planReturn(invoice, {}, [req('0', 2)]);
    expect(remainingOf(first)?.['0']).toBe(3);
    const second = planReturn(invoice, returnedQuantities([[req('0', 2)]]), [req('0', 3)]);
    expect(second.ok && second.lines[0]?.remainingAfter).toBe(0);
    expect(remainingOf(second)?.['0']).toBe(0);
    const third = planReturn(invoice, returnedQuantities([[req('0', 2)], [req('0', 3)]]), [req('0', 1)]);
    expect(third).toEqual({ ok: false, errors: [{ code: 'returnOverRemaining', lineKey: '0', requested: 1, remaining: 0 }] });
  });

  it('returns two lines at once, in the order asked: 1,25 m of cable (0,9375 € → 0,94 €) and 1 taladro', () => {
    const plan = planReturn(invoice, { '0': 2 }, [req('1', 1.25), req('0', 1)]);
    expect(plan.ok && plan.lines.map((l) => [l.lineKey, l.quantity, l.costCents, l.remainingAfter])).toEqual([
      ['1', 1.25, 94, 1.25],
      ['0', 1, 5240, 2],
    ]);
    expect(remainingOf(plan)).toEqual({ '0': 2, '1': 1.25, '2': 1, '3': 1 });
  });

  it('a line without product (a service) is returned on the invoice but moves no stock', () => {
    const plan = planReturn(invoice, {}, [req('2', 1)]);
    expect(plan.ok && plan.lines).toEqual([
      {
        lineKey: '2',
        categoryId: null,
        quantity: 1,
        unitPriceCents: 3000,
        unitCostCents: null,
        costCents: null,
        movesStock: false,
        remainingAfter: 0,
      },
    ]);
  });

  it('a product marked as not stocked moves no stock either, and carries no cost', () => {
    const plan = planReturn(invoice, {}, [req('3', 1)]);
    expect(plan.ok && plan.lines.map((l) => [l.movesStock, l.costCents])).toEqual([[false, null]]);
  });

  it('a stocked line whose cost is unknown moves stock with costCents null (the caller values it)', () => {
    const plan = planReturn([sold('a', 'p', 3, 500)], {}, [req('a', 1)]);
    expect(plan.ok && plan.lines.map((l) => [l.movesStock, l.unitCostCents, l.costCents])).toEqual([[true, null, null]]);
  });

  it('compares decimals exactly: 0,1 + 0,2 returned of 0,3 kg leaves 0 and refuses 0,001 more', () => {
    const kg = [sold('k', 'harina', 0.3, 200)];
    const returned = returnedQuantities([[req('k', 0.1)], [req('k', 0.2)]]);
    expect(returned).toEqual({ k: 0.3 });
    expect(planReturn(kg, returned, [req('k', 0.001)])).toEqual({
      ok: false,
      errors: [{ code: 'returnOverRemaining', lineKey: 'k', requested: 0.001, remaining: 0 }],
    });
    expect(planReturn(kg, { k: 0.1 }, [req('k', 0.2)]).ok).toBe(true);
  });

  it.each<[string, ReturnRequestLine[], unknown[]]>([
    ['nothing asked', [], [{ code: 'returnEmpty' }]],
    ['a line the invoice does not have', [req('9', 1)], [{ code: 'returnUnknownLine', lineKey: '9' }]],
    ['a quantity of 0', [req('0', 0)], [{ code: 'returnQuantityNotPositive', lineKey: '0', quantity: 0 }]],
    ['a negative quantity', [req('0', -1)], [{ code: 'returnQuantityNotPositive', lineKey: '0', quantity: -1 }]],
    ['a quantity that is not a number', [req('0', Number.NaN)], [{ code: 'returnQuantityNotPositive', lineKey: '0', quantity: Number.NaN }]],
    ['more than 3 decimals', [req('1', 0.0005)], [{ code: 'returnQuantityPrecision', lineKey: '1', quantity: 0.0005 }]],
    ['6 of 5 taladros', [req('0', 6)], [{ code: 'returnOverRemaining', lineKey: '0', requested: 6, remaining: 5 }]],
    ['2,501 m of 2,5 m', [req('1', 2.501)], [{ code: 'returnOverRemaining', lineKey: '1', requested: 2.501, remaining: 2.5 }]],
    ['the same line twice (even within what remains)', [req('0', 1), req('0', 1)], [{ code: 'returnDuplicateLine', lineKey: '0' }]],
    [
      'every reason at once, in the order asked',
      [req('0', 6), req('9', 1), req('1', 0), req('0', 1)],
      [
        { code: 'returnOverRemaining', lineKey: '0', requested: 6, remaining: 5 },
        { code: 'returnUnknownLine', lineKey: '9' },
        { code: 'returnQuantityNotPositive', lineKey: '1', quantity: 0 },
        { code: 'returnDuplicateLine', lineKey: '0' },
      ],
    ],
  ])('refuses %s', (_name, request, errors) => {
    expect(planReturn(invoice, {}, request)).toEqual({ ok: false, errors });
  });

  it('refuses a source with two lines of one key (a programming error)', () => {
    expect(() => planReturn([sold('0', 'a', 1, 100), sold('0', 'b', 1, 100)], {}, [req('0', 1)])).toThrow(RangeError);
  });
});

describe('returnedQuantities and remainingReturnable', () => {
  it('adds several returns by line', () => {
    expect(returnedQuantities([[req('0', 2), req('1', 0.75)], [req('0', 1)], [req('1', 0.5), req('2', 1)]])).toEqual({ '0': 3, '1': 1.25, '2': 1 });
    expect(returnedQuantities([])).toEqual({});
  });

  it.each<[string, ReturnRequestLine[][], Record<string, number>]>([
    ['no returns yet', [], { '0': 5, '1': 2.5, '2': 1, '3': 1 }],
    ['2 then 3 taladros', [[req('0', 2)], [req('0', 3)]], { '0': 0, '1': 2.5, '2': 1, '3': 1 }],
    ['cable in three returns: 0,75 + 0,5 + 1,25 m', [[req('1', 0.75)], [req('1', 0.5)], [req('1', 1.25)]], { '0': 5, '1': 0, '2': 1, '3': 1 }],
    ['the service and 1 taladro', [[req('2', 1), req('0', 1)]], { '0': 4, '1': 2.5, '2': 0, '3': 1 }],
  ])('after %s', (_name, returns, remaining) => {
    const rows = remainingReturnable(invoice, returnedQuantities(returns));
    expect(Object.fromEntries(rows.map((r) => [r.lineKey, r.remaining]))).toEqual(remaining);
  });

  it('never goes below 0 (returns recorded beyond what was sold) and ignores unknown keys', () => {
    const rows = remainingReturnable([sold('a', 'p', 2, 100)], { a: 3, z: 1 });
    expect(rows).toEqual([{ lineKey: 'a', categoryId: 'p', sold: 2, returned: 3, remaining: 0, movesStock: true }]);
  });

  it('a line sold with a negative quantity (a correction line) has nothing to return', () => {
    expect(remainingReturnable([sold('d', null, -1, 500)], {})[0]?.remaining).toBe(0);
  });

  it('a full return in parts takes back exactly what was sold, and not a unit more (loop)', () => {
    const lines = [sold('a', 'p', 7.5, 100), sold('b', 'q', 3, 100)];
    const returns: ReturnRequestLine[][] = [];
    for (const part of [req('a', 2.5), req('b', 1), req('a', 2.5), req('b', 2), req('a', 2.5)]) {
      const plan = planReturn(lines, returnedQuantities(returns), [part]);
      expect(plan.ok).toBe(true);
      returns.push([part]);
    }
    expect(remainingReturnable(lines, returnedQuantities(returns)).map((r) => r.remaining)).toEqual([0, 0]);
    expect(planReturn(lines, returnedQuantities(returns), [req('a', 0.001)]).ok).toBe(false);
    expect(planReturn(lines, returnedQuantities(returns), [req('b', 1)]).ok).toBe(false);
  });
});

// Issue 26: one notion of what is left of a unit of goods, whichever path it travels.
describe('deliveryLeft: what a salida still holds for its customer, per product', () => {
  const salida = [
    { categoryId: 'p', quantity: 3 },
    { categoryId: 'q', quantity: 2.5 },
    { categoryId: 'p', quantity: 1 },
    { categoryId: '', quantity: 9 },
  ];
  it.each([
    ['nothing returned', {}, { p: 4, q: 2.5 }],
    ['2 of the first line of p back', { '0': 2 }, { p: 2, q: 2.5 }],
    ['all of q back, in two parts stored as one figure', { '1': 2.5 }, { p: 4, q: 0 }],
    ['a stored figure above the line never goes below 0', { '2': 5 }, { p: 3, q: 2.5 }],
    ['a stored figure that is no quantity takes the whole line', { '0': Number.NaN }, { p: 1, q: 2.5 }],
  ] as const)('%s', (_name, returned, expected) => {
    expect(deliveryLeft(salida, returned as Record<string, number>)).toEqual(expected);
  });
});

describe('checkLinesAgainstDeliveries: an invoice line made from a salida carries its goods, at most what is left', () => {
  const left = { s1: { p: 3, q: 1 }, s2: { p: 0 } };
  const l = (sourceId: string | null, categoryId: string | null, quantity: number): CitingLine => ({ sourceId, categoryId, quantity });
  it.each([
    ['its product and quantity', [l('s1', 'p', 3)], null],
    ['two lines of one product adding up to what is left', [l('s1', 'p', 1), l('s1', 'p', 2)], null],
    ['a free-text line citing the salida (moves nothing)', [l('s1', null, 50)], null],
    ['a line of its own (no salida)', [l(null, 'z', 50)], null],
    ['another product than the salida carried', [l('s1', 'z', 1)], { code: 'sourceLineMismatch', lineIndex: 0, sourceId: 's1' }],
    ['a salida the invoice did not read', [l('s9', 'p', 1)], { code: 'sourceLineMismatch', lineIndex: 0, sourceId: 's9' }],
    ['more than it carried', [l('s1', 'p', 3.001)], { code: 'sourceOverRemaining', lineIndex: 0, sourceId: 's1', categoryId: 'p', remaining: 3 }],
    [
      'two lines adding up to more',
      [l('s1', 'p', 2), l('s1', 'q', 1), l('s1', 'p', 2)],
      { code: 'sourceOverRemaining', lineIndex: 2, sourceId: 's1', categoryId: 'p', remaining: 1 },
    ],
    ['goods all returned already', [l('s2', 'p', 1)], { code: 'sourceOverRemaining', lineIndex: 0, sourceId: 's2', categoryId: 'p', remaining: 0 }],
    [
      'a quantity that is no quantity',
      [l('s1', 'p', Number.NaN)],
      { code: 'sourceOverRemaining', lineIndex: 0, sourceId: 's1', categoryId: 'p', remaining: 3 },
    ],
  ] as const)('%s', (_name, lines, expected) => {
    expect(checkLinesAgainstDeliveries(lines as unknown as CitingLine[], left)).toEqual(expected);
  });
});

describe('planReturn with pools: an invoice line returns no more than its salida still holds', () => {
  const pool = deliveryPool('s1', 'p');
  // Legacy: an invoice of 3 from a salida of 3 of which 2 came back before it was invoiced.
  const lines = [sold('0', 'p', 3, 500, { pool }), sold('1', 'p', 2, 500, { pool }), sold('2', 'q', 1, 500)];
  it.each([
    ['the pool bounds the line', { [pool]: 1 }, {}, [req('0', 2)], 1],
    ['two lines of one pool share it', { [pool]: 3 }, {}, [req('0', 2), req('1', 2)], 1],
    ["earlier returns of the pool's other lines count", { [pool]: 3 }, { '1': 2 }, [req('0', 2)], 1],
    ['a pool nobody knows holds nothing', {}, {}, [req('0', 1)], 0],
  ] as const)('%s', (_name, pools, returned, request, remaining) => {
    const plan = planReturn(lines, returned, request as unknown as ReturnRequestLine[], pools);
    expect(plan.ok).toBe(false);
    expect(!plan.ok && plan.errors[0]).toMatchObject({ code: 'returnOverRemaining', remaining });
  });
  it('within the pool it is accepted, and the rows show what is left', () => {
    const plan = planReturn(lines, {}, [req('0', 1), req('1', 1), req('2', 1)], { [pool]: 2 });
    expect(plan.ok).toBe(true);
    expect(remainingOf(plan)).toEqual({ '0': 0, '1': 0, '2': 0 });
  });
});
