/**
 * Thin repository for corporations/{corpId}/dues (issue 30), read-only: the dues are written by
 * the trusted commands (issuing, payments, remittances). The cartera's paged list, its totals by
 * aggregation (never by reading the dues) and the open dues of one kind for the reports, page by
 * page. Every read is counted (src/data).
 */
import { limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { collectionRef, countQuery, readQuery, sumQuery } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { dueOfStored, type Due } from '../domain/payments/dues';
import { dueListPlan, openDuesPlan, type DueFilters, type DueListPlan } from './dueListPlan';
import { streamQuery, type StreamOptions } from './streamRepository';

export const duesPath = (corpId: string) => `corporations/${corpId}/dues`;

function constraints(plan: DueListPlan): QueryConstraint[] {
  return [
    ...plan.equals.map(([field, op, value]) => where(field, op, op === 'in' ? [...value] : value)),
    ...plan.ranges.map(([field, op, value]) => where(field, op, value)),
    orderBy(plan.order[0], plan.order[1]),
  ];
}

/** A due document that does not read as one (written by hand) still shows, as an empty row of its id. */
function dueOrEmpty(id: string, d: Record<string, unknown>): Due {
  return (
    dueOfStored(id, d) ?? {
      id,
      invoiceId: '',
      kind: d.kind === 'input' ? 'input' : 'output',
      number: '',
      partyId: '',
      partyName: '',
      partyNif: '',
      n: 1,
      of: 1,
      issueDate: '',
      dueDate: '',
      amountCents: 0,
      paidCents: 0,
      method: 'transferencia',
      returned: false,
      remittanceId: null,
      state: 'pendiente',
    }
  );
}

export interface DueTotals {
  count: number;
  amountCents: number;
  paidCents: number;
}

export const dueRepository = {
  listQuery(corpId: string, filters: DueFilters, today: string): ListQuery<Due> {
    return {
      label: 'dues.list',
      query: query(collectionRef(duesPath(corpId)), ...constraints(dueListPlan(filters, today))),
      map: (snap) => dueOrEmpty(snap.id, snap.data()),
    };
  },

  /** How many dues the filters select and their amounts and paid amounts (open = amount − paid), by aggregation. */
  async totals(corpId: string, filters: DueFilters, today: string): Promise<DueTotals> {
    const q = query(collectionRef(duesPath(corpId)), ...constraints(dueListPlan(filters, today)));
    return sumQuery('dues.totals', q, ['amountCents', 'paidCents'] as const);
  },

  /**
   * The open dues of one party, oldest due date first, at most `max` (what one payment may apply
   * to): the cartera's own query with the party filter, so it uses the same index.
   */
  async openOfParty(corpId: string, kind: Due['kind'], partyId: string, max: number): Promise<Due[]> {
    const filters: DueFilters = { kind, state: 'abiertos', overdueOnly: false, from: null, to: null, method: null, partyId };
    const q = query(collectionRef(duesPath(corpId)), ...constraints(dueListPlan(filters, '2000-01-01')), limit(max));
    const snap = await readQuery('dues.ofParty', q);
    return snap.docs.map((d) => dueOrEmpty(d.id, d.data()));
  },

  /** How many open dues of `kind` there are (one count() aggregation, for the reports' progress). */
  countOpen(corpId: string, kind: Due['kind']): Promise<number> {
    return countQuery('reports.dues.count', query(collectionRef(duesPath(corpId)), ...constraints(openDuesPlan(kind))));
  },

  /** Every open due of `kind` by due date, 500 a page. Returns how many documents were read. */
  streamOpen(corpId: string, kind: Due['kind'], options: StreamOptions<Due>): Promise<number> {
    const base = query(collectionRef(duesPath(corpId)), ...constraints(openDuesPlan(kind)));
    return streamQuery('reports.dues', base, (snap) => dueOfStored(snap.id, snap.data()), options);
  },
};
