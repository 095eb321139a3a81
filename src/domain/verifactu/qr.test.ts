import { describe, expect, it } from 'vitest';
import { cotejoUrl, cotejoUrlOf, QR_SPEC } from './qr';
import { altaRecordOf } from './record';
import { issuedInvoice, SYSTEM } from './testFixtures';

describe('cotejoUrl', () => {
  it.each([
    [
      "the AEAT spec's example",
      { nif: '89890001K', numserie: '12345678&G33', fecha: '01-01-2024', importe: '241.4' },
      'production' as const,
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4',
    ],
    [
      'the same on the test host',
      { nif: '89890001K', numserie: '12345678&G33', fecha: '01-01-2024', importe: '241.4' },
      'test' as const,
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=89890001K&numserie=12345678%26G33&fecha=01-01-2024&importe=241.4',
    ],
    [
      'a number with a slash, a space and a non-ASCII letter',
      { nif: 'B12345674', numserie: 'FÑ 2026/7', fecha: '25-11-2026', importe: '-3.03' },
      'test' as const,
      'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F%C3%91%202026%2F7&fecha=25-11-2026&importe=-3.03',
    ],
  ])('%s', (_name, fields, environment, url) => {
    expect(cotejoUrl(fields, environment)).toBe(url);
    expect(url).not.toContain('formato=json');
  });
});

describe('cotejoUrlOf', () => {
  it.each([
    ['test', 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F-2026-000001&fecha=25-11-2026&importe=36.30'],
    ['production', 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F-2026-000001&fecha=25-11-2026&importe=36.30'],
  ] as const)('uses the texts of the alta record (%s)', (environment, url) => {
    const record = altaRecordOf(issuedInvoice(), null, { generatedAt: new Date('2026-11-25T13:05:00Z'), system: SYSTEM });
    expect(cotejoUrlOf(record, environment)).toBe(url);
  });
});

describe('QR_SPEC', () => {
  it.each([
    ['error correction level', QR_SPEC.errorCorrectionLevel, 'M'],
    ['legend', QR_SPEC.legend, 'VERI*FACTU'],
    ['size inside 30–40 mm', QR_SPEC.sizeMm >= QR_SPEC.minSizeMm && QR_SPEC.sizeMm <= QR_SPEC.maxSizeMm, true],
  ])('%s', (_name, value, expected) => {
    expect(value).toBe(expected);
  });
});
