import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { due } from '../domain/payments/paymentFixtures.test-data';
import { madridIsoDate } from '../domain/invoiceDates';

const mocks = vi.hoisted(() => ({ totals: vi.fn(), listQuery: vi.fn(), rows: [] as unknown[], record: vi.fn() }));

vi.mock('../auth/session', () => ({ useCompanyActor: () => ({ corpId: 'corp1', uid: 'u1', role: 'user', corp: { id: 'corp1' } }) }));
vi.mock('./dueRepository', () => ({ dueRepository: { listQuery: mocks.listQuery, totals: mocks.totals } }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('../shared/list/usePagedList', () => ({ usePagedList: () => ({ rows: mocks.rows, loading: false, error: null }) }));
vi.mock('../shared/list/ListPager', () => ({ ListPager: () => null }));
vi.mock('./paymentWriter', () => ({ paymentWriter: { recordPayment: mocks.record } }));

const { default: DueListPage } = await import('./DueListPage');

const renderPage = () =>
  render(
    <MemoryRouter>
      <DueListPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  mocks.totals.mockReset();
  mocks.listQuery.mockReset().mockReturnValue(null);
  mocks.rows = [];
  mocks.record.mockReset().mockResolvedValue({ id: 'p1' });
});

describe('Vencimientos', () => {
  it('lists open cobros by default and shows the open total of the filters from the aggregation', async () => {
    mocks.totals.mockResolvedValue({ count: 3, amountCents: 300000, paidCents: 45000 });
    renderPage();
    expect(await screen.findByTestId('due-totals')).toHaveTextContent('3 vencimientos · Importe 3.000,00 € · Pendiente 2.550,00 €');
    expect(mocks.totals).toHaveBeenCalledWith(
      'corp1',
      expect.objectContaining({ kind: 'output', state: 'abiertos', overdueOnly: false }),
      madridIsoDate(new Date()),
    );
    expect(mocks.listQuery).toHaveBeenLastCalledWith('corp1', expect.objectContaining({ kind: 'output', state: 'abiertos' }), expect.any(String));
  });

  it('shows each due’s date, invoice link, party, plazo, method, amount, open amount and state, and marks the overdue ones', async () => {
    mocks.totals.mockResolvedValue({ count: 2, amountCents: 0, paidCents: 0 });
    mocks.rows = [
      due({
        invoiceId: 'inv7',
        number: 'F-2026-000007',
        partyName: 'Alfa S.L.',
        n: 2,
        of: 3,
        dueDate: '2020-01-31',
        amountCents: 12100,
        paidCents: 2100,
        state: 'parcial',
        method: 'domiciliacion',
      }),
      due({ invoiceId: 'inv8', number: 'F-2026-000008', partyName: 'Beta', dueDate: '2999-01-01', amountCents: 5000, paidCents: 0 }),
    ];
    renderPage();
    const rows = await screen.findAllByTestId('due-row');
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
    expect(rows[0]).toHaveTextContent('31/01/2020');
    expect(rows[0]).toHaveTextContent('2/3');
    expect(rows[0]).toHaveTextContent('Domiciliación bancaria');
    expect(rows[0]).toHaveTextContent('121,00 €');
    expect(rows[0]).toHaveTextContent('100,00 €');
    expect(rows[0]).toHaveTextContent('Parcial');
    expect(rows[0]).toHaveTextContent('Vencido');
    expect(within(rows[0]!).getByRole('link', { name: 'F-2026-000007' })).toHaveAttribute('href', '/invoices/details?invoiceId=inv7');
    expect(rows[1]).not.toHaveAttribute('data-overdue');
    expect(rows[1]).not.toHaveTextContent('Vencido');
  });

  it('asks for pagos, one state, a method and overdue only, and turns overdue off for paid dues', async () => {
    const user = userEvent.setup();
    mocks.totals.mockResolvedValue({ count: 0, amountCents: 0, paidCents: 0 });
    renderPage();
    await user.selectOptions(screen.getByLabelText('Cobros o pagos'), 'input');
    expect(screen.getByLabelText('Proveedor')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Forma de pago'), 'pagare');
    await user.click(screen.getByLabelText('Solo vencidos'));
    expect(mocks.listQuery).toHaveBeenLastCalledWith(
      'corp1',
      expect.objectContaining({ kind: 'input', method: 'pagare', overdueOnly: true }),
      expect.any(String),
    );
    await user.selectOptions(screen.getByLabelText('Estado'), 'pagada');
    expect(screen.getByLabelText('Solo vencidos')).toBeDisabled();
    expect(mocks.listQuery).toHaveBeenLastCalledWith('corp1', expect.objectContaining({ state: 'pagada', overdueOnly: false }), expect.any(String));
    // Paid dues have nothing open: the total says only how many and how much.
    expect(await screen.findByTestId('due-totals')).not.toHaveTextContent('Pendiente');
  });

  it('says so when the totals cannot be computed', async () => {
    mocks.totals.mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderPage();
    expect(await screen.findByText('No se han podido calcular los totales.')).toBeInTheDocument();
  });

  it('pays instalments of one client picked in the cartera with one cobro, oldest first, and refuses two clients', async () => {
    const user = userEvent.setup();
    mocks.totals.mockResolvedValue({ count: 3, amountCents: 0, paidCents: 0 });
    mocks.rows = [
      due({ id: 'inv7-2', invoiceId: 'inv7', number: 'F-7', partyId: 'c1', n: 2, of: 2, dueDate: '2026-12-30', amountCents: 5000, paidCents: 0 }),
      due({ id: 'inv7-1', invoiceId: 'inv7', number: 'F-7', partyId: 'c1', n: 1, of: 2, dueDate: '2026-11-30', amountCents: 5000, paidCents: 1000 }),
      due({ id: 'inv8-1', invoiceId: 'inv8', number: 'F-8', partyId: 'c2', n: 1, of: 1, dueDate: '2026-11-30', amountCents: 700, paidCents: 0 }),
      due({ id: 'inv9-1', invoiceId: 'inv9', number: 'F-9', partyId: 'c1', n: 1, of: 1, amountCents: 700, paidCents: 0, remittanceId: 'r1' }),
    ];
    renderPage();
    const pay = await screen.findByTestId('dues-pay-selection');
    expect(pay).toBeDisabled();
    // In a remittance: the bank collects it, it cannot be picked.
    expect(screen.getByRole('checkbox', { name: 'Elegir F-9 1/1 para un cobro o pago' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Elegir F-7 2/2 para un cobro o pago' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir F-8 1/1 para un cobro o pago' }));
    expect(pay).toBeDisabled();
    expect(screen.getByText('Un cobro o pago es de un solo cliente o proveedor: marca vencimientos de uno.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Elegir F-8 1/1 para un cobro o pago' }));
    await user.click(screen.getByRole('checkbox', { name: 'Elegir F-7 1/2 para un cobro o pago' }));
    expect(pay).toHaveTextContent('Registrar cobro de 2 vencimientos');
    await user.click(pay);
    // Everything open by default: 40,00 + 50,00 €.
    expect(screen.getByRole('textbox', { name: 'Importe (€)' })).toHaveValue('90,00');
    await user.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    expect(mocks.record).toHaveBeenCalledWith(
      expect.objectContaining({ corpId: 'corp1' }),
      expect.objectContaining({
        kind: 'cobro',
        amountCents: 9000,
        allocations: [
          { dueId: 'inv7-1', amountCents: null },
          { dueId: 'inv7-2', amountCents: null },
        ],
      }),
    );
    expect(await screen.findByText('Cobro registrado.')).toBeInTheDocument();
    expect(pay).toBeDisabled();
  });
});
