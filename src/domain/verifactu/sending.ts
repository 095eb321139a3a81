/**
 * The sender's decisions, pure (functions/src/verifactu/sender.ts does the reading and writing):
 * which pending records go in the next request, what each line of the AEAT's answer means for
 * its record, and when the next request may go. docs/verifactu.md "Sending" explains the flow.
 */
import { MAX_RECORDS_PER_DOCUMENT } from './limits';
import type { RespuestaLinea } from './respuesta';
import type { RegistroFactura } from './types';

export type RecordState = 'pendiente' | 'aceptado' | 'aceptado_con_errores' | 'rechazado';
export const RECORD_STATES: readonly RecordState[] = ['pendiente', 'aceptado', 'aceptado_con_errores', 'rechazado'];

/** The AEAT's flow control: the wait it returns, 60 s when it returns none (unverified default). */
export const DEFAULT_WAIT_SECONDS = 60;
/** Retries after a network error, a timeout or a 5xx: 1, 2, 4... minutes, at most one hour. */
export const RETRY_BASE_SECONDS = 60;
export const RETRY_MAX_SECONDS = 3600;
/** The AEAT's code for "Registro de facturación duplicado." */
export const CODE_DUPLICATE = 3000;

export function retryDelaySeconds(attempts: number): number {
  const n = Math.max(1, Math.floor(attempts));
  return Math.min(RETRY_MAX_SECONDS, RETRY_BASE_SECONDS * 2 ** Math.min(n - 1, 16));
}

/**
 * A request may go once the wait the AEAT gave has passed, or earlier when a full batch
 * (1.000 records) is waiting: the AEAT's flow control lets a full request through.
 */
export function maySend(now: Date, nextSendAt: Date | null, pendingCount: number): boolean {
  return !nextSendAt || now.getTime() >= nextSendAt.getTime() || pendingCount >= MAX_RECORDS_PER_DOCUMENT;
}

/** How a record and a line of the answer are matched: issuer, number, date and operation. */
export function keyOf(registro: RegistroFactura): string {
  if ('RegistroAlta' in registro) {
    const id = registro.RegistroAlta.IDFactura;
    return [id.IDEmisorFactura, id.NumSerieFactura, id.FechaExpedicionFactura, 'Alta'].join('|');
  }
  const id = registro.RegistroAnulacion.IDFactura;
  return [id.IDEmisorFacturaAnulada, id.NumSerieFacturaAnulada, id.FechaExpedicionFacturaAnulada, 'Anulacion'].join('|');
}

export function keyOfLinea(linea: RespuestaLinea): string {
  return [linea.IDEmisorFactura, linea.NumSerieFactura, linea.FechaExpedicionFactura, linea.TipoOperacion].join('|');
}

/**
 * The next request's records, in chain order: at most 1.000, and never two with the same key
 * (an answer line could not tell them apart), so the batch stops before a repeated key.
 */
export function batchOf<T extends { registro: RegistroFactura }>(pending: readonly T[], max = MAX_RECORDS_PER_DOCUMENT): T[] {
  const keys = new Set<string>();
  const batch: T[] = [];
  for (const record of pending) {
    if (batch.length >= max) break;
    const key = keyOf(record.registro);
    if (keys.has(key)) break;
    keys.add(key);
    batch.push(record);
  }
  return batch;
}

export interface LineOutcome {
  state: Exclude<RecordState, 'pendiente'>;
  code: number | null;
  message: string | null;
  /** The AEAT already had this record (from an earlier request whose answer was lost). */
  duplicate: boolean;
}

/**
 * What a line means for its record. A duplicate (3000) of a record the AEAT holds is that
 * record's state there: the request that stored it may have lost its answer (a timeout, a
 * crash before the state was written), so the record counts as sent, not as rejected.
 */
export function outcomeOf(linea: RespuestaLinea): LineOutcome {
  const code = linea.CodigoErrorRegistro;
  const message = linea.DescripcionErrorRegistro;
  if (linea.EstadoRegistro === 'Correcto') return { state: 'aceptado', code, message, duplicate: false };
  if (linea.EstadoRegistro === 'AceptadoConErrores') return { state: 'aceptado_con_errores', code, message, duplicate: false };
  const dup = linea.RegistroDuplicado;
  if (code === CODE_DUPLICATE && dup) {
    if (dup.EstadoRegistroDuplicado === 'Correcta') return { state: 'aceptado', code: null, message: null, duplicate: true };
    if (dup.EstadoRegistroDuplicado === 'AceptadaConErrores') {
      return { state: 'aceptado_con_errores', code: dup.CodigoErrorRegistro, message: dup.DescripcionErrorRegistro, duplicate: true };
    }
  }
  return { state: 'rechazado', code, message, duplicate: false };
}

/**
 * A record the admin may correct, not yet corrected: an alta rejected or accepted with errors
 * (by a subsanación), or a rejected anulación (by a new anulación with RechazoPrevio S).
 */
export function mayCorrect(record: { type?: unknown; state?: unknown; correctedBy?: unknown }): boolean {
  if (record.correctedBy) return false;
  if (record.type === 'alta') return record.state === 'rechazado' || record.state === 'aceptado_con_errores';
  return record.type === 'anulacion' && record.state === 'rechazado';
}
