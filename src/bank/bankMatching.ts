/**
 * The glue between the movements on screen and suggestMatches (src/domain/bank/matching.ts), pure:
 * which open dues to ask Firestore for, and the candidates of each pending movement.
 *
 * Reads: the matcher needs the exact amount, so only dues whose amount equals a pending movement's
 * |amount| can ever be suggested. The screen therefore never reads the open dues as a whole (they
 * grow with every invoice): for the page of movements shown (≤ 25) it takes the distinct amounts
 * per kind (credits are cobros of sales' dues, debits pagos of purchases'), and asks one indexed
 * query per batch of amounts: `dues` where kind == k, state in [pendiente, devuelta], amountCents
 * in [≤ 15 amounts] (2 × 15 = 30, Firestore's limit of disjunctions), index (kind, state,
 * amountCents). A due with something already paid (parcial) is not asked for: its open amount is
 * no longer its amount, and the matcher would not suggest it by amount anyway.
 *
 * Remittances: the bank books a remesa's whole file as one movement (a credit for cobros, a debit
 * for pagos), so a remittance sent or charged and not yet matched is a candidate for its total.
 * They are asked for by date (the collection or execution date within REMITTANCE_WINDOW_DAYS of
 * the page's movements; index state + date), at most a few a month.
 */
import { suggestMatches, type MatchCandidate, type OpenItem } from '../domain/bank/matching';
import type { BankMovementRow } from '../domain/bank/bankCommands';
import { addDaysIso } from '../domain/dates';
import { openCentsOf, type Due } from '../domain/payments/dues';
import type { Remittance } from '../domain/payments/remittance';

/** Due states whose open amount is their whole amount (nothing paid, or paid and returned). */
export const MATCHABLE_DUE_STATES = ['pendiente', 'devuelta'] as const;
/** Amounts per query: 2 states × 15 amounts = 30 disjunctions. */
export const AMOUNTS_PER_QUERY = 15;

export type DueKind = Due['kind'];

/** A pending movement that can pay dues: not a returned receipt, not zero. */
export function isMatchable(m: Pick<BankMovementRow, 'state' | 'amountCents' | 'returnedDebit'>): boolean {
  return m.state === 'pendiente' && m.amountCents !== 0 && !m.returnedDebit;
}

/** The kind of due a movement pays: a credit a sale's (cobro), a debit a purchase's (pago). */
export const dueKindOf = (amountCents: number): DueKind => (amountCents > 0 ? 'output' : 'input');

/** The due queries to make for these movements: per kind, the distinct |amounts| in batches. */
export function dueQueriesFor(movements: readonly BankMovementRow[]): { kind: DueKind; amounts: number[] }[] {
  const byKind = new Map<DueKind, Set<number>>();
  for (const m of movements.filter(isMatchable)) {
    const kind = dueKindOf(m.amountCents);
    const set = byKind.get(kind) ?? new Set<number>();
    set.add(Math.abs(m.amountCents));
    byKind.set(kind, set);
  }
  const queries: { kind: DueKind; amounts: number[] }[] = [];
  for (const kind of ['output', 'input'] as const) {
    const amounts = [...(byKind.get(kind) ?? [])].sort((a, b) => a - b);
    for (let i = 0; i < amounts.length; i += AMOUNTS_PER_QUERY) queries.push({ kind, amounts: amounts.slice(i, i + AMOUNTS_PER_QUERY) });
  }
  return queries;
}

/** A due as the matcher sees it: its open amount signed like a movement (a cobro +, a pago −). */
export function openItemOfDue(due: Due): OpenItem {
  const open = openCentsOf(due);
  return {
    id: due.id,
    kind: 'due',
    partyName: due.partyName,
    partyNif: due.partyNif || undefined,
    reference: due.number,
    dueDate: due.dueDate,
    openCents: due.kind === 'output' ? open : -open,
  };
}

/** Days either side of the page's movements in which a remittance's date is looked for. */
export const REMITTANCE_WINDOW_DAYS = 30;
/** Remittance states whose charge may still come in: sent to the bank, or marked charged by hand. */
export const MATCHABLE_REMITTANCE_STATES = ['enviada', 'cargada'] as const;

/** The date range of remittances to ask for (null: no movement on the page can be one). */
export function remittanceWindowFor(movements: readonly BankMovementRow[]): { from: string; to: string } | null {
  const dates = movements
    .filter(isMatchable)
    .map((m) => m.date)
    .sort();
  if (dates.length === 0) return null;
  return { from: addDaysIso(dates[0]!, -REMITTANCE_WINDOW_DAYS), to: addDaysIso(dates[dates.length - 1]!, REMITTANCE_WINDOW_DAYS) };
}

/** A remittance's id as a matcher item (so it never meets a due's id). */
const REMITTANCE_ITEM = 'remesa:';

/** A remittance as the matcher sees it: its whole total, signed like the movement that books it. */
export function openItemOfRemittance(r: Remittance): OpenItem {
  return {
    id: `${REMITTANCE_ITEM}${r.id}`,
    kind: 'remittance',
    partyName: '',
    reference: r.messageId,
    dueDate: r.settleDate ?? r.date,
    openCents: r.kind === 'cobros' ? r.totals.amountCents : -r.totals.amountCents,
  };
}

/** What a candidate would pay: open dues, or a remittance's charge. */
export type MatchTarget = { kind: 'due'; due: Due } | { kind: 'remittance'; remittance: Remittance };

export interface MovementCandidates {
  candidates: (MatchCandidate & { target: MatchTarget })[];
  /** The candidate the one-to-one assignment gave this movement (the best, unless another movement took it). */
  best: string | null;
  ambiguous: boolean;
}

/** The candidates of each matchable movement, by movement id. */
export function candidatesByMovement(
  movements: readonly BankMovementRow[],
  dues: readonly Due[],
  remittances: readonly Remittance[] = [],
): Map<string, MovementCandidates> {
  const matchable = movements.filter(isMatchable);
  const byId = new Map<string, MatchTarget>();
  for (const due of dues.filter((d) => d.remittanceId === null && openCentsOf(d) !== 0)) byId.set(due.id, { kind: 'due', due });
  const open = remittances.filter((r) => (MATCHABLE_REMITTANCE_STATES as readonly string[]).includes(r.state) && r.bankMovementId === null);
  for (const remittance of open) byId.set(`${REMITTANCE_ITEM}${remittance.id}`, { kind: 'remittance', remittance });
  const items = [...byId.entries()].map(([id, t]) => (t.kind === 'due' ? openItemOfDue(t.due) : { ...openItemOfRemittance(t.remittance), id }));
  const result = suggestMatches(matchable, items, { windowDays: 60 });
  const out = new Map<string, MovementCandidates>();
  matchable.forEach((m, index) => {
    const suggestions = result.suggestions[index]?.candidates ?? [];
    const assigned = result.assignment.find((a) => a.movement === index);
    out.set(m.id, {
      candidates: suggestions.flatMap((c) => {
        const target = byId.get(c.itemId);
        return target ? [{ ...c, target }] : [];
      }),
      best: assigned?.itemId ?? suggestions[0]?.itemId ?? null,
      ambiguous: assigned?.ambiguous ?? false,
    });
  });
  return out;
}
