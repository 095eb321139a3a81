import { describe, expect, it } from 'vitest';
import {
  repriceLines,
  addToCart,
  cartTotals,
  lineShortage,
  checkLine,
  checkPayment,
  grossPriceCents,
  lineOf,
  parseScan,
  saleRequest,
  type CartLine,
  type CounterProduct,
  type PaymentInput,
} from './counterModel';

const SCREW: CounterProduct = { id: 'p1', code: 'T8', name: 'Tornillo M8', unit: 'ud', salePriceCents: 90, vatRate: 21, active: true, stocked: true };
const BOOK: CounterProduct = { id: 'p2', code: 'LIB', name: 'Libro', unit: 'ud', salePriceCents: 1000, vatRate: 4, active: true, stocked: true };

const line = (over: Partial<CartLine> = {}): CartLine => ({ ...lineOf(SCREW, 1), ...over });

describe('grossPriceCents', () => {
  it.each([
    [100, 21, 121],
    [90, 21, 109], // 108,9
    [62, 21, 75], // 75,02
    [5, 10, 6], // 5,5: half away from zero
    [50, 21, 61], // 60,5
    [10, 5, 11], // 10,5
    [1234, 4, 1283], // 1283,36
    [1000, 0, 1000],
    [0, 21, 0],
    [-50, 21, -61], // -60,5: half away from zero
    [99_999, 21, 120_999], // 120.998,79
  ])('%i cents net at %s %% is %i cents IVA included', (net, rate, gross) => {
    expect(grossPriceCents(net, rate)).toBe(gross);
  });
});

describe('parseScan', () => {
  it.each([
    ['T8', { quantity: 1, code: 'T8' }],
    ['  T8  ', { quantity: 1, code: 'T8' }],
    ['3*T8', { quantity: 3, code: 'T8' }],
    ['1,5*T8', { quantity: 1.5, code: 'T8' }],
    ['2 * tor-m8', { quantity: 2, code: 'tor-m8' }],
    ['8412345678905', { quantity: 1, code: '8412345678905' }],
    ['0*T8', null],
    ['-1*T8', null],
    ['x*T8', null],
    ['1,2345*T8', null],
    ['3*', null],
    ['', null],
    ['   ', null],
  ])('%j → %j', (text, expected) => {
    expect(parseScan(text)).toEqual(expected);
  });
});

describe('addToCart', () => {
  it('adds a new product as a line at the end, priced IVA included', () => {
    const lines = addToCart([lineOf(BOOK, 1)], SCREW, 1);
    expect(lines.map((l) => [l.productId, l.quantity, l.price])).toEqual([
      ['p2', '1', '10,40'],
      ['p1', '1', '1,09'],
    ]);
  });

  it.each([
    ['1', 1, '2'],
    ['1,5', 1, '2,5'],
    ['2', 0.25, '2,25'],
    ['1.000', 1, '1.001'],
    ['abc', 3, '3'],
    ['0', 1, '1'],
  ])('adds to the line of a product already on the ticket: %s + %s = %s', (current, added, expected) => {
    const lines = addToCart([lineOf(BOOK, 1), line({ quantity: current, price: '2,00' })], SCREW, added);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatchObject({ productId: 'p1', quantity: expected, price: '2,00' });
    expect(lines[0]!.quantity).toBe('1');
  });
});

describe('checkLine', () => {
  it.each([
    ['2', '1,09', { ok: true, priced: { quantity: 2, unitPriceCents: 109 } }],
    ['1,5', '0', { ok: true, priced: { quantity: 1.5, unitPriceCents: 0 } }],
    ['', '1,09', { ok: false, quantity: 'quantityInvalid', price: null }],
    ['1,2345', '1,09', { ok: false, quantity: 'quantityInvalid', price: null }],
    ['0', '1,09', { ok: false, quantity: 'quantityZero', price: null }],
    ['-1', '1,09', { ok: false, quantity: 'quantityNegative', price: null }],
    ['1.000.001', '1,09', { ok: false, quantity: 'quantityRange', price: null }],
    ['1', 'abc', { ok: false, quantity: null, price: 'priceInvalid' }],
    ['1', '1,005', { ok: false, quantity: null, price: 'priceInvalid' }],
    ['1', '-1,00', { ok: false, quantity: null, price: 'priceNegative' }],
    ['1', '10.000.000,01', { ok: false, quantity: null, price: 'priceRange' }],
    ['x', 'y', { ok: false, quantity: 'quantityInvalid', price: 'priceInvalid' }],
  ])('quantity %j, price %j → %j', (quantity, price, expected) => {
    expect(checkLine(line({ quantity, price }))).toEqual(expected);
  });
});

describe('cartTotals', () => {
  it('sums the lines IVA included and splits base and cuota per rate', () => {
    const totals = cartTotals([line({ quantity: '2' }), lineOf(BOOK, 1)]);
    expect(totals.lineGross).toEqual([218, 1040]);
    expect(totals.totalCents).toBe(1258);
    expect(totals.groups.map((g) => [g.vatRate, g.grossCents, g.baseCents, g.vatCents])).toEqual([
      [21, 218, 180, 38],
      [4, 1040, 1000, 40],
    ]);
    expect(totals.complete).toBe(true);
  });

  it('counts a mistyped line as nothing and marks the ticket incomplete', () => {
    const totals = cartTotals([line({ quantity: '2' }), lineOf(BOOK, 1), line({ productId: 'p3', quantity: 'dos' })]);
    expect(totals.lineGross).toEqual([218, 1040, 0]);
    expect(totals.totalCents).toBe(1258);
    expect(totals.complete).toBe(false);
  });

  it('is zero and complete with no lines', () => {
    expect(cartTotals([])).toMatchObject({ totalCents: 0, groups: [], complete: true });
  });
});

describe('checkPayment', () => {
  const ticket = (price: string, quantity = '1') => cartTotals([line({ price, quantity })]);
  const pay = (method: PaymentInput['method'], tendered: string, nonResident = false): PaymentInput => ({ method, tendered, nonResident });
  const cash = (tendered: string) => pay('efectivo', tendered);
  it.each([
    ['cash, empty: the exact amount', ticket('2,93'), cash(''), false, { tenderedCents: 293, change: { ok: true, changeCents: 0 }, ready: true }],
    ['cash with change', ticket('2,93'), cash('5'), false, { tenderedCents: 500, change: { ok: true, changeCents: 207 }, ready: true }],
    ['cash in es-ES', ticket('2,93'), cash('1.000,50 €'), false, { tenderedCents: 100_050, change: { ok: true, changeCents: 99_757 }, ready: true }],
    [
      'cash short',
      ticket('2,93'),
      cash('2'),
      false,
      { tenderedCents: 200, change: { ok: false, code: 'tenderedShort', shortCents: 93 }, ready: false },
    ],
    ['cash mistyped', ticket('2,93'), cash('cinco'), false, { tenderedCents: null, change: null, ready: false }],
    ['card: the total, whatever was typed', ticket('2,93'), pay('tarjeta', '1'), false, { tenderedCents: 293, ready: true }],
    ['bizum: the total', ticket('2,93'), pay('bizum', ''), false, { tenderedCents: 293, ready: true }],
    ['exactly 400,00 €', ticket('400,00'), cash(''), false, { limit: { ok: true }, ready: true }],
    [
      'over 400,00 €',
      ticket('400,01'),
      cash(''),
      false,
      { limit: { ok: false, code: 'simplifiedOverLimit', limitCents: 40_000, totalCents: 40_001 }, ready: false },
    ],
    ['over 400,00 € in retail (3.000 €)', ticket('400,01'), cash(''), true, { limit: { ok: true }, ready: true }],
    ['over 3.000 € in retail', ticket('1.500,01', '2'), cash(''), true, { limit: { ok: false, limitCents: 300_000 }, ready: false }],
    // Ley 7/2012, art. 7.Uno.1: cash of 1.000 € or more is refused (10.000 € for a non-resident individual).
    ['cash of 999,99 € in retail', ticket('999,99'), cash(''), true, { cashLimitCents: null, ready: true }],
    ['cash of 1.000,00 € in retail: the cash limit', ticket('1.000,00'), cash(''), true, { cashLimitCents: 100_000, ready: false }],
    ['cash of 1.269,29 € with 1.300 handed over', ticket('1.269,29'), cash('1.300'), true, { cashLimitCents: 100_000, ready: false }],
    ['the same by card', ticket('1.269,29'), pay('tarjeta', ''), true, { cashLimitCents: null, ready: true }],
    ['the same in cash from a non-resident individual', ticket('1.269,29'), pay('efectivo', '', true), true, { cashLimitCents: null, ready: true }],
    ['no lines', cartTotals([]), cash(''), false, { ready: false }],
    ['a mistyped line', cartTotals([line({ quantity: '' })]), cash(''), false, { ready: false }],
  ])('%s', (_name, totals, payment, retail, expected) => {
    expect(checkPayment(totals, payment, retail)).toMatchObject(expected);
  });

  // Store-credit vales (issue 29): the vale pays first; change and the cash limit are on the rest.
  it.each([
    [
      'vale above the total: nothing left, no cash',
      ticket('10,00'),
      cash(''),
      2500,
      { tenderedCents: 0, change: { ok: true, changeCents: 0 }, ready: true },
    ],
    [
      'vale below the total + cash with change',
      ticket('20,00'),
      cash('10'),
      1500,
      { tenderedCents: 1000, change: { ok: true, changeCents: 500 }, ready: true },
    ],
    ['vale below the total + cash short of the rest', ticket('20,00'), cash('4'), 1500, { change: { ok: false, shortCents: 100 }, ready: false }],
    ['vale below the total + card: the rest', ticket('40,00'), pay('tarjeta', ''), 2500, { tenderedCents: 1500, ready: true }],
    ['cash limit on the cash part only', ticket('1.200,00'), cash(''), 30_000, { cashLimitCents: null, ready: true }],
  ])('%s', (_name, totals, payment, voucherCents, expected) => {
    expect(checkPayment(totals, payment, true, voucherCents)).toMatchObject(expected);
  });
});

describe('saleRequest', () => {
  it('sends each line as product, quantity, no discount and no price while it is the product own price (the server takes it), a changed price IVA included, with the client and payment', () => {
    const lines = [line({ quantity: '2' }), { ...lineOf(BOOK, 1), quantity: '1,5', price: '9,99' }];
    expect(saleRequest(lines, 'c1', 'efectivo', 2000)).toEqual({
      lines: [
        { categoryId: 'p1', quantity: 2, discountPct: 0 },
        { categoryId: 'p2', quantity: 1.5, unitPriceCents: 999, discountPct: 0 },
      ],
      clientId: 'c1',
      payment: { method: 'efectivo', tenderedCents: 2000 },
    });
  });

  it("sends the payer's stated non-resident status with cash only", () => {
    expect(saleRequest([line()], null, 'efectivo', 109, true)).toMatchObject({
      payment: { method: 'efectivo', tenderedCents: 109, nonResident: true },
    });
    expect(saleRequest([line()], null, 'tarjeta', 109, true)?.payment).toEqual({ method: 'tarjeta', tenderedCents: 109 });
  });

  it('sends no client as null', () => {
    expect(saleRequest([line()], null, 'tarjeta', 109)).toMatchObject({ clientId: null, payment: { method: 'tarjeta', tenderedCents: 109 } });
  });

  it('refuses lines that do not validate', () => {
    expect(saleRequest([line(), line({ productId: 'p3', price: '' })], null, 'bizum', 109)).toBeNull();
  });
});

describe('lineShortage', () => {
  it.each([
    ['more than in stock: what is left', '3', 2, 2],
    ['exactly what is in stock', '2', 2, null],
    ['thousandths: 1,501 of 1,5', '1,501', 1.5, 1.5],
    ['stock unknown (being read, or a service)', '3', null, null],
    ['a mistyped quantity', 'tres', 2, null],
    ['nothing in stock', '1', 0, 0],
  ])('%s', (_name, quantity, inStock, expected) => {
    expect(lineShortage(line({ quantity }), inStock)).toBe(expected);
  });
});

describe('per-line discount (issue 29)', () => {
  const POT: CounterProduct = {
    id: 'p9',
    code: 'MAC',
    name: 'Maceta',
    unit: 'ud',
    salePriceCents: 1236,
    retailPriceCents: 1495,
    vatRate: 21,
    active: true,
    stocked: true,
  };

  it('a product with a PVP goes on the ticket at exactly its PVP', () => {
    expect(lineOf(POT, 1)).toMatchObject({ price: '14,95', listPriceCents: 1495 });
    expect(cartTotals([lineOf(POT, 1)])).toMatchObject({ totalCents: 1495, baseCents: 1236, vatCents: 259 });
  });

  it.each([
    ['', { ok: true, total: 1495 }],
    ['10', { ok: true, total: 1346 }],
    ['12,5', { ok: true, total: 1308 }],
    ['10 %', { ok: true, total: 1346 }],
    ['100', { ok: true, total: 0 }],
    ['101', { ok: false, discount: 'discountRange' }],
    ['-5', { ok: false, discount: 'discountInvalid' }],
    ['1,234', { ok: false, discount: 'discountInvalid' }],
    ['diez', { ok: false, discount: 'discountInvalid' }],
  ] as [string, { ok: boolean; total?: number; discount?: string }][])('discount %j', (discount, expected) => {
    const l = { ...lineOf(POT, 1), discount };
    const check = checkLine(l);
    expect(check.ok).toBe(expected.ok);
    if (expected.ok) expect(cartTotals([l]).totalCents).toBe(expected.total);
    else expect(!check.ok && check.discount).toBe(expected.discount);
  });

  it('sends the discount and no price while the price is the product own', () => {
    expect(saleRequest([{ ...lineOf(POT, 1), discount: '10' }], null, 'tarjeta', 1346)?.lines).toEqual([
      { categoryId: 'p9', quantity: 1, discountPct: 10 },
    ]);
    expect(saleRequest([{ ...lineOf(POT, 1), price: '13,00' }], null, 'tarjeta', 1300)?.lines).toEqual([
      { categoryId: 'p9', quantity: 1, unitPriceCents: 1300, discountPct: 0 },
    ]);
  });
});

describe('lines priced by the tarifas (issue 31)', () => {
  // A tarifa: 1,00 € from 1 ud, 0,95 € from 10 ud, IVA included.
  const priceOf = (_id: string, quantity: number) =>
    quantity >= 10 ? { grossCents: 95, label: 'Tarifa Tienda (desde 10 ud)' } : { grossCents: 100, label: 'Tarifa Tienda' };

  it('takes the tarifa price while the price is the counter’s, by the quantity’s break', () => {
    expect(repriceLines([line()], priceOf)[0]).toMatchObject({ price: '1,00', listPriceCents: 100, priceNote: 'Tarifa Tienda' });
    expect(repriceLines([line({ quantity: '10' })], priceOf)[0]).toMatchObject({ price: '0,95', listPriceCents: 95 });
  });

  it('keeps a price the clerk typed, a quantity being typed, and the same array when nothing changes', () => {
    const typed = [line({ price: '0,80' })];
    expect(repriceLines(typed, priceOf)).toBe(typed);
    const typing = [line({ quantity: 'diez' })];
    expect(repriceLines(typing, priceOf)).toBe(typing);
    const priced = repriceLines([line()], priceOf);
    expect(repriceLines(priced, priceOf)).toBe(priced);
    expect(repriceLines(priced, () => null)).toBe(priced);
  });
});
