/**
 * Which characters a text a person typed may hold, wherever it can reach a VERI*FACTU record or
 * another XML file (invoice lines and notes, party and company names and addresses, products,
 * series). A character outside XML 1.0 `Char` (https://www.w3.org/TR/xml/#charsets: C0 controls
 * but tab, LF and CR; U+FFFE, U+FFFF; lone surrogates) makes the whole XML document not
 * well-formed, and the AEAT refuses the whole request (4102). We refuse more than XML forbids:
 * every C0 and C1 control and DEL (invisible, pasted from other programs, never meant), and line
 * breaks and tabs in single-line fields. docs/DECISIONS.md "Characters in texts".
 *
 * The rules mirror this with `SINGLE_LINE_RE2` / `MULTI_LINE_RE2` (firestore.rules `text`).
 */

/** Any character refused in every text: C0 (but tab/LF/CR), DEL, C1, U+FFFE/U+FFFF, lone surrogates. */
const ALWAYS_REFUSED =
  // eslint-disable-next-line no-control-regex -- finding control characters is this pattern's whole purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** Also refused in a single-line text: tab, line feed and carriage return. */
const LINE_BREAKS = /[\t\n\r]/;

export type TextKind = 'line' | 'multiline';

/** The first refused character of `text` (its code point and UTF-16 index), or null when it has none. */
export function unsafeCharOf(text: string, kind: TextKind = 'line'): { index: number; codePoint: number } | null {
  const always = ALWAYS_REFUSED.exec(text);
  const breaks = kind === 'line' ? LINE_BREAKS.exec(text) : null;
  const first = [always, breaks].filter((m): m is RegExpExecArray => m !== null).sort((a, b) => a.index - b.index)[0];
  if (!first) return null;
  return { index: first.index, codePoint: first[0].charCodeAt(0) };
}

/** True when `text` holds no refused character. */
export function isSafeText(text: string, kind: TextKind = 'line'): boolean {
  return unsafeCharOf(text, kind) === null;
}

/** U+0001 style, for messages. */
export function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The Spanish message shown beside a field holding a refused character. */
export function unsafeTextMessage(text: string, kind: TextKind = 'line'): string | null {
  const bad = unsafeCharOf(text, kind);
  if (!bad) return null;
  if (bad.codePoint === 0x0a || bad.codePoint === 0x0d) return 'No puede contener saltos de línea.';
  if (bad.codePoint === 0x09) return 'No puede contener tabuladores.';
  return `Contiene un carácter invisible no permitido (${codePointLabel(bad.codePoint)}) en la posición ${bad.index + 1}; bórrelo y vuelva a escribir el texto.`;
}

/**
 * Drops refused characters (line breaks become spaces in a single line). Only for building a
 * correction (subsanación) of a record stored before this check existed: new texts are refused,
 * never silently changed.
 */
export function withoutUnsafeChars(text: string, kind: TextKind = 'line'): string {
  const global = new RegExp(ALWAYS_REFUSED.source, 'g');
  const cleaned = text.replace(global, '');
  return kind === 'line' ? cleaned.replace(/[\t\n\r]+/g, ' ') : cleaned;
}

/**
 * The same sets for the security rules' `matches` (RE2, whole-string match). Surrogates cannot be
 * stored in Firestore (strings are UTF-8), so the rules need not name them.
 */
export const SINGLE_LINE_RE2 = '[^\\x00-\\x1F\\x7F-\\x9F\\x{FFFE}\\x{FFFF}]*';
export const MULTI_LINE_RE2 = '[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F\\x{FFFE}\\x{FFFF}]*';
