import { describe, expect, it } from 'vitest';
import { computeTotals, type LineInput } from '../documentTotals';
import { desgloseOf } from './desglose';
import { detalleErrors } from './rules';

// Issue 28, finding 1: recargo de equivalencia applies to deliveries of goods to retailers in the
// regime (LIVA arts. 154–156 and 161), not to services. docs/verifactu.md: one DetalleDesglose
// per breakdown group, so a rate with and without recargo becomes two detalles, and only the
// goods' detalle carries TipoRecargoEquivalencia / CuotaRecargoEquivalencia.
const line = (quantity: number, unitPriceCents: number, vatRate: number, service = false): LineInput => ({
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate,
  service,
});

describe('VERI*FACTU desglose of goods and services to a client in recargo', () => {
  it.each([
    [
      // Goods 21,50 (IVA 4,52; RE 1,12) + labour 64,00 (IVA 13,44; no RE).
      // CuotaTotal 4,52 + 1,12 + 13,44 = 19,08; ImporteTotal 85,50 + 19,08 = 104,58.
      'goods and labour at 21 %',
      [line(1, 2150, 21), line(2, 3200, 21, true)],
      [
        {
          TipoImpositivo: '21.00',
          BaseImponibleOimporteNoSujeto: '21.50',
          CuotaRepercutida: '4.52',
          TipoRecargoEquivalencia: '5.20',
          CuotaRecargoEquivalencia: '1.12',
        },
        { TipoImpositivo: '21.00', BaseImponibleOimporteNoSujeto: '64.00', CuotaRepercutida: '13.44' },
      ],
      '19.08',
      '104.58',
    ],
    [
      // A service alone: 50,00 at 10 %, IVA 5,00, no RE; CuotaTotal 5,00, ImporteTotal 55,00.
      'a service alone at 10 %',
      [line(1, 5000, 10, true)],
      [{ TipoImpositivo: '10.00', BaseImponibleOimporteNoSujeto: '50.00', CuotaRepercutida: '5.00' }],
      '5.00',
      '55.00',
    ],
  ])('%s', (_name, lines, detalles, cuotaTotal, importeTotal) => {
    const d = desgloseOf(computeTotals(lines, { recargoEquivalencia: true, irpfRate: 0 }).breakdown);
    expect(d.detalles).toHaveLength(detalles.length);
    d.detalles.forEach((got, i) => {
      expect(got).toMatchObject(detalles[i]!);
      if (!('TipoRecargoEquivalencia' in detalles[i]!)) {
        expect(got).not.toHaveProperty('TipoRecargoEquivalencia');
        expect(got).not.toHaveProperty('CuotaRecargoEquivalencia');
      }
      expect(detalleErrors(got)).toEqual([]);
    });
    expect([d.cuotaTotal, d.importeTotal]).toEqual([cuotaTotal, importeTotal]);
  });
});
