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
 */
import { suggestMatches, type MatchCandidate, type OpenItem } from '../domain/bank/matching';
import type { BankMovementRow } from '../domain/bank/bankCommands';
import { openCentsOf, type Due } from '../domain/payments/dues';

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

export interface MovementCandidates {
  candidates: (MatchCandidate & { due: Due })[];
  /** The candidate the one-to-one assignment gave this movement (the best, unless another movement took it). */
  best: string | null;
  ambiguous: boolean;
}

/** The candidates of each matchable movement, by movement id. */
export function candidatesByMovement(movements: readonly BankMovementRow[], dues: readonly Due[]): Map<string, MovementCandidates> {
  const matchable = movements.filter(isMatchable);
  const byId = new Map(dues.filter((d) => d.remittanceId === null && openCentsOf(d) !== 0).map((d) => [d.id, d]));
  const result = suggestMatches(matchable, [...byId.values()].map(openItemOfDue), { windowDays: 60 });
  const out = new Map<string, MovementCandidates>();
  matchable.forEach((m, index) => {
    const suggestions = result.suggestions[index]?.candidates ?? [];
    const assigned = result.assignment.find((a) => a.movement === index);
    out.set(m.id, {
      candidates: suggestions.flatMap((c) => {
        const due = byId.get(c.itemId);
        return due ? [{ ...c, due }] : [];
      }),
      best: assigned?.itemId ?? suggestions[0]?.itemId ?? null,
      ambiguous: assigned?.ambiguous ?? false,
    });
  });
  return out;
}
