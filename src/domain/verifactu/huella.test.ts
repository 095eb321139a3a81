import { describe, expect, it } from 'vitest';
import { altaHuella, altaHuellaInput, anulacionHuella, anulacionHuellaInput, sha256HexUpper, type AltaHuellaFields } from './huella';

// AEAT huella spec v0.1.2 (27/08/2024) §6, as copied in docs/reference.md "VERI*FACTU huella".
const CASE_1 = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E9FC4CC058073F38F12F60';
const CASE_2 = 'F7B94CFD8924EDFF273501B01EE5153E4CE8F259766F88CF6ACB8935802A2B97';
const CASE_3 = '177547C0D57AC74748561D054A9CEC14B4C4EA23D1BEFD6F2E69E3A388F90C68';

const alta = (numSerie: string, previous: string, at: string): AltaHuellaFields => ({
  IDEmisorFactura: '89890001K',
  NumSerieFactura: numSerie,
  FechaExpedicionFactura: '01-01-2024',
  TipoFactura: 'F1',
  CuotaTotal: '12.35',
  ImporteTotal: '123.45',
  HuellaAnterior: previous,
  FechaHoraHusoGenRegistro: at,
});

describe('the AEAT huella examples', () => {
  it.each([
    [
      'caso 1: alta, first record of the chain',
      alta('12345678/G33', '', '2024-01-01T19:20:30+01:00'),
      'IDEmisorFactura=89890001K&NumSerieFactura=12345678/G33&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=&FechaHoraHusoGenRegistro=2024-01-01T19:20:30+01:00',
      CASE_1,
    ],
    [
      'caso 2: alta chained to caso 1',
      alta('12345679/G34', CASE_1, '2024-01-01T19:20:35+01:00'),
      `IDEmisorFactura=89890001K&NumSerieFactura=12345679/G34&FechaExpedicionFactura=01-01-2024&TipoFactura=F1&CuotaTotal=12.35&ImporteTotal=123.45&Huella=${CASE_1}&FechaHoraHusoGenRegistro=2024-01-01T19:20:35+01:00`,
      CASE_2,
    ],
  ])('%s', (_name, fields, text, hash) => {
    expect(altaHuellaInput(fields)).toBe(text);
    expect(altaHuella(fields)).toBe(hash);
  });

  it.each([
    [
      'caso 3: anulación of the caso 2 invoice',
      {
        IDEmisorFacturaAnulada: '89890001K',
        NumSerieFacturaAnulada: '12345679/G34',
        FechaExpedicionFacturaAnulada: '01-01-2024',
        HuellaAnterior: CASE_2,
        FechaHoraHusoGenRegistro: '2024-01-01T19:20:40+01:00',
      },
      `IDEmisorFacturaAnulada=89890001K&NumSerieFacturaAnulada=12345679/G34&FechaExpedicionFacturaAnulada=01-01-2024&Huella=${CASE_2}&FechaHoraHusoGenRegistro=2024-01-01T19:20:40+01:00`,
      CASE_3,
    ],
  ])('%s', (_name, fields, text, hash) => {
    expect(anulacionHuellaInput(fields)).toBe(text);
    expect(anulacionHuella(fields)).toBe(hash);
  });
});

describe('altaHuellaInput', () => {
  it.each([
    ['trims leading and trailing spaces of each value', { NumSerieFactura: '  12345678/G33 ', CuotaTotal: ' 12.35' }, CASE_1],
    ['a changed cent changes the hash', { ImporteTotal: '123.46' }, null],
    ['"123.4" and "123.40" are different texts, so different hashes', { CuotaTotal: '12.3' }, null],
  ])('%s', (_name, change, expected) => {
    const fields = { ...alta('12345678/G33', '', '2024-01-01T19:20:30+01:00'), ...change };
    if (expected) expect(altaHuella(fields)).toBe(expected);
    else expect(altaHuella(fields)).not.toBe(CASE_1);
  });
});

describe('sha256HexUpper', () => {
  it.each([
    // FIPS 180-2 examples and a multi-byte UTF-8 text.
    ['', 'E3B0C44298FC1C149AFBF4C8996FB92427AE41E4649B934CA495991B7852B855'],
    ['abc', 'BA7816BF8F01CFEA414140DE5DAE2223B00361A396177A9CB410FF61F20015AD'],
    ['abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq', '248D6A61D20638B8E5C026930C3E6039A33CE45964FF2167F6ECEDD419DB06C1'],
    ['Peña', '2F6E894DB1E31F1EBDB57393D82C366CD8590F6C1EC2A42D7E0BFEF9FFF95E5B'],
  ])('%j → %s', (text, hex) => {
    expect(sha256HexUpper(text)).toBe(hex);
  });
});
