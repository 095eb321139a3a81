/**
 * What the Registro VERI*FACTU lists: the filters (state, period on issueDate, or one invoice's
 * records), read from and written to the URL so other screens can link to a filtered list, and
 * the query they make as plain data, newest first. Every plan matches one composite index in
 * firestore.indexes.json (recordListPlan.test.ts). Pure.
 */
import { parseIsoDate } from '../domain/dates';
import { isRecordState, type RecordState } from './verifactuModel';

export interface RecordFilters {
  state: RecordState | null;
  /** ISO dates, inclusive, on the record's issueDate. */
  from: string | null;
  to: string | null;
  /** One invoice's records (its alta, subsanaciones, anulación): the other filters are left aside. */
  invoiceId: string | null;
}

export const NO_FILTERS: RecordFilters = { state: null, from: null, to: null, invoiceId: null };

export interface RecordListPlan {
  equals: [field: string, value: string][];
  ranges: [field: string, op: '>=' | '<=', value: string][];
  order: [field: string, direction: 'asc' | 'desc'][];
}

const validIso = (v: string | null | undefined): string | null => (v && parseIsoDate(v) ? v : null);

export function recordListPlan(filters: RecordFilters): RecordListPlan {
  if (filters.invoiceId) return { equals: [['invoiceId', filters.invoiceId]], ranges: [], order: [['seq', 'desc']] };
  const equals: RecordListPlan['equals'] = filters.state ? [['state', filters.state]] : [];
  const ranges: RecordListPlan['ranges'] = [];
  const from = validIso(filters.from);
  const to = validIso(filters.to);
  if (from) ranges.push(['issueDate', '>=', from]);
  if (to) ranges.push(['issueDate', '<=', to]);
  // Firestore orders by the range field first; seq keeps the chain order within a day.
  const order: RecordListPlan['order'] =
    ranges.length > 0
      ? [
          ['issueDate', 'desc'],
          ['seq', 'desc'],
        ]
      : [['seq', 'desc']];
  return { equals, ranges, order };
}

/** The composite index a plan needs (null: the automatic single-field index is enough). */
export function indexFieldsOf(plan: RecordListPlan): { fieldPath: string; order: 'ASCENDING' | 'DESCENDING' }[] | null {
  const fields = [
    ...plan.equals.map(([fieldPath]) => ({ fieldPath, order: 'ASCENDING' as const })),
    ...plan.order.map(([fieldPath, dir]) => ({ fieldPath, order: dir === 'asc' ? ('ASCENDING' as const) : ('DESCENDING' as const) })),
  ];
  return fields.length > 1 ? fields : null;
}

export function recordFiltersFromUrl(params: URLSearchParams): RecordFilters {
  const state = params.get('state');
  const invoiceId = params.get('invoiceId')?.trim() ?? '';
  return {
    state: isRecordState(state) ? state : null,
    from: validIso(params.get('from')),
    to: validIso(params.get('to')),
    invoiceId: invoiceId || null,
  };
}

export const REGISTRO_PATH = '/verifactu';

/** "#/verifactu?invoiceId=…": the Registro filtered as asked. */
export function recordListPath(filters: Partial<RecordFilters>): string {
  const params = new URLSearchParams();
  if (filters.invoiceId) params.set('invoiceId', filters.invoiceId);
  if (filters.state) params.set('state', filters.state);
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  const query = params.toString();
  return query ? `${REGISTRO_PATH}?${query}` : REGISTRO_PATH;
}
