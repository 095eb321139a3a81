import { describe, expect, it } from 'vitest';
import { cotejoUrl, cotejoUrlOf, invoiceCotejoUrl, QR_SPEC } from './qr';
import { altaRecordOf } from './record';
import { FRENCH_CLIENT, issuedInvoice, line, SYSTEM } from './testFixtures';

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
    [
      'production',
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=F-2026-000001&fecha=25-11-2026&importe=36.30',
    ],
  ] as const)('uses the texts of the alta record (%s)', (environment, url) => {
    const record = altaRecordOf(issuedInvoice(), null, { generatedAt: new Date('2026-11-25T13:05:00Z'), system: SYSTEM });
    expect(cotejoUrlOf(record, environment)).toBe(url);
  });
});

describe('invoiceCotejoUrl', () => {
  // 1.020,30 € at 21 %: 214,26 € of IVA, 1.234,56 € in all.
  const invoice = issuedInvoice({ numberText: 'FV-2026-000124', issueDate: '2026-03-05', lines: [line('Estantería', 1, 102030, 21)] });
  const record = (inv: typeof invoice) => altaRecordOf(inv, null, { generatedAt: new Date('2026-03-05T10:00:00Z'), system: SYSTEM });

  it.each([
    ['test', 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56'],
    [
      'production',
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B12345674&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56',
    ],
  ] as const)('builds the %s URL from an issued sales invoice: NIF, number with hyphens, dd-mm-aaaa, importe with cents', (environment, url) => {
    expect(invoice.totalCents).toBe(123456);
    expect(invoiceCotejoUrl(invoice, environment)).toBe(url);
  });

  it('writes the NIF and the number as the record does (normalised, trimmed)', () => {
    const messy = { ...invoice, issuer: { ...invoice.issuer!, nif: 'es b-12345674' }, numberText: ' FV-2026-000124 ' };
    expect(invoiceCotejoUrl(messy, 'test')).toBe(invoiceCotejoUrl(invoice, 'test'));
  });

  it.each([
    ['an ordinary invoice', invoice],
    ['IRPF withheld (the invoice total, not what is paid)', issuedInvoice({ irpfRate: 15 })],
    ['recargo de equivalencia', issuedInvoice({ recargoEquivalencia: true })],
    [
      'an exempt line and a foreign client',
      issuedInvoice({ party: FRENCH_CLIENT, lines: [line('Envío UE', 3, 1999, 0, 'E5'), line('Tornillo', 7, 333, 21)] }),
    ],
    [
      'a negative rectificativa with a slash in its number',
      issuedInvoice({
        numberText: 'R/2026/3',
        lines: [line('Devolución', -1, 250, 21)],
        rectifies: {
          invoiceId: 'inv0',
          numberText: 'F-2026-000001',
          issueDate: '2026-11-20',
          mode: 'difference',
          code: 'R4',
          reason: 'Devolución',
          replaced: null,
        },
      }),
    ],
  ])('is the URL of the alta record for %s', (_name, inv) => {
    for (const environment of ['test', 'production'] as const) {
      expect(invoiceCotejoUrl(inv, environment)).toBe(cotejoUrlOf(record(inv), environment));
    }
  });

  it.each([
    ['a purchase invoice', { ...invoice, kind: 'input' as const }],
    ['a draft', { ...invoice, state: 'borrador' as const, numberText: null, issueDate: null }],
    ['a sale of an issuer under a foral administration (no record)', { ...invoice, verifactuExempt: 'bizkaia' }],
  ])('gives no QR for %s', (_name, inv) => {
    expect(invoiceCotejoUrl(inv, 'production')).toBeNull();
  });

  it.each([
    ['test', 'production', 'https://prewww2.aeat.es/'],
    ['production', 'test', 'https://www2.agenciatributaria.gob.es/'],
  ] as const)('points at the host of the environment its record went to (%s), whatever the build says (%s)', (stamped, build, host) => {
    expect(invoiceCotejoUrl({ ...invoice, cotejoEnv: stamped }, build)).toMatch(new RegExp(`^${host}`));
  });

  it('falls back to the build setting for invoices issued before the stamp', () => {
    expect(invoiceCotejoUrl({ ...invoice, cotejoEnv: null }, 'production')).toMatch(/^https:\/\/www2\.agenciatributaria/);
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
