/**
 * Thin repository for the bank (issue 30): corporations/{corpId}/bankMovements, read-only (the bank
 * commands write them), paged by date with the list's filters; and the open dues whose amount a
 * page of movements asks for, and the remittances near its dates (bankMatching.ts explains why
 * those, and never the whole collection).
 */
import { limit, orderBy, query, where, type QueryConstraint } from 'firebase/firestore';
import { collectionRef, readQuery } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { BANK_MOVEMENTS, bankMovementFromStored, type BankMovementRow, type BankMovementState } from '../domain/bank/bankCommands';
import { dueOfStored, type Due } from '../domain/payments/dues';
import { remittanceOfStored, type Remittance } from '../domain/payments/remittance';
import { MATCHABLE_DUE_STATES, MATCHABLE_REMITTANCE_STATES, type DueKind } from './bankMatching';

export interface BankMovementFilters {
  state: BankMovementState | null;
  accountKey: string | null;
  from: string | null;
  to: string | null;
}

/** Remittances read per page at most (a company sends a few a month). */
export const REMITTANCES_TO_MATCH = 20;

/** Dues per amount query at most (many equal open amounts are rare; the matcher keeps 5 per movement). */
const DUES_PER_QUERY = 200;

const base = (corpId: string) => `corporations/${corpId}`;

/** The list's constraints: equality filters first, the date range and order last (indexes in firestore.indexes.json). */
export function movementConstraints(filters: BankMovementFilters): QueryConstraint[] {
  return [
    ...(filters.state ? [where('state', '==', filters.state)] : []),
    ...(filters.accountKey ? [where('accountKey', '==', filters.accountKey)] : []),
    ...(filters.from ? [where('date', '>=', filters.from)] : []),
    ...(filters.to ? [where('date', '<=', filters.to)] : []),
    orderBy('date', 'desc'),
  ];
}

export const bankRepository = {
  listQuery(corpId: string, filters: BankMovementFilters): ListQuery<BankMovementRow | null> {
    return {
      label: 'bankMovements.list',
      query: query(collectionRef(`${base(corpId)}/${BANK_MOVEMENTS}`), ...movementConstraints(filters)),
      map: (snap) => bankMovementFromStored(snap.id, snap.data()),
    };
  },

  /**
   * Remittances sent or charged whose date is within `window` (bankMatching.remittanceWindowFor),
   * at most REMITTANCES_TO_MATCH: the candidates for a movement that books a whole remesa. One
   * indexed query (state in, date range).
   */
  async remittancesToMatch(corpId: string, window: { from: string; to: string }): Promise<Remittance[]> {
    const snap = await readQuery(
      'remittances.bankMatch',
      query(
        collectionRef(`${base(corpId)}/remittances`),
        where('state', 'in', [...MATCHABLE_REMITTANCE_STATES]),
        where('date', '>=', window.from),
        where('date', '<=', window.to),
        orderBy('date'),
        limit(REMITTANCES_TO_MATCH),
      ),
    );
    return snap.docs.flatMap((d) => {
      const r = remittanceOfStored(d.id, d.data());
      return r && r.bankMovementId === null ? [r] : [];
    });
  },

  /** Open dues of `kind` whose amount is one of `amounts` (≤ 15): one indexed query. */
  async openDuesWithAmounts(corpId: string, kind: DueKind, amounts: readonly number[]): Promise<Due[]> {
    if (amounts.length === 0) return [];
    const snap = await readQuery(
      'dues.bankMatch',
      query(
        collectionRef(`${base(corpId)}/dues`),
        where('kind', '==', kind),
        where('state', 'in', [...MATCHABLE_DUE_STATES]),
        where('amountCents', 'in', [...amounts]),
        limit(DUES_PER_QUERY),
      ),
    );
    return snap.docs.flatMap((d) => {
      const due = dueOfStored(d.id, d.data());
      return due ? [due] : [];
    });
  },
};
