/**
 * The Registro VERI*FACTU commands' input (functions/src/verifactu): a record's id, a list of them,
 * and the issuer's tax administration with its reason. `corpId` is command()'s; the commands that
 * take nothing else (sendVerifactuRecords, verifyVerifactuChain, getVerifactuStatus) have no
 * schema. A refusal is `invalid` naming the field as the hand-written checks did: `recordId`,
 * `recordIds` (the list as a whole, whatever element is wrong), `administration`, `reason`.
 */
import { z } from './zod';
import { foldedReason } from './fields';
import { TAX_ADMINISTRATION_REASON_MAX, TAX_ADMINISTRATIONS, type TaxAdministration } from '../verifactu/scope';

/** A record's id as verifactuPlan.ts makes it: the issuer's NIF, a hyphen, its 12-digit sequence. */
const RECORD_ID = /^[A-Z0-9]{1,20}-\d{12}$/;
/** The most records one XML export takes. */
export const MAX_EXPORT_RECORDS = 1000;

export const isVerifactuRecordId = (value: unknown): value is string => typeof value === 'string' && RECORD_ID.test(value);

export const resendVerifactuRecordSchema = z.object({ recordId: z.string().regex(RECORD_ID) });

export const exportVerifactuXmlSchema = z.object({
  // One check for the whole list, so the refusal names `recordIds` as it always has.
  recordIds: z.custom<string[]>((v) => Array.isArray(v) && v.length > 0 && v.length <= MAX_EXPORT_RECORDS && v.every(isVerifactuRecordId)),
});

export const setTaxAdministrationSchema = z.object({
  administration: z.enum(TAX_ADMINISTRATIONS as readonly [TaxAdministration, ...TaxAdministration[]]),
  // Spaces and line breaks fold into one space; 3 to 200 plain characters (scope.ts parseTaxAdministrationInput).
  reason: foldedReason(3, TAX_ADMINISTRATION_REASON_MAX),
});

export type ResendVerifactuRecordInput = z.output<typeof resendVerifactuRecordSchema>;
export type ExportVerifactuXmlInput = z.output<typeof exportVerifactuXmlSchema>;
export type SetTaxAdministrationInput = z.output<typeof setTaxAdministrationSchema>;
