/**
 * Facturas rectificativas (RD 1619/2012 art. 15). A rectificativa references
 * the invoice it corrects and is issued in its own series, in one of two ways
 * (VERI*FACTU `TipoRectificativa`):
 * - by difference ('I'): its lines carry only the change, negative where the
 *   amount goes down; it starts as the full reversal of the original;
 * - by substitution ('S'): it replaces the original, carrying the complete
 *   corrected lines; it starts as a copy of the original.
 */

import { isSafeText } from './plainText';

export const RECTIFICATION_MODES = ['difference', 'substitution'] as const;
export type RectificationMode = (typeof RECTIFICATION_MODES)[number];

/**
 * Why an invoice is rectified (VERI*FACTU `TipoFactura` R1–R5, RD 1619/2012 art. 15 and LIVA
 * art. 80): R1 error fundado en derecho and art. 80 Uno, Dos and Seis (returns, discounts,
 * price changes after the sale, resolved operations); R2 art. 80 Tres (the recipient in
 * concurso); R3 art. 80 Cuatro (bad debts); R4 any other cause; R5 a simplified invoice's.
 */
export const RECTIFICATION_CODES = ['R1', 'R2', 'R3', 'R4', 'R5'] as const;
export type RectificationCode = (typeof RECTIFICATION_CODES)[number];

export function isRectificationCode(value: unknown): value is RectificationCode {
  return (RECTIFICATION_CODES as readonly unknown[]).includes(value);
}

/** R5 rectifies simplified invoices only; R1–R4 complete (ordinary) ones. */
export function rectificationCodeFits(code: RectificationCode, originalSimplified: boolean): boolean {
  return originalSimplified ? code === 'R5' : code !== 'R5';
}

export function isRectificationMode(value: unknown): value is RectificationMode {
  return (RECTIFICATION_MODES as readonly unknown[]).includes(value);
}

/** VERI*FACTU code of the mode: I (por diferencias) or S (por sustitución). */
export function rectificationTypeCode(mode: RectificationMode): 'I' | 'S' {
  return mode === 'difference' ? 'I' : 'S';
}

/** The first lines of a new rectificativa, built from the original's. */
export function rectificationLines<L extends { quantity: number }>(original: readonly L[], mode: RectificationMode): L[] {
  return original.map((line) => (mode === 'difference' ? { ...line, quantity: line.quantity === 0 ? 0 : -line.quantity } : { ...line }));
}

/** Negative quantities and prices are only meaningful in a rectificativa by difference. */
export function rectificationAllowsNegative(mode: RectificationMode | null): boolean {
  return mode === 'difference';
}

export const MIN_REASON_LENGTH = 3;
export const MAX_REASON_LENGTH = 500;
export const REASON_ERRORS = ['empty', 'tooShort', 'tooLong', 'unsafeText'] as const;
export type ReasonError = (typeof REASON_ERRORS)[number];

/** The reason (motivo) is required: art. 15 asks to state what is corrected and why. */
export function validateReason(reason: string): { ok: true; value: string } | { ok: false; code: ReasonError } {
  const value = reason.trim().replace(/\s+/g, ' ');
  if (value === '') return { ok: false, code: 'empty' };
  if (value.length < MIN_REASON_LENGTH) return { ok: false, code: 'tooShort' };
  if (value.length > MAX_REASON_LENGTH) return { ok: false, code: 'tooLong' };
  // It goes into the record (DescripcionOperacion): a control character would spoil its XML.
  if (!isSafeText(value)) return { ok: false, code: 'unsafeText' };
  return { ok: true, value };
}
