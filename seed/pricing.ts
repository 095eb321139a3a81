/**
 * Demo tarifas (issue 31), built by the app's own builders: «Mayorista» (net, for clients, with
 * quantity breaks) assigned to the first demo client, who also has a special price, and «Tienda»
 * (IVA included) as the company's default tarifa, so the counter sells at it.
 */
import { priceEntryToStored, pricingPaths } from '../src/domain/pricing/priceList';
import { priceListToStored } from '../src/pricing/priceListForm';
import { adminDb, now } from './lib';

type Breaks = [number, number][];

const entry = (productId: string, code: string, name: string, breaks: Breaks) => ({
  ...priceEntryToStored({ categoryId: productId, code, name, breaks: breaks.map(([from, priceCents]) => ({ from, priceCents })) }),
  updatedAt: now(),
});

export async function seedDemoPricing(corpId: string): Promise<void> {
  const at = (path: string) => adminDb().doc(`corporations/${corpId}/${path}`);
  const batch = adminDb().batch();
  const list = (name: string, kind: 'general' | 'clientes', vatIncluded: boolean) => ({
    ...priceListToStored({ name, kind, vatIncluded, validFrom: null, validTo: null }),
    createdAt: now(),
    updatedAt: now(),
  });
  batch.set(at(pricingPaths.list('demo-mayorista')), list('Mayorista', 'clientes', false));
  for (const [id, code, name, breaks] of [
    [
      'demo-product-01',
      'TOR-M6-20',
      'Tornillo hexagonal M6×20 zincado (caja 100 ud)',
      [
        [1, 650],
        [10, 610],
      ],
    ],
    [
      'demo-product-02',
      'TOR-M8-30',
      'Tornillo hexagonal M8×30 zincado (caja 100 ud)',
      [
        [1, 920],
        [12, 880],
      ],
    ],
    [
      'demo-product-06',
      'CAB-H07-25',
      'Cable H07V-K 2,5 mm² azul',
      [
        [1, 58],
        [100, 52],
      ],
    ],
  ] as [string, string, string, Breaks][]) {
    batch.set(at(pricingPaths.listEntry('demo-mayorista', id)), entry(id, code, name, breaks));
  }
  batch.set(at(pricingPaths.list('demo-tienda')), list('Tienda', 'general', true));
  batch.set(
    at(pricingPaths.listEntry('demo-tienda', 'demo-product-01')),
    entry('demo-product-01', 'TOR-M6-20', 'Tornillo hexagonal M6×20 zincado (caja 100 ud)', [[1, 850]]),
  );
  batch.set(
    at(pricingPaths.listEntry('demo-tienda', 'demo-product-06')),
    entry('demo-product-06', 'CAB-H07-25', 'Cable H07V-K 2,5 mm² azul', [[1, 79]]),
  );
  batch.set(at(pricingPaths.settings), { defaultPriceListId: 'demo-tienda', updatedAt: now() });
  batch.set(at(pricingPaths.client('demo-client-01')), { priceListId: 'demo-mayorista', updatedAt: now() });
  batch.set(
    at(pricingPaths.special('demo-client-01', 'demo-product-02')),
    entry('demo-product-02', 'TOR-M8-30', 'Tornillo hexagonal M8×30 zincado (caja 100 ud)', [[1, 850]]),
  );
  await batch.commit();
}
