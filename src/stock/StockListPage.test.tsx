import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../domain/roles';
import type { PagedList } from '../shared/list/usePagedList';
import StockListPage from './StockListPage';
import type { StockProduct } from './stockRows';
import type { StockLevel } from '../domain/stock/stockTypes';

const mocks = vi.hoisted(() => ({
  role: 'admin' as Role,
  products: [] as unknown[],
  flagged: [] as unknown[],
  levels: null as Map<string, unknown> | null,
  watchLevels: vi.fn(),
}));

vi.mock('../auth/session', () => ({
  useSignedInSession: () => ({ role: mocks.role, corp: { id: 'corp1' } }),
}));
vi.mock('./stockRepository', () => ({
  stockRepository: {
    productsQuery: () => ({ label: 'stock.list', kind: 'products' }),
    belowMinimumQuery: () => ({ label: 'stock.list', kind: 'belowMinimum' }),
    // The total is not what these tests look at: it never arrives.
    totalValueCents: () => new Promise(() => {}),
    watchLevels: mocks.watchLevels,
  },
}));
// One page, as the Firestore listener would give it.
vi.mock('../shared/list/usePagedList', () => ({
  usePagedList: (q: { kind: string }): PagedList<unknown> => ({
    rows: q.kind === 'products' ? mocks.products : mocks.flagged,
    loading: false,
    error: null,
    total: null,
    pageIndex: 0,
    hasNext: false,
    hasPrev: false,
    next: () => {},
    prev: () => {},
  }),
}));

const product = (id: string, code: string, name: string, minStock: number, unit = 'ud', active = true, stocked = true): StockProduct => ({
  id,
  code,
  name,
  unit,
  minStock,
  active,
  stocked,
});

const level = (categoryId: string, quantity: number, over: Partial<StockLevel> = {}): StockLevel => ({
  categoryId,
  code: 'X',
  name: 'Copia',
  unit: 'ud',
  minStock: 0,
  quantity,
  averageCostCents: 150,
  lastPurchasePriceCents: 150,
  valueCents: quantity * 150,
  costOfSalesByYear: {},
  belowMinimum: false,
  reserved: 0,
  backorder: 0,
  onOrder: 0,
  toOrder: 0,
  lastMovementId: '',
  updatedAt: null,
  ...over,
});

function renderPage(path = '/stock') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <StockListPage />
    </MemoryRouter>,
  );
}

/** Cell texts, with Intl's non-breaking spaces as plain ones. */
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent?.replace(/\u00a0/g, ' '));

beforeEach(() => {
  mocks.role = 'admin';
  mocks.products = [];
  mocks.flagged = [];
  mocks.levels = new Map();
  mocks.watchLevels.mockReset();
  mocks.watchLevels.mockImplementation((_corp: string, _ids: string[], onNext: (l: Map<string, unknown>) => void) => {
    if (mocks.levels) onNext(mocks.levels);
    return () => {};
  });
});

describe('#/stock, every product', () => {
  it('lists the products that never moved with 0, their own unit and minimum, next to those that did', () => {
    mocks.products = [
      product('a', 'ARA-8', 'Arandela 8 mm', 1),
      product('c', 'CAB-25', 'Cable 2,5 mm', 0, 'm'),
      product('t', 'TOR-M8', 'Tornillo M8', 5, 'ud', false),
    ];
    mocks.levels = new Map([['t', level('t', 10, { name: 'Nombre antiguo', code: 'VIEJO' })]]);
    renderPage();

    const rows = screen.getAllByTestId('stock-row');
    expect(rows.map(cells)).toEqual([
      ['ARA-8', 'Arandela 8 mmBajo mínimo', '0', 'ud', '1', '0,00 €', '0,00 €'],
      ['CAB-25', 'Cable 2,5 mm', '0', 'm', '0', '0,00 €', '0,00 €'],
      ['TOR-M8', 'Tornillo M8Inactivo', '10', 'ud', '5', '1,50 €', '15,00 €'],
    ]);
    expect(rows[0]).toHaveClass('table-warning');
    expect(rows[1]).not.toHaveClass('table-warning');
    expect(mocks.watchLevels).toHaveBeenCalledWith('corp1', ['a', 'c', 't'], expect.any(Function), expect.any(Function));
  });

  it('shows a service as «Servicio», without quantity, minimum, cost or value, and never below its minimum', () => {
    mocks.products = [product('p', 'TRA-PORTE', 'Porte a domicilio', 2, 'ud', true, false), product('a', 'ARA-8', 'Arandela 8 mm', 0)];
    mocks.levels = new Map([['p', level('p', 0, { belowMinimum: true })]]);
    renderPage();

    const rows = screen.getAllByTestId('stock-row');
    expect(rows.map(cells)).toEqual([
      ['TRA-PORTE', 'Porte a domicilioServicio', '—', 'ud', '—', '—', '—'],
      ['ARA-8', 'Arandela 8 mm', '0', 'ud', '0', '0,00 €', '0,00 €'],
    ]);
    expect(rows[0]).not.toHaveClass('table-warning');
  });

  it('shows no row, not a column of zeros, until the page’s stock levels have arrived', () => {
    mocks.products = [product('a', 'ARA-8', 'Arandela 8 mm', 1)];
    mocks.levels = null;
    renderPage();
    expect(screen.queryByTestId('stock-row')).toBeNull();
    expect(screen.queryByTestId('stock-list')).toBeNull();
  });

  it('tells an admin there are no products yet, with a link to create the first', () => {
    renderPage();
    expect(screen.getByTestId('stock-empty')).toHaveTextContent('Todavía no hay productos. Crea el primero');
    expect(screen.getByRole('link', { name: 'Crea el primero' })).toHaveAttribute('href', '/categories/details');
    expect(mocks.watchLevels).not.toHaveBeenCalled();
  });

  it('sends staff to an admin instead, since only admins create products', () => {
    mocks.role = 'user';
    renderPage();
    expect(screen.getByTestId('stock-empty')).toHaveTextContent('Todavía no hay productos. Pide a un administrador que los dé de alta.');
    expect(screen.queryByRole('link', { name: 'Crea el primero' })).toBeNull();
  });
});

describe('#/stock, only below minimum', () => {
  it('lists the stock levels the writer flagged, and says the filter covers products with a minimum that never moved', () => {
    mocks.products = [product('a', 'ARA-8', 'Arandela 8 mm', 1)];
    mocks.flagged = [level('t', 0, { code: 'TOR-M8', name: 'Tornillo M8', minStock: 0, belowMinimum: true })];
    renderPage('/stock?belowMinimum=1');
    expect(screen.getByLabelText('Solo bajo mínimo')).toBeChecked();
    expect(screen.getAllByTestId('stock-row').map(cells)).toEqual([['TOR-M8', 'Tornillo M8Bajo mínimo', '0', 'ud', '0', '1,50 €', '0,00 €']]);
    expect(screen.getByText(/también los que tienen un mínimo y aún no han tenido movimientos/)).toBeVisible();
    expect(mocks.watchLevels).not.toHaveBeenCalled();
  });

  it('says when no product is below its minimum', () => {
    renderPage('/stock?belowMinimum=1');
    expect(screen.getByTestId('stock-empty')).toHaveTextContent('Ningún producto está bajo mínimo.');
  });
});
