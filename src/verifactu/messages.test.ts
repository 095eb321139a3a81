import { describe, expect, it } from 'vitest';
import { TAX_ADMINISTRATION_REFUSALS, TRANSPORT_KINDS, VERIFACTU_REFUSALS } from '../domain/commands';
import {
  aeatAnswerText,
  certificateText,
  chainCheckText,
  commandErrorMessage,
  environmentText,
  fechaExpedicionText,
  madridDateTime,
  madridDay,
  nextSendText,
  sendResultText,
  STATE_LABEL,
  TYPE_LABEL,
} from './messages';

describe('labels', () => {
  it('names every state in Spanish, "Subsanado" for a corrected record', () => {
    expect(STATE_LABEL).toEqual({
      pendiente: 'Pendiente de envío',
      aceptado: 'Aceptado',
      aceptado_con_errores: 'Aceptado con errores',
      rechazado: 'Rechazado',
      subsanado: 'Subsanado',
      no_enviado: 'No enviado',
    });
    expect(TYPE_LABEL).toEqual({ alta: 'Alta', anulacion: 'Anulación' });
  });
});

describe('dates in Madrid', () => {
  it.each([
    ['2026-03-05T13:07:09Z', '05/03/2026, 14:07:09'], // CET
    ['2026-07-31T22:30:00Z', '01/08/2026, 00:30:00'], // CEST, next day in Madrid
  ])('%s is %s', (iso, text) => {
    expect(madridDateTime(iso)).toBe(text);
  });

  it('gives the day of an instant and nothing for a missing or bad one', () => {
    expect(madridDay('2027-12-31T23:30:00Z')).toBe('01/01/2028');
    expect(madridDay(null)).toBe('');
    expect(madridDateTime('mañana')).toBe('');
  });

  it('writes the record date with slashes', () => {
    expect(fechaExpedicionText('05-03-2026')).toBe('05/03/2026');
  });
});

describe('the AEAT answer', () => {
  it.each([
    [1105, 'NIF no identificado', 'Código 1105: NIF no identificado'],
    [1105, null, 'Código 1105'],
    [null, 'Sin respuesta', 'Sin respuesta'],
    [null, null, ''],
  ])('%s %s → %s', (code, message, text) => {
    expect(aeatAnswerText(code, message)).toBe(text);
  });
});

describe('sendResultText', () => {
  const now = new Date('2026-03-05T13:00:00Z');
  it('counts what was sent and says when the next send may happen', () => {
    expect(sendResultText({ sent: 3, accepted: 1, acceptedWithErrors: 1, rejected: 1, skipped: null, nextSendAt: '2026-03-05T13:01:00Z' }, now)).toBe(
      'Enviados 3 registros: 1 aceptado, 1 aceptado con errores, 1 rechazado. Próximo envío posible: 05/03/2026, 14:01:00 (hora peninsular).',
    );
  });

  it('says why nothing was sent', () => {
    expect(sendResultText({ sent: 0, accepted: 0, acceptedWithErrors: 0, rejected: 0, skipped: 'nothingPending', nextSendAt: null }, now)).toBe(
      'No hay registros pendientes de envío. Se puede volver a enviar ya.',
    );
    expect(
      sendResultText({ sent: 0, accepted: 0, acceptedWithErrors: 0, rejected: 0, skipped: 'waiting', nextSendAt: '2026-03-05T13:00:30Z' }, now),
    ).toMatch(/^No se ha enviado nada: la AEAT pide esperar antes del siguiente envío\. Próximo envío posible: 05\/03\/2026, 14:00:30/);
  });

  it('says a failed send left the records pending', () => {
    expect(
      sendResultText(
        { sent: 0, accepted: 0, acceptedWithErrors: 0, rejected: 0, skipped: 'nothingPending', error: 'ECONNREFUSED', nextSendAt: null },
        now,
      ),
    ).toBe('No se ha podido enviar a la AEAT: ECONNREFUSED. Los registros siguen pendientes. Se puede volver a enviar ya.');
  });

  it('says how many records our check kept from sending', () => {
    expect(sendResultText({ sent: 2, accepted: 2, acceptedWithErrors: 0, rejected: 0, notSent: 1, skipped: null, nextSendAt: null }, now)).toBe(
      'Enviados 2 registros: 2 aceptados, 0 aceptados con errores, 0 rechazados. 1 registro no se ha enviado: tiene un dato que la AEAT rechazaría; está marcado «No enviado» y se puede subsanar. Se puede volver a enviar ya.',
    );
    expect(
      sendResultText({ sent: 0, accepted: 0, acceptedWithErrors: 0, rejected: 0, notSent: 3, skipped: 'nothingPending', nextSendAt: null }, now),
    ).toMatch(/^No hay registros pendientes de envío\. 3 registros no se han enviado/);
  });

  it('treats a past next-send instant as "now"', () => {
    expect(nextSendText('2026-03-05T12:00:00Z', now)).toBe('Se puede volver a enviar ya.');
  });
});

describe('chainCheckText', () => {
  it('says the chain is intact with its length', () => {
    expect(chainCheckText({ nif: 'B86561412', ok: true, count: 1, broken: null }, false)).toBe('Cadena íntegra: 1 registro.');
    expect(chainCheckText({ nif: 'B86561412', ok: true, count: 1200, broken: null }, true)).toBe('NIF B86561412. Cadena íntegra: 1.200 registros.');
  });

  it('names the first broken link', () => {
    expect(
      chainCheckText(
        {
          nif: 'B86561412',
          ok: false,
          count: 5,
          broken: { recordId: 'B86561412-000000000004', seq: 4, code: 'huella', message: 'La huella no corresponde al registro.' },
        },
        false,
      ),
    ).toBe('Cadena rota en el registro nº 4 (B86561412-000000000004): La huella no corresponde al registro.');
  });
});

describe('the status panel texts', () => {
  it('names the environment and the local stand-in', () => {
    expect(environmentText({ environment: 'test', standin: true, endpointHost: '127.0.0.1:9999' })).toBe(
      'Entorno: Pruebas (simulador local) · 127.0.0.1:9999',
    );
    expect(environmentText({ environment: 'production', standin: false, endpointHost: 'www1.agenciatributaria.gob.es' })).toBe(
      'Entorno: Producción · www1.agenciatributaria.gob.es',
    );
  });

  it.each([
    [
      { loaded: true, subject: 'CN=EMPRESA', validTo: '2027-06-30T21:59:59Z', expired: false },
      'success',
      'Certificado: cargado, válido hasta 30/06/2027 (CN=EMPRESA).',
    ],
    [
      { loaded: false, subject: null, validTo: null, expired: false },
      'warning',
      'Certificado: no cargado. Sin certificado no se puede enviar a la AEAT.',
    ],
    [
      { loaded: true, subject: null, validTo: '2025-01-31T12:00:00Z', expired: true },
      'danger',
      'Certificado: caducado el 31/01/2025. Carga uno vigente para seguir enviando.',
    ],
  ] as const)('certificate %j is %s', (certificate, variant, text) => {
    expect(certificateText(certificate)).toEqual({ variant, text });
  });

  it('says the local stand-in needs no certificate', () => {
    expect(certificateText({ loaded: false, subject: null, validTo: null, expired: false }, true).text).toBe(
      'Certificado: no cargado. El simulador local no lo pide, la AEAT sí.',
    );
  });
});

describe('commandErrorMessage', () => {
  it('says known codes in Spanish, and an unknown one as the generic text', () => {
    expect(commandErrorMessage({ code: 'denied' })).toMatch(/^No tienes permiso/);
    expect(commandErrorMessage({ code: 'offline' })).toMatch(/^Sin conexión/);
    expect(commandErrorMessage({ code: 'raroRaro' })).toBe('El servidor no ha podido completar la operación. Inténtalo de nuevo más tarde.');
    expect(commandErrorMessage(new Error('x'))).toMatch(/^El servidor no ha podido/);
    expect(commandErrorMessage({ code: 'verifactuNotCorrectable', details: { state: 'aceptado' } })).toMatch(
      /^Este registro ya no se puede reenviar/,
    );
    expect(commandErrorMessage({ code: 'invalid', details: { detail: 'recordIds' } })).toBe(
      'Selecciona entre 1 y 1.000 registros de un mismo NIF para exportarlos.',
    );
    expect(commandErrorMessage({ code: 'verifactu', details: { detail: 'recipientNif' } })).toBe(
      'No se ha podido crear la subsanación: la factura no genera un registro VERI*FACTU válido (recipientNif).',
    );
  });
});

describe('every VERI*FACTU code of the command contract has its Spanish text', () => {
  const generic = 'El servidor no ha podido completar la operación. Inténtalo de nuevo más tarde.';
  const codes = [...new Set([...VERIFACTU_REFUSALS, ...TAX_ADMINISTRATION_REFUSALS, ...TRANSPORT_KINDS])];

  it.each(codes.map((code) => [code]))('%s', (code) => {
    const text = commandErrorMessage({ code, details: {} });
    expect(text.trim().length).toBeGreaterThan(20);
    if (code !== 'failed') expect(text).not.toBe(generic);
  });

  it.each(['somethingNew', 'hasReturns', 'toString'])('an unknown code (%s) says the generic text', (code) => {
    expect(commandErrorMessage({ code })).toBe(generic);
  });
});
