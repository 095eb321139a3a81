/**
 * Countries: the ISO 3166-1 alpha-2 codes the AEAT accepts (CodigoPais of
 * VERI*FACTU), their Spanish names, the EU member states and their VAT-number
 * prefixes. Shared by proveedores/clientes and VERI*FACTU.
 */

/** CountryType2 of SuministroInformacion.xsd, in its order (including the AEAT's own XG, QU, XB, XU, XN). */
export const AEAT_COUNTRY_CODES: readonly string[] = (
  'AF AL DE AD AO AI AQ AG SA DZ AR AM AW AU AT AZ BS BH BD BB BE BZ BJ BM BY BO BA BW BV BR BN BG BF BI BT CV KY KH CM CA ' +
  'CF CC CO KM CG CD CK KP KR CI CR HR CU TD CZ CL CN CY CW DK DM DO EC EG AE ER SK SI ES US EE ET FO PH FI FJ FR GA GM GE ' +
  'GS GH GI GD GR GL GU GT GG GN GQ GW GY HT HM HN HK HU IN ID IR IQ IE IM IS IL IT JM JP JE JO KZ KE KG KI KW LA LS LV LB ' +
  'LR LY LI LT LU XG MO MK MG MY MW MV ML MT FK MP MA MH MU MR YT UM MX FM MD MC MN ME MS MZ MM NA NR CX NP NI NE NG NU NF ' +
  'NO NC NZ IO OM NL BQ PK PW PA PG PY PE PN PF PL PT PR QA GB RW RO RU SB SV WS AS KN SM SX PM VC SH LC ST SN RS SC SL SG ' +
  'SY SO LK SZ ZA SD SS SE CH SR TH TW TZ TJ PS TF TL TG TK TO TT TN TC TM TR TV UA UG UY UZ VU VA VE VN VG VI WF YE DJ ZM ' +
  'ZW QU XB XU XN'
).split(' ');

/** The AEAT's own codes (other territories, EU and international bodies): not a country a party lives in. */
const AEAT_PSEUDO_CODES = ['XG', 'QU', 'XB', 'XU', 'XN'];

/** Countries a proveedor or cliente may be in (the rules list the same codes: firestore.rules mdCountryCode). */
export const PARTY_COUNTRY_CODES: readonly string[] = AEAT_COUNTRY_CODES.filter((c) => !AEAT_PSEUDO_CODES.includes(c));

/** The 27 member states of the EU: their customers are identified by their NIF-IVA (VIES). */
export const EU_MEMBER_STATES: readonly string[] = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' ');

/**
 * The VAT-number prefix of a country whose businesses have a NIF-IVA in VIES: the ISO code,
 * except Greece (EL) and the United Kingdom, whose only VIES numbers are Northern Ireland's (XI).
 */
export function vatPrefixOf(countryCode: string): string {
  if (countryCode === 'GR') return 'EL';
  if (countryCode === 'GB') return 'XI';
  return countryCode;
}

let spanishNames: Intl.DisplayNames | null = null;

/** The Spanish name of a country code ("FR" → "Francia"); the code itself when unknown. */
export function countryName(code: string): string {
  if (code === 'ES') return 'España';
  spanishNames ??= new Intl.DisplayNames(['es'], { type: 'region', fallback: 'none' });
  return (AEAT_COUNTRY_CODES.includes(code) && spanishNames.of(code)) || code;
}

/** PARTY_COUNTRY_CODES with their Spanish names, Spain first and then in Spanish alphabetical order. */
export function countryOptions(): { code: string; name: string }[] {
  const rest = PARTY_COUNTRY_CODES.filter((c) => c !== 'ES')
    .map((code) => ({ code, name: countryName(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return [{ code: 'ES', name: countryName('ES') }, ...rest];
}

/** Names people type that Intl's display names do not give. */
const ALIASES: Record<string, string> = {
  esp: 'ES',
  el: 'GR',
  holanda: 'NL',
  eeuu: 'US',
  'ee uu': 'US',
  usa: 'US',
  uk: 'GB',
  inglaterra: 'GB',
  escocia: 'GB',
  gales: 'GB',
};

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

let byName: Map<string, string> | null = null;

/** Spanish and English names of every AEAT country code, from the platform's CLDR data. */
function namesIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map(Object.entries(ALIASES));
  for (const locale of ['es', 'en']) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
    for (const code of AEAT_COUNTRY_CODES) {
      const name = names.of(code);
      if (name) byName.set(normalize(name), code);
    }
  }
  return byName;
}

/** The ISO code of a country typed as a code or a Spanish or English name; '' (not filled) is Spain; null when unknown. */
export function countryCodeOf(text: string): string | null {
  const key = normalize(text);
  if (key === '') return 'ES';
  const upper = key.toUpperCase();
  if (upper.length === 2 && AEAT_COUNTRY_CODES.includes(upper)) return upper;
  return namesIndex().get(key) ?? null;
}
