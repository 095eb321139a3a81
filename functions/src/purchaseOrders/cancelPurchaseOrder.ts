/** cancelPurchaseOrder {corpId, orderId, reason}: an open order nothing has arrived of is cancelled; nothing is on order any more. Staff. */
import { command } from '../runtime/command';
import { endPurchaseOrder } from './endPurchaseOrder';

export const cancelPurchaseOrder = command('cancelPurchaseOrder', (caller, data) => endPurchaseOrder(caller, data, 'cancel'));
