/**
 * The stand-in's own huella (scripts/aeat-standin/huella.mjs) against the AEAT's three published
 * examples, and against the records the app builds.
 */
import { describe, expect, it } from 'vitest';
import { altaHuella, anulacionHuella } from '../../scripts/aeat-standin/huella.mjs';
import { altaRecordOf, anulacionRecordOf, chainLinkOf } from '../../src/domain/verifactu';
import { issuedInvoice, SYSTEM } from '../../src/domain/verifactu/testFixtures';

// AEAT huella spec v0.1.2 (27/08/2024) §6, as copied in docs/reference.md "VERI*FACTU huella".
const CASE_1 = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const CASE_2 = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const CASE_3 = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

const altaFields = (numSerie: string) => ({
  IDEmisorFactura: '89890001K',
  NumSerieFactura: numSerie,
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
});

describe("the AEAT stand-in's huella", () => {
  it.each([
    ['caso 1: alta, first of the chain', altaFields('12345678/G33'), '', '2024-01-01T19:20:30+01:00', CASE_1],
    ['caso 2: alta chained to caso 1', altaFields('12345679/G34'), CASE_1, '2024-01-01T19:20:35+01:00', CASE_2],
  ])('%s', (_name, fields, previous, at, expected) => {
    const { text, huella } = altaHuella(fields, previous, at);
    expect(text).toBe(
      `IDEmisorFactura=89890001K&NumSerieFactura=${fields.NumSerieFactura}&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=${previous}&FechaHoraHusoGenRegistro=${at}`,
    );
    expect(huella).toBe(expected);
  });

  it('caso 3: anulación of the caso 2 invoice', () => {
    const { text, huella } = anulacionHuella(
      { IDEmisorFacturaAnulada: '89890001K', NumSerieFacturaAnulada: '12345679/G34', FechaExpedicionFacturaAnulada: '01-01-2024' },
      CASE_2,
      '2024-01-01T19:20:40+01:00',
    );
    expect(text).toBe(
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${CASE_2}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
    );
    expect(huella).toBe(CASE_3);
  });

  it('trims the values and changes with any field', () => {
    const base = altaHuella(altaFields('12345678/G33'), '', '2024-01-01T19:20:30+01:00').huella;
    expect(altaHuella({ ...altaFields(' 12345678/G33 '), CuotaTotal: ' 12.35' }, '', '2024-01-01T19:20:30+01:00').huella).toBe(base);
    expect(altaHuella({ ...altaFields('12345678/G33'), ImporteTotal: '123.46' }, '', '2024-01-01T19:20:30+01:00').huella).not.toBe(base);
  });

  it("agrees with the app's records, first and chained", () => {
    const generatedAt = new Date('2026-11-25T13:05:00Z');
    const alta = altaRecordOf(issuedInvoice({ numberText: 'F-2026-000007' }), null, { generatedAt, system: SYSTEM });
    const anulacion = anulacionRecordOf(issuedInvoice({ numberText: 'F-2026-000007' }), chainLinkOf({ RegistroAlta: alta }), {
      generatedAt,
      system: SYSTEM,
    });
    const { IDEmisorFactura, NumSerieFactura, FechaExpedicionFactura } = alta.IDFactura;
    expect(
      altaHuella(
        {
          IDEmisorFactura,
          NumSerieFactura,
          FechaExpedicionFactura,
          TipoFactura: alta.TipoFactura,
          CuotaTotal: alta.CuotaTotal,
          ImporteTotal: alta.ImporteTotal,
        },
        '',
        alta.FechaHoraHusoGenRegistro,
      ).huella,
    ).toBe(alta.Huella);
    expect(anulacionHuella(anulacion.IDFactura, alta.Huella, anulacion.FechaHoraHusoGenRegistro).huella).toBe(anulacion.Huella);
  });
});
