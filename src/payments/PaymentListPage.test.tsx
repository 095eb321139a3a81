import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentOfStored } from './storedPayment';

const mocks = vi.hoisted(() => ({ listQuery: vi.fn(), rows: [] as unknown[], openOfParty: vi.fn(), applyPayment: vi.fn() }));

vi.mock('../auth/session', () => ({ useCompanyActor: () => ({ corpId: 'corp1', uid: 'u1', role: 'user', corp: { id: 'corp1' } }) }));
vi.mock('./paymentListRepository', () => ({ paymentListRepository: { listQuery: mocks.listQuery } }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('./dueRepository', () => ({ dueRepository: { openOfParty: mocks.openOfParty } }));
vi.mock('./paymentWriter', () => ({ paymentWriter: { applyPayment: mocks.applyPayment } }));
vi.mock('../shared/list/usePagedList', () => ({ usePagedList: () => ({ rows: mocks.rows, loading: false, error: null }) }));
vi.mock('../shared/list/ListPager', () => ({ ListPager: () => null }));

const { default: PaymentListPage } = await import('./PaymentListPage');

const payment = (id: string, d: Record<string, unknown>) =>
  paymentOfStored(id, {
    kind: 'cobro',
    partyId: 'c1',
    partyName: 'Alfa S.L.',
    date: '2026-11-20',
    amountCents: 150000,
    method: 'transferencia',
    reference: '',
    allocations: [
      { dueId: 'inv1-1', invoiceId: 'inv1', number: 'F-2026-000001', amountCents: 100000 },
      { dueId: 'inv1-2', invoiceId: 'inv1', number: 'F-2026-000001', amountCents: 20000 },
      { dueId: 'inv2-1', invoiceId: 'inv2', number: 'F-2026-000002', amountCents: 10000 },
    ],
    unappliedCents: 20000,
    state: 'vigente',
    ...d,
  });

beforeEach(() => {
  mocks.listQuery.mockReset().mockReturnValue(null);
  mocks.rows = [];
});

describe('Cobros y pagos', () => {
  it('shows date, kind, party, method, amount, on account, the invoices once each and the state', async () => {
    mocks.rows = [
      payment('p1', { reference: 'TRF 77' }),
      payment('p2', {
        kind: 'pago',
        partyName: 'Proveedor Uno',
        method: 'domiciliacion',
        unappliedCents: 0,
        state: 'anulado',
        reversal: { date: '2026-11-25', reason: 'Devuelto', returnCode: 'AM04' },
      }),
    ];
    render(
      <MemoryRouter>
        <PaymentListPage />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent('20/11/2026');
    expect(rows[0]).toHaveTextContent('Cobro');
    expect(rows[0]).toHaveTextContent('Alfa S.L.');
    expect(rows[0]).toHaveTextContent('Ref.: TRF 77');
    expect(rows[0]).toHaveTextContent('Transferencia bancaria');
    expect(rows[0]).toHaveTextContent('1.500,00 €');
    expect(rows[0]).toHaveTextContent('200,00 €');
    expect(rows[0]).toHaveTextContent('Vigente');
    expect(
      within(rows[0]!)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['F-2026-000001', '/invoices/details?invoiceId=inv1'],
      ['F-2026-000002', '/invoices/details?invoiceId=inv2'],
    ]);
    expect(rows[1]).toHaveTextContent('Pago');
    expect(rows[1]).toHaveTextContent('Anulado');
    expect(rows[1]).toHaveTextContent('Anulado el 25/11/2026: Devuelto');
    // Only the payment in force with money on account can apply it.
    expect(within(rows[0]!).getByTestId('payment-apply')).toHaveAccessibleName(/Aplicar 200,00\s€ a cuenta de Alfa S.L./);
    expect(within(rows[1]!).queryByTestId('payment-apply')).toBeNull();
  });

  it('applies money on account to the party’s open dues and says what is left', async () => {
    const user = userEvent.setup();
    mocks.rows = [payment('p1', { allocations: [], unappliedCents: 20000 }), payment('p3', { origin: { type: 'remesa', id: 'r1' } })];
    mocks.openOfParty.mockResolvedValue([
      {
        id: 'inv9-1',
        invoiceId: 'inv9',
        kind: 'output',
        number: 'F-2026-000009',
        partyId: 'c1',
        partyName: 'Alfa S.L.',
        partyNif: '',
        n: 1,
        of: 1,
        issueDate: '2026-11-01',
        dueDate: '2026-12-01',
        amountCents: 12100,
        paidCents: 0,
        method: 'transferencia',
        returned: false,
        remittanceId: null,
        state: 'pendiente',
      },
    ]);
    mocks.applyPayment.mockResolvedValue({ unappliedCents: 7900 });
    render(
      <MemoryRouter>
        <PaymentListPage />
      </MemoryRouter>,
    );
    const rows = await screen.findAllByTestId('payment-row');
    // A remittance's cobro never keeps money on account to apply.
    expect(within(rows[1]!).queryByTestId('payment-apply')).toBeNull();
    await user.click(within(rows[0]!).getByTestId('payment-apply'));
    expect(await screen.findByRole('checkbox', { name: /F-2026-000009 · 1\/1/ })).toBeChecked();
    expect(mocks.openOfParty).toHaveBeenCalledWith('corp1', 'output', 'c1', 50);
    await user.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(mocks.applyPayment).toHaveBeenCalledWith(expect.objectContaining({ corpId: 'corp1' }), {
      paymentId: 'p1',
      allocations: [{ dueId: 'inv9-1', amountCents: null }],
    });
    expect(await screen.findByTestId('payment-applied')).toHaveTextContent(/Aplicado\. Quedan 79,00\s€ a cuenta\./);
  });

  it('filters by kind, state and dates, and by party only once a kind is chosen', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <PaymentListPage />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Cliente o proveedor')).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Tipo'), 'pago');
    expect(screen.getByLabelText('Proveedor')).toBeEnabled();
    await user.selectOptions(screen.getByLabelText('Estado'), 'anulado');
    await user.type(screen.getByLabelText('Desde'), '2026-01-01');
    expect(mocks.listQuery).toHaveBeenLastCalledWith('corp1', { kind: 'pago', state: 'anulado', partyId: null, from: '2026-01-01', to: null });
    expect(screen.getByText('No hay cobros ni pagos con estos filtros.')).toBeInTheDocument();
  });
});
