/** VERI*FACTU: the Registro screen's commands and the scheduled sender. Records are created by issueInvoice. */
export { sendVerifactuRecords } from './commands';
export { resendVerifactuRecord } from './commands';
export { verifyVerifactuChain } from './commands';
export { exportVerifactuXml } from './commands';
export { getVerifactuStatus } from './commands';
export { sendVerifactuPending } from './schedule'; // scheduled, not a command
export { setTaxAdministration } from './setTaxAdministration';
