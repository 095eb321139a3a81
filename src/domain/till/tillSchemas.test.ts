import { describe, expect, it } from 'vitest';
import { parseCloseTill, parseMoveTillCash, parseOpenTill } from './tillSchemas';

describe('till command inputs', () => {
  it.each([
    [{ tillId: 'caja1', floatCents: 0 }, null],
    [{ tillId: 'caja1', floatCents: 15000 }, null],
    [{ tillId: 'caja1', floatCents: 1.5 }, 'floatCents'],
    [{ tillId: 'caja1', floatCents: -1 }, 'floatCents'],
    [{ tillId: 'caja1', floatCents: 1e12 }, 'floatCents'],
    [{ tillId: 'a/b', floatCents: 0 }, 'tillId'],
    [{ tillId: '', floatCents: 0 }, 'tillId'],
    [{ floatCents: 0 }, 'tillId'],
  ])('openTill %j → %s', (raw, detail) => {
    const p = parseOpenTill(raw);
    expect(p.ok ? null : p.detail).toBe(detail);
  });
  it.each([
    [{ sessionId: 's', kind: 'in', amountCents: 100, reason: 'Cambio' }, null],
    [{ sessionId: 's', kind: 'out', amountCents: 100, reason: '  Pago   proveedor ' }, null],
    [{ sessionId: 's', kind: 'in', amountCents: 0, reason: 'x' }, 'amountCents'],
    [{ sessionId: 's', kind: 'in', amountCents: 10.5, reason: 'x' }, 'amountCents'],
    [{ sessionId: 's', kind: 'x', amountCents: 1, reason: 'x' }, 'kind'],
    [{ sessionId: 's', kind: 'in', amountCents: 1, reason: '' }, 'reason'],
    [{ sessionId: 's', kind: 'in', amountCents: 1, reason: 'a\u0000b' }, 'reason'],
    [{ sessionId: 's', kind: 'in', amountCents: 1, reason: 'x'.repeat(201) }, 'reason'],
  ])('moveTillCash %j → %s', (raw, detail) => {
    const p = parseMoveTillCash(raw);
    expect(p.ok ? null : p.detail).toBe(detail);
  });
  it('folds the reason’s spaces', () => {
    const p = parseMoveTillCash({ sessionId: 's', kind: 'out', amountCents: 1, reason: '  Pago   proveedor ' });
    expect(p.ok && p.value.reason).toBe('Pago proveedor');
  });
  it.each([
    [{ sessionId: 's', counted: {} }, null],
    [{ sessionId: 's', counted: { '50000': 1, '1': 3 }, note: 'ok' }, null],
    [{ sessionId: 's', counted: { '3': 1 } }, 'counted'],
    [{ sessionId: 's', counted: { '100': -1 } }, 'counted.100'],
    [{ sessionId: 's', counted: { '100': 0.5 } }, 'counted.100'],
    [{ sessionId: 's', counted: { '100': '2' } }, 'counted.100'],
    [{ sessionId: 's', counted: null }, 'counted'],
    [{ sessionId: 's', counted: {}, note: 'a\u0007' }, 'note:unsafeText'],
  ])('closeTill %j → %s', (raw, detail) => {
    const p = parseCloseTill(raw);
    expect(p.ok ? null : p.detail).toBe(detail);
  });
});
