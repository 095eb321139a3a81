import { describe, expect, it } from 'vitest';
import { migratedPaymentId, migrationOf } from './migration';
import { issuedInvoice } from './paymentFixtures.test-data';

/** An invoice as written before instalments existed: no instalments, no collectedCents. */
function legacy(over: Record<string, unknown> = {}, spec: Parameters<typeof issuedInvoice>[0] = {}): Record<string, unknown> {
  const { instalments: _i, collectedCents: _c, ...rest } = issuedInvoice(spec);
  return { ...rest, status: 'pendiente', paidDate: null, paymentMethod: null, dueDate: '2026-04-04', ...over };
}

describe('migrationOf', () => {
  it('a pending invoice: one open instalment at its due date, its due document, no payment', () => {
    const m = migrationOf('inv1', legacy());
    expect(m).toMatchObject({
      fields: {
        collectedCents: 0,
        dueDate: '2026-04-04',
        instalments: [{ n: 1, dueDate: '2026-04-04', amountCents: 12100, paidCents: 0, remittanceId: null }],
      },
      dues: [{ id: 'inv1-1', invoiceId: 'inv1', state: 'pendiente', amountCents: 12100, partyId: 'c1' }],
      payment: null,
    });
  });

  it('a paid invoice: its instalment paid, and one cobro of it on its paid date by its method', () => {
    const m = migrationOf('inv2', legacy({ status: 'pagada', paidDate: '2026-03-20', paymentMethod: 'bizum' }));
    expect(m).toMatchObject({
      fields: { collectedCents: 12100, dueDate: null },
      dues: [{ state: 'pagada', paidCents: 12100 }],
      payment: {
        kind: 'cobro',
        date: '2026-03-20',
        method: 'bizum',
        amountCents: 12100,
        allocations: [{ dueId: 'inv2-1', amountCents: 12100 }],
        origin: { type: 'migracion', id: 'inv2' },
        invoiceIds: ['inv2'],
      },
    });
    expect(migratedPaymentId('inv2')).toBe('mig-inv2');
  });

  it('a paid purchase is a pago named by the vendor number; an unknown method reads as otro', () => {
    const m = migrationOf(
      'b1',
      legacy({ status: 'pagada', paidDate: '2026-03-20', paymentMethod: 'oro' }, { kind: 'input', vendorInvoiceNumber: 'FP-9' }),
    );
    expect(m).toMatchObject({ payment: { kind: 'pago', method: 'otro', partyId: 'v1' }, dues: [{ kind: 'input', number: 'FP-9' }] });
  });

  it('an annulled invoice: its due reads anulada', () => {
    expect(migrationOf('a1', legacy({ state: 'anulada', status: 'anulada' }))).toMatchObject({ dues: [{ state: 'anulada' }], payment: null });
  });

  it.each([
    ['a draft', { state: 'borrador' }],
    ['a ticket', { simplified: true }],
    ['an invoice already migrated', { instalments: [] }],
  ])('leaves %s alone', (_, over) => {
    expect(migrationOf('x', legacy(over))).toBeNull();
  });
});
