/**
 * AEAT validations that a record can be checked against on its own, before it is sent, each
 * under its code in the AEAT's errores.properties (tikeV1.0/cont/ws/errores.properties, as
 * transcribed code by code in public implementations; docs/verifactu-aeat-answers.md quotes
 * 1146, 1199 and 1287 from it). Only rules about what
 * Almacena can emit are here; those about the AEAT's census, clock or stored records are not.
 * The builder (record.ts) asserts them on every alta: a broken one means a bug in the builder,
 * or an invoice the entry points should have refused (1146, 1289).
 */
import type { DetalleDesglose, RegistroAlta } from './types';

export interface AeatRule<T> {
  /** The AEAT's error code. */
  code: string;
  /** The rule, in the AEAT's words (shortened). */
  rule: string;
  broken: (subject: T) => boolean;
}

const amount = (text: string | undefined) => (text === undefined ? 0 : Number(text));
const oppositeSigns = (a: number, b: number) => (a > 0 && b < 0) || (a < 0 && b > 0);
const rateFields = (d: DetalleDesglose) =>
  d.TipoImpositivo !== undefined ||
  d.CuotaRepercutida !== undefined ||
  d.TipoRecargoEquivalencia !== undefined ||
  d.CuotaRecargoEquivalencia !== undefined;
/** Impuesto IVA (01), or absent (the AEAT reads absent as IVA). */
const iva = (d: DetalleDesglose) => d.Impuesto === undefined || d.Impuesto === '01';
const recargoOnly = (vat: string, allowed: readonly string[]) => (d: DetalleDesglose) =>
  d.TipoImpositivo === vat && d.TipoRecargoEquivalencia !== undefined && !allowed.includes(d.TipoRecargoEquivalencia);

export const DETALLE_RULES: readonly AeatRule<DetalleDesglose>[] = [
  {
    code: '1195',
    rule: 'Al menos uno de OperacionExenta o CalificacionOperacion',
    broken: (d) => d.CalificacionOperacion === undefined && d.OperacionExenta === undefined,
  },
  {
    code: '1196',
    rule: 'OperacionExenta y CalificacionOperacion son excluyentes',
    broken: (d) => d.CalificacionOperacion !== undefined && d.OperacionExenta !== undefined,
  },
  { code: '1245', rule: 'Con Impuesto IVA o vacío, ClaveRegimen es obligatoria', broken: (d) => iva(d) && d.ClaveRegimen === undefined },
  {
    code: '1199',
    rule: 'Con IVA y ClaveRegimen 01 no pueden marcarse OperacionExenta E2, E3',
    broken: (d) => iva(d) && d.ClaveRegimen === '01' && (d.OperacionExenta === 'E2' || d.OperacionExenta === 'E3'),
  },
  {
    code: '1286',
    rule: 'Con IVA y ClaveRegimen 02 solo se podrá informar OperacionExenta',
    broken: (d) => iva(d) && d.ClaveRegimen === '02' && (d.OperacionExenta === undefined || d.CalificacionOperacion !== undefined),
  },
  {
    code: '1237',
    rule: 'No sujeta (N1, N2) con IVA: sin TipoImpositivo, CuotaRepercutida, TipoRecargoEquivalencia ni CuotaRecargoEquivalencia',
    broken: (d) => iva(d) && (d.CalificacionOperacion === 'N1' || d.CalificacionOperacion === 'N2') && rateFields(d),
  },
  {
    code: '1238',
    rule: 'Exenta: sin TipoImpositivo, CuotaRepercutida, TipoRecargoEquivalencia ni CuotaRecargoEquivalencia',
    broken: (d) => d.OperacionExenta !== undefined && rateFields(d),
  },
  {
    code: '1208',
    rule: 'S1 sin BaseImponibleACoste: TipoImpositivo y CuotaRepercutida obligatorios',
    broken: (d) => d.CalificacionOperacion === 'S1' && (d.TipoImpositivo === undefined || d.CuotaRepercutida === undefined),
  },
  {
    code: '1284',
    rule: 'TipoRecargoEquivalencia y CuotaRecargoEquivalencia van juntos',
    broken: (d) => (d.TipoRecargoEquivalencia === undefined) !== (d.CuotaRecargoEquivalencia === undefined),
  },
  {
    code: '1143',
    rule: 'CuotaRepercutida y BaseImponibleOimporteNoSujeto con el mismo signo',
    broken: (d) => oppositeSigns(amount(d.CuotaRepercutida), amount(d.BaseImponibleOimporteNoSujeto)),
  },
  { code: '1162', rule: 'TipoImpositivo 21 %: recargo 5,2 o 1,75', broken: recargoOnly('21.00', ['5.20', '1.75']) },
  { code: '1163', rule: 'TipoImpositivo 10 %: recargo 1,4', broken: recargoOnly('10.00', ['1.40']) },
  { code: '1164', rule: 'TipoImpositivo 4 %: recargo 0,5', broken: recargoOnly('4.00', ['0.50']) },
];

/** The AEAT codes `detalle` breaks, in DETALLE_RULES order (empty: none). */
export function detalleErrors(detalle: DetalleDesglose): string[] {
  return DETALLE_RULES.filter((r) => r.broken(detalle)).map((r) => r.code);
}

/** "25-11-2026" → "20261125", comparable as text. */
const sortable = (fecha: string) => fecha.split('-').reverse().join('');
const RECIPIENT_REQUIRED = ['F1', 'F3', 'R1', 'R2', 'R3', 'R4'];

export const ALTA_RULES: readonly AeatRule<RegistroAlta>[] = [
  {
    code: '1146',
    rule: 'FechaOperacion posterior a FechaExpedicionFactura solo con ClaveRegimen 14 o 15',
    broken: (r) =>
      r.FechaOperacion !== undefined &&
      sortable(r.FechaOperacion) > sortable(r.IDFactura.FechaExpedicionFactura) &&
      !r.Desglose.DetalleDesglose.every((d) => (d.ClaveRegimen as string) === '14' || (d.ClaveRegimen as string) === '15'),
  },
  {
    code: '1114',
    rule: 'Una rectificativa lleva TipoRectificativa',
    broken: (r) => r.TipoFactura.startsWith('R') && r.TipoRectificativa === undefined,
  },
  {
    code: '1115',
    rule: 'Una factura que no es rectificativa no lleva TipoRectificativa',
    broken: (r) => !r.TipoFactura.startsWith('R') && r.TipoRectificativa !== undefined,
  },
  {
    code: '1117',
    rule: 'Una factura que no es rectificativa no lleva FacturasRectificadas',
    broken: (r) => !r.TipoFactura.startsWith('R') && r.FacturasRectificadas !== undefined,
  },
  {
    code: '1118',
    rule: 'Rectificativa por sustitución: ImporteRectificacion obligatorio',
    broken: (r) => r.TipoRectificativa === 'S' && r.ImporteRectificacion === undefined,
  },
  {
    code: '1119',
    rule: 'Sin TipoRectificativa S no hay ImporteRectificacion',
    broken: (r) => r.TipoRectificativa !== 'S' && r.ImporteRectificacion !== undefined,
  },
  {
    code: '1183',
    rule: 'FacturaSimplificadaArt7273 S solo con F1, F3, R1–R4',
    broken: (r) => r.FacturaSimplificadaArt7273 === 'S' && !RECIPIENT_REQUIRED.includes(r.TipoFactura),
  },
  {
    code: '1189',
    rule: 'F1, F3, R1–R4 llevan Destinatarios',
    broken: (r) => RECIPIENT_REQUIRED.includes(r.TipoFactura) && !r.Destinatarios?.IDDestinatario.length,
  },
  {
    code: '1190',
    rule: 'F2 y R5 no llevan Destinatarios',
    broken: (r) => (r.TipoFactura === 'F2' || r.TipoFactura === 'R5') && r.Destinatarios !== undefined,
  },
  { code: '1161', rule: 'RechazoPrevio S solo con Subsanacion S', broken: (r) => r.RechazoPrevio === 'S' && r.Subsanacion !== 'S' },
  { code: '1153', rule: 'RechazoPrevio X solo con Subsanacion S', broken: (r) => r.RechazoPrevio === 'X' && r.Subsanacion !== 'S' },
  {
    code: '1289',
    rule: 'Con IVA y OperacionExenta E5 el destinatario solo se identifica con IDOtro',
    broken: (r) =>
      r.Desglose.DetalleDesglose.some((d) => iva(d) && d.OperacionExenta === 'E5') && (r.Destinatarios?.IDDestinatario ?? []).some((p) => 'NIF' in p),
  },
];

/** The AEAT codes `record` breaks: its own rules, then each DetalleDesglose's (empty: none). */
export function altaErrors(record: RegistroAlta): string[] {
  const own = ALTA_RULES.filter((r) => r.broken(record)).map((r) => r.code);
  return [...own, ...record.Desglose.DetalleDesglose.flatMap(detalleErrors)];
}
