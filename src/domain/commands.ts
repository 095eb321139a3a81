/**
 * The command contract: every trusted command (functions/src, exported from functions/src/index.ts)
 * with the least role that may call it and the closed list of refusal codes it may answer with.
 * The functions (functions/src/runtime/command.ts), the app's caller (src/data/commands.ts) and
 * each area's Spanish messages take their types from here, so a refusal code added to a list
 * without its Spanish text fails `tsc` (docs/ARCHITECTURE.md "The command contract").
 *
 * Also where the commands live: the region, and the path on the app's own origin that Hosting
 * rewrites to each function (firebase.json "rewrites").
 */
import type { Role } from './roles';

export const FUNCTIONS_REGION = 'europe-southwest1';
export const COMMANDS_PATH = '/api';

/**
 * What any call may end with whatever the command: no connection (only the app knows), contention
 * the transaction could not resolve (busy), the caller not allowed (denied: no profile, inactive,
 * role, company, or not signed in), too many commands from the account in a short time
 * (rateLimited: src/domain/rateLimit.ts, checked by the command wrapper before any command runs),
 * or a failure the server logged (failed).
 */
export const TRANSPORT_KINDS = ['offline', 'busy', 'denied', 'rateLimited', 'failed'] as const;
export type TransportKind = (typeof TRANSPORT_KINDS)[number];

/** Confirming or annulling an entrada/salida (src/domain/stock/stockCommand.ts). */
export const STOCK_REFUSALS = [
  'invalid',
  'notFound',
  'notDraft',
  'notConfirmed',
  'invoiced',
  'isReturn',
  'hasReturns',
  'fromOrder',
  'noLines',
  'shortage',
  'unknownProduct',
  'service',
  'reasonRequired',
  'partyMissing',
  'amountOutOfRange',
] as const;

/** Refreshing a product's stock copies (admin). */
export const PRODUCT_STOCK_REFUSALS = ['invalid', 'notFound'] as const;

/** Saving, issuing, paying, annulling an invoice and selling at the counter (src/domain/invoices). */
export const INVOICE_REFUSALS = [
  'invalid',
  'notFound',
  'notDraft',
  'notIssued',
  'partyMissing',
  'missingPartyNif',
  'missingCompanyData',
  'sourceMissing',
  'sourceNotConfirmed',
  'sourceInvoiced',
  'sourceOtherParty',
  'originalNotRectifiable',
  'tooManyRectifications',
  'duplicateVendorInvoice',
  'invoiceReplaced',
  'verifactu',
  'notAnnullable',
  'simplifiedOverLimit',
  'recipientIncomplete',
  'tenderedShort',
  'cashLimit',
  'shortage',
  'service',
  'unknownProduct',
  'notReturnable',
  'returnTooMuch',
  'sourceLineMismatch',
  'sourceOverRemaining',
  'creditOverStanding',
  'amountOutOfRange',
  'verifactuNotConfigured',
  'verifactuNifInUse',
  // Till sessions (issue 29): a cash sale needs the caller's open caja.
  'tillClosed',
  // Store-credit vouchers (issue 29): a vale that cannot pay.
  'voucherUnknown',
  'voucherExpired',
  'voucherSpent',
] as const;

/**
 * Goods a customer brings back or sent back to a vendor (functions/src/returns): a return of a sale
 * is a rectificativa issued by the invoices' own issueInTransaction, and a return of an entrada or
 * salida fails the same stock checks, so any invoice refusal may end it; the app says them with
 * the invoice messages. One list, named for the area, so that it can narrow later.
 */
export const RETURN_REFUSALS = INVOICE_REFUSALS;

/** Changing a user's role or access, deleting a user (src/domain/userAccess.ts). */
export const USER_REFUSALS = ['invalid', 'notFound', 'self', 'otherCompany', 'roleAbove', 'lastAdmin'] as const;

/** The Registro VERI*FACTU screen's commands (functions/src/verifactu/, one file per command). */
export const VERIFACTU_REFUSALS = ['invalid', 'notFound', 'verifactu', 'verifactuNotCorrectable', 'verifactuNotConfigured'] as const;

/** Recording the issuer's tax administration (AEAT or a foral one). */
export const TAX_ADMINISTRATION_REFUSALS = ['invalid', 'verifactu'] as const;

/** Till sessions: opening, cash in/out and closing a caja with its Z report (src/domain/till). */
export const TILL_REFUSALS = ['invalid', 'notFound', 'tillOpen', 'tillClosed', 'cashierBusy', 'notYourSession', 'cashShort'] as const;

/** Cobros y pagos (issue 30): recordPayment, applyPayment, reversePayment (src/domain/payments/payments.ts). */
export const PAYMENT_REFUSALS = [
  'invalid',
  'notFound',
  'notIssued',
  'invoiceReplaced',
  'simplified',
  'otherParty',
  'wrongKind',
  'overApplied',
  'overAmount',
  'nothingOpen',
  'reversed',
  'returnNotDebit',
  'cashLimit',
  'inRemittance',
  'mixedCredit',
  'nothingOnAccount',
] as const;

/**
 * Remesas (issue 30): createRemittance, markRemittanceSent, cancelRemittance, settleRemittance,
 * returnRemittanceItem (src/domain/payments/remittance.ts). A due that cannot be claimed is no
 * refusal of the command: createRemittance reports it per due (REMITTANCE_DUE_REFUSALS).
 */
export const REMITTANCE_REFUSALS = [
  'invalid',
  'notFound',
  'remittanceDate',
  'companyIncomplete',
  'remittanceState',
  'itemNotFound',
  'itemNotSettled',
  'itemReturned',
] as const;

/**
 * The bank (issue 30): importing a statement, reconciling a movement (a payment recorded through
 * planRecordPayment, whose refusals it may answer, or a remittance's charge), ignoring one and undoing a reconciliation
 * (reversePayment's planner). src/domain/bank/bankCommands.ts, functions/src/payments/bank.
 */
export const BANK_REFUSALS = [
  ...PAYMENT_REFUSALS,
  'notPending',
  'notReconciled',
  'notIgnored',
  'returnedDebit',
  'zeroAmount',
  'remittanceState',
  'amountMismatch',
] as const;

/**
 * Invoices by e-mail (issue 33, functions/src/mail): an issued sale's PDF sent through SMTP. The
 * limit per user (mailLimit), a deployment without SMTP settings (mailNotConfigured) and a send the
 * mail server did not take (mailFailed, recorded on the invoice as 'fallido').
 */
export const MAIL_REFUSALS = ['invalid', 'notFound', 'notIssued', 'mailLimit', 'mailNotConfigured', 'mailFailed'] as const;

/**
 * Reminders of overdue instalments (issue 33, sendDueReminder): the client is not one of the
 * company's (notFound), nothing of it is overdue (nothingOverdue); the mail refusals as above.
 */
export const DUE_REMINDER_REFUSALS = ['invalid', 'notFound', 'nothingOverdue', 'mailLimit', 'mailNotConfigured', 'mailFailed'] as const;

/**
 * Pedidos a proveedor (issue 31): confirmPurchaseOrder, receivePurchaseOrder, closePurchaseOrder,
 * cancelPurchaseOrder, annulPurchaseOrderReceipt (src/domain/purchaseOrders/purchaseOrderPlan.ts).
 * A receipt is a confirmed entrada and its annulment an annulled one: the stock plan's refusals
 * (shortage, unknownProduct, service, partyMissing, amountOutOfRange) may end them.
 */
export const PURCHASE_ORDER_REFUSALS = [
  'invalid',
  'notFound',
  'notDraft',
  'notOpen',
  'noLines',
  'overReceipt',
  'hasReceipts',
  'receiptNotFound',
  'notConfirmed',
  'invoiced',
  'hasReturns',
  'shortage',
  'unknownProduct',
  'service',
  'partyMissing',
  'amountOutOfRange',
] as const;

/**
 * Pedidos de cliente (issue 31): confirming, delivering, reserving, closing, cancelling an order and
 * annulling one of its deliveries (src/domain/salesOrders/orderPlan.ts, functions/src/salesOrders).
 */
export const SALES_ORDER_REFUSALS = [
  'invalid',
  'notFound',
  'notDraft',
  'notOpen',
  'noLines',
  'partyMissing',
  'unknownProduct',
  'service',
  'overDelivery',
  'hasDeliveries',
  'shortage',
  'notDelivery',
  'notConfirmed',
  'invoiced',
  'isReturn',
  'hasReturns',
  'amountOutOfRange',
  // «Convertir en pedido» (convertQuoteToOrder): the presupuesto is not sent or accepted, or is already an order.
  'quoteNotSent',
  'quoteConverted',
] as const;

export type StockRefusal = (typeof STOCK_REFUSALS)[number];
export type PurchaseOrderRefusal = (typeof PURCHASE_ORDER_REFUSALS)[number];
export type SalesOrderRefusal = (typeof SALES_ORDER_REFUSALS)[number];
export type PaymentRefusal = (typeof PAYMENT_REFUSALS)[number];
export type InvoiceRefusal = (typeof INVOICE_REFUSALS)[number];
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];
export type UserRefusal = (typeof USER_REFUSALS)[number];
export type VerifactuRefusal = (typeof VERIFACTU_REFUSALS)[number];
export type TillRefusal = (typeof TILL_REFUSALS)[number];
export type TaxAdministrationRefusal = (typeof TAX_ADMINISTRATION_REFUSALS)[number];
export type RemittanceRefusal = (typeof REMITTANCE_REFUSALS)[number];
export type BankRefusal = (typeof BANK_REFUSALS)[number];
export type MailRefusal = (typeof MAIL_REFUSALS)[number];
export type DueReminderRefusal = (typeof DUE_REMINDER_REFUSALS)[number];

interface CommandContract {
  /** The least role that may call it (functions/src/runtime/caller.ts checks it). */
  role: Role;
  refusals: readonly string[];
}

/** Every exported command of functions/src/index.ts (src/domain/commands.test.ts checks both ways). */
/** Taking a company's data out (issue 33, functions/src/companyData). */
export const COMPANY_DATA_REFUSALS = ['tooSoon', 'tooLarge'] as const;

export const COMMANDS = {
  confirmStockDocument: { role: 'user', refusals: STOCK_REFUSALS },
  annulStockDocument: { role: 'user', refusals: STOCK_REFUSALS },
  refreshProductStock: { role: 'admin', refusals: PRODUCT_STOCK_REFUSALS },
  saveInvoiceDraft: { role: 'user', refusals: INVOICE_REFUSALS },
  issueInvoice: { role: 'user', refusals: INVOICE_REFUSALS },
  setInvoicePayment: { role: 'user', refusals: INVOICE_REFUSALS },
  annulInvoice: { role: 'admin', refusals: INVOICE_REFUSALS },
  sellAtCounter: { role: 'cashier', refusals: INVOICE_REFUSALS },
  returnSale: { role: 'user', refusals: RETURN_REFUSALS },
  returnToVendor: { role: 'user', refusals: RETURN_REFUSALS },
  setUserAccess: { role: 'admin', refusals: USER_REFUSALS },
  deleteUser: { role: 'admin', refusals: USER_REFUSALS },
  exportCompanyData: { role: 'admin', refusals: COMPANY_DATA_REFUSALS },
  sendVerifactuRecords: { role: 'admin', refusals: VERIFACTU_REFUSALS },
  resendVerifactuRecord: { role: 'admin', refusals: VERIFACTU_REFUSALS },
  verifyVerifactuChain: { role: 'admin', refusals: VERIFACTU_REFUSALS },
  exportVerifactuXml: { role: 'admin', refusals: VERIFACTU_REFUSALS },
  getVerifactuStatus: { role: 'admin', refusals: VERIFACTU_REFUSALS },
  setTaxAdministration: { role: 'admin', refusals: TAX_ADMINISTRATION_REFUSALS },
  // Till sessions (issue 29): the cashier opens, moves and closes their own caja.
  openTill: { role: 'cashier', refusals: TILL_REFUSALS },
  moveTillCash: { role: 'cashier', refusals: TILL_REFUSALS },
  closeTill: { role: 'cashier', refusals: TILL_REFUSALS },
  recordPayment: { role: 'user', refusals: PAYMENT_REFUSALS },
  applyPayment: { role: 'user', refusals: PAYMENT_REFUSALS },
  reversePayment: { role: 'user', refusals: PAYMENT_REFUSALS },
  // Remesas (issue 30): admins only, they move the company's bank.
  createRemittance: { role: 'admin', refusals: REMITTANCE_REFUSALS },
  markRemittanceSent: { role: 'admin', refusals: REMITTANCE_REFUSALS },
  cancelRemittance: { role: 'admin', refusals: REMITTANCE_REFUSALS },
  settleRemittance: { role: 'admin', refusals: REMITTANCE_REFUSALS },
  returnRemittanceItem: { role: 'admin', refusals: REMITTANCE_REFUSALS },
  // The bank (issue 30): statements and their reconciliation are for admins.
  importBankStatement: { role: 'admin', refusals: BANK_REFUSALS },
  reconcileBankMovement: { role: 'admin', refusals: BANK_REFUSALS },
  reconcileBankRemittance: { role: 'admin', refusals: BANK_REFUSALS },
  ignoreBankMovement: { role: 'admin', refusals: BANK_REFUSALS },
  unreconcileBankMovement: { role: 'admin', refusals: BANK_REFUSALS },
  // Invoices by e-mail (issue 33): staff and admins, within a limit per user.
  sendInvoiceEmail: { role: 'user', refusals: MAIL_REFUSALS },
  // Reminders of a client's overdue instalments (issue 33): staff and admins, within the same limit.
  sendDueReminder: { role: 'user', refusals: DUE_REMINDER_REFUSALS },
  // Pedidos a proveedor (issue 31): staff, as confirming entradas.
  confirmPurchaseOrder: { role: 'user', refusals: PURCHASE_ORDER_REFUSALS },
  receivePurchaseOrder: { role: 'user', refusals: PURCHASE_ORDER_REFUSALS },
  closePurchaseOrder: { role: 'user', refusals: PURCHASE_ORDER_REFUSALS },
  cancelPurchaseOrder: { role: 'user', refusals: PURCHASE_ORDER_REFUSALS },
  annulPurchaseOrderReceipt: { role: 'user', refusals: PURCHASE_ORDER_REFUSALS },
  // Pedidos de cliente (issue 31): staff, like confirming entradas and salidas.
  confirmSalesOrder: { role: 'user', refusals: SALES_ORDER_REFUSALS },
  convertQuoteToOrder: { role: 'user', refusals: SALES_ORDER_REFUSALS },
  deliverSalesOrder: { role: 'user', refusals: SALES_ORDER_REFUSALS },
  reserveSalesOrder: { role: 'user', refusals: SALES_ORDER_REFUSALS },
  closeSalesOrder: { role: 'user', refusals: SALES_ORDER_REFUSALS },
  cancelSalesOrder: { role: 'user', refusals: SALES_ORDER_REFUSALS },
  annulSalesOrderDelivery: { role: 'user', refusals: SALES_ORDER_REFUSALS },
} as const satisfies Record<string, CommandContract>;

export type CommandName = keyof typeof COMMANDS;
/** The codes command N may refuse with (not counting TransportKind). */
export type RefusalOf<N extends CommandName> = (typeof COMMANDS)[N]['refusals'][number];
/** Any command's refusal code. */
export type Refusal = RefusalOf<CommandName>;
/** What a call of N may end with on the app's side: its refusals or the transport's. */
export type FailureOf<N extends CommandName> = RefusalOf<N> | TransportKind;

/** The same codes as a list, for checks at run time (an unknown code is the generic failure). */
export function refusalsOf<N extends CommandName>(name: N): readonly RefusalOf<N>[] {
  return COMMANDS[name].refusals;
}

export function isCommandName(name: string): name is CommandName {
  return Object.hasOwn(COMMANDS, name);
}
