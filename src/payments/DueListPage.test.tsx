import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { due } from '../domain/payments/paymentFixtures.test-data';
import { madridIsoDate } from '../domain/invoiceDates';

const mocks = vi.hoisted(() => ({ totals: vi.fn(), listQuery: vi.fn(), rows: [] as unknown[] }));

vi.mock('../auth/session', () => ({ useCompanyActor: () => ({ corpId: 'corp1', uid: 'u1', role: 'user', corp: { id: 'corp1' } }) }));
vi.mock('./dueRepository', () => ({ dueRepository: { listQuery: mocks.listQuery, totals: mocks.totals } }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('../shared/list/usePagedList', () => ({ usePagedList: () => ({ rows: mocks.rows, loading: false, error: null }) }));
vi.mock('../shared/list/ListPager', () => ({ ListPager: () => null }));

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
});
