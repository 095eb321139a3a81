import { describe, expect, it } from 'vitest';
import {
  MODEL_303_AUX_LENGTH,
  MODEL_303_PAGE_01_LENGTH,
  MODEL_303_PAGE_03_LENGTH,
  model303File,
  model303Page01,
  model303Page03,
} from './model303File';
import type { Model303Boxes } from './types';

/** `length` characters from the 1-based position `from`, as the design prints positions. */
const at = (text: string, from: number, length: number) => text.slice(from - 1, from - 1 + length);

// 1T 2026: sales 1.000,00 at 21 % (IVA 210,00), a credit note by differences of −50,00 base and
// −10,50 IVA in [14]/[15] (LIVA art. 80), purchases 500,00 with 105,00 IVA deducible.
// [27] = 210,00 − 10,50 = 199,50; [45] = 105,00; [46] = [64] = [66] = [69] = [71] = 94,50 a ingresar.
const q1: Model303Boxes = {
  model: '303',
  year: 2026,
  quarter: 1,
  design: '2026',
  boxes: {
    '07': 100000,
    '08': 2100,
    '09': 21000,
    '14': -5000,
    '15': -1050,
    '27': 19950,
    '28': 50000,
    '29': 10500,
    '45': 10500,
    '46': 9450,
    '64': 9450,
    '65': 10000,
    '66': 9450,
    '69': 9450,
    '71': 9450,
  },
  resultType: 'I',
  resultCents: 9450,
};
const who = { nif: 'B12345678', name: 'Ferretería Núñez, S.L.' };

describe('model303Page01 (DR303e26v101, OCA sub01)', () => {
  const p = model303Page01(q1, who);
  it.each([
    ['start tag', 1, 11, '<T30301000>'],
    ['página complementaria', 12, 1, ' '],
    ['tipo de declaración', 13, 1, 'I'],
    ['NIF', 14, 9, 'B12345678'],
    ['razón social, uppercase, no accents, Ñ kept, blank-filled', 23, 80, 'FERRETERIA NUÑEZ, S.L.'.padEnd(80, ' ')],
    ['ejercicio', 103, 4, '2026'],
    ['periodo', 107, 2, '1T'],
    ['identification flags', 109, 9, '223222222'],
    ['fecha auto concurso + tipo', 118, 9, ' '.repeat(9)],
    ['SII, exonerado 390, volumen, gasolinas', 127, 4, '2000'],
    ['[150] absent → zeros', 131, 17, '0'.repeat(17)],
    ['[151] design constant', 148, 5, '00000'],
    ['[02] design constant 4 %', 226, 5, '00400'],
    ['[07] 1.000,00', 326, 17, '00000000000100000'],
    ['[08] 21 % from the fold', 343, 5, '02100'],
    ['[09] 210,00', 348, 17, '00000000000021000'],
    ['[14] −50,00 signed', 433, 17, 'N0000000000005000'],
    ['[15] −10,50 signed', 450, 17, 'N0000000000001050'],
    ['[157] constant 1,75 %', 484, 5, '00175'],
    ['[23] constant 5,2 %', 640, 5, '00520'],
    ['[27] 199,50 signed positive', 696, 17, ' 0000000000019950'],
    ['[28] 500,00', 713, 17, '00000000000050000'],
    ['[29] 105,00', 730, 17, '00000000000010500'],
    ['[45] 105,00', 1002, 17, ' 0000000000010500'],
    ['[46] 94,50', 1019, 17, ' 0000000000009450'],
    ['reserved + sello', 1036, 534, ' '.repeat(534)],
    ['end tag', 1570, 12, '</T30301000>'],
  ])('%s at %i', (_name, from, length, expected) => {
    expect(at(p, from, length)).toBe(expected);
  });
  it('is 1581 positions', () => {
    expect(p.length).toBe(MODEL_303_PAGE_01_LENGTH);
    expect(MODEL_303_PAGE_01_LENGTH).toBe(1581);
  });
  it('marks the 4T as not exonerated from the 390', () => {
    expect(at(model303Page01({ ...q1, quarter: 4 }, who), 127, 4)).toBe('2200');
  });
  it('refuses a negative amount in a box the design prints without sign', () => {
    expect(() => model303Page01({ ...q1, boxes: { ...q1.boxes, '07': -100 } }, who)).toThrow('La casilla [07] es negativa (-1,00 €)');
  });
});

describe('model303Page03 (DR303e26v101, OCA sub03)', () => {
  const p = model303Page03(q1);
  it.each([
    ['start tag', 1, 11, '<T30303000>'],
    ['[59] absent → signed zero', 12, 17, ' 0000000000000000'],
    ['[64] 94,50', 199, 17, ' 0000000000009450'],
    ['[65] 100 %', 216, 5, '10000'],
    ['[66] 94,50', 221, 17, ' 0000000000009450'],
    ['[110] unsigned zero', 255, 17, '0'.repeat(17)],
    ['[69] 94,50', 340, 17, ' 0000000000009450'],
    ['[71] 94,50', 408, 17, ' 0000000000009450'],
    ['sin actividad, rectificativa, justificante, baja', 425, 16, ' '.repeat(16)],
    ['[111] zero', 441, 17, ' 0000000000000000'],
    ['motivos + reserved', 458, 548, ' '.repeat(548)],
    ['end tag', 1006, 12, '</T30303000>'],
  ])('%s at %i', (_name, from, length, expected) => {
    expect(at(p, from, length)).toBe(expected);
  });
  it('is 1017 positions', () => {
    expect(p.length).toBe(MODEL_303_PAGE_03_LENGTH);
  });
  it('marks "sin actividad" only when type N has no operations', () => {
    const none: Model303Boxes = { ...q1, boxes: { '65': 10000 }, resultType: 'N', resultCents: 0 };
    expect(at(model303Page03(none), 425, 1)).toBe('X');
    const zeroWithSales: Model303Boxes = { ...q1, boxes: { '07': 1000, '09': 210, '29': 210 }, resultType: 'N', resultCents: 0 };
    expect(at(model303Page03(zeroWithSales), 425, 1)).toBe(' ');
  });
});

describe('model303File', () => {
  const f = model303File(q1, who);
  it('wraps AUX, pages 01 and 03 in the period tags', () => {
    expect(at(f, 1, 17)).toBe('<T303020261T0000>');
    expect(at(f, 18, 5)).toBe('<AUX>');
    expect(at(f, 18 + 75, 4)).toBe('ALM1');
    expect(at(f, 18 + MODEL_303_AUX_LENGTH - 6, 6)).toBe('</AUX>');
    expect(at(f, 18 + 311, 11)).toBe('<T30301000>');
    expect(at(f, 18 + 311 + 1581, 11)).toBe('<T30303000>');
    expect(f.slice(-18)).toBe('</T303020261T0000>');
    expect(f.length).toBe(17 + 311 + 1581 + 1017 + 18);
  });
  it.each([
    ['2025', 'se presenta con el diseño 2025'],
    ['2024-10', 'se presenta con el diseño 2024-10'],
  ] as const)('refuses design %s in Spanish', (design, message) => {
    expect(() => model303File({ ...q1, design }, who)).toThrow(message);
  });
  it('refuses a devolución (bank page not built)', () => {
    expect(() => model303File({ ...q1, resultType: 'D', resultCents: -100 }, who)).toThrow('cuenta bancaria');
  });
});
