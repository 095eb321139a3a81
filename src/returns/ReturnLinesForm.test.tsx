import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { returnableLines } from './returnForm';
import { ReturnLinesForm } from './ReturnLinesForm';

// 5 tornillos sold, 2 already back; 1 m of cable sold and all of it back; a service without product.
const lines = returnableLines(
  [
    { description: 'Tornillo M8', code: 'TOR-M8', unit: 'ud', quantity: 5, categoryId: 'screw' },
    { description: 'Cable 2,5 mm', code: 'CAB', unit: 'm', quantity: 1, categoryId: 'cable' },
    { description: 'Montaje', code: '', unit: 'h', quantity: 2, categoryId: null },
  ],
  { '0': 2, '1': 1 },
);

function renderForm(onSubmit = vi.fn()) {
  render(<ReturnLinesForm lines={lines} soldLabel="Vendido" submitLabel="Registrar devolución" busy={false} onSubmit={onSubmit} note="Nota" />);
  return { onSubmit, user: userEvent.setup() };
}

const screwQuantity = () => screen.getByRole('textbox', { name: 'Cantidad a devolver de Tornillo M8' });
const submit = () => screen.getByRole('button', { name: 'Registrar devolución' });

describe('ReturnLinesForm', () => {
  it('lists every line with what it carried, what came back and what remains, 0 to return by default', () => {
    renderForm();
    const rows = screen.getAllByTestId('return-line');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Tornillo M8TOR-M8', '5 ud', '2 ud', '3 ud', ''],
      ['Cable 2,5 mmCAB', '1 m', '1 m', '0 m', '—'],
      ['MontajeSin producto: no mueve stock', '2 h', '0 h', '2 h', ''],
    ]);
    expect(screwQuantity()).toHaveValue('0');
    // A line with nothing left offers no quantity.
    expect(screen.queryByRole('textbox', { name: 'Cantidad a devolver de Cable 2,5 mm' })).toBeNull();
  });

  it('refuses at the field more than remains, and a word, without calling the command', async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screwQuantity());
    await user.type(screwQuantity(), '4');
    const service = screen.getByRole('textbox', { name: 'Cantidad a devolver de Montaje' });
    await user.clear(service);
    await user.type(service, 'uno');
    await user.click(submit());
    expect(screwQuantity()).toHaveAccessibleDescription('No se puede devolver más de lo que queda: 3 ud.');
    expect(screwQuantity()).toHaveAttribute('aria-invalid', 'true');
    expect(service).toHaveAccessibleDescription('Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for at least one line when nothing is chosen', async () => {
    const { onSubmit, user } = renderForm();
    await user.click(submit());
    expect(screen.getByTestId('return-lines-error')).toHaveTextContent('Elige al menos una línea y la cantidad que se devuelve.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the chosen lines by position, with the decimal comma, and the reason', async () => {
    const { onSubmit, user } = renderForm();
    await user.clear(screwQuantity());
    await user.type(screwQuantity(), '3');
    const service = screen.getByRole('textbox', { name: 'Cantidad a devolver de Montaje' });
    await user.clear(service);
    await user.type(service, '1,5');
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), 'Sobraron en la obra');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith({
      lines: [
        { lineIndex: 0, quantity: 3 },
        { lineIndex: 2, quantity: 1.5 },
      ],
      reason: 'Sobraron en la obra',
    });
  });
});
