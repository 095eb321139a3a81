/** Where entradas and salidas live in the app: #/inputs, #/outputs and their details?inputId= / ?outputId=. */
import type { DocKind } from '../../domain/stock/stockTypes';

export const ID_PARAM: Record<DocKind, string> = { input: 'inputId', output: 'outputId' };
export const LIST_PATH: Record<DocKind, string> = { input: '/inputs', output: '/outputs' };

/**
 * The pedido a document serves (issue 31): a salida's customer order, an entrada's purchase order
 * (the routes of src/salesOrders and src/purchaseOrders, named here so stock imports neither).
 */
export function orderPathOf(kind: DocKind, orderId: string): string {
  const base = kind === 'output' ? '/sales-orders/details' : '/purchase-orders/details';
  return `${base}?${new URLSearchParams({ orderId })}`;
}

/** The route of one saved entrada or salida. */
export function documentDetailPath(kind: DocKind, id: string): string {
  return `${LIST_PATH[kind]}/details?${new URLSearchParams({ [ID_PARAM[kind]]: id })}`;
}
