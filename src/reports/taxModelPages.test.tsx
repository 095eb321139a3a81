/**
 * The complete 303 under the VAT summary, the 349 and the 390 screens, rendered over a fake
 * repository (no Firestore). Figures worked out by hand in each test.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { group, invoice } from './reportFixtures.test-data';
import type { DateRange, ReportInvoice, ReportKind } from './reportModel';

const data = vi.hoisted(() => ({ invoices: [] as unknown[], quarters: [] as string[] }));

vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ corp: { id: 'corp1', name: 'Demo', data: { legalName: 'Demo S.L.', nif: 'B86561412' } } }),
}));
vi.mock('./reportRepository', async () => {
  const { fakeAggregateReads } = await import('./taxAggregatesFake.test-data');
  return {
    reportRepository: {
      ...fakeAggregateReads(() => data.invoices as ReportInvoice[], data),
      countInvoices: async (_c: string, kind: ReportKind) => (data.invoices as ReportInvoice[]).filter((i) => i.kind === kind).length,
      async streamInvoices(
        _c: string,
        kind: ReportKind,
        range: DateRange,
        o: { onPage: (i: ReportInvoice[], read: number) => void },
        dateField = 'date',
      ) {
        const page = (data.invoices as ReportInvoice[]).filter((i) => {
          const d = dateField === 'taxDate' ? i.taxDate : i.date;
          return i.kind === kind && d >= range.from && d <= range.to;
        });
        if (page.length) o.onPage(page, page.length);
        return page.length;
      },
    },
  };
});

const { default: VatSummaryPage } = await import('./VatSummaryPage');
const { default: Model349Page } = await import('./Model349Page');
const { default: Model390Page } = await import('./Model390Page');

const renderIn = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

async function generate(user: ReturnType<typeof userEvent.setup>, year: string, quarter?: string) {
  if (quarter) await user.selectOptions(screen.getByLabelText('Trimestre', { exact: true }), quarter);
  await user.clear(screen.getByLabelText('Año', { exact: true }));
  await user.type(screen.getByLabelText('Año', { exact: true }), year);
  await user.click(screen.getByRole('button', { name: 'Generar' }));
  await screen.findByTestId('report-result');
}

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');

beforeEach(() => {
  data.invoices = [];
});

describe('Modelo 303 completo', () => {
  it('suggests [110] from the earlier quarter and settles [78] and [71] with it (LIVA art. 99.Cinco)', async () => {
    const user = userEvent.setup();
    data.invoices = [
      // Q1: purchase 1.000,00 € + 210,00 € → [46] −210,00 €, a compensar.
      invoice({ id: 'p', kind: 'input', numberText: 'REG-1', date: '2026-02-10', breakdown: [group(21, 100000, 21000)] }),
      // Q2: sale 2.000,00 € + 420,00 € → [46] 420,00 €.
      invoice({ id: 's', numberText: 'F-1', date: '2026-05-10', breakdown: [group(21, 200000, 42000)] }),
    ];
    renderIn(<VatSummaryPage />);
    await generate(user, '2026', '2');
    expect(text('m303-box-46')).toBe('420,00 €');
    // Nothing entered: [71] = 420,00 €
    expect(text('m303-result')).toBe('A ingresar: 420,00 €');
    expect(screen.getByText(/calculados en Almacena/).textContent).toContain('210,00');
    await user.click(screen.getByRole('button', { name: 'Usar este importe' }));
    // [110] 210,00 → [78] 210,00, [87] 0, [71] = 420,00 − 210,00 = 210,00 €
    expect(text('m303-box-110')).toBe('210,00 €');
    expect(text('m303-box-78')).toBe('210,00 €');
    expect(text('m303-box-87')).toBe('0,00 €');
    expect(text('m303-result')).toBe('A ingresar: 210,00 €');
  });

  it('refuses a negative pending amount at the field, in Spanish', async () => {
    const user = userEvent.setup();
    data.invoices = [invoice({ id: 's', numberText: 'F-1', date: '2026-02-10', breakdown: [group(21, 10000, 2100)] })];
    renderIn(<VatSummaryPage />);
    await generate(user, '2026', '1');
    const field = screen.getByLabelText('Cuotas a compensar de periodos anteriores [110]');
    await user.clear(field);
    await user.type(field, '-5');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Escribe un importe en euros, cero o positivo, con dos decimales como máximo.')).toBeVisible();
    expect(screen.queryByTestId('m303-result')).toBeNull();
  });
});

describe('Modelo 349', () => {
  it('lists the quarter per operator and key, and a credit note on a Q1 supply as a Q1 rectification', async () => {
    const user = userEvent.setup();
    data.invoices = [
      // Q1: E5 supply to France, 500,00 €.
      invoice({
        id: 'a',
        numberText: 'F-1',
        date: '2026-02-10',
        partyCountryCode: 'FR',
        partyNif: 'FR40303265045',
        partyName: 'Client FR',
        breakdown: [group(0, 50000, 0, [0, 0], 'E5')],
      }),
      // Q2: services to a German business 300,00 € (S) and a credit note of −100,00 € on F-1.
      invoice({
        id: 'b',
        numberText: 'F-2',
        date: '2026-04-10',
        partyCountryCode: 'DE',
        partyNif: 'DE811907980',
        partyName: 'Kunde DE',
        breakdown: [group(0, 30000, 0, [0, 0], 'N2')],
      }),
      invoice({
        id: 'c',
        numberText: 'R-1',
        date: '2026-05-10',
        rectificativa: true,
        rectifiesNumber: 'F-1',
        partyCountryCode: 'FR',
        partyNif: 'FR40303265045',
        partyName: 'Client FR',
        breakdown: [group(0, -10000, 0, [0, 0], 'E5')],
      }),
    ];
    renderIn(<Model349Page />);
    await generate(user, '2026', '2');
    const ops = within(screen.getByTestId('m349-operations'));
    expect(ops.getByText('DE811907980')).toBeVisible();
    expect(text('m349-total')).toBe('300,00 €');
    const rect = within(screen.getByTestId('m349-rectifications'));
    // Declared in 1T: 500,00 €; corrected: 400,00 € (RIVA art. 81)
    const row = rect.getByText('FR40303265045').closest('tr') as HTMLElement;
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('1T 2026');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('400,00 €');
    expect(row.textContent?.replace(/\s/g, ' ')).toContain('500,00 €');
  });
});

describe('Modelo 390', () => {
  it('sums the four quarters and settles the year (LIVA art. 99; Orden HAC/27/2026)', async () => {
    const user = userEvent.setup();
    data.invoices = [
      // One sale of 100,00 € + 21,00 € in each quarter, and a purchase of 50,00 € + 10,50 € in Q3.
      ...['02', '05', '08', '11'].map((m, i) =>
        invoice({ id: `s${i}`, numberText: `F-${i}`, date: `2026-${m}-10`, breakdown: [group(21, 10000, 2100)] }),
      ),
      invoice({ id: 'p', kind: 'input', numberText: 'REG-1', date: '2026-08-20', breakdown: [group(21, 5000, 1050)] }),
    ];
    renderIn(<Model390Page />);
    await generate(user, '2026');
    // [05]/[06]: 400,00 € / 84,00 €; [605]/[606]: 50,00 € / 10,50 €; [65] = 84,00 − 10,50 = 73,50 €
    expect(text('m390-box-05')).toBe('400,00 €');
    expect(text('m390-box-06')).toBe('84,00 €');
    expect(text('m390-box-606')).toBe('10,50 €');
    expect(text('m390-box-65')).toBe('73,50 €');
    // Each quarter 21,00 €, Q3 21,00 − 10,50 = 10,50 €: [95] = 73,50 €; volume [99] = [108] = 400,00 €
    expect(text('m390-box-95')).toBe('73,50 €');
    expect(text('m390-box-108')).toBe('400,00 €');
  });
});

describe('Modelo 303 completo, periods without a design', () => {
  it('says in Spanish that there is no design before 2023 instead of failing', async () => {
    const user = userEvent.setup();
    data.invoices = [invoice({ id: 's', numberText: 'F-1', date: '2022-02-10', breakdown: [group(21, 10000, 2100)] })];
    renderIn(<VatSummaryPage />);
    await generate(user, '2022', '1');
    expect(screen.getByRole('alert')).toHaveTextContent('Almacena solo tiene los diseños del 303 desde 2023.');
    expect(screen.queryByTestId('m303-result')).toBeNull();
  });
  it('names a VAT rate the period’s design has no line for (2 % in 2023)', async () => {
    const user = userEvent.setup();
    data.invoices = [invoice({ id: 's', numberText: 'F-1', date: '2023-02-10', breakdown: [group(2, 10000, 200)] })];
    renderIn(<VatSummaryPage />);
    await generate(user, '2023', '1');
    expect(screen.getByRole('alert')).toHaveTextContent('(2 %)');
  });
});
