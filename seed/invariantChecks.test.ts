import { describe, expect, it } from 'vitest';
import { commitmentProblems, ledgerProblems, numberingProblems, summaryProblems, type Doc } from './invariantChecks';

const doc = (id: string, data: Record<string, unknown>): Doc => ({ id, data });
const checks = (p: { check: string }[]) => p.map((x) => x.check);

describe('ledgerProblems: stock = Σ movements', () => {
  const movements = [
    doc('in-1-c', { deltas: { p1: 10, p2: 1.5 }, costs: { p1: 1000, p2: 300 } }),
    doc('out-2-c', { deltas: { p1: -3 }, costs: { p1: 300 } }),
  ];
  it.each([
    ['both agree', [doc('p1', { quantity: 7, valueCents: 700 }), doc('p2', { quantity: 1.5, valueCents: 300 })], []],
    ['a quantity off by a thousandth', [doc('p1', { quantity: 7.001, valueCents: 700 }), doc('p2', { quantity: 1.5, valueCents: 300 })], ['ledger']],
    ['a value off by a cent', [doc('p1', { quantity: 7, valueCents: 701 }), doc('p2', { quantity: 1.5, valueCents: 300 })], ['ledger']],
    ['a level missing', [doc('p1', { quantity: 7, valueCents: 700 })], ['ledger']],
    [
      'a level nothing moved, at 0',
      [doc('p1', { quantity: 7, valueCents: 700 }), doc('p2', { quantity: 1.5, valueCents: 300 }), doc('p3', { quantity: 0 })],
      [],
    ],
  ])('%s', (_, levels, expected) => {
    expect(checks(ledgerProblems(levels, movements))).toEqual(expected);
  });
});

describe('summaryProblems', () => {
  const levels = [doc('p1', { valueCents: 700, belowMinimum: true }), doc('p2', { valueCents: 300, belowMinimum: false })];
  it.each([
    [{ valueCents: 1000, belowMinimumCount: 1 }, []],
    [{ valueCents: 999, belowMinimumCount: 1 }, ['summary']],
    [{ valueCents: 1000, belowMinimumCount: 2 }, ['summary']],
    [undefined, ['summary', 'summary']],
  ])('%j', (summary, expected) => {
    expect(checks(summaryProblems(levels, summary))).toEqual(expected);
  });
});

describe('numberingProblems: 1, 2, 3… up to the counter, each once', () => {
  const key = (d: Record<string, unknown>) => (typeof d.year === 'number' ? `F-${d.year}` : null);
  const inv = (id: string, number: number | null, year = 2026) => doc(id, { number, year });
  const counters = [doc('F-2026', { next: 4 })];
  it.each([
    ['1, 2, 3 with next 4', [inv('a', 1), inv('b', 2), inv('c', 3), inv('d', null)], counters, []],
    ['a gap', [inv('a', 1), inv('c', 3)], counters, ['numbering']],
    ['a repeat', [inv('a', 1), inv('b', 2), inv('c', 3), inv('e', 2)], counters, ['numbering']],
    ['past the counter', [inv('a', 1), inv('b', 2), inv('c', 3), inv('e', 4)], counters, ['numbering']],
    ['a counter with no invoices', [], counters, ['numbering']],
    ['a double as a number', [inv('a', 1), inv('b', 2), inv('c', 3), inv('e', 2.5)], counters, ['numbering']],
  ])('%s', (_, invoices, cs, expected) => {
    expect(checks(numberingProblems(invoices, cs, key))).toEqual(expected);
  });
});

describe('commitmentProblems: levels = open orders', () => {
  const sales = [
    doc('o1', { state: 'abierto', lines: [{ categoryId: 'p1', quantity: 10, delivered: 4, reserved: 5 }] }),
    doc('o2', { state: 'servido', lines: [{ categoryId: 'p1', quantity: 3, delivered: 3, reserved: 0 }] }),
    doc('o3', { state: 'borrador', lines: [{ categoryId: 'p1', quantity: 7, delivered: 0, reserved: 0 }] }),
  ];
  const purchases = [doc('c1', { state: 'abierto', lines: [{ categoryId: 'p1', quantity: 8, received: 2.5 }] })];
  it.each([
    ['agree', [doc('p1', { reserved: 5, backorder: 1, onOrder: 5.5 })], []],
    ['reserved off', [doc('p1', { reserved: 4, backorder: 1, onOrder: 5.5 })], ['commitments']],
    ['a level with none', [doc('p1', {})], ['commitments', 'commitments', 'commitments']],
    ['a level reserving for no order', [doc('p1', { reserved: 5, backorder: 1, onOrder: 5.5 }), doc('p2', { reserved: 1 })], ['commitments']],
  ])('%s', (_, levels, expected) => {
    expect(checks(commitmentProblems(levels, sales, purchases))).toEqual(expected);
  });
});
