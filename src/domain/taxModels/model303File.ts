/**
 * The modelo 303 as the fixed-width file the AEAT's form (Pre303) imports, for
 * the 2026 design (DR303e26v101). Layout copied as data (order, widths,
 * constants) from the public OCA l10n-spain repository,
 * `l10n_es_aeat_mod303/data/2026/aeat.model.export.config.line.csv` (configs
 * "Mod. 303 2026 - actualidad", sub01 "Régimen general/simplificado" and sub03
 * "Información adicional + Resultado"); see DECISIONS.md "AEAT files and the
 * accounting export". Only the periods filed with that design get a file: any
 * other design is refused rather than written in the wrong layout. Pure.
 */
import { formatField, type FixedFieldKind } from './fixedWidthWriter';
import type { Model303Boxes } from './types';

/** What the file needs besides the boxes. */
export interface Model303Declarant {
  /** NIF of the taxpayer (9 characters). */
  nif: string;
  /** Apellidos y nombre o razón social. */
  name: string;
}

/** A row of a page: raw constant text, or a value formatted by the AEAT writer's rules. */
type Row = { raw: string } | { name: string; length: number; kind: FixedFieldKind; value: string | number | null };

/** The design's amount boxes: 17 positions, 2 decimals; `signed` ones carry 'N' when negative. */
const u = (box: string): [string, boolean] => [box, false];
const s = (box: string): [string, boolean] => [box, true];

/**
 * Page 01, after the identification block: amount boxes and rate boxes in the
 * design's order. A rate box is [box, constant]: the box's value when the fold
 * computed it, else the design's printed constant.
 */
const PAGE_01_BOXES: ([string, boolean] | { rate: string; constant: string })[] = [
  u('150'), { rate: '151', constant: '00000' }, u('152'),
  u('165'), { rate: '166', constant: '00000' }, u('167'),
  u('01'), { rate: '02', constant: '00400' }, u('03'),
  u('153'), { rate: '154', constant: '00000' }, u('155'),
  u('04'), { rate: '05', constant: '01000' }, u('06'),
  u('07'), { rate: '08', constant: '02100' }, u('09'),
  u('10'), u('11'), u('12'), u('13'), s('14'), s('15'),
  u('156'), { rate: '157', constant: '00175' }, u('158'),
  u('168'), { rate: '169', constant: '00050' }, u('170'),
  u('16'), { rate: '17', constant: '00000' }, u('18'),
  u('19'), { rate: '20', constant: '00140' }, u('21'),
  u('22'), { rate: '23', constant: '00520' }, u('24'),
  s('25'), s('26'), s('27'),
  u('28'), u('29'), u('30'), u('31'), u('32'), u('33'), u('34'), u('35'), u('36'), u('37'), u('38'), u('39'),
  s('40'), s('41'), s('42'), s('43'), s('44'), s('45'), s('46'),
]; // prettier-ignore

/** Page 03 boxes up to [71]; [65] (5 positions) is the only percentage. */
const PAGE_03_BOXES: ([string, boolean] | { percent: string })[] = [
  s('59'), s('60'), s('120'), s('122'), s('123'), s('124'), s('62'), s('63'), s('74'), s('75'), s('76'), s('64'),
  { percent: '65' },
  s('66'), u('77'), u('110'), u('78'), u('87'), s('68'), s('108'), s('69'), s('70'), s('109'), s('112'), s('71'),
]; // prettier-ignore

export const MODEL_303_PAGE_01_LENGTH = 1581;
export const MODEL_303_PAGE_03_LENGTH = 1017;
export const MODEL_303_AUX_LENGTH = 311;

function blank(name: string, length: number): Row {
  return { name, length, kind: 'alpha', value: null };
}

function amountRow(r: Model303Boxes, box: string, signed: boolean): Row {
  const cents = r.boxes[box] ?? 0;
  if (!signed && cents < 0)
    throw new RangeError(
      `La casilla [${box}] es negativa (${(cents / 100).toFixed(2).replace('.', ',')} €) y el diseño del 303 no admite signo en ella.`,
    );
  return { name: `[${box}]`, length: 17, kind: signed ? 'signedAmount' : 'amount', value: cents };
}

function write(rows: readonly Row[], expected: number, page: string): string {
  let out = '';
  for (const row of rows) out += 'raw' in row ? row.raw : formatField({ ...row, from: out.length + 1 });
  if (out.length !== expected) throw new Error(`Página ${page} del 303 de ${out.length} posiciones, se esperaban ${expected}`);
  return out;
}

function period(r: Model303Boxes): string {
  return `${r.quarter}T`;
}

/** Page 01: identification and régimen general. */
export function model303Page01(r: Model303Boxes, who: Model303Declarant): string {
  const q4 = r.quarter === 4;
  const rows: Row[] = [
    { raw: '<T30301000>' },
    blank('Indicador de página complementaria', 1),
    { raw: r.resultType },
    { name: 'NIF', length: 9, kind: 'alpha', value: who.nif },
    { name: 'Apellidos y nombre o razón social', length: 80, kind: 'alpha', value: who.name },
    { name: 'Ejercicio', length: 4, kind: 'num', value: r.year },
    { raw: period(r) },
    // Tributación exclusivamente foral (2 no), registro de devolución mensual (2 no), solo régimen
    // simplificado (3 no), autoliquidación conjunta (2), criterio de caja (2), destinatario de criterio
    // de caja (2), prorrata especial (2), revocación (2), concurso de acreedores (2).
    { raw: '223222222' },
    blank('Fecha del auto de concurso', 8),
    blank('Tipo de autoliquidación en concurso', 1),
    { raw: '2' }, // SII voluntario: no.
    // Exonerado del 390 (only 4T: 2, Almacena files the 390); volumen de operaciones (0 when not
    // exonerated); pago a cuenta de gasolinas (0 in a quarterly period).
    { raw: (q4 ? '2' : '0') + '0' + '0' },
  ];
  for (const b of PAGE_01_BOXES) {
    if (Array.isArray(b)) rows.push(amountRow(r, b[0], b[1]));
    else {
      const rate = r.boxes[b.rate];
      rows.push(rate === undefined ? { raw: b.constant } : { name: `[${b.rate}]`, length: 5, kind: 'num', value: rate });
    }
  }
  rows.push(blank('Reservado para la AEAT', 521), blank('Sello electrónico', 13), { raw: '</T30301000>' });
  return write(rows, MODEL_303_PAGE_01_LENGTH, '01');
}

/** True when no operation box of page 01 or the información adicional has an amount. */
function withoutActivity(r: Model303Boxes): boolean {
  const boxes = [...PAGE_01_BOXES, ...PAGE_03_BOXES.slice(0, 10)].flatMap((b) => (Array.isArray(b) ? [b[0]] : []));
  return boxes.every((box) => (r.boxes[box] ?? 0) === 0);
}

/** Page 03: información adicional and resultado. A normal (not rectificativa) declaration. */
export function model303Page03(r: Model303Boxes): string {
  const rows: Row[] = [{ raw: '<T30303000>' }];
  for (const b of PAGE_03_BOXES) {
    if (Array.isArray(b)) rows.push(amountRow(r, b[0], b[1]));
    else rows.push({ name: `[${b.percent}]`, length: 5, kind: 'num', value: r.boxes[b.percent] ?? 0 });
  }
  rows.push(
    { raw: r.resultType === 'N' && withoutActivity(r) ? 'X' : ' ' },
    blank('Autoliquidación rectificativa', 1),
    blank('Número justificante anterior', 13),
    blank('Baja de la domiciliación', 1),
    { name: '[111]', length: 17, kind: 'signedAmount', value: 0 },
    blank('Motivo: rectificaciones', 1),
    blank('Motivo: discrepancia de criterio', 1),
    blank('Reservado para la AEAT', 546),
    { raw: '</T30303000>' },
  );
  return write(rows, MODEL_303_PAGE_03_LENGTH, '03');
}

/**
 * The whole file: `<T3030` + year + period + `0000>`, the `<AUX>` block, pages 01 and 03, and the
 * closing tag, with no line breaks (the form reads one stream). Refuses a design other than 2026 and
 * a declaration a devolver (its bank page, from the 2023 design, is not built).
 */
export function model303File(r: Model303Boxes, who: Model303Declarant): string {
  if (r.design !== '2026')
    throw new RangeError(
      `El fichero del 303 solo se genera con el diseño de 2026 (DR303e26v101); el ${period(r)} de ${r.year} se presenta con el diseño ${r.design}: rellena el formulario de la AEAT a mano.`,
    );
  if (r.resultType === 'D')
    throw new RangeError(
      'El fichero del 303 a devolver necesita la página de la cuenta bancaria, que aún no se genera: rellena el formulario de la AEAT a mano.',
    );
  const open = `<T3030${String(r.year).padStart(4, '0')}${period(r)}0000>`;
  const aux = write(
    [
      { raw: '<AUX>' },
      blank('Reservado', 70),
      { raw: 'ALM1' },
      blank('Reservado', 4),
      blank('NIF empresa de desarrollo', 9),
      blank('Reservado', 213),
      { raw: '</AUX>' },
    ],
    MODEL_303_AUX_LENGTH,
    'AUX',
  );
  return open + aux + model303Page01(r, who) + model303Page03(r) + `</T3030${r.year}${period(r)}0000>`;
}
