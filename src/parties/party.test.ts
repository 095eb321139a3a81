import { describe, expect, it } from 'vitest';
import { blankPartyDraft, isSpain, partyDraftOf, partySchema, partySearchKeys, partyToStored, type PartyDraft, type PartyInput } from './party';

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
    const r = partySchema('vendor').parse(draft({ nif: ' b-86.561.412 ', phone: ' +34  600 000 000 ', country: 'spain', email: ' compras@pena.es ' }));
    expect(r).toMatchObject({ nif: 'B86561412', phone: '+34 600 000 000', country: 'España', email: 'compras@pena.es' });
  });

  it('reads booleans from a form and from a CSV cell', () => {
    expect(partySchema('client').parse(draft({ active: 'No', recargoEquivalencia: 'Sí' }))).toMatchObject({ active: false, recargoEquivalencia: true });
    expect(partySchema('client').parse(draft({ active: false, recargoEquivalencia: true }))).toMatchObject({ active: false, recargoEquivalencia: true });
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
    expect(partySchema('vendor').parse(draft({ recargoEquivalencia: true, irpfRate: '15' }))).toMatchObject({ recargoEquivalencia: false, irpfRate: 0 });
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
  ])('reads payment terms %j as %j days', (paymentTermsDays, expected) => {
    expect(partySchema('vendor').parse(draft({ paymentTermsDays })).paymentTermsDays).toBe(expected);
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
    ['a Spanish postal code of no province', { postalCode: '53001' }, 'postalCode', 'El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.'],
    ['province 00', { postalCode: '00123' }, 'postalCode', 'El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.'],
    ['a foreign postal code too long', { country: 'Alemania', postalCode: '12345678901' }, 'postalCode', 'El código postal admite como máximo 10 caracteres.'],
    ['negative payment terms', { paymentTermsDays: '-1' }, 'paymentTermsDays', 'El plazo de pago debe ser un número entero de días entre 0 y 365.'],
    ['payment terms over a year', { paymentTermsDays: '366' }, 'paymentTermsDays', 'El plazo de pago debe ser un número entero de días entre 0 y 365.'],
    ['fractional payment terms', { paymentTermsDays: '30,5' }, 'paymentTermsDays', 'El plazo de pago debe ser un número entero de días entre 0 y 365.'],
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
