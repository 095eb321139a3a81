export { recordPayment } from './recordPayment';
export { reversePayment } from './reversePayment';
