import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { MAX_IMPORT_ROWS, planImport, prepareImport, type ImportSpec } from './importPlan';

type K = 'code' | 'qty';
type D = Record<K, string>;
type V = { code: string; qty: number };
type E = V & { id: string };

const spec: ImportSpec<K, D, V, E> = {
  columns: [
    { key: 'code', header: 'Código' },
    { key: 'qty', header: 'Cantidad' },
  ],
  required: ['code'],
  keyName: 'código',
  keyOf: (cells) => cells.code?.toUpperCase() || null,
  blank: { code: '', qty: '0' },
  draftOf: (e) => ({ code: e.code, qty: String(e.qty) }),
  validate: (d) =>
    /^\d+$/.test(d.qty)
      ? { ok: true, value: { code: d.code, qty: Number(d.qty) } }
      : { ok: false, errors: [{ field: 'qty', message: 'Número entero.' }] },
  describe: (cells) => cells.code ?? '',
};

const plan = (text: string, existing: E[] = []) => {
  const prepared = prepareImport(parseCsv(text), spec);
  return { prepared, plan: planImport(prepared, spec, new Map(existing.map((e) => [e.code.toUpperCase(), e]))) };
};

describe('prepareImport: files that cannot be imported at all', () => {
  it.each([
    ['no required column', 'Cantidad\n1\n', 'Al archivo le falta la columna «Código».'],
    ['no data rows', 'Código;Cantidad\n\n', 'El archivo no tiene filas de datos'],
    ['too many rows', `Código\n${'A\n'.repeat(MAX_IMPORT_ROWS + 1)}`, 'El archivo tiene demasiadas filas'],
  ])('stops on %s', (_what, text, message) => {
    expect(plan(text).prepared.fatal).toContain(message);
  });
});

describe('planImport', () => {
  it('creates, updates by key (overlaying only the columns given), and rejects with the column name', () => {
    const stored: E = { id: 'e1', code: 'b', qty: 7 };
    const { plan: p } = plan('Código\nA\nB\n', [stored]);
    expect(p.rows).toEqual([
      { line: 2, label: 'A', action: 'create', value: { code: 'A', qty: 0 } },
      { line: 3, label: 'B', action: 'update', value: { code: 'B', qty: 7 }, existing: stored },
    ]);
    const { plan: bad } = plan('Código;Cantidad\nC;x\n');
    expect(bad.rows[0]).toEqual({ line: 2, label: 'C', action: 'reject', reasons: ['Cantidad: Número entero.'] });
    expect([bad.creates, bad.updates, bad.rejects]).toEqual([0, 0, 1]);
  });

  it('keeps only the first row of a repeated key and asks for nothing to be looked up twice', () => {
    const { prepared, plan: p } = plan('Código\nA\na\nB\n');
    expect(prepared.keys).toEqual(['A', 'B']);
    expect(p.rows.map((r) => r.action)).toEqual(['create', 'reject', 'create']);
  });

  it('rejects a row with a quote that never closes, names it, and still plans every row after it', () => {
    const { plan: p } = plan('Código;Cantidad\n"A;1\nB;2\nC;3\nD;4\nE;5\nF;6\n');
    expect(p.rows.map((r) => [r.line, r.action])).toEqual([
      [2, 'reject'],
      [3, 'create'],
      [4, 'create'],
      [5, 'create'],
      [6, 'create'],
      [7, 'create'],
    ]);
    expect(p.unclosedQuoteLines).toEqual([2]);
    expect(p.rows[0]).toMatchObject({ reasons: [expect.stringContaining('Comillas sin cerrar')] });
  });
});
