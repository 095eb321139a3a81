import { describe, expect, it } from 'vitest';
import { decodeBankFile, decodeWindows1252, isUtf8 } from './textDecoding';

const bytes = (...values: number[]) => new Uint8Array(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('isUtf8', () => {
  it.each([
    ['ASCII', utf8('22    0418'), true],
    ['UTF-8 ñ and €', utf8('LOGROÑO 12 €'), true],
    ['a four-byte character', utf8('😀'), true],
    ['latin-1 Ñ followed by a letter', bytes(0x4c, 0x4f, 0x47, 0x52, 0x4f, 0xd1, 0x4f), false],
    ['latin-1 é at the very end', bytes(0x63, 0x61, 0x66, 0xe9), false],
    ['an overlong slash', bytes(0xc0, 0xaf), false],
    ['an overlong three-byte form', bytes(0xe0, 0x80, 0xaf), false],
    ['a UTF-16 surrogate', bytes(0xed, 0xa0, 0x80), false],
    ['past U+10FFFF', bytes(0xf4, 0x90, 0x80, 0x80), false],
    ['a lone continuation byte', bytes(0x80), false],
  ])('%s → %s', (_name, input, expected) => expect(isUtf8(input)).toBe(expected));
});

describe('decodeWindows1252', () => {
  it.each([
    [bytes(0xd1, 0xf1, 0xc1, 0xe9), 'Ññáé'.replace('á', 'Á')],
    [bytes(0x80, 0x93, 0x94, 0x96), '€“”–'],
    [bytes(0x81, 0x8d), '\u0081\u008d'],
  ])('%j', (input, text) => expect(decodeWindows1252(input)).toBe(text));

  it('decodes a file larger than one chunk', () => {
    const big = new Uint8Array(20_000).fill(0xd1);
    expect(decodeWindows1252(big)).toBe('Ñ'.repeat(20_000));
  });
});

describe('decodeBankFile', () => {
  it.each([
    ['UTF-8 with a BOM (the BOM dropped)', bytes(0xef, 0xbb, 0xbf, ...utf8('AÑO')), 'AÑO', 'utf-8'],
    ['UTF-8 without a BOM', utf8('AÑO'), 'AÑO', 'utf-8'],
    ['ISO-8859-1', bytes(0x41, 0xd1, 0x4f), 'AÑO', 'windows-1252'],
    ['plain ASCII', utf8('88999'), '88999', 'utf-8'],
  ])('%s', (_name, input, text, encoding) => expect(decodeBankFile(input)).toEqual({ text, encoding }));
});
