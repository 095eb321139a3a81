import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { issued, line } from './pdf/testInvoice';
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
