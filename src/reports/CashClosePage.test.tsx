/** The cierre de caja screen over a fake repository (no Firestore): its day, its one bounded read, what it adds and what it leaves apart. */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '../domain/invoices/invoiceModel';
import { ticket, ticketLine } from '../invoices/pdf/testInvoice';

const repo = vi.hoisted(() => ({ simplifiedInvoicesOfDay: vi.fn() }));
vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ corp: { id: 'corp1', name: 'Demo', data: { legalName: 'Demo S.L.', nif: 'B86561412' } } }),
}));
vi.mock('./reportRepository', () => ({ reportRepository: repo }));

const { default: CashClosePage } = await import('./CashClosePage');

const cash = (numberText: string, extra: Partial<Invoice> = {}) => ticket([ticketLine(1)], { numberText, ...extra });
const card = (numberText: string) =>
  cash(numberText, { counterPayment: { method: 'tarjeta', tenderedCents: 1210, changeCents: 0 }, paymentMethod: 'tarjeta' });

async function generate() {
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <CashClosePage />
    </MemoryRouter>,
  );
  await user.click(screen.getByRole('button', { name: 'Generar' }));
  return { user, result: await screen.findByTestId('report-result') };
}

beforeEach(() => {
  repo.simplifiedInvoicesOfDay.mockReset();
  // 23:30 UTC on 5 March is already 6 March in Madrid.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T23:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('Cierre de caja', () => {
  it('reads today’s tickets in Madrid once, at most 1.000, and adds the issued ones by payment method', async () => {
    repo.simplifiedInvoicesOfDay.mockResolvedValue([
      cash('T-2026-000001'),
      cash('T-2026-000002'),
      card('T-2026-000003'),
      cash('R-2026-000001', { type: 'rectificativa', lines: [], totalCents: -605 }),
      cash('T-2026-000004', { state: 'anulada', status: 'anulada', totalCents: 9999 }),
    ]);
    const { result } = await generate();
    expect(screen.getByLabelText('Día')).toHaveValue('2026-03-06');
    expect(repo.simplifiedInvoicesOfDay).toHaveBeenCalledTimes(1);
    expect(repo.simplifiedInvoicesOfDay).toHaveBeenCalledWith('corp1', '2026-03-06', 1000);

    const cashRow = within(result).getByTestId('cash-close-efectivo');
    // Two sales of 12,10 € and a return of 6,05 €: 18,15 € in the drawer.
    expect(cashRow).toHaveTextContent(/Efectivo\s*2\s*24,20\s€\s*1\s*-6,05\s€\s*18,15\s€/);
    expect(within(result).getByTestId('cash-close-tarjeta')).toHaveTextContent(/Tarjeta\s*1\s*12,10\s€\s*0\s*0,00\s€\s*12,10\s€/);
    expect(within(result).getByTestId('cash-close-bizum')).toHaveTextContent(/Bizum\s*0\s*0,00\s€/);
    expect(within(result).getByTestId('cash-close-total')).toHaveTextContent('30,25 €');
    expect(within(result).getByTestId('cash-expected')).toHaveTextContent('Efectivo neto de los tickets del día: 18,15 €');
    // The drawer's expected cash (float, invoices in cash, cash in/out) is the Z report's, not this fold's (issue 29).
    expect(screen.getByTestId('cash-till-note')).toHaveTextContent('Cierres de caja');
    expect(within(result).getByTestId('cash-close-annulled')).toHaveTextContent('1 ticket anulado (99,99 €), que no suman: T-2026-000004.');
    expect(within(result).getByText(/Los tickets anulados se muestran aparte y no suman/)).toBeInTheDocument();
    expect(within(result).queryByTestId('cash-close-limit')).toBeNull();
    expect(screen.getByRole('table')).toHaveAccessibleName('Cierre de caja del 06/03/2026');
  });

  it('asks for the day picked and says when the limit was reached', async () => {
    repo.simplifiedInvoicesOfDay.mockResolvedValue(Array.from({ length: 1000 }, (_, i) => cash(`T-2026-${i}`)));
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CashClosePage />
      </MemoryRouter>,
    );
    const day = screen.getByLabelText('Día');
    await user.clear(day);
    await user.type(day, '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    const result = await screen.findByTestId('report-result');
    expect(repo.simplifiedInvoicesOfDay).toHaveBeenCalledWith('corp1', '2026-02-28', 1000);
    expect(within(result).getByTestId('cash-close-limit')).toHaveTextContent('Se han leído 1.000 tickets, el máximo por día');
    expect(within(result).getByTestId('cash-close-total')).toHaveTextContent('12.100,00 €');
  });

  it('says there were no tickets on a day without any', async () => {
    repo.simplifiedInvoicesOfDay.mockResolvedValue([]);
    const { result } = await generate();
    expect(within(result).getByText('No hay tickets emitidos este día.')).toBeInTheDocument();
    expect(within(result).getByTestId('cash-expected')).toHaveTextContent('0,00 €');
  });
});
