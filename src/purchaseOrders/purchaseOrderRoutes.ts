/** Where the purchase-order screens live. */
export const LIST_PATH = '/purchase-orders';
export const SUGGEST_PATH = '/purchase-orders/suggest';
export const detailPath = (id?: string) => (id ? `/purchase-orders/details?orderId=${encodeURIComponent(id)}` : '/purchase-orders/details');
export const entradaPath = (id: string) => `/inputs/details?inputId=${encodeURIComponent(id)}`;
