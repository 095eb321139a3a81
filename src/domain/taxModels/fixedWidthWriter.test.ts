import { describe, expect, it } from 'vitest';
import { alphaText, fixedWidth, formatField, latin1Bytes, layout } from './fixedWidthWriter';

describe('formatField', () => {
  it.each([
    // AEAT: alphanumeric left-aligned, blank-filled, uppercase, no accented vowels, Ñ kept.
    ['alpha', 10, 'Peña Álvarez', 'PEÑA ALVAR'],
    ['alpha', 6, 'ab', 'AB    '],
    ['alpha', 4, null, '    '],
    ['alpha', 8, 'Ça & co!', 'ÇA & CO '],
    // Numbers right-aligned, zero-filled, no sign.
    ['num', 4, 2026, '2026'],
    ['num', 9, 3, '000000003'],
    ['num', 3, null, '000'],
    // Amount in cents: 1.234,56 € on 13 positions.
    ['amount', 13, 123456, '0000000123456'],
    // Signed amount: 'N' then the absolute value; blank when positive.
    ['signedAmount', 17, -5023, 'N0000000000005023'],
    ['signedAmount', 17, 5023, ' 0000000000005023'],
  ] as const)('%s %i %j → %j', (kind, length, value, expected) => {
    expect(formatField({ from: 1, length, kind, value, name: 'x' })).toBe(expected);
  });

  it('refuses numbers that do not fit or are negative without a sign position', () => {
    expect(() => formatField({ from: 1, length: 3, kind: 'num', value: 1000, name: 'x' })).toThrow(/no cabe/);
    expect(() => formatField({ from: 1, length: 5, kind: 'amount', value: -1, name: 'x' })).toThrow(/no negativo/);
    expect(() => formatField({ from: 1, length: 5, kind: 'amount', value: 1.5, name: 'x' })).toThrow(/no negativo/);
  });
});

describe('alphaText', () => {
  it('drops characters outside the AEAT set', () => {
    expect(alphaText('José «Pepe» García, S.L.')).toBe('JOSE PEPE GARCIA, S.L.');
  });
});

describe('fixedWidth', () => {
  it('joins fields at their positions and checks the record length', () => {
    const fields = layout([
      ['a', 2, 'alpha', 'x'],
      ['b', 3, 'num', 7],
    ]);
    expect(fields.map((f) => f.from)).toEqual([1, 3]);
    expect(fixedWidth(fields, 5)).toBe('X 007');
    expect(() => fixedWidth(fields, 6)).toThrow(/5 posiciones/);
  });

  it('refuses a gap in the layout', () => {
    expect(() =>
      fixedWidth(
        [
          { from: 1, length: 2, kind: 'alpha', value: 'a', name: 'a' },
          { from: 4, length: 1, kind: 'alpha', value: 'b', name: 'b' },
        ],
        4,
      ),
    ).toThrow(/empieza en 4/);
  });
});

describe('latin1Bytes', () => {
  it('writes Ñ as 0xD1 and Ç as 0xC7 and refuses characters outside ISO-8859-1', () => {
    expect(Array.from(latin1Bytes('AÑÇ'))).toEqual([0x41, 0xd1, 0xc7]);
    expect(() => latin1Bytes('A€')).toThrow(/posición 2/);
  });
});
