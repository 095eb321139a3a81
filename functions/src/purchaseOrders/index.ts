export { confirmPurchaseOrder } from './confirmPurchaseOrder';
export { receivePurchaseOrder } from './receivePurchaseOrder';
export { closePurchaseOrder } from './closePurchaseOrder';
export { cancelPurchaseOrder } from './cancelPurchaseOrder';
export { annulPurchaseOrderReceipt } from './annulPurchaseOrderReceipt';
