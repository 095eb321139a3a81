import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeTotals, type LineInput } from './documentTotals';
import {
  isRectificationCode,
  rectificationAllowsNegative,
  rectificationCodeFits,
  rectificationLines,
  rectificationTypeCode,
  validateReason,
} from './rectification';
import { VAT_RATES } from './tax';

const original: LineInput[] = [
  { quantity: 3, unitPriceCents: 1999, discountPct: 10, vatRate: 21 },
  { quantity: 0.335, unitPriceCents: 100, discountPct: 0, vatRate: 10 },
  { quantity: 2, unitPriceCents: 5000, discountPct: 0, vatRate: 0, exemption: 'E5' },
];

describe('rectificationLines', () => {
  it('by difference starts as the full reversal: every quantity negated, prices kept', () => {
    const lines = rectificationLines(original, 'difference');
    expect(lines.map((l) => l.quantity)).toEqual([-3, -0.335, -2]);
    expect(lines.map((l) => l.unitPriceCents)).toEqual([1999, 100, 5000]);
    expect(lines[2]?.exemption).toBe('E5');
  });

  it('by substitution starts as a copy that does not share objects with the original', () => {
    const lines = rectificationLines(original, 'substitution');
    expect(lines).toEqual(original);
    expect(lines[0]).not.toBe(original[0]);
  });

  it('a full reversal cancels the original to the cent, with recargo and IRPF', () => {
    const options = { recargoEquivalencia: true, irpfRate: 15 };
    const before = computeTotals(original, options);
    const after = computeTotals(rectificationLines(original, 'difference'), options);
    expect(before.totalCents).toBeGreaterThan(0);
    expect(after.totalCents).toBe(-before.totalCents);
    expect(after.vatCents).toBe(-before.vatCents);
    expect(after.recargoCents).toBe(-before.recargoCents);
    expect(after.irpfCents).toBe(-before.irpfCents);
  });

  it('any reversal is the exact negative of the original (property)', () => {
    const lineArb = fc.record({
      quantity: fc.integer({ min: 1, max: 1_000_000 }).map((t) => t / 1000),
      unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
      discountPct: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
      vatRate: fc.constantFrom(...VAT_RATES),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), fc.boolean(), fc.constantFrom(0, 7, 15), (lines, re, irpf) => {
        const options = { recargoEquivalencia: re, irpfRate: irpf };
        const a = computeTotals(lines, options);
        const b = computeTotals(rectificationLines(lines, 'difference'), options);
        expect(b.totalCents + a.totalCents).toBe(0);
        expect(b.baseCents + a.baseCents).toBe(0);
      }),
    );
  });
});

describe('modes', () => {
  it.each([
    ['difference', 'I', true],
    ['substitution', 'S', false],
  ] as const)('%s is VERI*FACTU type %s; negative lines allowed: %s', (mode, code, negative) => {
    expect(rectificationTypeCode(mode)).toBe(code);
    expect(rectificationAllowsNegative(mode)).toBe(negative);
  });

  it('an ordinary invoice allows no negative lines', () => {
    expect(rectificationAllowsNegative(null)).toBe(false);
  });
});

describe('validateReason', () => {
  it.each([
    ['Devolución de 2 cajas', { ok: true, value: 'Devolución de 2 cajas' }],
    ['  Error   en el precio ', { ok: true, value: 'Error en el precio' }],
    ['', { ok: false, code: 'empty' }],
    ['   ', { ok: false, code: 'empty' }],
    ['ab', { ok: false, code: 'tooShort' }],
    ['x'.repeat(501), { ok: false, code: 'tooLong' }],
  ])('%j → %j', (input, expected) => {
    expect(validateReason(input)).toEqual(expected);
  });
});

describe('rectification codes', () => {
  it.each([
    ['R1', false, true],
    ['R4', false, true],
    ['R5', false, false],
    ['R5', true, true],
    ['R1', true, false],
  ] as const)('%s on a %s-simplified original fits: %s', (code, simplified, fits) => {
    expect(rectificationCodeFits(code, simplified)).toBe(fits);
  });

  it.each([
    ['R1', true],
    ['R5', true],
    ['R6', false],
    ['', false],
    [1, false],
  ] as const)('%j is a code: %s', (v, ok) => {
    expect(isRectificationCode(v)).toBe(ok);
  });
});
