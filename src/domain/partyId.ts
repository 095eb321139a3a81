/**
 * How a proveedor or cliente is identified: a Spanish NIF, or one of the
 * other identifications VERI*FACTU takes in IDOtro (IDType 02–07 of
 * SuministroInformacion.xsd). See docs/DECISIONS.md "Foreign parties".
 *
 * EU VAT numbers (NIF-IVA) are checked against each state's VIES format
 * (prefix and shape), not their check digits: VIES is the authority, and the
 * Firestore rules hold the same patterns (firestore.rules mdVatFormats).
 */
import { vatPrefixOf } from './countries';
import { invalid, valid, type Validation } from './result';
import { validateTaxId } from './taxId';

/** '' = Spanish NIF (or none, for a consumer); 02–07 = IDOtro's IDType. */
export const PARTY_ID_TYPES = ['', '02', '03', '04', '05', '06', '07'] as const;
export type PartyIdType = (typeof PARTY_ID_TYPES)[number];

export function isPartyIdType(v: unknown): v is PartyIdType {
  return typeof v === 'string' && (PARTY_ID_TYPES as readonly string[]).includes(v);
}

/**
 * VIES formats of the VAT numbers, with their prefix, by the ISO code of the country. Greece's
 * numbers start with EL; the United Kingdom's are Northern Ireland's (XI), the only ones in VIES.
 * Ireland's old format with "+" or "*" is not accepted (identifiers are letters and digits).
 */
export const VAT_FORMATS: Readonly<Record<string, RegExp>> = {
  AT: /^ATU[0-9]{8}$/,
  BE: /^BE[01][0-9]{9}$/,
  BG: /^BG[0-9]{9,10}$/,
  CY: /^CY[0-9]{8}[A-Z]$/,
  CZ: /^CZ[0-9]{8,10}$/,
  DE: /^DE[0-9]{9}$/,
  DK: /^DK[0-9]{8}$/,
  EE: /^EE[0-9]{9}$/,
  FI: /^FI[0-9]{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}[0-9]{9}$/,
  GB: /^XI([0-9]{9}|[0-9]{12}|GD[0-9]{3}|HA[0-9]{3})$/,
  GR: /^EL[0-9]{9}$/,
  HR: /^HR[0-9]{11}$/,
  HU: /^HU[0-9]{8}$/,
  IE: /^IE([0-9]{7}[A-W][A-IW]?|[0-9][A-Z][0-9]{5}[A-W])$/,
  IT: /^IT[0-9]{11}$/,
  LT: /^LT([0-9]{9}|[0-9]{12})$/,
  LU: /^LU[0-9]{8}$/,
  LV: /^LV[0-9]{11}$/,
  MT: /^MT[0-9]{8}$/,
  NL: /^NL[0-9]{9}B[0-9]{2}$/,
  PL: /^PL[0-9]{10}$/,
  PT: /^PT[0-9]{9}$/,
  RO: /^RO[1-9][0-9]{1,9}$/,
  SE: /^SE[0-9]{10}01$/,
  SI: /^SI[0-9]{8}$/,
  SK: /^SK[0-9]{10}$/,
};

/** Countries whose parties may have a NIF-IVA: the EU but Spain (a Spanish one is a NIF), and the UK (XI). */
export const VAT_COUNTRIES: readonly string[] = Object.keys(VAT_FORMATS);

/** IDOtroType/ID is TextMax20Type. */
export const MAX_OTHER_ID = 20;

export const PARTY_ID_ERRORS = ['empty', 'format', 'checkDigit', 'vatCountry', 'vatFormat', 'otherFormat', 'spainOnly', 'notSpain'] as const;
export type PartyIdError = (typeof PARTY_ID_ERRORS)[number];

/** Upper case, without spaces, dots, hyphens or slashes. */
export function normalizeOtherId(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-/]/g, '');
}

/**
 * Checks an identification of the given type for a party in `countryCode` and returns it as
 * stored. '' takes a Spanish NIF, whatever the country (whoever has one is identified by it);
 * '02' a VAT number of an EU state (or Northern Ireland), its prefix added when typed without
 * (a number starting with two letters is taken as prefixed);
 * '03' a passport of any country (the AEAT takes CodigoPais ES only with 03 and 07); '04'–'06'
 * documents of the country of residence, so not Spain; '07' (no censado) only Spain. An empty
 * value is 'empty' for every type (the caller decides whether a party may have none).
 */
export function validatePartyId(idType: PartyIdType, raw: string, countryCode: string): Validation<PartyIdError> {
  if (idType === '') return validateTaxId(raw);
  const id = normalizeOtherId(raw);
  if (id === '') return invalid('empty');
  if (idType === '02') {
    const format = VAT_FORMATS[countryCode];
    if (!format) return invalid('vatCountry');
    const prefix = vatPrefixOf(countryCode);
    // A number typed without its prefix gets it; one starting with two letters is taken as prefixed.
    const vat = /^[A-Z]{2}/.test(id) ? id : `${prefix}${id}`;
    return format.test(vat) ? valid(vat) : invalid('vatFormat');
  }
  if (idType === '07' && countryCode !== 'ES') return invalid('spainOnly');
  if (idType !== '03' && idType !== '07' && countryCode === 'ES') return invalid('notSpain');
  return new RegExp(`^[A-Z0-9]{1,${MAX_OTHER_ID}}$`).test(id) ? valid(id) : invalid('otherFormat');
}
