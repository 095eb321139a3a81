import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceList } from './InvoiceList';
import type { KindTotals } from './invoiceRepository';

const mocks = vi.hoisted(() => ({ totals: vi.fn() }));

vi.mock('../auth/session', () => ({ useSignedInSession: () => ({ corp: { id: 'corp1' }, role: 'user' }) }));
vi.mock('./invoiceRepository', () => ({ invoiceRepository: { listQuery: () => null, totals: mocks.totals } }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('../shared/list/usePagedList', () => ({ usePagedList: () => ({ rows: [], loading: false, error: null }) }));
vi.mock('../shared/list/ListPager', () => ({ ListPager: () => null }));

function renderList(url = '/invoices') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <InvoiceList kind={null} />
    </MemoryRouter>,
  );
}

beforeEach(() => mocks.totals.mockReset());

describe('InvoiceList totals', () => {
  it('shows "Todas" as one total for sales and one for purchases, never their sum', async () => {
    const totals: KindTotals[] = [
      { kind: 'output', count: 2, baseCents: 1_059, totalCents: 1_280 },
      { kind: 'input', count: 1, baseCents: 5_000, totalCents: 6_050 },
    ];
    mocks.totals.mockResolvedValue(totals);
    renderList();
    expect(await screen.findByTestId('invoice-totals-output')).toHaveTextContent('Ventas: 2 facturas · Base imponible 10,59 € · Total 12,80 €');
    expect(screen.getByTestId('invoice-totals-input')).toHaveTextContent('Compras: 1 factura · Base imponible 50,00 € · Total 60,50 €');
    expect(screen.getByTestId('invoice-totals')).not.toHaveTextContent('73,30 €');
    expect(screen.getByTestId('invoice-totals')).toHaveTextContent('los borradores y las anuladas no suman');
    expect(mocks.totals).toHaveBeenCalledWith('corp1', expect.objectContaining({ kind: null, status: null }), expect.any(String));
  });

  it('says that drafts do not count when only drafts are listed', async () => {
    mocks.totals.mockResolvedValue([]);
    renderList('/invoices?status=borrador');
    expect(await screen.findByText('Los borradores y las facturas anuladas no suman en los totales.')).toBeInTheDocument();
  });
});
