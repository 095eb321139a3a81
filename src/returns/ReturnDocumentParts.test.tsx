import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { issued, line, ticket, ticketLine } from '../invoices/pdf/testInvoice';
import { DocumentDetailPage } from '../stock/documents/DocumentDetailPage';
import { newDraftDocument } from '../domain/stock/draftFields';
import type { DocKind, StockDocument } from '../domain/stock/stockTypes';
import { InvoiceReturnActions, InvoiceReturnedNote, InvoiceStockLink } from './InvoiceReturnActions';
import { RETURN_DOCUMENT_PARTS } from './ReturnDocumentParts';

const stored = vi.hoisted(() => new Map<string, unknown>());
vi.mock('../auth/session', () => ({ useCompanyActor: () => ({ corpId: 'corp1', uid: 'u1', role: 'user', corp: { id: 'corp1' } }) }));
vi.mock('../stock/documents/stockDocumentRepository', () => ({
  stockDocumentRepository: (kind: string) => ({
    kind,
    watch: (_corpId: string, id: string, onNext: (d: unknown) => void) => {
      onNext(stored.get(id) ?? null);
      return () => {};
    },
  }),
}));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('../stock/stockRepository', () => ({ stockRepository: { get: async () => null } }));
vi.mock('../stock/appStockWriter', () => ({ stockWriter: {} }));

function stockDocument(id: string, kind: DocKind, over: Partial<StockDocument> = {}): StockDocument {
  const draft = {
    date: '2026-03-02',
    partyId: 'c1',
    partyName: 'Obras Sur S.L.',
    partyNif: 'B86561412',
    reference: 'R-2026-000003',
    notes: '',
    lines: [{ categoryId: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', quantity: 5, unitPriceCents: 40, discountPct: 0, vatRate: 21 }],
  };
  return { ...newDraftDocument(draft, 'E-1', 'u1', null), id, kind, state: 'confirmada', costCents: null, ...over };
}

/** Where a click navigated to. */
function Here() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{`${pathname}${search}`}</p>;
}

function renderDocument(kind: DocKind, id: string) {
  const base = kind === 'input' ? '/inputs' : '/outputs';
  render(
    <MemoryRouter initialEntries={[`${base}/details?${kind === 'input' ? 'inputId' : 'outputId'}=${id}`]}>
      <Routes>
        <Route path={`${base}/details`} element={<DocumentDetailPage kind={kind} parts={RETURN_DOCUMENT_PARTS} />} />
        <Route path="*" element={<Here />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => stored.clear());

describe('a return on the entrada and salida screens', () => {
  it('shows a client’s return entrada with its badge, its party as the client, its source and no «Anular»', () => {
    stored.set(
      'e1',
      stockDocument('e1', 'input', {
        returnOf: 'sale',
        partyKind: 'client',
        returnFrom: { kind: 'invoice', id: 'f1', number: 'F-2026-000001' },
        invoiced: true,
        invoiceId: 'r1',
      }),
    );
    renderDocument('input', 'e1');
    expect(screen.getByTestId('return-badge')).toHaveTextContent('Devolución de cliente');
    expect(screen.getByText('Cliente', { selector: 'label' })).toBeInTheDocument();
    expect(screen.queryByText('Proveedor', { selector: 'label' })).toBeNull();
    const source = screen.getByTestId('return-source');
    expect(source).toHaveTextContent('Devolución de cliente de la factura F-2026-000001.');
    expect(within(source).getByRole('link', { name: 'F-2026-000001' })).toHaveAttribute('href', '/invoices/details?invoiceId=f1');
    expect(within(source).getByRole('link', { name: 'Ver la rectificativa' })).toHaveAttribute('href', '/invoices/details?invoiceId=r1');
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Devolver al proveedor' })).toBeNull();
  });

  it('shows a salida to a vendor with its party as the vendor and a link to its entrada; a return is not annulled', () => {
    stored.set(
      's1',
      stockDocument('s1', 'output', { returnOf: 'purchase', partyKind: 'vendor', returnFrom: { kind: 'entrada', id: 'e9', number: 'E-9' } }),
    );
    renderDocument('output', 's1');
    expect(screen.getByTestId('return-badge')).toHaveTextContent('Devolución a proveedor');
    expect(screen.getByText('Proveedor', { selector: 'label' })).toBeInTheDocument();
    expect(within(screen.getByTestId('return-source')).getByRole('link', { name: 'E-9' })).toHaveAttribute('href', '/inputs/details?inputId=e9');
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Devolución del cliente' })).toBeNull();
  });

  it('offers «Devolver al proveedor» on a confirmed entrada, says what came back, and opens the return screen', async () => {
    stored.set('e2', stockDocument('e2', 'input', { returned: { '0': 2 } }));
    renderDocument('input', 'e2');
    expect(screen.queryByTestId('return-badge')).toBeNull();
    expect(screen.getByTestId('returned-note')).toHaveTextContent('Tornillo M8 · Devuelto: 2 ud');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Devolver al proveedor' }));
    expect(screen.getByTestId('here')).toHaveTextContent('/inputs/return?inputId=e2');
  });

  it.each([
    ['a confirmed salida not invoiced', true, {}],
    ['an invoiced salida (its return goes through the invoice)', false, { invoiced: true, invoiceId: 'f1' }],
    ['a borrador', false, { state: 'borrador' as const }],
  ])('on %s, offers «Devolución del cliente»: %s', (_, offered, over) => {
    stored.set('s2', stockDocument('s2', 'output', over));
    renderDocument('output', 's2');
    expect(screen.queryAllByRole('button', { name: 'Devolución del cliente' })).toHaveLength(offered ? 1 : 0);
  });
});

describe('the returns desk on an issued invoice', () => {
  function renderActions(invoice: ReturnType<typeof issued>) {
    render(
      <MemoryRouter initialEntries={['/view']}>
        <Routes>
          <Route
            path="/view"
            element={
              <>
                <InvoiceReturnActions invoice={invoice} busy={false} />
                <InvoiceReturnedNote invoice={invoice} />
              </>
            }
          />
          <Route path="*" element={<Here />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('offers «Devolución» on an issued sale and says what its lines have returned', async () => {
    renderActions(issued([line(1), line(2)], { returned: { '1': 1 } }));
    expect(screen.getByTestId('returned-note')).toHaveTextContent('Tornillo M2 · Devuelto: 1 ud');
    expect(screen.queryByTestId('ticket-return-note')).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Devolución' }));
    expect(screen.getByTestId('here')).toHaveTextContent('/invoices/return?invoiceId=inv1');
  });

  it('offers «Devolución» on a ticket, with the note on price corrections', () => {
    renderActions(ticket([ticketLine(1)]));
    expect(screen.getByRole('button', { name: 'Devolución' })).toBeInTheDocument();
    expect(screen.getByTestId('ticket-return-note')).toHaveTextContent('Para corregir un precio');
  });

  it.each([
    ['a rectificativa', { type: 'rectificativa' as const }],
    ['an annulled sale', { state: 'anulada' as const, status: 'anulada' as const }],
    ['a sale replaced by a substitution', { status: 'sustituida' as const }],
  ])('offers nothing on %s', (_, over) => {
    renderActions(issued([line(1)], over));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the vendor’s credit note on a registered purchase, opening the editor of its rectificativa', async () => {
    renderActions(issued([line(1)], { kind: 'input', id: 'p1' }));
    expect(screen.queryByRole('button', { name: 'Devolución' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar abono del proveedor' }));
    expect(screen.getByTestId('here')).toHaveTextContent('/invoices/details?kind=input&rectifies=p1');
  });
});

describe('the stock document an invoice made', () => {
  it.each([
    [
      'a sale: its salida',
      { type: 'ordinaria' as const, numberText: 'F-2026-000007', stockDocumentId: 'inv1-salida' },
      'S-F-2026-000007',
      '/outputs/details?outputId=inv1-salida',
    ],
    [
      'a return: its entrada',
      { type: 'rectificativa' as const, numberText: 'R-2026-000002', stockDocumentId: 'r1-entrada' },
      'E-R-2026-000002',
      '/inputs/details?inputId=r1-entrada',
    ],
  ])('links %s', (_, invoice, number, href) => {
    render(
      <MemoryRouter>
        <InvoiceStockLink invoice={invoice} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: number })).toHaveAttribute('href', href);
  });

  it('says nothing when no line moved stock', () => {
    render(
      <MemoryRouter>
        <InvoiceStockLink invoice={{ type: 'ordinaria', numberText: 'F-2026-000001', stockDocumentId: null }} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('invoice-stock-document')).toBeNull();
  });
});
