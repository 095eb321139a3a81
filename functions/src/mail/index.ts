/** Invoices by e-mail (issue 33): the SMTP sender and its commands. */
export { sendInvoiceEmail } from './sendInvoiceEmail';
export { sendDueReminder } from './sendDueReminder';
