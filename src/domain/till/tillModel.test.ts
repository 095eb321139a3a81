import { describe, expect, it } from 'vitest';
import {
  applyEvent,
  countedTotal,
  DENOMINATIONS,
  emptyTotals,
  expectedCash,
  newSessionFields,
  parseCount,
  planClose,
  planMove,
  planOpen,
  sessionFromStored,
  ticketEvent,
  type TillEvent,
  type TillSession,
} from './tillModel';

const session = (over: Partial<TillSession> = {}): TillSession => ({
  ...sessionFromStored(
    's1',
    newSessionFields({ tillId: 'caja1', tillName: 'Caja 1', cashierUid: 'ana', cashierName: 'Ana', floatCents: 10000, openDate: '2026-03-02' }),
  )!,
  ...over,
});

describe('denominations and the arqueo', () => {
  it('are the euro’s 15, notes then coins', () => {
    expect(DENOMINATIONS).toHaveLength(15);
    expect(DENOMINATIONS[0]).toBe(50000);
    expect(DENOMINATIONS[14]).toBe(1);
  });
  it.each([
    [{}, 0],
    [{ '50000': 1 }, 50000],
    [{ '10000': 1, '5000': 1, '200': 3, '100': 1, '50': 1 }, 15750],
    [{ '1': 7, '2': 1, '5': 1 }, 14],
    [Object.fromEntries(DENOMINATIONS.map((d) => [String(d), 1])), 88888],
  ])('countedTotal(%j) = %i', (counted, cents) => {
    expect(countedTotal(counted)).toBe(cents);
  });
  it('a negative or fractional count is a programming error', () => {
    expect(() => countedTotal({ '100': -1 })).toThrow(RangeError);
    expect(() => countedTotal({ '100': 1.5 })).toThrow(RangeError);
  });
  it.each([
    ['', 0],
    [' 3 ', 3],
    ['100000', 100000],
    ['100001', null],
    ['-1', null],
    ['1,5', null],
    ['1e2', null],
    ['dos', null],
  ])('parseCount(%j) = %j', (typed, n) => {
    expect(parseCount(typed)).toBe(n);
  });
});

describe('the expected cash', () => {
  const events: [string, TillEvent, number][] = [
    ['a cash ticket', { kind: 'ticket', method: 'efectivo', totalCents: 1815, numberText: 'T-1', refund: false }, 11815],
    ['a card ticket', { kind: 'ticket', method: 'tarjeta', totalCents: 500, numberText: 'T-2', refund: false }, 10000],
    ['a cash refund', { kind: 'ticket', method: 'efectivo', totalCents: -605, numberText: 'T-3', refund: true }, 9395],
    ['a card refund', { kind: 'ticket', method: 'tarjeta', totalCents: -605, numberText: 'T-3', refund: true }, 10000],
    ['an invoice paid in cash', { kind: 'invoiceCash', totalCents: 6050, undo: false }, 16050],
    ['a rectificativa refunded in cash', { kind: 'invoiceCash', totalCents: -1210, undo: false }, 8790],
    ['a cash payment undone', { kind: 'invoiceCash', totalCents: 6050, undo: true }, 3950],
    ['cash in', { kind: 'move', move: 'in', amountCents: 500, reason: '' } as TillEvent, 10500],
    ['cash out', { kind: 'move', move: 'out', amountCents: 2000 } as TillEvent, 8000],
  ];
  it.each(events)('after %s (float 100,00 €)', (_, event, expected) => {
    expect(expectedCash(10000, applyEvent(emptyTotals(), event))).toBe(expected);
  });
  it('folds a day: 100 + 18,15 − 6,05 + 60,50 + 5 − 20 = 157,60 €', () => {
    const t = events.filter((_, i) => [0, 1, 2, 4, 7, 8].includes(i)).reduce((acc, [, e]) => applyEvent(acc, e), emptyTotals());
    expect(expectedCash(10000, t)).toBe(15760);
    expect(t).toMatchObject({ ticketCount: 2, firstTicket: 'T-1', lastTicket: 'T-2', refundCount: 1, refundsCents: 605 });
    expect(t.byMethod).toEqual({ efectivo: 1210, tarjeta: 500, bizum: 0, vale: 0 });
  });
  it('refuses amounts that are not whole cents', () => {
    expect(() => applyEvent(emptyTotals(), { kind: 'move', move: 'in', amountCents: 0.5 })).toThrow(RangeError);
  });
});

describe('what a ticket or a payment adds', () => {
  it.each([
    [{ counterPayment: { method: 'efectivo' }, totalCents: 100, numberText: 'T-1', type: 'ordinaria' }, 'efectivo', false],
    [{ counterPayment: { method: 'bizum' }, totalCents: -100, numberText: 'T-2', type: 'rectificativa' }, 'bizum', true],
  ])('ticketEvent(%j)', (invoice, method, refund) => {
    expect(ticketEvent(invoice)).toMatchObject({ kind: 'ticket', method, refund });
  });
  it.each([
    {},
    { counterPayment: null, totalCents: 1 },
    { counterPayment: { method: 'cheque' }, totalCents: 1 },
    { counterPayment: { method: 'efectivo' }, totalCents: 1.5 },
  ])('no event for %j', (invoice) => {
    expect(ticketEvent(invoice)).toBeNull();
  });
});

describe('plans', () => {
  it.each([
    [{ exists: false, openSessionId: null, name: '' }, null, 'notFound'],
    [{ exists: true, openSessionId: 's9', name: 'Caja 1' }, null, 'tillOpen'],
    [{ exists: true, openSessionId: null, name: 'Caja 1' }, 's8', 'cashierBusy'],
    [{ exists: true, openSessionId: null, name: 'Caja 1' }, null, null],
  ])('planOpen(%j, %j) → %s', (till, cashierSessionId, code) => {
    const plan = planOpen({ till, cashierSessionId });
    expect(plan.ok ? null : plan.code).toBe(code);
  });

  const actor = { uid: 'ana', isAdmin: false, at: '2026-03-02T10:00:00.000Z' };
  it.each([
    ['cash in', session(), { kind: 'in' as const, amountCents: 500, reason: 'Cambio' }, actor, null],
    ['all the float out', session(), { kind: 'out' as const, amountCents: 10000, reason: 'Banco' }, actor, null],
    ['more than there is', session(), { kind: 'out' as const, amountCents: 10001, reason: 'Banco' }, actor, 'cashShort'],
    ['on a closed session', session({ state: 'closed' }), { kind: 'in' as const, amountCents: 1, reason: 'x' }, actor, 'tillClosed'],
    ['by another cashier', session(), { kind: 'in' as const, amountCents: 1, reason: 'x' }, { ...actor, uid: 'luis' }, 'notYourSession'],
    ['by an admin', session(), { kind: 'in' as const, amountCents: 1, reason: 'x' }, { ...actor, uid: 'jefa', isAdmin: true }, null],
  ])('planMove: %s', (_, s, move, who, code) => {
    const plan = planMove(s, move, who);
    expect(plan.ok ? null : plan.code).toBe(code);
    if (plan.ok) expect(plan.moves.at(-1)).toEqual({ ...move, byUid: who.uid, at: who.at });
  });
  it('planMove of a missing session is notFound', () => {
    expect(planMove(null, { kind: 'in', amountCents: 1, reason: 'x' }, actor)).toMatchObject({ ok: false, code: 'notFound' });
  });

  it.each([
    [{ '5000': 2 }, 10000, 0],
    [{ '5000': 2, '10': 1 }, 10010, 10],
    [{ '5000': 1, '2000': 2, '500': 1, '200': 1, '100': 2, '50': 1, '20': 2, '5': 1, '2': 2 }, 9999, -1],
  ])('planClose counts %j = %i, difference %i, Z numbered after the last', (counted, countedCents, differenceCents) => {
    const plan = planClose(session(), { counted, note: '' }, { uid: 'ana', name: 'Ana', isAdmin: false, lastZ: 4, at: 'x', day: '2026-03-02' });
    expect(plan).toMatchObject({ ok: true, closing: { z: 5, zText: 'Z-5', countedCents, expectedCents: 10000, differenceCents } });
  });
  it('planClose refuses a closed session and another cashier', () => {
    const f = { uid: 'ana', name: 'Ana', isAdmin: false, lastZ: 0, at: 'x', day: 'd' };
    expect(planClose(session({ state: 'closed' }), { counted: {}, note: '' }, f)).toMatchObject({ ok: false, code: 'tillClosed' });
    expect(planClose(session(), { counted: {}, note: '' }, { ...f, uid: 'luis' })).toMatchObject({ ok: false, code: 'notYourSession' });
  });
});

describe('sessionFromStored', () => {
  it.each([null, 7, [], {}, { tillId: 'x' }])('reads %j as null', (data) => {
    expect(sessionFromStored('s', data)).toBeNull();
  });
  it('reads odd figures as zero, never crashes', () => {
    const s = sessionFromStored('s', {
      tillId: 't',
      cashierUid: 'u',
      floatCents: 'x',
      totals: { cashSalesCents: 1.5 },
      moves: [null, { kind: 'out', amountCents: 5 }],
    });
    expect(s).toMatchObject({ floatCents: 0, state: 'closed', totals: { cashSalesCents: 0 }, moves: [{ kind: 'out', amountCents: 5 }] });
  });
});
