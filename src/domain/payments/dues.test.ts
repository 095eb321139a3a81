import { describe, expect, it } from 'vitest';
import { invoiceFactsOf } from '../summaries';
import {
  dueDocuments,
  dueIdOf,
  dueOfStored,
  dueStateOf,
  instalmentsOfStored,
  invoicePaymentFields,
  openCentsOf,
  paymentStatusOf,
  unpaid,
  type DueState,
  type Instalment,
  type PaymentStatus,
} from './dues';
import { planInstalments } from './instalments';
import { equalTerms } from './terms';
import { duesOf, issuedInvoice } from './paymentFixtures.test-data';

const inst = (n: number, amountCents: number, paidCents = 0, returned = false, dueDate = `2026-0${n + 3}-05`): Instalment => ({
  remittanceId: null,
  n,
  dueDate,
  amountCents,
  paidCents,
  method: 'transferencia',
  returned,
});

describe('dueStateOf', () => {
  it.each<[string, Instalment, boolean, DueState]>([
    ['nothing paid', inst(1, 1000), false, 'pendiente'],
    ['part paid', inst(1, 1000, 1), false, 'parcial'],
    ['all paid', inst(1, 1000, 1000), false, 'pagada'],
    ['returned, nothing paid', inst(1, 1000, 0, true), false, 'devuelta'],
    ['returned, part paid again', inst(1, 1000, 400, true), false, 'devuelta'],
    ['returned then paid in full', inst(1, 1000, 1000, true), false, 'pagada'],
    ['an instalment of 0 cents', inst(1, 0), false, 'pagada'],
    ['a credit instalment not set off', inst(1, -500), false, 'pendiente'],
    ['a credit instalment set off in part', inst(1, -500, -200), false, 'parcial'],
    ['a credit instalment set off', inst(1, -500, -500), false, 'pagada'],
    ['annulled, nothing paid', inst(1, 1000), true, 'anulada'],
    ['annulled, paid', inst(1, 1000, 1000), true, 'anulada'],
  ])('%s → %s', (_, i, annulled, state) => {
    expect(dueStateOf(i, annulled)).toBe(state);
  });

  it('open is amount less paid', () => {
    expect(openCentsOf(inst(1, 1000, 250))).toBe(750);
    expect(openCentsOf(inst(1, -500, -200))).toBe(-300);
  });
});

describe('paymentStatusOf', () => {
  it.each<[string, Instalment[], PaymentStatus]>([
    ['nothing paid', [inst(1, 500), inst(2, 500)], 'pendiente'],
    ['the first paid', [inst(1, 500, 500), inst(2, 500)], 'parcial'],
    ['part of the first paid', [inst(1, 500, 1), inst(2, 500)], 'parcial'],
    ['everything paid', [inst(1, 500, 500), inst(2, 500, 500)], 'pagada'],
    ['one returned', [inst(1, 500, 500), inst(2, 500, 0, true)], 'devuelta'],
    ['returned and paid again', [inst(1, 500, 500), inst(2, 500, 500, true)], 'pagada'],
    ['returned and partly paid again', [inst(1, 500), inst(2, 500, 100, true)], 'devuelta'],
    ['a credit note not set off', [inst(1, -500)], 'pendiente'],
    ['a credit note set off', [inst(1, -500, -500)], 'pagada'],
    ['an instalment of 0 and one unpaid', [inst(1, 0), inst(2, 1)], 'pendiente'],
  ])('%s → %s', (_, list, status) => {
    expect(paymentStatusOf(list)).toBe(status);
  });
});

describe('invoicePaymentFields', () => {
  it('unpaid: pending, nothing collected, due at the first instalment', () => {
    const list = unpaid(planInstalments('2026-03-05', 10000, equalTerms([30, 60])));
    expect(invoicePaymentFields(list)).toEqual({ instalments: list, status: 'pendiente', collectedCents: 0, dueDate: '2026-04-04' });
  });

  it('the first paid: due at the second', () => {
    expect(invoicePaymentFields([inst(1, 500, 500), inst(2, 500, 100)])).toMatchObject({
      status: 'parcial',
      collectedCents: 600,
      dueDate: '2026-05-05',
    });
  });

  it('an earlier instalment still open after a later one was paid: due at the earlier', () => {
    expect(invoicePaymentFields([inst(1, 500), inst(2, 500, 500)])).toMatchObject({ status: 'parcial', dueDate: '2026-04-05' });
  });

  it('paid: no due date', () => {
    expect(invoicePaymentFields([inst(1, 500, 500), inst(2, 500, 500)])).toMatchObject({ status: 'pagada', collectedCents: 1000, dueDate: null });
  });

  it('copies the instalments (changing them does not change the result)', () => {
    const list = [inst(1, 500)];
    const fields = invoicePaymentFields(list);
    list[0].paidCents = 500;
    expect(fields.instalments[0].paidCents).toBe(0);
  });
});

describe('instalmentsOfStored', () => {
  const planned = issuedInvoice({ cents: 10000, terms: equalTerms([30, 60], 'domiciliacion') });

  it('reads what issuing wrote', () => {
    expect(instalmentsOfStored(planned, 10000)).toEqual(planned.instalments);
  });

  it('a legacy invoice (no instalments): one of what it asks, at its due date, unpaid', () => {
    const legacy = { ...issuedInvoice({ cents: 12100 }), instalments: undefined, dueDate: '2026-04-04', paymentMethod: 'bizum' };
    expect(instalmentsOfStored(legacy, 12100)).toEqual([
      { n: 1, dueDate: '2026-04-04', amountCents: 12100, paidCents: 0, method: 'bizum', returned: false, remittanceId: null },
    ]);
  });

  it('a legacy invoice marked paid, without a due date: paid in full, due on its date', () => {
    const legacy = { ...issuedInvoice({ cents: 12100 }), instalments: undefined, dueDate: null, status: 'pagada', paymentMethod: 'cheque' };
    expect(instalmentsOfStored(legacy, 12100)).toEqual([
      { n: 1, dueDate: '2026-03-05', amountCents: 12100, paidCents: 12100, method: 'transferencia', returned: false, remittanceId: null },
    ]);
  });

  it('a legacy invoice without dates: an empty due date', () => {
    expect(instalmentsOfStored({}, 100)[0]).toMatchObject({ dueDate: '', amountCents: 100, paidCents: 0 });
  });

  it.each<[string, unknown]>([
    ['an empty list', []],
    ['more than 12', Array.from({ length: 13 }, (_, i) => inst(i + 1, 1))],
    ['a null entry', [inst(1, 500), null]],
    ['a string entry', ['x']],
    ['amount as a double', [{ ...inst(1, 500), amountCents: 500.5 }]],
    ['amount as a string', [{ ...inst(1, 500), amountCents: '500' }]],
    ['paid NaN', [{ ...inst(1, 500), paidCents: NaN }]],
    ['paid missing', [{ n: 1, dueDate: '2026-04-05', amountCents: 500 }]],
    ['a date that is no ISO date', [{ ...inst(1, 500), dueDate: '05/04/2026' }]],
    ['a date with a control character', [{ ...inst(1, 500), dueDate: '2026-04-05\u0000' }]],
    ['instalments that are a map', { 0: inst(1, 500) }],
  ])('garbage instalments (%s) read as the legacy single instalment', (_, instalments) => {
    const d = { ...issuedInvoice({ cents: 10000 }), instalments, dueDate: '2026-04-04' };
    expect(instalmentsOfStored(d, 10000)).toEqual([
      { n: 1, dueDate: '2026-04-04', amountCents: 10000, paidCents: 0, method: 'transferencia', returned: false, remittanceId: null },
    ]);
  });

  it('fills what a readable instalment lacks: its position, the method, not returned', () => {
    const d = {
      instalments: [
        { dueDate: '2026-04-05', amountCents: 500, paidCents: 0, method: 'cheque', returned: 'yes' },
        { n: 7.5, dueDate: '2026-05-05', amountCents: 500, paidCents: 0 },
      ],
    };
    expect(instalmentsOfStored(d, 1000)).toEqual([
      { n: 1, dueDate: '2026-04-05', amountCents: 500, paidCents: 0, method: 'transferencia', returned: false, remittanceId: null },
      { n: 2, dueDate: '2026-05-05', amountCents: 500, paidCents: 0, method: 'transferencia', returned: false, remittanceId: null },
    ]);
  });

  it("the summary counts a legacy invoice's due amount the same way", () => {
    const legacy = { ...issuedInvoice({ cents: 12100 }), instalments: [], dueDate: '2026-04-04' };
    expect(invoiceFactsOf(legacy).open).toEqual({ '2026-04-04': 12100 });
  });
});

describe('dueDocuments and dueOfStored', () => {
  const d = issuedInvoice({ cents: 10001, terms: equalTerms([30, 60], 'domiciliacion') });
  const dues = duesOf('inv1', d);

  it('one document per instalment with the invoice and party', () => {
    expect(dues).toEqual([
      expect.objectContaining({
        id: 'inv1-1',
        invoiceId: 'inv1',
        n: 1,
        of: 2,
        amountCents: 5000,
        state: 'pendiente',
        kind: 'output',
        number: 'F-2026-000001',
        partyId: 'c1',
        partyName: 'Cliente Uno S.L.',
        issueDate: '2026-03-05',
        remittanceId: null,
      }),
      expect.objectContaining({ id: 'inv1-2', n: 2, amountCents: 5001, method: 'domiciliacion' }),
    ]);
    expect(dueIdOf('inv1', 2)).toBe('inv1-2');
  });

  it('annulled: every due anulada; a remittance id kept per instalment', () => {
    const docs = dueDocuments(
      { id: 'inv1', kind: 'output', number: 'F', partyId: 'c1', partyName: 'C', partyNif: 'N', issueDate: '2026-03-05' },
      (d.instalments as Instalment[]).map((i) => ({ ...i, remittanceId: i.n === 2 ? 'rem1' : null })),
      { annulled: true },
    );
    expect(docs.map((x) => [x.state, x.remittanceId])).toEqual([
      ['anulada', null],
      ['anulada', 'rem1'],
    ]);
  });

  it('reads back what was written', () => {
    for (const due of dues) {
      const { id, ...stored } = due;
      expect(dueOfStored(id, stored)).toEqual(due);
    }
  });

  it.each<[string, Record<string, unknown> | undefined]>([
    ['no document', undefined],
    ['an empty document', {}],
    ['no invoice id', { ...dues[0], invoiceId: undefined }],
    ['an invoice id that is a number', { ...dues[0], invoiceId: 7 }],
    ['an unknown kind', { ...dues[0], kind: 'sale' }],
    ['amount as a double', { ...dues[0], amountCents: 1.5 }],
    ['amount as a string', { ...dues[0], amountCents: '5000' }],
    ['paid NaN', { ...dues[0], paidCents: NaN }],
    ['no due date', { ...dues[0], dueDate: undefined }],
    ['a due date with a control character', { ...dues[0], dueDate: '2026-04-04\u0007' }],
  ])('%s → null', (_, stored) => {
    expect(dueOfStored('inv1-1', stored)).toBeNull();
  });

  it('fills what a readable due lacks, and derives an unknown state', () => {
    const stored = {
      invoiceId: 'inv9',
      kind: 'input',
      dueDate: '2026-04-04',
      amountCents: 300,
      paidCents: 100,
      number: 7,
      partyName: null,
      of: '2',
      state: 'rara',
      remittanceId: '',
      issueDate: 'x',
    };
    expect(dueOfStored('inv9-1', stored)).toEqual({
      n: 1,
      dueDate: '2026-04-04',
      amountCents: 300,
      paidCents: 100,
      method: 'transferencia',
      returned: false,
      id: 'inv9-1',
      invoiceId: 'inv9',
      kind: 'input',
      number: '',
      partyId: '',
      partyName: '',
      partyNif: '',
      of: 1,
      issueDate: '',
      state: 'parcial',
      remittanceId: null,
    });
  });
});
