import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CommandFailure } from '../data/commands';
import type { BankMovementRow } from '../domain/bank/bankCommands';
import { due } from '../domain/payments/paymentFixtures.test-data';

const mocks = vi.hoisted(() => ({ openOfParty: vi.fn(), searchParties: vi.fn() }));
vi.mock('../payments/dueRepository', () => ({ dueRepository: { openOfParty: mocks.openOfParty } }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: { searchParties: mocks.searchParties } }));

const { ReconcileDuesDialog } = await import('./ReconcileDuesDialog');

// A transfer of 300,00 € from Alfa: three invoices of 121,00 € open (the third takes 58,00 €).
const MOVEMENT = { id: 'm1', date: '2026-11-20', amountCents: 30000, state: 'pendiente', returnedDebit: false } as BankMovementRow;
const DUES = [1, 2, 3].map((n) =>
  due({ id: `inv${n}-1`, invoiceId: `inv${n}`, number: `F-2026-00000${n}`, n: 1, of: 1, dueDate: `2026-10-0${n}`, amountCents: 12100, paidCents: 0 }),
);

beforeEach(() => {
  mocks.openOfParty.mockReset().mockResolvedValue(DUES);
  mocks.searchParties.mockReset().mockResolvedValue([{ id: 'c9', name: 'Beta S.L.', nif: 'B12345674' }]);
});

describe('ReconcileDuesDialog', () => {
  it('starts with the suggested party, ticks what the movement reaches and reconciles those dues', async () => {
    const onReconcile = vi.fn().mockResolvedValue(undefined);
    const user = userEvent.setup();
    render(
      <ReconcileDuesDialog
        corpId="corp1"
        movement={MOVEMENT}
        party={{ id: 'c1', name: 'Alfa S.L.' }}
        onCancel={() => {}}
        onReconcile={onReconcile}
      />,
    );
    expect(await screen.findByRole('checkbox', { name: /F-2026-000003/ })).toBeChecked();
    expect(mocks.openOfParty).toHaveBeenCalledWith('corp1', 'output', 'c1', 50);
    expect(screen.getByTestId('reconcile-dues-preview')).toHaveTextContent(/Se aplican 300,00\s€; quedan 0,00\s€ a cuenta\./);
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    expect(onReconcile).toHaveBeenCalledWith(['inv1-1', 'inv2-1', 'inv3-1']);
  });

  it('another party is searched for; a refusal is said in Spanish', async () => {
    const onReconcile = vi.fn().mockRejectedValue(new CommandFailure('otherParty'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <ReconcileDuesDialog
        corpId="corp1"
        movement={{ ...MOVEMENT, amountCents: -12100 }}
        party={null}
        onCancel={() => {}}
        onReconcile={onReconcile}
      />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
    await user.type(screen.getByRole('combobox', { name: 'Proveedor' }), 'beta');
    await user.click(await screen.findByRole('option', { name: /Beta S.L./ }));
    expect(mocks.searchParties).toHaveBeenCalledWith('corp1', 'input', 'beta');
    expect(mocks.openOfParty).toHaveBeenCalledWith('corp1', 'input', 'c9', 50);
    await user.click(await screen.findByRole('checkbox', { name: /F-2026-000002/ }));
    await user.click(screen.getByRole('button', { name: 'Conciliar' }));
    expect(onReconcile).toHaveBeenCalledWith(['inv1-1']);
    expect(await screen.findByTestId('reconcile-dues-failure')).toHaveTextContent('mismo cliente o proveedor');
  });
});
