import { describe, expect, it } from 'vitest';
import { CommandFailure } from '../data/commands';
import { PURCHASE_ORDER_REFUSALS, TRANSPORT_KINDS } from '../domain/commands';
import { purchaseOrderFromStored } from '../domain/purchaseOrders/purchaseOrder';
import { GENERIC, purchaseOrderFailureMessage } from './messages';
import { receiptOf } from './ReceiveDialog';

describe('every purchase-order code of the command contract has its Spanish text', () => {
  it.each([...PURCHASE_ORDER_REFUSALS, ...TRANSPORT_KINDS].filter((c) => c !== 'failed'))('%s says more than the generic text', (code) => {
    const text = purchaseOrderFailureMessage(new CommandFailure(code, { code }));
    expect(text.trim().length).toBeGreaterThan(20);
    expect(text).not.toBe(GENERIC);
  });

  it('every code has a text of its own; an unknown one says the generic text', () => {
    const codes = [...PURCHASE_ORDER_REFUSALS, ...TRANSPORT_KINDS];
    expect(new Set(codes.map((code) => purchaseOrderFailureMessage(new CommandFailure(code)))).size).toBe(codes.length);
    expect(purchaseOrderFailureMessage(new CommandFailure('toString'))).toBe(GENERIC);
    expect(purchaseOrderFailureMessage(null)).toBe(GENERIC);
  });

  it('an over-receipt names the line and what is pending, in es-ES', () => {
    expect(purchaseOrderFailureMessage(new CommandFailure('overReceipt', { name: 'Tornillo M8', pending: 2.5 }))).toContain(
      'Tornillo M8: quedan 2,5 pendientes.',
    );
  });
});

describe('the receipt typed in «Recibir»', () => {
  const order = purchaseOrderFromStored('o1', {
    state: 'abierto',
    lines: [
      {
        lineId: 'l1',
        categoryId: 'p1',
        code: 'P1',
        name: 'Uno',
        unit: 'ud',
        quantity: 4,
        unitPriceCents: 100,
        discountPct: 0,
        vatRate: 21,
        received: 1.5,
      },
      {
        lineId: 'l2',
        categoryId: 'p2',
        code: 'P2',
        name: 'Dos',
        unit: 'ud',
        quantity: 2,
        unitPriceCents: 250,
        discountPct: 0,
        vatRate: 21,
        received: 0,
      },
    ],
  })!;
  const rows = (q1: string, p1: string, q2 = '', p2 = '2,50') => [
    { lineId: 'l1', quantity: q1, price: p1 },
    { lineId: 'l2', quantity: q2, price: p2 },
  ];

  it('sends what was typed: es-ES quantities, a price only where it differs, empty lines left out', () => {
    expect(receiptOf(order, { date: '2026-03-05', reference: ' ALB-1 ', rows: rows('2,5', '1,10') })).toEqual({
      ok: true,
      receipt: { date: '2026-03-05', reference: 'ALB-1', lines: [{ lineId: 'l1', quantity: 2.5, unitPriceCents: 110 }] },
    });
    expect(receiptOf(order, { date: '2026-03-05', reference: '', rows: rows('1', '1,00', '2') })).toMatchObject({
      ok: true,
      receipt: {
        lines: [
          { lineId: 'l1', quantity: 1 },
          { lineId: 'l2', quantity: 2 },
        ],
      },
    });
  });

  it.each([
    [rows('2,6', '1,00'), 'q-l1', 'Como máximo 2,5 (lo pendiente).'],
    [rows('1,0001', '1,00'), 'q-l1', 'Escribe una cantidad mayor que 0 con 3 decimales como máximo.'],
    [rows('1', '1,005'), 'p-l1', 'Escribe un precio en euros con 2 decimales como máximo.'],
    [rows('0', '1,00'), 'lines', 'Escribe la cantidad recibida de al menos una línea.'],
  ])('refuses %o at %s', (typed, field, text) => {
    const checked = receiptOf(order, { date: '2026-03-05', reference: '', rows: typed });
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors[field]).toBe(text);
  });

  it('refuses a bad date and a reference with a line break', () => {
    const checked = receiptOf(order, { date: '2026-02-30', reference: 'A\nB', rows: rows('1', '1,00') });
    expect(checked.ok ? null : Object.keys(checked.errors).sort()).toEqual(['date', 'reference']);
  });
});
