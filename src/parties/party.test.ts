import { describe, expect, it } from 'vitest';
import {
  blankPartyDraft,
  isSpain,
  partyDraftOf,
  partyFromStored,
  partySchema,
  partySearchKeys,
  partyToStored,
  termsSummary,
  type PartyDraft,
  type PartyInput,
} from './party';
import { equalTerms, singleTerm, termsToStored, type PaymentTerms } from '../domain/payments/terms';
import { BANK_ERRORS, PARTY_HELP, TERMS_ERROR_TEXT } from './messages';
import { suggestMandateReference } from './partyBank';

const draft = (over: Partial<PartyDraft> = {}): PartyDraft => ({
  ...blankPartyDraft(),
  name: 'Suministros Peña S.L.',
  nif: 'B86561412',
  ...over,
});

function errorsOf(kind: 'vendor' | 'client', d: PartyDraft): Record<string, string> {
  const r = partySchema(kind).safeParse(d);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('partySchema: accepted values, normalised', () => {
  it('normalises the NIF, the phone spacing and the country', () => {
    const r = partySchema('vendor').parse(
      draft({ nif: ' b-86.561.412 ', phone: ' +34  600 000 000 ', country: 'spain', email: ' compras@pena.es ' }),
    );
    expect(r).toMatchObject({ nif: 'B86561412', phone: '+34 600 000 000', country: 'España', email: 'compras@pena.es' });
  });

  it('reads booleans from a form and from a CSV cell', () => {
    expect(partySchema('client').parse(draft({ active: 'No', recargoEquivalencia: 'Sí' }))).toMatchObject({
      active: false,
      recargoEquivalencia: true,
    });
    expect(partySchema('client').parse(draft({ active: false, recargoEquivalencia: true }))).toMatchObject({
      active: false,
      recargoEquivalencia: true,
    });
  });

  it.each([
    ['', 0],
    ['0', 0],
    ['15', 15],
    ['15 %', 15],
    ['7,00', 7],
  ])('reads the IRPF rate %j as %j', (irpfRate, expected) => {
    expect(partySchema('client').parse(draft({ irpfRate })).irpfRate).toBe(expected);
  });

  it('keeps vendors without recargo or IRPF, whatever the draft says', () => {
    expect(partySchema('vendor').parse(draft({ recargoEquivalencia: true, irpfRate: '15' }))).toMatchObject({
      recargoEquivalencia: false,
      irpfRate: 0,
    });
  });

  it('lets a client (a consumer) have no NIF, but not a vendor', () => {
    expect(partySchema('client').parse(draft({ nif: '' })).nif).toBe('');
    expect(errorsOf('vendor', draft({ nif: '' }))).toEqual({ nif: 'Introduce el NIF.' });
  });

  it.each([
    ['España', '08001'],
    ['Francia', '75008'],
    ['Portugal', '1000-001'],
    ['España', ''],
  ])('accepts a postal code for %s: %j', (country, postalCode) => {
    expect(errorsOf('vendor', draft({ country, postalCode }))).toEqual({});
  });

  it.each([
    ['', 0],
    ['30', 30],
    ['365', 365],
  ])('reads a single term %j (as before issue 30) as one instalment at %j days', (paymentTermsDays, expected) => {
    expect(partySchema('vendor').parse(draft({ paymentTermsDays })).paymentTerms).toEqual(singleTerm(expected));
  });
});

describe('partySchema: refused values, each with its Spanish message at its field', () => {
  it.each<[string, Partial<PartyDraft>, string, string]>([
    ['no name', { name: '   ' }, 'name', 'Introduce la razón social.'],
    ['a name too long', { name: 'x'.repeat(201) }, 'name', 'La razón social admite como máximo 200 caracteres.'],
    ['a NIF with a wrong letter', { nif: '12345678A' }, 'nif', 'La letra o dígito de control del NIF no es correcto.'],
    ['a CIF with a wrong digit', { nif: 'B86561413' }, 'nif', 'La letra o dígito de control del NIF no es correcto.'],
    ['a NIF that is not one', { nif: 'HOLA' }, 'nif', 'El NIF no tiene un formato válido: debe ser un DNI, un NIE o un NIF de entidad.'],
    ['a bad e-mail', { email: 'compras@' }, 'email', 'El correo electrónico no es válido.'],
    ['a phone with letters', { phone: '600 ABC 123' }, 'phone', 'El teléfono solo puede contener dígitos, espacios y un «+» inicial.'],
    ['a short phone', { phone: '600 12' }, 'phone', 'El teléfono debe tener entre 9 y 15 dígitos.'],
    ['a 4-digit Spanish postal code', { postalCode: '8001' }, 'postalCode', 'El código postal debe tener 5 dígitos.'],
    [
      'a Spanish postal code of no province',
      { postalCode: '53001' },
      'postalCode',
      'El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.',
    ],
    ['province 00', { postalCode: '00123' }, 'postalCode', 'El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.'],
    [
      'a foreign postal code too long',
      { country: 'Alemania', postalCode: '12345678901' },
      'postalCode',
      'El código postal admite como máximo 10 caracteres.',
    ],
    ['negative payment terms', { paymentTermsDays: '-1' }, 'paymentTermsDays', TERMS_ERROR_TEXT.days],
    ['payment terms over a year', { paymentTermsDays: '366' }, 'paymentTermsDays', TERMS_ERROR_TEXT.days],
    ['fractional payment terms', { paymentTermsDays: '30.5' }, 'paymentTermsDays', TERMS_ERROR_TEXT.days],
    ['notes too long', { notes: 'x'.repeat(1001) }, 'notes', 'Admite como máximo 1000 caracteres.'],
    ['an active flag that is not yes/no', { active: 'quizá' }, 'active', 'Escribe «Sí» o «No».'],
  ])('refuses %s', (_what, over, field, message) => {
    expect(errorsOf('client', draft(over))).toEqual({ [field]: message });
  });

  it('refuses an IRPF rate that does not exist', () => {
    expect(errorsOf('client', draft({ irpfRate: '12' }))).toEqual({ irpfRate: 'La retención de IRPF debe ser 0, 1, 2, 7, 15 o 19 %.' });
  });

  it('reports every bad field at once, the postal code included', () => {
    expect(Object.keys(errorsOf('vendor', draft({ name: '', nif: 'X', postalCode: '99999' }))).sort()).toEqual(['name', 'nif', 'postalCode']);
  });
});

describe('partySchema: foreign parties', () => {
  it.each<[string, Partial<PartyDraft>, Partial<PartyInput>]>([
    [
      'a French client from the issue',
      { idType: '02', countryCode: 'FR', nif: 'FR40303265045' },
      { idType: '02', nif: 'FR40303265045', countryCode: 'FR', country: 'Francia' },
    ],
    [
      'a German client from the issue',
      { idType: '02', countryCode: 'DE', nif: 'de 129 273 398' },
      { idType: '02', nif: 'DE129273398', countryCode: 'DE', country: 'Alemania' },
    ],
    [
      'a VAT number typed without its prefix',
      { idType: '02', countryCode: 'GR', nif: '094259216' },
      { idType: '02', nif: 'EL094259216', countryCode: 'GR' },
    ],
    [
      'a US customer by passport',
      { idType: '03', countryCode: 'US', nif: 'x-1234567' },
      { idType: '03', nif: 'X1234567', countryCode: 'US', country: 'Estados Unidos' },
    ],
    [
      'a Swiss company by its UID',
      { idType: '04', countryCode: 'CH', nif: 'CHE-116.281.710' },
      { idType: '04', nif: 'CHE116281710', countryCode: 'CH', country: 'Suiza' },
    ],
    [
      'a country given by name (a CSV without code)',
      { idType: '05', countryCode: '', country: 'méxico', nif: 'CR1' },
      { countryCode: 'MX', country: 'México' },
    ],
    ['the code winning over a stale name (the form)', { countryCode: 'PT', country: 'España' }, { countryCode: 'PT', country: 'Portugal' }],
    ['the type by its CSV name', { idType: 'Pasaporte', countryCode: 'US', nif: 'X1' }, { idType: '03' }],
  ])('accepts %s', (_what, over, expected) => {
    expect(partySchema('vendor').parse(draft({ postalCode: '', ...over }))).toMatchObject(expected);
  });

  it('lets a foreign consumer have no identification, but not a declared type without its number', () => {
    expect(partySchema('client').parse(draft({ nif: '', countryCode: 'US', postalCode: '' }))).toMatchObject({
      nif: '',
      idType: '',
      countryCode: 'US',
    });
    expect(errorsOf('client', draft({ nif: '', idType: '03', countryCode: 'US', postalCode: '' }))).toEqual({
      nif: 'Introduce el número de identificación.',
    });
  });

  it('checks the postal code as Spanish only in Spain', () => {
    expect(errorsOf('client', draft({ countryCode: 'FR', postalCode: 'F-75002' }))).toEqual({});
    expect(errorsOf('client', draft({ countryCode: 'ES', postalCode: 'F-75002' }))).toEqual({ postalCode: 'El código postal debe tener 5 dígitos.' });
  });

  it.each<[string, Partial<PartyDraft>, string, string]>([
    [
      'the French VAT number as a Spanish NIF',
      { countryCode: 'FR', nif: 'FR40303265045' },
      'nif',
      'El NIF no tiene un formato válido: debe ser un DNI, un NIE o un NIF de entidad.',
    ],
    [
      'a VAT number in another format',
      { idType: '02', countryCode: 'FR', nif: 'FR123' },
      'nif',
      'El NIF-IVA no tiene el formato de ese país: el prefijo del país (EL para Grecia, XI para Irlanda del Norte) seguido del número, por ejemplo FR40303265045 o DE129273398.',
    ],
    [
      'a NIF-IVA outside the EU',
      { idType: '02', countryCode: 'US', nif: 'US1' },
      'nif',
      'El NIF-IVA es de otro país de la Unión Europea o de Irlanda del Norte (Reino Unido): elige ese país. En España se usa el NIF.',
    ],
    [
      'a residence document of Spain',
      { idType: '04', countryCode: 'ES', nif: 'X1' },
      'nif',
      'Este documento lo expide el país de residencia, que no puede ser España: en España usa el NIF (o el pasaporte).',
    ],
    [
      'no censado abroad',
      { idType: '07', countryCode: 'FR', nif: 'X1' },
      'nif',
      'El tipo «No censado» es solo para quien está en España: elige España o el documento que corresponda.',
    ],
    [
      'an identifier with symbols',
      { idType: '06', countryCode: 'JP', nif: 'A_1' },
      'nif',
      'El número de identificación admite solo letras y dígitos, hasta 20.',
    ],
    [
      'an unknown type',
      { idType: '01' },
      'idType',
      'Tipo de identificación no válido: NIF, NIF-IVA, Pasaporte, Documento oficial del país de residencia, Certificado de residencia, Otro documento probatorio o No censado.',
    ],
    [
      'an unknown country',
      { countryCode: '', country: 'Narnia' },
      'countryCode',
      'Elige el país de la lista (en un CSV, su nombre o su código de dos letras, como FR).',
    ],
    [
      'an AEAT code that is no country',
      { countryCode: 'XU' },
      'countryCode',
      'Elige el país de la lista (en un CSV, su nombre o su código de dos letras, como FR).',
    ],
  ])('refuses %s at its field', (_what, over, field, message) => {
    expect(errorsOf('vendor', draft({ postalCode: '', ...over }))).toEqual({ [field]: message });
  });

  it('stores the type and the country code, and survives the round trip', () => {
    const input = partySchema('client').parse(draft({ idType: '02', countryCode: 'FR', nif: 'FR40303265045', postalCode: '75002' }));
    expect(partyToStored('client', input)).toMatchObject({ idType: '02', nif: 'FR40303265045', countryCode: 'FR', country: 'Francia' });
    expect(partySchema('client').parse(partyDraftOf(input))).toEqual(input);
  });
});

describe('partyFromStored: records stored before foreign identifications', () => {
  const dates = { createdAt: null, updatedAt: null };
  it.each([
    [
      { nif: 'B86561412', country: 'España' },
      { idType: '', countryCode: 'ES' },
    ],
    [
      { nif: 'B86561412', country: '' },
      { idType: '', countryCode: 'ES' },
    ],
    [
      { nif: 'B86561412', country: 'Portugal' },
      { idType: '', countryCode: 'PT' },
    ],
    [
      { nif: 'B86561412', country: 'Narnia' },
      { idType: '', countryCode: '' },
    ],
    [
      { nif: 'X1', country: 'Suiza', idType: '04', countryCode: 'CH' },
      { idType: '04', countryCode: 'CH' },
    ],
    [
      { nif: 'X1', idType: '99', countryCode: 'CH' },
      { idType: '', countryCode: 'CH' },
    ],
  ])('%j reads as %j', (stored, expected) => {
    expect(partyFromStored('p1', stored, dates)).toMatchObject(expected);
  });
});

describe('the stored shape', () => {
  const input: PartyInput = partySchema('client').parse(draft({ name: 'Ferretería Ñandú', recargoEquivalencia: true, irpfRate: '15' }));

  it('carries the name key and search keys from the name and the NIF', () => {
    const stored = partyToStored('client', input);
    expect(stored.nameKey).toBe('ferreteria nandu');
    expect(stored.searchKeys).toEqual(partySearchKeys(input));
    expect(stored.searchKeys).toEqual(expect.arrayContaining(['ferr', 'nandu', 'b865']));
    expect(stored).toMatchObject({ recargoEquivalencia: true, irpfRate: 15 });
  });

  it('gives vendors no client-only fields', () => {
    expect(Object.keys(partyToStored('vendor', input))).not.toContain('recargoEquivalencia');
    expect(Object.keys(partyToStored('vendor', input))).not.toContain('irpfRate');
  });

  it('refuses to produce a stored shape from invalid values', () => {
    expect(() => partyToStored('vendor', { ...input, nif: '12345678A' })).toThrow();
  });

  it('survives the draft round trip unchanged', () => {
    expect(partySchema('client').parse(partyDraftOf(input))).toEqual(input);
  });
});

describe('isSpain', () => {
  it.each([
    ['España', true],
    ['ESPAÑA', true],
    ['espana', true],
    ['Spain', true],
    ['ES', true],
    ['Francia', false],
    ['', false],
  ])('%j → %j', (country, expected) => {
    expect(isSpain(country)).toBe(expected);
  });
});

describe('the client NIF hint', () => {
  it('promises no kind of invoice the app cannot issue (there is no factura simplificada) and says a NIF is needed to invoice', () => {
    expect(PARTY_HELP.nifClient).not.toMatch(/simplificada/i);
    expect(PARTY_HELP.nifClient).toMatch(/sin él no se le podrá emitir/);
  });
});

describe('partySchema: characters that would spoil a VERI*FACTU record', () => {
  const fields = ['name', 'address', 'city', 'province', 'contactPerson'] as const;
  it.each(fields.flatMap((f) => (['vendor', 'client'] as const).map((k) => [k, f] as const)))(
    '%s: refuses U+0001 and a line break in %s',
    (kind, f) => {
      expect(errorsOf(kind, draft({ [f]: 'Peña\u0001 Hnos' }))[f]).toMatch(/U\+0001.*posición 5/);
      expect(errorsOf(kind, draft({ [f]: 'Peña\nHnos' }))[f]).toBe('No puede contener saltos de línea.');
    },
  );
  it('lets the notes have line breaks, not control characters', () => {
    expect(errorsOf('client', draft({ notes: 'Llamar antes\nPortal 2' }))).toEqual({});
    expect(errorsOf('client', draft({ notes: 'Llamar\u0007' })).notes).toMatch(/U\+0007/);
  });
  it.each(['Tubo 1/2"', "Servei d'instal·lació", 'Ñandú & Cía <S.L.>'])('keeps %j', (name) => {
    expect(errorsOf('vendor', draft({ name, address: name }))).toEqual({});
  });
});

describe('partySchema: condiciones de pago (issue 30)', () => {
  const bp = (...b: number[]) => b;
  it.each<[string, Partial<PartyDraft>, PaymentTerms]>([
    ['30/60/90 in equal shares', { paymentTermsDays: '30/60/90' }, equalTerms([30, 60, 90])],
    ['commas and spaces', { paymentTermsDays: ' 30, 60 ' }, equalTerms([30, 60])],
    [
      'a reparto in percentages',
      { paymentTermsDays: '30/60/90', paymentShares: '40/30/30' },
      {
        instalments: [30, 60, 90].map((days, i) => ({ days, percentBasisPoints: bp(4000, 3000, 3000)[i] })),
        paymentDays: [],
        method: 'transferencia',
      },
    ],
    [
      'percentages with two decimals',
      { paymentTermsDays: '0/30/60', paymentShares: '33,33/33,33/33,34' },
      {
        instalments: [0, 30, 60].map((days, i) => ({ days, percentBasisPoints: bp(3333, 3333, 3334)[i] })),
        paymentDays: [],
        method: 'transferencia',
      },
    ],
    ['días de pago, sorted without repeats', { paymentTermsDays: '30', paymentDays: '20, 5, 5' }, equalTerms([30], 'transferencia', [5, 20])],
    ['a method by its label (CSV)', { paymentMethod: 'Pagaré', paymentTermsDays: '60' }, equalTerms([60], 'pagare')],
    ['a single 100 %', { paymentTermsDays: '30', paymentShares: '100' }, equalTerms([30])],
    [
      'twelve monthly instalments',
      { paymentTermsDays: '30/60/90/120/150/180/210/240/270/300/330/360' },
      equalTerms([30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330, 360]),
    ],
  ])('reads %s', (_what, over, terms) => {
    expect(partySchema('vendor').parse(draft(over)).paymentTerms).toEqual(terms);
  });

  it.each<[string, Partial<PartyDraft>, string, string]>([
    ['no days at all', { paymentTermsDays: '/' }, 'paymentTermsDays', TERMS_ERROR_TEXT.noInstalments],
    [
      '13 instalments',
      { paymentTermsDays: Array.from({ length: 13 }, (_, i) => i * 10).join('/') },
      'paymentTermsDays',
      TERMS_ERROR_TEXT.tooManyInstalments,
    ],
    ['days not in order', { paymentTermsDays: '60/30' }, 'paymentTermsDays', TERMS_ERROR_TEXT.daysOrder],
    ['a word for days', { paymentTermsDays: 'treinta' }, 'paymentTermsDays', TERMS_ERROR_TEXT.days],
    ['percentages not adding up', { paymentTermsDays: '30/60', paymentShares: '50/40' }, 'paymentShares', TERMS_ERROR_TEXT.percentSum],
    ['a zero percentage', { paymentTermsDays: '30/60', paymentShares: '100/0' }, 'paymentShares', TERMS_ERROR_TEXT.percent],
    ['three decimals', { paymentTermsDays: '30/60', paymentShares: '50,005/49,995' }, 'paymentShares', TERMS_ERROR_TEXT.percent],
    ['fewer percentages than days', { paymentTermsDays: '30/60/90', paymentShares: '50/50' }, 'paymentShares', BANK_ERRORS.sharesCount(3)],
    ['day 32', { paymentDays: '32' }, 'paymentDays', TERMS_ERROR_TEXT.paymentDays],
    ['day 0', { paymentDays: '0' }, 'paymentDays', TERMS_ERROR_TEXT.paymentDays],
    ['four payment days', { paymentDays: '1, 10, 20, 30' }, 'paymentDays', TERMS_ERROR_TEXT.tooManyPaymentDays],
    ['an unknown method', { paymentMethod: 'cheque' }, 'paymentMethod', TERMS_ERROR_TEXT.method],
    [
      'an IBAN with a wrong check digit',
      { iban: 'ES9121000418450200051333' },
      'iban',
      'Los dígitos de control del IBAN no son correctos: revisa que no falte ni sobre ningún número.',
    ],
    ['a BIC of 9', { bic: 'CAIXESBBX' }, 'bic', BANK_ERRORS.bic],
    ['a BIC with digits in the bank code', { bic: 'CA1XESBB' }, 'bic', BANK_ERRORS.bic],
    ['a mandate without reference', { mandateDate: '2025-01-10' }, 'mandateReference', BANK_ERRORS.mandateReference.empty],
    ['a mandate without date', { mandateReference: 'M-1' }, 'mandateDate', BANK_ERRORS.mandateDate.empty],
    ['a mandate dated tomorrow and later', { mandateReference: 'M-1', mandateDate: '2999-12-31' }, 'mandateDate', BANK_ERRORS.mandateDate.future],
    ['a mandate on 30 February', { mandateReference: 'M-1', mandateDate: '2025-02-30' }, 'mandateDate', BANK_ERRORS.mandateDate.format],
    ['a reference of 36', { mandateReference: 'M'.repeat(36), mandateDate: '2025-01-10' }, 'mandateReference', BANK_ERRORS.mandateReference.tooLong],
    [
      'a reference with an accent',
      { mandateReference: 'Mandato-Peña', mandateDate: '2025-01-10' },
      'mandateReference',
      BANK_ERRORS.mandateReference.chars,
    ],
    [
      'a reference with an underscore',
      { mandateReference: 'M_1', mandateDate: '2025-01-10' },
      'mandateReference',
      BANK_ERRORS.mandateReference.chars,
    ],
    [
      'a scheme that is not CORE or B2B',
      { mandateReference: 'M-1', mandateDate: '2025-01-10', mandateScheme: 'COR1' },
      'mandateScheme',
      BANK_ERRORS.mandateScheme,
    ],
    [
      'domiciliación without IBAN',
      { paymentMethod: 'domiciliacion', mandateReference: 'M-1', mandateDate: '2025-01-10' },
      'iban',
      BANK_ERRORS.debitNeedsIban,
    ],
    [
      'domiciliación without mandate',
      { paymentMethod: 'domiciliacion', iban: 'ES9121000418450200051332' },
      'mandateReference',
      BANK_ERRORS.debitNeedsMandate,
    ],
  ])('refuses %s at its field', (_what, over, field, message) => {
    expect(errorsOf('client', draft(over))).toEqual({ [field]: message });
  });

  it('accepts domiciliación with IBAN and mandate, and stores both as the rules expect', () => {
    const v = partySchema('client').parse(
      draft({
        paymentTermsDays: '30/60/90',
        paymentDays: '5',
        paymentMethod: 'domiciliacion',
        iban: 'es91 2100 0418 4502 0005 1332',
        bic: 'caixesbb',
        mandateReference: ' M-B86561412-01 ',
        mandateDate: '2025-10-01',
        mandateScheme: 'B2B',
      }),
    );
    const stored = partyToStored('client', v);
    expect(stored).toMatchObject({
      paymentTerms: termsToStored(equalTerms([30, 60, 90], 'domiciliacion', [5])),
      paymentTermsDays: 30,
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBB',
      sepaMandate: { reference: 'M-B86561412-01', signatureDate: '2025-10-01', scheme: 'B2B' },
    });
    expect(partySchema('client').parse(partyDraftOf(v))).toEqual(v);
  });

  it('gives vendors no mandate (and asks them for none to be paid by domiciliación)', () => {
    const v = partySchema('vendor').parse(draft({ paymentMethod: 'domiciliacion', mandateReference: 'M-1', mandateDate: '2025-01-10' }));
    expect(v.sepaMandate).toBeNull();
    expect(Object.keys(partyToStored('vendor', v))).not.toContain('sepaMandate');
  });

  it.each<[string, Record<string, unknown>, PaymentTerms, number]>([
    ['a party stored before terms', { paymentTermsDays: 45 }, singleTerm(45), 45],
    [
      'stored terms',
      { paymentTerms: termsToStored(equalTerms([30, 60], 'bizum', [10])), paymentTermsDays: 30 },
      equalTerms([30, 60], 'bizum', [10]),
      30,
    ],
    ['terms that are not a map', { paymentTerms: 30, paymentTermsDays: 60 }, singleTerm(60), 60],
    [
      'a hand-made map with a bad method',
      { paymentTerms: { instalments: [{ days: 10, percentBasisPoints: 10_000 }], paymentDays: [], method: 'cheque' } },
      singleTerm(0),
      0,
    ],
  ])('reads %s', (_what, d, terms, days) => {
    const p = partyFromStored('p1', { name: 'X', ...d }, { createdAt: null, updatedAt: null });
    expect(p.paymentTerms).toEqual(terms);
    expect(p.paymentTermsDays).toBe(days);
  });

  it.each<[unknown, unknown]>([
    [
      { reference: 'M-1', signatureDate: '2025-01-10', scheme: 'CORE' },
      { reference: 'M-1', signatureDate: '2025-01-10', scheme: 'CORE' },
    ],
    [{ reference: 'M-1', signatureDate: '2025-01-10', scheme: 'SDD' }, null],
    [{ reference: '', signatureDate: '2025-01-10', scheme: 'CORE' }, null],
    ['M-1', null],
    [undefined, null],
  ])('reads the stored mandate %j as %j', (sepaMandate, expected) => {
    expect(partyFromStored('p1', { name: 'X', sepaMandate }, { createdAt: null, updatedAt: null }).sepaMandate).toEqual(expected);
  });

  it.each<[PaymentTerms, string]>([
    [equalTerms([30, 60, 90], 'domiciliacion', [5]), '30/60/90 días · día 5 · Domiciliación'],
    [equalTerms([30]), '30 días · Transferencia'],
    [equalTerms([0], 'efectivo'), 'Al contado · Efectivo'],
    [equalTerms([30], 'pagare', [10, 25]), '30 días · días 10, 25 · Pagaré'],
    [
      {
        instalments: [
          { days: 30, percentBasisPoints: 4000 },
          { days: 60, percentBasisPoints: 6000 },
        ],
        paymentDays: [],
        method: 'bizum',
      },
      '30/60 (40 / 60 %) días · Bizum',
    ],
  ])('shows %j as %j', (terms, text) => {
    expect(termsSummary(terms)).toBe(text);
  });

  it.each([
    ['B86561412', 'abc', 'M-B86561412-01'],
    ['', 'u1-Xk_9', 'M-U1XK9-01'],
    ['', '', ''],
  ])('suggests a mandate reference from NIF %j or id %j: %j', (nif, id, expected) => {
    expect(suggestMandateReference(nif, id)).toBe(expected);
  });
});
