/** SEPA files (issue 30): remesas de adeudos (pain.008.001.02) and de transferencias (pain.001.001.03). See docs/sepa/README.md. */
export { BIC_ERRORS, normalizeBic, validateBic, type BicError } from './bic';
export {
  CREDITOR_ID_ERRORS,
  DEFAULT_BUSINESS_CODE,
  SPANISH_CREDITOR_ID_LENGTH,
  creditorIdCheckDigits,
  normalizeCreditorId,
  spanishCreditorId,
  validateCreditorId,
  type CreditorIdError,
} from './creditorId';
export { BIC_MESSAGES, CREDITOR_ID_MESSAGES, sepaFieldLabel, sepaProblemMessage } from './messages';
export { buildPain001, NS_PAIN_001, type TransferDebtor, type TransferInput, type TransferItem } from './pain001';
export {
  buildPain008,
  NS_PAIN_008,
  SEQUENCE_TYPES,
  type DirectDebitCreditor,
  type DirectDebitInput,
  type DirectDebitItem,
  type DirectDebitScheme,
  type SequenceType,
} from './pain008';
export {
  MAX_SEPA_AMOUNT_CENTS,
  SEPA_LIMITS,
  SEPA_PROBLEM_CODES,
  type SepaAddress,
  type SepaBatchTotals,
  type SepaFileResult,
  type SepaProblem,
  type SepaProblemCode,
  type SepaTotals,
  type XmlOptions,
} from './sepaParts';
export { SEPA_ID_MAX_LENGTH, isSepaIdentifier, isSepaText, sepaIdentifier, toSepaText } from './sepaText';
