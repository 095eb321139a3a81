import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Instalment } from '../domain/payments/dues';
import type { InvoicePayment } from '../payments/paymentRepository';
import type { EmailRecord } from '../domain/mail/invoiceEmail';
import { issued, line, ticket, ticketLine } from './pdf/testInvoice';
import { InvoiceView } from './InvoiceView';

const stored: { payments: InvoicePayment[]; emails: EmailRecord[] } = { payments: [], emails: [] };
vi.mock('../payments/paymentRepository', () => ({
  paymentRepository: {
    watchOfInvoice: (_corpId: string, _id: string, onNext: (p: InvoicePayment[]) => void) => {
      onNext(stored.payments);
      return () => {};
    },
  },
}));
vi.mock('../payments/paymentWriter', () => ({ paymentWriter: {} }));
vi.mock('../till/useMyTill', () => ({ useMyTill: () => null }));
beforeEach(() => {
  stored.payments = [];
  stored.emails = [];
});

vi.mock('../auth/session', () => ({
  useSignedInSession: () => ({ role: 'admin', corp: { id: 'corp1' }, authUser: { uid: 'u1' } }),
  useCompanyActor: () => ({ role: 'admin', corpId: 'corp1', uid: 'u1', corp: { id: 'corp1' } }),
}));
vi.mock('./appInvoiceWriter', () => ({ invoiceWriter: {} }));
vi.mock('./invoiceRepository', () => ({ invoiceRepository: {} }));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: {} }));
vi.mock('./email/invoiceEmailRepository', () => ({
  invoiceEmailRepository: {
    watch: (_corpId: string, _id: string, onNext: (r: EmailRecord[]) => void) => {
      onNext(stored.emails);
      return () => {};
    },
  },
}));

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

// Issue 30: an invoice of 121,00 € in two instalments (60,50 + 60,50), 50,00 € collected of the first, which is overdue.
describe('InvoiceView, vencimientos and cobros', () => {
  const instalment = (n: number, dueDate: string, paidCents: number, extra: Partial<Instalment> = {}): Instalment => ({
    n,
    dueDate,
    amountCents: 6050,
    paidCents,
    method: 'transferencia',
    returned: false,
    remittanceId: null,
    ...extra,
  });
  const partly = (extra: Parameters<typeof issued>[1] = {}) =>
    issued([line(1)], {
      status: 'parcial',
      instalments: [instalment(1, '2020-01-31', 5000), instalment(2, '2099-02-28', 0)],
      collectedCents: 5000,
      dueDate: '2020-01-31',
      ...extra,
    });
  const payment: InvoicePayment = {
    id: 'p1',
    kind: 'cobro',
    date: '2020-01-20',
    method: 'transferencia',
    amountCents: 5000,
    appliedCents: 5000,
    reference: 'TR-1',
    note: '',
    state: 'vigente',
    reversal: null,
  };

  it('lists each instalment with what is collected and open, marking the overdue one', () => {
    renderView(partly());
    const rows = within(screen.getByTestId('invoice-instalments')).getAllByTestId('instalment-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(/^1\/231\/01\/2020 \(vencido\)Transferencia bancaria60,50\s€50,00\s€10,50\s€Cobrado en parte$/),
      expect.stringMatching(/^2\/228\/02\/2099Transferencia bancaria60,50\s€0,00\s€60,50\s€Pendiente$/),
    ]);
    expect(rows[0]).toHaveAttribute('data-overdue', 'true');
    expect(rows[1]).not.toHaveAttribute('data-overdue');
    expect(screen.getByRole('columnheader', { name: 'Cobrado' })).toBeInTheDocument();
    expect(screen.getByTestId('payment-state')).toHaveTextContent(/^Cobrada en parte: 50,00\s€ de 121,00\s€; pendiente 71,00\s€$/);
  });

  it('lists its cobros with «Anular» on the live ones, and the reason of a reversed one', async () => {
    stored.payments = [
      payment,
      { ...payment, id: 'p0', method: 'domiciliacion', state: 'anulado', reversal: { date: '2020-01-25', reason: 'Devuelto', returnCode: 'AM04' } },
    ];
    renderView(partly());
    const rows = within(screen.getByTestId('invoice-payments')).getAllByTestId('payment-row');
    expect(rows[0]).toHaveTextContent(/20\/01\/2020Transferencia bancaria50,00\s€TR-1Vigente/);
    expect(rows[1]).toHaveTextContent('Anulado el 25/01/2020: Devuelto · Recibo devuelto (AM04 Fondos insuficientes)');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await userEvent.setup().click(within(rows[0]!).getByRole('button', { name: /^Anular el cobro de 50,00\s€ del 20\/01\/2020$/ }));
    expect(screen.getByRole('dialog', { name: /^Anular el cobro de 50,00/ })).toBeInTheDocument();
  });

  it('records a cobro of what is open, 71,00 €', async () => {
    renderView(partly());
    expect(screen.queryByRole('button', { name: 'Marcar como pagada' })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Registrar cobro' }));
    const dialog = screen.getByRole('dialog', { name: 'Registrar cobro' });
    expect(within(dialog).getByRole('textbox', { name: 'Importe (€)' })).toHaveValue('71,00');
    expect(within(dialog).getByTestId('record-payment-dues')).toHaveTextContent('F-2026-000124 · 1/2 · vence el 31/01/2020 · pendiente 10,50');
  });

  it('says «Pagos» and «Registrar pago» for a purchase, «Pagada en parte» on its badge', () => {
    renderView(partly({ kind: 'input', dueDate: '2099-02-28' }));
    expect(screen.getByRole('heading', { name: 'Pagos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Registrar pago' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Pagado' })).toBeInTheDocument();
    expect(screen.getAllByText('Pagado en parte')).toHaveLength(1);
    expect(screen.getByText('Pagada en parte')).toBeInTheDocument();
  });

  it('offers nothing to record on a paid invoice; one paid before cobros existed can be marked pending again', () => {
    renderView(
      issued([line(1)], { status: 'pagada', paidDate: '2026-03-10', instalments: [instalment(1, '2026-04-04', 6050)], collectedCents: 6050 }),
    );
    expect(screen.queryByRole('button', { name: /^Registrar/ })).toBeNull();
    expect(screen.getByTestId('invoice-payments-none')).toHaveTextContent('Todavía no hay cobros de esta factura.');
    expect(screen.getByRole('button', { name: 'Marcar como pendiente' })).toBeInTheDocument();
  });

  it('reverses the cobros of a paid invoice one by one (no «Marcar como pendiente» when it has them)', () => {
    stored.payments = [{ ...payment, amountCents: 6050, appliedCents: 6050 }];
    renderView(
      issued([line(1)], { status: 'pagada', paidDate: '2026-03-10', instalments: [instalment(1, '2026-04-04', 6050)], collectedCents: 6050 }),
    );
    expect(screen.queryByRole('button', { name: 'Marcar como pendiente' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Anular el cobro/ })).toBeInTheDocument();
  });

  it('a credit note reads «Registrar devolución»', () => {
    renderView(
      issued([line(1, { quantity: -1, unitPriceCents: 90 })], {
        type: 'rectificativa',
        numberText: 'R-2026-000001',
        rectifies,
        instalments: [instalment(1, '2026-03-05', 0, { amountCents: -109 })],
      }),
    );
    expect(screen.getByRole('button', { name: 'Registrar devolución' })).toBeInTheDocument();
  });
});

describe('InvoiceView, envíos por e-mail (issue 33)', () => {
  it('offers «Enviar por e-mail» on an issued sale and lists its sends, a failed one with its reason, each with its kind', () => {
    stored.emails = [
      {
        id: 'e3',
        kind: 'recordatorio',
        to: ['pagos@example.com'],
        subject: 'Recordatorio de vencimientos pendientes — Empresa',
        sentAtMs: 1_780_000_100_000,
        sentBy: 'u1',
        status: 'enviado',
        messageId: '<r>',
        error: null,
        attachment: '',
      },
      {
        id: 'e2',
        kind: 'factura',
        to: ['a@example.com'],
        subject: 'Factura F-2026-000124',
        sentAtMs: 1_780_000_000_000,
        sentBy: 'u1',
        status: 'fallido',
        messageId: null,
        error: 'El servidor de correo rechazó el mensaje (550).',
        attachment: 'F.pdf',
      },
      {
        id: 'e1',
        kind: 'factura',
        to: ['a@example.com', 'b@example.com'],
        subject: 'Factura F-2026-000124',
        sentAtMs: null,
        sentBy: 'u1',
        status: 'enviado',
        messageId: '<m>',
        error: null,
        attachment: 'F.pdf',
      },
    ];
    renderView(issued([line(1)]));
    expect(screen.getByRole('button', { name: 'Enviar por e-mail' })).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: 'Envíos por e-mail' })).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Tipo');
    expect(rows[1]).toHaveTextContent('Recordatorio');
    expect(rows[1]).toHaveTextContent('pagos@example.com');
    expect(rows[2]).toHaveTextContent('Factura');
    expect(rows[2]).toHaveTextContent('Fallido');
    expect(rows[2]).toHaveTextContent('El servidor de correo rechazó el mensaje (550).');
    expect(rows[3]).toHaveTextContent('a@example.com, b@example.com');
    expect(rows[3]).toHaveTextContent('Enviado');
  });

  it('offers no sending on a purchase', () => {
    renderView(issued([line(1)], { kind: 'input' }));
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).not.toBeInTheDocument();
  });
});
