/**
 * Store-credit vouchers (vales, issue 29): a ticket's return refunded as a vale instead of the way
 * it was paid creates one (returnSale), and a later counter sale may pay with it (sellAtCounter).
 * Pure: the code's alphabet and shape, the stored voucher as read, its expiry and what it pays of
 * a ticket. docs/DECISIONS.md "Store-credit vouchers (issue 29)".
 */

/** `corporations/{corpId}/vouchers/{code}`. */
export const VOUCHERS = 'vouchers';
/** `vouchers/{code}/redemptions/{ticketId}`: one per sale the vale paid part of. */
export const VOUCHER_REDEMPTIONS = 'redemptions';

/** Upper-case letters and digits without look-alikes (no 0/O, 1/I/L): 31 symbols. */
export const VOUCHER_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 31^10 ≈ 8·10^14 codes: unguessable by trying them at a counter or through the API. */
export const VOUCHER_CODE_LENGTH = 10;
/** How long a vale is valid when nothing else is said: one year from its issue day. */
export const VOUCHER_VALID_YEARS = 1;

const CODE_RE = new RegExp(`^[${VOUCHER_ALPHABET}]{${VOUCHER_CODE_LENGTH}}$`);

/**
 * A new code from random bytes (crypto in the command): each byte below the largest multiple of 31
 * picks a symbol uniformly; the others are skipped (rejection sampling, no modulo bias).
 */
export function voucherCodeFrom(randomBytes: (n: number) => Uint8Array): string {
  const limit = 256 - (256 % VOUCHER_ALPHABET.length);
  let code = '';
  while (code.length < VOUCHER_CODE_LENGTH) {
    for (const b of randomBytes(VOUCHER_CODE_LENGTH * 2)) {
      if (b < limit && code.length < VOUCHER_CODE_LENGTH) code += VOUCHER_ALPHABET[b % VOUCHER_ALPHABET.length];
    }
  }
  return code;
}

/** A code as typed: spaces and dashes dropped, upper case; null when it cannot be a vale's code. */
export function normalizeVoucherCode(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 40) return null;
  const code = raw.replace(/[ -]/g, '').toUpperCase();
  return CODE_RE.test(code) ? code : null;
}

/** Is this exactly a code (as stored, as a document id)? */
export function isVoucherCode(v: unknown): v is string {
  return typeof v === 'string' && CODE_RE.test(v);
}

/** «ABCD-EFGH-JK»: grouped for reading aloud and printing big. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** The day a vale issued on `issueDate` (YYYY-MM-DD) stops being valid: the same day a year on (29 Feb → 28 Feb). */
export function voucherExpiresOn(issueDate: string, years = VOUCHER_VALID_YEARS): string {
  const [y, m, d] = issueDate.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

export interface Voucher {
  code: string;
  amountCents: number;
  balanceCents: number;
  /** Last day it can pay (inclusive), YYYY-MM-DD. */
  expiresOn: string;
  invoiceId: string;
  numberText: string;
}

const isIsoDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** A stored voucher, or null when missing or not one (read as unknown). */
export function voucherFromStored(code: string, d: Record<string, unknown> | undefined): Voucher | null {
  if (!d || !isCents(d.amountCents) || !isCents(d.balanceCents) || !isIsoDate(d.expiresOn)) return null;
  return {
    code,
    amountCents: d.amountCents,
    balanceCents: d.balanceCents,
    expiresOn: d.expiresOn,
    invoiceId: typeof d.invoiceId === 'string' ? d.invoiceId : '',
    numberText: typeof d.numberText === 'string' ? d.numberText : '',
  };
}

export type VoucherRefusal = 'voucherUnknown' | 'voucherExpired' | 'voucherSpent';

/** Why a vale cannot pay on `today` (YYYY-MM-DD), or null when it can: it is valid through its expiry day. */
export function voucherRefusal(v: Voucher | null, today: string): VoucherRefusal | null {
  if (!v) return 'voucherUnknown';
  if (today > v.expiresOn) return 'voucherExpired';
  if (v.balanceCents <= 0) return 'voucherSpent';
  return null;
}

/** What a vale with `balanceCents` pays of a ticket of `totalCents`, and what is left for the chosen method. */
export function voucherSplit(balanceCents: number, totalCents: number): { voucherCents: number; restCents: number } {
  const voucherCents = Math.max(0, Math.min(balanceCents, totalCents));
  return { voucherCents, restCents: totalCents - voucherCents };
}
