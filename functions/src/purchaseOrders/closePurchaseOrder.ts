/** closePurchaseOrder {corpId, orderId, reason}: an open order is closed; what was pending is no longer on order. Staff. */
import { command } from '../runtime/command';
import { endPurchaseOrder } from './endPurchaseOrder';

export const closePurchaseOrder = command('closePurchaseOrder', (caller, data) => endPurchaseOrder(caller, data, 'close'));
