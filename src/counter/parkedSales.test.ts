import { describe, expect, it } from 'vitest';
import { lineOf, type CounterProduct } from './counterModel';
import { MAX_PARKED, park, readParked, unpark, writeParked } from './parkedSales';

const POT: CounterProduct = {
  id: 'p1',
  code: 'MAC',
  name: 'Maceta',
  unit: 'ud',
  salePriceCents: 1236,
  retailPriceCents: 1495,
  vatRate: 21,
  active: true,
  stocked: true,
};
const line = { ...lineOf(POT, 2), discount: '10' };

describe('parked sales', () => {
  it('serialise and restore exactly, oldest first', () => {
    const first = park([], [line], 2691, 1000);
    if (!first.ok) throw new Error('not parked');
    const second = park(first.parked, [lineOf(POT, 1)], 1495, 500);
    if (!second.ok) throw new Error('not parked');
    const back = readParked(writeParked(second.parked));
    expect(back.map((p) => p.totalCents)).toEqual([1495, 2691]);
    expect(back[1]!.lines).toEqual([line]);
  });

  it('refuses an empty cart and more than the maximum', () => {
    expect(park([], [], 0, 1)).toEqual({ ok: false, code: 'empty' });
    let parked = readParked(null);
    for (let i = 0; i < MAX_PARKED; i++) {
      const r = park(parked, [line], 100, i);
      if (!r.ok) throw new Error('full too soon');
      parked = r.parked;
    }
    expect(park(parked, [line], 100, 99)).toEqual({ ok: false, code: 'full' });
  });

  it('gives two sales parked in the same millisecond different ids', () => {
    const a = park([], [line], 1, 5);
    const b = a.ok ? park(a.parked, [line], 1, 5) : a;
    expect(b.ok && new Set(b.parked.map((p) => p.id)).size).toBe(2);
  });

  it('resumes one sale and leaves the rest', () => {
    const a = park([], [line], 1, 5);
    if (!a.ok) throw new Error('not parked');
    expect(unpark(a.parked, a.sale.id)).toEqual({ parked: [], sale: a.sale });
    expect(unpark(a.parked, 'other')).toEqual({ parked: a.parked, sale: null });
  });

  it.each([
    ['nothing', null],
    ['not JSON', '{'],
    ['an object', '{"a":1}'],
    ['a number', '42'],
  ])('reads %s as no parked sales', (_what, stored) => {
    expect(readParked(stored)).toEqual([]);
  });

  it('drops bad entries and keeps the good ones', () => {
    const good = { id: '1-0', parkedAt: 1, totalCents: 2691, lines: [line] };
    const stored = JSON.stringify([
      good,
      null,
      { ...good, id: '' },
      { ...good, id: '2-0', totalCents: -1 },
      { ...good, id: '3-0', totalCents: 1.5 },
      { ...good, id: '4-0', lines: [] },
      { ...good, id: '5-0', lines: [{ ...line, productId: 7 }] },
      { ...good, id: '6-0', lines: [line, { ...line, price: { x: 1 } }] },
      { ...good, id: '7-0', lines: [{ ...line, listPriceCents: 'x' }] },
      { ...good, id: '1-0', totalCents: 5 },
    ]);
    expect(readParked(stored)).toEqual([good]);
  });
});
