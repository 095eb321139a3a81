/**
 * The modelo 390 as the fixed-width file the AEAT's 390 form imports ("Importar
 * fichero"): `<T3900` + year + `0A0000>`, the `<AUX>` block, pages 01, 02, 02B, 03,
 * 04, 06 and 07 of `MODEL_390_PAGES` (the design as data, `model390FileDesign.ts`,
 * copied from OCA l10n-spain's "Mod.390 2025-actualidad"), and the closing tag,
 * with no line breaks; ISO-8859-1 (`latin1Bytes`). Every box the 390 fold fills
 * has its place in the design (tested); a box the fold leaves out is printed as
 * zero. Pure.
 *
 * Sign convention of the design: a box OCA marks `apply_sign` is 17 positions with
 * 'N' first when negative and a blank otherwise, then 16 digits of cents; any other
 * box is 17 digits and a negative value there is refused in Spanish, naming the box.
 */
import { formatField } from './fixedWidthWriter';
import { MODEL_390_PAGES, type Design390Field, type Design390Page } from './model390FileDesign';
import type { Model390Boxes } from './types';

/** What the file needs besides the boxes. */
export interface Model390Declarant {
  /** NIF of the taxpayer (9 characters). */
  nif: string;
  /** Denominación o apellidos (60 positions in the design). */
  name: string;
  /** Main activity (description, 3-character activity code, IAE epígrafe); blank when unknown. */
  activity?: { description: string; code: string; iae: string };
  /** Whether the company files the modelo 347 for the year (design: 1 yes, 0 no). */
  has347: boolean;
}

export const MODEL_390_AUX_LENGTH = 311;

function money(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

function fieldValue(field: Design390Field, r: Model390Boxes, who: Model390Declarant): string {
  switch (field) {
    case 'nif':
      return who.nif;
    case 'name':
      return who.name;
    case 'year':
      return String(r.year);
    case 'activity':
      return who.activity?.description ?? '';
    case 'activityCode':
      return who.activity?.code ?? '';
    case 'activityIae':
      return who.activity?.iae ?? '';
    case 'has347':
      return who.has347 ? '1' : '0';
  }
}

/** One page of the design, checked against the design's length. */
export function model390Page(page: Design390Page, r: Model390Boxes, who: Model390Declarant): string {
  let out = '';
  for (const row of page.rows) {
    const from = out.length + 1;
    if ('text' in row) out += row.text;
    else if ('blank' in row) out += ' '.repeat(row.blank);
    else if ('zero' in row) out += formatField({ from, length: row.zero, kind: row.signed ? 'signedAmount' : 'num', value: 0, name: row.name });
    else if ('box' in row) {
      const cents = r.boxes[row.box] ?? 0;
      if (!row.signed && cents < 0)
        throw new RangeError(`La casilla [${row.box}] es negativa (${money(cents)} €) y el diseño del 390 no admite signo en ella.`);
      out += formatField({ from, length: 17, kind: row.signed ? 'signedAmount' : 'amount', value: cents, name: `[${row.box}]` });
    } else if (row.field === 'year') out += formatField({ from, length: row.length, kind: 'num', value: r.year, name: row.name });
    else out += formatField({ from, length: row.length, kind: 'alpha', value: fieldValue(row.field, r, who), name: row.name });
  }
  if (out.length !== page.length) throw new Error(`Página ${page.page} del 390 de ${out.length} posiciones, se esperaban ${page.length}`);
  return out;
}

/** The whole file of the year's 390, a normal (not sustitutiva) declaration; refused for a year before 2025 (another design). */
export function model390File(r: Model390Boxes, who: Model390Declarant): string {
  if (r.year < 2025)
    throw new RangeError(
      `El fichero del 390 se genera con el diseño del ejercicio 2025 («Mod.390 2025-actualidad»); el 390 de ${r.year} se presenta con un diseño anterior: rellena el formulario de la AEAT a mano.`,
    );
  const year = String(r.year).padStart(4, '0');
  const aux = '<AUX>' + ' '.repeat(70) + 'ALM1' + ' '.repeat(4) + ' '.repeat(9) + ' '.repeat(213) + '</AUX>';
  if (aux.length !== MODEL_390_AUX_LENGTH) throw new Error('Bloque <AUX> del 390 con longitud errónea');
  const pages = MODEL_390_PAGES.map((p) => model390Page(p, r, who)).join('');
  return `<T3900${year}0A0000>` + aux + pages + `</T3900${year}0A0000>`;
}
