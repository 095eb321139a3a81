/** The CSV of the 303 (complete), 349 and 390 screens: pure, one row per box or record. */
import { formatCentsPlain } from '../domain/money';
import type { Model303Boxes, Model349Declaration, Model390Boxes } from '../domain/taxModels/types';
import type { CsvTableText } from './reportCsv';
import { BOXES_303, BOXES_390, M303_TEXT, M349_TEXT } from './taxModelMessages';

/** A rate box (hundredths of a percent) as es-ES text: 2100 → "21,00". */
function percentText(hundredths: number): string {
  return formatCentsPlain(hundredths);
}

/** The rate boxes of the 303, printed as percentages rather than euros. */
const RATE_BOXES_303 = new Set(['02', '05', '08', '151', '154', '157', '166', '169', '17', '20', '23', '65']);

/** Rows of the boxes a result has, in the form's order (a box the design does not have is left out). */
export function boxRows(
  boxes: Record<string, number>,
  table: [string, string][],
  rateBoxes: Set<string> = new Set(),
): [box: string, label: string, value: string][] {
  return table
    .filter(([box]) => box in boxes)
    .map(([box, label]) => [box, label, rateBoxes.has(box) ? percentText(boxes[box]) : formatCentsPlain(boxes[box])]);
}

export function model303Csv(r: Model303Boxes): CsvTableText {
  return {
    headers: [M303_TEXT.box, M303_TEXT.concept, M303_TEXT.amount],
    rows: [...boxRows(r.boxes, BOXES_303, RATE_BOXES_303), ['', M303_TEXT.resultType[r.resultType], formatCentsPlain(r.resultCents)]],
  };
}

export function model349Csv(d: Model349Declaration): CsvTableText {
  return {
    headers: [
      M349_TEXT.country,
      M349_TEXT.vatNumber,
      M349_TEXT.name,
      M349_TEXT.key,
      M349_TEXT.base,
      M349_TEXT.period,
      M349_TEXT.corrected,
      M349_TEXT.previous,
    ],
    rows: d.records.map((r) => [
      r.countryCode,
      r.vatNumber,
      r.name,
      r.key,
      r.rectification ? '' : formatCentsPlain(r.baseCents),
      r.rectification ? `${r.rectification.year} ${r.rectification.period}` : '',
      r.rectification ? formatCentsPlain(r.rectification.correctedBaseCents) : '',
      r.rectification ? formatCentsPlain(r.rectification.previouslyDeclaredCents) : '',
    ]),
  };
}

export function model390Csv(r: Model390Boxes): CsvTableText {
  return { headers: [M303_TEXT.box, M303_TEXT.concept, M303_TEXT.amount], rows: boxRows(r.boxes, BOXES_390) };
}
