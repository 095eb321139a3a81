import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommandFailure } from '../data/commands';
import type { ReversePaymentInput } from '../domain/payments/payments';
import { ReversePaymentDialog, type ReversiblePayment } from './ReversePaymentDialog';

const TRANSFER: ReversiblePayment = { id: 'p1', kind: 'cobro', date: '2026-11-20', method: 'transferencia', amountCents: 5000 };
const DEBIT: ReversiblePayment = { ...TRANSFER, id: 'p2', method: 'domiciliacion' };

function renderDialog(payment: ReversiblePayment) {
  const onReverse = vi.fn<(input: ReversePaymentInput) => Promise<void>>().mockResolvedValue(undefined);
  render(<ReversePaymentDialog payment={payment} today="2026-11-29" onCancel={() => {}} onReverse={onReverse} />);
  return { onReverse, user: userEvent.setup() };
}

const reason = () => screen.getByRole('textbox', { name: 'Motivo' });
const date = () => screen.getByLabelText('Fecha de la anulación');
const reverse = () => screen.getByRole('button', { name: 'Anular cobro' });

describe('ReversePaymentDialog', () => {
  it('reverses today with the reason given', async () => {
    const { onReverse, user } = renderDialog(TRANSFER);
    expect(screen.getByRole('dialog', { name: /^Anular el cobro de 50,00\s€ del 20\/11\/2026$/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(reason(), '  Anotado dos veces ');
    await user.click(reverse());
    expect(onReverse).toHaveBeenCalledWith({ paymentId: 'p1', date: '2026-11-29', reason: 'Anotado dos veces', returnCode: null });
  });

  it('asks for the reason at its field, and sends nothing', async () => {
    const { onReverse, user } = renderDialog(TRANSFER);
    await user.type(reason(), 'no');
    await user.click(reverse());
    expect(await screen.findByText('Indica el motivo (entre 3 y 300 caracteres).')).toBeInTheDocument();
    expect(reason()).toHaveClass('is-invalid');
    expect(reason()).toHaveAccessibleDescription('Indica el motivo (entre 3 y 300 caracteres).');
    expect(onReverse).not.toHaveBeenCalled();
  });

  it.each([
    ['2026-11-19', 'No puede ser anterior a la fecha del cobro o pago (20/11/2026).'],
    ['2026-11-30', 'La fecha no puede ser posterior a hoy.'],
  ])('refuses the date %s', async (day, message) => {
    const { onReverse, user } = renderDialog(TRANSFER);
    await user.clear(date());
    await user.type(date(), day);
    await user.type(reason(), 'Error de fecha');
    await user.click(reverse());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(onReverse).not.toHaveBeenCalled();
  });

  it('for a direct debit returned by the bank, asks for its SEPA code and sends it', async () => {
    const { onReverse, user } = renderDialog(DEBIT);
    await user.type(reason(), 'Devuelto por el banco');
    await user.click(screen.getByRole('checkbox', { name: 'Recibo devuelto por el banco' }));
    const code = screen.getByRole('combobox', { name: 'Motivo de la devolución (código SEPA)' });
    expect([...code.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Elige el código que indica el banco',
      'AC04 · Cuenta cancelada',
      'AC06 · Cuenta bloqueada',
      'AM04 · Fondos insuficientes',
      'MD01 · Sin mandato',
      'MD06 · Devolución solicitada por el deudor',
      'MS02 · Motivo no especificado por el deudor',
      'MS03 · Motivo no especificado por la entidad',
      'SL01 · Servicio específico del banco',
    ]);
    await user.click(reverse());
    expect(await screen.findByText('Elige el código de la devolución que indica el banco.')).toBeInTheDocument();
    expect(onReverse).not.toHaveBeenCalled();
    await user.selectOptions(code, 'AM04');
    await user.click(reverse());
    expect(onReverse).toHaveBeenCalledWith({ paymentId: 'p2', date: '2026-11-29', reason: 'Devuelto por el banco', returnCode: 'AM04' });
  });

  it('a direct debit reversed by mistake sends no code', async () => {
    const { onReverse, user } = renderDialog(DEBIT);
    await user.type(reason(), 'Anotado por error');
    await user.click(reverse());
    expect(onReverse).toHaveBeenCalledWith(expect.objectContaining({ returnCode: null }));
  });

  it("says the command's refusal in Spanish", async () => {
    const { onReverse, user } = renderDialog(TRANSFER);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onReverse.mockRejectedValueOnce(new CommandFailure('reversed', { code: 'reversed' }));
    await user.type(reason(), 'Anotado dos veces');
    await user.click(reverse());
    expect(await screen.findByTestId('reverse-payment-failure')).toHaveTextContent('Este cobro o pago ya estaba anulado.');
  });
});
