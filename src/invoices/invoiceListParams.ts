/**
 * The filters an invoice list takes from its URL, so that other screens (Inicio,
 * the reports) can link to a filtered list: `status` (borrador, pendiente — anything open —,
 * parcial, devuelta, vencida, pagada), `from` and `to` (ISO dates, inclusive). Anything else is ignored. Pure.
 */
import { parseIsoDate } from '../domain/dates';
import type { InvoiceStatusFilter } from './invoiceRepository';

export const STATUS_FILTERS: readonly InvoiceStatusFilter[] = ['borrador', 'pendiente', 'parcial', 'devuelta', 'vencida', 'pagada'];

export interface InvoiceUrlFilters {
  status: InvoiceStatusFilter | null;
  from: string;
  to: string;
}

export function invoiceFiltersFromUrl(params: URLSearchParams): InvoiceUrlFilters {
  const status = params.get('status');
  const date = (key: string) => {
    const v = params.get(key) ?? '';
    return parseIsoDate(v) ? v : '';
  };
  return {
    status: (STATUS_FILTERS as readonly string[]).includes(status ?? '') ? (status as InvoiceStatusFilter) : null,
    from: date('from'),
    to: date('to'),
  };
}
