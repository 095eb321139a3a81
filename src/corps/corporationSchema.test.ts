import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../domain/messages';
import { corporationSchema, normalizeCountry } from './corporationSchema';
import { CORP_TEXT } from './messages';
import { creditorIdFor, validateCreditorId } from './sepaCreditorId';

const E = CORP_TEXT.errors;
const data = {
  nif: 'B86561412',
  legalName: 'Demo Distribuciones S.L.',
  address: 'Calle de Alcalá, 120',
  postalCode: '28009',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  phone: '+34 910 123 456',
  email: 'administracion@demo.es',
  iban: 'ES91 2100 0418 4502 0005 1332',
  bic: '',
  sepaCreditorId: '',
  salesSeries: 'F',
  rectificationSeries: 'R',
  simplifiedSeries: 'T',
  retailActivity: false,
  defaultVatRate: 21,
  allowNegativeStock: false,
  mercantileRegistry: { registry: '', tomo: '', folio: '', hoja: '', inscripcion: '' },
};
const REGISTRY = { registry: ' Registro Mercantil de Madrid ', tomo: '1234', folio: '56', hoja: 'M-7890', inscripcion: '1.ª' };
const parse = (change: Record<string, unknown>, name = 'Demo') => corporationSchema.safeParse({ name, data: { ...data, ...change } });
const issues = (r: ReturnType<typeof parse>) => (r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]));

describe('corporationSchema', () => {
  it('accepts a complete company and stores normalised values', () => {
    const r = parse({ nif: 'b-86561412', salesSeries: ' f2026 ', email: 'Admin@Demo.ES', country: 'espana' });
    expect(r.success).toBe(true);
    expect(r.data?.data).toMatchObject({
      nif: 'B86561412',
      iban: 'ES9121000418450200051332',
      salesSeries: 'F2026',
      email: 'admin@demo.es',
      country: 'España',
    });
  });

  // RRM art. 24: a company states its registry entry on its documents; a sole trader has none.
  it('takes a Registro Mercantil entry, trimmed, or none at all', () => {
    expect(parse({ mercantileRegistry: REGISTRY }).data?.data.mercantileRegistry).toEqual({ ...REGISTRY, registry: 'Registro Mercantil de Madrid' });
    expect(parse({}).success).toBe(true);
  });

  it.each([
    ['a tomo without the registry', { ...REGISTRY, registry: '' }, 'data.mercantileRegistry.registry', E.registryMissing],
    ['a 31-character hoja', { ...REGISTRY, hoja: 'M'.repeat(31) }, 'data.mercantileRegistry.hoja', E.registryPartTooLong(30)],
  ])('refuses %s at its field', (_what, mercantileRegistry, path, message) => {
    expect(issues(parse({ mercantileRegistry }))).toEqual([[path, message]]);
  });

  it.each([
    [' tk26 ', true, 'TK26'],
    ['T', false, 'T'],
  ])('takes the simplified series %j (retailer: %j) as %j', (simplifiedSeries, retailActivity, stored) => {
    expect(parse({ simplifiedSeries, retailActivity }).data?.data).toMatchObject({ simplifiedSeries: stored, retailActivity });
  });

  it('accepts blank optional fields (phone, e-mail, IBAN)', () => {
    expect(parse({ phone: '', email: '', iban: ' ' }).data?.data).toMatchObject({ phone: '', email: '', iban: '' });
  });

  it.each([
    ['a NIF with a wrong check letter', { nif: 'B86561413' }, [['data.nif', MESSAGES.taxId.checkDigit]]],
    ['no NIF', { nif: '' }, [['data.nif', MESSAGES.taxId.empty]]],
    ['a malformed NIF', { nif: '1234' }, [['data.nif', MESSAGES.taxId.format]]],
    ['no razón social', { legalName: ' ' }, [['data.legalName', E.legalNameEmpty]]],
    ['no address', { address: '' }, [['data.address', E.addressEmpty]]],
    ['a Spanish postal code of 4 digits', { postalCode: '2800' }, [['data.postalCode', MESSAGES.postalCode.format]]],
    ['a Spanish postal code of no province', { postalCode: '60001' }, [['data.postalCode', MESSAGES.postalCode.province]]],
    ['no city', { city: '' }, [['data.city', E.cityEmpty]]],
    ['no province', { province: '' }, [['data.province', E.provinceEmpty]]],
    ['a bad phone', { phone: '91-000' }, [['data.phone', MESSAGES.phone.format]]],
    ['a short phone', { phone: '910 00' }, [['data.phone', MESSAGES.phone.length]]],
    ['a bad e-mail', { email: 'admin@' }, [['data.email', MESSAGES.email.format]]],
    ['an IBAN with a wrong digit', { iban: 'ES91 2100 0418 4502 0005 1333' }, [['data.iban', MESSAGES.iban.checkDigits]]],
    ['a short IBAN', { iban: 'ES91 2100' }, [['data.iban', MESSAGES.iban.length]]],
    ['a series with a hyphen', { salesSeries: 'F-1' }, [['data.salesSeries', MESSAGES.series.invalidChars]]],
    ['a series of 11 characters', { rectificationSeries: 'R2345678901' }, [['data.rectificationSeries', MESSAGES.series.tooLong]]],
    ['no series', { salesSeries: '' }, [['data.salesSeries', MESSAGES.series.empty]]],
    ['the same series twice (after upper-casing)', { rectificationSeries: 'f' }, [['data.rectificationSeries', E.sameSeries]]],
    ['a VAT rate of 7 %', { defaultVatRate: 7 }, [['data.defaultVatRate', E.vatRate]]],
    ['a VAT rate that is not a number', { defaultVatRate: Number.NaN }, [['data.defaultVatRate', E.vatRate]]],
    ['allowNegativeStock as text', { allowNegativeStock: 'no' }, [['data.allowNegativeStock', expect.any(String)]]],
    ['no simplified series', { simplifiedSeries: ' ' }, [['data.simplifiedSeries', MESSAGES.series.empty]]],
    ['a simplified series with a hyphen', { simplifiedSeries: 'T-1' }, [['data.simplifiedSeries', MESSAGES.series.invalidChars]]],
    ['a simplified series of 11 characters', { simplifiedSeries: 'T2345678901' }, [['data.simplifiedSeries', MESSAGES.series.tooLong]]],
    [
      'the simplified series equal to the invoices’ (after upper-casing)',
      { simplifiedSeries: 'f' },
      [['data.simplifiedSeries', E.sameSimplifiedSeries]],
    ],
    ['the simplified series equal to the rectificativas’', { simplifiedSeries: 'R' }, [['data.simplifiedSeries', E.sameSimplifiedSeries]]],
    ['no retail setting', { retailActivity: undefined }, [['data.retailActivity', expect.any(String)]]],
    ['retailActivity as text', { retailActivity: 'sí' }, [['data.retailActivity', expect.any(String)]]],
  ])('refuses %s, with the message at the field', (_what, change, expected) => {
    expect(issues(parse(change))).toEqual(expected);
  });

  it('reports the postal code even when another field is also wrong', () => {
    expect(issues(parse({ nif: 'X', postalCode: '999' })).map(([path]) => path)).toEqual(['data.nif', 'data.postalCode']);
  });

  it('checks a foreign postal code only for presence and length', () => {
    expect(parse({ country: 'Portugal', postalCode: '1000-001' }).success).toBe(true);
    expect(issues(parse({ country: 'Portugal', postalCode: '' }))).toEqual([['data.postalCode', E.postalCodeForeign]]);
  });

  it('needs a name of at most 120 characters', () => {
    expect(issues(parse({}, ''))).toEqual([['name', E.nameEmpty]]);
    expect(issues(parse({}, 'x'.repeat(121)))).toEqual([['name', E.nameTooLong]]);
  });
});

describe('corporationSchema: SEPA creditor id and BIC (issue 30)', () => {
  it.each([
    ['ES18000B86561412', 'ES18000B86561412'],
    [' es18 000 b86561412 ', 'ES18000B86561412'],
    ['ES18001B86561412', 'ES18001B86561412'],
    ['ES18ZZZB86561412', 'ES18ZZZB86561412'],
    ['', ''],
  ])('takes the creditor id %j as %j (the suffix is not in the check digits)', (sepaCreditorId, stored) => {
    const r = parse({ sepaCreditorId });
    expect(issues(r)).toEqual([]);
    expect(r.data?.data.sepaCreditorId).toBe(stored);
  });

  it.each([
    ['ES19000B86561412', E.creditorId.checkDigits],
    ['ES18000B86561413', E.creditorId.checkDigits],
    ['FR18000B86561412', E.creditorId.format],
    ['ES18B86561412', E.creditorId.checkDigits],
    ['ES1800', E.creditorId.format],
    ['ES18000B86561412' + 'X'.repeat(20), E.creditorId.format],
    ['ES11000B12345674', E.creditorIdNif],
  ])('refuses the creditor id %j at its field', (sepaCreditorId, message) => {
    expect(issues(parse({ sepaCreditorId }))).toEqual([['data.sepaCreditorId', message]]);
  });

  it.each([
    ['CAIXESBBXXX', 'CAIXESBBXXX'],
    ['caix es bb', 'CAIXESBB'],
    ['', ''],
  ])('takes the BIC %j as %j', (bic, stored) => {
    expect(parse({ bic }).data?.data.bic).toBe(stored);
  });

  it.each(['CAIXESB', 'CAIXESBBXX', 'CAIXESBBXXXX', '1AIXESBB', 'CAIX-ESBB'])('refuses the BIC %j', (bic) => {
    expect(issues(parse({ bic }))).toEqual([['data.bic', E.bic]]);
  });
});

describe('creditor check digits (ISO 7064 mod 97-10)', () => {
  it.each(['B86561412', 'B12345674', 'A28017895', 'X1234567L', '12345678Z'])('makes %s an id whose NIF + ES + digits is 1 mod 97', (nif) => {
    const id = creditorIdFor(nif);
    const digits = [...`${nif}ES${id.slice(2, 4)}`].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('');
    expect(BigInt(digits) % 97n).toBe(1n);
    expect(validateCreditorId(creditorIdFor(nif, 'A01'))).toEqual({ ok: true, value: `ES${id.slice(2, 4)}A01${nif}` });
  });
});

describe('normalizeCountry', () => {
  it.each([
    ['España', 'España'],
    ['espana', 'España'],
    [' ES ', 'España'],
    ['Spain', 'España'],
    ['Reino de España', 'España'],
    ['Portugal', 'Portugal'],
    ['  Costa   Rica ', 'Costa Rica'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeCountry(input)).toBe(expected);
  });
});

describe('corporationSchema: the issuer’s texts reach every VERI*FACTU record', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['U+0001 in the legal name', { legalName: 'Demo\u0001 S.L.' }, 'data.legalName'],
    ['a line break in the address', { address: 'Calle de Alcalá\n120' }, 'data.address'],
    ['DEL in the city', { city: 'Madrid\u007F' }, 'data.city'],
    ['U+0085 in the province', { province: 'Ma\u0085drid' }, 'data.province'],
    ['U+0001 in a foreign postal code', { country: 'Portugal', postalCode: '1000\u0001001' }, 'data.postalCode'],
    ['a tab in the country', { country: 'Portu\tgal', postalCode: '1000-001' }, 'data.country'],
    ['U+0001 in the Registro Mercantil', { mercantileRegistry: { ...REGISTRY, hoja: 'M-78\u000190' } }, 'data.mercantileRegistry.hoja'],
  ])('refuses %s, at its field', (_, change, path) => {
    const found = issues(parse(change)).find(([p]) => p === path);
    expect(found?.[1]).toMatch(/U\+00|saltos de línea|tabuladores/);
  });

  it('refuses U+0001 in the company’s name', () => {
    expect(issues(parse({}, 'Demo\u0001'))).toEqual([['name', expect.stringContaining('U+0001')]]);
  });

  it.each(['Tubo 1/2" S.L.', "Servei d'instal·lació S.L.", 'Ñandú & Cía <S.L.>'])('keeps %j', (legalName) => {
    expect(issues(parse({ legalName, address: legalName }, legalName))).toEqual([]);
  });

  // AEAT 1287: NumSerieFactura may not hold < > " ' = nor controls; a series is A–Z and 0–9 only.
  it.each(['F<1', 'F>1', 'F"1', "F'1", 'F=1', 'F\u00011', 'F\n1', 'F-1'])('refuses the series %j', (series) => {
    expect(issues(parse({ salesSeries: series })).map(([p]) => p)).toContain('data.salesSeries');
    expect(issues(parse({ simplifiedSeries: series })).map(([p]) => p)).toContain('data.simplifiedSeries');
  });
});
