import { describe, expect, it } from 'vitest';
import { addToModel303, carriedCompensation, emptyModel303Sums, model303Boxes } from './model303';
import { BOXES_390, model390 } from './model390';
import { MODEL_390_AUX_LENGTH, model390File, model390Page, type Model390Declarant } from './model390File';
import { MODEL_390_PAGES } from './model390FileDesign';
import { invoice } from './taxModels.test-data';
import type { Model303Boxes, Model390Boxes, TaxQuarter } from './types';

/** `length` characters from the 1-based position `from`, as the design prints positions. */
const at = (text: string, from: number, length: number) => text.slice(from - 1, from - 1 + length);
const page = (tag: string) => MODEL_390_PAGES.find((p) => p.page === tag)!;
/** A signed 17-position amount: 'N' or blank, then 16 digits of cents. */
const signed = (cents: number) => (cents < 0 ? 'N' : ' ') + String(Math.abs(cents)).padStart(16, '0');
const unsigned = (cents: number) => String(cents).padStart(17, '0');

// 2026, worked by hand: sales 10.000,00 at 21 % ([05]/[06] 2.100,00); a rectificativa by differences of
// −500,00 / −105,00 ([29]/[30], LIVA art. 80); [33] = 9.500,00, [34] = [47] = 1.995,00. Purchases
// 4.000,00 at 21 % ([605]/[606] 840,00 = [48]/[49] = [64]); [65] = [84] = [86] = 1.995,00 − 840,00 = 1.155,00
// (LIVA art. 99); [95] the quarters' ingresos 1.155,00; volume [99] = [108] = 9.500,00 (LIVA art. 121).
const year: Model390Boxes = {
  model: '390',
  year: 2026,
  design: '2026',
  boxes: {
    '05': 1000000,
    '06': 210000,
    '29': -50000,
    '30': -10500,
    '33': 950000,
    '34': 199500,
    '47': 199500,
    '605': 400000,
    '606': 84000,
    '48': 400000,
    '49': 84000,
    '64': 84000,
    '65': 115500,
    '84': 115500,
    '85': 0,
    '86': 115500,
    '95': 115500,
    '97': 0,
    '98': 0,
    '662': 0,
    '99': 950000,
    '108': 950000,
  },
};
const who: Model390Declarant = { nif: 'B12345678', name: 'Ferretería Núñez, S.L.', has347: true };

describe('the 390 design as data (OCA "Mod.390 2025-actualidad")', () => {
  it.each([
    // page, length worked out from the design's field sizes
    ['01', 1187],
    ['02', 1806], // 11 + 1 + 96 × 17 + 150 + 12
    ['02B', 531], // 11 + 1 + 21 × 17 + 150 + 12
    ['03', 1840], // 11 + 1 + 98 × 17 + 150 + 12
    ['04', 854], // 11 + 1 + 40 × 17 + 150 + 12
    ['06', 828], // 11 + 1 + 37 × 17 + 5 × 5 + 150 + 12
    ['07', 776], // 11 + 1 + 11 × 17 + 5 × (40 + 3 + 17 + 17 + 1 + 5) + 150 + 12
  ])('page %s has %i positions', (tag, length) => {
    expect(model390Page(page(tag), year, who)).toHaveLength(length);
  });

  it('every box the 390 fold can fill has exactly one place in the design', () => {
    const inDesign = MODEL_390_PAGES.flatMap((p) => p.rows.flatMap((r) => ('box' in r ? [r.box] : [])));
    const fromTables = Object.values(BOXES_390).flatMap((t) => Object.values(t).flat());
    // The boxes model390() sets outside the per-rate tables (read from model390.ts).
    const fixed = ['27', '28', '29', '30', '33', '34', '43', '44', '47', '48', '49', '50', '51', '56', '57', '58', '59', '597', '598'];
    const settlement = ['639', '62', '64', '65', '84', '85', '86', '95', '97', '98', '662', '99', '103', '104', '105', '110', '108'];
    for (const box of [...fromTables, ...fixed, ...settlement])
      expect(
        inDesign.filter((b) => b === box),
        `[${box}]`,
      ).toHaveLength(1);
  });

  it('a real fold of a year lands only on boxes of the design', () => {
    const byQuarter = [
      [invoice({ kind: 'output', date: '2026-02-10', base: 100000, rate: 21, vat: 21000 })],
      [invoice({ kind: 'output', date: '2026-05-10', base: 30000, rate: 10, vat: 3000, recargoRate: 1.4, recargo: 420 })],
      [invoice({ kind: 'input', date: '2026-08-10', base: 50000, rate: 21, vat: 10500 })],
      [invoice({ kind: 'output', date: '2026-11-10', base: 20000, rate: 4, vat: 800 })],
    ];
    const all = emptyModel303Sums();
    const quarters: Model303Boxes[] = [];
    let pending = 0;
    byQuarter.forEach((list, i) => {
      const s = emptyModel303Sums();
      for (const inv of list) {
        addToModel303(s, inv);
        addToModel303(all, inv);
      }
      const q = model303Boxes(s, 2026, (i + 1) as TaxQuarter, { pendingCompensationCents: pending });
      quarters.push(q);
      pending = carriedCompensation(q);
    });
    const r = model390(2026, all, quarters);
    const inDesign = new Set(MODEL_390_PAGES.flatMap((p) => p.rows.flatMap((row) => ('box' in row ? [row.box] : []))));
    expect(Object.keys(r.boxes).filter((b) => !inDesign.has(b))).toEqual([]);
    // [47] = 210,00 + 30,00 + 8,00 IVA + 4,20 recargo = 252,20 € (LIVA arts. 90, 91; recargo 1,4 % on the 10 % sale).
    const p2b = model390Page(page('02B'), r, who);
    expect(at(p2b, 353, 17)).toBe(signed(25220));
  });
});

describe('model390File: header, <AUX>, pages, closing', () => {
  const file = model390File(year, who);

  it.each([
    // field, from, length, expected
    ['opening: <T390 + 0 + year + 0A + 0000>', 1, 17, '<T390020260A0000>'],
    ['<AUX>', 18, 5, '<AUX>'],
    ['AUX reserved blanks', 23, 70, ' '.repeat(70)],
    ['program version', 93, 4, 'ALM1'],
    ['AUX reserved + developer NIF (blank) + reserved', 97, 226, ' '.repeat(226)],
    ['</AUX>', 323, 6, '</AUX>'],
    ['page 01 starts after the AUX block', 329, 11, '<T39001000>'],
    ['page 02 starts after page 01 (329 + 1 187)', 1516, 11, '<T39002000>'],
    ['page 02B (1 516 + 1 806)', 3322, 11, '<T39002B00>'],
    ['page 03 (3 322 + 531)', 3853, 11, '<T39003000>'],
    ['page 04 (3 853 + 1 840)', 5693, 11, '<T39004000>'],
    ['page 06 (5 693 + 854)', 6547, 11, '<T39006000>'],
    ['page 07 (6 547 + 828)', 7375, 11, '<T39007000>'],
    ['closing (7 375 + 776)', 8151, 18, '</T390020260A0000>'],
  ])('%s at %i', (_name, from, length, expected) => {
    expect(at(file, from, length)).toBe(expected);
  });

  it('is 8 168 positions without line breaks', () => {
    expect(file).toHaveLength(17 + MODEL_390_AUX_LENGTH + 1187 + 1806 + 531 + 1840 + 854 + 828 + 776 + 18);
    expect(file).toHaveLength(8168);
    expect(file).not.toMatch(/[\r\n]/);
  });
});

describe('page 01, identification (OCA 2022 sub01)', () => {
  const p = model390Page(page('01'), year, who);
  const withActivity = model390Page(page('01'), year, {
    ...who,
    has347: false,
    activity: { description: 'Comercio al por menor de ferretería', code: 'A01', iae: '6534' },
  });

  it.each([
    ['start tag', 1, 11, '<T39001000>'],
    ['página complementaria + reservado', 12, 2, '  '],
    ['NIF', 14, 9, 'B12345678'],
    ['denominación: uppercase, no accents, Ñ kept, blank-filled to 60', 23, 60, 'FERRETERIA NUÑEZ, S.L.'.padEnd(60, ' ')],
    ['nombre (blank)', 83, 20, ' '.repeat(20)],
    ['ejercicio', 103, 4, '2026'],
    ['reservado', 107, 2, '  '],
    ['devolución mensual, grupo de entidades', 109, 2, '00'],
    ['número de grupo', 111, 7, ' '.repeat(7)],
    ['dominante, dependiente, art. 163 sexies', 118, 3, '000'],
    ['NIF entidad dominante', 121, 9, ' '.repeat(9)],
    ['concurso, criterio de caja, destinatario de caja: 2 (no)', 130, 3, '222'],
    ['sustitutiva, sustitutiva por rectificación: 0', 133, 2, '00'],
    ['justificante anterior', 135, 13, ' '.repeat(13)],
    ['actividad principal unknown: blank', 148, 47, ' '.repeat(47)],
    ['otras 1ª: description blank, code 0, IAE blank', 195, 47, ' '.repeat(40) + '0  ' + '    '],
    ['otras 5ª', 383, 47, ' '.repeat(40) + '0  ' + '    '],
    ['347: yes', 430, 1, '1'],
    ['declaración conjunta and representante persona física (blank)', 431, 214, ' '.repeat(214)],
    ['representante 1: name, NIF blank', 645, 89, ' '.repeat(89)],
    ['representante 1: fecha del poder', 734, 8, '00000000'],
    ['representante 3: fecha del poder', 952, 8, '00000000'],
    ['reservado, sello, EEDD, reservado', 972, 204, ' '.repeat(204)],
    ['end tag', 1176, 12, '</T39001000>'],
  ])('%s at %i', (_name, from, length, expected) => {
    expect(at(p, from, length)).toBe(expected);
  });

  it('prints the main activity when given, and 347 no as 0', () => {
    expect(at(withActivity, 148, 40)).toBe('COMERCIO AL POR MENOR DE FERRETERIA'.padEnd(40, ' '));
    expect(at(withActivity, 188, 3)).toBe('A01');
    expect(at(withActivity, 191, 4)).toBe('6534');
    expect(at(withActivity, 430, 1)).toBe('0');
  });
});

describe('pages 02 to 07: each box at its position, 17 positions, sign as the design marks it', () => {
  // Marker values on boxes the example leaves empty, so a box printed one place off fails (not a
  // consistent declaration: the writer does not add anything up).
  const marked: Model390Boxes = {
    ...year,
    boxes: { ...year.boxes, '700': 70000, '716': 71600, '27': 2700, '35': 3500, '56': 5600, '639': -63900, '230': 23000, '657': 65700 },
  };

  it.each([
    // page, box, from, expected (box i of a page starts at 13 + 17 × i)
    ['02', '[700] first box', 13, signed(70000)],
    ['02', '[701] absent → blank sign + zeros', 30, signed(0)],
    ['02', '[05] base 21 %', 217, signed(1000000)],
    ['02', '[06] cuota 21 %', 234, signed(210000)],
    ['02', '[716] adquisiciones intracomunitarias 0 % (box 58 of the page)', 999, signed(71600)],
    ['02', '[27] inversión del sujeto pasivo (box 86)', 1475, signed(2700)],
    ['02', '[29] modification base, negative → N', 1509, 'N0000000000050000'],
    ['02', '[30] modification cuota, negative → N', 1526, 'N0000000000010500'],
    ['02', '[33] total bases', 1611, signed(950000)],
    ['02', '[34] total cuotas', 1628, signed(199500)],
    ['02', 'reservado', 1645, ' '.repeat(17)],
    ['02', 'end tag', 1795, '</T39002000>'],
    ['02B', '[35] recargo 0,5 %', 81, signed(3500)],
    ['02B', '[47] total cuotas IVA y recargo', 353, signed(199500)],
    ['02B', 'end tag', 520, '</T39002B00>'],
    ['03', '[605] deducible interior 21 %', 183, signed(400000)],
    ['03', '[606]', 200, signed(84000)],
    ['03', '[48] total interiores corrientes', 217, signed(400000)],
    ['03', '[49]', 234, signed(84000)],
    ['03', '[56] total adquisiciones intracomunitarias corrientes', 1645, signed(5600)],
    ['03', 'end tag', 1829, '</T39003000>'],
    ['04', '[639] rectificación de deducciones', 557, 'N0000000000063900'],
    ['04', '[64] suma de deducciones', 659, signed(84000)],
    ['04', '[65] resultado régimen general', 676, signed(115500)],
    ['04', 'end tag', 843, '</T39004000>'],
    ['06', '[658] unsigned', 13, unsigned(0)],
    ['06', '[84] suma de resultados', 30, signed(115500)],
    ['06', '[85] compensación ejercicio anterior, unsigned', 64, unsigned(0)],
    ['06', '[86] resultado de la liquidación', 81, signed(115500)],
    ['06', '[87]–[91] territorio: 5 × 5 zeros', 98, '0'.repeat(25)],
    ['06', "section 8 [84] is zero, not the fold's [84]", 140, signed(0)],
    ['06', '[95] resultados a ingresar, unsigned', 225, unsigned(115500)],
    ['06', '[97] a compensar', 276, unsigned(0)],
    ['06', '[662] pendientes al término del ejercicio', 310, unsigned(0)],
    ['06', '[99] volumen régimen general', 361, signed(950000)],
    ['06', '[108] total volumen', 650, signed(950000)],
    ['06', 'end tag', 817, '</T39006000>'],
    ['07', '[230] first box', 13, signed(23000)],
    ['07', '[657] last box', 183, signed(65700)],
    ['07', 'prorrata 1: activity and CNAE blank', 200, ' '.repeat(43)],
    ['07', 'prorrata 1: amounts signed zero, tipo blank, % 00000', 243, signed(0) + signed(0) + ' ' + '00000'],
    ['07', 'end tag', 765, '</T39007000>'],
  ])('page %s: %s at %i', (tag, _name, from, expected) => {
    expect(at(model390Page(page(tag), marked, who), from, expected.length)).toBe(expected);
  });

  it('a negative result: [65], [84], [86] carry N; [97] a compensar is positive', () => {
    const negative: Model390Boxes = { ...year, boxes: { ...year.boxes, '65': -30000, '84': -30000, '86': -30000, '95': 0, '97': 30000 } };
    expect(at(model390Page(page('04'), negative, who), 676, 17)).toBe('N0000000000030000');
    const p6 = model390Page(page('06'), negative, who);
    expect(at(p6, 30, 17)).toBe('N0000000000030000');
    expect(at(p6, 81, 17)).toBe('N0000000000030000');
    expect(at(p6, 276, 17)).toBe('00000000000030000');
  });

  it.each([
    ['85', -100, 'La casilla [85] es negativa (-1,00 €) y el diseño del 390 no admite signo en ella.'],
    ['97', -30000, 'La casilla [97] es negativa (-300,00 €) y el diseño del 390 no admite signo en ella.'],
    ['662', -1, 'La casilla [662] es negativa (-0,01 €) y el diseño del 390 no admite signo en ella.'],
  ])('a negative value in the unsigned box [%s] is refused in Spanish', (box, cents, message) => {
    expect(() => model390File({ ...year, boxes: { ...year.boxes, [box]: cents } }, who)).toThrow(message);
  });

  it('a year before 2025 (filed with an earlier design) is refused in Spanish; 2025 itself is written', () => {
    expect(() => model390File({ ...year, year: 2024 }, who)).toThrow(
      'El fichero del 390 se genera con el diseño del ejercicio 2025 («Mod.390 2025-actualidad»); el 390 de 2024 se presenta con un diseño anterior: rellena el formulario de la AEAT a mano.',
    );
    expect(model390File({ ...year, year: 2025 }, who).slice(0, 17)).toBe('<T390020250A0000>');
  });

  it('an amount that does not fit its 16 digits is refused', () => {
    expect(() => model390File({ ...year, boxes: { ...year.boxes, '05': 10 ** 16 } }, who)).toThrow('[05]');
  });
});
