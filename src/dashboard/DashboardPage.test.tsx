import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../domain/roles';
import { emptyInvoiceSummary, emptyStockSummary } from '../domain/summaries';
import DashboardPage from './DashboardPage';
import type { DashboardData } from './dashboardRepository';
import type { Invoice } from '../domain/invoices/invoiceModel';

const mocks = vi.hoisted(() => ({ load: vi.fn(), role: 'admin' as Role }));

vi.mock('../auth/session', () => ({
  useSignedInSession: () => ({ role: mocks.role, profile: { name: 'Ana' }, corp: { id: 'corp1', name: 'Ferretería Ana S.L.' } }),
}));
vi.mock('./dashboardRepository', () => ({ dashboardRepository: { load: mocks.load } }));
// chart.js needs a canvas, which jsdom lacks; what matters here is whether a chart is asked for.
vi.mock('./SalesChart', () => ({ default: () => <div data-testid="dashboard-chart" /> }));

const emptyData = (): DashboardData => ({
  invoices: emptyInvoiceSummary(),
  stock: emptyStockSummary(),
  overdue: [],
  belowMinimum: [],
  movements: [],
});

function renderPage() {
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mocks.load.mockReset();
  mocks.role = 'admin';
});

describe('Inicio of a company with nothing recorded yet', () => {
  it('says what to do first, with links, instead of a chart of zeros', async () => {
    mocks.load.mockResolvedValue(emptyData());
    renderPage();
    const steps = await screen.findByTestId('dashboard-first-steps');
    expect(steps).toHaveTextContent('Aún no hay facturas ni movimientos de stock');
    expect(screen.getByRole('link', { name: 'Da de alta tus productos' })).toHaveAttribute('href', '/categories/details');
    expect(screen.getByRole('link', { name: 'Clientes' })).toHaveAttribute('href', '/clients/details');
    expect(screen.getByRole('link', { name: 'Proveedores' })).toHaveAttribute('href', '/vendors/details');
    expect(screen.getByRole('link', { name: /Registra una entrada/ })).toHaveAttribute('href', '/inputs/details');
    expect(screen.getByRole('link', { name: /Registra una salida/ })).toHaveAttribute('href', '/outputs/details');
    expect(screen.queryByRole('heading', { name: 'Ventas y compras de los últimos 12 meses' })).toBeNull();
    expect(screen.queryByTestId('dashboard-chart')).toBeNull();
  });

  it('sends staff to consult the products, which an admin creates', async () => {
    mocks.role = 'user';
    mocks.load.mockResolvedValue(emptyData());
    renderPage();
    await screen.findByTestId('dashboard-first-steps');
    expect(screen.getByRole('link', { name: /Consulta los productos/ })).toHaveAttribute('href', '/categories');
  });

  it('shows the figures and the chart once there is a sale', async () => {
    const today = new Date().toISOString().slice(0, 7);
    mocks.load.mockResolvedValue({
      ...emptyData(),
      invoices: { ...emptyInvoiceSummary(), months: { [today]: { salesBaseCents: 1000, purchasesBaseCents: 0 } } },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Ventas y compras de los últimos 12 meses' })).toBeVisible();
    expect(screen.queryByTestId('dashboard-first-steps')).toBeNull();
  });
});

describe('Inicio’s overdue sales', () => {
  const pendingSale = (id: string, payableCents: number) =>
    ({
      id,
      numberText: id,
      party: { name: 'Cliente' },
      state: 'emitida',
      status: 'pendiente',
      dueDate: '2020-01-31',
      payableCents,
      rectifies: null,
    }) as unknown as Invoice;

  it('never lists a rectificativa that gives money back, however old its due date', async () => {
    mocks.load.mockResolvedValue({
      ...emptyData(),
      invoices: { ...emptyInvoiceSummary(), receivable: { '2020-01-31': 12_100, abonos: -109 } },
      overdue: [pendingSale('F-2020-000001', 12_100), pendingSale('R-2020-000001', -109)],
    });
    renderPage();
    const items = await screen.findAllByTestId('dashboard-overdue-item');
    expect(items.map((i) => i.querySelector('a')?.textContent)).toEqual(['F-2020-000001']);
    expect(screen.getByTestId('figure-overdue')).toHaveTextContent('121,00');
  });
});
