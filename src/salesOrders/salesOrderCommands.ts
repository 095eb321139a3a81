/**
 * The app's side of the order commands (functions/src/salesOrders): each one call of the command
 * contract through callCommand; a refusal rejects with its CommandFailure (say it with
 * salesOrderFailureMessage). A browser that knows it is offline is told so without trying.
 */
import { callCommand, CommandFailure } from '../data/commands';

const online = () => typeof navigator === 'undefined' || navigator.onLine !== false;

async function call<T>(name: Parameters<typeof callCommand>[0], input: Record<string, unknown>): Promise<T> {
  if (!online()) throw new CommandFailure('offline');
  return callCommand(name, input) as Promise<T>;
}

export const salesOrderCommands = {
  confirm: (corpId: string, orderId: string) => call<{ state: string }>('confirmSalesOrder', { corpId, orderId }),
  reserve: (corpId: string, orderId: string) => call<{ reserved: number }>('reserveSalesOrder', { corpId, orderId }),
  deliver: (corpId: string, orderId: string, date: string, lines: { lineId: string; quantity: number }[]) =>
    call<{ outputId: string; number: string; state: string }>('deliverSalesOrder', { corpId, orderId, date, lines }),
  close: (corpId: string, orderId: string, reason: string) => call<{ state: string }>('closeSalesOrder', { corpId, orderId, reason }),
  cancel: (corpId: string, orderId: string, reason: string) => call<{ state: string }>('cancelSalesOrder', { corpId, orderId, reason }),
  annulDelivery: (corpId: string, orderId: string, outputId: string, reason: string) =>
    call<{ state: string }>('annulSalesOrderDelivery', { corpId, orderId, outputId, reason }),
  /** «Convertir en pedido»: the order made of the quote (confirmed, or a borrador with the confirmation's refusal). */
  fromQuote: (corpId: string, quoteId: string) =>
    call<{ orderId: string; state: string; refusal: string | null }>('convertQuoteToOrder', { corpId, quoteId }),
};
