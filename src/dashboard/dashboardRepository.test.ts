import { beforeEach, describe, expect, it, vi } from 'vitest';

// Firestore stands in as paths: a document read returns what `docs` holds, a query what `queries` holds.
const mocks = vi.hoisted(() => ({
  docs: {} as Record<string, Record<string, unknown> | undefined>,
  queries: [] as string[],
  ledger: [] as Record<string, unknown>[],
}));
vi.mock('firebase/firestore', () => ({
  query: (ref: { path: string }) => ({ path: ref.path }),
  where: () => ({}),
  orderBy: () => ({}),
  limit: () => ({}),
}));
vi.mock('../data/firestore', () => ({
  toDate: () => null,
  docRef: (path: string) => ({ path }),
  collectionRef: (path: string) => ({ path }),
  readDoc: async (_label: string, ref: { path: string }) => {
    const data = mocks.docs[ref.path];
    return { data: () => data, get: (field: string) => data?.[field] };
  },
  readQuery: async (_label: string, q: { path: string }) => {
    mocks.queries.push(q.path);
    const docs = q.path.endsWith('/movements') ? mocks.ledger.map((d) => ({ id: String(d.id), exists: () => true, data: () => d })) : [];
    return { docs, size: docs.length };
  },
}));

const { dashboardRepository } = await import('./dashboardRepository');

const BASE = 'corporations/c1';
const entry = (n: number) => ({
  docKind: 'input',
  reason: 'confirm',
  documentId: `e${n}`,
  documentNumber: `E-${n}`,
  date: '2026-11-20',
  partyName: 'Prov',
  createdAt: { toMillis: () => n * 1000 },
});
const recent = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, i) => [`in-e${i}-c`, entry(i)]));

describe('dashboardRepository.load: the latest movements', () => {
  beforeEach(() => {
    mocks.docs = {};
    mocks.queries = [];
    mocks.ledger = [
      { id: 'out-s1-c', docKind: 'output', reason: 'confirm', documentId: 's1', documentNumber: 'S-1', date: '2026-11-21', partyName: 'Cli' },
    ];
  });

  it('come from the summary when it holds at least five, newest first, without asking the ledger', async () => {
    mocks.docs[`${BASE}/summaries/stock`] = { valueCents: 0, belowMinimumCount: 0, recentMovements: recent(10) };
    const data = await dashboardRepository.load('c1', '2026-11-26');
    expect(data.movements.map((m) => m.documentNumber)).toEqual(['E-9', 'E-8', 'E-7', 'E-6', 'E-5']);
    expect(mocks.queries).not.toContain(`${BASE}/movements`);
  });

  it.each([
    ['a summary without the list (written before it existed)', { valueCents: 0, belowMinimumCount: 0 }],
    ['a summary listing fewer than five', { valueCents: 0, belowMinimumCount: 0, recentMovements: recent(4) }],
    ['no summary (a new company)', undefined],
  ])('come from the ledger for %s', async (_label, summary) => {
    mocks.docs[`${BASE}/summaries/stock`] = summary;
    const data = await dashboardRepository.load('c1', '2026-11-26');
    expect(data.movements.map((m) => m.documentNumber)).toEqual(['S-1']);
    expect(mocks.queries).toContain(`${BASE}/movements`);
  });
});
