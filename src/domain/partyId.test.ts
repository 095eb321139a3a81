import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARTY_COUNTRY_CODES } from './countries';
import { validatePartyId, VAT_FORMATS, type PartyIdType } from './partyId';

describe('validatePartyId: NIF-IVA (02) in each state’s VIES format', () => {
  it.each<[string, string[], string[]]>([
    ['AT', ['ATU13585627'], ['ATU1358562', 'AT13585627']],
    ['BE', ['BE0411905847', 'BE1411905847'], ['BE2411905847', 'BE041190584']],
    ['BG', ['BG175074752', 'BG1750747521'], ['BG17507475']],
    ['CY', ['CY10259033P'], ['CY102590339']],
    ['CZ', ['CZ25123891', 'CZ7103192745'], ['CZ2512389', 'CZ71031927451']],
    ['DE', ['DE129273398'], ['DE12927339', 'DE1292733981']],
    ['DK', ['DK13585628'], ['DK1358562']],
    ['EE', ['EE100931558'], ['EE10093155']],
    ['FI', ['FI20774740'], ['FI2077474']],
    ['FR', ['FR40303265045', 'FRK7399859412'], ['FR4030326504', 'FRI0303265045', 'FR403032650456']],
    ['GB', ['XI123456789', 'XI123456789012', 'XIGD001', 'XIHA500'], ['GB123456789', 'XI12345678']],
    ['GR', ['EL094259216'], ['EL09425921', 'GR094259216']],
    ['HR', ['HR33392005961'], ['HR3339200596']],
    ['HU', ['HU12892312'], ['HU1289231']],
    ['IE', ['IE6388047V', 'IE3628739UA', 'IE8Z49289F'], ['IE6388047', 'IE63880471']],
    ['IT', ['IT00743110157'], ['IT0074311015']],
    ['LT', ['LT119511515', 'LT100001919017'], ['LT1195115151']],
    ['LU', ['LU15027442'], ['LU1502744']],
    ['LV', ['LV40003521600'], ['LV4000352160']],
    ['MT', ['MT11679112'], ['MT1167911']],
    ['NL', ['NL004495445B01'], ['NL004495445A01', 'NL004495445B1']],
    ['PL', ['PL5260001246'], ['PL526000124']],
    ['PT', ['PT501964843'], ['PT50196484']],
    ['RO', ['RO18547290', 'RO12'], ['RO0123', 'RO1', 'RO12345678901']],
    ['SE', ['SE556188840401'], ['SE556188840402']],
    ['SI', ['SI15012557'], ['SI1501255']],
    ['SK', ['SK2022749619'], ['SK202274961']],
  ])('%s: accepts %j, refuses %j', (country, good, bad) => {
    for (const id of good) expect(validatePartyId('02', id, country)).toEqual({ ok: true, value: id });
    for (const id of bad) expect(validatePartyId('02', id, country)).toEqual({ ok: false, code: 'vatFormat' });
  });

  it('covers the 26 other member states and Northern Ireland, not Spain', () => {
    expect(Object.keys(VAT_FORMATS).sort()).toEqual('AT BE BG CY CZ DE DK EE FI FR GB GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '));
  });

  it.each([
    ['FR', 'fr 40 303 265 045', 'FR40303265045'],
    ['DE', '129.273.398', 'DE129273398'],
    ['GR', '094259216', 'EL094259216'],
    ['GB', '123456789', 'XI123456789'],
    ['NL', 'nl004495445b01', 'NL004495445B01'],
  ])('normalises a %s number typed as %j (prefix added when missing)', (country, raw, value) => {
    expect(validatePartyId('02', raw, country)).toEqual({ ok: true, value });
  });

  it.each(['ES', 'US', 'CH', 'NO', ''])('refuses a NIF-IVA for %j: not another EU state', (country) => {
    expect(validatePartyId('02', 'FR40303265045', country)).toEqual({ ok: false, code: 'vatCountry' });
  });

  it('refuses a VAT number of another state than the party’s', () => {
    expect(validatePartyId('02', 'DE129273398', 'FR')).toEqual({ ok: false, code: 'vatFormat' });
  });
});

describe('validatePartyId: other identifications (03–07) and the Spanish NIF', () => {
  it.each<[PartyIdType, string, string, string]>([
    ['03', 'x1234567', 'US', 'X1234567'],
    ['03', 'PAB123456', 'ES', 'PAB123456'],
    ['04', 'CHE-116.281.710', 'CH', 'CHE116281710'],
    ['05', 'CR 2026/001', 'MX', 'CR2026001'],
    ['06', 'A'.repeat(20), 'JP', 'A'.repeat(20)],
    ['07', '12345678A', 'ES', '12345678A'],
    ['', 'b-86.561.412', 'FR', 'B86561412'],
  ])('type %j accepts %j in %s as %j', (type, raw, country, value) => {
    expect(validatePartyId(type, raw, country)).toEqual(expect.objectContaining({ ok: true, value }));
  });

  it.each<[PartyIdType, string, string, string]>([
    ['03', '', 'US', 'empty'],
    ['03', 'A'.repeat(21), 'US', 'otherFormat'],
    ['03', 'X_123', 'US', 'otherFormat'],
    ['03', 'Ñ123', 'US', 'otherFormat'],
    ['04', 'X1', 'ES', 'notSpain'],
    ['05', 'X1', 'ES', 'notSpain'],
    ['06', 'X1', 'ES', 'notSpain'],
    ['07', 'X1', 'FR', 'spainOnly'],
    ['', 'FR40303265045', 'FR', 'format'],
    ['', '12345678A', 'ES', 'checkDigit'],
    ['', '', 'ES', 'empty'],
  ])('type %j refuses %j in %s: %s', (type, raw, country, code) => {
    expect(validatePartyId(type, raw, country)).toEqual({ ok: false, code });
  });
});

describe('firestore.rules hold the same lists', () => {
  const rules = readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8');
  const body = (name: string) => {
    const start = rules.indexOf(`function ${name}(`);
    return rules.slice(start, rules.indexOf('\n      }', start));
  };

  it('mdVatFormats is VAT_FORMATS', () => {
    const entries = [...body('mdVatFormats').matchAll(/'([A-Z]{2})': '([^']+)'/g)].map((m) => [m[1], m[2]]);
    expect(Object.fromEntries(entries)).toEqual(Object.fromEntries(Object.entries(VAT_FORMATS).map(([k, r]) => [k, r.source])));
  });

  it('mdCountryCode is PARTY_COUNTRY_CODES', () => {
    const pattern = [...body('mdCountryCode').matchAll(/'([^']*)'/g)].map((m) => m[1]).join('');
    expect(
      pattern
        .replace(/^\^\(|\)\$$/g, '')
        .split('|')
        .sort(),
    ).toEqual([...PARTY_COUNTRY_CODES].sort());
  });
});
