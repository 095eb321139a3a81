import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseImportBankStatement } from '../domain/bank/bankCommands';
import type { BankMovement } from '../domain/bank/movement';
import { decodeBankFile } from '../domain/bank/textDecoding';
import { cleanMovement, importRequestsOf, isNorma43, previewBankFile, previewIsImportable } from './bankImportPlan';

const fixture = (name: string) => decodeBankFile(new Uint8Array(readFileSync(resolve(process.cwd(), 'src/domain/bank/fixtures', name)))).text;

describe('isNorma43', () => {
  it.each([
    ['11' + ' '.repeat(78) + '\n22', true],
    ['\uFEFF11xx', true],
    ['00header\r\n11account', true],
    ['Fecha;Concepto;Importe\n', false],
    ['22 a movement first', false],
    ['', false],
  ])('%j → %s', (text, yes) => expect(isNorma43(text)).toBe(yes));
});

describe('previewBankFile: Norma 43', () => {
  it('reads both accounts of the sample, with their periods, and is importable as the command takes it', () => {
    const preview = previewBankFile(fixture('sample.n43'));
    expect(preview.format).toBe('norma43');
    expect(preview.errors).toEqual([]);
    expect(preview.accounts.map((a) => [a.accountKey, a.movements.length, a.from, a.to])).toEqual([
      ['210004180200051332', 10, '2026-11-03', '2026-11-30'],
      ['004915002011111111', 2, '2026-11-04', '2026-11-18'],
    ]);
    expect(previewIsImportable(preview)).toBe(true);
    const requests = importRequestsOf(preview, 'noviembre.n43', 'corpA');
    expect(requests).toHaveLength(2);
    // What the browser sends passes the server's own strict reading.
    for (const request of requests) expect(parseImportBankStatement(request)).toMatchObject({ ok: true });
  });

  it("shows the parser's errors in Spanish with their line, and does not import", () => {
    const preview = previewBankFile(fixture('broken-total.n43'));
    expect(preview.errors.length).toBeGreaterThan(0);
    for (const e of preview.errors) expect(e).toMatch(/^Línea \d+: /);
    expect(previewIsImportable(preview)).toBe(false);
  });
});

describe('previewBankFile: CSV', () => {
  const known = [
    'Movimientos de la cuenta',
    '',
    'Fecha;Fecha valor;Concepto;Importe;Saldo',
    '03/11/2026;03/11/2026;TRANSFERENCIA F2026-0012;1.210,00;5.000,00',
    '05/11/2026;05/11/2026;RECIBO LUZ;-36,30;4.963,70',
  ].join('\n');

  it('finds the columns by their headers and asks only for the account', () => {
    const preview = previewBankFile(known);
    expect(preview.format).toBe('csv');
    expect(preview.errors).toEqual([]);
    expect(preview.csv).toMatchObject({ headerKnown: true, columns: ['Fecha', 'Fecha valor', 'Concepto', 'Importe', 'Saldo'] });
    expect(preview.accounts[0]?.movements.map((m) => m.amountCents)).toEqual([121000, -3630]);
    expect(previewIsImportable(preview)).toBe(false);
    const named = previewBankFile(known, { account: 'ES91 2100 0418 4502 0005 1332' });
    expect(named.accounts[0]?.accountKey).toBe('210004180200051332');
    expect(previewIsImportable(named)).toBe(true);
  });

  it('with unknown headers says so, and reads with the columns chosen by hand', () => {
    const unknown = ['Dia;Texto;Euros', '03/11/2026;TRANSFERENCIA;1.210,00', '05/11/2026;RECIBO;-36,30'].join('\n');
    const preview = previewBankFile(unknown, { account: 'ES9121000418450200051332' });
    expect(preview.csv).toMatchObject({ headerKnown: false, columns: ['Columna 1', 'Columna 2', 'Columna 3'] });
    expect(preview.errors).toEqual(['Fila 1: no se reconoce la fila de cabeceras: indica las columnas.']);
    const mapped = previewBankFile(unknown, { account: 'ES9121000418450200051332', mapping: { date: 0, amount: 2, concepts: [1] } });
    expect(mapped.errors).toEqual([]);
    expect(mapped.accounts[0]?.movements.map((m) => [m.date, m.amountCents, m.concepts])).toEqual([
      ['2026-11-03', 121000, ['TRANSFERENCIA']],
      ['2026-11-05', -3630, ['RECIBO']],
    ]);
    expect(previewIsImportable(mapped)).toBe(true);
  });

  it('reports a bad row with its spreadsheet row number', () => {
    const preview = previewBankFile('Fecha;Concepto;Importe\n03/11/2026;A;1,00\n31/02/2026;B;2,00\n', { account: 'ES9121000418450200051332' });
    expect(preview.errors).toEqual(['Fila 3: fecha no válida.']);
    expect(previewIsImportable(preview)).toBe(false);
  });
});

describe('cleanMovement', () => {
  const m: BankMovement = {
    date: '2026-11-03',
    valueDate: '2026-11-03',
    amountCents: 100,
    commonConcept: '',
    ownConcept: '',
    document: '',
    reference1: ' REF\u0085 ',
    reference2: '',
    concepts: ['A\u0007B', '', ...Array.from({ length: 12 }, (_, i) => `C${i}`), 'x'.repeat(300)],
    line: 4,
  };
  it('drops control characters and keeps the texts within what the command takes', () => {
    const clean = cleanMovement(m);
    expect(clean.reference1).toBe('REF');
    expect(clean.concepts[0]).toBe('AB');
    expect(clean.concepts).toHaveLength(10);
    expect(clean.concepts[9]!.length).toBeLessThanOrEqual(200);
    expect(parseImportBankStatement({ fileName: 'x.csv', format: 'csv', accountKey: '210004180200051332', movements: [clean] })).toMatchObject({
      ok: true,
    });
    expect(parseImportBankStatement({ fileName: 'x.csv', format: 'csv', accountKey: '210004180200051332', movements: [m] })).toMatchObject({
      ok: false,
    });
  });
});
