import { describe, expect, it } from 'vitest';
import { addToModel303, emptyModel303Sums, model303Boxes } from '../domain/taxModels/model303';
import { addToModel349, declaredFrom, emptyModel349Sums, model349Declaration } from '../domain/taxModels/model349';
import { quarterOne } from '../domain/taxModels/taxModels.test-data';
import { model303Csv, model349Csv } from './taxModelCsv';

describe('CSV of the complete 303 and the 349', () => {
  const s = emptyModel303Sums();
  for (const i of quarterOne()) addToModel303(s, i);
  const csv = model303Csv(model303Boxes(s, 2026, 1, { pendingCompensationCents: 0 }));
  const row = (box: string) => csv.rows.find((r) => r[0] === box);

  it.each([
    // Amounts with a decimal comma; rate boxes as percentages (21 % → "21,00")
    ['07', '1000,00'],
    ['08', '21,00'],
    ['168', '200,00'],
    ['169', '0,50'],
    ['59', '800,00'],
    ['46', '-75,00'],
    ['71', '-75,00'],
  ])('[%s] is written as %s', (box, text) => {
    expect(row(box)?.[2]).toBe(text);
  });
  it('follows the form order and ends with the kind of result', () => {
    // [01] 4 % comes before [07] 21 % on the form
    expect(csv.rows.slice(0, 3).map((r) => r[0])).toEqual(['01', '02', '03']);
    expect(csv.rows.at(-1)).toEqual(['', 'A compensar', '-75,00']);
    // [16] is not there: no recargo at other rates this quarter
    expect(row('16')).toBeUndefined();
  });
  it('349: one row per record, the NIF-IVA without its prefix in its own column', () => {
    const m = emptyModel349Sums();
    for (const i of quarterOne()) addToModel349(m, i, 2026, '1T');
    const d = model349Declaration(m, 2026, '1T', declaredFrom([]));
    expect(model349Csv(d).rows).toEqual([
      ['DE', '811907980', 'Kunde DE', 'S', '300,00', '', '', ''],
      ['FR', '40303265045', 'Client FR', 'E', '500,00', '', '', ''],
      ['IE', '6388047V', 'Supplier IE', 'I', '100,00', '', '', ''],
      ['IT', '00743110157', 'Fornitore IT', 'A', '600,00', '', '', ''],
    ]);
  });
});
