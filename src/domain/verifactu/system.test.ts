import { describe, expect, it } from 'vitest';
import { sistemaInformaticoOf } from './system';
import { SYSTEM } from './testFixtures';

describe('sistemaInformaticoOf', () => {
  it.each([
    ['an installation serving several companies', SYSTEM, { NIF: 'A46103834', IndicadorMultiplesOT: 'S' }],
    ['an installation serving one company', { ...SYSTEM, multipleOT: false }, { IndicadorMultiplesOT: 'N' }],
    ['a producer NIF typed loosely', { ...SYSTEM, producerNif: 'a-46103834' }, { NIF: 'A46103834' }],
    ['a version longer than 50 characters', { ...SYSTEM, version: '1'.repeat(60) }, { Version: `${'1'.repeat(49)}…` }],
  ])('%s', (_name, context, expected) => {
    const s = sistemaInformaticoOf(context);
    expect(s).toMatchObject({
      NombreSistemaInformatico: 'Almacena',
      IdSistemaInformatico: 'AL',
      TipoUsoPosibleSoloVerifactu: 'S',
      TipoUsoPosibleMultiOT: 'S',
      ...expected,
    });
    expect(Object.keys(s)).toEqual([
      'NombreRazon',
      'NIF',
      'NombreSistemaInformatico',
      'IdSistemaInformatico',
      'Version',
      'NumeroInstalacion',
      'TipoUsoPosibleSoloVerifactu',
      'TipoUsoPosibleMultiOT',
      'IndicadorMultiplesOT',
    ]);
  });

  it.each([['B12345675'], ['']])('refuses the producer NIF %j', (producerNif) => {
    expect(() => sistemaInformaticoOf({ ...SYSTEM, producerNif })).toThrow('producerNif');
  });
});
