import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { applyEvent, newSessionFields, sessionFromStored, type TillSession } from '../domain/till/tillModel';
import { TillPanel } from './TillPanel';

const mocks = vi.hoisted(() => ({
  session: null as TillSession | null,
  list: vi.fn(),
  open: vi.fn(),
  move: vi.fn(),
  close: vi.fn(),
  get: vi.fn(),
}));

vi.mock('./tillRepository', () => ({
  tillRepository: {
    watchMine: (_c: string, _u: string, next: (s: TillSession | null) => void) => {
      next(mocks.session);
      return () => undefined;
    },
    list: mocks.list,
    session: mocks.get,
  },
  tillCommands: { open: mocks.open, move: mocks.move, close: mocks.close },
}));

const open = (): TillSession => {
  const s = sessionFromStored(
    's1',
    newSessionFields({ tillId: 'caja1', tillName: 'Caja 1', cashierUid: 'u1', cashierName: 'Ana', floatCents: 10000, openDate: '2026-03-02' }),
  )!;
  // A cash ticket of 3,72 €: 103,72 € expected.
  return {
    ...s,
    state: 'open',
    totals: applyEvent(s.totals, { kind: 'ticket', method: 'efectivo', totalCents: 372, numberText: 'T-1', refund: false }),
  };
};

beforeEach(() => {
  vi.clearAllMocks();
  mocks.session = null;
  mocks.list.mockResolvedValue([
    { id: 'caja1', name: 'Caja 1', openSessionId: null, zCount: 0 },
    { id: 'caja2', name: 'Caja 2', openSessionId: 'x', zCount: 3 },
  ]);
});

const renderPanel = () => render(<TillPanel corpId="corp1" uid="u1" company={{ name: 'Tienda S.L.', nif: 'B86561412' }} />);

describe('the Caja panel', () => {
  it('opens a till with its float in cents, and says at the field when the float is not an amount', async () => {
    const user = userEvent.setup();
    mocks.open.mockResolvedValue({ sessionId: 's1' });
    renderPanel();
    expect(await screen.findByRole('combobox', { name: 'Caja' })).toHaveValue('caja1');
    expect(screen.getByRole('option', { name: 'Caja 2 (abierta)' })).toBeInTheDocument();
    const float = screen.getByRole('textbox', { name: 'Fondo de caja (€)' });
    await user.type(float, '-3{Enter}');
    expect(float).toHaveAccessibleDescription(/^Escribe el fondo en euros, 0 o más/);
    expect(mocks.open).not.toHaveBeenCalled();
    await user.clear(float);
    await user.type(float, '150,50{Enter}');
    await waitFor(() => expect(mocks.open).toHaveBeenCalledWith('corp1', 'caja1', 15050));
  });

  it('records cash out only with a reason, and shows the expected cash', async () => {
    const user = userEvent.setup();
    mocks.session = open();
    mocks.move.mockResolvedValue({ expectedCents: 9872 });
    renderPanel();
    expect(screen.getByTestId('till-expected')).toHaveTextContent('103,72 €');
    await user.click(screen.getByRole('radio', { name: 'Salida' }));
    await user.type(screen.getByRole('textbox', { name: 'Importe (€)' }), '5{Enter}');
    expect(screen.getByRole('textbox', { name: 'Motivo' })).toHaveAccessibleDescription(/^Escribe el motivo/);
    expect(mocks.move).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'Motivo' }), '  Pago   al repartidor {Enter}');
    await waitFor(() => expect(mocks.move).toHaveBeenCalledWith('corp1', 's1', 'out', 500, 'Pago al repartidor'));
    expect(await screen.findByText('Salida de 5,00 € anotada.')).toBeInTheDocument();
  });

  it('adds up the arqueo live, refuses a negative count at its field, closes and shows the Z report', async () => {
    const user = userEvent.setup();
    mocks.session = open();
    mocks.close.mockResolvedValue({ z: 1, zText: 'Z-1', expectedCents: 10372, countedCents: 10372, differenceCents: 0 });
    const closed = open();
    mocks.get.mockResolvedValue({
      ...closed,
      state: 'closed',
      closing: {
        z: 1,
        zText: 'Z-1',
        counted: { '10000': 1, '200': 1, '100': 1, '50': 1, '20': 1, '2': 1 },
        countedCents: 10372,
        expectedCents: 10372,
        differenceCents: 0,
        note: '',
        closedByUid: 'u1',
        closedByName: 'Ana',
        closedAt: '2026-03-02T19:00:00.000Z',
        closeDate: '2026-03-02',
      },
    });
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Hacer arqueo y cerrar' }));
    const count = (label: string) => screen.getByRole('textbox', { name: `Unidades de ${label}` });
    await user.type(count('100 €'), '-1');
    expect(count('100 €')).toHaveAccessibleDescription('Escribe un número entero de unidades, 0 o más.');
    expect(screen.getByRole('button', { name: 'Cerrar caja' })).toBeDisabled();
    await user.clear(count('100 €'));
    await user.type(count('100 €'), '1');
    expect(screen.getByTestId('arqueo-total')).toHaveTextContent('100,00 €');
    expect(screen.getByTestId('arqueo-difference')).toHaveTextContent('-3,72 €');
    for (const label of ['2 €', '1 €', '50 cént.', '20 cént.', '2 cént.']) await user.type(count(label), '1');
    expect(screen.getByTestId('arqueo-total')).toHaveTextContent('103,72 €');
    expect(screen.getByTestId('arqueo-difference')).toHaveTextContent('0,00 €');
    await user.click(screen.getByRole('button', { name: 'Cerrar caja' }));
    await waitFor(() => expect(mocks.close).toHaveBeenCalled());
    expect(mocks.close.mock.calls[0]![2]).toMatchObject({ '10000': 1, '200': 1, '100': 1, '50': 1, '20': 1, '2': 1, '50000': 0 });
    const z = await screen.findByTestId('z-report');
    expect(within(z).getByRole('heading', { name: 'Informe Z-1 · Caja 1' })).toBeInTheDocument();
    expect(within(z).getByRole('row', { name: /Descuadre/ })).toHaveTextContent('0,00 €');
  });
});
