import { describe, expect, it } from 'vitest';
import type { BankMovement } from './movement';
import { accountKeyOf, movementFingerprint, movementIdOf, movementIds, MOVEMENT_ID_PATTERN } from './movementId';

const movement = (over: Partial<BankMovement> = {}): BankMovement => ({
  date: '2026-11-15',
  valueDate: '2026-11-15',
  amountCents: -4530,
  commonConcept: '17',
  ownConcept: '210',
  document: '',
  reference1: '',
  reference2: '',
  concepts: ['COMISION'],
  line: 7,
  ...over,
});

const ACCOUNT = 'ES9121000418450200051332';

describe('accountKeyOf', () => {
  it.each([
    ['ES91 2100 0418 4502 0005 1332', '210004180200051332'],
    ['es9121000418450200051332', '210004180200051332'],
    ['210004180200051332', '210004180200051332'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
  ])('%s → %s', (input, key) => expect(accountKeyOf(input)).toBe(key));
});

describe('movementIds', () => {
  it('gives a 64-hex id, the same for the same file read twice', () => {
    const list = [movement(), movement({ amountCents: 100 })];
    const ids = movementIds(ACCOUNT, list);
    expect(ids).toEqual(
      movementIds(
        ACCOUNT,
        list.map((m) => ({ ...m, concepts: [...m.concepts] })),
      ),
    );
    for (const id of ids) expect(id).toMatch(MOVEMENT_ID_PATTERN);
  });

  it('keeps two identical movements of one day apart (occurrence 0 and 1), whatever the order of the file', () => {
    const other = movement({ amountCents: 999 });
    const [a, b, c] = movementIds(ACCOUNT, [movement(), other, movement()]);
    expect(a).not.toBe(c);
    expect(new Set(movementIds(ACCOUNT, [movement(), movement(), other]))).toEqual(new Set([a, b, c]));
  });

  it('names the account alike by its IBAN or its Norma 43 key', () => {
    expect(movementIds(ACCOUNT, [movement()])).toEqual(movementIds('210004180200051332', [movement()]));
  });

  it('does not depend on the line or on blanks and case in the concepts', () => {
    expect(movementIds(ACCOUNT, [movement({ line: 99, concepts: ['  comisión '] })])).toEqual(
      movementIds(ACCOUNT, [movement({ concepts: ['COMISION'] })]),
    );
  });

  it.each<[string, Partial<BankMovement>]>([
    ['date', { date: '2026-11-16' }],
    ['value date', { valueDate: '2026-11-16' }],
    ['amount', { amountCents: 4530 }],
    ['common concept', { commonConcept: '14' }],
    ['own concept', { ownConcept: '211' }],
    ['document', { document: '0000000001' }],
    ['reference 1', { reference1: 'A' }],
    ['reference 2', { reference2: 'A' }],
    ['concept text', { concepts: ['COMISION MANTENIMIENTO'] }],
    ['concepts split differently would not forge a reference', { concepts: [], reference1: 'COMISION' }],
  ])('changes with the %s', (_name, over) => {
    expect(movementIds(ACCOUNT, [movement(over)])).not.toEqual(movementIds(ACCOUNT, [movement()]));
  });

  it('changes with the account', () => {
    expect(movementIds('ES7921000813610123456789', [movement()])).not.toEqual(movementIds(ACCOUNT, [movement()]));
  });

  it('is movementIdOf(fingerprint, occurrence)', () => {
    const fingerprint = movementFingerprint(ACCOUNT, movement());
    expect(movementIds(ACCOUNT, [movement(), movement()])).toEqual([movementIdOf(fingerprint, 0), movementIdOf(fingerprint, 1)]);
  });
});
