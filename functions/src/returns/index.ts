/** The returns desk's trusted commands: goods a customer brings back, goods sent back to a vendor. */
export { returnSale } from './returnSale';
export { returnToVendor } from './returnToVendor';
