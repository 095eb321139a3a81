import { describe, expect, it } from 'vitest';
import type { RateBreakdown } from '../documentTotals';
import { desgloseOf, detalleOf } from './desglose';

const group = (g: Partial<RateBreakdown>): RateBreakdown => ({
  vatRate: 21,
  exemption: null,
  baseCents: 10000,
  vatCents: 2100,
  recargoRate: 0,
  recargoCents: 0,
  ...g,
});

describe('detalleOf', () => {
  it.each([
    [
      'a taxed group at 21 %',
      group({}),
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '21.00',
        BaseImponibleOimporteNoSujeto: '100.00',
        CuotaRepercutida: '21.00',
      },
    ],
    [
      'a taxed group at 0 % (not exempt)',
      group({ vatRate: 0, vatCents: 0, baseCents: 990 }),
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '0.00',
        BaseImponibleOimporteNoSujeto: '9.90',
        CuotaRepercutida: '0.00',
      },
    ],
    [
      'a group with recargo de equivalencia',
      group({ vatRate: 10, baseCents: 12345, vatCents: 1235, recargoRate: 1.4, recargoCents: 173 }),
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '10.00',
        BaseImponibleOimporteNoSujeto: '123.45',
        CuotaRepercutida: '12.35',
        TipoRecargoEquivalencia: '1.40',
        CuotaRecargoEquivalencia: '1.73',
      },
    ],
    [
      'a negative group of a rectificativa por diferencias',
      group({ baseCents: -5000, vatCents: -1050 }),
      {
        Impuesto: '01',
        ClaveRegimen: '01',
        CalificacionOperacion: 'S1',
        TipoImpositivo: '21.00',
        BaseImponibleOimporteNoSujeto: '-50.00',
        CuotaRepercutida: '-10.50',
      },
    ],
    [
      'an exempt group (E1, art. 20)',
      group({ exemption: 'E1', vatRate: 0, vatCents: 0 }),
      { Impuesto: '01', ClaveRegimen: '01', OperacionExenta: 'E1', BaseImponibleOimporteNoSujeto: '100.00' },
    ],
    [
      'an intra-EU delivery (E5, art. 25)',
      group({ exemption: 'E5', vatCents: 0 }),
      { Impuesto: '01', ClaveRegimen: '01', OperacionExenta: 'E5', BaseImponibleOimporteNoSujeto: '100.00' },
    ],
    [
      'an export (E2, art. 21): régimen 02',
      group({ exemption: 'E2', vatCents: 0 }),
      { Impuesto: '01', ClaveRegimen: '02', OperacionExenta: 'E2', BaseImponibleOimporteNoSujeto: '100.00' },
    ],
  ])('%s', (_name, g, expected) => {
    const detalle = detalleOf(g);
    expect(detalle).toEqual(expected);
    // Keys in the XSD's DetalleType order.
    expect(Object.keys(detalle)).toEqual(Object.keys(expected));
  });
});

describe('desgloseOf', () => {
  it.each([
    ['one rate', [group({})], '21.00', '121.00'],
    [
      'two rates, an exempt group and recargo; IRPF plays no part',
      [
        group({ baseCents: 10000, vatCents: 2100, recargoRate: 5.2, recargoCents: 520 }),
        group({ vatRate: 10, baseCents: 5000, vatCents: 500, recargoRate: 1.4, recargoCents: 70 }),
        group({ exemption: 'E1', vatRate: 0, baseCents: 3000, vatCents: 0 }),
      ],
      '31.90',
      '211.90',
    ],
    ['a full reversal', [group({ baseCents: -10000, vatCents: -2100 })], '-21.00', '-121.00'],
  ])('%s: CuotaTotal %s, ImporteTotal %s', (_name, breakdown, cuota, total) => {
    const d = desgloseOf(breakdown);
    expect(d.detalles).toHaveLength(breakdown.length);
    expect([d.cuotaTotal, d.importeTotal]).toEqual([cuota, total]);
  });

  it.each([
    ['no group', [], 'breakdownEmpty'],
    ['13 groups', Array.from({ length: 13 }, () => group({})), 'breakdownTooLong'],
  ])('refuses %s', (_name, breakdown, code) => {
    expect(() => desgloseOf(breakdown)).toThrow(code);
  });
});
