import { describe, expect, it } from 'vitest';
import type { RespuestaLinea } from './respuesta';
import { batchOf, keyOf, keyOfLinea, maySend, mayCorrect, outcomeOf, retryDelaySeconds } from './sending';
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
        EstadoRegistroDuplicado: estado,
        CodigoErrorRegistro: estado === 'AceptadaConErrores' ? 2000 : null,
        DescripcionErrorRegistro: null,
      },
    });
  it.each([
    ['Correcto', linea({}), { state: 'aceptado', duplicate: false, code: null }],
    [
      'AceptadoConErrores',
      linea({ EstadoRegistro: 'AceptadoConErrores', CodigoErrorRegistro: 2000 }),
      { state: 'aceptado_con_errores', duplicate: false, code: 2000 },
    ],
    ['Incorrecto', linea({ EstadoRegistro: 'Incorrecto', CodigoErrorRegistro: 1105 }), { state: 'rechazado', duplicate: false, code: 1105 }],
    ['a duplicate of an accepted record', dup('Correcta'), { state: 'aceptado', duplicate: true, code: null }],
    ['a duplicate of a record accepted with errors', dup('AceptadaConErrores'), { state: 'aceptado_con_errores', duplicate: true, code: 2000 }],
    ['a duplicate of an annulled record', dup('Anulada'), { state: 'rechazado', duplicate: false, code: 3000 }],
    [
      '3000 without the duplicate block',
      linea({ EstadoRegistro: 'Incorrecto', CodigoErrorRegistro: 3000 }),
      { state: 'rechazado', duplicate: false, code: 3000 },
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
  it('matches lines by key', () => {
    expect(keyOfLinea(linea({ NumSerieFactura: 'F-9', TipoOperacion: 'Anulacion' }))).toBe(keyOf(anulacion('F-9').registro));
  });
});

describe('flow control', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it.each([
    [null, 1, true],
    [new Date('2026-11-25T10:00:30Z'), 5, false],
    [new Date('2026-11-25T10:00:00Z'), 5, true],
    [new Date('2026-11-25T10:00:30Z'), 1000, true],
  ])('next send at %s with %i pending → %s', (next, pending, expected) => {
    expect(maySend(now, next, pending)).toBe(expected);
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
