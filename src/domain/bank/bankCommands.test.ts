import { describe, expect, it } from 'vitest';
import {
  bankMovementFromStored,
  importIdOf,
  MAX_IMPORT_MOVEMENTS,
  parseIgnoreBankMovement,
  parseImportBankStatement,
  parseReconcileBankMovement,
  parseUnreconcileBankMovement,
  paymentMethodOfMovement,
  paymentRequestOfMovement,
  planImport,
  remittanceMatchRefusal,
  storedBankMovement,
} from './bankCommands';
import type { BankMovement } from './movement';
import { movementIds } from './movementId';
import { parseRecordPayment } from '../payments/payments';

const ACCOUNT = '210004180200051332';
const m = (over: Partial<BankMovement> = {}): BankMovement => ({
  date: '2026-11-03',
  valueDate: '2026-11-03',
  amountCents: 121000,
  commonConcept: '02',
  ownConcept: '012',
  document: '',
  reference1: '',
  reference2: 'F2026-0012',
  concepts: ['TRANSFERENCIA DE FERRETERIA LOPEZ SL', 'CONCEPTO FACTURA F2026-0012'],
  line: 2,
  ...over,
});
const statement = (movements: unknown, over: Record<string, unknown> = {}) => ({
  fileName: 'nov.n43',
  format: 'norma43',
  accountKey: ACCOUNT,
  movements,
  ...over,
});

describe('parseImportBankStatement', () => {
  it('takes what the parsers read', () => {
    expect(parseImportBankStatement(statement([m(), m({ equivalence: { currency: '840', amountCents: 100000 }, balanceCents: -5 })]))).toMatchObject({
      ok: true,
    });
  });

  it.each<[string, unknown, string]>([
    ['no movements', statement([]), 'movements'],
    ['too many', statement(Array.from({ length: MAX_IMPORT_MOVEMENTS + 1 }, () => m())), 'movements'],
    ['a double', statement([m({ amountCents: 1.5 })]), 'movements.0.amountCents'],
    ['NaN', statement([{ ...m(), amountCents: Number.NaN }]), 'movements.0.amountCents'],
    ['past the largest amount', statement([m({ amountCents: 10_000_000_000 })]), 'movements.0.amountCents'],
    ['an impossible date', statement([m({ date: '2026-13-01' })]), 'movements.0.date'],
    ['a control character', statement([m({ document: 'A\u0000' })]), 'movements.0.document:unsafeText'],
    ['an unknown field', statement([{ ...m(), id: 'x' }]), 'movements.0'],
    ['concepts not a list', statement([{ ...m(), concepts: 'x' }]), 'movements.0.concepts'],
    ['an own concept of 2 digits', statement([m({ ownConcept: '12' })]), 'movements.0.ownConcept'],
    ['an IBAN with blanks', statement([m()], { accountKey: 'ES91 2100 0418 4502 0005 1332' }), 'accountKey'],
    ['a blank file name', statement([m()], { fileName: '  ' }), 'fileName'],
  ])('refuses %s', (_, raw, detail) => {
    expect(parseImportBankStatement(raw)).toEqual({ ok: false, detail });
  });
});

describe('planImport', () => {
  it('computes the ids itself and the same import id for the same file', () => {
    const input = { accountKey: ACCOUNT, movements: [m(), m({ date: '2026-11-01' }), m()] };
    const plan = planImport(input);
    expect(plan.movements.map((x) => x.id)).toEqual(movementIds(ACCOUNT, input.movements));
    expect(new Set(plan.movements.map((x) => x.id)).size).toBe(3);
    expect([plan.from, plan.to]).toEqual(['2026-11-01', '2026-11-03']);
    expect(plan.importId).toBe(planImport({ accountKey: ACCOUNT, movements: [m(), m({ date: '2026-11-01' }), m()] }).importId);
    expect(plan.importId).not.toBe(
      importIdOf(
        ACCOUNT,
        plan.movements.slice(0, 2).map((x) => x.id),
      ),
    );
  });
});

describe('stored movements', () => {
  it('are built pending with no match, a returned receipt marked, and read back', () => {
    const stored = storedBankMovement(ACCOUNT, m({ commonConcept: '14', amountCents: -12100, concepts: [' DEVOLUCION ', ''] }), 'imp1');
    expect(stored).toMatchObject({ state: 'pendiente', match: null, returnedDebit: true, concepts: ['DEVOLUCION'], importId: 'imp1' });
    expect(bankMovementFromStored('id1', { ...stored })).toEqual({ id: 'id1', ...stored });
  });

  it('reads any stored shape without crashing', () => {
    expect(bankMovementFromStored('x', undefined)).toBeNull();
    expect(bankMovementFromStored('x', { amountCents: '1', date: '2026-01-01' })).toBeNull();
    expect(
      bankMovementFromStored('x', { amountCents: 5, date: '2026-01-01', state: 'raro', match: { paymentId: 'p', dueIds: ['a', 3] } }),
    ).toMatchObject({
      state: 'pendiente',
      valueDate: '2026-01-01',
      match: { paymentId: 'p', dueIds: ['a'], remittanceId: null },
      concepts: [],
    });
    // A remittance's charge: no payment of its own.
    expect(
      bankMovementFromStored('x', { amountCents: 5, date: '2026-01-01', match: { paymentId: '', dueIds: [], remittanceId: 'r1' } })?.match,
    ).toEqual({
      paymentId: '',
      dueIds: [],
      remittanceId: 'r1',
    });
    expect(bankMovementFromStored('x', { amountCents: 5, date: '2026-01-01', match: { paymentId: '', remittanceId: '' } })?.match).toBeNull();
  });
});

describe('remittanceMatchRefusal', () => {
  const charged = { kind: 'cobros' as const, state: 'cargada', bankMovementId: null, totals: { amountCents: 484000 } };
  it.each<[string, number, Parameters<typeof remittanceMatchRefusal>[1], ReturnType<typeof remittanceMatchRefusal>]>([
    ['a credit of a charged remesa de cobros, its total', 484000, charged, null],
    ['a debit of a paid remesa de pagos, its total', -484000, { ...charged, kind: 'pagos' }, null],
    ['no remittance', 484000, null, { code: 'notFound', detail: 'remittanceId' }],
    ['one only sent', 484000, { ...charged, state: 'enviada' }, { code: 'remittanceState', detail: 'enviada' }],
    ['one already matched', 484000, { ...charged, bankMovementId: 'm0' }, { code: 'remittanceState', detail: 'matched' }],
    ['a debit for a remesa de cobros', -484000, charged, { code: 'wrongKind' }],
    ['a cent less than its total', 483999, charged, { code: 'amountMismatch' }],
  ])('%s', (_, amountCents, remittance, expected) => {
    expect(remittanceMatchRefusal({ amountCents }, remittance)).toEqual(expected);
  });
});

describe('what a reconciliation asks the payment planner', () => {
  it.each<[Partial<BankMovement>, string]>([
    [{}, 'transferencia'],
    [{ commonConcept: '03' }, 'domiciliacion'],
    [{ commonConcept: '', concepts: ['ADEUDO RECIBO LUZ'] }, 'domiciliacion'],
    [{ commonConcept: '06', concepts: ['ABONO REMESA ADEUDOS SEPA CORE'] }, 'domiciliacion'],
    [{ commonConcept: '', concepts: ['Transferencia recibida'] }, 'transferencia'],
  ])('%j is paid by %s', (over, method) => {
    expect(paymentMethodOfMovement(m(over))).toBe(method);
  });

  it('a credit is a cobro of its whole amount on its date, referenced as the bank did; a debit a pago', () => {
    const request = paymentRequestOfMovement(m(), ['inv1-1']);
    expect(request).toMatchObject({ kind: 'cobro', date: '2026-11-03', amountCents: 121000, method: 'transferencia', reference: 'F2026-0012' });
    expect(parseRecordPayment(request)).toMatchObject({ ok: true, value: { allocations: [{ dueId: 'inv1-1', amountCents: null }] } });
    expect(paymentRequestOfMovement(m({ amountCents: -3630, reference2: '', concepts: ['PAGO FRA 2026/118'] }), ['p-1'])).toMatchObject({
      kind: 'pago',
      amountCents: 3630,
      reference: 'PAGO FRA 2026/118',
    });
  });
});

describe('the other inputs', () => {
  const id = 'a'.repeat(64);
  it('reconcile takes 1 to 50 distinct dues of a real movement id', () => {
    expect(parseReconcileBankMovement({ movementId: id, dueIds: ['inv-1'] })).toMatchObject({ ok: true });
    expect(parseReconcileBankMovement({ movementId: id, dueIds: [] })).toEqual({ ok: false, detail: 'dueIds' });
    expect(parseReconcileBankMovement({ movementId: id, dueIds: ['inv-1', 'inv-1'] })).toEqual({ ok: false, detail: 'dueIds' });
    expect(parseReconcileBankMovement({ movementId: 'x/y', dueIds: ['inv-1'] })).toEqual({ ok: false, detail: 'movementId' });
  });
  it('ignore and unreconcile', () => {
    expect(parseIgnoreBankMovement({ movementId: id })).toEqual({ ok: true, value: { movementId: id, ignored: true } });
    expect(parseIgnoreBankMovement({ movementId: id, ignored: 'no' })).toEqual({ ok: false, detail: 'ignored' });
    expect(parseUnreconcileBankMovement({ movementId: id, reason: '  Otro   cliente ' })).toEqual({
      ok: true,
      value: { movementId: id, reason: 'Otro cliente' },
    });
    expect(parseUnreconcileBankMovement({ movementId: id, reason: 'no' })).toEqual({ ok: false, detail: 'reason' });
  });
});
