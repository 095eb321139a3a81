import { describe, expect, it } from 'vitest';
import { awaitsFirstSend, importeToCents, recordFromData, resendActionOf, shownState, type RecordState } from './verifactuModel';

describe('importeToCents', () => {
  it.each([
    ['13.89', 1389],
    ['0.00', 0],
    ['-0.50', -50],
    ['1234567.1', 123456710],
    ['241.4', 24140],
    ['12', 1200],
  ])('reads %s as %i cents', (text, cents) => {
    expect(importeToCents(text)).toBe(cents);
  });

  it.each([['12,30'], ['1.234.56'], [''], ['abc'], [null], [12.3]])('refuses %j', (text) => {
    expect(importeToCents(text)).toBeNull();
  });
});

describe('what a record shows and allows', () => {
  it.each<[string, number, 'reenviar' | null, boolean]>([
    ['never sent', 0, null, true],
    ['sent and failed once', 1, 'reenviar', false],
    ['sent and failed three times', 3, 'reenviar', false],
  ])('a pending record %s offers %s', (_name, attempts, action, waits) => {
    expect(resendActionOf({ state: 'pendiente', correctedBy: null, attempts })).toBe(action);
    expect(awaitsFirstSend({ state: 'pendiente', correctedBy: null, attempts })).toBe(waits);
  });

  it.each<[RecordState, string | null, string, string | null]>([
    ['pendiente', null, 'pendiente', null],
    ['aceptado', null, 'aceptado', null],
    ['aceptado_con_errores', null, 'aceptado_con_errores', 'subsanar'],
    ['rechazado', null, 'rechazado', 'subsanar'],
    ['rechazado', 'B86561412-000000000007', 'subsanado', null],
    ['aceptado_con_errores', 'B86561412-000000000007', 'subsanado', null],
  ])('%s corrected by %s shows %s and offers %s', (state, correctedBy, shown, action) => {
    expect(shownState({ state, correctedBy })).toBe(shown);
    expect(resendActionOf({ state, correctedBy })).toBe(action);
  });

  it.each([
    [
      'a record our check kept from sending',
      { code: null, message: 'No enviado', csv: null, at: null, duplicate: false, notSent: { reason: 'unsafeText', field: 'X' } },
      null,
      'no_enviado',
      'subsanar',
    ],
    [
      'the same, once corrected',
      { code: null, message: null, csv: null, at: null, duplicate: false, notSent: { reason: 'unsafeText', field: 'X' } },
      'B1-000000000002',
      'subsanado',
      null,
    ],
    [
      'a record refused alone by a Fault',
      { code: 4102, message: 'Esquema', csv: null, at: null, duplicate: false, fault: true },
      null,
      'rechazado',
      'subsanar',
    ],
  ] as const)('%s shows %s', (_name, aeat, correctedBy, shown, action) => {
    expect(shownState({ state: 'rechazado', correctedBy, aeat })).toBe(shown);
    expect(resendActionOf({ state: 'rechazado', correctedBy })).toBe(action);
  });

  it.each([
    ['rechazado', 'subsanar'],
    ['aceptado_con_errores', null],
    ['pendiente', null],
    ['aceptado', null],
  ] as const)('an anulación %s offers %s', (state, action) => {
    expect(resendActionOf({ state, correctedBy: null, type: 'anulacion' })).toBe(action);
  });
});

describe('recordFromData', () => {
  const at = new Date('2026-03-05T13:07:09Z');
  it('reads a stored alta with its AEAT answer, sending attempts and subsanación', () => {
    const record = recordFromData('B86561412-000000000002', {
      seq: 2,
      nif: 'B86561412',
      type: 'alta',
      invoiceId: 'inv1',
      numSerie: 'F-2026-000001',
      fechaExpedicion: '05-03-2026',
      issueDate: '2026-03-05',
      huella: 'A'.repeat(64),
      registro: { RegistroAlta: { ImporteTotal: '13.89' } },
      state: 'rechazado',
      aeat: { code: 1105, message: 'NIF no identificado', csv: null, at: { toDate: () => at }, duplicate: false },
      send: { attempts: 2, lastError: 'timeout' },
      subsanacion: { of: 'B86561412-000000000001' },
    });
    expect(record).toMatchObject({
      id: 'B86561412-000000000002',
      seq: 2,
      type: 'alta',
      state: 'rechazado',
      importeTotalCents: 1389,
      aeat: { code: 1105, message: 'NIF no identificado', csv: null, at, duplicate: false },
      attempts: 2,
      lastError: 'timeout',
      subsanacionOf: 'B86561412-000000000001',
      correctedBy: null,
    });
  });

  it('reads why a record was not sent, a Fault, a late send and the duplicate it was', () => {
    const record = recordFromData('X-2', {
      seq: 2,
      type: 'alta',
      state: 'rechazado',
      aeat: {
        code: null,
        message: 'No enviado',
        notSent: { reason: 'unsafeText', field: 'RegistroAlta.DescripcionOperacion' },
        fault: true,
        incidencia: true,
        duplicateOf: { idPeticion: 'P-1', csv: 'CSV-1' },
      },
    });
    expect(record.aeat).toMatchObject({
      notSent: { reason: 'unsafeText', field: 'RegistroAlta.DescripcionOperacion' },
      fault: true,
      incidencia: true,
      duplicateOf: { idPeticion: 'P-1', csv: 'CSV-1' },
    });
    expect(recordFromData('X-3', { seq: 3, state: 'aceptado', aeat: { code: null } }).aeat).toMatchObject({
      notSent: null,
      fault: false,
      incidencia: false,
      duplicateOf: null,
    });
  });

  it('reads an anulación without amount and a fresh record without answer as pending', () => {
    const record = recordFromData('X-1', { seq: 3, type: 'anulacion', registro: { RegistroAnulacion: {} }, state: 'unknown' });
    expect(record).toMatchObject({ type: 'anulacion', importeTotalCents: null, state: 'pendiente', aeat: null, attempts: 0, issueDate: '' });
  });
});
