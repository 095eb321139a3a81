/**
 * Remesas' reads and commands (issue 30). The list is one query of the newest remittances (a
 * remittance keeps its items, so a page is kept short); a remittance is watched as one document;
 * the dues a new remittance may take are one indexed query (kind, method for cobros, not in a
 * remittance, open, due date in a range), at most MAX_DUES, counted. Everything is written by the
 * commands (functions/src/payments/remittances).
 */
import { limit, orderBy, query, where } from 'firebase/firestore';
import { callCommand } from '../data/commands';
import { collectionRef, docRef, readQuery, watchDoc } from '../data/firestore';
import { dueOfStored, OPEN_INVOICE_STATUSES, type Due } from '../domain/payments/dues';
import {
  remittanceOfStored,
  type Remittance,
  type RemittanceDueRefusal,
  type RemittanceKind,
  type RemittanceScheme,
} from '../domain/payments/remittance';

export const MAX_LISTED = 20;
export const MAX_DUES = 300;

const base = (corpId: string) => `corporations/${corpId}`;

/** The query's filters (exported for the index test). */
export function openDuesFilters(kind: RemittanceKind): [string, unknown][] {
  return kind === 'cobros'
    ? [
        ['kind', 'output'],
        ['method', 'domiciliacion'],
        ['remittanceId', null],
      ]
    : [
        ['kind', 'input'],
        ['remittanceId', null],
      ];
}

export interface CreatedRemittance {
  remittanceId: string | null;
  claimed: number;
  amountCents: number;
  refused: { dueId: string; code: RemittanceDueRefusal }[];
}

export const remittanceRepository = {
  async list(corpId: string): Promise<Remittance[]> {
    const snap = await readQuery(
      'remittances.list',
      query(collectionRef(`${base(corpId)}/remittances`), orderBy('createdAt', 'desc'), limit(MAX_LISTED)),
    );
    return snap.docs.map((d) => remittanceOfStored(d.id, d.data())).filter((r): r is Remittance => r !== null);
  },

  watch(corpId: string, id: string, onNext: (r: Remittance | null) => void, onError: (e: Error) => void): () => void {
    return watchDoc(
      'remittances.detail',
      docRef(`${base(corpId)}/remittances/${id}`),
      (snap) => onNext(remittanceOfStored(snap.id, snap.data())),
      onError,
    );
  },

  /** Open dues of `kind` not in a remittance, due from `from` to `until`, by due date (at most MAX_DUES). */
  async openDues(corpId: string, kind: RemittanceKind, from: string, until: string): Promise<Due[]> {
    const filters = openDuesFilters(kind).map(([field, value]) => where(field, '==', value));
    const q = query(
      collectionRef(`${base(corpId)}/dues`),
      ...filters,
      where('state', 'in', [...OPEN_INVOICE_STATUSES]),
      where('dueDate', '>=', from),
      where('dueDate', '<=', until),
      orderBy('dueDate'),
      limit(MAX_DUES),
    );
    const snap = await readQuery('remittances.dues', q);
    return snap.docs.map((d) => dueOfStored(d.id, d.data())).filter((d): d is Due => d !== null && d.amountCents - d.paidCents > 0);
  },

  create(corpId: string, input: { kind: RemittanceKind; dueIds: string[]; date: string; scheme: RemittanceScheme }): Promise<CreatedRemittance> {
    return callCommand<'createRemittance', CreatedRemittance>('createRemittance', { corpId, ...input });
  },
  markSent(corpId: string, remittanceId: string): Promise<unknown> {
    return callCommand('markRemittanceSent', { corpId, remittanceId });
  },
  cancel(corpId: string, remittanceId: string): Promise<unknown> {
    return callCommand('cancelRemittance', { corpId, remittanceId });
  },
  settle(corpId: string, remittanceId: string, date: string): Promise<{ settled: number }> {
    return callCommand<'settleRemittance', { settled: number }>('settleRemittance', { corpId, remittanceId, date });
  },
  returnItem(corpId: string, input: { remittanceId: string; dueId: string; code: string; date: string }): Promise<unknown> {
    return callCommand('returnRemittanceItem', { corpId, ...input });
  },
};
