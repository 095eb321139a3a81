import { describe, expect, it } from 'vitest';
import { parseInput } from './fields';
import { parseTaxAdministrationInput } from '../verifactu/scope';
import { exportVerifactuXmlSchema, MAX_EXPORT_RECORDS, resendVerifactuRecordSchema, setTaxAdministrationSchema } from './verifactuInputs';

type Expected = { ok: boolean; value?: unknown; detail?: string };
const ID = 'B12345678-000000000001';

describe('resendVerifactuRecord input', () => {
  it.each<[string, unknown, Expected]>([
    ['a record id, extra fields dropped', { corpId: 'c1', recordId: ID, state: 'aceptado' }, { ok: true, value: { recordId: ID } }],
    ['a NIF of 20 characters', { recordId: `${'A'.repeat(20)}-000000000009` }, { ok: true, value: { recordId: `${'A'.repeat(20)}-000000000009` } }],
    ['a NIF of 21 characters', { recordId: `${'A'.repeat(21)}-000000000009` }, { ok: false, detail: 'recordId' }],
    ['11 digits', { recordId: 'B12345678-00000000001' }, { ok: false, detail: 'recordId' }],
    ['a lower-case NIF', { recordId: 'b12345678-000000000001' }, { ok: false, detail: 'recordId' }],
    ['a slash', { recordId: 'B12345678-000000000001/x' }, { ok: false, detail: 'recordId' }],
    ['a path', { recordId: '../../users/x' }, { ok: false, detail: 'recordId' }],
    ['__x__', { recordId: '__x__' }, { ok: false, detail: 'recordId' }],
    ['U+0001', { recordId: `${ID}\u0001` }, { ok: false, detail: 'recordId' }],
    ['U+FFFE', { recordId: `\uFFFE${ID}` }, { ok: false, detail: 'recordId' }],
    ['a line break after the id', { recordId: `${ID}\n` }, { ok: false, detail: 'recordId' }],
    ['a number', { recordId: 1.5 }, { ok: false, detail: 'recordId' }],
    ['NaN', { recordId: Number.NaN }, { ok: false, detail: 'recordId' }],
    ['missing', { corpId: 'c1' }, { ok: false, detail: 'recordId' }],
  ])('%s', (_what, raw, expected) => {
    expect(parseInput(resendVerifactuRecordSchema, raw, 'data')).toEqual(expected);
  });
});

describe('exportVerifactuXml input', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => `B12345678-${String(i + 1).padStart(12, '0')}`);
  it.each<[string, unknown, Expected]>([
    [
      'two ids, extra fields dropped',
      { corpId: 'c1', recordIds: [ID, 'B12345678-000000000002'], pretty: false },
      { ok: true, value: { recordIds: [ID, 'B12345678-000000000002'] } },
    ],
    ['1000 ids', { recordIds: many(MAX_EXPORT_RECORDS) }, { ok: true, value: { recordIds: many(1000) } }],
    ['1001 ids', { recordIds: many(1001) }, { ok: false, detail: 'recordIds' }],
    ['no id', { recordIds: [] }, { ok: false, detail: 'recordIds' }],
    ['one id with a slash among good ones', { recordIds: [ID, '../../users/x'] }, { ok: false, detail: 'recordIds' }],
    ['one id __x__', { recordIds: ['__x__'] }, { ok: false, detail: 'recordIds' }],
    ['one id with U+0001', { recordIds: [`${ID}\u0001`] }, { ok: false, detail: 'recordIds' }],
    ['one id as a number', { recordIds: [ID, 2] }, { ok: false, detail: 'recordIds' }],
    ['one id as NaN', { recordIds: [Number.NaN] }, { ok: false, detail: 'recordIds' }],
    ['an id not in a list', { recordIds: ID }, { ok: false, detail: 'recordIds' }],
    ['an object with a length', { recordIds: { length: 1, 0: ID } }, { ok: false, detail: 'recordIds' }],
    ['missing', { corpId: 'c1' }, { ok: false, detail: 'recordIds' }],
  ])('%s', (_what, raw, expected) => {
    expect(parseInput(exportVerifactuXmlSchema, raw, 'data')).toEqual(expected);
  });
});

describe('setTaxAdministration input', () => {
  const cases: [string, Record<string, unknown>, Expected][] = [
    [
      'navarra, extra fields dropped',
      { corpId: 'c1', administration: 'navarra', reason: 'Domicilio fiscal en Pamplona', by: 'x' },
      { ok: true, value: { administration: 'navarra', reason: 'Domicilio fiscal en Pamplona' } },
    ],
    [
      'a reason with spaces and line breaks, folded',
      { administration: 'aeat', reason: '  Vuelta\n\n a  territorio común ' },
      { ok: true, value: { administration: 'aeat', reason: 'Vuelta a territorio común' } },
    ],
    ['a reason of 3 characters', { administration: 'alava', reason: 'abc' }, { ok: true, value: { administration: 'alava', reason: 'abc' } }],
    [
      'a reason of 200 characters',
      { administration: 'bizkaia', reason: 'r'.repeat(200) },
      { ok: true, value: { administration: 'bizkaia', reason: 'r'.repeat(200) } },
    ],
    ['a reason of 201 characters', { administration: 'bizkaia', reason: 'r'.repeat(201) }, { ok: false, detail: 'reason' }],
    ['a reason of 2 characters once folded', { administration: 'gipuzkoa', reason: '  ab\n\n ' }, { ok: false, detail: 'reason' }],
    ['a reason with U+0001', { administration: 'navarra', reason: 'Motivo\u0001 oculto' }, { ok: false, detail: 'reason' }],
    ['a reason with U+FFFE', { administration: 'navarra', reason: 'Motivo \uFFFE' }, { ok: false, detail: 'reason' }],
    ['a reason as a number', { administration: 'navarra', reason: 3.5 }, { ok: false, detail: 'reason' }],
    ['no reason', { administration: 'navarra' }, { ok: false, detail: 'reason' }],
    ['an unknown administration', { administration: 'foral', reason: 'Motivo válido' }, { ok: false, detail: 'administration' }],
    ['an administration in capitals', { administration: 'NAVARRA', reason: 'Motivo válido' }, { ok: false, detail: 'administration' }],
    ['an administration as a number', { administration: 3, reason: 'Motivo válido' }, { ok: false, detail: 'administration' }],
    ['an administration as NaN', { administration: Number.NaN, reason: 'Motivo válido' }, { ok: false, detail: 'administration' }],
    ['an administration with a slash', { administration: 'aeat/x', reason: 'Motivo válido' }, { ok: false, detail: 'administration' }],
    ['both wrong: the administration first', { administration: '__x__', reason: 1 }, { ok: false, detail: 'administration' }],
    ['nothing', {}, { ok: false, detail: 'administration' }],
  ];
  it.each(cases)('%s', (_what, raw, expected) => {
    expect(parseInput(setTaxAdministrationSchema, raw, 'data')).toEqual(expected);
  });

  // The settings card still checks with scope.ts's parser: both must answer alike on every row.
  it.each(cases)('scope.ts parseTaxAdministrationInput agrees: %s', (_what, raw, expected) => {
    expect(parseTaxAdministrationInput(raw)).toEqual(expected);
  });
});
