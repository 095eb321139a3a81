import { describe, expect, it } from 'vitest';
import type { RespuestaLinea } from './respuesta';
import {
  batchOf,
  faultDecisionOf,
  incidenciaOf,
  isLate,
  keyOf,
  keyOfLinea,
  LATE_AFTER_SECONDS,
  maySend,
  mayCorrect,
  notSendableOf,
  outcomeOf,
  rechazoPrevioOf,
  retryDelaySeconds,
} from './sending';
import type { RegistroFactura } from './types';

const alta = (numSerie: string) => ({
  registro: {
    RegistroAlta: { IDFactura: { IDEmisorFactura: '89890001K', NumSerieFactura: numSerie, FechaExpedicionFactura: '01-01-2026' } },
  } as unknown as RegistroFactura,
});
const anulacion = (numSerie: string) => ({
  registro: {
    RegistroAnulacion: {
      IDFactura: { IDEmisorFacturaAnulada: '89890001K', NumSerieFacturaAnulada: numSerie, FechaExpedicionFacturaAnulada: '01-01-2026' },
    },
  } as unknown as RegistroFactura,
});
const linea = (over: Partial<RespuestaLinea>): RespuestaLinea => ({
  IDEmisorFactura: '89890001K',
  NumSerieFactura: 'F-1',
  FechaExpedicionFactura: '01-01-2026',
  TipoOperacion: 'Alta',
  EstadoRegistro: 'Correcto',
  CodigoErrorRegistro: null,
  DescripcionErrorRegistro: null,
  RegistroDuplicado: null,
  ...over,
});

describe('outcomeOf', () => {
  const dup = (estado: 'Correcta' | 'AceptadaConErrores' | 'Anulada') =>
    linea({
      EstadoRegistro: 'Incorrecto',
      CodigoErrorRegistro: 3000,
      DescripcionErrorRegistro: 'Registro de facturación duplicado.',
      RegistroDuplicado: {
        IdPeticionRegistroDuplicado: 'A-1',
        CSV: null,
        EstadoRegistroDuplicado: estado,
        CodigoErrorRegistro: estado === 'AceptadaConErrores' ? 2000 : null,
        DescripcionErrorRegistro: null,
      },
    });
  it.each([
    ['Correcto', linea({}), { state: 'aceptado', duplicate: false, code: null, held: true }],
    [
      'AceptadoConErrores',
      linea({ EstadoRegistro: 'AceptadoConErrores', CodigoErrorRegistro: 2000 }),
      { state: 'aceptado_con_errores', duplicate: false, code: 2000, held: true },
    ],
    [
      'Incorrecto',
      linea({ EstadoRegistro: 'Incorrecto', CodigoErrorRegistro: 1105 }),
      { state: 'rechazado', duplicate: false, code: 1105, held: false },
    ],
    ['a duplicate of an accepted record', dup('Correcta'), { state: 'aceptado', duplicate: true, code: null, held: true }],
    [
      'a duplicate of a record accepted with errors',
      dup('AceptadaConErrores'),
      { state: 'aceptado_con_errores', duplicate: true, code: 2000, held: true },
    ],
    ['a duplicate of an annulled record: rejected, the key held', dup('Anulada'), { state: 'rechazado', duplicate: false, code: 3000, held: true }],
    [
      '3000 without the duplicate block: rejected, the key held',
      linea({ EstadoRegistro: 'Incorrecto', CodigoErrorRegistro: 3000 }),
      { state: 'rechazado', duplicate: false, code: 3000, held: true },
    ],
  ])('%s', (_name, l, expected) => {
    expect(outcomeOf(l)).toMatchObject(expected);
  });
});

describe('batchOf', () => {
  it('takes at most the maximum, in order', () => {
    const pending = Array.from({ length: 1005 }, (_, i) => alta(`F-${i}`));
    expect(batchOf(pending)).toHaveLength(1000);
    expect(batchOf(pending, 3).map((r) => keyOf(r.registro))).toEqual([
      '89890001K|F-0|01-01-2026|Alta',
      '89890001K|F-1|01-01-2026|Alta',
      '89890001K|F-2|01-01-2026|Alta',
    ]);
  });
  it('stops before a key that repeats; an alta and an anulación of one invoice are different keys', () => {
    expect(batchOf([alta('F-1'), anulacion('F-1'), alta('F-2'), alta('F-1'), alta('F-3')])).toHaveLength(3);
  });
  it.each([
    ['late ones first, then on time: only the late ones', [true, true, false, true], 2],
    ['on time first: only the on-time ones', [false, false, true], 2],
    ['all late', [true, true, true], 3],
    ['all on time', [false, false], 2],
  ])('never mixes late and on-time records: %s', (_name, lateness, size) => {
    const pending = lateness.map((late, i) => ({ ...alta(`F-${i}`), late }));
    const batch = batchOf(pending, 1000, (r) => r.late);
    expect(batch).toHaveLength(size);
    expect(new Set(batch.map((r) => r.late)).size).toBe(1);
  });
  it('matches lines by key', () => {
    expect(keyOfLinea(linea({ NumSerieFactura: 'F-9', TipoOperacion: 'Anulacion' }))).toBe(keyOf(anulacion('F-9').registro));
  });
});

describe('late records (Incidencia)', () => {
  const now = new Date('2026-11-25T10:10:00Z');
  it.each([
    ['generated 1 minute ago', '2026-11-25T11:09:00+01:00', false, false],
    ['generated exactly at the margin', '2026-11-25T11:06:00+01:00', false, false],
    ['generated 1 s past the margin', '2026-11-25T11:05:59+01:00', false, true],
    ['generated an hour ago (outage)', '2026-11-25T10:10:00+01:00', false, true],
    ['fresh, but an earlier send failed', '2026-11-25T11:09:30+01:00', true, true],
    ['an unreadable time', 'ayer', false, true],
  ])('%s → late %s', (_name, generatedAt, sendFailed, late) => {
    expect(isLate({ generatedAt, sendFailed }, now)).toBe(late);
  });
  it('uses a 240 s margin', () => {
    expect(LATE_AFTER_SECONDS).toBe(240);
  });
  it.each([
    [[false, false], false],
    [[true, false], true],
    [[true, true], true],
    [[], false],
  ])('a request of %j declares Incidencia %s', (lateness, expected) => {
    expect(incidenciaOf(lateness, (l) => l)).toBe(expected);
  });
});

describe('flow control: the AEAT wait and our backoff are two clocks', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const before = new Date('2026-11-25T09:59:00Z');
  const after = new Date('2026-11-25T10:00:30Z');
  it.each([
    ['no clock', null, null, 1, false, true],
    ['the AEAT wait not over', after, null, 5, false, false],
    ['the AEAT wait just over', now, null, 5, true, true],
    ['the AEAT wait not over, but a full batch waits', after, null, 1000, false, true],
    ['the AEAT wait not over: "Enviar ahora" cannot skip it', after, null, 5, true, false],
    ['our backoff not over', before, after, 5, false, false],
    ['our backoff not over, a full batch: still waits for the backoff', null, after, 1000, false, false],
    ['our backoff not over, "Enviar ahora" clears it', before, after, 5, true, true],
    ['our backoff cleared, the AEAT wait not', after, after, 5, true, false],
  ])('%s', (_name, aeatWaitUntil, retryAt, pending, ignoreBackoff, expected) => {
    expect(maySend(now, { aeatWaitUntil, retryAt }, pending, ignoreBackoff)).toBe(expected);
  });
  it.each([
    [1, 60],
    [2, 120],
    [3, 240],
    [7, 3600],
    [40, 3600],
  ])('retry %i waits %i s', (attempts, seconds) => {
    expect(retryDelaySeconds(attempts)).toBe(seconds);
  });
});

describe('notSendableOf: a record that would refuse the whole request', () => {
  const full = () => ({
    RegistroAlta: {
      IDVersion: '1.0',
      IDFactura: { IDEmisorFactura: '89890001K', NumSerieFactura: 'F-1', FechaExpedicionFactura: '01-01-2026' },
      NombreRazonEmisor: 'Empresa SL',
      TipoFactura: 'F1',
      DescripcionOperacion: 'Tornillos',
      Destinatarios: { IDDestinatario: [{ NombreRazon: 'Cliente', NIF: 'B12345674' }] },
      Desglose: { DetalleDesglose: [{ Impuesto: '01', BaseImponibleOimporteNoSujeto: '10.00' }] },
      CuotaTotal: '2.10',
      ImporteTotal: '12.10',
      Encadenamiento: { PrimerRegistro: 'S' },
      SistemaInformatico: { NombreRazon: 'Almacena' },
      FechaHoraHusoGenRegistro: '2026-01-01T10:00:00+01:00',
      TipoHuella: '01',
      Huella: 'A'.repeat(64),
    },
  });
  const anul = () => ({
    RegistroAnulacion: {
      IDFactura: { IDEmisorFacturaAnulada: '89890001K', NumSerieFacturaAnulada: 'F-1', FechaExpedicionFacturaAnulada: '01-01-2026' },
      Encadenamiento: { PrimerRegistro: 'S' },
      SistemaInformatico: { NombreRazon: 'Almacena' },
      FechaHoraHusoGenRegistro: '2026-01-01T10:00:00+01:00',
      Huella: 'B'.repeat(64),
    },
  });
  const altered = (change: (r: ReturnType<typeof full>['RegistroAlta']) => void) => {
    const r = full();
    change(r.RegistroAlta);
    return r;
  };
  it.each([
    ['a sound alta', full(), null],
    ['a sound anulación', anul(), null],
    [
      'a control character in the description',
      altered((r) => (r.DescripcionOperacion = 'Torn\u0001illos')),
      { reason: 'unsafeText', field: 'RegistroAlta.DescripcionOperacion' },
    ],
    [
      'a line break in the recipient name',
      altered((r) => (r.Destinatarios.IDDestinatario[0]!.NombreRazon = 'Cliente\nDos')),
      { reason: 'unsafeText', field: 'RegistroAlta.Destinatarios.IDDestinatario[0].NombreRazon' },
    ],
    [
      'U+FFFF in the issuer name',
      altered((r) => (r.NombreRazonEmisor = 'Empresa \uFFFF')),
      { reason: 'unsafeText', field: 'RegistroAlta.NombreRazonEmisor' },
    ],
    ['an empty description', altered((r) => (r.DescripcionOperacion = '  ')), { reason: 'missingField', field: 'RegistroAlta.DescripcionOperacion' }],
    [
      'no Desglose lines',
      altered((r) => (r.Desglose.DetalleDesglose = [])),
      { reason: 'missingField', field: 'RegistroAlta.Desglose.DetalleDesglose' },
    ],
    [
      'no number',
      altered((r) => ((r.IDFactura as Record<string, unknown>).NumSerieFactura = undefined)),
      { reason: 'missingField', field: 'RegistroAlta.IDFactura.NumSerieFactura' },
    ],
    ['no huella', altered((r) => ((r as Record<string, unknown>).Huella = undefined)), { reason: 'missingField', field: 'RegistroAlta.Huella' }],
    ['neither alta nor anulación', { Otro: {} }, { reason: 'missingField', field: 'RegistroAlta' }],
  ])('%s', (_name, registro, expected) => {
    expect(notSendableOf(registro)).toEqual(expected);
  });
  it('accepts ordinary Spanish text, tabs excepted', () => {
    expect(notSendableOf(altered((r) => (r.DescripcionOperacion = 'Ñandú, pingüino & «cía» <1> "x" = 100 €')))).toBeNull();
  });
});

describe('faultDecisionOf: isolating the record a Fault is about', () => {
  it.each([
    [
      'a Client fault of 5 records: two halves',
      true,
      ['a', 'b', 'c', 'd', 'e'],
      {
        kind: 'split',
        halves: [
          ['a', 'b', 'c'],
          ['d', 'e'],
        ],
      },
    ],
    ['a Client fault of 2 records', true, ['a', 'b'], { kind: 'split', halves: [['a'], ['b']] }],
    ['a Client fault of one record: refused', true, ['a'], { kind: 'refuse', recordId: 'a' }],
    ['a Server fault: retried', false, ['a', 'b'], { kind: 'retry' }],
    ['a Server fault of one record: retried, not refused', false, ['a'], { kind: 'retry' }],
  ])('%s', (_name, client, ids, expected) => {
    expect(faultDecisionOf({ client }, ids)).toEqual(expected);
  });
});

describe('rechazoPrevioOf: the subsanación table', () => {
  it.each([
    ['corrects an alta accepted with errors', 'aceptado_con_errores', true, 'N'],
    ['corrects an accepted alta', 'aceptado', true, 'N'],
    ['alta por rechazo: rejected, key not held', 'rechazado', false, 'X'],
    ['rejected subsanación of a key the AEAT holds', 'rechazado', true, 'S'],
  ])('%s → S/%s', (_name, state, held, expected) => {
    expect(rechazoPrevioOf(state, held)).toBe(expected);
  });
});

describe('mayCorrect', () => {
  it.each([
    [{ type: 'alta', state: 'rechazado' }, true],
    [{ type: 'alta', state: 'aceptado_con_errores' }, true],
    [{ type: 'alta', state: 'rechazado', correctedBy: 'X-000000000002' }, false],
    [{ type: 'alta', state: 'aceptado' }, false],
    [{ type: 'alta', state: 'pendiente' }, false],
    [{ type: 'anulacion', state: 'rechazado' }, true],
    [{ type: 'anulacion', state: 'rechazado', correctedBy: 'X-000000000003' }, false],
    [{ type: 'anulacion', state: 'aceptado_con_errores' }, false],
  ])('%o → %s', (record, expected) => {
    expect(mayCorrect(record)).toBe(expected);
  });
});
