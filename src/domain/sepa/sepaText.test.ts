import { describe, expect, it } from 'vitest';
import { isSepaIdentifier, isSepaText, sepaIdentifier, toSepaText } from './sepaText';

describe('toSepaText', () => {
  it.each([
    ['Peña & Muñoz, S.L.', 'Pena y Munoz, S.L.'],
    ['Ferretería Güell i Fills', 'Ferreteria Guell i Fills'],
    ['ÁÉÍÓÚ áéíóú Ññ Çç Üü', 'AEIOU aeiou Nn Cc Uu'],
    ['Avda. Constitución 3, 2º 1ª', 'Avda. Constitucion 3, 2o 1a'],
    ['Col·legi d’Advocats «Nou»', "Col.legi d'Advocats 'Nou'"],
    ['info@almacena.es', 'info(at)almacena.es'],
    ['Total: 12,50 € (10% dto.)', 'Total: 12,50 EUR (10pct dto.)'],
    ['Nave #3; puerta [B]', 'Nave n.3, puerta (B)'],
    ['Straße Ærø Łódź Øresund', 'Strasse AEro Lodz Oresund'],
    ['¿Qué tal? ¡Bien!', 'Que tal? Bien.'],
    ['ﬁcha…', 'ficha...'],
    ['中文 名前', ''],
    ['a_b~c=d', 'a-b-c-d'],
    ["O'Donnell + Hijos / 2 - 3 : (x) ?", "O'Donnell + Hijos / 2 - 3 : (x) ?"],
  ])('%j → %j', (text, expected) => {
    expect(toSepaText(text)).toBe(expected);
    expect(isSepaText(toSepaText(text))).toBe(true);
  });

  it.each([
    ['a NUL', 'Ana\u0000Gil', 'AnaGil'],
    ['a tab', 'Ana\tGil', 'Ana Gil'],
    ['a line feed', 'Ana\nGil', 'Ana Gil'],
    ['a CRLF', 'Ana\r\nGil', 'Ana Gil'],
    ['a vertical tab and a form feed', 'Ana\u000B\u000CGil', 'Ana Gil'],
    ['a zero-width space', 'Ana\u200BGil', 'AnaGil'],
    ['a zero-width joiner and non-joiner', 'An\u200Da\u200CGil', 'AnaGil'],
    ['a byte order mark', '\uFEFFAna Gil', 'Ana Gil'],
    ['a soft hyphen', 'Ana\u00ADGil', 'AnaGil'],
    ['a word joiner', 'Ana\u2060Gil', 'AnaGil'],
    ['a non-breaking space', 'Ana\u00A0Gil', 'Ana Gil'],
    ['a narrow no-break space', 'Ana\u202FGil', 'Ana Gil'],
    ['DEL and C1 controls', 'Ana\u007F\u0085\u009FGil', 'Ana Gil'],
    ['a bell and an escape', 'Ana\u0007\u001BGil', 'AnaGil'],
    ['a lone surrogate', 'Ana\uD800Gil', 'AnaGil'],
    ['runs of spaces and edges', '   Ana    Gil  ', 'Ana Gil'],
  ])('drops or spaces %s', (_name, text, expected) => {
    expect(toSepaText(text)).toBe(expected);
  });

  it.each([
    ['cuts to the length', 'Suministros Almacena', 11, 'Suministros'],
    ['never leaves a trailing space after a cut', 'Suministros Almacena', 12, 'Suministros'],
    ['counts the transliterated text', 'Ñandú & Cía', 8, 'Nandu y'],
    ['keeps a text within the length', 'Peña', 70, 'Pena'],
  ])('%s', (_name, text, max, expected) => {
    expect(toSepaText(text, max)).toBe(expected);
  });

  it('reads a value that is not a string as empty', () => {
    expect(toSepaText(undefined as unknown as string)).toBe('');
    expect(toSepaText(42 as unknown as string)).toBe('');
  });
});

describe('sepaIdentifier', () => {
  it.each([
    ['F 2026/0001', 'F2026/0001'],
    ['/REM/2026/', 'REM/2026'],
    ['REM//2026///1', 'REM/2026/1'],
    ['Remesa Nº 7 — diciembre', 'RemesaNo7-diciembre'],
    ['A\u0000B\tC\nD', 'ABCD'],
    ['x'.repeat(34) + '/y', 'x'.repeat(34)],
    ['1'.repeat(40), '1'.repeat(35)],
    ['  ', ''],
    ['///', ''],
    ['中文', ''],
  ])('%j → %j', (text, expected) => {
    const id = sepaIdentifier(text);
    expect(id).toBe(expected);
    expect(id.length).toBeLessThanOrEqual(35);
    expect(id).not.toMatch(/^\/|\/$|\/\/| /);
  });

  it.each([
    ['MANDATO-0001', true],
    ['ES12/2025/00017', true],
    ["A+B?C:(D).E,F'G", true],
    ['', false],
    ['MANDATO 0001', false],
    ['/MANDATO', false],
    ['MANDATO/', false],
    ['MAN//DATO', false],
    ['MANDATO-Ñ', false],
    ['M'.repeat(35), true],
    ['M'.repeat(36), false],
  ])('isSepaIdentifier(%j) is %s', (text, expected) => {
    expect(isSepaIdentifier(text)).toBe(expected);
  });
});
