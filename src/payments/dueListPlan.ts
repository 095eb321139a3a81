/**
 * The cartera's query as plain data (issue 30): which dues the filters of #/payments/dues select
 * and in what order, so the repository builds it and the index test checks it against
 * firestore.indexes.json. Pure.
 *
 * One kind at a time (cobros or pagos: a client's and a vendor's dues are never listed together),
 * a state (the open ones by default: pendiente, parcial, devuelta), then optionally a party and a
 * forma de pago; every range is on the due date, which is also the order (oldest first). The
 * equality filters always come in the same order (kind, state, partyId, method), so each
 * combination matches one composite index.
 */
import { DUE_STATES, type Due, type DueState } from '../domain/payments/dues';
import type { TermsMethod } from '../domain/payments/terms';

/** The states an open due can be in: what is still to be collected or paid. */
export const OPEN_DUE_STATES = ['pendiente', 'parcial', 'devuelta'] as const satisfies readonly DueState[];

/** 'abiertos': the three open states at once (the default). */
export type DueStateFilter = 'abiertos' | DueState;
export const DUE_STATE_FILTERS: readonly DueStateFilter[] = ['abiertos', ...DUE_STATES];

export interface DueFilters {
  kind: Due['kind'];
  state: DueStateFilter;
  /** Only dues whose due date is before today (and still open: only with an open state). */
  overdueOnly: boolean;
  /** ISO dates, inclusive, on the due date. */
  from: string | null;
  to: string | null;
  method: TermsMethod | null;
  partyId: string | null;
}

export type DueEquality = [field: 'kind' | 'state' | 'partyId' | 'method', op: '==' | 'in', value: string | readonly string[]];

export interface DueListPlan {
  equals: DueEquality[];
  ranges: [field: 'dueDate', op: '<' | '>=' | '<=', value: string][];
  order: [field: 'dueDate', direction: 'asc'];
}

/** Whether the state filter selects only open dues (the only ones that can be overdue). */
export function isOpenFilter(state: DueStateFilter): boolean {
  return state === 'abiertos' || (OPEN_DUE_STATES as readonly string[]).includes(state);
}

export function dueListPlan(filters: DueFilters, today: string): DueListPlan {
  const equals: DueEquality[] = [['kind', '==', filters.kind]];
  equals.push(filters.state === 'abiertos' ? ['state', 'in', OPEN_DUE_STATES] : ['state', '==', filters.state]);
  if (filters.partyId) equals.push(['partyId', '==', filters.partyId]);
  if (filters.method) equals.push(['method', '==', filters.method]);
  const ranges: DueListPlan['ranges'] = [];
  if (filters.from) ranges.push(['dueDate', '>=', filters.from]);
  if (filters.to) ranges.push(['dueDate', '<=', filters.to]);
  if (filters.overdueOnly && isOpenFilter(filters.state)) ranges.push(['dueDate', '<', today]);
  return { equals, ranges, order: ['dueDate', 'asc'] };
}

/** The open dues of one kind, by due date: what the aging and the cash forecast read. */
export function openDuesPlan(kind: Due['kind']): DueListPlan {
  return dueListPlan({ kind, state: 'abiertos', overdueOnly: false, from: null, to: null, method: null, partyId: null }, '2000-01-01');
}

/** A due still open and past its due date on `today` (a credit, open below zero, is never overdue). */
export function dueOverdue(due: Pick<Due, 'state' | 'dueDate' | 'amountCents' | 'paidCents'>, today: string): boolean {
  return (
    (OPEN_DUE_STATES as readonly string[]).includes(due.state) && due.amountCents - due.paidCents > 0 && due.dueDate !== '' && due.dueDate < today
  );
}

/** Why a due cannot be picked for a payment from the cartera (null: it can). */
export function unpayableReason(due: Pick<Due, 'state' | 'amountCents' | 'paidCents' | 'remittanceId'>): 'closed' | 'inRemittance' | null {
  if (due.state === 'anulada' || due.amountCents - due.paidCents === 0) return 'closed';
  if (due.remittanceId !== null) return 'inRemittance';
  return null;
}

/**
 * Why the picked dues cannot be paid with one payment (null: they can): one payment is of one
 * party, and either pays instalments or refunds credit notes, never both (planRecordPayment's rules).
 */
export function selectionProblem(dues: readonly Pick<Due, 'partyId' | 'amountCents' | 'paidCents'>[]): 'empty' | 'parties' | 'mixedCredit' | null {
  if (dues.length === 0) return 'empty';
  if (new Set(dues.map((d) => d.partyId)).size > 1) return 'parties';
  if (new Set(dues.map((d) => Math.sign(d.amountCents - d.paidCents))).size > 1) return 'mixedCredit';
  return null;
}
