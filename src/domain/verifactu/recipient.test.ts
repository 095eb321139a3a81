import { describe, expect, it } from 'vitest';
import { destinatarioOf } from './recipient';

describe('destinatarioOf', () => {
  it.each([
    ['a Spanish company', { name: 'Ferretería Peña SL', nif: 'B12345674', country: 'España' }, { NombreRazon: 'Ferretería Peña SL', NIF: 'B12345674' }],
    ['a Spanish NIF typed with the ES prefix and spaces', { name: 'Ana', nif: 'es 12345678-z', country: 'España' }, { NombreRazon: 'Ana', NIF: '12345678Z' }],
    ['a NIE', { name: 'Jan', nif: 'X1234567L', country: 'España' }, { NombreRazon: 'Jan', NIF: 'X1234567L' }],
    ['a foreign-based party with a Spanish NIF', { name: 'Sucursal', nif: 'B12345674', country: 'Portugal' }, { NombreRazon: 'Sucursal', NIF: 'B12345674' }],
    [
      'a French company: NIF-IVA with its prefix',
      { name: 'Outils SARL', nif: 'FR40303265045', country: 'Francia' },
      { NombreRazon: 'Outils SARL', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR40303265045' } },
    ],
    [
      'a German VAT number typed without its prefix',
      { name: 'Werkzeug GmbH', nif: '123 456 789', country: 'Alemania' },
      { NombreRazon: 'Werkzeug GmbH', IDOtro: { CodigoPais: 'DE', IDType: '02', ID: 'DE123456789' } },
    ],
    [
      'a Greek company: VAT prefix EL, country GR',
      { name: 'Ergaleia AE', nif: '094259216', country: 'Grecia' },
      { NombreRazon: 'Ergaleia AE', IDOtro: { CodigoPais: 'GR', IDType: '02', ID: 'EL094259216' } },
    ],
    [
      'a customer outside the EU: IDEnPaisResidencia',
      { name: 'Tools Inc.', nif: '12-3456789', country: 'Estados Unidos' },
      { NombreRazon: 'Tools Inc.', IDOtro: { CodigoPais: 'US', IDType: '04', ID: '123456789' } },
    ],
  ])('%s', (_name, party, expected) => {
    expect(destinatarioOf(party)).toEqual(expected);
  });

  it('cuts a name longer than NombreRazon allows (120)', () => {
    const r = destinatarioOf({ name: 'x'.repeat(130), nif: 'B12345674', country: 'España' });
    expect(Array.from(r.NombreRazon)).toHaveLength(120);
  });

  it.each([
    ['a Spanish party with a wrong check digit', { name: 'A', nif: 'B12345675', country: 'España' }, 'recipientNif'],
    ['a Spanish party without NIF', { name: 'A', nif: '', country: '' }, 'recipientNif'],
    ['a foreign party without identifier', { name: 'A', nif: ' ', country: 'Francia' }, 'recipientNif'],
    ['an identifier longer than 20 characters', { name: 'A', nif: '1'.repeat(21), country: 'Japón' }, 'recipientNif'],
    ['an unknown country', { name: 'A', nif: '12345', country: 'Narnia' }, 'recipientCountry'],
  ])('refuses %s', (_name, party, code) => {
    expect(() => destinatarioOf(party)).toThrow(code);
  });
});
