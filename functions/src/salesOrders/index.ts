/** Pedidos de cliente (issue 31): confirming, delivering, reserving, closing and cancelling an order, annulling a delivery. */
export { confirmSalesOrder } from './confirmSalesOrder';
export { convertQuoteToOrder } from './convertQuoteToOrder';
export { deliverSalesOrder } from './deliverSalesOrder';
export { reserveSalesOrder } from './reserveSalesOrder';
export { closeSalesOrder } from './closeSalesOrder';
export { cancelSalesOrder } from './closeSalesOrder';
export { annulSalesOrderDelivery } from './annulSalesOrderDelivery';
