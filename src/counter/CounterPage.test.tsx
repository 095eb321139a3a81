import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { InvoiceError } from '../invoices/invoiceErrors';
import type { PartyFacts } from '../invoices/partyFacts';
import CounterPage from './CounterPage';
import type { CounterProduct } from './counterModel';

const SCREW: CounterProduct = { id: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', salePriceCents: 90, vatRate: 21, active: true, stocked: true };
const CABLE: CounterProduct = {
  id: 'p2',
  code: 'CAB-25',
  name: 'Cable 2,5 mm',
  unit: 'm',
  salePriceCents: 62,
  vatRate: 21,
  active: true,
  stocked: true,
};
const OLD: CounterProduct = {
  id: 'p3',
  code: 'OLD',
  name: 'Descatalogado',
  unit: 'ud',
  salePriceCents: 10,
  vatRate: 21,
  active: false,
  stocked: true,
};
const SAFE: CounterProduct = {
  id: 'p4',
  code: 'CAJA',
  name: 'Caja fuerte',
  unit: 'ud',
  salePriceCents: 35_000,
  vatRate: 21,
  active: true,
  stocked: true,
};
const CABLE_EAN = '8400000012348';

const party = (over: Partial<PartyFacts['snapshot']>): PartyFacts => ({
  id: 'c1',
  snapshot: {
    name: 'Obras Sur S.L.',
    idType: '',
    nif: 'B86561412',
    address: 'Calle Mayor 1',
    postalCode: '28001',
    city: 'Madrid',
    province: 'Madrid',
    countryCode: 'ES',
    country: 'España',
    ...over,
  },
  paymentTermsDays: 0,
  recargoEquivalencia: false,
  irpfRate: 0,
});

const mocks = vi.hoisted(() => ({
  corpData: {} as Record<string, unknown>,
  productByScan: vi.fn(),
  searchProducts: vi.fn(),
  searchClients: vi.fn(),
  client: vi.fn(),
  inStock: vi.fn(),
  sellAtCounter: vi.fn(),
  getInvoice: vi.fn(),
  downloadReceiptPdf: vi.fn(),
  ticketSettings: vi.fn(),
  pricingContext: vi.fn(),
  pricingEntries: vi.fn(),
}));

vi.mock('../auth/session', () => ({
  useCompanyActor: () => ({ corpId: 'corp1', uid: 'u1', role: 'user', corp: { id: 'corp1', name: 'Tienda', data: mocks.corpData } }),
}));
vi.mock('./counterRepository', () => ({
  counterRepository: {
    productByScan: mocks.productByScan,
    searchProducts: mocks.searchProducts,
    searchClients: mocks.searchClients,
    client: mocks.client,
    inStock: mocks.inStock,
  },
}));
vi.mock('./counterWriter', () => ({ sellAtCounter: mocks.sellAtCounter }));
// The printing warm-up (issue 32) loads the PDF engine in the browser; its own test is warmPrinting.test.ts.
vi.mock('./printing/warmPrinting', () => ({ useWarmPrinting: () => undefined }));
vi.mock('../pricing/pricingRepository', () => ({ pricingRepository: { context: mocks.pricingContext, entries: mocks.pricingEntries } }));
// The caja panel (issue 29) has its own tests (src/till/TillPanel.test.tsx): here no till is open.
vi.mock('../till/tillRepository', () => ({
  tillRepository: {
    watchMine: (_c: string, _u: string, next: (s: null) => void) => {
      next(null);
      return () => undefined;
    },
    list: async () => [],
  },
  tillCommands: {},
}));
vi.mock('../invoices/invoiceRepository', () => ({ invoiceRepository: { get: mocks.getInvoice } }));
vi.mock('../invoices/pdf/receiptPdf', () => ({ downloadReceiptPdf: mocks.downloadReceiptPdf }));
vi.mock('../corps/ticketSettingsRepository', () => ({ ticketSettingsRepository: { get: mocks.ticketSettings } }));

beforeEach(() => {
  vi.clearAllMocks();
  mocks.corpData = {};
  const all = [SCREW, CABLE, OLD, SAFE];
  mocks.productByScan.mockImplementation(
    async (_c: string, key: string, as: { asCode: boolean; asBarcode: boolean }) =>
      (as.asBarcode && key === CABLE_EAN ? CABLE : null) ?? (as.asCode ? all.find((p) => p.code === key) : null) ?? null,
  );
  mocks.searchProducts.mockResolvedValue([CABLE]);
  mocks.searchClients.mockResolvedValue([{ id: 'c1', name: 'Obras Sur S.L.', nif: 'B86561412', inUse: true, active: true }]);
  mocks.client.mockResolvedValue(party({}));
  mocks.inStock.mockResolvedValue(1000);
  // No tarifas unless a test sets them (issue 31).
  mocks.pricingContext.mockResolvedValue({
    ids: { clientId: null, clientListId: null, defaultListId: null },
    lists: { clientList: null, defaultList: null },
  });
  mocks.pricingEntries.mockResolvedValue({ special: null, clientList: null, defaultList: null });
});

function renderPage() {
  render(
    <MemoryRouter>
      <CounterPage />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), code: screen.getByRole('textbox', { name: 'Código o código de barras' }) };
}

const quantityOf = (name: string) => screen.getByRole('textbox', { name: `Cantidad de ${name}` });
const charge = () => screen.getByTestId('counter-charge');
const total = () => screen.getByTestId('counter-total');

describe('CounterPage', () => {
  it('starts in the code field; a scan adds a line and scanning it again adds one more, reading it once', async () => {
    const { user, code } = renderPage();
    expect(code).toHaveFocus();
    await user.keyboard('T8{Enter}');
    expect(await screen.findByTestId('counter-line')).toHaveTextContent('Tornillo M8');
    expect(quantityOf('Tornillo M8')).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: 'Precio con IVA de Tornillo M8' })).toHaveValue('1,09');
    await user.keyboard('t8{Enter}');
    await waitFor(() => expect(quantityOf('Tornillo M8')).toHaveValue('2'));
    expect(screen.getAllByTestId('counter-line')).toHaveLength(1);
    expect(screen.getByTestId('counter-line-amount')).toHaveTextContent('2,18');
    expect(total()).toHaveTextContent('2,18');
    expect(mocks.productByScan).toHaveBeenCalledTimes(1);
    expect(code).toHaveFocus();
    expect(code).toHaveValue('');
  });

  it('takes a quantity before «*» and a barcode, and shows the breakdown of the IVA included', async () => {
    const { user } = renderPage();
    await user.keyboard(`3*T8{Enter}${CABLE_EAN}{Enter}`);
    await waitFor(() => expect(screen.getAllByTestId('counter-line')).toHaveLength(2));
    expect(quantityOf('Tornillo M8')).toHaveValue('3');
    expect(quantityOf('Cable 2,5 mm')).toHaveValue('1');
    // 3 × 1,09 + 0,75 = 4,02; base round(4,02 / 1,21) = 3,32, cuota 0,70.
    expect(total()).toHaveTextContent('4,02');
    expect(screen.getByTestId('counter-breakdown-row')).toHaveTextContent(/IVA 21\s%\s*3,32\s€\s*0,70\s€/);
    expect(mocks.productByScan).toHaveBeenCalledWith('corp1', CABLE_EAN, { asCode: true, asBarcode: true });
  });

  it('prices a line by the default tarifa, follows its quantity break, and leaves the price to the server (issue 31)', async () => {
    // Tienda, IVA included: from 1 ud 1,00 €, from 10 ud 0,95 € (the product alone: 0,90 € + 21 % = 1,09 €).
    const tienda = { id: 'tienda', name: 'Tienda', kind: 'general', vatIncluded: true, validFrom: null, validTo: null };
    mocks.pricingContext.mockResolvedValue({
      ids: { clientId: null, clientListId: null, defaultListId: 'tienda' },
      lists: { clientList: null, defaultList: tienda },
    });
    mocks.pricingEntries.mockResolvedValue({
      special: null,
      clientList: null,
      defaultList: {
        categoryId: 'p1',
        code: 'T8',
        name: 'Tornillo M8',
        breaks: [
          { from: 1, priceCents: 100 },
          { from: 10, priceCents: 95 },
        ],
      },
    });
    mocks.sellAtCounter.mockResolvedValue({ id: 'inv9', numberText: 'T-2026-000009', changeCents: 0, totalCents: 950 });
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    const price = screen.getByRole('textbox', { name: 'Precio con IVA de Tornillo M8' });
    await waitFor(() => expect(price).toHaveValue('1,00'));
    expect(screen.getByTestId('counter-line-price-source')).toHaveTextContent('Precio: Tarifa Tienda');
    await user.clear(quantityOf('Tornillo M8'));
    await user.type(quantityOf('Tornillo M8'), '10');
    await waitFor(() => expect(price).toHaveValue('0,95'));
    expect(screen.getByTestId('counter-line-price-source')).toHaveTextContent('Precio: Tarifa Tienda (desde 10 ud)');
    // 10 × 0,95 € = 9,50 €.
    expect(total()).toHaveTextContent('9,50');
    expect(mocks.pricingEntries).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('radio', { name: 'Tarjeta' }));
    await user.click(charge());
    await waitFor(() => expect(mocks.sellAtCounter).toHaveBeenCalled());
    // The tarifa's price is the server's to take: no price is sent.
    expect(mocks.sellAtCounter.mock.calls[0]![1].lines[0]).toEqual({ categoryId: 'p1', quantity: 10, discountPct: 0 });
  });

  it('says at the field that a code is unknown, keeps it there with the focus, and adds nothing', async () => {
    const { user, code } = renderPage();
    await user.keyboard('ZZ9{Enter}');
    expect(await screen.findByTestId('counter-scan-error')).toHaveTextContent('No hay ningún producto con el código ZZ9.');
    expect(code).toHaveValue('ZZ9');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('counter-line')).toBeNull();
    expect(charge()).toBeDisabled();
  });

  it('refuses an inactive product', async () => {
    const { user } = renderPage();
    await user.keyboard('OLD{Enter}');
    expect(await screen.findByTestId('counter-scan-error')).toHaveTextContent(
      'El producto OLD (Descatalogado) está dado de baja: no se puede vender.',
    );
    expect(screen.queryByTestId('counter-line')).toBeNull();
  });

  it('adds a product found by name, and its code then costs no read', async () => {
    const { user, code } = renderPage();
    await user.type(screen.getByRole('combobox', { name: 'Buscar producto por nombre' }), 'cab{Enter}');
    expect(await screen.findByTestId('counter-line')).toHaveTextContent('Cable 2,5 mm');
    expect(code).toHaveFocus();
    await user.keyboard('CAB-25{Enter}');
    await waitFor(() => expect(quantityOf('Cable 2,5 mm')).toHaveValue('2'));
    expect(mocks.productByScan).not.toHaveBeenCalled();
  });

  it('computes the change live and disables Cobrar while the cash falls short', async () => {
    const { user } = renderPage();
    await user.keyboard('2*T8{Enter}');
    await screen.findByTestId('counter-line');
    await user.keyboard('{Enter}');
    const tendered = screen.getByRole('textbox', { name: 'Entregado' });
    expect(tendered).toHaveFocus();
    expect(screen.getByTestId('counter-change')).toHaveTextContent('Cambio: 0,00 €');
    await user.keyboard('5');
    expect(screen.getByTestId('counter-change')).toHaveTextContent('Cambio: 2,82 €');
    expect(charge()).toBeEnabled();
    await user.clear(tendered);
    await user.keyboard('2');
    expect(screen.getByTestId('counter-short')).toHaveTextContent('El importe entregado no cubre el total. Faltan 0,18 €.');
    expect(charge()).toBeDisabled();
  });

  it('refuses a ticket over 400,00 € at the total, and allows it up to 3.000 € in retail', async () => {
    const { user } = renderPage();
    await user.keyboard('CAJA{Enter}');
    await screen.findByTestId('counter-line');
    expect(total()).toHaveTextContent('423,50');
    expect(screen.getByTestId('counter-over-limit')).toHaveTextContent(
      'Una factura simplificada no puede superar 400,00 €: emite una factura completa.',
    );
    expect(charge()).toBeDisabled();
  });

  it('lets a retail company charge the same ticket', async () => {
    mocks.corpData = { retailActivity: true };
    const { user } = renderPage();
    await user.keyboard('CAJA{Enter}');
    await screen.findByTestId('counter-line');
    expect(screen.queryByTestId('counter-over-limit')).toBeNull();
    expect(charge()).toBeEnabled();
  });

  it('sends the sale once, shows its number and change, and starts a new sale in the code field', async () => {
    let answer: (value: unknown) => void = () => {};
    mocks.sellAtCounter.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await user.keyboard(`T8{Enter}T8{Enter}${CABLE_EAN}{Enter}`);
    await waitFor(() => expect(quantityOf('Tornillo M8')).toHaveValue('2'));
    await waitFor(() => expect(screen.getAllByTestId('counter-line')).toHaveLength(2));
    await user.clear(screen.getByRole('textbox', { name: 'Precio con IVA de Cable 2,5 mm' }));
    await user.type(screen.getByRole('textbox', { name: 'Precio con IVA de Cable 2,5 mm' }), '0,80');
    expect(total()).toHaveTextContent('2,98');
    await user.type(screen.getByRole('textbox', { name: 'Entregado' }), '5{Enter}');
    expect(charge()).toBeDisabled();
    expect(charge()).toHaveTextContent('Cobrando…');
    await user.click(charge());
    expect(mocks.sellAtCounter).toHaveBeenCalledTimes(1);
    expect(mocks.sellAtCounter).toHaveBeenCalledWith('corp1', {
      lines: [
        { categoryId: 'p1', quantity: 2, discountPct: 0 },
        { categoryId: 'p2', quantity: 1, unitPriceCents: 80, discountPct: 0 },
      ],
      clientId: null,
      payment: { method: 'efectivo', tenderedCents: 500 },
    });

    answer({ id: 'inv1', numberText: 'T-2026-000001', changeCents: 202 });
    expect(await screen.findByTestId('counter-number')).toHaveTextContent('Ticket T-2026-000001');
    expect(screen.getByTestId('counter-change-due')).toHaveTextContent('Cambio: 2,02 €');
    expect(screen.getByRole('link', { name: 'Ver factura' })).toHaveAttribute('href', '/invoices/details?invoiceId=inv1');
    // The next sale's code field has the focus: Enter on it empty starts an empty sale.
    expect(screen.getByRole('textbox', { name: 'Código de la siguiente venta' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const code = screen.getByRole('textbox', { name: 'Código o código de barras' });
    expect(code).toHaveFocus();
    expect(screen.queryByTestId('counter-line')).toBeNull();
    expect(total()).toHaveTextContent('0,00');
  });

  it('prints the receipt of the invoice just issued', async () => {
    const invoice = { id: 'inv3', numberText: 'T-2026-000003' };
    mocks.sellAtCounter.mockResolvedValue({ id: 'inv3', numberText: 'T-2026-000003', changeCents: 0 });
    mocks.getInvoice.mockResolvedValue(invoice);
    mocks.downloadReceiptPdf.mockResolvedValue(undefined);
    const settings = { tradeName: 'Tienda', logo: '', footer: '' };
    mocks.ticketSettings.mockResolvedValue(settings);
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    await screen.findByTestId('counter-line');
    await user.click(charge());
    await user.click(await screen.findByRole('button', { name: 'Imprimir ticket' }));
    // No printer set up on this computer: the ticket is the PDF, with the company's ticket settings.
    await waitFor(() => expect(mocks.downloadReceiptPdf).toHaveBeenCalledWith(invoice, { mode: 'original', settings }));
    expect(mocks.getInvoice).toHaveBeenCalledWith('corp1', 'inv3');
    expect(screen.getByRole('button', { name: 'Imprimir ticket' })).toBeEnabled();
    // Focus comes back to the next sale's code field, so the next scan is not lost.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código de la siguiente venta' })).toHaveFocus());
  });

  it("the next customer's first scan, on the done panel, starts the next sale with that item", async () => {
    mocks.sellAtCounter.mockResolvedValue({ id: 'inv4', numberText: 'T-2026-000004', changeCents: 0 });
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    await screen.findByTestId('counter-line');
    await user.click(charge());
    await screen.findByTestId('counter-done');
    await user.keyboard('CAB-25{Enter}');
    const lines = await screen.findAllByTestId('counter-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByText('Cable 2,5 mm')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Código o código de barras' })).toHaveFocus();
  });

  it("a code from the done panel that cannot be sold comes back into the new sale's field with its reason", async () => {
    mocks.sellAtCounter.mockResolvedValue({ id: 'inv5', numberText: 'T-2026-000005', changeCents: 0 });
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    await screen.findByTestId('counter-line');
    await user.click(charge());
    await screen.findByTestId('counter-done');
    await user.keyboard('NOPE{Enter}');
    expect(await screen.findByTestId('counter-scan-error')).toHaveTextContent('No hay ningún producto con el código NOPE.');
    expect(screen.getByRole('textbox', { name: 'Código o código de barras' })).toHaveValue('NOPE');
    expect(screen.queryByTestId('counter-line')).toBeNull();
  });

  it('pays by card with the total as tendered, for a client with NIF and address', async () => {
    mocks.sellAtCounter.mockResolvedValue({ id: 'inv2', numberText: 'T-2026-000002', changeCents: 0 });
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    await screen.findByTestId('counter-line');
    await user.type(screen.getByRole('combobox', { name: /^Cliente/ }), 'obr{Enter}');
    expect(await screen.findByTestId('counter-client')).toHaveTextContent('Obras Sur S.L.');
    expect(screen.getByRole('radio', { name: 'Efectivo' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Tarjeta' }));
    expect(screen.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Efectivo' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Entregado' })).toBeNull();
    await user.click(charge());
    expect(mocks.sellAtCounter).toHaveBeenCalledWith('corp1', {
      lines: [{ categoryId: 'p1', quantity: 1, discountPct: 0 }],
      clientId: 'c1',
      payment: { method: 'tarjeta', tenderedCents: 109 },
    });
    // No "Cambio: 0,00 €" after a card sale: what was charged, and how.
    expect(await screen.findByTestId('counter-change-due')).toHaveTextContent('Cobrado con tarjeta: 1,09 €');
  });

  it('the payment method follows the arrow keys like any radio group', async () => {
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    await screen.findByTestId('counter-line');
    screen.getByRole('radio', { name: 'Efectivo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Entregado' })).toBeNull();
  });

  it.each([
    [{ nif: '' }, 'no tiene NIF'],
    [{ address: ' ' }, 'no tiene domicilio'],
  ])('does not take a client without NIF or address (%j)', async (missing, message) => {
    mocks.client.mockResolvedValue(party(missing));
    const { user } = renderPage();
    await user.type(screen.getByRole('combobox', { name: /^Cliente/ }), 'obr{Enter}');
    expect(await screen.findByTestId('counter-client-error')).toHaveTextContent(message);
    expect(screen.queryByTestId('counter-client')).toBeNull();
  });

  it.each([
    [new InvoiceError('shortage', 'Tornillo M8'), 'No hay stock suficiente de «Tornillo M8»'],
    [new InvoiceError('offline'), 'Sin conexión'],
  ])('shows a refusal in Spanish and keeps the ticket (%s)', async (error, message) => {
    mocks.sellAtCounter.mockRejectedValue(error);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderPage();
    await user.keyboard('T8{Enter}');
    await screen.findByTestId('counter-line');
    await user.click(charge());
    expect(await screen.findByTestId('counter-error')).toHaveTextContent(message);
    expect(screen.getAllByTestId('counter-line')).toHaveLength(1);
    expect(charge()).toBeEnabled();
  });

  it('takes a line off and marks a mistyped quantity at its field', async () => {
    const { user } = renderPage();
    await user.keyboard(`T8{Enter}${CABLE_EAN}{Enter}`);
    await waitFor(() => expect(screen.getAllByTestId('counter-line')).toHaveLength(2));
    await user.clear(quantityOf('Tornillo M8'));
    expect(quantityOf('Tornillo M8')).toHaveAccessibleDescription('Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).');
    expect(charge()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Quitar Tornillo M8' }));
    const lines = screen.getAllByTestId('counter-line');
    expect(lines).toHaveLength(1);
    expect(within(lines[0]!).getByText('Cable 2,5 mm')).toBeInTheDocument();
    expect(charge()).toBeEnabled();
  });

  it('flags a line that asks for more than is in stock, naming the product and what is left, reading its level once', async () => {
    mocks.inStock.mockImplementation(async (_c: string, id: string) => (id === 'p1' ? 2 : 50));
    const { user } = renderPage();
    await user.keyboard('T8{Enter}T8{Enter}');
    await waitFor(() => expect(quantityOf('Tornillo M8')).toHaveValue('2'));
    expect(screen.queryByTestId('counter-line-short')).toBeNull();
    await user.keyboard('T8{Enter}');
    expect(await screen.findByTestId('counter-line-short')).toHaveTextContent('Solo quedan 2 ud de Tornillo M8 en stock.');
    // A warning only: the server decides (the company may allow negative stock).
    expect(charge()).toBeEnabled();
    expect(mocks.inStock).toHaveBeenCalledTimes(1);
    await user.clear(quantityOf('Tornillo M8'));
    await user.type(quantityOf('Tornillo M8'), '2');
    expect(screen.queryByTestId('counter-line-short')).toBeNull();
  });
});
