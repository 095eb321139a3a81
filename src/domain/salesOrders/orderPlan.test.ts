import { describe, expect, it } from 'vitest';
import { planAnnulDelivery, planConfirm, planDelivery, planRelease, planReserve, parseOrderLines, type LevelFacts } from './orderPlan';
import { backorderOf, deliveryNumberFor, pendingOf, salesOrderFromStored, salesOrderNumberFor, type SalesOrderLine } from './salesOrder';

const line = (lineId: string, categoryId: string, quantity: number, delivered = 0, reserved = 0): SalesOrderLine => ({
  lineId,
  categoryId,
  code: categoryId.toUpperCase(),
  name: `Producto ${categoryId}`,
  unit: 'ud',
  quantity,
  unitPriceCents: 1000,
  discountPct: 0,
  vatRate: 21,
  delivered,
  reserved,
});
const lvl = (quantity: number, reserved = 0): LevelFacts => ({ quantity, reserved });
const figures = (lines: SalesOrderLine[]) => lines.map((l) => [l.lineId, l.delivered, l.reserved, backorderOf(l)]);

describe('pending and back-order of a line', () => {
  it.each([
    [10, 0, 0, 10, 10],
    [10, 4, 6, 6, 0],
    [10, 4, 2, 6, 4],
    [0.3, 0.1, 0.1, 0.2, 0.1],
    [10, 10, 0, 0, 0],
  ])('quantity %s, delivered %s, reserved %s: pending %s, back-order %s', (quantity, delivered, reserved, pending, backorder) => {
    const l = line('l1', 'p1', quantity, delivered, reserved);
    expect(pendingOf(l)).toBe(pending);
    expect(backorderOf(l)).toBe(backorder);
  });
});

describe('planConfirm: min(pending, available) per line, in line order, one available per product', () => {
  it.each([
    ['all on hand', [line('l1', 'p1', 10)], { p1: lvl(20) }, false, [['l1', 0, 10, 0]], { p1: { reserved: 10, backorder: 0 } }],
    ['part on hand', [line('l1', 'p1', 10)], { p1: lvl(6) }, false, [['l1', 0, 6, 4]], { p1: { reserved: 6, backorder: 4 } }],
    ['others reserved some', [line('l1', 'p1', 10)], { p1: lvl(6, 5) }, false, [['l1', 0, 1, 9]], { p1: { reserved: 1, backorder: 9 } }],
    ['no level', [line('l1', 'p1', 2)], {}, false, [['l1', 0, 0, 2]], { p1: { reserved: 0, backorder: 2 } }],
    ['overcommitted level', [line('l1', 'p1', 2)], { p1: lvl(1, 3) }, false, [['l1', 0, 0, 2]], { p1: { reserved: 0, backorder: 2 } }],
    [
      'two lines of one product share it',
      [line('l1', 'p1', 4), line('l2', 'p2', 1), line('l3', 'p1', 4)],
      { p1: lvl(6), p2: lvl(1) },
      false,
      [
        ['l1', 0, 4, 0],
        ['l2', 0, 1, 0],
        ['l3', 0, 2, 2],
      ],
      { p1: { reserved: 6, backorder: 2 }, p2: { reserved: 1, backorder: 0 } },
    ],
    [
      'negative stock allowed: all reserved',
      [line('l1', 'p1', 10)],
      { p1: lvl(6) },
      true,
      [['l1', 0, 10, 0]],
      { p1: { reserved: 10, backorder: 0 } },
    ],
    ['thousandths', [line('l1', 'p1', 0.3)], { p1: lvl(0.1) }, false, [['l1', 0, 0.1, 0.2]], { p1: { reserved: 0.1, backorder: 0.2 } }],
  ] as const)('%s', (_name, lines, levels, allowNegative, expected, changes) => {
    const plan = planConfirm(lines as unknown as SalesOrderLine[], levels as Record<string, LevelFacts>, allowNegative);
    expect(plan.state).toBe('abierto');
    expect(figures(plan.lines)).toEqual(expected);
    expect(plan.changes).toEqual(changes);
  });

  it('ignores what a borrador says was delivered or reserved', () => {
    const plan = planConfirm([line('l1', 'p1', 10, 9, 9)], { p1: lvl(3) }, false);
    expect(figures(plan.lines)).toEqual([['l1', 0, 3, 7]]);
  });
});

describe('planReserve («Reservar»): back-order reserved from what is available now', () => {
  it.each([
    ['what arrived', [line('l1', 'p1', 10, 0, 6)], { p1: lvl(16, 6) }, [['l1', 0, 10, 0]], { p1: { reserved: 4, backorder: -4 } }],
    ['part of it', [line('l1', 'p1', 10, 0, 6)], { p1: lvl(8, 6) }, [['l1', 0, 8, 2]], { p1: { reserved: 2, backorder: -2 } }],
    ['nothing new', [line('l1', 'p1', 10, 0, 6)], { p1: lvl(6, 6) }, [['l1', 0, 6, 4]], {}],
    ['after a delivery', [line('l1', 'p1', 10, 3, 0)], { p1: lvl(20) }, [['l1', 3, 7, 0]], { p1: { reserved: 7, backorder: -7 } }],
  ] as const)('%s', (_name, lines, levels, expected, changes) => {
    const plan = planReserve(lines as unknown as SalesOrderLine[], levels as Record<string, LevelFacts>, false);
    expect(figures(plan.lines)).toEqual(expected);
    expect(plan.changes).toEqual(changes);
  });
});

describe('planDelivery: reserved first, then back-order', () => {
  const order = [line('l1', 'p1', 10, 0, 6), line('l2', 'p2', 5, 0, 5)];
  it.each([
    [
      'from the reservation',
      [{ lineId: 'l1', quantity: 4 }],
      [
        ['l1', 4, 2, 4],
        ['l2', 0, 5, 0],
      ],
      { p1: { reserved: 4, backorder: 0 } },
      'abierto',
    ],
    [
      'reservation and back-order',
      [{ lineId: 'l1', quantity: 8 }],
      [
        ['l1', 8, 0, 2],
        ['l2', 0, 5, 0],
      ],
      { p1: { reserved: 6, backorder: 2 } },
      'abierto',
    ],
    [
      'everything',
      [
        { lineId: 'l2', quantity: 5 },
        { lineId: 'l1', quantity: 10 },
      ],
      [
        ['l1', 10, 0, 0],
        ['l2', 5, 0, 0],
      ],
      { p1: { reserved: 6, backorder: 4 }, p2: { reserved: 5, backorder: 0 } },
      'servido',
    ],
  ] as const)('%s', (_name, request, expected, release, state) => {
    const plan = planDelivery(order, request);
    if (!plan.ok) throw new Error(plan.code);
    expect(figures(plan.lines)).toEqual(expected);
    expect(plan.orderRelease).toEqual(release);
    expect(plan.state).toBe(state);
    expect(plan.orderLineIds).toEqual(order.filter((l) => request.some((r) => r.lineId === l.lineId)).map((l) => l.lineId));
    expect(plan.salidaLines.map((l) => l.quantity)).toEqual(plan.orderLineIds.map((id) => request.find((r) => r.lineId === id)!.quantity));
  });

  it.each([
    ['more than pending', [{ lineId: 'l1', quantity: 10.001 }], 'overDelivery'],
    ['more than pending after a delivery', [{ lineId: 'l1', quantity: 7 }], 'overDelivery', [line('l1', 'p1', 10, 4, 2)]],
    ['an unknown line', [{ lineId: 'zz', quantity: 1 }], 'invalid'],
    [
      'one line twice',
      [
        { lineId: 'l1', quantity: 1 },
        { lineId: 'l1', quantity: 1 },
      ],
      'invalid',
    ],
    ['zero', [{ lineId: 'l1', quantity: 0 }], 'invalid'],
  ] as const)('refuses %s', (_name, request, code, lines: readonly SalesOrderLine[] = order) => {
    expect(planDelivery(lines, request)).toMatchObject({ ok: false, code });
  });
});

describe('planRelease: close and cancel', () => {
  it('close releases reserved and back-order of what is pending', () => {
    const plan = planRelease([line('l1', 'p1', 10, 4, 2), line('l2', 'p1', 3, 3, 0)], 'cerrado');
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.state).toBe('cerrado');
    expect(figures(plan.lines)).toEqual([
      ['l1', 4, 0, 6],
      ['l2', 3, 0, 0],
    ]);
    expect(plan.changes).toEqual({ p1: { reserved: -2, backorder: -4 } });
  });
  it('cancel only with nothing delivered', () => {
    expect(planRelease([line('l1', 'p1', 10, 4, 2)], 'cancelado')).toEqual({ ok: false, code: 'hasDeliveries' });
    expect(planRelease([line('l1', 'p1', 10, 0, 2)], 'cancelado')).toMatchObject({
      ok: true,
      state: 'cancelado',
      changes: { p1: { reserved: -2, backorder: -8 } },
    });
  });
});

describe('planAnnulDelivery: pending again, reserved up to what is available once back', () => {
  it.each([
    // 4 delivered come back to 8 on hand with 6 reserved: 6 available after, all 4 reserved again.
    ['all re-reserved', [line('l1', 'p1', 10, 4, 6)], { p1: lvl(8, 6) }, false, [['l1', 0, 10, 0]], { p1: { reserved: -4, backorder: 0 } }],
    // The level was sold short (2 on hand, 6 reserved): the 4 back leave nothing free, all on back-order.
    ['nothing free once back', [line('l1', 'p1', 10, 4, 6)], { p1: lvl(2, 6) }, false, [['l1', 0, 6, 4]], { p1: { backorder: -4, reserved: 0 } }],
    // Another order holds 2 of what is on hand (0): of the 4 back, 2 are free.
    ['others hold the rest', [line('l1', 'p1', 10, 4, 0)], { p1: lvl(0, 2) }, false, [['l1', 0, 2, 8]], { p1: { reserved: -2, backorder: -2 } }],
    ['negative allowed', [line('l1', 'p1', 10, 4, 0)], { p1: lvl(-5, 0) }, true, [['l1', 0, 4, 6]], { p1: { reserved: -4, backorder: 0 } }],
  ] as const)('%s', (_name, lines, levels, allowNegative, expected, release) => {
    const plan = planAnnulDelivery(
      lines as unknown as SalesOrderLine[],
      [{ lineId: 'l1', quantity: 4 }],
      levels as Record<string, LevelFacts>,
      allowNegative,
    );
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.state).toBe('abierto');
    expect(figures(plan.lines)).toEqual(expected);
    expect(plan.orderRelease).toEqual(release);
  });
  it('refuses more than the line delivered, or a line the order lacks', () => {
    expect(planAnnulDelivery([line('l1', 'p1', 10, 4, 0)], [{ lineId: 'l1', quantity: 5 }], {}, false)).toMatchObject({ ok: false });
    expect(planAnnulDelivery([line('l1', 'p1', 10, 4, 0)], [{ lineId: 'l9', quantity: 1 }], {}, false)).toMatchObject({ ok: false });
  });
});

describe('parseOrderLines', () => {
  const ok = line('l1', 'p1', 10);
  it.each([
    ['no list', 'x', 'lines'],
    ['no lines', [], 'lines'],
    ['a double where cents go', [{ ...ok, unitPriceCents: 10.5 }], 'lines.0'],
    ['a string quantity', [{ ...ok, quantity: '1' }], 'lines.0.quantity'],
    ['four decimals', [{ ...ok, quantity: 1.0001 }], 'lines.0'],
    ['a bad line id', [{ ...ok, lineId: 'a/b' }], 'lines.0.lineId'],
    ['a repeated id', [ok, ok], 'lines.1.lineId'],
    ['delivered above the quantity', [{ ...ok, delivered: 11 }], 'lines.0'],
    ['delivered and reserved above the quantity', [{ ...ok, delivered: 6, reserved: 5 }], 'lines.0'],
    ['a negative reservation', [{ ...ok, reserved: -1 }], 'lines.0'],
  ])('refuses %s', (_name, raw, detail) => {
    expect(parseOrderLines(raw, false)).toEqual({ ok: false, detail });
  });
  it('reads a borrador without its delivered and reserved', () => {
    expect(parseOrderLines([{ ...ok, delivered: 99, reserved: 'x' }], true)).toEqual({ ok: true, lines: [ok] });
  });
});

describe('numbers and the stored reader', () => {
  it('numbers an order and its deliveries', () => {
    expect(salesOrderNumberFor('uid1735689600000')).toBe(`PC-${(1735689600000).toString(36).toUpperCase()}`);
    expect(deliveryNumberFor('PC-ABC', 2)).toBe('S-ABC-2');
  });
  it.each([null, 'x', [], 3])('reads %s as null', (raw) => expect(salesOrderFromStored('o', raw)).toBeNull());
  it('reads hostile fields as nothing', () => {
    const o = salesOrderFromStored('o', { state: 'pagado', lines: [{ quantity: 'x', delivered: -3 }, 7], deliveryIds: [1, 'a'] })!;
    expect(o.state).toBe('borrador');
    expect(o.lines).toHaveLength(1);
    expect(o.lines[0]).toMatchObject({ quantity: 0, delivered: 0 });
    expect(o.deliveryIds).toEqual(['a']);
  });
});
