import { describe, expect, it } from 'vitest';
import { foldInvoices, invoiceFactsOf } from '../summaries';
import { parseAnnulReason, planAnnul } from './annulPlan';
import { invoiceFromStored } from './invoiceStored';

/** An issued sale as the command reads it (invoiceFromStored of its stored data). */
const issued = (over: Record<string, unknown> = {}) =>
  invoiceFromStored('inv1', {
    kind: 'output',
    type: 'ordinaria',
    state: 'emitida',
    status: 'pendiente',
    date: '2026-11-20',
    dueDate: '2026-12-20',
    baseCents: 10000,
    vatCents: 2100,
    totalCents: 12100,
    payableCents: 12100,
    rectifiedBy: [],
    verifactu: { recordId: 'B1-000000000001', state: 'aceptado' },
    ...over,
  })!;

describe('parseAnnulReason', () => {
  it.each([
    ['  Emitida dos veces  ', { ok: true, value: 'Emitida dos veces' }],
    ['Cliente\n equivocado', { ok: true, value: 'Cliente equivocado' }],
    ['ab', { ok: false, detail: 'reason' }],
    ['x'.repeat(201), { ok: false, detail: 'reason' }],
    ['Cliente\u0001 equivocado', { ok: false, detail: 'reason' }],
    ['Cliente equivocado\uFFFF', { ok: false, detail: 'reason' }],
    [42, { ok: false, detail: 'reason' }],
    [null, { ok: false, detail: 'reason' }],
  ])('%j → %j', (raw, expected) => {
    expect(parseAnnulReason(raw)).toEqual(expected);
  });
});

describe('planAnnul', () => {
  it('annuls an issued, unpaid, unrectified sale: out of the summary, its salidas freed', () => {
    const invoice = issued();
    const summary = foldInvoices([invoiceFactsOf(invoice)]);
    expect(summary.months['2026-11']?.salesBaseCents).toBe(10000);
    const plan = planAnnul(
      'inv1',
      invoice,
      summary as never,
      [
        { id: 's1', data: { invoiced: true, invoiceId: 'inv1' } },
        { id: 's2', data: { invoiced: true, invoiceId: 'other' } },
        { id: 's3', data: undefined },
      ],
      'Emitida dos veces',
      'u1',
    );
    if (!plan.ok) throw new Error(plan.code);
    expect(plan.fields).toEqual({ state: 'anulada', status: 'anulada', annulled: { reason: 'Emitida dos veces', by: 'u1' } });
    expect(plan.summary.months['2026-11']).toBeUndefined();
    expect(plan.summary.receivable).toEqual({});
    expect(plan.releaseSourceIds).toEqual(['s1']);
    expect(plan.sinRegistroPrevio).toBe(false);
  });

  it('says SinRegistroPrevio when the AEAT rejected the alta and it was not corrected', () => {
    const plan = planAnnul('inv1', issued({ verifactu: { recordId: 'x', state: 'rechazado' } }), undefined, [], 'Error', 'u1');
    expect(plan).toMatchObject({ ok: true, sinRegistroPrevio: true });
  });

  it.each([
    ['a purchase', { kind: 'input' }, 'notAnnullable', 'purchase'],
    ['a paid invoice', { status: 'pagada' }, 'notAnnullable', 'paid'],
    ['a rectified invoice', { rectifiedBy: [{ invoiceId: 'r1', numberText: 'R-1' }] }, 'notAnnullable', 'rectified'],
    ['a substituted invoice', { status: 'sustituida' }, 'notAnnullable', 'rectified'],
    ['a rectificativa', { type: 'rectificativa' }, 'notAnnullable', 'rectificativa'],
    ['an annulled invoice', { state: 'anulada', status: 'anulada' }, 'notAnnullable', 'annulled'],
    ['a draft', { state: 'borrador', status: 'borrador' }, 'notIssued', ''],
  ])('refuses %s', (_name, over, code, detail) => {
    expect(planAnnul('inv1', issued(over), undefined, [], 'Motivo', 'u1')).toEqual({ ok: false, code, detail });
  });

  it('refuses a missing invoice', () => {
    expect(planAnnul('inv1', undefined, undefined, [], 'Motivo', 'u1')).toMatchObject({ ok: false, code: 'notFound' });
  });
});
