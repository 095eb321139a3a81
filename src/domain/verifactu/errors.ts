/**
 * Why a VERI*FACTU record or document could not be built. Codes, not sentences:
 * the issuing command maps them to a refusal and the UI to Spanish text.
 */
export const VERIFACTU_ERRORS = [
  'notIssued',
  'notSales',
  'issuerNif',
  'producerNif',
  'numSerie',
  'rectifies',
  'date',
  'amountRange',
  'recipientNif',
  'recipientCountry',
  'rectifiedAmountsMissing',
  'breakdownEmpty',
  'breakdownTooLong',
  'recordCount',
  /** A text holds a character plainText.ts refuses (a control, a line break): `field` names it. */
  'unsafeText',
  /** FechaOperacion after FechaExpedicionFactura (AEAT 1146; Almacena never uses ClaveRegimen 14/15). */
  'operationDate',
  /** An intra-EU delivery (E5) to a recipient identified by a Spanish NIF (AEAT 1289: E5 takes IDOtro only). */
  'intraEuRecipient',
  /** The record breaks an AEAT validation the builder should never produce (a bug): `field` holds the AEAT code. */
  'aeatRule',
  /** An object key that is not an element of its XSD type, or a value of the wrong shape (a bug): `field` names it. */
  'recordShape',
] as const;
export type VerifactuErrorCode = (typeof VERIFACTU_ERRORS)[number];

export class VerifactuError extends Error {
  /**
   * @param field which field (an XSD element name or path) or AEAT code the refusal is about,
   * for logs and messages; absent when the code says it all.
   */
  constructor(
    readonly code: VerifactuErrorCode,
    readonly field?: string,
  ) {
    super(field ? `${code}: ${field}` : code);
    this.name = 'VerifactuError';
  }
}
