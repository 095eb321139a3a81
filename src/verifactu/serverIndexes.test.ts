/**
 * The functions' own queries on verifactuRecords need their indexes deployed too (the emulator
 * does not ask for them): the sender's pending batch (nif == , state == , order by seq), the
 * chain check (nif == , order by seq) and the scheduled sender's collection-group query on state.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const config = JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
  indexes: { collectionGroup: string; queryScope: string; fields: { fieldPath: string; order: string }[] }[];
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: { order?: string; queryScope: string }[] }[];
};
const has = (fields: [string, string][]) =>
  config.indexes.some(
    (i) =>
      i.collectionGroup === 'verifactuRecords' &&
      i.queryScope === 'COLLECTION' &&
      JSON.stringify(i.fields) === JSON.stringify(fields.map(([fieldPath, order]) => ({ fieldPath, order }))),
  );

describe("indexes for the functions' VERI*FACTU queries", () => {
  it.each([
    [
      "the sender's pending batch",
      [
        ['nif', 'ASCENDING'],
        ['state', 'ASCENDING'],
        ['seq', 'ASCENDING'],
      ] as [string, string][],
    ],
    [
      'the chain check',
      [
        ['nif', 'ASCENDING'],
        ['seq', 'ASCENDING'],
      ] as [string, string][],
    ],
  ])('%s', (_name, fields) => {
    expect(has(fields)).toBe(true);
  });

  it("the scheduled sender's collection-group query on state, keeping the collection indexes", () => {
    const override = config.fieldOverrides.find((o) => o.collectionGroup === 'verifactuRecords' && o.fieldPath === 'state');
    expect(override?.indexes).toEqual(
      expect.arrayContaining([
        { order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' },
        { order: 'ASCENDING', queryScope: 'COLLECTION' },
        { order: 'DESCENDING', queryScope: 'COLLECTION' },
      ]),
    );
  });
});
