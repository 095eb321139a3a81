import { describe, expect, it } from 'vitest';
import { destinatarioOf, type RecipientParty } from './recipient';

describe('destinatarioOf', () => {
  it.each<[string, RecipientParty, unknown]>([
    [
      'a Spanish company',
      { name: 'Ferretería Peña SL', nif: 'B12345674', country: 'España' },
      { NombreRazon: 'Ferretería Peña SL', NIF: 'B12345674' },
    ],
    [
      'a Spanish NIF typed with the ES prefix and spaces',
      { name: 'Ana', nif: 'es 12345678-z', country: 'España', idType: '' },
      { NombreRazon: 'Ana', NIF: '12345678Z' },
    ],
    ['a NIE', { name: 'Jan', nif: 'X1234567L', country: 'España' }, { NombreRazon: 'Jan', NIF: 'X1234567L' }],
    [
      'a foreign-based party with a Spanish NIF',
      { name: 'Sucursal', nif: 'B12345674', country: 'Portugal', countryCode: 'PT', idType: '' },
      { NombreRazon: 'Sucursal', NIF: 'B12345674' },
    ],
    [
      'a French company: NIF-IVA with its prefix',
      { name: 'Outils SARL', nif: 'FR40303265045', country: 'Francia', countryCode: 'FR', idType: '02' },
      { NombreRazon: 'Outils SARL', IDOtro: { CodigoPais: 'FR', IDType: '02', ID: 'FR40303265045' } },
    ],
    [
      'a German company whose snapshot has no country code (its name gives it)',
      { name: 'Werkzeug GmbH', nif: 'DE129273398', country: 'Alemania', idType: '02' },
      { NombreRazon: 'Werkzeug GmbH', IDOtro: { CodigoPais: 'DE', IDType: '02', ID: 'DE129273398' } },
    ],
    [
      'a Greek company: VAT prefix EL, country GR',
      { name: 'Ergaleia AE', nif: 'EL094259216', country: 'Grecia', countryCode: 'GR', idType: '02' },
      { NombreRazon: 'Ergaleia AE', IDOtro: { CodigoPais: 'GR', IDType: '02', ID: 'EL094259216' } },
    ],
    [
      'a US customer with a passport',
      { name: 'John Smith', nif: 'X1234567', country: 'Estados Unidos', countryCode: 'US', idType: '03' },
      { NombreRazon: 'John Smith', IDOtro: { CodigoPais: 'US', IDType: '03', ID: 'X1234567' } },
    ],
    [
      'a Swiss company with its official document (UID)',
      { name: 'Werkzeuge AG', nif: 'CHE-116.281.710', country: 'Suiza', countryCode: 'CH', idType: '04' },
      { NombreRazon: 'Werkzeuge AG', IDOtro: { CodigoPais: 'CH', IDType: '04', ID: 'CHE116281710' } },
    ],
    [
      'a certificate of residence',
      { name: 'A', nif: 'CR-1', country: '', countryCode: 'MX', idType: '05' },
      { NombreRazon: 'A', IDOtro: { CodigoPais: 'MX', IDType: '05', ID: 'CR1' } },
    ],
    [
      'another document',
      { name: 'A', nif: 'Z9', country: '', countryCode: 'JP', idType: '06' },
      { NombreRazon: 'A', IDOtro: { CodigoPais: 'JP', IDType: '06', ID: 'Z9' } },
    ],
    [
      'a Spanish party not in the census',
      { name: 'A', nif: '12345678A', country: 'España', countryCode: 'ES', idType: '07' },
      { NombreRazon: 'A', IDOtro: { CodigoPais: 'ES', IDType: '07', ID: '12345678A' } },
    ],
    [
      'a passport issued in Spain (AEAT allows ES with 03)',
      { name: 'A', nif: 'PAB123456', country: 'España', countryCode: 'ES', idType: '03' },
      { NombreRazon: 'A', IDOtro: { CodigoPais: 'ES', IDType: '03', ID: 'PAB123456' } },
    ],
  ])('%s', (_name, party, expected) => {
    expect(destinatarioOf(party)).toEqual(expected);
  });

  it('cuts a name longer than NombreRazon allows (120)', () => {
    const r = destinatarioOf({ name: 'x'.repeat(130), nif: 'B12345674', country: 'España' });
    expect(Array.from(r.NombreRazon)).toHaveLength(120);
  });

  it.each<[string, RecipientParty, string]>([
    ['a Spanish party with a wrong check digit', { name: 'A', nif: 'B12345675', country: 'España' }, 'recipientNif'],
    ['a Spanish party without NIF', { name: 'A', nif: '', country: '' }, 'recipientNif'],
    [
      'a foreign VAT number declared as a Spanish NIF',
      { name: 'A', nif: 'FR40303265045', country: 'Francia', countryCode: 'FR', idType: '' },
      'recipientNif',
    ],
    ['a foreign party without identifier', { name: 'A', nif: ' ', country: 'Francia', countryCode: 'FR', idType: '02' }, 'recipientNif'],
    ['a VAT number not in its country’s format', { name: 'A', nif: 'FR123', country: 'Francia', countryCode: 'FR', idType: '02' }, 'recipientNif'],
    [
      'a NIF-IVA of a country outside the EU',
      { name: 'A', nif: 'US123456789', country: 'EE. UU.', countryCode: 'US', idType: '02' },
      'recipientCountry',
    ],
    [
      'an identifier longer than 20 characters',
      { name: 'A', nif: '1'.repeat(21), country: 'Japón', countryCode: 'JP', idType: '04' },
      'recipientNif',
    ],
    ['a residence document of Spain', { name: 'A', nif: '12345', country: 'España', countryCode: 'ES', idType: '04' }, 'recipientCountry'],
    ['no censado outside Spain', { name: 'A', nif: '12345', country: 'Francia', countryCode: 'FR', idType: '07' }, 'recipientCountry'],
    ['an unknown country', { name: 'A', nif: '12345', country: 'Narnia', idType: '04' }, 'recipientCountry'],
  ])('refuses %s', (_name, party, code) => {
    expect(() => destinatarioOf(party)).toThrow(code);
  });
});
