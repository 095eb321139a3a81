import { describe, expect, it } from 'vitest';
import type { RateBreakdown } from '../documentTotals';
import { recargoRateFor, TAX_CAUSES, VAT_RATES } from '../tax';
import { desgloseOf, detalleOf } from './desglose';
import { detalleErrors } from './rules';

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
    [
      'an operation treated as an export (E3, art. 22): régimen 02 (AEAT 1199 refuses E3 under 01)',
      group({ exemption: 'E3', vatCents: 0 }),
      { Impuesto: '01', ClaveRegimen: '02', OperacionExenta: 'E3', BaseImponibleOimporteNoSujeto: '100.00' },
    ],
    [
      'a not-subject group (N2): only the amount',
      group({ exemption: 'N2', vatRate: 0, vatCents: 0 }),
      { Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'N2', BaseImponibleOimporteNoSujeto: '100.00' },
    ],
  ])('%s', (_name, g, expected) => {
    const detalle = detalleOf(g);
    expect(detalle).toEqual(expected);
    // Keys in the XSD's DetalleType order.
    expect(Object.keys(detalle)).toEqual(Object.keys(expected));
  });
});

describe('every (ClaveRegimen, CalificacionOperacion | OperacionExenta) pair detalleOf can emit', () => {
  const taxed = VAT_RATES.flatMap((vatRate) => [
    group({ vatRate, vatCents: vatRate * 100 }),
    ...(recargoRateFor(vatRate) > 0 ? [group({ vatRate, vatCents: vatRate * 100, recargoRate: recargoRateFor(vatRate), recargoCents: 100 })] : []),
    ...(vatRate === 21 ? [group({ vatRate, vatCents: 2100, recargoRate: recargoRateFor(21, true), recargoCents: 175 })] : []),
  ]);
  const untaxed = TAX_CAUSES.map((exemption) => group({ exemption, vatRate: 0, vatCents: 0 }));
  const emitted = [...taxed, ...untaxed].map(detalleOf);

  it('is one of: 01 with S1, N1, N2, E1, E4, E5, E6; 02 with E2, E3', () => {
    const pairs = [...new Set(emitted.map((d) => `${d.ClaveRegimen} ${d.CalificacionOperacion ?? d.OperacionExenta}`))].sort();
    expect(pairs).toEqual(['01 E1', '01 E4', '01 E5', '01 E6', '01 N1', '01 N2', '01 S1', '02 E2', '02 E3']);
  });

  it.each(
    emitted.map((d) => [
      `${d.ClaveRegimen} ${d.CalificacionOperacion ?? d.OperacionExenta} ${d.TipoImpositivo ?? ''} ${d.TipoRecargoEquivalencia ?? ''}`,
      d,
    ]),
  )('breaks no AEAT rule of rules.ts: %s', (_name, detalle) => {
    expect(detalleErrors(detalle)).toEqual([]);
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
