import { describe, expect, it } from 'vitest';
import { applyInvoiceChange, emptyInvoiceSummary, invoiceFactsOf } from '../summaries';
import type { Instalment } from './dues';
import {
  allocationsOfStored,
  MAX_ALLOCATIONS,
  parseApplyPayment,
  parseDueId,
  parseRecordPayment,
  parseReversePayment,
  partyOfInvoice,
  planApplyPayment,
  planRecordPayment,
  planReversePayment,
  type ApplyPaymentInput,
  type PaymentPlanRefusal,
  type RecordPaymentInput,
  type ReversePaymentInput,
} from './payments';
import { equalTerms } from './terms';
import { formatEuros } from '../money';
import { invoiceMap, issuedInvoice, recorded, withFields } from './paymentFixtures.test-data';

const cobro = (allocations: { dueId: string; amountCents?: number | null }[], amountCents: number, over: Record<string, unknown> = {}) => ({
  kind: 'cobro',
  date: '2026-04-10',
  amountCents,
  method: 'transferencia',
  allocations,
  ...over,
});
const input = (raw: Record<string, unknown>): RecordPaymentInput => {
  const p = parseRecordPayment(raw);
  if (!p.ok) throw new Error(p.detail);
  return p.value;
};
const reversal = (over: Partial<ReversePaymentInput> = {}): ReversePaymentInput => ({
  paymentId: 'pay1',
  date: '2026-04-20',
  reason: 'Error al registrar',
  returnCode: null,
  ...over,
});
const instalmentsOf = (fields: Record<string, unknown>) => fields.instalments as Instalment[];

// Two sales to c1 (100,00 € in 30/60 and 50,01 € at 30 days), one to c2, a purchase from v1.
const inv1 = issuedInvoice({ cents: 10000, number: 1, terms: equalTerms([30, 60]) });
const inv2 = issuedInvoice({ cents: 5001, number: 2, issueDate: '2026-03-10' });
const inv3 = issuedInvoice({ cents: 700, number: 3, partyId: 'c2', partyName: 'Cliente Dos' });
const pur1 = issuedInvoice({ kind: 'input', cents: 2000, number: 1 });
const invoices = invoiceMap({ inv1, inv2, inv3, pur1 });

describe('planRecordPayment', () => {
  it('a partial payment of one instalment', () => {
    const plan = recorded(cobro([{ dueId: 'inv1-1', amountCents: 2000 }], 2000, { reference: '  TRF 1 ', note: ' parte ' }), invoices);
    expect(plan.record).toEqual({
      kind: 'cobro',
      partyId: 'c1',
      partyName: 'Cliente Uno S.L.',
      date: '2026-04-10',
      amountCents: 2000,
      method: 'transferencia',
      reference: 'TRF 1',
      note: 'parte',
      allocations: [{ dueId: 'inv1-1', invoiceId: 'inv1', n: 1, number: 'F-2026-000001', amountCents: 2000 }],
      unappliedCents: 0,
      state: 'vigente',
      reversal: null,
      origin: { type: 'manual', id: null },
    });
    expect(plan.changes).toHaveLength(1);
    expect(plan.changes[0].before).toBe(inv1);
    expect(plan.changes[0].fields).toMatchObject({
      status: 'parcial',
      collectedCents: 2000,
      dueDate: '2026-04-04',
      paidDate: null,
      paymentMethod: null,
    });
    expect(instalmentsOf(plan.changes[0].fields).map((i) => i.paidCents)).toEqual([2000, 0]);
    expect(instalmentsOf(inv1).map((i) => i.paidCents)).toEqual([0, 0]);
  });

  it('several instalments of several invoices of one party, as much as is open, the rest on account', () => {
    const plan = recorded(cobro([{ dueId: 'inv1-1' }, { dueId: 'inv1-2' }, { dueId: 'inv2-1' }], 20000), invoices);
    expect(plan.record.allocations.map((a) => [a.dueId, a.amountCents])).toEqual([
      ['inv1-1', 5000],
      ['inv1-2', 5000],
      ['inv2-1', 5001],
    ]);
    expect(plan.record.unappliedCents).toBe(20000 - 15001);
    expect(
      plan.changes.map((c) => [c.invoiceId, c.fields.status, c.fields.collectedCents, c.fields.dueDate, c.fields.paidDate, c.fields.paymentMethod]),
    ).toEqual([
      ['inv1', 'pagada', 10000, null, '2026-04-10', 'transferencia'],
      ['inv2', 'pagada', 5001, null, '2026-04-10', 'transferencia'],
    ]);
  });

  it('an amount short of what is asked: the last instalment takes what is left', () => {
    const plan = recorded(cobro([{ dueId: 'inv1-1' }, { dueId: 'inv1-2' }], 7000), invoices);
    expect(plan.record.allocations.map((a) => a.amountCents)).toEqual([5000, 2000]);
    expect(plan.record.unappliedCents).toBe(0);
    expect(plan.changes[0].fields).toMatchObject({ status: 'parcial', dueDate: '2026-05-04' });
  });

  it('a payment on account: nothing applied, the party given', () => {
    const plan = recorded(cobro([], 3000, { partyId: 'c1' }), invoices, { id: 'c1', name: 'Cliente Uno S.L.' });
    expect(plan.record).toMatchObject({ partyId: 'c1', partyName: 'Cliente Uno S.L.', allocations: [], unappliedCents: 3000 });
    expect(plan.changes).toEqual([]);
  });

  it('a pago of a purchase', () => {
    const plan = recorded(cobro([{ dueId: 'pur1-1' }], 2000, { kind: 'pago' }), invoices);
    expect(plan.record).toMatchObject({ kind: 'pago', partyId: 'v1', partyName: 'Proveedor Uno S.L.', unappliedCents: 0 });
    // The vendor's own number, as the purchase's dues keep it.
    expect(plan.record.allocations[0].number).toBe('A-1');
    expect(plan.changes[0].fields.status).toBe('pagada');
  });

  it('one instalment asked twice: the second sees what the first took', () => {
    const plan = recorded(cobro([{ dueId: 'inv1-1', amountCents: 3000 }, { dueId: 'inv1-1' }], 9000), invoices);
    expect(plan.record.allocations.map((a) => a.amountCents)).toEqual([3000, 2000]);
    expect(plan.record.unappliedCents).toBe(4000);
    expect(instalmentsOf(plan.changes[0].fields)[0].paidCents).toBe(5000);
  });

  it('a second payment after the first, on the invoice as the first left it', () => {
    const first = recorded(cobro([{ dueId: 'inv1-1', amountCents: 4000 }], 4000), invoices);
    const after = invoiceMap({ inv1: withFields(inv1, first.changes[0].fields) });
    expect(planRecordPayment(input(cobro([{ dueId: 'inv1-1', amountCents: 1001 }], 1001)), after, null)).toMatchObject({
      ok: false,
      code: 'overApplied',
    });
    const second = recorded(cobro([{ dueId: 'inv1-1' }, { dueId: 'inv1-2' }], 6000, { date: '2026-05-02', method: 'bizum' }), after);
    expect(second.record.allocations.map((a) => a.amountCents)).toEqual([1000, 5000]);
    expect(second.changes[0].fields).toMatchObject({
      status: 'pagada',
      collectedCents: 10000,
      paidDate: '2026-05-02',
      paymentMethod: 'bizum',
      dueDate: null,
    });
    const paid = invoiceMap({ inv1: withFields(inv1, second.changes[0].fields) });
    expect(planRecordPayment(input(cobro([{ dueId: 'inv1-2' }], 1)), paid, null)).toMatchObject({ ok: false, code: 'nothingOpen', detail: 'inv1-2' });
  });

  it("the summary's receivable follows the payment instalment by instalment", () => {
    const plan = recorded(cobro([{ dueId: 'inv1-1', amountCents: 1500 }], 1500), invoices);
    const before = applyInvoiceChange(emptyInvoiceSummary(), null, invoiceFactsOf(inv1));
    expect(before.receivable).toEqual({ '2026-04-04': 5000, '2026-05-04': 5000 });
    const after = applyInvoiceChange(before, invoiceFactsOf(inv1), invoiceFactsOf(withFields(inv1, plan.changes[0].fields)));
    expect(after.receivable).toEqual({ '2026-04-04': 3500, '2026-05-04': 5000 });
  });

  it('paying a returned instalment again clears devuelta', () => {
    const returned = withFields(inv1, {
      instalments: instalmentsOf(inv1).map((i) => (i.n === 1 ? { ...i, returned: true } : i)),
      status: 'devuelta',
    });
    const partly = recorded(cobro([{ dueId: 'inv1-1', amountCents: 100 }], 100), invoiceMap({ inv1: returned }));
    expect(partly.changes[0].fields.status).toBe('parcial');
    expect(instalmentsOf(partly.changes[0].fields)[0].returned).toBe(false);
  });

  it('a legacy invoice (no instalments) is paid as one instalment of what it asks', () => {
    const legacy = { ...issuedInvoice({ cents: 12100 }), instalments: undefined, dueDate: '2026-04-04' };
    const plan = recorded(cobro([{ dueId: 'old-1' }], 12100), invoiceMap({ old: legacy }));
    expect(plan.changes[0].fields).toMatchObject({
      status: 'pagada',
      collectedCents: 12100,
      instalments: [expect.objectContaining({ amountCents: 12100, paidCents: 12100 })],
    });
  });

  const refusals: [
    string,
    Record<string, unknown>,
    Map<string, Record<string, unknown>>,
    { id: string; name: string } | null,
    PaymentPlanRefusal,
    string?,
  ][] = [
    ['an invoice not read', cobro([{ dueId: 'nope-1' }], 100), invoices, null, 'notFound', 'nope-1'],
    ['a due id without its number', cobro([{ dueId: 'inv1' }], 100), invoices, null, 'notFound', 'inv1'],
    ['an instalment the invoice does not have', cobro([{ dueId: 'inv2-2' }], 100), invoices, null, 'notFound', 'inv2-2'],
    ['a draft', cobro([{ dueId: 'd-1' }], 100), invoiceMap({ d: { ...inv1, state: 'borrador', status: 'borrador' } }), null, 'notIssued', 'd-1'],
    [
      'an annulled invoice',
      cobro([{ dueId: 'a-1' }], 100),
      invoiceMap({ a: { ...inv1, state: 'anulada', status: 'anulada' } }),
      null,
      'notIssued',
      'a-1',
    ],
    ['a replaced invoice', cobro([{ dueId: 's-1' }], 100), invoiceMap({ s: { ...inv1, status: 'sustituida' } }), null, 'invoiceReplaced', 's-1'],
    ['a ticket', cobro([{ dueId: 't-1' }], 100), invoiceMap({ t: issuedInvoice({ simplified: true }) }), null, 'simplified', 't-1'],
    ['a purchase in a cobro', cobro([{ dueId: 'pur1-1' }], 100), invoices, null, 'wrongKind', 'pur1-1'],
    ['a sale in a pago', cobro([{ dueId: 'inv1-1' }], 100, { kind: 'pago' }), invoices, null, 'wrongKind', 'inv1-1'],
    ['two parties in one payment', cobro([{ dueId: 'inv1-1' }, { dueId: 'inv3-1' }], 6000), invoices, null, 'otherParty', 'inv3-1'],
    ['an invoice of another party than the one given', cobro([{ dueId: 'inv3-1' }], 100), invoices, { id: 'c1', name: 'C' }, 'otherParty', 'inv3-1'],
    ['more than is open', cobro([{ dueId: 'inv1-1', amountCents: 5001 }], 6000), invoices, null, 'overApplied', 'inv1-1'],
    [
      'more than the payment',
      cobro(
        [
          { dueId: 'inv1-1', amountCents: 3000 },
          { dueId: 'inv1-2', amountCents: 3000 },
        ],
        5000,
      ),
      invoices,
      null,
      'overAmount',
      'inv1-2',
    ],
    ['an instalment when nothing is left', cobro([{ dueId: 'inv1-1' }, { dueId: 'inv1-2' }], 5000), invoices, null, 'overAmount', 'inv1-2'],
    [
      'a sale and a credit note in one payment',
      cobro([{ dueId: 'inv1-1' }, { dueId: 'cn-1' }], 6000),
      invoiceMap({ inv1: invoices.get('inv1')!, cn: { ...issuedInvoice({ cents: -500 }), partyId: String(invoices.get('inv1')!.partyId) } }),
      null,
      'mixedCredit',
      'cn-1',
    ],
    ['nothing applied and no party', cobro([], 100), invoices, null, 'notFound', 'partyId'],
    [
      'an invoice without a party, nothing else',
      cobro([{ dueId: 'np-1' }], 100),
      invoiceMap({ np: { ...inv1, partyId: '' } }),
      null,
      'notFound',
      'partyId',
    ],
  ];
  it.each(refusals)('refuses %s', (_, raw, map, party, code, detail) => {
    expect(planRecordPayment(input(raw), map, party)).toEqual({ ok: false, code, detail });
  });

  it('refunds a credit note: the record and its allocation are negative, the credit is settled', () => {
    const plan = planRecordPayment(input(cobro([{ dueId: 'cn-1' }], 500)), invoiceMap({ cn: issuedInvoice({ cents: -500 }) }), null);
    expect(plan).toMatchObject({ ok: true, record: { amountCents: -500, unappliedCents: 0, allocations: [{ dueId: 'cn-1', amountCents: -500 }] } });
    expect(plan.ok && plan.changes[0].fields).toMatchObject({ status: 'pagada', collectedCents: -500, dueDate: null });
    // More than the credit asks back is refused.
    expect(
      planRecordPayment(input(cobro([{ dueId: 'cn-1', amountCents: 501 }], 501)), invoiceMap({ cn: issuedInvoice({ cents: -500 }) }), null),
    ).toMatchObject({
      ok: false,
      code: 'overApplied',
    });
  });

  it('refuses a paid invoice: nothing open', () => {
    const first = recorded(cobro([{ dueId: 'inv2-1' }], 5001), invoices);
    const paid = invoiceMap({ inv2: withFields(inv2, first.changes[0].fields) });
    expect(planRecordPayment(input(cobro([{ dueId: 'inv2-1' }], 100)), paid, null)).toMatchObject({ ok: false, code: 'nothingOpen' });
  });

  it('never over-applies: whatever is asked, each instalment ends between nothing and its amount', () => {
    for (const [a, b] of [
      [1, 1],
      [4999, 1],
      [5000, 5000],
      [2500, null],
      [null, 4999],
    ] as const) {
      const plan = planRecordPayment(
        input(
          cobro(
            [
              { dueId: 'inv1-1', amountCents: a },
              { dueId: 'inv1-1', amountCents: b },
            ],
            10000,
          ),
        ),
        invoices,
        null,
      );
      if (!plan.ok) {
        expect(['overApplied', 'nothingOpen']).toContain(plan.code);
        continue;
      }
      const [first] = instalmentsOf(plan.changes[0].fields);
      expect(first.paidCents).toBeLessThanOrEqual(first.amountCents);
      expect(plan.record.allocations.reduce((s, x) => s + x.amountCents, 0) + plan.record.unappliedCents).toBe(10000);
    }
  });

  it('partyOfInvoice reads the party as issued, whatever the document holds', () => {
    expect(partyOfInvoice(inv1)).toEqual({ id: 'c1', name: 'Cliente Uno S.L.' });
    expect(partyOfInvoice({ partyId: 7, party: 'x' })).toEqual({ id: '', name: '' });
    expect(partyOfInvoice({})).toEqual({ id: '', name: '' });
  });
});

describe('planApplyPayment', () => {
  // 130,00 € received from c1 with nothing applied: all of it on account.
  const onAccount = recorded(cobro([], 13000, { partyId: 'c1', date: '2026-03-01' }), invoices, { id: 'c1', name: 'Cliente Uno S.L.' });
  const stored = { ...onAccount.record } as unknown as Record<string, unknown>;
  const application = (allocations: { dueId: string; amountCents?: number | null }[], paymentId = 'pay1'): ApplyPaymentInput => {
    const p = parseApplyPayment({ paymentId, allocations });
    if (!p.ok) throw new Error(p.detail);
    return p.value;
  };
  const applied = (payment: Record<string, unknown>, allocations: { dueId: string; amountCents?: number | null }[], map = invoices) => {
    const plan = planApplyPayment(payment, application(allocations), map);
    if (!plan.ok) throw new Error(`${plan.code} ${plan.detail ?? ''}`);
    return plan;
  };

  it('applies money on account oldest instalment first, the rest stays on account, dated as the money came', () => {
    const plan = applied(stored, [{ dueId: 'inv1-1' }, { dueId: 'inv2-1' }]);
    expect(plan.fields.allocations.map((a) => [a.dueId, a.amountCents])).toEqual([
      ['inv1-1', 5000],
      ['inv2-1', 5001],
    ]);
    expect(plan.fields.unappliedCents).toBe(13000 - 10001);
    expect(plan.fields.invoiceIds).toEqual(['inv1', 'inv2']);
    // inv2 (one instalment) is paid in full on the payment's day and by its method.
    expect(plan.changes[1].fields).toMatchObject({ status: 'pagada', paidDate: '2026-03-01', paymentMethod: 'transferencia' });
    expect(plan.changes[0].fields).toMatchObject({ status: 'parcial', collectedCents: 5000 });
  });

  it('keeps what the payment had already applied and adds to it', () => {
    const partly = recorded(cobro([{ dueId: 'inv2-1' }], 8001), invoices);
    const afterFirst = invoiceMap({ inv1, inv2: withFields(inv2, partly.changes[0].fields), inv3, pur1 });
    const plan = applied({ ...partly.record } as unknown as Record<string, unknown>, [{ dueId: 'inv1-2' }], afterFirst);
    expect(plan.fields.allocations.map((a) => [a.dueId, a.amountCents])).toEqual([
      ['inv2-1', 5001],
      ['inv1-2', 3000],
    ]);
    expect(plan.fields.unappliedCents).toBe(0);
  });

  it('a refund kept on account refunds credit notes, below zero', () => {
    const cn = { ...issuedInvoice({ cents: -500 }), partyId: 'c1' };
    const refundOnAccount = { ...stored, amountCents: -800, unappliedCents: -800 };
    const plan = applied(refundOnAccount, [{ dueId: 'cn-1' }], invoiceMap({ cn }));
    expect(plan.fields.allocations).toEqual([expect.objectContaining({ dueId: 'cn-1', amountCents: -500 })]);
    expect(plan.fields.unappliedCents).toBe(-300);
    expect(planApplyPayment(refundOnAccount, application([{ dueId: 'inv1-1' }]), invoices)).toMatchObject({ ok: false, code: 'mixedCredit' });
  });

  const cashOnAccount = { ...stored, method: 'efectivo', amountCents: 50000, unappliedCents: 50000 };
  const big = issuedInvoice({ cents: 150000, number: 9 });
  const refusals: [
    string,
    Record<string, unknown> | undefined,
    { dueId: string; amountCents?: number | null }[],
    Map<string, Record<string, unknown>>,
    PaymentPlanRefusal,
    string?,
  ][] = [
    ['a payment not read', undefined, [{ dueId: 'inv1-1' }], invoices, 'notFound', 'paymentId'],
    ['a reversed payment', { ...stored, state: 'anulado' }, [{ dueId: 'inv1-1' }], invoices, 'reversed', undefined],
    ['a payment with nothing on account', { ...stored, unappliedCents: 0 }, [{ dueId: 'inv1-1' }], invoices, 'nothingOnAccount', undefined],
    ['more than is on account', { ...stored, unappliedCents: 1000 }, [{ dueId: 'inv1-1', amountCents: 1001 }], invoices, 'overAmount', 'inv1-1'],
    [
      'an instalment when nothing is left',
      { ...stored, unappliedCents: 5000 },
      [{ dueId: 'inv1-1' }, { dueId: 'inv1-2' }],
      invoices,
      'overAmount',
      'inv1-2',
    ],
    ['an invoice of another party', stored, [{ dueId: 'inv3-1' }], invoices, 'otherParty', 'inv3-1'],
    ['a purchase with a cobro', stored, [{ dueId: 'pur1-1' }], invoices, 'wrongKind', 'pur1-1'],
    [
      'cash on an operation of 1.000 € or more',
      cashOnAccount,
      [{ dueId: 'big-1', amountCents: 100 }],
      invoiceMap({ big }),
      'cashLimit',
      formatEuros(100000),
    ],
  ];
  it.each(refusals)('refuses %s', (_, payment, allocations, map, code, detail) => {
    expect(planApplyPayment(payment, application(allocations), map)).toEqual({ ok: false, code, detail });
  });

  it('cash of 1.000 € or more was taken from a non-resident: their limit stays', () => {
    const nonResidentCash = { ...stored, method: 'efectivo', amountCents: 300000, unappliedCents: 300000 };
    const plan = planApplyPayment(nonResidentCash, application([{ dueId: 'big-1' }]), invoiceMap({ big }));
    expect(plan).toMatchObject({ ok: true, fields: { unappliedCents: 150000 } });
  });

  it('parseApplyPayment wants at least one allocation and integer amounts', () => {
    expect(parseApplyPayment({ paymentId: 'p', allocations: [] }).ok).toBe(false);
    expect(parseApplyPayment({ paymentId: 'p', allocations: [{ dueId: 'inv1-1', amountCents: 10.5 }] }).ok).toBe(false);
    expect(parseApplyPayment({ paymentId: 'p', allocations: [{ dueId: 'inv1-1' }] })).toMatchObject({ ok: true });
  });
});

describe('planReversePayment', () => {
  const paidBoth = recorded(cobro([{ dueId: 'inv1-1' }, { dueId: 'inv2-1', amountCents: 1000 }], 8000), invoices);
  const afterPay = invoiceMap({
    inv1: withFields(inv1, paidBoth.changes[0].fields),
    inv2: withFields(inv2, paidBoth.changes[1].fields),
  });
  const paymentDoc = { ...paidBoth.record } as unknown as Record<string, unknown>;

  it('gives every allocation back and marks the payment anulado', () => {
    const plan = planReversePayment(paymentDoc, reversal({ reason: '  Error al registrar  ' }), afterPay);
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.fields).toEqual({ state: 'anulado', reversal: { date: '2026-04-20', reason: 'Error al registrar', returnCode: null } });
    expect(plan.changes.map((c) => [c.invoiceId, c.fields.status, c.fields.collectedCents, c.fields.dueDate])).toEqual([
      ['inv1', 'pendiente', 0, '2026-04-04'],
      ['inv2', 'pendiente', 0, '2026-04-09'],
    ]);
    expect(instalmentsOf(plan.changes[0].fields)).toEqual(instalmentsOf(inv1));
  });

  it('a paid invoice reversed loses its paid date', () => {
    const pay = recorded(cobro([{ dueId: 'inv2-1' }], 5001), invoices);
    const paid = withFields(inv2, pay.changes[0].fields);
    expect(paid.paidDate).toBe('2026-04-10');
    const plan = planReversePayment({ ...pay.record }, reversal(), invoiceMap({ inv2: paid }));
    expect(plan.ok && plan.changes[0].fields).toMatchObject({ status: 'pendiente', paidDate: null, paymentMethod: null });
  });

  it('a returned direct debit: the instalment reads devuelta until paid again', () => {
    const debit = recorded(cobro([{ dueId: 'inv1-1' }], 5000, { method: 'domiciliacion' }), invoices);
    const after = invoiceMap({ inv1: withFields(inv1, debit.changes[0].fields) });
    const plan = planReversePayment({ ...debit.record }, reversal({ returnCode: 'MS02', reason: 'Devuelto por el banco' }), after);
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.fields.reversal).toEqual({ date: '2026-04-20', reason: 'Devuelto por el banco', returnCode: 'MS02' });
    expect(plan.changes[0].fields).toMatchObject({ status: 'devuelta', collectedCents: 0, dueDate: '2026-04-04' });
    expect(instalmentsOf(plan.changes[0].fields)[0]).toMatchObject({ paidCents: 0, returned: true });
    // Paid again: no longer devuelta.
    const returned = invoiceMap({ inv1: withFields(inv1, plan.changes[0].fields) });
    const again = recorded(cobro([{ dueId: 'inv1-1' }], 5000, { date: '2026-05-01' }), returned);
    expect(again.changes[0].fields.status).toBe('parcial');
    expect(instalmentsOf(again.changes[0].fields)[0]).toMatchObject({ paidCents: 5000, returned: false });
  });

  it('a returned debit that another payment had already completed stays paid', () => {
    const debit = recorded(cobro([{ dueId: 'inv1-1', amountCents: 2000 }], 2000, { method: 'domiciliacion' }), invoices);
    const a1 = withFields(inv1, debit.changes[0].fields);
    const rest = recorded(cobro([{ dueId: 'inv1-1' }], 3000), invoiceMap({ inv1: a1 }));
    const a2 = withFields(inv1, rest.changes[0].fields);
    const plan = planReversePayment({ ...debit.record }, reversal({ returnCode: 'AM04' }), invoiceMap({ inv1: a2 }));
    expect(plan.ok && plan.changes[0].fields).toMatchObject({ status: 'devuelta', collectedCents: 3000 });
  });

  it('never takes an instalment below nothing paid (a sale) nor above zero (a credit set off)', () => {
    const sale = withFields(inv1, { instalments: instalmentsOf(inv1).map((i) => ({ ...i, paidCents: 100 })) });
    const over = { ...paymentDoc, allocations: [{ dueId: 'inv1-1', amountCents: 5000 }] };
    const plan = planReversePayment(over, reversal(), invoiceMap({ inv1: sale }));
    expect(plan.ok && instalmentsOf(plan.changes[0].fields)[0].paidCents).toBe(0);

    const credit = issuedInvoice({ cents: -500 });
    const setOff = withFields(credit, { instalments: [{ ...instalmentsOf(credit)[0], paidCents: -500 }], status: 'pagada' });
    const compensation = { ...paymentDoc, method: 'compensacion', allocations: [{ dueId: 'cn-1', amountCents: -200 }] };
    const back = planReversePayment(compensation, reversal(), invoiceMap({ cn: setOff }));
    if (!back.ok) throw new Error(back.code);
    expect(instalmentsOf(back.changes[0].fields)[0].paidCents).toBe(-300);
    expect(back.changes[0].fields.status).toBe('parcial');
  });

  it.each<
    [string, Record<string, unknown> | undefined, ReversePaymentInput, Map<string, Record<string, unknown>>, PaymentPlanRefusal, string | undefined]
  >([
    ['no payment', undefined, reversal(), afterPay, 'notFound', 'paymentId'],
    ['a payment already reversed', { ...paymentDoc, state: 'anulado' }, reversal(), afterPay, 'reversed', undefined],
    ['a return code on a transfer', paymentDoc, reversal({ returnCode: 'MS02' }), afterPay, 'returnNotDebit', undefined],
    ['an invoice not read', paymentDoc, reversal(), invoiceMap({ inv1: afterPay.get('inv1')! }), 'notFound', 'inv2-1'],
    [
      'an instalment the invoice no longer has',
      { ...paymentDoc, allocations: [{ dueId: 'inv2-5', amountCents: 1 }] },
      reversal(),
      afterPay,
      'notFound',
      'inv2-5',
    ],
  ])('refuses %s', (_, payment, rev, map, code, detail) => {
    expect(planReversePayment(payment, rev, map)).toEqual({ ok: false, code, detail });
  });

  it('a payment with no readable allocation reverses with no invoice change', () => {
    const plan = planReversePayment(
      { ...paymentDoc, allocations: [null, { dueId: 'x' }, { dueId: 'inv1-1', amountCents: 1.5 }] },
      reversal(),
      afterPay,
    );
    expect(plan).toMatchObject({ ok: true, changes: [] });
  });
});

describe('allocationsOfStored', () => {
  it('keeps the readable ones', () => {
    expect(
      allocationsOfStored({
        allocations: [{ dueId: 'a-2', amountCents: 5, number: 'F1' }, 'x', { dueId: 'a-02', amountCents: 5 }, { dueId: 'b-1', amountCents: '5' }],
      }),
    ).toEqual([{ dueId: 'a-2', invoiceId: 'a', n: 2, number: 'F1', amountCents: 5 }]);
    expect(allocationsOfStored({ allocations: 'x' })).toEqual([]);
    expect(allocationsOfStored({})).toEqual([]);
  });
});

describe('parseRecordPayment', () => {
  const ok = cobro([{ dueId: 'inv1-1', amountCents: 100 }, { dueId: 'inv1-2' }], 1000);

  it('reads a valid request with its defaults', () => {
    expect(parseRecordPayment(ok)).toEqual({
      ok: true,
      value: {
        kind: 'cobro',
        partyId: null,
        date: '2026-04-10',
        amountCents: 1000,
        method: 'transferencia',
        reference: '',
        note: '',
        allocations: [
          { dueId: 'inv1-1', amountCents: 100 },
          { dueId: 'inv1-2', amountCents: null },
        ],
        nonResident: false,
      },
    });
  });

  it('takes the largest amount and 50 allocations', () => {
    const many = Array.from({ length: MAX_ALLOCATIONS }, (_, i) => ({ dueId: `i${i}-1` }));
    expect(parseRecordPayment({ ...ok, amountCents: 9_999_999_999, allocations: many }).ok).toBe(true);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no input', {}, 'kind'],
    ['an unknown kind', { ...ok, kind: 'abono' }, 'kind'],
    ['an amount as a double', { ...ok, amountCents: 100.5 }, 'amountCents'],
    ['an amount as a string', { ...ok, amountCents: '100' }, 'amountCents'],
    ['an amount NaN', { ...ok, amountCents: NaN }, 'amountCents'],
    ['an amount of Infinity', { ...ok, amountCents: Infinity }, 'amountCents'],
    ['an amount of 0', { ...ok, amountCents: 0 }, 'amountCents'],
    ['a negative amount', { ...ok, amountCents: -1 }, 'amountCents'],
    ['an amount above the largest', { ...ok, amountCents: 10_000_000_000 }, 'amountCents'],
    ['an allocation as a double', { ...ok, allocations: [{ dueId: 'inv1-1', amountCents: 0.5 }] }, 'allocations.0.amountCents'],
    ['an allocation as a string', { ...ok, allocations: [{ dueId: 'inv1-1', amountCents: '5' }] }, 'allocations.0.amountCents'],
    ['an allocation of NaN', { ...ok, allocations: [{ dueId: 'inv1-1', amountCents: NaN }] }, 'allocations.0.amountCents'],
    ['an allocation of 0', { ...ok, allocations: [{ dueId: 'inv1-1', amountCents: 0 }] }, 'allocations.0.amountCents'],
    ['an allocation without a due', { ...ok, allocations: [{ amountCents: 5 }] }, 'allocations.0.dueId'],
    ['a due id with a slash', { ...ok, allocations: [{ dueId: 'a/b-1' }] }, 'allocations.0.dueId'],
    ['a due id with a control character', { ...ok, allocations: [{ dueId: 'inv1\u0000-1' }] }, 'allocations.0.dueId:unsafeText'],
    ['51 allocations', { ...ok, allocations: Array.from({ length: 51 }, (_, i) => ({ dueId: `i${i}-1` })) }, 'allocations'],
    ['allocations that are no list', { ...ok, allocations: 'inv1-1' }, 'allocations'],
    ['a date that is no date', { ...ok, date: '2026-02-30' }, 'date'],
    ['a date in another format', { ...ok, date: '10/04/2026' }, 'date'],
    ['an unknown method', { ...ok, method: 'pagaré' }, 'method'],
    ['a reference with a control character', { ...ok, reference: 'TRF\u0007' }, 'reference:unsafeText'],
    ['a reference with a line break', { ...ok, reference: 'a\nb' }, 'reference:unsafeText'],
    ['a reference too long', { ...ok, reference: 'x'.repeat(141) }, 'reference'],
    ['a note with a control character', { ...ok, note: 'nota\u001b' }, 'note:unsafeText'],
    ['a note too long', { ...ok, note: 'x'.repeat(501) }, 'note'],
    ['a party id that is a number', { ...ok, partyId: 7 }, 'partyId'],
    ['non-resident as a string', { ...ok, nonResident: 'yes' }, 'nonResident'],
  ])('refuses %s (%s)', (_, raw, detail) => {
    expect(parseRecordPayment(raw)).toEqual({ ok: false, detail });
  });

  it.each([null, undefined, 'x', 7, []])('refuses %j as a whole', (raw) => {
    expect(parseRecordPayment(raw).ok).toBe(false);
  });
});

describe('parseReversePayment', () => {
  const ok = { paymentId: 'pay1', date: '2026-04-20', reason: 'Devuelto', returnCode: 'AC04' };

  it('reads a valid request; the return code defaults to none', () => {
    expect(parseReversePayment(ok)).toEqual({ ok: true, value: ok });
    expect(parseReversePayment({ ...ok, returnCode: undefined })).toEqual({ ok: true, value: { ...ok, returnCode: null } });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no payment id', { ...ok, paymentId: '' }, 'paymentId'],
    ['a payment id with a control character', { ...ok, paymentId: 'p\u0000' }, 'paymentId:unsafeText'],
    ['a date that is no date', { ...ok, date: '2026-13-01' }, 'date'],
    ['a reason too short', { ...ok, reason: '  ab  ' }, 'reason'],
    ['a reason with a control character', { ...ok, reason: 'Devuelto\u0008' }, 'reason:unsafeText'],
    ['a reason that is a number', { ...ok, reason: 123 }, 'reason'],
    ['a return code in lower case', { ...ok, returnCode: 'ac04' }, 'returnCode'],
    ['a return code too long', { ...ok, returnCode: 'AC045' }, 'returnCode'],
    ['a return code that is a number', { ...ok, returnCode: 4 }, 'returnCode'],
  ])('refuses %s (%s)', (_, raw, detail) => {
    expect(parseReversePayment(raw)).toEqual({ ok: false, detail });
  });
});

describe('parseDueId', () => {
  it.each<[string, { invoiceId: string; n: number } | null]>([
    ['inv1-1', { invoiceId: 'inv1', n: 1 }],
    ['inv1-12', { invoiceId: 'inv1', n: 12 }],
    ['a-b-3', { invoiceId: 'a-b', n: 3 }],
    ['inv1-0', null],
    ['inv1-13', null],
    ['inv1-01', null],
    ['inv1-123', null],
    ['inv1-', null],
    ['-1', null],
    ['inv1', null],
    ['inv1-1.5', null],
    ['inv1--1', { invoiceId: 'inv1-', n: 1 }],
    ['', null],
  ])('%j → %j', (id, expected) => {
    expect(parseDueId(id)).toEqual(expected);
  });
});
