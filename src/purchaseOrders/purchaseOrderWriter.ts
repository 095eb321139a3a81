/**
 * The purchase-order commands, called from the app (src/data/commands.ts callCommand); a refusal
 * rejects with its CommandFailure, said in Spanish by purchaseOrderFailureMessage (messages.ts).
 */
import { callCommand } from '../data/commands';
import type { ReceiptInput } from '../domain/purchaseOrders/purchaseOrderPlan';

export const purchaseOrderWriter = {
  confirm: (corpId: string, orderId: string) => callCommand('confirmPurchaseOrder', { corpId, orderId }),
  receive: (corpId: string, orderId: string, receipt: ReceiptInput) =>
    callCommand<'receivePurchaseOrder', { inputId: string; number: string; state: string }>('receivePurchaseOrder', { corpId, orderId, ...receipt }),
  close: (corpId: string, orderId: string, reason: string) => callCommand('closePurchaseOrder', { corpId, orderId, reason }),
  cancel: (corpId: string, orderId: string, reason: string) => callCommand('cancelPurchaseOrder', { corpId, orderId, reason }),
  annulReceipt: (corpId: string, orderId: string, inputId: string, reason: string) =>
    callCommand('annulPurchaseOrderReceipt', { corpId, orderId, inputId, reason }),
};
