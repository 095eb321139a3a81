import { describe, expect, it } from 'vitest';
import { stockErrorMessage } from './messages';
import { StockError } from './stockErrors';

describe('stockErrorMessage', () => {
  it('names each product short and by how much', () => {
    const error = new StockError('shortage', {
      shortages: [
        { productId: 'a', available: 3, requested: 4, short: 1 },
        { productId: 'b', available: 0.5, requested: 3.5, short: 3 },
      ],
      productNames: { a: 'Tornillo M8 (T8)', b: 'Cable (C1)' },
    });
    expect(stockErrorMessage(error)).toBe(
      'No hay stock suficiente de Tornillo M8 (T8) (faltan 1; disponibles 3; pedidos 4), Cable (C1) (faltan 3; disponibles 0,5; pedidos 3,5).',
    );
  });

  it.each(['offline', 'notDraft', 'invoiced', 'denied'] as const)('has a Spanish message for %s', (code) => {
    expect(stockErrorMessage(new StockError(code))).toMatch(/^[A-ZÁÉÍÓÚÑ¿¡]/);
  });

  it('says that confirming needs a connection', () => {
    expect(stockErrorMessage(new StockError('offline'))).toContain('Sin conexión');
  });
});
