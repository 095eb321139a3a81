/**
 * Identificador de acreedor SEPA (AT-02 of the SEPA rulebook, as the AEB assigns it in Spain):
 * "ES", two check digits, a 3-character business code (sufijo, usually "000") and the company's
 * NIF. The check digits are ISO 7064 mod 97-10 over the NIF followed by "ES00" (letters A = 10 …
 * Z = 35), 98 − remainder; the suffix is left out of the computation. Pure.
 */

export const CREDITOR_ID_ERRORS = ['format', 'checkDigits'] as const;
export type CreditorIdError = (typeof CREDITOR_ID_ERRORS)[number];

/** ES + 2 digits + 3-character suffix + the national identifier (1–28 characters): at most 35. */
export const CREDITOR_ID_RE = /^ES[0-9]{2}[A-Z0-9]{3}[A-Z0-9]{1,28}$/;

/** Upper case, without spaces or hyphens. */
export function normalizeCreditorId(raw: string): string {
  return raw.toUpperCase().replace(/[\s-]/g, '');
}

function mod97(text: string): number {
  let rest = 0;
  for (const ch of text) {
    const value = ch >= 'A' && ch <= 'Z' ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest;
}

/** The two check digits of a Spanish creditor id for this NIF. */
export function creditorCheckDigits(nif: string): string {
  return String(98 - mod97(`${nif}ES00`)).padStart(2, '0');
}

/** The creditor id of a NIF with a suffix ("000" unless the bank gave another). */
export function creditorIdFor(nif: string, suffix = '000'): string {
  const n = normalizeCreditorId(nif);
  return `ES${creditorCheckDigits(n)}${normalizeCreditorId(suffix)}${n}`;
}

/** The NIF inside a creditor id (after ES, the check digits and the suffix). */
export function creditorIdNif(id: string): string {
  return id.slice(7);
}

export function validateCreditorId(raw: string): { ok: true; value: string } | { ok: false; code: CreditorIdError } {
  const value = normalizeCreditorId(raw);
  if (!CREDITOR_ID_RE.test(value)) return { ok: false, code: 'format' };
  if (value.slice(2, 4) !== creditorCheckDigits(creditorIdNif(value))) return { ok: false, code: 'checkDigits' };
  return { ok: true, value };
}
