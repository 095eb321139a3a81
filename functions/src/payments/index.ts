export { recordPayment } from './recordPayment';
export { reversePayment } from './reversePayment';
export { createRemittance } from './remittances/createRemittance';
export { markRemittanceSent } from './remittances/markRemittanceSent';
export { cancelRemittance } from './remittances/cancelRemittance';
export { settleRemittance } from './remittances/settleRemittance';
export { returnRemittanceItem } from './remittances/returnRemittanceItem';
