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
] as const;
export type VerifactuErrorCode = (typeof VERIFACTU_ERRORS)[number];

export class VerifactuError extends Error {
  constructor(readonly code: VerifactuErrorCode) {
    super(code);
    this.name = 'VerifactuError';
  }
}
