import { describe, expect, it } from 'vitest';
import { CommandFailure, commandFailureOf, failureCode, transportKind } from './commands';

/** A FunctionsError as the SDK rejects with: "functions/<status>", and the server's details when it sent any. */
const functionsError = (status: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(status), { code: `functions/${status}`, ...(details ? { details } : {}) });

describe('commandFailureOf: what callCommand rejects with', () => {
  it.each<[string, 'annulStockDocument' | 'setUserAccess' | 'issueInvoice', unknown, string]>([
    ['a refusal of the command keeps its code', 'annulStockDocument', functionsError('failed-precondition', { code: 'hasReturns' }), 'hasReturns'],
    ['invalid, from the command', 'setUserAccess', functionsError('invalid-argument', { code: 'invalid', detail: 'uid' }), 'invalid'],
    ['a user refusal', 'setUserAccess', functionsError('permission-denied', { code: 'self' }), 'self'],
    ['the caller check', 'issueInvoice', functionsError('permission-denied', { code: 'denied', reason: 'inactive' }), 'denied'],
    ['not signed in is denied', 'issueInvoice', functionsError('unauthenticated', { code: 'unauthenticated' }), 'denied'],
    ['contention the server gave up on', 'issueInvoice', functionsError('aborted', { code: 'busy' }), 'busy'],
    [
      'the account’s command budget spent, any command',
      'setUserAccess',
      functionsError('resource-exhausted', { code: 'rateLimited', retryAfterSeconds: 1 }),
      'rateLimited',
    ],
    ['a code of another command is not this one’s', 'annulStockDocument', functionsError('failed-precondition', { code: 'lastAdmin' }), 'failed'],
    ['a code no contract lists', 'setUserAccess', functionsError('failed-precondition', { code: 'somethingNew' }), 'failed'],
    ['no connection', 'issueInvoice', functionsError('unavailable'), 'offline'],
    ['a slow server', 'issueInvoice', functionsError('deadline-exceeded'), 'busy'],
    ['the transport denied', 'issueInvoice', functionsError('permission-denied'), 'denied'],
    ['anything else', 'issueInvoice', new TypeError('boom'), 'failed'],
  ])('%s', (_what, name, error, code) => {
    const failure = commandFailureOf(name, error);
    expect(failure).toBeInstanceOf(CommandFailure);
    expect(failure.code).toBe(code);
  });

  it('keeps the server’s details, its own code among them', () => {
    const failure = commandFailureOf('annulStockDocument', functionsError('failed-precondition', { code: 'somethingNew', detail: 'x' }));
    expect(failure.details).toEqual({ code: 'somethingNew', detail: 'x' });
  });
});

describe('failureCode and transportKind', () => {
  it.each([
    ['confirmStockDocument', 'shortage', 'shortage'],
    ['confirmStockDocument', 'offline', 'offline'],
    ['getVerifactuStatus', 'shortage', 'failed'],
    ['getVerifactuStatus', 'verifactuNotConfigured', 'verifactuNotConfigured'],
  ] as const)('%s answering %s → %s', (name, code, expected) => {
    expect(failureCode(name, code)).toBe(expected);
  });

  it.each([
    ['unavailable', 'offline'],
    ['resource-exhausted', 'busy'],
    ['unauthenticated', 'denied'],
    ['not-found', 'failed'],
    ['internal', 'failed'],
  ])('functions/%s → %s', (status, kind) => {
    expect(transportKind(functionsError(status))).toBe(kind);
  });
});
