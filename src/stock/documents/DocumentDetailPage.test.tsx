import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductOption } from '../lookupRepository';
import type { StockDocument } from '../../domain/stock/stockTypes';
import { DocumentDetailPage } from './DocumentDetailPage';
import { newDraftDocument } from '../../domain/stock/draftFields';

const mocks = vi.hoisted(() => ({
  stored: new Map<string, unknown>(),
  saveDraft: vi.fn(),
  apply: vi.fn(),
}));

vi.mock('../../auth/session', () => ({
  useCompanyActor: () => ({ corpId: 'corp1', uid: 'u1', role: 'user', corp: { id: 'corp1' } }),
}));
vi.mock('./stockDocumentRepository', () => ({
  stockDocumentRepository: (kind: string) => ({
    kind,
    watch: (_corpId: string, id: string, onNext: (d: unknown) => void) => {
      onNext(mocks.stored.get(id) ?? null);
      return () => {};
    },
    saveDraft: mocks.saveDraft,
    deleteDraft: vi.fn(),
  }),
}));
const SCREW: ProductOption = { id: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', barcode: '', salePriceCents: 150, vatRate: 21, stocked: true };
vi.mock('../lookupRepository', () => ({
  lookupRepository: {
    searchProducts: async () => [SCREW],
    searchParties: async () => [{ id: 'c1', name: 'Cliente Uno', nif: 'B86561412', inUse: true }],
  },
}));
vi.mock('../stockRepository', () => ({ stockRepository: { get: async () => null } }));
vi.mock('../appStockWriter', () => ({ stockWriter: { apply: mocks.apply } }));

function stockDocument(id: string, over: Partial<StockDocument> = {}): StockDocument {
  const draft = {
    date: '2026-03-02',
    partyId: 'c1',
    partyName: 'Cliente Uno',
    partyNif: 'B86561412',
    reference: 'PED-1',
    notes: '',
    lines: [{ categoryId: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', quantity: 2, unitPriceCents: 1000, discountPct: 0, vatRate: 21 }],
  };
  return { ...newDraftDocument(draft, 'S-1', 'u1', null), id, kind: 'output', costCents: null, ...over };
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/outputs/details" element={<DocumentDetailPage kind="output" />} />
        <Route path="/outputs" element={<p>Lista</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  mocks.stored.clear();
  mocks.saveDraft.mockReset();
  mocks.apply.mockReset();
});

describe('DocumentDetailPage', () => {
  it('types a new salida from the keyboard, saves it and carries the notice to its own page', async () => {
    const user = userEvent.setup();
    renderAt('/outputs/details');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Nueva salida');
    expect(screen.getByTestId('party-chosen')).toHaveTextContent('Sin elegir');

    await user.type(screen.getByRole('combobox', { name: 'Cliente' }), 'Cli{Enter}');
    expect(screen.getByTestId('party-chosen')).toHaveTextContent('Cliente Uno · B86561412');

    const product = screen.getByRole('combobox', { name: 'Añadir producto' });
    await user.type(product, 'T8{Enter}');
    const quantity = await screen.findByRole('textbox', { name: 'Cantidad de Tornillo M8' });
    await waitFor(() => expect(quantity).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Precio unitario de Tornillo M8' })).toHaveValue('1,50');
    await user.type(quantity, '4{Enter}');
    expect(product).toHaveFocus();
    expect(screen.getByTestId('line-amount')).toHaveTextContent('6,00');
    expect(screen.getByTestId('total-total')).toHaveTextContent('7,26');

    mocks.saveDraft.mockImplementation(async () => {
      mocks.stored.set('new1', stockDocument('new1'));
      return 'new1';
    });
    await user.click(screen.getByRole('button', { name: 'Guardar borrador' }));
    expect(mocks.saveDraft).toHaveBeenCalledWith(
      'corp1',
      'u1',
      null,
      expect.objectContaining({ partyId: 'c1', lines: [expect.objectContaining({ quantity: 4 })] }),
      undefined,
    );
    expect(await screen.findByTestId('document-message')).toHaveTextContent('Borrador guardado.');
    expect(screen.getByTestId('document-message')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Salida S-1');
    expect(screen.getByTestId('document-state')).toHaveTextContent('Borrador');
  });

  it('asks for a line before confirming, as an alert', async () => {
    const user = userEvent.setup();
    mocks.stored.set('d1', stockDocument('d1', { lines: [] }));
    renderAt('/outputs/details?outputId=d1');
    expect(within(screen.getByTestId('document-lines')).getByText('Sin líneas todavía.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Añade al menos una línea antes de confirmar.');
    expect(mocks.apply).not.toHaveBeenCalled();
  });

  it('confirms a borrador shown as stored without writing it again; a changed one is saved first, with its known number', async () => {
    const user = userEvent.setup();
    mocks.stored.set('d3', stockDocument('d3'));
    mocks.apply.mockResolvedValue(undefined);
    renderAt('/outputs/details?outputId=d3');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(mocks.apply).toHaveBeenCalledWith('corp1', 'output', 'confirm', 'd3', 'u1'));
    expect(mocks.saveDraft).not.toHaveBeenCalled();

    mocks.apply.mockClear();
    const quantity = screen.getByRole('textbox', { name: 'Cantidad de Tornillo M8' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    mocks.saveDraft.mockResolvedValue('d3');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(mocks.apply).toHaveBeenCalledWith('corp1', 'output', 'confirm', 'd3', 'u1'));
    expect(mocks.saveDraft).toHaveBeenCalledWith(
      'corp1',
      'u1',
      'd3',
      expect.objectContaining({ lines: [expect.objectContaining({ quantity: 3 })] }),
      'S-1',
    );
  });

  it('shows a confirmed salida disabled, with its cost and margin, and lets it be annulled', async () => {
    const user = userEvent.setup();
    mocks.stored.set('d2', stockDocument('d2', { state: 'confirmada', costCents: 1200 }));
    renderAt('/outputs/details?outputId=d2');
    expect(screen.getByTestId('document-state')).toHaveTextContent('Confirmada');
    expect(screen.getByRole('textbox', { name: 'Cantidad de Tornillo M8' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Quitar la línea de Tornillo M8' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar borrador' })).not.toBeInTheDocument();
    expect(screen.getByTestId('total-cost-of-goods')).toHaveTextContent('12,00');
    expect(screen.getByTestId('total-margin')).toHaveTextContent('8,00');
    mocks.apply.mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Anular' }));
    await user.type(screen.getByRole('textbox', { name: /motivo/i }), 'Error');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: /anular/i }));
    expect(await screen.findByTestId('document-message')).toHaveTextContent('Salida anulada: el stock ha vuelto a su nivel anterior.');
    expect(mocks.apply).toHaveBeenCalledWith('corp1', 'output', 'annul', 'd2', 'u1', 'Error');
  });

  it('sends a salida that serves a pedido to its order to be annulled (issue 31)', () => {
    mocks.stored.set('d3', stockDocument('d3', { state: 'confirmada', costCents: 1200, orderId: 'o 1' }));
    renderAt('/outputs/details?outputId=d3');
    expect(screen.queryByRole('button', { name: 'Anular' })).not.toBeInTheDocument();
    expect(screen.getByTestId('document-from-order')).toHaveTextContent('Sirve un pedido de cliente: se anula desde el pedido.');
    expect(screen.getByRole('link', { name: 'Ver el pedido' })).toHaveAttribute('href', '/sales-orders/details?orderId=o+1');
  });

  it('says when the document does not exist', () => {
    renderAt('/outputs/details?outputId=missing');
    expect(screen.getByText('Este documento no existe o se ha eliminado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a salidas' })).toBeInTheDocument();
  });
});
