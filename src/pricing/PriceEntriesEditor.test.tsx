import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PriceEntriesEditor } from './PriceEntriesEditor';

const mocks = vi.hoisted(() => ({ entry: vi.fn(), saveEntry: vi.fn(), searchProducts: vi.fn() }));

vi.mock('./pricingRepository', () => ({
  pricingRepository: { entry: mocks.entry, saveEntry: mocks.saveEntry, entriesQuery: () => null, deleteEntry: vi.fn() },
}));
vi.mock('../stock/lookupRepository', () => ({ lookupRepository: { searchProducts: mocks.searchProducts } }));
// The list of prices pages through Firestore: here it shows nothing.
vi.mock('../shared/list/ListParts', () => ({ PagedTable: () => null }));

const SCAFFOLD = {
  id: 'p9',
  code: 'AND-DIA',
  name: 'Alquiler de andamio (día)',
  unit: 'ud',
  barcode: '',
  salePriceCents: 1100,
  vatRate: 21,
  stocked: false,
};

beforeEach(() => {
  vi.clearAllMocks();
  mocks.searchProducts.mockResolvedValue([SCAFFOLD]);
  mocks.entry.mockResolvedValue(null);
  mocks.saveEntry.mockResolvedValue(undefined);
});

async function pickScaffold() {
  const user = userEvent.setup();
  render(<PriceEntriesEditor corpId="corp1" owner={{ kind: 'list', id: 'may' }} canEdit emptyText="" label="Precios" />);
  await user.type(screen.getByRole('combobox', { name: 'Añadir o cambiar el precio de un producto' }), 'AND');
  await waitFor(() => expect(mocks.searchProducts).toHaveBeenCalled());
  await user.keyboard('{Enter}');
  await screen.findByTestId('price-form');
  return user;
}

describe('PriceEntriesEditor', () => {
  it('says at the field what is wrong with a break and saves nothing', async () => {
    const user = await pickScaffold();
    await user.type(screen.getByLabelText('Precio (€), tramo 1'), '10,001');
    await user.click(screen.getByRole('button', { name: 'Añadir tramo' }));
    await user.type(screen.getByLabelText('Desde (cantidad), tramo 2'), '0,5');
    await user.type(screen.getByLabelText('Precio (€), tramo 2'), '9,20');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    expect(screen.getByLabelText('Precio (€), tramo 1')).toHaveAccessibleDescription(
      'Escribe un precio en euros con 2 decimales como mucho (por ejemplo 9,20).',
    );
    expect(screen.getByLabelText('Desde (cantidad), tramo 2')).toHaveAccessibleDescription(
      'Cada tramo empieza en una cantidad mayor que el anterior.',
    );
    expect(mocks.saveEntry).not.toHaveBeenCalled();
  });

  it('saves from 1 ud 10,00 € and from 12 ud 9,20 € as cents and quantities', async () => {
    const user = await pickScaffold();
    await user.type(screen.getByLabelText('Precio (€), tramo 1'), '10,00');
    await user.click(screen.getByRole('button', { name: 'Añadir tramo' }));
    await user.type(screen.getByLabelText('Desde (cantidad), tramo 2'), '12');
    await user.type(screen.getByLabelText('Precio (€), tramo 2'), '9,20');
    await user.click(screen.getByRole('button', { name: 'Guardar precio' }));
    await waitFor(() =>
      expect(mocks.saveEntry).toHaveBeenCalledWith(
        'corp1',
        { kind: 'list', id: 'may' },
        {
          categoryId: 'p9',
          code: 'AND-DIA',
          name: 'Alquiler de andamio (día)',
          breaks: [
            { from: 1, priceCents: 1000 },
            { from: 12, priceCents: 920 },
          ],
        },
      ),
    );
    expect(await screen.findByTestId('price-notice')).toHaveTextContent('Precio de AND-DIA guardado.');
  });
});
