/**
 * Antigüedad de saldos (aging): what each client owes us, or we owe each vendor, by how long it is
 * overdue. Input: the open dues (dues.ts' Due, as the cartera query reads them) and today. An
 * amount falls due on its due date: on that day it is not yet overdue (as Inicio's overdue figure).
 * A credit (open below zero: a credit note not yet set off or refunded) is never overdue: it has a
 * column of its own and nets against the party's total, as the summary's 'abonos' do.
 * Pure: no Firebase, no React; integer cents.
 */
import { openCentsOf, type Due } from './dues';
import { dayNumberOf, requiredDay } from './reportDates';

export const AGING_COLUMNS = ['notDueCents', 'days1to30Cents', 'days31to60Cents', 'days61to90Cents', 'over90Cents', 'creditCents'] as const;
export type AgingColumn = (typeof AGING_COLUMNS)[number];

export type AgingFigures = Record<AgingColumn | 'totalCents', number>;

export interface AgingRow extends AgingFigures {
  /** Dues of sales ('output', a client's) or purchases ('input', a vendor's): ids of the two never mix. */
  kind: Due['kind'];
  partyId: string;
  /** The name on its most recently issued due. */
  partyName: string;
  /** How many open dues it sums. */
  dueCount: number;
  /** The oldest open due date of a debt (not a credit); null when none. */
  oldestDueDate: string | null;
}

export interface AgingReport {
  rows: AgingRow[];
  totals: AgingFigures;
}

export function emptyAgingFigures(): AgingFigures {
  return { notDueCents: 0, days1to30Cents: 0, days31to60Cents: 0, days61to90Cents: 0, over90Cents: 0, creditCents: 0, totalCents: 0 };
}

/**
 * The column of an open debt `daysOverdue` days past its due date (0 or less: not yet due). A due
 * without a readable date (a document written by hand) goes to the oldest column: a debt whose
 * date is lost is not one to forget.
 */
export function agingColumnOf(daysOverdue: number | null): Exclude<AgingColumn, 'creditCents'> {
  if (daysOverdue === null) return 'over90Cents';
  if (daysOverdue <= 0) return 'notDueCents';
  if (daysOverdue <= 30) return 'days1to30Cents';
  if (daysOverdue <= 60) return 'days31to60Cents';
  if (daysOverdue <= 90) return 'days61to90Cents';
  return 'over90Cents';
}

/**
 * The aging of `dues` on `today` (an ISO date; throws RangeError when it is not one). Dues of an
 * annulled invoice, fully paid ones and any whose amounts are not whole cents are left out.
 * Rows by total, largest first, then by name.
 */
export function agingReport(dues: readonly Due[], today: string): AgingReport {
  const now = requiredDay(today);
  const rows = new Map<string, AgingRow & { nameDate: string }>();
  const totals = emptyAgingFigures();
  for (const due of dues) {
    if (!due || due.state === 'anulada') continue;
    if (!Number.isSafeInteger(due.amountCents) || !Number.isSafeInteger(due.paidCents)) continue;
    const open = openCentsOf(due);
    if (open === 0 || !Number.isSafeInteger(open)) continue;
    const kind = due.kind === 'input' ? 'input' : 'output';
    const partyId = typeof due.partyId === 'string' ? due.partyId : '';
    const key = `${kind}|${partyId}`;
    let row = rows.get(key);
    if (!row) {
      row = { kind, partyId, partyName: '', nameDate: '', dueCount: 0, oldestDueDate: null, ...emptyAgingFigures() };
      rows.set(key, row);
    }
    const name = typeof due.partyName === 'string' ? due.partyName : '';
    const issued = typeof due.issueDate === 'string' ? due.issueDate : '';
    if (name !== '' && (row.partyName === '' || issued > row.nameDate)) {
      row.partyName = name;
      row.nameDate = issued;
    }
    const dueDay = dayNumberOf(due.dueDate);
    const column: AgingColumn = open < 0 ? 'creditCents' : agingColumnOf(dueDay === null ? null : now - dueDay);
    row[column] += open;
    row.totalCents += open;
    row.dueCount += 1;
    totals[column] += open;
    totals.totalCents += open;
    if (open > 0 && dueDay !== null && (row.oldestDueDate === null || due.dueDate < row.oldestDueDate)) row.oldestDueDate = due.dueDate;
  }
  const sorted = [...rows.values()]
    .map(({ nameDate: _nameDate, ...row }) => row)
    .sort(
      (a, b) =>
        b.totalCents - a.totalCents ||
        a.partyName.localeCompare(b.partyName, 'es') ||
        (a.partyId < b.partyId ? -1 : a.partyId > b.partyId ? 1 : 0) ||
        (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0),
    );
  return { rows: sorted, totals };
}
