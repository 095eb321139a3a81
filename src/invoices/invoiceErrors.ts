import { dataErrorKind } from '../shared/feedback/dataErrors';

export { INVOICE_ERRORS, type InvoiceErrorCode } from '../domain/invoices/invoiceRefusals';
import { INVOICE_ERRORS, type InvoiceErrorCode } from '../domain/invoices/invoiceRefusals';

export class InvoiceError extends Error {
  constructor(
    readonly code: InvoiceErrorCode,
    /** What the message names: a salida's number, the vendor's invoice number… */
    readonly detail: string = '',
  ) {
    super(code);
    this.name = 'InvoiceError';
  }
}

/** A failed Firestore call (the one mapper, shared/feedback/dataErrors) as an invoice error. */
export function invoiceErrorFrom(error: unknown): InvoiceError {
  if (error instanceof InvoiceError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const kind = dataErrorKind(error);
  return new InvoiceError(kind === 'offline' || kind === 'busy' || kind === 'denied' ? kind : 'unknown', message);
}

/**
 * A refused invoice command (CommandFailure from src/firebase/functions: the server's code and
 * details) as an invoice error: its code when it is one of ours, 'unknown' otherwise; the detail
 * is what the server named (a salida's number, the vendor's invoice number…).
 */
export function invoiceErrorOfCommand(error: unknown): InvoiceError {
  if (error instanceof InvoiceError) return error;
  const failure = error as { code?: unknown; details?: unknown } | null;
  if (!(error instanceof Error) || typeof failure?.code !== 'string' || typeof failure.details !== 'object' || failure.details === null) {
    return new InvoiceError('unknown', error instanceof Error ? error.message : String(error));
  }
  const code = (INVOICE_ERRORS as readonly string[]).includes(failure.code) ? (failure.code as InvoiceErrorCode) : 'unknown';
  const detail = (failure.details as { detail?: unknown }).detail;
  return new InvoiceError(code, typeof detail === 'string' ? detail : code === 'unknown' ? failure.code : '');
}

/**
 * Logs a failed invoice operation for whoever debugs it: the error's code only, since an
 * InvoiceError's detail may name a person (a client without NIF); other errors as they came.
 */
export function logInvoiceFailure(error: unknown): void {
  if (error instanceof InvoiceError) console.error(`Factura: operación rechazada (${error.code})`);
  else console.error('Factura: operación fallida', error);
}
