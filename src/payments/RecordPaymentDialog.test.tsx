import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CommandFailure } from '../data/commands';
import type { RecordPaymentInput } from '../domain/payments/payments';
import { allocationsFor, RecordPaymentDialog, type PayableDue } from './RecordPaymentDialog';

// An invoice of 121,00 € in three instalments: 40,33 + 40,33 + 40,34 (the last takes the rest).
const THREE: PayableDue[] = [
  { dueId: 'inv1-2', label: 'F-2026-000001 · 2/3', dueDate: '2026-12-29', openCents: 4033 },
  { dueId: 'inv1-1', label: 'F-2026-000001 · 1/3', dueDate: '2026-11-29', openCents: 4033 },
  { dueId: 'inv1-3', label: 'F-2026-000001 · 3/3', dueDate: '2027-01-28', openCents: 4034 },
];

function renderDialog(over: Partial<Parameters<typeof RecordPaymentDialog>[0]> = {}) {
  const onRecord = vi.fn<(input: RecordPaymentInput) => Promise<void>>().mockResolvedValue(undefined);
  render(
    <RecordPaymentDialog kind="cobro" dues={THREE} today="2026-11-29" operationCents={12100} onCancel={() => {}} onRecord={onRecord} {...over} />,
  );
  return { onRecord, user: userEvent.setup() };
}

const amount = () => screen.getByRole('textbox', { name: 'Importe (€)' });
const method = () => screen.getByRole('combobox', { name: 'Forma de pago' });
const date = () => screen.getByLabelText('Fecha del cobro');

describe('allocationsFor', () => {
  it.each<[string, number, string[]]>([
    ['everything open: every due, oldest first', 12100, ['inv1-1', 'inv1-2', 'inv1-3']],
    ['the first due exactly', 4033, ['inv1-1']],
    ['a little more than the first', 5000, ['inv1-1', 'inv1-2']],
    ['less than the first', 100, ['inv1-1']],
  ])('%s', (_what, cents, ids) => {
    expect(allocationsFor(THREE, cents)).toEqual(ids.map((dueId) => ({ dueId, amountCents: null })));
  });
});

describe('RecordPaymentDialog', () => {
  it('records everything open by default, today, by transfer, applied to the dues oldest first', async () => {
    const { onRecord, user } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Registrar cobro' })).toBeInTheDocument();
    expect(amount()).toHaveValue('121,00');
    expect(date()).toHaveValue('2026-11-29');
    await user.type(screen.getByRole('textbox', { name: 'Referencia' }), ' TR-889 ');
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(onRecord).toHaveBeenCalledWith({
      kind: 'cobro',
      partyId: null,
      date: '2026-11-29',
      amountCents: 12100,
      method: 'transferencia',
      reference: 'TR-889',
      note: '',
      allocations: [
        { dueId: 'inv1-1', amountCents: null },
        { dueId: 'inv1-2', amountCents: null },
        { dueId: 'inv1-3', amountCents: null },
      ],
      nonResident: false,
    });
  });

  it('sends a partial amount in es-ES euros to as many dues as it reaches', async () => {
    const { onRecord, user } = renderDialog();
    await user.clear(amount());
    await user.type(amount(), '50,00');
    await user.clear(date());
    await user.type(date(), '2026-11-20');
    await user.selectOptions(method(), 'bizum');
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(onRecord).toHaveBeenCalledWith(
      expect.objectContaining({
        amountCents: 5000,
        date: '2026-11-20',
        method: 'bizum',
        allocations: [
          { dueId: 'inv1-1', amountCents: null },
          { dueId: 'inv1-2', amountCents: null },
        ],
      }),
    );
  });

  it.each([
    ['', 'Escribe el importe.'],
    ['cincuenta', 'Escribe el importe en euros, por ejemplo 50,00.'],
    ['0,00', 'El importe debe ser mayor que cero.'],
    ['-5', 'El importe debe ser mayor que cero.'],
    ['121,01', /El importe no puede superar lo pendiente: 121,00\s€\./],
  ])('refuses the amount %j at the field, and sends nothing', async (typed, message) => {
    const { onRecord, user } = renderDialog();
    await user.clear(amount());
    if (typed) await user.type(amount(), typed);
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amount()).toHaveClass('is-invalid');
    expect(amount()).toHaveAccessibleDescription(expect.stringMatching(typeof message === 'string' ? message : message.source.slice(0, 20)));
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('refuses a date after today', async () => {
    const { onRecord, user } = renderDialog();
    await user.clear(date());
    await user.type(date(), '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByText('La fecha no puede ser posterior a hoy.')).toBeInTheDocument();
    expect(onRecord).not.toHaveBeenCalled();
  });

  it('refuses cash for an operation of 1.000 € or more, unless a non-resident individual pays', async () => {
    const dues = [{ dueId: 'inv9-1', label: 'F-9 · 1/1', dueDate: '2026-11-29', openCents: 121_000 }];
    const { onRecord, user } = renderDialog({ dues, operationCents: 121_000 });
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.selectOptions(method(), 'efectivo');
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByText(/No se puede pagar en efectivo una operación de 1\.000,00\s€ o más/)).toBeInTheDocument();
    expect(method()).toHaveClass('is-invalid');
    expect(onRecord).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: /No residente/ }));
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(onRecord).toHaveBeenCalledWith(expect.objectContaining({ method: 'efectivo', nonResident: true, amountCents: 121_000 }));
  });

  it('says into which caja cash goes', async () => {
    const { user } = renderDialog({ cashTill: 'Caja 1' });
    expect(screen.queryByTestId('payment-till')).toBeNull();
    await user.selectOptions(method(), 'efectivo');
    expect(screen.getByTestId('payment-till')).toHaveTextContent('El efectivo entra en tu caja abierta, Caja 1, y contará en su informe Z.');
  });

  it("says the command's refusal in Spanish and stays open", async () => {
    const { onRecord, user } = renderDialog();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    onRecord.mockRejectedValueOnce(new CommandFailure('nothingOpen', { code: 'nothingOpen', detail: 'inv1-1' }));
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(await screen.findByTestId('record-payment-failure')).toHaveTextContent('Ese vencimiento ya no tiene nada pendiente');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('is a refund for a credit note, whose open amount is below zero, and a pago for a purchase', async () => {
    const dues = [{ dueId: 'r1-1', label: 'R-1 · 1/1', dueDate: '2026-11-29', openCents: -1089 }];
    const { onRecord, user } = renderDialog({ dues, kind: 'pago' });
    expect(screen.getByRole('dialog', { name: 'Registrar devolución' })).toBeInTheDocument();
    expect(amount()).toHaveValue('10,89');
    await user.click(screen.getByRole('button', { name: 'Registrar devolución' }));
    expect(onRecord).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'pago', amountCents: 1089, allocations: [{ dueId: 'r1-1', amountCents: null }] }),
    );
  });
});
