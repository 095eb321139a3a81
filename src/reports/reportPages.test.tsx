/**
 * The report screens that changed with the 303 boxes, the 347 exclusions and
 * the books' new columns, rendered over a fake repository (no Firestore).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { figures, group, invoice } from './reportFixtures.test-data';
import type { DateRange, ReportInvoice, ReportKind } from './reportModel';

const data = vi.hoisted(() => ({ invoices: [] as unknown[], dateFields: [] as (string | undefined)[], quarters: [] as string[] }));

vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ corp: { id: 'corp1', name: 'Demo', data: { legalName: 'Demo S.L.', nif: 'B86561412' } } }),
}));
vi.mock('./reportRepository', async () => {
  const { fakeAggregateReads } = await import('./taxAggregatesFake.test-data');
  return {
    reportRepository: {
      ...fakeAggregateReads(() => data.invoices as ReportInvoice[], data),
      countInvoices: async (_c: string, kind: ReportKind, _r: DateRange, dateField?: string) => {
        data.dateFields.push(dateField);
        return (data.invoices as ReportInvoice[]).filter((i) => i.kind === kind).length;
      },
      async streamInvoices(
        _c: string,
        kind: ReportKind,
        range: DateRange,
        o: { onPage: (i: ReportInvoice[], read: number) => void },
        dateField = 'date',
      ) {
        const page = (data.invoices as ReportInvoice[]).filter((i) => {
          const d = dateField === 'taxDate' ? i.taxDate : dateField === 'paidDate' ? i.paidDate : i.date;
          return i.kind === kind && d !== null && d >= range.from && d <= range.to;
        });
        if (page.length) o.onPage(page, page.length);
        return page.length;
      },
    },
  };
});

const { default: VatSummaryPage } = await import('./VatSummaryPage');
const { default: Operations347Page } = await import('./Operations347Page');
const { InvoiceBookPage } = await import('./InvoiceBookPage');

const renderIn = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

beforeEach(() => {
  data.invoices = [];
  data.dateFields = [];
  data.quarters = [];
});

describe('Resumen de IVA (modelo 303)', () => {
  it('takes the quarter by devengo and shows each amount with its box', async () => {
    const user = userEvent.setup();
    data.invoices = [
      // Issued 01/07 for goods delivered 28/06: second quarter (LIVA art. 75).
      invoice({
        id: 'a',
        numberText: 'F-1',
        date: '2026-07-01',
        operationDate: '2026-06-28',
        taxDate: '2026-06-28',
        breakdown: [group(21, 100000, 21000)],
      }),
      // Issued 30/06 for goods delivered 02/07: third quarter, not in this one.
      invoice({
        id: 'b',
        numberText: 'F-2',
        date: '2026-06-30',
        operationDate: '2026-07-02',
        taxDate: '2026-07-02',
        breakdown: [group(21, 50000, 10500)],
      }),
      invoice({ id: 'p', kind: 'input', numberText: 'REG-1', date: '2026-05-10', breakdown: [group(21, 20000, 4200)], investmentGoods: true }),
    ];
    renderIn(<VatSummaryPage />);
    await user.selectOptions(screen.getByLabelText('Trimestre', { exact: true }), '2');
    await user.clear(screen.getByLabelText('Año', { exact: true }));
    await user.type(screen.getByLabelText('Año', { exact: true }), '2026');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    // The quarter's aggregate (kept by devengo) and the year's earlier quarter, never the invoices.
    expect(data.quarters).toEqual(['2026-Q1', '2026-Q2']);
    expect(screen.getByTestId('vat-box-07')).toHaveTextContent('[07]1.000,00 €');
    expect(screen.getByTestId('vat-box-09')).toHaveTextContent('[09]210,00 €');
    expect(screen.getByTestId('vat-box-27')).toHaveTextContent('210,00 €');
    expect(screen.getByTestId('vat-box-30')).toHaveTextContent('[30]200,00 €');
    expect(screen.getByTestId('vat-box-31')).toHaveTextContent('[31]42,00 €');
    expect(screen.getByTestId('vat-box-46')).toHaveTextContent('[46]168,00 €');
    expect(within(screen.getByTestId('vat-accrued')).getByText('Modificación de bases y cuotas (rectificativas)')).toBeInTheDocument();
  });
});

describe('Modelo 347', () => {
  it('leaves out what RGAT art. 33.2 excludes, says how much, and shows cash above 6.000 €', async () => {
    const user = userEvent.setup();
    const alfa = { partyId: 'c-alfa', partyName: 'Alfa S.L.', partyNif: 'B12345674' };
    data.invoices = [
      invoice({
        id: 'a',
        numberText: 'F-1',
        date: '2026-02-01',
        ...alfa,
        paymentMethod: 'efectivo',
        paidDate: '2026-02-01',
        breakdown: [group(21, 500000, 105000)],
      }),
      invoice({ id: 'b', numberText: 'F-2', date: '2026-03-01', ...alfa, irpfRate: 15, irpfCents: 15000, breakdown: [group(21, 100000, 21000)] }),
      invoice({ id: 'c', numberText: 'F-3', date: '2026-04-01', ...alfa, partyCountryCode: 'ES', breakdown: [group(0, 70000, 0, [0, 0], 'E5')] }),
      invoice({
        id: 'r',
        kind: 'input',
        numberText: 'REG-1',
        date: '2026-01-05',
        partyId: 'v',
        partyName: 'Casero',
        partyNif: '12345678Z',
        premisesRental: true,
        breakdown: [group(21, 300000, 63000)],
      }),
      // Issue 28: premises rent paid with IRPF withheld goes in the 180, not here (RGAT art. 33.2.i).
      invoice({
        id: 'r2',
        kind: 'input',
        numberText: 'REG-2',
        date: '2026-02-05',
        partyId: 'v2',
        partyName: 'Otro casero',
        partyNif: '00000000T',
        premisesRental: true,
        irpfRate: 19,
        irpfCents: 19000,
        breakdown: [group(21, 100000, 21000)],
      }),
    ];
    renderIn(<Operations347Page />);
    await user.clear(screen.getByLabelText('Año', { exact: true }));
    await user.type(screen.getByLabelText('Año', { exact: true }), '2026');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    const client = within(screen.getByTestId('m347-clients')).getByTestId('m347-row');
    expect(client).toHaveTextContent('6.050,00 €'); // only F-1: F-2 withholds IRPF, F-3 is an intra-EU supply
    expect(within(client).getByTestId('m347-cash')).toHaveTextContent('6.050,00 €');
    const landlord = within(screen.getByTestId('m347-vendors')).getByTestId('m347-row');
    expect(landlord).toHaveTextContent('Arrendamiento local de negocio');
    expect(landlord).toHaveTextContent('3.630,00 €');
    // F-2 (1.000,00 + 210,00) and the rent withheld on (1.000,00 + 210,00).
    expect(screen.getByTestId('m347-excluded-withholding')).toHaveTextContent('2.420,00 €');
    expect(screen.getByTestId('m347-excluded-intraEu')).toHaveTextContent('700,00 €');
  });
});

describe('Modelo 347: cash received in a later year (issue 28, finding 7)', () => {
  // RGAT art. 35.5: a 2025 sale of 5.000,00 + 1.050,00 = 6.050,00 paid in cash on 10/01/2026 is
  // reported in 2026's 347 as cash of a record with no operations and the year 2025.
  it('reports it in the year the cash came in, with the year of the sale', async () => {
    const user = userEvent.setup();
    data.invoices = [
      invoice({
        id: 'old',
        numberText: 'F-2025-000090',
        date: '2025-12-15',
        partyId: 'c-beta',
        partyName: 'Beta S.A.',
        partyNif: 'A58818501',
        paymentMethod: 'efectivo',
        paidDate: '2026-01-10',
        breakdown: [group(21, 500000, 105000)],
      }),
    ];
    renderIn(<Operations347Page />);
    await user.clear(screen.getByLabelText('Año', { exact: true }));
    await user.type(screen.getByLabelText('Año', { exact: true }), '2026');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    const client = within(screen.getByTestId('m347-clients')).getByTestId('m347-row');
    expect(client).toHaveTextContent('Beta S.A.');
    expect(within(client).getByTestId('m347-cash')).toHaveTextContent('6.050,00 €');
    // The year's quarters by devengo (the aggregates), the cash by payment date.
    expect(data.quarters).toEqual(['2026-Q1', '2026-Q2', '2026-Q3', '2026-Q4']);
  });
});

describe('Libro registro de facturas expedidas', () => {
  it('shows the operation date when it differs, the total before the withholding, and the rectificativa’s type and kind', async () => {
    const user = userEvent.setup();
    data.invoices = [
      invoice({
        id: 'a',
        numberText: 'F-1',
        date: '2026-07-01',
        operationDate: '2026-06-28',
        irpfRate: 15,
        irpfCents: 15000,
        breakdown: [group(21, 100000, 21000)],
      }),
      invoice({
        id: 's',
        numberText: 'R-1',
        date: '2026-07-02',
        rectificativa: true,
        rectificationCode: 'R1',
        rectificationMode: 'substitution',
        rectifiesNumber: 'F-1',
        breakdown: [group(21, 80000, 16800)],
        irpfRate: 15,
        irpfCents: 12000,
        replaced: figures('F-1', [group(21, 100000, 21000)], 15000),
      }),
    ];
    renderIn(<InvoiceBookPage kind="output" />);
    await user.clear(screen.getByLabelText('Desde'));
    await user.type(screen.getByLabelText('Desde'), '2026-07-01');
    await user.clear(screen.getByLabelText('Hasta'));
    await user.type(screen.getByLabelText('Hasta'), '2026-09-30');
    await user.click(screen.getByRole('button', { name: 'Generar' }));
    await screen.findByTestId('report-result');
    const headers = within(screen.getByTestId('book-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers.indexOf('Fecha operación')).toBe(2);
    expect(headers.indexOf('Total factura')).toBeLessThan(headers.indexOf('Retención IRPF'));
    const rows = screen.getAllByTestId('book-row');
    expect(within(rows[0]!).getByTestId('book-operation-date')).toHaveTextContent('28/06/2026');
    expect(rows[0]).toHaveTextContent('1.000,00 €21 %210,00 €0,00 €1.210,00 €150,00 €');
    expect(within(rows[1]!).getByTestId('book-rect-kind')).toHaveTextContent('R1 · por sustitución (S)');
    // 1.210,00 + (968,00 − 1.210,00) = 968,00; IRPF 150,00 + (120,00 − 150,00) = 120,00.
    expect(screen.getByTestId('book-total-total')).toHaveTextContent('968,00 €');
    expect(screen.getByTestId('book-total-irpf')).toHaveTextContent('120,00 €');
  });
});
