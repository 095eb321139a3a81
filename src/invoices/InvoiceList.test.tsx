import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceList } from './InvoiceList';
import type { KindTotals } from './invoiceRepository';
import { issued, line, ticket, ticketLine } from './pdf/testInvoice';

const mocks = vi.hoisted(() => ({ totals: vi.fn(), rows: [] as unknown[] }));

vi.mock('../auth/session', () => ({ useSignedInSession: () => ({ corp: { id: 'corp1' }, role: 'user' }) }));
vi.mock('./invoiceRepository', () => ({ invoiceRepository: { listQuery: () => null, totals: mocks.totals } }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('../shared/list/usePagedList', () => ({ usePagedList: () => ({ rows: mocks.rows, loading: false, error: null }) }));
vi.mock('../shared/list/ListPager', () => ({ ListPager: () => null }));

function renderList(url = '/invoices') {
  render(
    <MemoryRouter initialEntries={[url]}>
      <InvoiceList kind={null} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mocks.totals.mockReset();
  mocks.rows = [];
});

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

describe('InvoiceList rows', () => {
  it('names a ticket without a customer "Cliente de mostrador", and every other invoice by its party', async () => {
    mocks.totals.mockResolvedValue([]);
    mocks.rows = [ticket([ticketLine(1)]), issued([line(1)], { id: 'inv2', numberText: 'F-2026-000125' })];
    renderList();
    const rows = await screen.findAllByTestId('invoice-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('T-2026-000012');
    expect(rows[0]).toHaveTextContent('Cliente de mostrador');
    expect(rows[0]).toHaveTextContent('12,10 €');
    expect(rows[1]).toHaveTextContent('Ferretería López S.L.');
    expect(rows[1]).not.toHaveTextContent('Cliente de mostrador');
  });
});
