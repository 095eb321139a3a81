import { describe, expect, it } from 'vitest';
import { parseBreaks, parsePriceListDraft, priceListToStored } from './priceListForm';
import { PRICING_ERRORS } from './messages';

describe('a tarifa as typed', () => {
  const ok = { name: ' Mayorista ', kind: 'clientes', vatIncluded: false, validFrom: '', validTo: '' };
  it('trims the name and leaves open dates null', () => {
    expect(parsePriceListDraft(ok)).toEqual({
      ok: true,
      value: { name: 'Mayorista', kind: 'clientes', vatIncluded: false, validFrom: null, validTo: null },
    });
  });
  it.each([
    [{ name: '  ' }, 'name', PRICING_ERRORS.nameRequired],
    [{ name: 'x'.repeat(81) }, 'name', PRICING_ERRORS.nameTooLong],
    [{ name: 'Mayo\u0007rista' }, 'name', undefined],
    [{ validFrom: '2026-02-30' }, 'validFrom', PRICING_ERRORS.dateInvalid],
    [{ validFrom: '2026-06-30', validTo: '2026-06-01' }, 'validTo', PRICING_ERRORS.datesOrder],
  ])('refuses %j at %s', (change, field, message) => {
    const r = parsePriceListDraft({ ...ok, ...change });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[field as 'name']).toBeTruthy();
      if (message) expect(r.errors[field as 'name']).toBe(message);
    }
  });
  it('stores what the rules accept', () => {
    expect(priceListToStored({ name: 'Tienda', kind: 'general', vatIncluded: true, validFrom: '2026-06-01', validTo: '2026-06-30' })).toEqual({
      name: 'Tienda',
      nameKey: 'tienda',
      kind: 'general',
      vatIncluded: true,
      validFrom: '2026-06-01',
      validTo: '2026-06-30',
    });
    expect(() => priceListToStored({ name: '', kind: 'general', vatIncluded: true, validFrom: null, validTo: null })).toThrow();
  });
});

describe('quantity breaks as typed', () => {
  it('reads es-ES numbers: from 1 ud 10,00 €, from 12 ud 9,20 €', () => {
    expect(
      parseBreaks([
        { from: '1', price: '10,00' },
        { from: '12', price: '9,20' },
      ]),
    ).toEqual({
      ok: true,
      breaks: [
        { from: 1, priceCents: 1000 },
        { from: 12, priceCents: 920 },
      ],
    });
  });
  it.each([
    [[{ from: '0', price: '1' }], 0, 'from', PRICING_ERRORS.fromInvalid],
    [[{ from: '1,0005', price: '1' }], 0, 'from', PRICING_ERRORS.fromInvalid],
    [[{ from: '1', price: '1,005' }], 0, 'price', PRICING_ERRORS.priceInvalid],
    [[{ from: '1', price: '-1' }], 0, 'price', PRICING_ERRORS.priceNegative],
    [
      [
        { from: '12', price: '9' },
        { from: '12', price: '8' },
      ],
      1,
      'from',
      PRICING_ERRORS.notIncreasing,
    ],
  ])('refuses %j at line %i, %s', (rows, line, field, message) => {
    const r = parseBreaks(rows);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[line]![field as 'from']).toBe(message);
  });
  it('needs one to five breaks', () => {
    expect(parseBreaks([])).toMatchObject({ ok: false, general: PRICING_ERRORS.none });
    expect(parseBreaks(Array.from({ length: 6 }, (_, i) => ({ from: String(i + 1), price: '1' })))).toMatchObject({
      ok: false,
      general: PRICING_ERRORS.tooMany,
    });
  });
});
