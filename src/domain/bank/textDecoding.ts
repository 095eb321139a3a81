/**
 * Bank files arrive as bytes: Norma 43 files are ISO-8859-1 (in practice windows-1252, its
 * superset for printable text) and so are most Spanish banks' CSV exports, but some are UTF-8.
 * The caller reads the file's bytes and decodes them here before parsing.
 */

/** windows-1252's characters for bytes 0x80–0x9F (WHATWG Encoding index); the five holes keep their C1 code point. */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

/** The bytes read as windows-1252 (which is what a browser does with a file labelled ISO-8859-1). */
export function decodeWindows1252(bytes: Uint8Array): string {
  let out = '';
  const CHUNK = 8192;
  for (let start = 0; start < bytes.length; start += CHUNK) {
    const codes = Array.from(bytes.subarray(start, start + CHUNK), (b) => (b >= 0x80 && b <= 0x9f ? (WINDOWS_1252_HIGH[b - 0x80] ?? b) : b));
    out += String.fromCharCode(...codes);
  }
  return out;
}

/** True when the bytes are well-formed UTF-8 (pure ASCII is too). */
export function isUtf8(bytes: Uint8Array): boolean {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] ?? 0;
    const extra = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (extra < 0 || i + extra >= bytes.length) return false;
    for (let k = 1; k <= extra; k++) if (((bytes[i + k] ?? 0) & 0xc0) !== 0x80) return false;
    if (extra >= 2) {
      const cp =
        extra === 2
          ? ((b & 0x0f) << 12) | (((bytes[i + 1] ?? 0) & 0x3f) << 6)
          : ((b & 0x07) << 18) | (((bytes[i + 1] ?? 0) & 0x3f) << 12) | (((bytes[i + 2] ?? 0) & 0x3f) << 6);
      // Overlong forms, UTF-16 surrogates and code points past U+10FFFF are not UTF-8.
      if (extra === 2 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) return false;
      if (extra === 3 && (cp < 0x10000 || cp > 0x10ffff)) return false;
    }
    i += extra + 1;
  }
  return true;
}

export type BankFileEncoding = 'utf-8' | 'windows-1252';

/**
 * The text of a bank file: UTF-8 when it has a UTF-8 byte-order mark or is well-formed UTF-8
 * (a latin-1 "ñ" or "é" followed by a letter never is), windows-1252 otherwise. The BOM is dropped.
 */
export function decodeBankFile(bytes: Uint8Array): { text: string; encoding: BankFileEncoding } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  if (bom || isUtf8(body)) return { text: new TextDecoder('utf-8').decode(body), encoding: 'utf-8' };
  return { text: decodeWindows1252(body), encoding: 'windows-1252' };
}
