/** The returns desk's routes: one per source (#/invoices/return, #/outputs/return, #/inputs/return), and where each return's source lives. */
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { documentDetailPath } from '../stock/documents/documentRoutes';
import type { ReturnSource } from '../domain/stock/stockTypes';

export type ReturnSourceKind = 'invoice' | 'output' | 'input';

const PATH: Record<ReturnSourceKind, string> = { invoice: '/invoices/return', output: '/outputs/return', input: '/inputs/return' };
export const RETURN_ID_PARAM: Record<ReturnSourceKind, string> = { invoice: 'invoiceId', output: 'outputId', input: 'inputId' };

export function returnPath(kind: ReturnSourceKind, id: string): string {
  return `${PATH[kind]}?${new URLSearchParams({ [RETURN_ID_PARAM[kind]]: id })}`;
}

/** The screen of a return's source: the invoice, the salida or the entrada it came from. */
export function returnSourcePath(source: ReturnSource): string {
  if (source.kind === 'invoice') return invoiceDetailPath(source.id);
  return documentDetailPath(source.kind === 'salida' ? 'output' : 'input', source.id);
}
