import { describe, expect, it } from 'vitest';
import { TRANSPORT_KINDS, USER_REFUSALS } from '../domain/commands';
import { accessRefusalMessage, USER_TEXT } from './messages';

describe('every user code of the command contract has its Spanish text', () => {
  const generic = 'No se ha podido completar la operación. Inténtalo de nuevo.';

  it.each([...USER_REFUSALS, ...TRANSPORT_KINDS].map((code) => [code]))('%s', (code) => {
    const text = accessRefusalMessage(code);
    expect(text.trim().length).toBeGreaterThan(20);
    if (code !== 'failed') expect(text).not.toBe(generic);
  });

  it('says the last admin case as what to do', () => {
    expect(accessRefusalMessage('lastAdmin')).toMatch(/^La empresa se quedaría sin ningún administrador activo/);
  });

  it.each(['somethingNew', 'hasReturns', 'toString'])('an unknown code (%s) says the generic text', (code) => {
    expect(accessRefusalMessage(code)).toBe(generic);
    expect(USER_TEXT.access.failed).toBe(generic);
  });
});
