import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentDialog } from './PaymentDialog';

function renderDialog(totalCents: number) {
  const onPaid = vi.fn();
  render(<PaymentDialog show today="2026-11-27" defaultMethod="transferencia" totalCents={totalCents} onCancel={() => {}} onPaid={onPaid} />);
  return { onPaid, user: userEvent.setup() };
}

const method = () => screen.getByRole('combobox', { name: 'Forma de pago' });
const save = () => screen.getByRole('button', { name: 'Guardar pago' });

// Ley 7/2012 art. 7.Uno.1: 1.000 € or more is never paid in cash (10.000 € for a non-resident individual).
describe('PaymentDialog and the cash limit', () => {
  it('refuses cash for an invoice of 1.210,00 € at the method, and saves nothing', async () => {
    const { onPaid, user } = renderDialog(121_000);
    await user.selectOptions(method(), 'efectivo');
    await user.click(save());
    expect(await screen.findByText(/No se puede pagar en efectivo una operación de 1\.000,00\s€ o más \(Ley 7\/2012, art\. 7\)/)).toBeInTheDocument();
    expect(method()).toHaveClass('is-invalid');
    expect(method()).toHaveAccessibleDescription(/Ley 7\/2012/);
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('takes it in cash when a non-resident individual pays, saying so to the command', async () => {
    const { onPaid, user } = renderDialog(121_000);
    await user.selectOptions(method(), 'efectivo');
    await user.click(screen.getByRole('checkbox', { name: /particular sin domicilio fiscal en España/ }));
    await user.click(save());
    expect(onPaid).toHaveBeenCalledWith('2026-11-27', 'efectivo', true);
  });

  it('offers no such box under the limit, and pays 999,99 € in cash', async () => {
    const { onPaid, user } = renderDialog(99_999);
    await user.selectOptions(method(), 'efectivo');
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.click(save());
    expect(onPaid).toHaveBeenCalledWith('2026-11-27', 'efectivo', false);
  });
});

// Issue 29: cash goes into the caller's open caja, or into none (and no Z report includes it).
describe('PaymentDialog and the caja', () => {
  const renderWith = (cashTill: string | null | undefined) =>
    render(
      <PaymentDialog
        show
        today="2026-11-27"
        defaultMethod="transferencia"
        totalCents={5000}
        onCancel={() => {}}
        onPaid={() => {}}
        cashTill={cashTill}
      />,
    );

  it('says which caja cash goes into, only when cash is chosen', async () => {
    renderWith('Caja 1');
    expect(screen.queryByTestId('payment-till')).toBeNull();
    await userEvent.setup().selectOptions(method(), 'efectivo');
    expect(screen.getByTestId('payment-till')).toHaveTextContent('El efectivo entra en tu caja abierta, Caja 1, y contará en su informe Z.');
  });

  it('says that with no open caja the cash goes into no Z report', async () => {
    renderWith(null);
    await userEvent.setup().selectOptions(method(), 'efectivo');
    expect(screen.getByTestId('payment-till')).toHaveTextContent('ningún informe Z lo incluirá');
  });

  it('says nothing while the caja is being read', async () => {
    renderWith(undefined);
    await userEvent.setup().selectOptions(method(), 'efectivo');
    expect(screen.queryByTestId('payment-till')).toBeNull();
  });
});
