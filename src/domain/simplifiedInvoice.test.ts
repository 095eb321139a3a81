import { describe, expect, it } from 'vitest';
import {
  cashClose,
  changeDue,
  checkRecipient,
  checkSimplifiedLimit,
  COUNTER_PAYMENT_METHODS,
  isCounterPaymentMethod,
  RECIPIENT_FIELD_ERRORS,
  SIMPLIFIED_LIMIT_CENTS,
  SIMPLIFIED_RETAIL_LIMIT_CENTS,
  simplifiedLimitCents,
  type CashTicket,
  type SimplifiedCheck,
  type SimplifiedOptions,
} from './simplifiedInvoice';

describe('checkSimplifiedLimit (RD 1619/2012 art. 4)', () => {
  const shop: SimplifiedOptions = { retailActivity: false };
  const retail: SimplifiedOptions = { retailActivity: true };

  it('has the limits of art. 4.1.a (400 €) and art. 4.2 (3.000 €)', () => {
    expect([SIMPLIFIED_LIMIT_CENTS, SIMPLIFIED_RETAIL_LIMIT_CENTS]).toEqual([40_000, 300_000]);
    expect([simplifiedLimitCents(false), simplifiedLimitCents(true)]).toEqual([40_000, 300_000]);
  });

  it.each<[string, number, SimplifiedOptions, SimplifiedCheck]>([
    ['19,57 €', 1957, shop, { ok: true }],
    ['exactly 400,00 €', 40_000, shop, { ok: true }],
    ['400,01 € without a retail activity', 40_001, shop, { ok: false, code: 'simplifiedOverLimit', limitCents: 40_000, totalCents: 40_001 }],
    ['400,01 € in a retail activity', 40_001, retail, { ok: true }],
    ['exactly 3.000,00 € in a retail activity', 300_000, retail, { ok: true }],
    ['3.000,01 € in a retail activity', 300_001, retail, { ok: false, code: 'simplifiedOverLimit', limitCents: 300_000, totalCents: 300_001 }],
    ['a rectificativa of 3.500,00 € (art. 4.1.b: any amount)', 350_000, { retailActivity: false, rectificativa: true }, { ok: true }],
    ['a rectificativa giving back 250,00 €', -25_000, { retailActivity: false, rectificativa: true }, { ok: true }],
    ['not a rectificativa: 0,00 €', 0, shop, { ok: true }],
  ])('%s', (_name, total, options, expected) => {
    expect(checkSimplifiedLimit(total, options)).toEqual(expected);
  });
});

describe('checkRecipient (art. 7.2, factura simplificada cualificada)', () => {
  it.each([
    ['no recipient: a plain ticket', null, false, []],
    ['an empty recipient', { taxId: '', name: '  ', address: null }, false, []],
    [
      'NIF, name and address: a complete cualificada',
      { taxId: 'B12345674', name: 'Ferretería Sol, S.L.', address: 'C/ Mayor 1, 28013 Madrid' },
      true,
      [],
    ],
    ['only the NIF', { taxId: 'B12345674' }, true, ['name', 'address']],
    ['NIF and address, no name', { taxId: 'B12345674', name: '', address: 'C/ Mayor 1' }, true, ['name']],
    ['a name and address without NIF', { name: 'Ana Pérez', address: 'C/ Mayor 1' }, true, ['taxId']],
  ] as const)('%s', (_name, recipient, qualified, missing) => {
    const check = checkRecipient(recipient);
    expect(check.qualified).toBe(qualified);
    expect(check.missing).toEqual(missing);
    expect(check.required).toEqual(qualified ? ['taxId', 'name', 'address'] : []);
    expect(check.showVatSeparately).toBe(qualified);
  });

  it('names an error code for each field', () => {
    expect(RECIPIENT_FIELD_ERRORS).toEqual({ taxId: 'recipientTaxIdMissing', name: 'recipientNameMissing', address: 'recipientAddressMissing' });
  });
});

describe('changeDue', () => {
  it.each([
    ['19,57 € paid with 20,00 €', 1957, 2000, { ok: true, changeCents: 43 }],
    ['19,57 € paid with 50,00 €', 1957, 5000, { ok: true, changeCents: 3043 }],
    ['exact money', 1957, 1957, { ok: true, changeCents: 0 }],
    ['19,57 € with 19,50 € is 0,07 € short', 1957, 1950, { ok: false, code: 'tenderedShort', shortCents: 7 }],
    ['nothing tendered', 1957, 0, { ok: false, code: 'tenderedShort', shortCents: 1957 }],
    ['a refund of 2,97 €: that is handed back', -297, 0, { ok: true, changeCents: 297 }],
  ])('%s', (_name, total, tendered, expected) => {
    expect(changeDue(total, tendered)).toEqual(expected);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => changeDue(19.5, 2000)).toThrow(RangeError);
    expect(() => changeDue(1957, Number.NaN)).toThrow(RangeError);
  });
});

describe('payment methods', () => {
  it('are efectivo, tarjeta and bizum', () => {
    expect(COUNTER_PAYMENT_METHODS).toEqual(['efectivo', 'tarjeta', 'bizum']);
  });

  it.each([
    ['efectivo', true],
    ['bizum', true],
    ['transferencia', false],
    ['', false],
    [null, false],
  ])('%j is a counter payment method: %s', (value, expected) => {
    expect(isCounterPaymentMethod(value)).toBe(expected);
  });
});

describe('cashClose (cierre de caja)', () => {
  const row = (count: number, totalCents: number, salesCount: number, salesCents: number, rectificativaCount = 0, rectificativaCents = 0) => ({
    count,
    totalCents,
    salesCount,
    salesCents,
    rectificativaCount,
    rectificativaCents,
  });

  it('gives every method, with zeros, for a day without sales', () => {
    expect(cashClose([])).toEqual({
      byMethod: { efectivo: row(0, 0, 0, 0), tarjeta: row(0, 0, 0, 0), bizum: row(0, 0, 0, 0) },
      total: row(0, 0, 0, 0),
    });
  });

  it('adds a day: three cash sales and a cash refund, two card sales, one Bizum', () => {
    const tickets: CashTicket[] = [
      { totalCents: 1957, paymentMethod: 'efectivo' },
      { totalCents: 1210, paymentMethod: 'tarjeta' },
      { totalCents: 297, paymentMethod: 'efectivo' },
      { totalCents: -297, paymentMethod: 'efectivo', rectificativa: true },
      { totalCents: 40_000, paymentMethod: 'tarjeta' },
      { totalCents: 100, paymentMethod: 'efectivo' },
      { totalCents: 550, paymentMethod: 'bizum' },
    ];
    // Efectivo: sales 19,57 + 2,97 + 1,00 = 23,54 €; refund −2,97 €; net 20,57 €.
    // Tarjeta: 12,10 + 400,00 = 412,10 €. Bizum: 5,50 €. In all: sales 23,54 + 412,10 + 5,50 = 441,14 €,
    // less the refund 2,97 €: 438,17 €.
    expect(cashClose(tickets)).toEqual({
      byMethod: {
        efectivo: row(4, 2057, 3, 2354, 1, -297),
        tarjeta: row(2, 41_210, 2, 41_210),
        bizum: row(1, 550, 1, 550),
      },
      total: row(7, 43_817, 6, 44_114, 1, -297),
    });
  });

  it('refuses a total that is not whole cents', () => {
    expect(() => cashClose([{ totalCents: 1.5, paymentMethod: 'efectivo' }])).toThrow(RangeError);
  });
});
