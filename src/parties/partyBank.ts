/**
 * Bank data of a party (issue 30): its IBAN and BIC, and a client's SEPA mandate (the
 * authorisation it signed for us to debit its account). Pure: no Firebase, no React.
 * firestore.rules checks the same formats (not the IBAN's check digits, which need a loop).
 */
import { parseIsoDate } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';

/** BIC (ISO 9362): bank (4 letters), country (2 letters), location (2), optional branch (3). */
export const BIC_RE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/** Upper case, without spaces. */
export function normalizeBic(raw: string): string {
  return raw.toUpperCase().replace(/\s/g, '');
}

/** '' (no BIC) or a BIC of 8 or 11 characters. */
export function isBicOrEmpty(bic: string): boolean {
  return bic === '' || BIC_RE.test(bic);
}

export const MANDATE_SCHEMES = ['CORE', 'B2B'] as const;
export type MandateScheme = (typeof MANDATE_SCHEMES)[number];

export interface SepaMandate {
  /** Unique reference of the mandate (1–35 characters of the SEPA set). */
  reference: string;
  /** YYYY-MM-DD, the day the debtor signed it (never in the future). */
  signatureDate: string;
  scheme: MandateScheme;
}

export const MANDATE_REFERENCE_MAX = 35;
/** Letters, digits and + ? / - : ( ) . , ' and space; no space at either end. */
export const MANDATE_REFERENCE_RE = /^[A-Za-z0-9+?/\-:().,'](?:[A-Za-z0-9+?/\-:().,' ]{0,33}[A-Za-z0-9+?/\-:().,'])?$/;

export function isMandateScheme(v: unknown): v is MandateScheme {
  return (MANDATE_SCHEMES as readonly unknown[]).includes(v);
}

export type MandateReferenceError = 'empty' | 'tooLong' | 'chars';

export function mandateReferenceError(reference: string): MandateReferenceError | null {
  if (reference === '') return 'empty';
  if (reference.length > MANDATE_REFERENCE_MAX) return 'tooLong';
  return MANDATE_REFERENCE_RE.test(reference) ? null : 'chars';
}

export type MandateDateError = 'empty' | 'format' | 'future';

/** The signature date: a real YYYY-MM-DD day, not after `today` (Madrid's date by default). */
export function mandateDateError(date: string, today: string = madridIsoDate(new Date())): MandateDateError | null {
  if (date === '') return 'empty';
  if (parseIsoDate(date) === null) return 'format';
  return date > today ? 'future' : null;
}

/** A stored mandate, whatever the document holds: valid, or null (none). */
export function mandateOfStored(v: unknown): SepaMandate | null {
  if (!v || typeof v !== 'object') return null;
  const m = v as Record<string, unknown>;
  const { reference, signatureDate, scheme } = m;
  if (typeof reference !== 'string' || mandateReferenceError(reference) !== null) return null;
  if (typeof signatureDate !== 'string' || parseIsoDate(signatureDate) === null || !isMandateScheme(scheme)) return null;
  return { reference, signatureDate, scheme };
}

/**
 * A reference to offer when the client has none: "M-" and its NIF (or, without one, its record id,
 * reduced to the SEPA characters), then "-01"; the user may change it.
 */
export function suggestMandateReference(nif: string, id: string): string {
  const clean = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const base = clean(nif) || clean(id);
  return base === '' ? '' : `M-${base.slice(0, 28)}-01`;
}
