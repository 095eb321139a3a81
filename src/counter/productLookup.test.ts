import { describe, expect, it, vi } from 'vitest';
import type { CounterProduct } from './counterModel';
import { createProductLookup, type ProductSource } from './productLookup';

const SCREW: CounterProduct = { id: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', salePriceCents: 90, vatRate: 21, active: true, stocked: true };
const CABLE: CounterProduct = { id: 'p2', code: 'CAB-25', name: 'Cable', unit: 'm', salePriceCents: 62, vatRate: 21, active: true, stocked: true };
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
const CABLE_EAN = '8400000012348';

function fakeSource() {
  const products = new Map([SCREW, CABLE, OLD].map((p) => [p.id, p]));
  const codes = new Map([SCREW, CABLE, OLD].map((p) => [p.code.toUpperCase(), p.id]));
  const source = {
    productIdByCode: vi.fn(async (_corpId: string, code: string) => codes.get(code.trim().toUpperCase()) ?? null),
    product: vi.fn(async (_corpId: string, id: string) => products.get(id) ?? null),
    productByBarcode: vi.fn(async (_corpId: string, barcode: string) => (barcode === CABLE_EAN ? CABLE : null)),
  } satisfies ProductSource;
  const reads = () => [source.productIdByCode.mock.calls.length, source.product.mock.calls.length, source.productByBarcode.mock.calls.length];
  return { source, reads };
}

describe('createProductLookup', () => {
  it('finds a code with one code get and one product get, then from memory, in any case', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find('T8')).toEqual({ ok: true, product: SCREW });
    expect(await lookup.find('t8')).toEqual({ ok: true, product: SCREW });
    expect(await lookup.find(' T8 ')).toEqual({ ok: true, product: SCREW });
    expect(reads()).toEqual([1, 1, 0]);
    expect(source.productIdByCode).toHaveBeenCalledWith('corp1', 'T8');
  });

  it('finds an EAN-13 by barcode with one query, and then its code from memory too', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find(CABLE_EAN)).toEqual({ ok: true, product: CABLE });
    expect(await lookup.find(CABLE_EAN)).toEqual({ ok: true, product: CABLE });
    expect(await lookup.find('cab-25')).toEqual({ ok: true, product: CABLE });
    expect(reads()).toEqual([0, 0, 1]);
  });

  it('tries an EAN-13 that is no barcode as a code', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find('8412345678905')).toEqual({ ok: false, code: 'unknown' });
    expect(reads()).toEqual([1, 0, 1]);
  });

  it('does not read the product again when a code names one already found by barcode', async () => {
    const { source, reads } = fakeSource();
    source.productByBarcode.mockImplementation(async () => ({ ...CABLE, code: 'OTHER' }));
    const lookup = createProductLookup(source, 'corp1');
    await lookup.find(CABLE_EAN);
    expect(await lookup.find('CAB-25')).toMatchObject({ ok: true, product: { id: 'p2' } });
    expect(reads()).toEqual([1, 0, 1]);
  });

  it.each(['NOPE', '12345', 'A'])('says %s is unknown, and asks again next time', async (code) => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find(code)).toEqual({ ok: false, code: 'unknown' });
    expect(await lookup.find(code)).toEqual({ ok: false, code: 'unknown' });
    expect(reads()).toEqual([2, 0, 0]);
  });

  it.each(['a/b', 'T 8', 'ñandú', '.T8', 'X'.repeat(31), ''])('reads nothing for %j, which cannot be a code', async (text) => {
    const { source, reads } = fakeSource();
    expect(await createProductLookup(source, 'corp1').find(text)).toEqual({ ok: false, code: 'unknown' });
    expect(reads()).toEqual([0, 0, 0]);
  });

  it('refuses an inactive product, naming it', async () => {
    const { source } = fakeSource();
    expect(await createProductLookup(source, 'corp1').find('OLD')).toEqual({ ok: false, code: 'inactive', product: OLD });
  });

  it('says unknown when the code document names a product that is gone', async () => {
    const { source } = fakeSource();
    source.product.mockResolvedValue(null);
    expect(await createProductLookup(source, 'corp1').find('T8')).toEqual({ ok: false, code: 'unknown' });
  });

  it('remembers a product found by the name search', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    lookup.remember(SCREW);
    expect(await lookup.find('T8')).toEqual({ ok: true, product: SCREW });
    expect(reads()).toEqual([0, 0, 0]);
  });
});
