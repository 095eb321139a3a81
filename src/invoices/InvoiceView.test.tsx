import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { issued, line, ticket, ticketLine } from './pdf/testInvoice';
import { InvoiceView } from './InvoiceView';

vi.mock('../auth/session', () => ({
  useSignedInSession: () => ({ role: 'admin', corp: { id: 'corp1' }, authUser: { uid: 'u1' } }),
  useCompanyActor: () => ({ role: 'admin', corpId: 'corp1', uid: 'u1', corp: { id: 'corp1' } }),
}));
vi.mock('./appInvoiceWriter', () => ({ invoiceWriter: {} }));
vi.mock('./invoiceRepository', () => ({ invoiceRepository: {} }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));

function renderView(invoice: ReturnType<typeof issued>) {
  render(
    <MemoryRouter>
      <InvoiceView invoice={invoice} />
    </MemoryRouter>,
  );
}

const rectifies = {
  invoiceId: 'inv0',
  numberText: 'F-2025-000010',
  issueDate: '2025-12-01',
  mode: 'difference' as const,
  code: 'R4' as const,
  reason: 'Devolución de un tornillo',
  replaced: null,
};

describe('InvoiceView, due date and payment', () => {
  it('shows a rectificativa that gives money back as to return or offset, never as overdue', () => {
    // Due long ago and unpaid: a debt would be overdue; a credit is not.
    renderView(
      issued([line(1, { quantity: -1, unitPriceCents: 90 })], {
        type: 'rectificativa',
        numberText: 'R-2026-000001',
        dueDate: '2020-01-31',
        rectifies,
      }),
    );
    expect(screen.getByTestId('invoice-due')).toHaveTextContent('A devolver o compensar: 1,09');
    expect(screen.queryByText('Vencimiento')).toBeNull();
    expect(screen.queryByText(/Factura vencida/)).toBeNull();
    expect(screen.queryByText('Vencida')).toBeNull();
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Pendiente de devolver o compensar');
  });

  it('keeps the due date of an invoice to collect, and says when it is overdue', () => {
    renderView(issued([line(1)], { dueDate: '2020-01-31' }));
    expect(screen.getByText('Vencimiento')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-due')).toHaveTextContent('31/01/2020');
    expect(screen.getByText(/Factura vencida el 31\/01\/2020/)).toBeInTheDocument();
    expect(screen.getByTestId('payment-state')).toHaveTextContent(/^Pendiente$/);
  });
});

describe('InvoiceView, a factura simplificada', () => {
  const qualified = {
    partyId: 'c7',
    party: { ...issued([]).party, name: 'Ana Ruiz', nif: '12345678Z', address: 'Calle Luna, 5', postalCode: '28004', city: 'Madrid' },
  };

  it('says what it is, names no recipient, prices IVA included and shows how it was paid in cash', () => {
    renderView(ticket([ticketLine(1), ticketLine(2, { quantity: 1, unitPriceCents: 208, vatRate: 4 })]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Factura simplificada T-2026-000012');
    expect(screen.getByTestId('invoice-no-recipient')).toHaveTextContent('Cliente: sin identificar');
    const lines = screen.getByTestId('invoice-view-lines');
    expect(within(lines).getByText('Precio (IVA incl.)')).toBeInTheDocument();
    expect(within(lines).getByText('Importe (IVA incl.)')).toBeInTheDocument();
    // 2 × 6,05 € is what the customer pays for the line, not its base (10,00 €).
    const first = within(lines).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('6,05 €');
    expect(first).toHaveTextContent('12,10 €');
    expect(first).not.toHaveTextContent('10,00 €');
    // Per rate: base, rate and cuota (12,10 € at 21 %; 2,08 € at 4 %), and the total.
    const breakdown = screen.getByRole('table', { name: 'Desglose por tipo de IVA' });
    expect(within(breakdown).getAllByRole('row')[1]).toHaveTextContent(/IVA 21\s%.*10,00\s€.*2,10\s€/);
    expect(within(breakdown).getAllByRole('row')[2]).toHaveTextContent(/IVA 4\s%.*2,00\s€.*0,08\s€/);
    expect(screen.getByTestId('total-total')).toHaveTextContent('14,18 €');
    expect(screen.getByTestId('payment-state')).toHaveTextContent('Pagada el 05/03/2026 (Efectivo · Entregado 20,00 € · Cambio 5,82 €)');
    expect(screen.queryByText('Vencimiento')).toBeNull();
  });

  it('offers its 80 mm ticket beside the PDF, and neither marking it unpaid nor rectifying it in the editor', () => {
    renderView(ticket([ticketLine(1)]));
    expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ticket (80 mm)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Marcar como pendiente' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rectificar' })).toBeNull();
  });

  it('shows the recipient of a cualificada, and a card payment without cash tendered', () => {
    renderView(ticket([ticketLine(1)], { ...qualified, counterPayment: { method: 'tarjeta', tenderedCents: 1210, changeCents: 0 } }));
    expect(screen.queryByTestId('invoice-no-recipient')).toBeNull();
    expect(screen.getByText('Ana Ruiz')).toBeInTheDocument();
    expect(screen.getByText(/12345678Z/)).toBeInTheDocument();
    expect(screen.getByTestId('payment-state')).toHaveTextContent(/^Pagada el 05\/03\/2026 \(Tarjeta\)$/);
  });

  it('titles its rectificativa "Factura simplificada rectificativa"', () => {
    renderView(
      ticket([ticketLine(1, { quantity: -1 })], {
        type: 'rectificativa',
        numberText: 'R-2026-000004',
        rectifies: { ...rectifies, numberText: 'T-2026-000012', code: 'R5' },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Factura simplificada rectificativa R-2026-000004');
    expect(screen.queryByRole('button', { name: 'Ticket (80 mm)' })).toBeInTheDocument();
  });

  it('keeps an ordinary invoice as it was: its party, net prices and no ticket', () => {
    renderView(issued([line(1)]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Factura de salida F-2026-000124');
    expect(screen.getByText('Ferretería López S.L.')).toBeInTheDocument();
    expect(within(screen.getByTestId('invoice-view-lines')).getByText('Precio unit.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ticket (80 mm)' })).toBeNull();
  });
});
