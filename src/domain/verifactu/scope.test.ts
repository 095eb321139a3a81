import { describe, expect, it } from 'vitest';
import {
  deploymentProblems,
  parseTaxAdministrationInput,
  suggestedTaxAdministration,
  taxAdministrationOf,
  verifactuApplies,
  verifactuExemptionText,
  type DeploymentSettings,
} from './scope';

const PROD_ENDPOINT = 'https://www1.agenciatributaria.gob.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
const TEST_ENDPOINT = 'https://prewww1.aeat.es/wlpl/TIKE-CONT/ws/SistemaFacturacion/VerifactuSOAP';
const ready: DeploymentSettings = {
  environment: 'production',
  endpoint: undefined,
  producerName: 'Servicios Almacena S.L.',
  producerNif: 'B86561412',
};

describe('VERI*FACTU scope', () => {
  it.each([
    ['28001', 'aeat'],
    ['01001', 'alava'],
    ['20001', 'gipuzkoa'],
    ['31001', 'navarra'],
    ['48001', 'bizkaia'],
    ['08001', 'aeat'],
    ['', 'aeat'],
  ] as const)('postal code %s suggests %s', (cp, admin) => {
    expect(suggestedTaxAdministration(cp)).toBe(admin);
  });

  it('applies to the AEAT only, and an absent or unknown setting is the AEAT', () => {
    expect(verifactuApplies('aeat')).toBe(true);
    for (const a of ['alava', 'bizkaia', 'gipuzkoa', 'navarra'] as const) {
      expect(verifactuApplies(a)).toBe(false);
      expect(verifactuExemptionText(a)).toMatch(/no se le aplica/);
    }
    expect(verifactuExemptionText('aeat')).toBeNull();
    expect(taxAdministrationOf(undefined)).toBe('aeat');
    expect(taxAdministrationOf('foral')).toBe('aeat');
    expect(taxAdministrationOf('navarra')).toBe('navarra');
  });
});

describe('deploymentProblems', () => {
  it.each<[string, Partial<DeploymentSettings>, string[]]>([
    ['a configured production deployment', {}, []],
    ['production with its own endpoint spelled out', { endpoint: PROD_ENDPOINT }, []],
    ['production without producer', { producerName: undefined, producerNif: undefined }, ['producerNameMissing', 'producerNifMissing']],
    ['production with a blank name', { producerName: '  ' }, ['producerNameMissing']],
    ['production with the emulators placeholder NIF', { producerNif: 'B00000000' }, ['producerNifInvalid']],
    ['production with a bad NIF', { producerNif: 'B86561413' }, ['producerNifInvalid']],
    ['production sending to the test host', { endpoint: TEST_ENDPOINT }, ['endpointOtherEnvironment']],
    ['test sending to the production host', { environment: 'test', endpoint: PROD_ENDPOINT }, ['endpointOtherEnvironment']],
    ['test without producer (emulators)', { environment: undefined, producerName: undefined, producerNif: undefined }, []],
    ['test with the local stand-in', { environment: 'test', endpoint: 'http://127.0.0.1:8195/aeat' }, []],
    ['an unknown environment', { environment: 'prod' }, ['environmentUnknown']],
    ['a QR built for test while sending to production', { qrEnvironment: '' }, ['qrEnvironmentDiffers']],
    ['a QR built for production while sending to test', { environment: 'test', qrEnvironment: 'production' }, ['qrEnvironmentDiffers']],
    ['a QR in step', { qrEnvironment: 'production' }, []],
    ['the declaración names the same producer', { declaration: { name: 'servicios  almacena s.l.', nif: 'b86561412' } }, []],
    ['the declaración names another NIF', { declaration: { name: 'Servicios Almacena S.L.', nif: 'A58818501' } }, ['declarationProducerDiffers']],
    ['the declaración names another name', { declaration: { name: 'Otra S.L.', nif: 'B86561412' } }, ['declarationProducerDiffers']],
    ['the declaración is unset', { declaration: { name: undefined, nif: undefined } }, ['declarationProducerDiffers']],
  ])('%s', (_name, change, expected) => {
    expect(deploymentProblems({ ...ready, ...change })).toEqual(expected);
  });
});

describe('parseTaxAdministrationInput', () => {
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'a valid change',
      { administration: 'bizkaia', reason: '  Domicilio fiscal en Bilbao ' },
      { ok: true, value: { administration: 'bizkaia', reason: 'Domicilio fiscal en Bilbao' } },
    ],
    ['an unknown administration', { administration: 'foral', reason: 'Motivo' }, { ok: false, detail: 'administration' }],
    ['a number', { administration: 1, reason: 'Motivo' }, { ok: false, detail: 'administration' }],
    ['no reason', { administration: 'aeat' }, { ok: false, detail: 'reason' }],
    ['a short reason', { administration: 'aeat', reason: ' a ' }, { ok: false, detail: 'reason' }],
    ['a long reason', { administration: 'aeat', reason: 'x'.repeat(201) }, { ok: false, detail: 'reason' }],
    ['a control character', { administration: 'aeat', reason: 'Cambio\u0001 de domicilio' }, { ok: false, detail: 'reason' }],
  ])('%s', (_name, input, expected) => {
    expect(parseTaxAdministrationInput(input)).toEqual(expected);
  });
});
