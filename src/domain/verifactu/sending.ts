/**
 * The sender's decisions, pure (functions/src/verifactu/sender.ts does the reading and writing):
 * which pending records go in the next request, which cannot go at all, what each line of the
 * AEAT's answer means for its record, when the next request may go, which records are late
 * (Incidencia), and which RechazoPrevio a correction carries. docs/verifactu.md "Sending".
 */
import { isSafeText } from '../plainText';
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
 * Two clocks, kept apart: the AEAT's wait between requests (TiempoEsperaEnvio, Orden HAC/1177/2024
 * art. 16.2), which only a full batch (1.000 records) may skip, and our own retry backoff after a
 * failure, which "Enviar ahora" and "Reenviar" may clear (`ignoreBackoff`). The AEAT's wait is
 * never cleared by anyone.
 */
export function maySend(
  now: Date,
  clocks: { aeatWaitUntil: Date | null; retryAt: Date | null },
  pendingCount: number,
  ignoreBackoff = false,
): boolean {
  const t = now.getTime();
  const aeatOk = !clocks.aeatWaitUntil || t >= clocks.aeatWaitUntil.getTime() || pendingCount >= MAX_RECORDS_PER_DOCUMENT;
  const retryOk = ignoreBackoff || !clocks.retryAt || t >= clocks.retryAt.getTime();
  return aeatOk && retryOk;
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

// ---------------------------------------------------------------------------------------------
// Before sending: a record that would make the AEAT refuse the whole request is not sent.

/** Why a record is not sent: a refused character in a text, or a required field missing. */
export interface NotSendable {
  reason: 'unsafeText' | 'missingField';
  /** The field's path in the record, e.g. "RegistroAlta.DescripcionOperacion". */
  field: string;
}

const REQUIRED_ALTA = [
  'IDFactura.IDEmisorFactura',
  'IDFactura.NumSerieFactura',
  'IDFactura.FechaExpedicionFactura',
  'NombreRazonEmisor',
  'TipoFactura',
  'DescripcionOperacion',
  'Desglose.DetalleDesglose',
  'CuotaTotal',
  'ImporteTotal',
  'Encadenamiento',
  'SistemaInformatico',
  'FechaHoraHusoGenRegistro',
  'Huella',
];
const REQUIRED_ANULACION = [
  'IDFactura.IDEmisorFacturaAnulada',
  'IDFactura.NumSerieFacturaAnulada',
  'IDFactura.FechaExpedicionFacturaAnulada',
  'Encadenamiento',
  'SistemaInformatico',
  'FechaHoraHusoGenRegistro',
  'Huella',
];

function present(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && typeof value === 'object';
}

function firstUnsafe(value: unknown, path: string): string | null {
  if (typeof value === 'string') return isSafeText(value, 'line') ? null : path;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const bad = firstUnsafe(item, `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const bad = firstUnsafe(item, `${path}.${key}`);
      if (bad) return bad;
    }
  }
  return null;
}

/**
 * Checks a stored record before it goes: every text free of the characters plainText.ts refuses
 * (outside XML 1.0 they make the whole request not well-formed, a Fault for every record in it),
 * and the fields the XSD requires present. Null when the record may be sent.
 */
export function notSendableOf(registro: unknown): NotSendable | null {
  const r = (registro ?? {}) as Record<string, unknown>;
  const kind = 'RegistroAlta' in r ? 'RegistroAlta' : 'RegistroAnulacion' in r ? 'RegistroAnulacion' : null;
  if (!kind || !r[kind] || typeof r[kind] !== 'object') return { reason: 'missingField', field: 'RegistroAlta' };
  const body = r[kind] as Record<string, unknown>;
  for (const path of kind === 'RegistroAlta' ? REQUIRED_ALTA : REQUIRED_ANULACION) {
    const value = path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), body);
    if (!present(value)) return { reason: 'missingField', field: `${kind}.${path}` };
  }
  const unsafe = firstUnsafe(body, kind);
  return unsafe ? { reason: 'unsafeText', field: unsafe } : null;
}

/** The message kept with a record that was not sent (Spanish: the Registro shows it as it is). */
export function notSendableMessage(problem: NotSendable): string {
  return problem.reason === 'unsafeText'
    ? `No enviado a la AEAT: el campo ${problem.field} contiene un carácter no permitido (control o invisible). Subsánelo: la subsanación se genera con el texto limpio.`
    : `No enviado a la AEAT: falta el campo obligatorio ${problem.field}.`;
}

// ---------------------------------------------------------------------------------------------
// Late records (Cabecera/RemisionVoluntaria/Incidencia).

/**
 * A record older than this when it goes is late and is declared with Incidencia = S. Basis: the
 * sender runs every minute, the AEAT's wait is 60 s and a request times out at 30 s, so a record
 * sent in the normal course waits at most about 2.5 minutes (next run + the wait + the request);
 * 4 minutes leaves room for the scheduler's jitter and is the margin Odoo uses (unverified).
 */
export const LATE_AFTER_SECONDS = 240;

export interface LatenessFacts {
  /** FechaHoraHusoGenRegistro, "2026-11-25T11:00:00+01:00". */
  generatedAt: string;
  /** A request with this record already failed without an answer (network, timeout, 5xx). */
  sendFailed: boolean;
}

/** A record that waited because sending failed is late by definition; otherwise by its age. */
export function isLate(record: LatenessFacts, now: Date): boolean {
  if (record.sendFailed) return true;
  const generated = Date.parse(record.generatedAt);
  if (Number.isNaN(generated)) return true;
  return now.getTime() - generated > LATE_AFTER_SECONDS * 1000;
}

/**
 * The next request's records, in chain order: at most 1.000, never two with the same key (an
 * answer line could not tell them apart), and all late or all on time, so a request declares
 * Incidencia only for records that are late: the batch stops before a repeated key or before
 * the first record whose lateness differs from the first one's. Late records are the older ones,
 * so after an outage the backlog goes first with Incidencia S and the fresh records follow.
 */
export function batchOf<T extends { registro: RegistroFactura }>(
  pending: readonly T[],
  max = MAX_RECORDS_PER_DOCUMENT,
  late: (record: T) => boolean = () => false,
): T[] {
  const keys = new Set<string>();
  const batch: T[] = [];
  const firstLate = pending.length ? late(pending[0]!) : false;
  for (const record of pending) {
    if (batch.length >= max) break;
    const key = keyOf(record.registro);
    if (keys.has(key) || late(record) !== firstLate) break;
    keys.add(key);
    batch.push(record);
  }
  return batch;
}

/** Incidencia S for a request with any late record (a batch of batchOf is all late or none). */
export function incidenciaOf<T>(batch: readonly T[], late: (record: T) => boolean): boolean {
  return batch.some(late);
}

// ---------------------------------------------------------------------------------------------
// A request refused as a whole (SOAP Fault): find the record that caused it.

/**
 * What to do after a SOAP Fault. A Client fault with more than one record: split the batch in
 * two halves that go in later requests (each after the AEAT's wait), so the records that are
 * fine go and the culprit ends alone. A Client fault of one record: that record is refused with
 * the Fault's code and text. A Server fault (the AEAT's own trouble) is retried with backoff.
 */
export type FaultDecision = { kind: 'split'; halves: [string[], string[]] } | { kind: 'refuse'; recordId: string } | { kind: 'retry' };

export function faultDecisionOf(fault: { client: boolean }, recordIds: readonly string[]): FaultDecision {
  if (!fault.client || recordIds.length === 0) return { kind: 'retry' };
  if (recordIds.length === 1) return { kind: 'refuse', recordId: recordIds[0]! };
  const middle = Math.ceil(recordIds.length / 2);
  return { kind: 'split', halves: [recordIds.slice(0, middle), recordIds.slice(middle)] };
}

// ---------------------------------------------------------------------------------------------
// The answer.

export interface LineOutcome {
  state: Exclude<RecordState, 'pendiente'>;
  code: number | null;
  message: string | null;
  /** The AEAT already had this record (from an earlier request whose answer was lost). */
  duplicate: boolean;
  /** The AEAT holds the invoice's key after this line (accepted, or a duplicate of a record it holds). */
  held: boolean;
}

/**
 * What a line means for its record. A duplicate (3000) of a record the AEAT holds is that
 * record's state there: the request that stored it may have lost its answer (a timeout, a
 * crash before the state was written), so the record counts as sent, not as rejected.
 * A duplicate of an annulled record stays rejected for a person to look at, but the key is held.
 */
export function outcomeOf(linea: RespuestaLinea): LineOutcome {
  const code = linea.CodigoErrorRegistro;
  const message = linea.DescripcionErrorRegistro;
  if (linea.EstadoRegistro === 'Correcto') return { state: 'aceptado', code, message, duplicate: false, held: true };
  if (linea.EstadoRegistro === 'AceptadoConErrores') return { state: 'aceptado_con_errores', code, message, duplicate: false, held: true };
  const dup = linea.RegistroDuplicado;
  if (code === CODE_DUPLICATE && dup) {
    if (dup.EstadoRegistroDuplicado === 'Correcta') return { state: 'aceptado', code: null, message: null, duplicate: true, held: true };
    if (dup.EstadoRegistroDuplicado === 'AceptadaConErrores') {
      return { state: 'aceptado_con_errores', code: dup.CodigoErrorRegistro, message: dup.DescripcionErrorRegistro, duplicate: true, held: true };
    }
    return { state: 'rechazado', code, message, duplicate: false, held: true };
  }
  return { state: 'rechazado', code, message, duplicate: false, held: code === CODE_DUPLICATE };
}

// ---------------------------------------------------------------------------------------------
// Corrections.

/**
 * A record the admin may correct, not yet corrected: an alta rejected (by the AEAT, or not sent)
 * or accepted with errors (by a subsanación), or a rejected anulación (by a new anulación with
 * RechazoPrevio S).
 */
export function mayCorrect(record: { type?: unknown; state?: unknown; correctedBy?: unknown }): boolean {
  if (record.correctedBy) return false;
  if (record.type === 'alta') return record.state === 'rechazado' || record.state === 'aceptado_con_errores';
  return record.type === 'anulacion' && record.state === 'rechazado';
}

/**
 * The subsanación table (AEAT, Anexo II §9.1; docs/verifactu-aeat-answers.md): the RechazoPrevio of a new alta
 * that corrects `corrected`, given whether the AEAT holds the invoice's key.
 * - corrects an alta the AEAT accepted (with errors): S/N;
 * - corrects a rejected alta whose key the AEAT does not hold ("alta por rechazo"): S/X;
 * - corrects a rejected alta (a rejected subsanación) of a key the AEAT holds: S/S.
 * A first alta carries neither field (N/N by omission).
 */
export function rechazoPrevioOf(correctedState: unknown, held: boolean): 'N' | 'S' | 'X' {
  if (correctedState !== 'rechazado') return 'N';
  return held ? 'S' : 'X';
}
