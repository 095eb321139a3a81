/**
 * VERI*FACTU: the Registro screen's commands (one file each) and the scheduled sender. Records are
 * created only by issueInvoice (alta), annulInvoice (anulación) and resendVerifactuRecord
 * (subsanación), each chained in its own transaction; a subsanación is a new record of the chain
 * (never an edit of the rejected one), and a record's sending state changes only in sender.ts.
 */
export { sendVerifactuRecords } from './sendVerifactuRecords';
export { resendVerifactuRecord } from './resendVerifactuRecord';
export { verifyVerifactuChain } from './verifyVerifactuChain';
export { exportVerifactuXml } from './exportVerifactuXml';
export { getVerifactuStatus } from './getVerifactuStatus';
export { sendVerifactuPending } from './schedule'; // scheduled, not a command
export { setTaxAdministration } from './setTaxAdministration';
