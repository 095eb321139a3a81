export { recordPayment } from './recordPayment';
export { reversePayment } from './reversePayment';
export { importBankStatement } from './bank/importBankStatement';
export { reconcileBankMovement } from './bank/reconcileBankMovement';
export { ignoreBankMovement } from './bank/ignoreBankMovement';
export { unreconcileBankMovement } from './bank/unreconcileBankMovement';
