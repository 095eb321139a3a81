/** The stock area's trusted commands: confirming and annulling entradas and salidas, refreshing stock copies. */
export { confirmStockDocument } from './confirmStockDocument';
export { annulStockDocument } from './annulStockDocument';
export { refreshProductStock } from './refreshProductStock';
