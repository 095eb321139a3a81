/**
 * The bank commands (Cloud Functions in functions/src/payments/bank) as the app calls them. Each
 * acts on the caller's company; refusals reject with CommandFailure, which messages.ts says in Spanish.
 */
import { callCommand } from '../data/commands';
import type { BankFormat } from '../domain/bank/bankCommands';
import type { BankMovement } from '../domain/bank/movement';

export interface ImportResult {
  importId: string;
  movementCount: number;
  newCount: number;
  existingCount: number;
  alreadyImported: boolean;
  from: string;
  to: string;
}

export const bankCommands = {
  importStatement: (input: { corpId: string; fileName: string; format: BankFormat; accountKey: string; movements: BankMovement[] }) =>
    callCommand<'importBankStatement', ImportResult>('importBankStatement', input),
  reconcile: (corpId: string, movementId: string, dueIds: string[]) =>
    callCommand<'reconcileBankMovement', { paymentId: string; unappliedCents: number }>('reconcileBankMovement', { corpId, movementId, dueIds }),
  reconcileRemittance: (corpId: string, movementId: string, remittanceId: string) =>
    callCommand<'reconcileBankRemittance', { movementId: string; remittanceId: string }>('reconcileBankRemittance', {
      corpId,
      movementId,
      remittanceId,
    }),
  ignore: (corpId: string, movementId: string, ignored: boolean) =>
    callCommand<'ignoreBankMovement', { movementId: string; state: string }>('ignoreBankMovement', { corpId, movementId, ignored }),
  unreconcile: (corpId: string, movementId: string, reason: string) =>
    callCommand<'unreconcileBankMovement', { movementId: string; paymentId: string }>('unreconcileBankMovement', { corpId, movementId, reason }),
};
