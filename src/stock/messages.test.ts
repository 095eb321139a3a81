import { describe, expect, it } from 'vitest';
import { movementLabel, stockErrorMessage } from './messages';
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

describe('movementLabel', () => {
  it.each([
    ['input', 'confirm', 'purchase', 'Entrada de compra'],
    ['output', 'confirm', 'delivery', 'Salida a cliente'],
    ['output', 'confirm', 'sale', 'Venta facturada'],
    ['output', 'confirm', 'counter', 'Venta en mostrador'],
    ['input', 'confirm', 'customerReturn', 'Devolución de cliente'],
    ['output', 'confirm', 'vendorReturn', 'Devolución a proveedor'],
    ['input', 'annul', 'annulment', 'Anulación de entrada'],
    ['output', 'annul', 'annulment', 'Anulación de salida'],
  ] as const)('%s %s %s reads "%s"', (kind, reason, cause, label) => {
    expect(movementLabel(kind, reason, cause)).toBe(label);
  });

  it.each([
    ['input', 'confirm', 'Entrada de compra'],
    ['output', 'confirm', 'Salida a cliente'],
    ['output', 'annul', 'Anulación de salida'],
  ] as const)('without a cause, %s %s reads "%s"', (kind, reason, label) => {
    expect(movementLabel(kind, reason)).toBe(label);
  });
});
