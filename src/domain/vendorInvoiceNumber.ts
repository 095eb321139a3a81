/**
 * A purchase invoice is identified by the vendor's own number, which must be
 * unique per vendor. "FA 2026/001", "fa-2026-001" and "FA·2026·001" are the same
 * number written differently, so uniqueness is checked on a normalised form,
 * which also serves as part of a Firestore document id (no "/"). The
 * normalisation is ASCII-only on purpose: firestore.rules recomputes it with
 * `replace` and `upper` and must get the same result.
 */

export const MAX_VENDOR_INVOICE_NUMBER_LENGTH = 40;
export const VENDOR_INVOICE_NUMBER_ERRORS = ['empty', 'tooLong', 'noAlphanumeric'] as const;
export type VendorInvoiceNumberError = (typeof VENDOR_INVOICE_NUMBER_ERRORS)[number];

/** Every run of characters other than A–Z, a–z and 0–9 turned into one "-", trimmed, upper case. */
export function normalizeVendorInvoiceNumber(text: string): string {
  return text
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toUpperCase();
}

export function validateVendorInvoiceNumber(text: string): { ok: true; value: string } | { ok: false; code: VendorInvoiceNumberError } {
  const value = text.trim();
  if (value === '') return { ok: false, code: 'empty' };
  if (value.length > MAX_VENDOR_INVOICE_NUMBER_LENGTH) return { ok: false, code: 'tooLong' };
  if (normalizeVendorInvoiceNumber(value) === '') return { ok: false, code: 'noAlphanumeric' };
  return { ok: true, value };
}

/** Id of the unique-index document that reserves a vendor's invoice number: "<vendorId>__<NORMALISED>". */
export function vendorInvoiceKey(vendorId: string, number: string): string {
  const normalized = normalizeVendorInvoiceNumber(number);
  if (!vendorId || vendorId.includes('/') || normalized === '') throw new RangeError('invalidVendorInvoiceKey');
  return `${vendorId}__${normalized}`;
}
