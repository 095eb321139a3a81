/**
 * The app's stock writer: confirming and annulling entradas and salidas through the trusted
 * commands (functions/src/stock), the one writer of stock, the ledger and those documents'
 * states. Refusals come back as StockErrors with the server's codes. Confirming needs the
 * server, so it is refused offline without trying.
 */
import { CommandFailure, callCommand } from '../data/commands';
import type { CommandName } from '../domain/commands';
import { MAX_ANNUL_REASON } from '../domain/stock/stockCommand';
import { StockError, stockErrorOf } from './stockErrors';
import type { DocKind, MovementReason } from '../domain/stock/stockTypes';

type Call = (name: CommandName, data: Record<string, unknown>) => Promise<unknown>;

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function createStockWriter(call: Call = callCommand, isOnline: () => boolean = browserOnline) {
  async function apply(corpId: string, kind: DocKind, reason: MovementReason, documentId: string, annulReason = ''): Promise<void> {
    if (!isOnline()) throw new StockError('offline');
    const trimmed = annulReason.trim();
    if (reason === 'annul' && (trimmed === '' || trimmed.length > MAX_ANNUL_REASON)) throw new StockError('reasonRequired');
    try {
      if (reason === 'confirm') await call('confirmStockDocument', { corpId, kind, documentId });
      else await call('annulStockDocument', { corpId, kind, documentId, reason: trimmed });
    } catch (error) {
      if (error instanceof CommandFailure) throw stockErrorOf(error.code, error.details, error);
      throw new StockError('failed', {}, { cause: error });
    }
  }

  // `uid` stays in the signatures the screens use; the server knows who calls.
  return {
    confirmInput: (corpId: string, documentId: string, _uid: string) => apply(corpId, 'input', 'confirm', documentId),
    confirmOutput: (corpId: string, documentId: string, _uid: string) => apply(corpId, 'output', 'confirm', documentId),
    annulInput: (corpId: string, documentId: string, _uid: string, annulReason: string) => apply(corpId, 'input', 'annul', documentId, annulReason),
    annulOutput: (corpId: string, documentId: string, _uid: string, annulReason: string) => apply(corpId, 'output', 'annul', documentId, annulReason),
    /** Confirm or annul by kind (the shared entrada/salida screens). */
    apply: (corpId: string, kind: DocKind, reason: MovementReason, documentId: string, _uid: string, annulReason?: string) =>
      apply(corpId, kind, reason, documentId, annulReason),
  };
}

export type StockWriter = ReturnType<typeof createStockWriter>;
export const stockWriter = createStockWriter();
