import { describe, expect, it } from 'vitest';
import { purchaseOrderFromStored } from '../../domain/purchaseOrders/purchaseOrder';
import { purchaseOrderDocument, purchaseOrderFileName } from './purchaseOrderDocument';

const order = purchaseOrderFromStored('o1', {
  number: 'P-MFX2K9A1',
  date: '2026-03-02',
  partyName: 'Suministros Norte S.L.',
  partyNif: 'B12345678',
  reference: 'PED-7',
  state: 'abierto',
  lines: [
    {
      lineId: 'l1',
      categoryId: 'p1',
      code: 'TOR-M8',
      name: 'Tornillo M8',
      unit: 'ud',
      quantity: 4.5,
      unitPriceCents: 120,
      discountPct: 10,
      vatRate: 21,
      received: 0,
    },
  ],
  totals: { baseCents: 486, vatCents: 102, totalCents: 588 },
})!;

describe('the purchase order PDF', () => {
  it('names both parties, each line in es-ES and the totals', () => {
    const text = JSON.stringify(purchaseOrderDocument(order, { name: 'Demo S.L.', data: { nif: 'B86561412', city: 'Madrid', postalCode: '28001' } }));
    for (const s of [
      'Pedido a proveedor P-MFX2K9A1',
      '02/03/2026',
      'PED-7',
      'Demo S.L.',
      'NIF B86561412',
      '28001 Madrid',
      'Suministros Norte S.L.',
      'TOR-M8',
      '4,5 ud',
      '10',
      '5,88',
    ]) {
      expect(text).toContain(s);
    }
    // 4,5 × 1,20 € − 10 % = 4,86 €.
    expect(text).toContain('4,86');
    expect(purchaseOrderFileName(order)).toBe('pedido-P-MFX2K9A1.pdf');
  });
});
