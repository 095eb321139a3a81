import { describe, expect, it } from 'vitest';
import { MOVEMENT_CAUSES, movementCauseFor, movementCauseOf } from './stockTypes';

describe('movementCauseFor', () => {
  it.each([
    ['input', 'confirm', {}, 'purchase'],
    ['output', 'confirm', {}, 'delivery'],
    ['output', 'confirm', { issued: 'invoice' }, 'sale'],
    ['output', 'confirm', { issued: 'counter' }, 'counter'],
    ['input', 'confirm', { returnOf: 'sale' }, 'customerReturn'],
    // A return made by issuing a rectificativa is a return first.
    ['input', 'confirm', { returnOf: 'sale', issued: 'invoice' }, 'customerReturn'],
    ['output', 'confirm', { returnOf: 'purchase' }, 'vendorReturn'],
    ['output', 'annul', { issued: 'invoice' }, 'annulment'],
    ['input', 'annul', {}, 'annulment'],
  ] as const)('%s %s %j is %s', (kind, reason, origin, cause) => {
    expect(movementCauseFor(kind, reason, origin)).toBe(cause);
  });
});

describe('movementCauseOf (a stored movement)', () => {
  it.each([
    ['one that records its cause', { cause: 'counter', docKind: 'output', reason: 'confirm', documentId: 'x-salida' }, 'counter'],
    ['an old annulment', { docKind: 'output', reason: 'annul', documentId: 'x-salida' }, 'annulment'],
    ["an old invoice's salida", { docKind: 'output', reason: 'confirm', documentId: 'inv1-salida' }, 'sale'],
    ['an old salida made by hand', { docKind: 'output', reason: 'confirm', documentId: 'abc' }, 'delivery'],
    ["an old invoice return's entrada", { docKind: 'input', reason: 'confirm', documentId: 'rect1-entrada' }, 'customerReturn'],
    ['an old entrada', { docKind: 'input', reason: 'confirm', documentId: 'abc' }, 'purchase'],
    ['an unknown code', { cause: 'theft', docKind: 'input', reason: 'confirm', documentId: 'abc' }, 'purchase'],
    ['a code that is not a string', { cause: { toString: 'sale' }, docKind: 'output', reason: 'confirm' }, 'delivery'],
    ['an inherited name', { cause: 'constructor', docKind: 'output', reason: 'annul' }, 'annulment'],
    ['nothing at all', {}, 'purchase'],
    ['a documentId that is not a string', { docKind: 'output', documentId: ['a-salida'] }, 'delivery'],
  ] as const)('%s reads as %s', (_, stored, cause) => {
    expect(movementCauseOf(stored)).toBe(cause);
  });

  it('every cause is one of the closed set', () => {
    expect(MOVEMENT_CAUSES).toHaveLength(7);
  });
});
