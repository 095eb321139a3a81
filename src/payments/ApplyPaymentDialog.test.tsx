import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommandFailure } from '../data/commands';
import type { Due } from '../domain/payments/dues';
import type { ApplyPaymentInput } from '../domain/payments/payments';
import { due, paymentDoc } from '../domain/payments/paymentFixtures.test-data';
import { ApplyPaymentDialog, applicableDues, applicationPreview } from './ApplyPaymentDialog';
import type { StoredPayment } from './storedPayment';

// 60,00 € on account from Cliente Uno; three open dues of 40,33 €, one in a remittance, one paid.
const PAYMENT: StoredPayment = {
  ...paymentDoc('pay1', { amountCents: 6000, unappliedCents: 6000 }),
  invoiceIds: [],
  tillSessionId: null,
  createdBy: 'u1',
};
const DUES: Due[] = [
  due({ id: 'inv2-1', invoiceId: 'inv2', number: 'F-2026-000002', n: 1, of: 1, dueDate: '2026-12-10', amountCents: 4033, paidCents: 0 }),
  due({ id: 'inv1-1', invoiceId: 'inv1', number: 'F-2026-000001', n: 1, of: 2, dueDate: '2026-11-10', amountCents: 4033, paidCents: 0 }),
  due({
    id: 'inv1-2',
    invoiceId: 'inv1',
    number: 'F-2026-000001',
    n: 2,
    of: 2,
    dueDate: '2026-12-01',
    amountCents: 4033,
    paidCents: 0,
    remittanceId: 'r1',
  }),
  due({
    id: 'inv3-1',
    invoiceId: 'inv3',
    number: 'F-2026-000003',
    n: 1,
    of: 1,
    dueDate: '2026-10-01',
    amountCents: 4033,
    paidCents: 4033,
    state: 'pagada',
  }),
  due({ id: 'cn-1', invoiceId: 'cn', number: 'R-2026-000001', n: 1, of: 1, dueDate: '2026-10-05', amountCents: -500, paidCents: 0 }),
];

function renderDialog(payment = PAYMENT, dues: Promise<Due[]> = Promise.resolve(DUES)) {
  const onApply = vi.fn<(input: ApplyPaymentInput) => Promise<void>>().mockResolvedValue(undefined);
  render(<ApplyPaymentDialog payment={payment} loadDues={() => dues} onCancel={() => {}} onApply={onApply} />);
  return { onApply, user: userEvent.setup() };
}

describe('applicableDues and applicationPreview', () => {
  it('keeps open dues of the payment’s sign, not in a remittance, oldest first', () => {
    expect(applicableDues(DUES, 6000).map((d) => d.dueId)).toEqual(['inv1-1', 'inv2-1']);
    expect(applicableDues(DUES, -300).map((d) => d.dueId)).toEqual(['cn-1']);
  });
  it.each<[number, number, number, number]>([
    [6000, 6000, 0, 2],
    [4033, 4033, 0, 1],
    [10000, 8066, 1934, 2],
    [100, 100, 0, 1],
  ])('%i on account over two dues of 40,33: applies %i, leaves %i, reaches %i', (onAccount, applied, left, reached) => {
    expect(applicationPreview(applicableDues(DUES, 1), onAccount)).toEqual({ appliedCents: applied, leftCents: left, reached });
  });
});

describe('ApplyPaymentDialog', () => {
  it('ticks what the money reaches, oldest first, and applies it', async () => {
    const { onApply, user } = renderDialog();
    expect(await screen.findByRole('checkbox', { name: /F-2026-000001 · 1\/2/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /F-2026-000002 · 1\/1/ })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /F-2026-000001 · 2\/2/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /R-2026-000001/ })).toBeNull();
    expect(screen.getByTestId('apply-payment-preview')).toHaveTextContent(/Se aplican 60,00\s€; quedan 0,00\s€ a cuenta\./);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith({
      paymentId: 'pay1',
      allocations: [
        { dueId: 'inv1-1', amountCents: null },
        { dueId: 'inv2-1', amountCents: null },
      ],
    });
  });

  it('one due unticked: the preview says what stays on account', async () => {
    const { onApply, user } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: /F-2026-000002/ }));
    expect(screen.getByTestId('apply-payment-preview')).toHaveTextContent(/Se aplican 40,33\s€; quedan 19,67\s€ a cuenta\./);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(onApply).toHaveBeenCalledWith({ paymentId: 'pay1', allocations: [{ dueId: 'inv1-1', amountCents: null }] });
  });

  it('nothing ticked is said at the list and nothing is sent', async () => {
    const { onApply, user } = renderDialog();
    await user.click(await screen.findByRole('checkbox', { name: /F-2026-000001/ }));
    await user.click(screen.getByRole('checkbox', { name: /F-2026-000002/ }));
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('Marca al menos un vencimiento.')).toBeInTheDocument();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('a refusal is said in Spanish and the dialog stays open', async () => {
    const { onApply, user } = renderDialog();
    onApply.mockRejectedValueOnce(new CommandFailure('nothingOnAccount'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByRole('checkbox', { name: /F-2026-000001/ });
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByTestId('apply-payment-failure')).toHaveTextContent('ya no le queda nada a cuenta');
  });

  it('no open due: says so', async () => {
    renderDialog(PAYMENT, Promise.resolve([]));
    expect(await screen.findByTestId('apply-payment-none')).toHaveTextContent('No hay vencimientos pendientes');
  });

  it('a failed read says so', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(PAYMENT, Promise.reject(new Error('offline')));
    await waitFor(() => expect(screen.getByText(/No se han podido cargar los vencimientos/)).toBeInTheDocument());
  });
});
