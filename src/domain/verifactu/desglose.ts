/**
 * Desglose: one DetalleDesglose per line of Almacena's per-rate breakdown
 * (documentTotals.ts groups by VAT rate and exemption), and the record totals
 * summed from those same lines so that CuotaTotal and ImporteTotal always
 * agree with the Desglose the AEAT checks them against.
 */
import type { RateBreakdown } from '../documentTotals';
import { isNotSubjectCode, type TaxCause } from '../tax';
import { VerifactuError } from './errors';
import { importe, tipo } from './format';
import type { ClaveRegimen, DetalleDesglose } from './types';

/** DesgloseType allows at most 12 DetalleDesglose. */
export const MAX_DETALLES = 12;

/**
 * ClaveRegimen: 02 (exportación) for exports and the operations treated as exports, exempt
 * under LIVA arts. 21 (E2) and 22 (E3): with 01 the AEAT refuses E2 and E3 (errores.properties
 * 1199), and with 02 it takes only an OperacionExenta (1286). 01 (régimen general) for
 * everything else Almacena sells: S1, N1, N2, E1, E4, E5, E6. See docs/verifactu.md.
 */
function claveRegimenOf(cause: TaxCause | null): ClaveRegimen {
  return cause === 'E2' || cause === 'E3' ? '02' : '01';
}

/**
 * Taxed groups are S1 (sujeta y no exenta, sin inversión del sujeto pasivo)
 * with TipoImpositivo and CuotaRepercutida, plus the recargo de equivalencia
 * when the customer is under it. Exempt groups carry OperacionExenta (E1–E6,
 * the same codes Almacena stores) and only the base: the AEAT refuses
 * TipoImpositivo, CuotaRepercutida and recargo on an exempt line (1238) and on a not-subject
 * one (1237). rules.ts lists these rules; the builder asserts them.
 */
export function detalleOf(group: RateBreakdown): DetalleDesglose {
  const base = importe(group.baseCents);
  // Not subject (N1 arts. 7 and 14 LIVA; N2 place-of-supply rules): CalificacionOperacion N1/N2 with
  // only the amount, as BaseImponibleOimporteNoSujeto.
  if (isNotSubjectCode(group.exemption)) {
    return { Impuesto: '01', ClaveRegimen: claveRegimenOf(null), CalificacionOperacion: group.exemption, BaseImponibleOimporteNoSujeto: base };
  }
  if (group.exemption !== null) {
    return {
      Impuesto: '01',
      ClaveRegimen: claveRegimenOf(group.exemption),
      OperacionExenta: group.exemption,
      BaseImponibleOimporteNoSujeto: base,
    };
  }
  return {
    Impuesto: '01',
    ClaveRegimen: claveRegimenOf(null),
    CalificacionOperacion: 'S1',
    TipoImpositivo: tipo(group.vatRate),
    BaseImponibleOimporteNoSujeto: base,
    CuotaRepercutida: importe(group.vatCents),
    ...(group.recargoRate > 0 ? { TipoRecargoEquivalencia: tipo(group.recargoRate), CuotaRecargoEquivalencia: importe(group.recargoCents) } : {}),
  };
}

export interface DesgloseTotals {
  detalles: DetalleDesglose[];
  /** CuotaTotal: IVA repercutido plus recargo de equivalencia. */
  cuotaTotal: string;
  /** ImporteTotal: bases plus IVA plus recargo. IRPF withheld is not subtracted: it is not part of the invoice's amount for the AEAT. */
  importeTotal: string;
}

export function desgloseOf(breakdown: readonly RateBreakdown[]): DesgloseTotals {
  if (breakdown.length === 0) throw new VerifactuError('breakdownEmpty');
  if (breakdown.length > MAX_DETALLES) throw new VerifactuError('breakdownTooLong');
  const sum = (pick: (g: RateBreakdown) => number) => breakdown.reduce((acc, g) => acc + pick(g), 0);
  const cuota = sum((g) => g.vatCents) + sum((g) => g.recargoCents);
  return {
    detalles: breakdown.map(detalleOf),
    cuotaTotal: importe(cuota),
    importeTotal: importe(sum((g) => g.baseCents) + cuota),
  };
}
