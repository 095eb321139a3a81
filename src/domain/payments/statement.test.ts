import { describe, expect, it } from 'vitest';
import { accountStatement, statementInvoiceOf, type StatementInvoice, type StatementPayment } from './statement';
import { equalTerms } from './terms';
import { invoiceMap, issuedInvoice, paymentDoc, recorded, withFields } from './paymentFixtures.test-data';

const inv = (id: string, d: Record<string, unknown>) => statementInvoiceOf(id, d);
const lines = (s: ReturnType<typeof accountStatement>) => s.lines.map((l) => [l.date, l.type, l.number, l.amountCents, l.balanceCents]);

// Client c1: F1 121,00 € (Jan), F2 50,00 € (Feb), a credit note -20,00 € (Mar); cobros.
const f1 = issuedInvoice({ cents: 12100, number: 1, issueDate: '2026-01-15' });
const f2 = issuedInvoice({ cents: 5000, number: 2, issueDate: '2026-02-10', terms: equalTerms([30, 60]) });
const cn = issuedInvoice({ cents: -2000, number: 1, issueDate: '2026-03-01' });
const invoices = [inv('f1', f1), inv('f2', f2), inv('cn', cn)];

describe('statementInvoiceOf', () => {
  it('reads a sale, a credit note and a purchase as issued', () => {
    expect(inv('f1', f1)).toEqual({
      id: 'f1',
      kind: 'output',
      number: 'F-2026-000001',
      issueDate: '2026-01-15',
      amountCents: 12100,
      state: 'emitida',
      simplified: false,
      paidOutside: null,
    });
    expect(inv('cn', cn)).toMatchObject({ number: 'R-2026-000001', amountCents: -2000 });
    expect(inv('p', issuedInvoice({ kind: 'input', cents: 300, vendorInvoiceNumber: 'FV/88' }))).toMatchObject({
      kind: 'input',
      number: 'FV/88',
      amountCents: 300,
    });
  });

  it('a substitution adds the difference from what it replaced', () => {
    expect(inv('s', issuedInvoice({ cents: 15000, replaces: { payableCents: 12100, settledCents: 5000 } })).amountCents).toBe(2900);
  });

  it('a legacy invoice marked paid (no instalments) was paid outside payments, on its paid date', () => {
    const legacy = { ...f1, instalments: undefined, status: 'pagada', paidDate: '2026-01-20' };
    expect(inv('f1', legacy).paidOutside).toEqual({ date: '2026-01-20', amountCents: 12100 });
    expect(inv('f1', { ...legacy, paidDate: null }).paidOutside).toEqual({ date: '2026-01-15', amountCents: 12100 });
  });

  it('reads anything: an empty document', () => {
    expect(inv('x', {})).toEqual({
      id: 'x',
      kind: 'output',
      number: '',
      issueDate: '',
      amountCents: 0,
      state: '',
      simplified: false,
      paidOutside: null,
    });
  });
});

describe('accountStatement', () => {
  it("a client's account: opening before the period, invoices add, credit notes and cobros take off", () => {
    const payments: StatementPayment[] = [
      paymentDoc('p1', { date: '2026-01-31', amountCents: 12100, reference: 'TRF-1' }),
      paymentDoc('p2', { date: '2026-03-10', amountCents: 1000, method: 'bizum' }),
    ];
    const s = accountStatement('client', invoices, payments, '2026-02-01', '2026-03-31');
    expect(s.openingCents).toBe(0);
    expect(lines(s)).toEqual([
      ['2026-02-10', 'invoice', 'F-2026-000002', 5000, 5000],
      ['2026-03-01', 'creditNote', 'R-2026-000001', -2000, 3000],
      ['2026-03-10', 'payment', '', -1000, 2000],
    ]);
    expect(s.lines[2].detail).toBe('bizum');
    expect(s.closingCents).toBe(2000);
    expect(s.unreadable).toEqual([]);
  });

  it('opening balance: everything before the period', () => {
    const s = accountStatement('client', invoices, [paymentDoc('p1', { date: '2026-01-31', amountCents: 100 })], '2026-02-11', '2026-12-31');
    expect(s.openingCents).toBe(12100 + 5000 - 100);
    expect(lines(s)).toEqual([['2026-03-01', 'creditNote', 'R-2026-000001', -2000, 15000]]);
    expect(s.closingCents).toBe(15000);
  });

  it('a period with nothing in it closes at its opening; one after everything too', () => {
    expect(accountStatement('client', invoices, [], '2026-02-11', '2026-02-20')).toMatchObject({
      openingCents: 17100,
      lines: [],
      closingCents: 17100,
    });
    expect(accountStatement('client', invoices, [], '2027-01-01', '2027-12-31')).toMatchObject({
      openingCents: 15100,
      lines: [],
      closingCents: 15100,
    });
    expect(accountStatement('client', invoices, [], '2026-03-31', '2026-01-01')).toMatchObject({
      openingCents: 15100,
      lines: [],
      closingCents: 15100,
    });
  });

  it('both ends are in the period', () => {
    const s = accountStatement('client', invoices, [], '2026-01-15', '2026-03-01');
    expect(s.lines.map((l) => l.date)).toEqual(['2026-01-15', '2026-02-10', '2026-03-01']);
  });

  it('a reversed payment shows twice: the payment on its date, the reversal on its own', () => {
    const p = paymentDoc('p1', {
      date: '2026-02-05',
      amountCents: 12100,
      method: 'domiciliacion',
      reference: 'REM-1',
      state: 'anulado',
      reversal: { date: '2026-02-20', reason: 'Devuelto', returnCode: 'MS02' },
    });
    const s = accountStatement('client', invoices, [p], '2026-01-01', '2026-02-28');
    expect(lines(s)).toEqual([
      ['2026-01-15', 'invoice', 'F-2026-000001', 12100, 12100],
      ['2026-02-05', 'payment', 'REM-1', -12100, 0],
      ['2026-02-10', 'invoice', 'F-2026-000002', 5000, 5000],
      ['2026-02-20', 'reversal', 'REM-1', 12100, 17100],
    ]);
    expect(s.lines[3].detail).toBe('Devuelto');
    // The reversal after the period: only the payment in it.
    expect(lines(accountStatement('client', invoices, [p], '2026-02-01', '2026-02-10')).map((l) => l[1])).toEqual(['payment', 'invoice']);
    // The payment before the period, its reversal in it: the opening counts the payment.
    expect(accountStatement('client', invoices, [p], '2026-02-15', '2026-02-28')).toMatchObject({ openingCents: 5000, closingCents: 17100 });
  });

  it('on one day: the invoice, then the payment, then a reversal', () => {
    const p1 = paymentDoc('p1', {
      date: '2026-01-15',
      amountCents: 12100,
      state: 'anulado',
      reversal: { date: '2026-01-15', reason: 'Error', returnCode: null },
    });
    const p2 = paymentDoc('p0', { date: '2026-01-15', amountCents: 12100 });
    expect(lines(accountStatement('client', [inv('f1', f1)], [p1, p2], '2026-01-01', '2026-01-31')).map((l) => [l[1], l[4]])).toEqual([
      ['invoice', 12100],
      ['payment', 0],
      ['payment', -12100],
      ['reversal', 0],
    ]);
  });

  it('a payment on account counts whole; a compensation moves nothing', () => {
    const onAccount = paymentDoc('p1', { date: '2026-02-01', amountCents: 20000, allocations: [], unappliedCents: 20000 });
    const compensation = paymentDoc('p2', {
      date: '2026-03-02',
      method: 'compensacion',
      amountCents: 2000,
      allocations: [
        { dueId: 'f2-1', invoiceId: 'f2', n: 1, number: 'F-2026-000002', amountCents: 2000 },
        { dueId: 'cn-1', invoiceId: 'cn', n: 1, number: 'R-2026-000001', amountCents: -2000 },
      ],
    });
    const s = accountStatement('client', invoices, [onAccount, compensation], '2026-01-01', '2026-12-31');
    expect(lines(s).map((l) => [l[1], l[3]])).toEqual([
      ['invoice', 12100],
      ['payment', -20000],
      ['invoice', 5000],
      ['creditNote', -2000],
      ['payment', 0],
    ]);
    expect(Object.is(s.lines[4].amountCents, 0)).toBe(true);
    expect(s.closingCents).toBe(12100 - 20000 + 5000 - 2000);
  });

  it('with payments recorded by the planner on real invoices, the closing balance is what is still open', () => {
    const first = recorded(
      { kind: 'cobro', date: '2026-02-20', amountCents: 13000, method: 'transferencia', allocations: [{ dueId: 'f1-1' }, { dueId: 'f2-1' }] },
      invoiceMap({ f1, f2 }),
    );
    const f1After = withFields(f1, first.changes[0].fields);
    const f2After = withFields(f2, first.changes[1].fields);
    const s = accountStatement('client', [inv('f1', f1After), inv('f2', f2After)], [{ ...first.record, id: 'pay1' }], '2026-01-01', '2026-12-31');
    const open = (f2After.instalments as { amountCents: number; paidCents: number }[]).reduce((a, i) => a + i.amountCents - i.paidCents, 0);
    expect(s.closingCents).toBe(open);
    expect(s.closingCents).toBe(12100 + 5000 - 13000);
  });

  it("a vendor's account: what we owe them, purchases add, pagos take off", () => {
    const p1 = issuedInvoice({ kind: 'input', cents: 8000, number: 1, issueDate: '2026-01-10', vendorInvoiceNumber: 'V-10' });
    const p2 = issuedInvoice({ kind: 'input', cents: -500, number: 2, issueDate: '2026-01-12', vendorInvoiceNumber: 'V-11' });
    const pago = paymentDoc('g1', { kind: 'pago', partyId: 'v1', date: '2026-01-20', amountCents: 7500 });
    const s = accountStatement('vendor', [inv('p1', p1), inv('p2', p2)], [pago], '2026-01-01', '2026-01-31');
    expect(lines(s)).toEqual([
      ['2026-01-10', 'invoice', 'V-10', 8000, 8000],
      ['2026-01-12', 'creditNote', 'V-11', -500, 7500],
      ['2026-01-20', 'payment', '', -7500, 0],
    ]);
  });

  it("leaves out drafts, annulled invoices, tickets and the other side's documents", () => {
    const others: StatementInvoice[] = [
      inv('d', { ...f1, state: 'borrador', status: 'borrador' }),
      inv('a', { ...f1, state: 'anulada', status: 'anulada' }),
      inv('t', issuedInvoice({ simplified: true })),
      inv('p', issuedInvoice({ kind: 'input' })),
    ];
    const s = accountStatement('client', others, [paymentDoc('g', { kind: 'pago' })], '2026-01-01', '2026-12-31');
    expect(s).toMatchObject({ openingCents: 0, lines: [], closingCents: 0, unreadable: [] });
  });

  it('a legacy invoice paid before payments were records: its payment line on the paid date', () => {
    const legacy = inv('f1', { ...f1, instalments: undefined, status: 'pagada', paidDate: '2026-01-25' });
    expect(lines(accountStatement('client', [legacy], [], '2026-01-01', '2026-01-31'))).toEqual([
      ['2026-01-15', 'invoice', 'F-2026-000001', 12100, 12100],
      ['2026-01-25', 'paidOutside', 'F-2026-000001', -12100, 0],
    ]);
  });

  it('is total on odd documents: unreadable ones are named, not counted', () => {
    const odd: StatementInvoice[] = [
      { ...inv('f1', f1), amountCents: 1.5 },
      { ...inv('f2', f2), issueDate: '2026-02-30' },
      { ...inv('f3', f1), paidOutside: { date: 'x', amountCents: 100 } },
      null as unknown as StatementInvoice,
    ];
    const pays = [
      paymentDoc('p1', { amountCents: NaN }),
      paymentDoc('p2', { date: '' }),
      paymentDoc('p3', { method: 'compensacion', allocations: [null as never] }),
      paymentDoc('p4', { state: 'anulado', reversal: null, date: '2026-03-20', amountCents: 10 }),
      null as unknown as StatementPayment,
    ];
    const s = accountStatement('client', odd, pays, '2026-01-01', '2026-12-31');
    expect(s.unreadable).toEqual(['f1', 'f2', 'p1', 'p2', 'p3']);
    expect(lines(s)).toEqual([
      ['2026-01-15', 'invoice', 'F-2026-000001', 12100, 12100],
      ['2026-01-15', 'paidOutside', 'F-2026-000001', -100, 12000],
      ['2026-03-20', 'payment', '', -10, 11990],
      ['2026-03-20', 'reversal', '', 10, 12000],
    ]);
  });

  it.each([
    ['2026-13-01', '2026-12-31'],
    ['2026-01-01', ''],
  ])('refuses a period %s – %s', (from, to) => {
    expect(() => accountStatement('client', [], [], from, to)).toThrow(RangeError);
  });
});
