import { describe, expect, it } from 'vitest';
import { afterFailedBatch, CREATES_PER_BATCH, importBatches, PROFILE_READS, UPDATES_PER_BATCH, type ImportRow } from './productImport';

const rowsOf = (kinds: string): ImportRow[] => [...kinds].map((k, i) => ({ id: `id${i}`, codeKey: `C${i}`, isNew: k === 'n' }));

describe('importBatches', () => {
  it('stays within the rules: 9 new products (2 reads each) or 18 updates (1 each), plus the profile, is at most 20', () => {
    expect(2 * CREATES_PER_BATCH + PROFILE_READS).toBeLessThanOrEqual(20);
    expect(UPDATES_PER_BATCH + PROFILE_READS).toBeLessThanOrEqual(20);
  });

  it('puts every row in exactly one batch, new products first, then updates, in file order', () => {
    const rows = rowsOf('nununnnnnnnnnnuu'.repeat(5));
    const batches = importBatches(rows);
    expect(batches.flat().sort((a, b) => a - b)).toEqual(rows.map((_, i) => i));
    const firstUpdate = batches.findIndex((b) => !rows[b[0]!]!.isNew);
    expect(
      batches
        .slice(0, firstUpdate)
        .flat()
        .every((i) => rows[i]!.isNew),
    ).toBe(true);
    expect(
      batches
        .slice(firstUpdate)
        .flat()
        .every((i) => !rows[i]!.isNew),
    ).toBe(true);
    for (const b of batches) expect(b).toEqual([...b].sort((x, y) => x - y));
  });

  it.each([
    ['2.000 new products', 2000, 0, 223],
    ['18 updates fill one batch', 0, 18, 1],
    ['19 updates need two', 0, 19, 2],
    ['9 new and 1 update', 9, 1, 2],
    ['nothing', 0, 0, 0],
  ])('%s → %i batches', (_name, creates, updates, expected) => {
    const rows = rowsOf('n'.repeat(creates) + 'u'.repeat(updates));
    const batches = importBatches(rows);
    expect(batches).toHaveLength(expected);
    for (const b of batches) expect(b.length).toBeLessThanOrEqual(rows[b[0]!]!.isNew ? CREATES_PER_BATCH : UPDATES_PER_BATCH);
  });
});

describe('afterFailedBatch', () => {
  const rows = rowsOf('nnnnuu');

  it('reports the new row whose code another product took and sends the others again', () => {
    expect(afterFailedBatch(rows, [0, 1, 2, 3], [null, 'someone-else', null, null], 'denied')).toEqual({
      written: [],
      retry: [0, 2, 3],
      failed: [{ index: 1, code: 'code-taken' }],
    });
  });

  it('counts as saved the rows whose codes already name them (the answer was lost, the batch was saved)', () => {
    expect(afterFailedBatch(rows, [0, 1], ['id0', 'id1'], 'denied')).toEqual({ written: [0, 1], retry: [], failed: [] });
  });

  it('reports an update whose product lost its code, and sends the other updates again', () => {
    expect(afterFailedBatch(rows, [4, 5], ['id4', null], 'denied')).toEqual({
      written: [],
      retry: [4],
      failed: [{ index: 5, code: 'code-changed' }],
    });
    expect(afterFailedBatch(rows, [4, 5], ['id4', 'other'], 'failed').failed).toEqual([{ index: 5, code: 'code-changed' }]);
  });

  it.each(['denied', 'failed'] as const)('when the codes do not explain a %s batch, retries nothing and fails every row with it', (refusal) => {
    expect(afterFailedBatch(rows, [0, 1, 4], [null, null, 'id4'], refusal)).toEqual({
      written: [],
      retry: [],
      failed: [
        { index: 0, code: refusal },
        { index: 1, code: refusal },
        { index: 4, code: refusal },
      ],
    });
  });

  it('treats a missing owner as no code document', () => {
    expect(afterFailedBatch(rows, [0, 1], ['id0'], 'denied')).toEqual({ written: [0], retry: [1], failed: [] });
  });
});
