/** Public API of the pure domain core: no Firebase, no React. */
export * from './contact';
export * from './dates';
export * from './documentTotals';
export * from './ean';
export * from './iban';
export * from './lineValidation';
export * from './messages';
export * from './money';
export { NUMBER_INPUT_ERRORS, type NumberInputError } from './numberText';
export * from './numbering';
export * from './postalCode';
export * from './quantity';
export type { Validation } from './result';
export * from './roles';
export * from './search';
export * from './stock';
export * from './tax';
export * from './taxId';
