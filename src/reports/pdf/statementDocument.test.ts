import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { describe, expect, it } from 'vitest';
import { accountStatement, type StatementInvoice } from '../../domain/payments/statement';
import { paymentDoc } from '../../domain/payments/paymentFixtures.test-data';
import { debitCredit, statementDetail, statementDocument, statementPdfFileName } from './statementDocument';

function textOf(node: unknown): string {
  const out: string[] = [];
  const walk = (n: unknown): void => {
    if (typeof n === 'string') out.push(n);
    else if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === 'object') Object.values(n).forEach(walk);
  };
  walk(node);
  return out.join('\n').replace(/\u00a0/g, ' ');
}

const tableOf = (doc: TDocumentDefinitions) => (doc.content as { table: { headerRows?: number; body: unknown[][] } }[])[0]!.table;

const company = { name: 'Demo Distribuciones S.L.', nif: 'B86561412' };
const party = { name: 'Ferretería López S.L.', nif: 'B12345674' };
const invoice = (id: string, issueDate: string, amountCents: number): StatementInvoice => ({
  id,
  kind: 'output',
  number: `F-${id}`,
  issueDate,
  amountCents,
  state: 'emitida',
  simplified: false,
  paidOutside: null,
});

describe('extracto de cuenta PDF', () => {
  const statement = accountStatement(
    'client',
    [invoice('1', '2026-01-15', 10000), invoice('2', '2026-03-02', 24200)],
    [paymentDoc('p1', { date: '2026-03-20', amountCents: 5000, reference: 'TRF 9' })],
    '2026-03-01',
    '2026-03-31',
  );
  const doc = statementDocument({ company, side: 'client', party, statement });

  it('names the company, the party and the period on every page, and repeats the header row', () => {
    expect(doc.pageSize).toBe('A4');
    expect(tableOf(doc).headerRows).toBe(1);
    const header = textOf((doc.header as (p: number, c: number) => unknown)(2, 3));
    expect(header).toContain('Extracto de cuenta');
    expect(header).toContain('Demo Distribuciones S.L. · NIF B86561412');
    expect(header).toContain('Cliente: Ferretería López S.L. · NIF B12345674');
    expect(header).toContain('del 01/03/2026 al 31/03/2026');
  });

  it('opens with the balance before the period, lists each line with its balance, and closes with the final balance', () => {
    const body = tableOf(doc).body;
    expect(body).toHaveLength(1 + 1 + 2 + 1);
    expect(textOf(body[0])).toMatch(/Fecha[\s\S]*Cargo[\s\S]*Abono[\s\S]*Saldo/);
    expect(textOf(body[1])).toContain('Saldo anterior');
    expect(textOf(body[1])).toContain('100,00 €');
    expect(textOf(body[2])).toMatch(/02\/03\/2026[\s\S]*Factura[\s\S]*F-2[\s\S]*242,00 €[\s\S]*342,00 €/);
    expect(textOf(body[3])).toMatch(/Cobro[\s\S]*TRF 9[\s\S]*Transferencia bancaria[\s\S]*50,00 €[\s\S]*292,00 €/);
    expect(textOf(body[4])).toMatch(/Saldo final[\s\S]*292,00 €/);
    for (const row of body) expect(row).toHaveLength(7);
  });

  it('says when the period has no lines', () => {
    const empty = accountStatement('client', [], [], '2026-03-01', '2026-03-31');
    expect(textOf(statementDocument({ company, side: 'client', party, statement: empty }).content)).toContain('No hay movimientos en este periodo.');
  });

  it('names the file after the party and the period', () => {
    expect(statementPdfFileName(party, statement)).toBe('extracto-ferreteria-lopez-s-l-2026-03-01-2026-03-31.pdf');
    expect(statementPdfFileName({ name: '' }, statement)).toBe('extracto-cuenta-2026-03-01-2026-03-31.pdf');
  });

  it.each([
    [12100, { debitCents: 12100, creditCents: null }],
    [0, { debitCents: 0, creditCents: null }],
    [-5000, { debitCents: null, creditCents: 5000 }],
  ])('puts %i under %j', (cents, expected) => {
    expect(debitCredit(cents)).toEqual(expected);
  });

  it.each([
    ['payment', 'domiciliacion', 'Domiciliación bancaria'],
    ['reversal', 'Devuelto por el banco', 'Devuelto por el banco'],
    ['payment', 'desconocida', 'desconocida'],
  ])('a %s line’s detail %j reads %j', (type, detail, expected) => {
    expect(statementDetail(type, detail)).toBe(expected);
  });
});
