import { describe, expect, it } from 'vitest';
import { altaRecordOf } from './record';
import { altaErrors, ALTA_RULES, DETALLE_RULES, detalleErrors } from './rules';
import { issuedInvoice, namedSampleRecords, SYSTEM } from './testFixtures';
import type { DetalleDesglose, RegistroAlta } from './types';

const S1: DetalleDesglose = {
  Impuesto: '01',
  ClaveRegimen: '01',
  CalificacionOperacion: 'S1',
  TipoImpositivo: '21.00',
  BaseImponibleOimporteNoSujeto: '100.00',
  CuotaRepercutida: '21.00',
};
const EXEMPT: DetalleDesglose = { Impuesto: '01', ClaveRegimen: '01', OperacionExenta: 'E1', BaseImponibleOimporteNoSujeto: '100.00' };
const EXPORT: DetalleDesglose = { Impuesto: '01', ClaveRegimen: '02', OperacionExenta: 'E2', BaseImponibleOimporteNoSujeto: '100.00' };
const NOT_SUBJECT: DetalleDesglose = { Impuesto: '01', ClaveRegimen: '01', CalificacionOperacion: 'N1', BaseImponibleOimporteNoSujeto: '100.00' };
const RECARGO = { TipoRecargoEquivalencia: '5.20', CuotaRecargoEquivalencia: '5.20' };

describe('detalleErrors', () => {
  it.each<[string, string, DetalleDesglose]>([
    ['1195', 'neither CalificacionOperacion nor OperacionExenta', { ...EXEMPT, OperacionExenta: undefined }],
    ['1196', 'both CalificacionOperacion and OperacionExenta', { ...EXEMPT, CalificacionOperacion: 'N1' }],
    ['1245', 'IVA without ClaveRegimen', { ...S1, ClaveRegimen: undefined as unknown as '01' }],
    ['1199', 'an export (E2) under ClaveRegimen 01', { ...EXPORT, ClaveRegimen: '01' }],
    ['1199', 'an operation treated as an export (E3) under ClaveRegimen 01', { ...EXPORT, ClaveRegimen: '01', OperacionExenta: 'E3' }],
    ['1286', 'ClaveRegimen 02 on a taxed line', { ...S1, ClaveRegimen: '02' }],
    ['1286', 'ClaveRegimen 02 on a not-subject line', { ...NOT_SUBJECT, ClaveRegimen: '02' }],
    ['1237', 'a not-subject line (N1) with a rate', { ...NOT_SUBJECT, TipoImpositivo: '0.00' }],
    ['1237', 'a not-subject line (N2) with a cuota', { ...NOT_SUBJECT, CalificacionOperacion: 'N2', CuotaRepercutida: '0.00' }],
    ['1238', 'an exempt line with a rate', { ...EXEMPT, TipoImpositivo: '0.00' }],
    ['1238', 'an exempt line with recargo', { ...EXEMPT, ...RECARGO }],
    ['1208', 'a taxed line (S1) without TipoImpositivo', { ...S1, TipoImpositivo: undefined }],
    ['1208', 'a taxed line (S1) without CuotaRepercutida', { ...S1, CuotaRepercutida: undefined }],
    ['1284', 'a recargo rate without its cuota', { ...S1, TipoRecargoEquivalencia: '5.20' }],
    ['1143', 'a cuota of the other sign than its base', { ...S1, CuotaRepercutida: '-21.00' }],
    ['1162', 'recargo 1,4 at 21 %', { ...S1, TipoRecargoEquivalencia: '1.40', CuotaRecargoEquivalencia: '1.40' }],
    ['1163', 'recargo 5,2 at 10 %', { ...S1, TipoImpositivo: '10.00', CuotaRepercutida: '10.00', ...RECARGO }],
    [
      '1164',
      'recargo 1,4 at 4 %',
      { ...S1, TipoImpositivo: '4.00', CuotaRepercutida: '4.00', TipoRecargoEquivalencia: '1.40', CuotaRecargoEquivalencia: '1.40' },
    ],
  ])('AEAT %s: %s', (code, _case, detalle) => {
    const clean = JSON.parse(JSON.stringify(detalle)) as DetalleDesglose;
    expect(detalleErrors(clean)).toEqual([code]);
  });

  it.each<[string, DetalleDesglose]>([
    ['a taxed line', S1],
    ['a taxed line with recargo 5,2', { ...S1, ...RECARGO }],
    ['a tobacco line', { ...S1, TipoRecargoEquivalencia: '1.75', CuotaRecargoEquivalencia: '1.75' }],
    ['an exempt line', EXEMPT],
    ['an export under 02', EXPORT],
    ['a not-subject line', NOT_SUBJECT],
    ['a negative line (rectificativa por diferencias)', { ...S1, BaseImponibleOimporteNoSujeto: '-100.00', CuotaRepercutida: '-21.00' }],
    ['a line too small for a cuota', { ...S1, BaseImponibleOimporteNoSujeto: '0.02', CuotaRepercutida: '0.00' }],
  ])('passes %s', (_name, detalle) => {
    expect(detalleErrors(detalle)).toEqual([]);
  });

  it('has one rule per code', () => {
    const codes = [...DETALLE_RULES, ...ALTA_RULES].map((r) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('altaErrors', () => {
  const base = altaRecordOf(issuedInvoice(), null, { generatedAt: new Date('2026-11-25T13:05:00Z'), system: SYSTEM });
  const DESTINATARIOS = base.Destinatarios!;
  const FOREIGN = { IDDestinatario: [{ NombreRazon: 'Outils', IDOtro: { CodigoPais: 'FR', IDType: '02' as const, ID: 'FR40303265045' } }] };

  it.each<[string, string, Partial<RegistroAlta>]>([
    ['1146', 'an operation date after the issue date', { FechaOperacion: '26-11-2026' }],
    ['1146', 'an operation date in a later year', { FechaOperacion: '01-01-2027' }],
    ['1114', 'a rectificativa without TipoRectificativa', { TipoFactura: 'R1' }],
    ['1115', 'an F1 with TipoRectificativa', { TipoRectificativa: 'I' }],
    [
      '1117',
      'an F1 with FacturasRectificadas',
      {
        FacturasRectificadas: {
          IDFacturaRectificada: [{ IDEmisorFactura: 'B12345674', NumSerieFactura: 'F-1', FechaExpedicionFactura: '01-11-2026' }],
        },
      },
    ],
    ['1118', 'a sustitución without ImporteRectificacion', { TipoFactura: 'R4', TipoRectificativa: 'S', FacturasRectificadas: undefined }],
    [
      '1119',
      'a rectificativa por diferencias with ImporteRectificacion',
      { TipoFactura: 'R4', TipoRectificativa: 'I', ImporteRectificacion: { BaseRectificada: '1.00', CuotaRectificada: '0.21' } },
    ],
    ['1183', 'a plain ticket (F2) marked cualificada', { TipoFactura: 'F2', Destinatarios: undefined, FacturaSimplificadaArt7273: 'S' }],
    ['1189', 'an F1 without Destinatarios', { Destinatarios: undefined }],
    ['1190', 'a ticket (F2) with Destinatarios', { TipoFactura: 'F2', Destinatarios: DESTINATARIOS }],
    ['1161', 'RechazoPrevio S without Subsanacion', { RechazoPrevio: 'S' }],
    ['1153', 'RechazoPrevio X with Subsanacion N', { Subsanacion: 'N', RechazoPrevio: 'X' }],
    ['1289', 'an intra-EU delivery (E5) to a Spanish NIF', { Desglose: { DetalleDesglose: [{ ...EXEMPT, OperacionExenta: 'E5' }] } }],
    [
      '1199',
      'a record with an export under 01 (the Desglose is checked too)',
      { Desglose: { DetalleDesglose: [S1, { ...EXPORT, ClaveRegimen: '01' }] } },
    ],
  ])('AEAT %s: %s', (code, _case, change) => {
    const record = JSON.parse(JSON.stringify({ ...base, ...change })) as RegistroAlta;
    expect(altaErrors(record)).toEqual([code]);
  });

  it.each<[string, Partial<RegistroAlta>]>([
    ['an operation date before the issue date', { FechaOperacion: '20-11-2026' }],
    ['an operation date the day of the issue date', { FechaOperacion: '25-11-2026' }],
    [
      'an intra-EU delivery to a recipient in IDOtro',
      { Destinatarios: FOREIGN, Desglose: { DetalleDesglose: [{ ...EXEMPT, OperacionExenta: 'E5' }] } },
    ],
    ['a subsanación of a record the AEAT does not hold', { Subsanacion: 'S', RechazoPrevio: 'X' }],
  ])('passes %s', (_name, change) => {
    expect(altaErrors({ ...base, ...change })).toEqual([]);
  });

  it.each(namedSampleRecords().filter(([, r]) => 'RegistroAlta' in r))('every sample record passes: %s', (_name, registro) => {
    expect(altaErrors((registro as { RegistroAlta: RegistroAlta }).RegistroAlta)).toEqual([]);
  });
});
