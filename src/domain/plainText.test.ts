import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeCharOf, unsafeTextMessage, withoutUnsafeChars } from './plainText';

describe('plainText', () => {
  it.each([
    ['Tubo 1/2"', 'line', true],
    ["Servei d'instal·lació", 'line', true],
    ['Ñandú <b> = 3 > 2', 'line', true],
    ['emoji 🔧 ok', 'line', true],
    ['€ – “comillas”', 'line', true],
    ['a\u0001b', 'line', false],
    ['\u0000', 'line', false],
    ['a\u007Fb', 'line', false],
    ['a\u0085b', 'line', false],
    ['a\uFFFEb', 'line', false],
    ['a\uFFFF', 'line', false],
    ['a\uD800b', 'line', false],
    ['a\uDC00', 'line', false],
    ['two\nlines', 'line', false],
    ['tab\there', 'line', false],
    ['cr\rhere', 'line', false],
    ['two\nlines', 'multiline', true],
    ['two\r\nlines', 'multiline', true],
    ['tab\there', 'multiline', true],
    ['bell\u0007', 'multiline', false],
  ] as const)('%j as %s → %s', (text, kind, safe) => {
    expect(isSafeText(text, kind)).toBe(safe);
  });

  it('names the first refused character and its position', () => {
    expect(unsafeCharOf('ab\u0001c\u0002', 'line')).toEqual({ index: 2, codePoint: 1 });
    expect(unsafeCharOf('a\nb\u0001', 'line')).toEqual({ index: 1, codePoint: 10 });
    expect(unsafeTextMessage('ab\u0001c')).toMatch(/U\+0001.*posición 3/);
    expect(unsafeTextMessage('a\nb')).toBe('No puede contener saltos de línea.');
    expect(unsafeTextMessage('bien')).toBeNull();
  });

  it('cleans a stored text for a correction', () => {
    expect(withoutUnsafeChars('Tor\u0001nillo\nM8')).toBe('Tornillo M8');
    expect(withoutUnsafeChars('a\n\u0002b', 'multiline')).toBe('a\nb');
  });
});
