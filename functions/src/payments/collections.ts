/** The collections of cobros y pagos (issue 30), under `corporations/{corpId}/`. */
export const DUES = 'dues';
export const PAYMENTS = 'payments';
