/**
 * Texts as they may travel in a SEPA file. The EPC's implementation guidelines (and the AEB's
 * cuadernos 19.14 and 34.14, which follow them) allow only the basic Latin set: a-z A-Z 0-9
 * / - ? : ( ) . , ' + and the space. A bank may take more, but one that does not refuses the whole
 * file, so every free text (names, addresses, remittance information) is transliterated rather
 * than refused: "Peña & Muñoz, S.L." is sent as "Pena y Munoz, S.L.". Control characters (a pasted
 * NUL, a tab, a line break) and invisible ones (zero-width spaces, soft hyphens) never reach the
 * file: line breaks and tabs become a space, the rest is dropped. docs/DECISIONS.md "SEPA files".
 */

/** One character of the EPC's basic Latin set. */
const SEPA_CHAR = /[A-Za-z0-9/\-?:().,'+ ]/;
/** A whole text within the set (the empty text included). */
const SEPA_TEXT = /^[A-Za-z0-9/\-?:().,'+ ]*$/;

/**
 * What a character outside the set is written as, after Unicode compatibility decomposition
 * (NFKD) has already turned "ñ" into "n" + tilde, "º" into "o", "ﬁ" into "fi" and a non-breaking
 * space into a space. Anything neither in the set nor here is dropped.
 */
const REPLACEMENTS: Readonly<Record<string, string>> = {
  '&': ' y ',
  '@': '(at)',
  '€': 'EUR',
  '£': 'GBP',
  $: 'USD',
  '%': 'pct',
  '#': 'n.',
  '°': 'o',
  '"': "'",
  '“': "'",
  '”': "'",
  '„': "'",
  '«': "'",
  '»': "'",
  '‹': "'",
  '›': "'",
  '‘': "'",
  '’': "'",
  '´': "'",
  '`': "'",
  '–': '-',
  '—': '-',
  '‐': '-',
  '‑': '-',
  '−': '-',
  _: '-',
  '~': '-',
  '=': '-',
  '·': '.',
  '•': '.',
  ';': ',',
  '!': '.',
  '<': '(',
  '[': '(',
  '{': '(',
  '>': ')',
  ']': ')',
  '}': ')',
  '\\': '/',
  '|': '/',
  '×': 'x',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};

/** Every kind of line break, tab and Unicode space: each becomes one plain space. */
const WHITESPACE = /[\s\u0085\u180E]/gu;
/** Combining marks left by NFKD (the accent of "á", the tilde of "ñ", the cedilla of "ç"). */
const COMBINING_MARKS = /\p{M}/gu;

/** True when `text` holds only characters of the EPC's basic Latin set. */
export function isSepaText(text: string): boolean {
  return SEPA_TEXT.test(text);
}

/**
 * `text` within the EPC set: transliterated (Spanish and other Latin letters lose their accents,
 * "&" is "y", "€" is "EUR"…), control and invisible characters dropped, line breaks and tabs made
 * spaces, runs of spaces collapsed, trimmed, and cut to at most `maxLength` characters (then
 * trimmed again, so a cut never leaves a trailing space). A text with nothing writable is "".
 */
export function toSepaText(text: string, maxLength = Number.POSITIVE_INFINITY): string {
  if (typeof text !== 'string') return '';
  let out = '';
  for (const ch of text.replace(WHITESPACE, ' ').normalize('NFKD').replace(COMBINING_MARKS, '')) {
    if (SEPA_CHAR.test(ch)) out += ch;
    else out += REPLACEMENTS[ch] ?? '';
  }
  const collapsed = out.replace(/ {2,}/g, ' ').trim();
  return collapsed.length <= maxLength ? collapsed : collapsed.slice(0, maxLength).trimEnd();
}

/** Identifiers (MsgId, PmtInfId, EndToEndId, MndtId) are Max35Text. */
export const SEPA_ID_MAX_LENGTH = 35;

/**
 * An identifier as the EPC restricts it: at most 35 characters of the set without the space
 * (a space in a reference is where bank systems most often disagree), never starting or ending
 * with "/" and never holding "//". For identifiers Almacena makes itself (the file's, the
 * batches' and the end-to-end ids from invoice numbers such as "F 2026/0001"): "" when nothing is
 * left. A mandate's id is the debtor's signed reference and is checked, never rewritten
 * (`isSepaIdentifier`).
 */
export function sepaIdentifier(text: string): string {
  const compact = toSepaText(text)
    .replace(/ /g, '')
    .replace(/\/{2,}/g, '/')
    .replace(/^\/+|\/+$/g, '');
  return compact.slice(0, SEPA_ID_MAX_LENGTH).replace(/\/+$/, '');
}

/** True when `text` is already a valid identifier: `sepaIdentifier` would leave it as it is. */
export function isSepaIdentifier(text: string): boolean {
  return typeof text === 'string' && text !== '' && sepaIdentifier(text) === text;
}
