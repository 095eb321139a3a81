import { describe, expect, it } from 'vitest';
import { counterSaleContent, parseCounterSale } from './counterSale';

const ok = {
  lines: [{ categoryId: 'p1', quantity: 2, unitPriceCents: 303, discountPct: 0 }],
  clientId: null,
  payment: { method: 'efectivo', tenderedCents: 1000 },
};

describe('parseCounterSale', () => {
  it('accepts a well-formed sale', () => {
    expect(parseCounterSale(ok)).toEqual({ ok: true, sale: { ...ok, payment: { ...ok.payment, nonResident: false } } });
  });

  it.each([
    ['no lines', { ...ok, lines: [] }, 'lines'],
    ['a price in fractions of a cent', { ...ok, lines: [{ ...ok.lines[0], unitPriceCents: 3.5 }] }, 'lines.0.unitPriceCents'],
    ['a price as text', { ...ok, lines: [{ ...ok.lines[0], unitPriceCents: '303' }] }, 'lines.0.unitPriceCents'],
    ['a quantity as text', { ...ok, lines: [{ ...ok.lines[0], quantity: '2' }] }, 'lines.0.quantity'],
    ['a product path', { ...ok, lines: [{ ...ok.lines[0], categoryId: '../x' }] }, 'lines.0.categoryId'],
    ['a client path', { ...ok, clientId: 'a/b' }, 'clientId'],
    ['an unknown method', { ...ok, payment: { method: 'paypal', tenderedCents: 0 } }, 'payment.method'],
    ['tendered as a double', { ...ok, payment: { method: 'efectivo', tenderedCents: 10.5 } }, 'payment.tenderedCents'],
    ['tendered negative', { ...ok, payment: { method: 'efectivo', tenderedCents: -1 } }, 'payment.tenderedCents'],
  ])('refuses %s', (_, raw, detail) => {
    expect(parseCounterSale(raw as Record<string, unknown>)).toEqual({ ok: false, detail });
  });
});

describe('counterSaleContent', () => {
  const products = { p1: { code: 'P1', name: 'Tornillo', unit: 'ud', vatRate: 10, active: true }, off: { code: 'X', name: 'Viejo', active: false } };
  it('names each line after its product and takes its VAT rate, never the browser’s', () => {
    const built = counterSaleContent({ ...ok, clientId: 'c2', payment: { method: 'tarjeta', tenderedCents: 0 } } as never, products);
    expect(built.ok && built.content).toMatchObject({
      kind: 'output',
      type: 'ordinaria',
      simplified: true,
      partyId: 'c2',
      irpfRate: 0,
      recargoEquivalencia: false,
      lines: [{ description: 'Tornillo', code: 'P1', categoryId: 'p1', unit: 'ud', quantity: 2, unitPriceCents: 303, vatRate: 10, sourceId: null }],
    });
  });
  it.each([
    ['missing', 'nope'],
    ['inactive', 'off'],
  ])('refuses a %s product by its line', (_, id) => {
    expect(counterSaleContent({ ...ok, lines: [ok.lines[0]!, { ...ok.lines[0]!, categoryId: id }] } as never, products)).toEqual({
      ok: false,
      line: 1,
    });
  });
});

describe('counterSaleContent: the price is the product record unless the clerk changed it (issue 29)', () => {
  const pvp = { name: 'Maceta', code: 'MAC', unit: 'ud', vatRate: 21, salePriceCents: 1236, retailPriceCents: 1495, active: true };
  const net = { name: 'Tornillo', code: 'T8', unit: 'ud', vatRate: 21, salePriceCents: 90, retailPriceCents: null, active: true };
  const sale = (lines: Record<string, unknown>[]) => {
    const parsed = parseCounterSale({ lines, clientId: null, payment: { method: 'efectivo', tenderedCents: 0 } });
    if (!parsed.ok) throw new Error(parsed.detail);
    return parsed.sale;
  };

  it('takes the PVP, or the net price plus VAT, when no price is sent', () => {
    const built = counterSaleContent(
      sale([
        { categoryId: 'mac', quantity: 1, discountPct: 10 },
        { categoryId: 't8', quantity: 2, unitPriceCents: null, discountPct: 0 },
      ]),
      { mac: pvp, t8: net },
    );
    expect(built.ok && built.content.lines.map((l) => [l.unitPriceCents, l.discountPct])).toEqual([
      [1495, 10],
      [109, 0],
    ]);
  });

  it('keeps a price the clerk changed', () => {
    const built = counterSaleContent(sale([{ categoryId: 'mac', quantity: 1, unitPriceCents: 1200, discountPct: 0 }]), { mac: pvp });
    expect(built.ok && built.content.lines[0]!.unitPriceCents).toBe(1200);
  });

  it.each([
    ['a price in fractions of a cent', { unitPriceCents: 14.95 }, 'lines.0.unitPriceCents'],
    ['a discount as text', { discountPct: '10' }, 'lines.0.discountPct'],
  ])('refuses %s', (_what, change, detail) => {
    expect(
      parseCounterSale({ lines: [{ categoryId: 'mac', quantity: 1, ...change }], clientId: null, payment: { method: 'efectivo', tenderedCents: 0 } }),
    ).toEqual({ ok: false, detail });
  });
});

describe('counterSaleContent with tarifa prices (issue 31)', () => {
  const P1 = { name: 'Producto p1', code: 'P1', unit: 'ud', salePriceCents: 250, vatRate: 21, active: true };
  const sale = (unitPriceCents: number | null) => {
    const parsed = parseCounterSale({ ...ok, lines: [{ categoryId: 'p1', quantity: 2, unitPriceCents, discountPct: 0 }] });
    if (!parsed.ok) throw new Error(parsed.detail);
    return parsed.sale;
  };
  const priceOf = (r: ReturnType<typeof counterSaleContent>) => (r.ok ? r.content.lines[0]!.unitPriceCents : null);

  it("takes the tarifa's price for a line the clerk did not price, the product's without one, and the clerk's over both", () => {
    expect(priceOf(counterSaleContent(sale(null), { p1: P1 }, [1250]))).toBe(1250);
    // 2,50 € + 21 % = 3,025 → 3,03 €.
    expect(priceOf(counterSaleContent(sale(null), { p1: P1 }, [null]))).toBe(303);
    expect(priceOf(counterSaleContent(sale(null), { p1: P1 }))).toBe(303);
    expect(priceOf(counterSaleContent(sale(999), { p1: P1 }, [1250]))).toBe(999);
  });
});
