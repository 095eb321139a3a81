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

/** A fake of the one scan query: what it was asked, and what a real query would return. */
function fakeSource() {
  const all = [SCREW, CABLE, OLD];
  const barcodes = new Map([[CABLE_EAN, CABLE]]);
  const source = {
    productByScan: vi.fn(async (_corpId: string, key: string, as: { asCode: boolean; asBarcode: boolean }) => {
      const byBarcode = as.asBarcode ? barcodes.get(key) : undefined;
      return byBarcode ?? (as.asCode ? all.find((p) => p.code.toUpperCase() === key) : undefined) ?? null;
    }),
  } satisfies ProductSource;
  const reads = () => source.productByScan.mock.calls.length;
  return { source, reads };
}

describe('createProductLookup', () => {
  it('finds a code with one query, then from memory, in any case', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find('T8')).toEqual({ ok: true, product: SCREW });
    expect(await lookup.find('t8')).toEqual({ ok: true, product: SCREW });
    expect(await lookup.find(' T8 ')).toEqual({ ok: true, product: SCREW });
    expect(reads()).toBe(1);
    expect(source.productByScan).toHaveBeenCalledWith('corp1', 'T8', { asCode: true, asBarcode: false });
  });

  it('finds an EAN-13 by barcode with one query, and then its code from memory too', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find(CABLE_EAN)).toEqual({ ok: true, product: CABLE });
    expect(await lookup.find(CABLE_EAN)).toEqual({ ok: true, product: CABLE });
    expect(await lookup.find('cab-25')).toEqual({ ok: true, product: CABLE });
    expect(reads()).toBe(1);
    expect(source.productByScan).toHaveBeenCalledWith('corp1', CABLE_EAN, { asCode: true, asBarcode: true });
  });

  it('looks for an EAN-13 that is no barcode as a code in the same query', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find('8412345678905')).toEqual({ ok: false, code: 'unknown' });
    expect(reads()).toBe(1);
    expect(source.productByScan).toHaveBeenCalledWith('corp1', '8412345678905', { asCode: true, asBarcode: true });
  });

  it('asks for a 13-digit number with a wrong check digit as a code only', async () => {
    const { source } = fakeSource();
    await createProductLookup(source, 'corp1').find('8412345678904');
    expect(source.productByScan).toHaveBeenCalledWith('corp1', '8412345678904', { asCode: true, asBarcode: false });
  });

  it('keeps the copy in memory when a code names a product already found by barcode', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    await lookup.find(CABLE_EAN);
    source.productByScan.mockImplementation(async () => ({ ...CABLE, salePriceCents: 999 }));
    // 'CAB-25' was remembered with the barcode's product: no query at all.
    expect(await lookup.find('CAB-25')).toEqual({ ok: true, product: CABLE });
    expect(reads()).toBe(1);
  });

  it.each(['NOPE', '12345', 'A'])('says %s is unknown, and asks again next time', async (code) => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    expect(await lookup.find(code)).toEqual({ ok: false, code: 'unknown' });
    expect(await lookup.find(code)).toEqual({ ok: false, code: 'unknown' });
    expect(reads()).toBe(2);
  });

  it.each(['a/b', 'T 8', 'ñandú', '.T8', 'X'.repeat(31), ''])('reads nothing for %j, which cannot be a code', async (text) => {
    const { source, reads } = fakeSource();
    expect(await createProductLookup(source, 'corp1').find(text)).toEqual({ ok: false, code: 'unknown' });
    expect(reads()).toBe(0);
  });

  it('refuses an inactive product, naming it', async () => {
    const { source } = fakeSource();
    expect(await createProductLookup(source, 'corp1').find('OLD')).toEqual({ ok: false, code: 'inactive', product: OLD });
  });

  it('remembers a product found by the name search', async () => {
    const { source, reads } = fakeSource();
    const lookup = createProductLookup(source, 'corp1');
    lookup.remember(SCREW);
    expect(await lookup.find('T8')).toEqual({ ok: true, product: SCREW });
    expect(reads()).toBe(0);
  });
});
