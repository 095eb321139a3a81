/** The new-remittance query of open dues has its composite index declared (production enforces it, the emulator does not). */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMITTANCE_KINDS } from '../domain/payments/remittance';
import { openDuesFilters } from './remittanceRepository';

const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: { fieldPath: string; order?: string }[] }[];
  }
).indexes;

describe('the open dues a remittance may take', () => {
  it.each(REMITTANCE_KINDS.map((k) => [k]))('%s: equalities, state (in), then the due date ascending', (kind) => {
    const fields = [...openDuesFilters(kind).map(([f]) => f), 'state', 'dueDate'].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' }));
    expect(indexes.some((i) => i.collectionGroup === 'dues' && JSON.stringify(i.fields) === JSON.stringify(fields))).toBe(true);
  });
});

describe('the remittances the bank screen may match', () => {
  it('state (in) then the date ascending', () => {
    const fields = ['state', 'date'].map((fieldPath) => ({ fieldPath, order: 'ASCENDING' }));
    expect(indexes.some((i) => i.collectionGroup === 'remittances' && JSON.stringify(i.fields) === JSON.stringify(fields))).toBe(true);
  });
});
