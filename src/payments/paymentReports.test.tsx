/**
 * The payment reports rendered over fake repositories (no Firestore): what each reads, what it
 * shows, and the statement's PDF.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Due } from '../domain/payments/dues';
import { due, paymentDoc } from '../domain/payments/paymentFixtures.test-data';
import type { StatementInvoice } from '../domain/payments/statement';

const data = vi.hoisted(() => ({
  dues: [] as unknown[],
  invoices: [] as unknown[],
  payments: [] as unknown[],
  calls: [] as string[],
  pdf: vi.fn(),
  command: vi.fn(),
}));

vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ corpId: 'corp1', corp: { id: 'corp1', name: 'Demo', data: { legalName: 'Demo S.L.', nif: 'B86561412' } } }),
}));
vi.mock('./dueRepository', () => ({
  dueRepository: {
    countOpen: async (_c: string, kind: string) => (data.dues as Due[]).filter((d) => d.kind === kind).length,
    async streamOpen(_c: string, kind: string, o: { onPage: (p: Due[], read: number) => void }) {
      data.calls.push(`dues:${kind}`);
      const page = (data.dues as Due[]).filter((d) => d.kind === kind);
      if (page.length) o.onPage(page, page.length);
      return page.length;
    },
  },
}));
vi.mock('./statementRepository', () => ({
  statementRepository: {
    async streamInvoices(_c: string, kind: string, partyId: string, to: string, o: { onPage: (p: unknown[], read: number) => void }) {
      data.calls.push(`invoices:${kind}:${partyId}:${to}`);
      if (data.invoices.length) o.onPage(data.invoices, data.invoices.length);
      return data.invoices.length;
    },
  },
}));
vi.mock('./paymentListRepository', () => ({
  paymentListRepository: {
    async streamOfParty(_c: string, kind: string, partyId: string, to: string, o: { onPage: (p: unknown[], read: number) => void }) {
      data.calls.push(`payments:${kind}:${partyId}:${to}`);
      if (data.payments.length) o.onPage(data.payments, data.payments.length);
      return data.payments.length;
    },
  },
}));
vi.mock('../stock/lookupRepository', () => ({
  lookupRepository: { searchParties: async () => [{ id: 'c1', name: 'Alfa S.L.', nif: 'B12345674', inUse: true, active: true }] },
}));
vi.mock('../reports/pdf/downloadStatementPdf', () => ({ downloadStatementPdf: data.pdf }));
vi.mock('../clients/clientRepository', () => ({
  clientRepository: { get: async (_c: string, id: string) => ({ id, email: id === 'c1' ? 'pagos@alfa.example' : '' }) },
}));
vi.mock('../data/commands', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../data/commands')>()),
  callCommand: data.command,
}));
const { CommandFailure } = await import('../data/commands');

const { default: AgingReportPage } = await import('./AgingReportPage');
const { default: CashForecastPage } = await import('./CashForecastPage');
const { default: AccountStatementPage } = await import('./AccountStatementPage');

const renderIn = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

beforeEach(() => {
  data.dues = [];
  data.invoices = [];
  data.payments = [];
  data.calls = [];
  data.pdf.mockReset().mockResolvedValue(undefined);
  data.command.mockReset();
});

describe('Antigüedad de saldos', () => {
  it('reads the open dues of clients only and shows one row per client with the five columns and the totals', async () => {
    const user = userEvent.setup();
    data.dues = [
      due({ partyId: 'c1', partyName: 'Alfa S.L.', partyNif: 'B12345674', dueDate: '2999-01-01', amountCents: 10000 }),
      due({ partyId: 'c1', partyName: 'Alfa S.L.', n: 2, dueDate: '2000-01-01', amountCents: 5000 }),
      due({ kind: 'input', partyId: 'v1', partyName: 'Proveedor', dueDate: '2000-01-01', amountCents: 99900 }),
    ];
    renderIn(<AgingReportPage />);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    expect(data.calls).toEqual(['dues:output']);
    const rows = screen.getAllByTestId('aging-row');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Alfa S.L.');
    expect(rows[0]).toHaveTextContent('B12345674');
    expect(screen.getByTestId('aging-total-notDueCents')).toHaveTextContent('100,00 €');
    expect(screen.getByTestId('aging-total-over90Cents')).toHaveTextContent('50,00 €');
    expect(screen.getByTestId('aging-total')).toHaveTextContent('150,00 €');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  });

  it('reads the vendors’ dues when asked', async () => {
    const user = userEvent.setup();
    data.dues = [due({ kind: 'input', partyId: 'v1', partyName: 'Proveedor', dueDate: '2000-01-01', amountCents: 99900 })];
    renderIn(<AgingReportPage />);
    await user.selectOptions(screen.getByLabelText('De'), 'input');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    expect(data.calls).toEqual(['dues:input']);
    expect(screen.getByTestId('aging-total')).toHaveTextContent('999,00 €');
  });
});

describe('Antigüedad de saldos: «Enviar recordatorio» (issue 33)', () => {
  const overdueAndNot = () => [
    due({ partyId: 'c1', partyName: 'Alfa S.L.', dueDate: '2000-01-01', amountCents: 5000 }),
    due({ partyId: 'c1', partyName: 'Alfa S.L.', n: 2, dueDate: '2000-02-01', amountCents: 1234 }),
    due({ partyId: 'c2', partyName: 'Beta S.L.', dueDate: '2999-01-01', amountCents: 10000 }),
  ];
  const generate = async (user: ReturnType<typeof userEvent.setup>) => {
    renderIn(<AgingReportPage />);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
  };

  it('is offered only to a client with something overdue; sends to the client’s e-mail and says so', async () => {
    const user = userEvent.setup();
    data.dues = overdueAndNot();
    data.command.mockResolvedValue({ messageId: '<m>', invoiceIds: ['inv1'], itemCount: 2, totalCents: 6234 });
    await generate(user);
    expect(screen.getAllByRole('button', { name: /^Enviar recordatorio/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio a Alfa S.L.' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recordatorio de vencimientos a Alfa S.L.' });
    expect(dialog).toHaveTextContent('62,34 €');
    expect(within(dialog).getByLabelText('Para')).toHaveValue('pagos@alfa.example');
    await user.type(within(dialog).getByLabelText('Mensaje (opcional)'), 'Hola, Marta.');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(data.command).toHaveBeenCalledWith('sendDueReminder', {
      corpId: 'corp1',
      partyId: 'c1',
      to: ['pagos@alfa.example'],
      message: 'Hola, Marta.',
    });
    expect(await screen.findByTestId('aging-notice')).toHaveTextContent('Recordatorio enviado a Alfa S.L. (pagos@alfa.example): 2 vencimientos.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the recipients in Spanish before sending, and says a refusal in Spanish', async () => {
    const user = userEvent.setup();
    data.dues = overdueAndNot();
    data.command.mockRejectedValue(new CommandFailure('nothingOverdue'));
    await generate(user);
    await user.click(screen.getByRole('button', { name: 'Enviar recordatorio a Alfa S.L.' }));
    const dialog = await screen.findByRole('dialog');
    const to = within(dialog).getByLabelText('Para');
    await user.clear(to);
    await user.type(to, 'pagos@alfa');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(
      await within(dialog).findByText('«pagos@alfa» no es una dirección de e-mail válida (por ejemplo: cliente@empresa.es).'),
    ).toBeInTheDocument();
    await user.clear(to);
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByText('Escriba al menos una dirección de e-mail.')).toBeInTheDocument();
    expect(data.command).not.toHaveBeenCalled();
    await user.type(to, 'a@example.com, b@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
    expect(await within(dialog).findByTestId('due-reminder-error')).toHaveTextContent('no tiene hoy nada vencido');
    expect(data.command).toHaveBeenCalledWith('sendDueReminder', expect.objectContaining({ to: ['a@example.com', 'b@example.com'], message: '' }));
  });

  it('offers nothing for vendors', async () => {
    const user = userEvent.setup();
    data.dues = [due({ kind: 'input', partyId: 'v1', partyName: 'Proveedor', dueDate: '2000-01-01', amountCents: 99900 })];
    renderIn(<AgingReportPage />);
    await user.selectOptions(screen.getByLabelText('De'), 'input');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    expect(screen.queryByRole('button', { name: /^Enviar recordatorio/ })).not.toBeInTheDocument();
  });
});

describe('Previsión de tesorería', () => {
  it('reads the open dues of both kinds and shows 13 weeks from the opening balance', async () => {
    const user = userEvent.setup();
    data.dues = [due({ dueDate: '2000-01-01', amountCents: 10000 }), due({ kind: 'input', dueDate: '2000-01-01', amountCents: 2500 })];
    renderIn(<CashForecastPage />);
    await user.type(screen.getByLabelText('Saldo inicial (€)'), '1.000,00');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    expect(data.calls).toEqual(['dues:output', 'dues:input']);
    expect(screen.getAllByTestId('forecast-week')).toHaveLength(13);
    expect(screen.getByTestId('forecast-overdue')).toHaveTextContent('100,00 €');
    expect(screen.getByTestId('forecast-overdue')).toHaveTextContent('25,00 €');
    expect(screen.getByTestId('forecast-closing')).toHaveTextContent('1.075,00 €');
  });

  it('refuses a number of weeks out of range without reading', async () => {
    const user = userEvent.setup();
    renderIn(<CashForecastPage />);
    await user.clear(screen.getByLabelText('Semanas'));
    await user.type(screen.getByLabelText('Semanas'), '200');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByText('Indica un número de semanas entre 1 y 104.')).toBeInTheDocument();
    expect(data.calls).toEqual([]);
  });
});

describe('Extracto de cuenta', () => {
  const invoice = (id: string, issueDate: string, amountCents: number): StatementInvoice => ({
    id,
    kind: 'output',
    number: `F-${id}`,
    issueDate,
    amountCents,
    state: 'emitida',
    simplified: false,
    paidOutside: null,
  });

  it('asks for a party first', async () => {
    const user = userEvent.setup();
    renderIn(<AccountStatementPage />);
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    expect(screen.getByTestId('statement-problem')).toHaveTextContent('Elige el cliente o proveedor.');
    expect(data.calls).toEqual([]);
  });

  it('reads the client’s invoices and cobros up to the end of the period, shows the balances and downloads the PDF', async () => {
    const user = userEvent.setup();
    data.invoices = [invoice('1', '2026-01-15', 10000), invoice('2', '2026-03-02', 24200)];
    data.payments = [paymentDoc('p1', { date: '2026-03-20', amountCents: 5000, reference: 'TRF 9' })];
    renderIn(<AccountStatementPage />);
    await user.type(screen.getByLabelText('Cliente'), 'alf');
    await user.click(await screen.findByRole('option', { name: /Alfa S.L./ }));
    expect(screen.getByTestId('statement-party')).toHaveTextContent('Alfa S.L. · B12345674');
    await user.clear(screen.getByLabelText('Desde'));
    await user.type(screen.getByLabelText('Desde'), '2026-03-01');
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-03-31');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    expect(data.calls).toEqual(['invoices:output:c1:2026-03-31', 'payments:cobro:c1:2026-03-31']);
    expect(screen.getByTestId('statement-opening')).toHaveTextContent('100,00 €');
    const lines = screen.getAllByTestId('statement-line');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('Factura');
    expect(within(lines[0]!).getByRole('link', { name: 'F-2' })).toHaveAttribute('href', '/invoices/details?invoiceId=2');
    expect(lines[1]).toHaveTextContent('Cobro');
    expect(lines[1]).toHaveTextContent('292,00 €');
    expect(screen.getByTestId('statement-closing')).toHaveTextContent('292,00 €');
    await user.click(screen.getByRole('button', { name: 'Descargar PDF' }));
    expect(data.pdf).toHaveBeenCalledWith(
      expect.objectContaining({
        company: { name: 'Demo S.L.', nif: 'B86561412' },
        side: 'client',
        party: { name: 'Alfa S.L.', nif: 'B12345674' },
        statement: expect.objectContaining({ from: '2026-03-01', to: '2026-03-31', openingCents: 10000, closingCents: 29200 }),
      }),
    );
  });
});

describe('Informes', () => {
  it('links the three payment reports', async () => {
    const { default: ReportsIndexPage } = await import('../reports/ReportsIndexPage');
    renderIn(<ReportsIndexPage />);
    expect(screen.getByRole('link', { name: 'Antigüedad de saldos' })).toHaveAttribute('href', '/reports/aging');
    expect(screen.getByRole('link', { name: 'Previsión de tesorería' })).toHaveAttribute('href', '/reports/cash-forecast');
    expect(screen.getByRole('link', { name: 'Extracto de cuenta' })).toHaveAttribute('href', '/reports/statement');
  });
});
