import { describe, expect, it } from 'vitest';
import type { BankMovementRow } from '../domain/bank/bankCommands';
import type { Due } from '../domain/payments/dues';
import type { Remittance } from '../domain/payments/remittance';
import { AMOUNTS_PER_QUERY, candidatesByMovement, dueQueriesFor, openItemOfDue, openItemOfRemittance, remittanceWindowFor } from './bankMatching';

const row = (id: string, amountCents: number, over: Partial<BankMovementRow> = {}): BankMovementRow => ({
  id,
  accountKey: '210004180200051332',
  date: '2026-11-03',
  valueDate: '2026-11-03',
  amountCents,
  concepts: [],
  reference1: '',
  reference2: '',
  document: '',
  commonConcept: '',
  ownConcept: '',
  importId: 'imp',
  state: 'pendiente',
  match: null,
  returnedDebit: false,
  ...over,
});

const due = (id: string, kind: Due['kind'], amountCents: number, over: Partial<Due> = {}): Due => ({
  id,
  invoiceId: id.replace(/-\d+$/, ''),
  n: 1,
  dueDate: '2026-11-01',
  amountCents,
  paidCents: 0,
  method: 'transferencia',
  returned: false,
  remittanceId: null,
  kind,
  number: 'F2026-0001',
  partyId: 'c1',
  partyName: 'Ferreteria Lopez SL',
  partyNif: 'B12345674',
  of: 1,
  issueDate: '2026-10-01',
  state: 'pendiente',
  ...over,
});

describe('dueQueriesFor', () => {
  it('asks, per kind, for the distinct amounts of the pending movements that can pay, in batches', () => {
    const rows = [
      row('a', 12100),
      row('b', 12100),
      row('c', -3630),
      row('d', 500, { state: 'conciliado' }),
      row('e', -12100, { returnedDebit: true }),
      row('f', 0),
      ...Array.from({ length: AMOUNTS_PER_QUERY + 1 }, (_, i) => row(`g${i}`, 1000 + i)),
    ];
    const queries = dueQueriesFor(rows);
    expect(queries.map((q) => [q.kind, q.amounts.length])).toEqual([
      ['output', AMOUNTS_PER_QUERY],
      ['output', 2],
      ['input', 1],
    ]);
    expect(queries.flatMap((q) => q.amounts)).toContain(12100);
    expect(queries[2]).toEqual({ kind: 'input', amounts: [3630] });
    expect(dueQueriesFor([row('x', 1, { state: 'ignorado' })])).toEqual([]);
  });
});

describe('openItemOfDue', () => {
  it('signs a due like a movement: a cobro +, a pago −', () => {
    expect(openItemOfDue(due('s-1', 'output', 12100)).openCents).toBe(12100);
    expect(openItemOfDue(due('p-1', 'input', 3630, { paidCents: 1000 })).openCents).toBe(-2630);
  });
});

describe('candidatesByMovement', () => {
  it('suggests the due of the same amount, best by reference, and leaves the unmatched without one', () => {
    const rows = [
      row('m1', 12100, { concepts: ['TRANSFERENCIA DE FERRETERIA LOPEZ', 'FACTURA F2026-0012'] }),
      row('m2', -3630, { date: '2026-11-05' }),
      row('m3', 999),
      row('m4', 12100, { state: 'conciliado' }),
    ];
    const dues = [
      due('inv1-1', 'output', 12100, { number: 'F2026-0011', partyName: 'Otro SA', partyNif: '' }),
      due('inv2-1', 'output', 12100, { number: 'F2026-0012' }),
      due('inv3-1', 'input', 3630, { number: '2026/118', partyName: 'Suministros Norte SA' }),
      // In a remittance: the bank collects it with the remittance, not here.
      due('inv4-1', 'output', 12100, { remittanceId: 'r1' }),
    ];
    const found = candidatesByMovement(rows, dues);
    expect(found.get('m1')?.best).toBe('inv2-1');
    expect(found.get('m1')?.candidates.map((c) => c.itemId)).toEqual(['inv2-1', 'inv1-1']);
    expect(found.get('m1')?.candidates[0]?.reasons).toEqual(expect.arrayContaining(['amount', 'reference', 'party']));
    expect(found.get('m2')?.best).toBe('inv3-1');
    expect(found.get('m3')).toEqual({ candidates: [], best: null, ambiguous: false });
    expect(found.has('m4')).toBe(false);
  });
});

/** What the matcher reads of a remittance (the rest of it does not matter here). */
const remittance = (id: string, over: Partial<Remittance> = {}): Remittance =>
  ({
    id,
    kind: 'cobros',
    state: 'enviada',
    date: '2026-11-02',
    settleDate: null,
    messageId: `REM-${id}`,
    bankMovementId: null,
    items: [],
    totals: { count: 40, amountCents: 484000, settledCount: 0, settledCents: 0, returnedCount: 0, returnedCents: 0 },
    ...over,
  }) as Remittance;

describe('remittances', () => {
  it('are asked for within 30 days of the matchable movements’ dates, or not at all', () => {
    expect(
      remittanceWindowFor([
        row('a', 1, { date: '2026-11-03' }),
        row('b', -5, { date: '2026-11-20' }),
        row('c', 9, { date: '2025-01-01', state: 'conciliado' }),
      ]),
    ).toEqual({
      from: '2026-10-04',
      to: '2026-12-20',
    });
    expect(remittanceWindowFor([row('c', 9, { state: 'ignorado' })])).toBeNull();
  });

  it('a remittance is its whole total, signed the way the bank books it, on the day it was charged', () => {
    expect(openItemOfRemittance(remittance('r1'))).toMatchObject({
      id: 'remesa:r1',
      kind: 'remittance',
      openCents: 484000,
      dueDate: '2026-11-02',
      reference: 'REM-r1',
    });
    expect(openItemOfRemittance(remittance('r2', { kind: 'pagos', settleDate: '2026-11-04' }))).toMatchObject({
      openCents: -484000,
      dueDate: '2026-11-04',
    });
  });

  it('a credit of a remittance’s total is matched to it, by its reference first; matched or cancelled ones are not', () => {
    const rows = [row('m1', 484000, { concepts: ['ABONO REMESA REM-r2'] }), row('m2', -484000)];
    const found = candidatesByMovement(
      rows,
      [due('inv9-1', 'output', 484000, { number: 'F2026-0099', partyName: 'Cliente Grande SA', partyNif: '' })],
      [
        remittance('r1'),
        remittance('r2', { state: 'cargada', settleDate: '2026-11-03' }),
        remittance('r3', { bankMovementId: 'mX' }),
        remittance('r4', { state: 'cancelada' }),
        remittance('r5', { kind: 'pagos' }),
      ],
    );
    const m1 = found.get('m1')!;
    expect(m1.best).toBe('remesa:r2');
    expect(m1.candidates.map((c) => c.itemId)).toEqual(['remesa:r2', 'remesa:r1', 'inv9-1']);
    expect(m1.candidates[0]!.target).toMatchObject({ kind: 'remittance', remittance: { id: 'r2' } });
    expect(m1.candidates[2]!.target).toMatchObject({ kind: 'due', due: { id: 'inv9-1' } });
    // A debit of the same amount: only the remesa de pagos.
    expect(found.get('m2')!.candidates.map((c) => c.itemId)).toEqual(['remesa:r5']);
  });
});
