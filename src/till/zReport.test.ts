import { describe, expect, it } from 'vitest';
import { applyEvent, newSessionFields, planClose, sessionFromStored, type TillSession } from '../domain/till/tillModel';
import { zReportOf } from './zReport';
import { zReportDocument } from './zReportDocument';

function closedSession(): TillSession {
  const open = sessionFromStored(
    's1',
    newSessionFields({ tillId: 'caja1', tillName: 'Caja 1', cashierUid: 'u1', cashierName: 'Ana', floatCents: 10000, openDate: '2026-03-02' }),
  )!;
  const totals = [
    { kind: 'ticket', method: 'efectivo', totalCents: 1090, numberText: 'T-2026-000001', refund: false },
    { kind: 'ticket', method: 'tarjeta', totalCents: 75, numberText: 'T-2026-000002', refund: false },
    { kind: 'ticket', method: 'efectivo', totalCents: -218, numberText: 'T-2026-000003', refund: true },
    { kind: 'move', move: 'out', amountCents: 500 },
  ].reduce((t, e) => applyEvent(t, e as Parameters<typeof applyEvent>[1]), open.totals);
  const s: TillSession = {
    ...open,
    state: 'open',
    openedAt: '2026-03-02T08:00:00.000Z',
    totals,
    moves: [{ kind: 'out', amountCents: 500, reason: 'Pago al repartidor', byUid: 'u1', at: '2026-03-02T12:00:00.000Z' }],
  };
  const plan = planClose(
    s,
    { counted: { '10000': 1, '200': 1, '100': 1, '50': 1, '20': 1, '1': 1 }, note: 'Falta un céntimo' },
    { uid: 'u1', name: 'Ana', isAdmin: false, lastZ: 0, at: '2026-03-02T19:00:00.000Z', day: '2026-03-02' },
  );
  if (!plan.ok) throw new Error(plan.code);
  return { ...s, state: 'closed', closing: plan.closing };
}

describe('the Z report', () => {
  it('names till and cashier, shows every cash figure in the formula’s order, the methods, the moves, the counts and the difference', () => {
    const z = zReportOf(closedSession());
    expect(z.title).toBe('Informe Z-1 · Caja 1');
    expect(z.header.map((l) => [l.label, l.value])).toContainEqual(['Cajero', 'Ana']);
    expect(z.header.find((l) => l.label === 'Tickets')?.value).toBe('2 · T-2026-000001 … T-2026-000002');
    // Float, cash sales, cash refunds, invoices in, invoices out, cash in, cash out, expected.
    expect(z.cash.map((l) => l.value.replace(/\u00a0/g, ' '))).toEqual([
      '100,00 €',
      '10,90 €',
      '-2,18 €',
      '0,00 €',
      '0,00 €',
      '0,00 €',
      '-5,00 €',
      '103,72 €',
    ]);
    expect(z.methods.map((l) => `${l.label} ${l.value.replace(/\u00a0/g, ' ')}`)).toEqual([
      'Efectivo 8,72 €',
      'Tarjeta 0,75 €',
      'Bizum 0,00 €',
      'Vale 0,00 €',
    ]);
    expect(z.moves[0]!.label).toContain('Pago al repartidor');
    expect(z.counted.map((l) => l.label)).toEqual(['1 × 100 €', '1 × 2 €', '1 × 1 €', '1 × 50 cént.', '1 × 20 cént.', '1 × 1 cént.']);
    expect(z.result.map((l) => `${l.label} ${l.value.replace(/\u00a0/g, ' ')}`)).toEqual([
      'Contado 103,71 €',
      'Efectivo esperado 103,72 €',
      'Descuadre -0,01 €',
      'Observaciones Falta un céntimo',
    ]);
    expect(z.fileName).toBe('informe-Z-1-Caja-1-2026-03-02.pdf');
  });

  it('the PDF carries the same sections and the company', () => {
    const z = zReportOf(closedSession());
    const doc = JSON.stringify(zReportDocument(z, { name: 'Tienda S.L.', nif: 'B86561412' }));
    for (const text of ['Tienda S.L. · B86561412', 'Informe Z-1 · Caja 1', 'Pago al repartidor', 'Descuadre', '1 × 50 cént.'])
      expect(doc).toContain(text);
  });
});
