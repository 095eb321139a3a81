import { describe, expect, it } from 'vitest';
import { parseInput } from '../commandInputs/fields';
import { DEFAULT_RETURN_REASON, returnRequestSchema } from './returnRequestSchema';

const good = { lines: [{ lineIndex: 0, quantity: 1.5 }], reason: 'Llegó roto' };
const parse = (raw: unknown) => parseInput(returnRequestSchema, raw, 'lines');

describe('returnRequestSchema', () => {
  it('takes lines and a reason, folding its spaces', () => {
    expect(parse({ ...good, reason: '  Llegó \n roto ' })).toEqual({
      ok: true,
      value: { lines: [{ lineIndex: 0, quantity: 1.5 }], reason: 'Llegó roto' },
    });
  });

  it('takes a refund onto a vale', () => {
    expect(parse({ ...good, refund: 'vale' })).toMatchObject({ ok: true, value: { refund: 'vale' } });
  });

  it.each([undefined, null, '', '   '])('reads %j as the default reason', (reason) => {
    expect(parse({ ...good, reason })).toMatchObject({ ok: true, value: { reason: DEFAULT_RETURN_REASON } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no lines', { lines: [] }, 'lines'],
    ['lines that are not a list', { lines: 'x' }, 'lines'],
    ['501 lines', { lines: Array.from({ length: 501 }, () => ({ lineIndex: 0, quantity: 1 })) }, 'lines'],
    ['a line that is not an object', { lines: [7] }, 'lines.0.lineIndex'],
    ['a position with a fraction', { lines: [{ lineIndex: 0.5, quantity: 1 }] }, 'lines.0.lineIndex'],
    ['a negative position', { lines: [{ lineIndex: -1, quantity: 1 }] }, 'lines.0.lineIndex'],
    ['a position of 2^53', { lines: [{ lineIndex: 2 ** 53, quantity: 1 }] }, 'lines.0.lineIndex'],
    ['a NaN quantity', { lines: [{ lineIndex: 0, quantity: Number.NaN }] }, 'lines.0.quantity'],
    ['an infinite quantity', { lines: [{ lineIndex: 0, quantity: Number.POSITIVE_INFINITY }] }, 'lines.0.quantity'],
    ['a quantity as text', { lines: [{ lineIndex: 0, quantity: '1' }] }, 'lines.0.quantity'],
    ['a reason that is a number', { reason: 3 }, 'reason'],
    ['a reason of 2001 characters', { reason: 'x'.repeat(2001) }, 'reason'],
    ['U+0001 in the reason', { reason: 'Roto\u0001' }, 'reason'],
    ['a refund that is neither as paid nor a vale', { refund: 'efectivo' }, 'refund'],
    ['a refund that is not text', { refund: 1 }, 'refund'],
  ])('refuses %s', (_what, extra, detail) => {
    expect(parse({ ...good, ...extra })).toEqual({ ok: false, detail });
  });
});
