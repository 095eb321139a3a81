/**
 * The VERI*FACTU sender: sends an issuer's pending records to the AEAT and stores what it
 * answered, one request in flight per issuer NIF. docs/verifactu.md "Sending" tells the story;
 * in short:
 *
 * 1. Claim (transaction on corporations/{corp}/verifactuSenders/{nif}): refuse when a request is
 *    in flight under a live lease or the AEAT's wait has not passed; else note the batch (at most
 *    1.000 pending records, chain order) as in flight, with a lease.
 * 2. Send the SOAP request (outside any transaction).
 * 3. Store each record's state from its answer line (chunked batched writes, idempotent), then
 *    release the claim and set the next send time from TiempoEsperaEnvio (or the retry backoff).
 *
 * Crash-safety: if the process dies between 2 and 3, the claim's lease runs out and the next run
 * re-sends the records of that batch that are still pending. The AEAT answers "duplicado" (3000)
 * for those it stored the first time, which outcomeOf counts as accepted: no record is lost, and
 * none is stored twice by the AEAT. Records leave 'pendiente' only here.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';
import { parseRespuesta, RespuestaIlegible, type Respuesta } from '../../../src/domain/verifactu/respuesta';
import {
  batchOf,
  DEFAULT_WAIT_SECONDS,
  keyOf,
  keyOfLinea,
  maySend,
  outcomeOf,
  retryDelaySeconds,
  type LineOutcome,
} from '../../../src/domain/verifactu/sending';
import type { RegistroFactura } from '../../../src/domain/verifactu/types';
import { soapRequestXml, MAX_RECORDS_PER_DOCUMENT } from '../../../src/domain/verifactu/xml';
import { VERIFACTU_RECORDS } from '../../../src/invoices/verifactuPlan';
import { TransportError, type HttpAnswer, type Transport } from './transport';

export const VERIFACTU_SENDERS = 'verifactuSenders';
/** Longer than a request's timeout plus the writes after it. */
export const LEASE_MS = 5 * 60_000;
const WRITE_CHUNK = 400;

export interface SenderDeps {
  now: () => Date;
  transport: Transport;
  /** Tests only: runs after the answer arrived and before anything is written (a crash there). */
  afterSend?: () => Promise<void>;
}

export type Skipped = 'waiting' | 'inFlight' | 'nothingPending';

export interface SendResult {
  sent: number;
  accepted: number;
  acceptedWithErrors: number;
  rejected: number;
  /** Why nothing was sent; null when a request went (even if it failed). */
  skipped: Skipped | null;
  /** Set when the request failed (network, timeout, 5xx, Fault): what the sender doc says too. */
  error: string | null;
  nextSendAt: Date | null;
}

interface PendingRecord {
  id: string;
  invoiceId: string | null;
  registro: RegistroFactura;
}

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const empty = (skipped: Skipped | null, nextSendAt: Date | null = null): SendResult => ({
  sent: 0,
  accepted: 0,
  acceptedWithErrors: 0,
  rejected: 0,
  skipped,
  error: null,
  nextSendAt,
});

function pendingOf(snap: DocumentSnapshot): PendingRecord | null {
  const d = snap.data();
  if (!d || d.state !== 'pendiente' || !d.registro) return null;
  return { id: snap.id, invoiceId: typeof d.invoiceId === 'string' ? d.invoiceId : null, registro: d.registro as RegistroFactura };
}

async function inChunks<T>(db: Firestore, items: readonly T[], write: (batch: FirebaseFirestore.WriteBatch, item: T) => void): Promise<void> {
  for (let i = 0; i < items.length; i += WRITE_CHUNK) {
    const batch = db.batch();
    for (const item of items.slice(i, i + WRITE_CHUNK)) write(batch, item);
    await batch.commit();
  }
}

/** The name the Cabecera gives the obligado: the company's legal name now. */
async function obligadoName(company: DocumentReference, batch: readonly PendingRecord[]): Promise<string> {
  const data = (await company.get()).data();
  const legalName = (data?.data as { legalName?: unknown } | undefined)?.legalName;
  if (typeof legalName === 'string' && legalName.trim()) return legalName.trim().slice(0, 120);
  const alta = batch.find((r) => 'RegistroAlta' in r.registro)?.registro as { RegistroAlta: { NombreRazonEmisor: string } } | undefined;
  return alta?.RegistroAlta.NombreRazonEmisor ?? '';
}

/** Sends the next batch of `nif`'s pending records of company `corpId`, if it may. */
export async function sendChain(db: Firestore, corpId: string, nif: string, deps: SenderDeps): Promise<SendResult> {
  const company = db.doc(`corporations/${corpId}`);
  const records = company.collection(VERIFACTU_RECORDS);
  const senderRef = company.collection(VERIFACTU_SENDERS).doc(nif);

  // Outside the claim's transaction: a query there would lock the range issuing writes into.
  // Only the sender changes a record's state, and only under the claim, so what is pending now
  // is still pending when the claim is taken.
  const pendingSnap = await records.where('nif', '==', nif).where('state', '==', 'pendiente').orderBy('seq').limit(MAX_RECORDS_PER_DOCUMENT).get();
  const pendingNow = pendingSnap.docs.map(pendingOf).filter((r): r is PendingRecord => r !== null);

  const claim = await db.runTransaction(async (tx) => {
    const sender = (await tx.get(senderRef)).data() ?? {};
    const now = deps.now();
    const inFlight = sender.inFlight as { submissionId: string; recordIds: string[]; leaseUntil: Timestamp } | null | undefined;
    const nextSendAt = toDate(sender.nextSendAt);
    if (inFlight && inFlight.leaseUntil.toMillis() > now.getTime()) return { skipped: 'inFlight' as const, nextSendAt };
    let batch: PendingRecord[] = [];
    if (inFlight) {
      // A request whose outcome was never stored (the process died): its pending records go
      // again first, whatever the wait; the AEAT answers duplicado for those it already has.
      const snaps = inFlight.recordIds.length ? await tx.getAll(...inFlight.recordIds.map((id) => records.doc(id))) : [];
      batch = snaps.map(pendingOf).filter((r): r is PendingRecord => r !== null);
    }
    if (batch.length === 0) {
      if (pendingNow.length === 0 || !maySend(now, nextSendAt, pendingNow.length)) {
        if (inFlight) tx.set(senderRef, { inFlight: null }, { merge: true });
        return { skipped: pendingNow.length === 0 ? ('nothingPending' as const) : ('waiting' as const), nextSendAt };
      }
      batch = batchOf(pendingNow);
    }
    const submissionId = randomUUID();
    tx.set(
      senderRef,
      {
        nif,
        inFlight: {
          submissionId,
          recordIds: batch.map((r) => r.id),
          leaseUntil: Timestamp.fromMillis(now.getTime() + LEASE_MS),
          startedAt: Timestamp.fromDate(now),
        },
      },
      { merge: true },
    );
    return { skipped: null, submissionId, batch, attempts: typeof sender.attempts === 'number' ? sender.attempts : 0 };
  });
  if (claim.skipped) return empty(claim.skipped, claim.nextSendAt);
  const { submissionId, batch, attempts } = claim as { submissionId: string; batch: PendingRecord[]; attempts: number };

  let respuesta: Extract<Respuesta, { kind: 'respuesta' }> | null = null;
  let failure: string | null = null;
  try {
    const xml = soapRequestXml(
      { NombreRazon: await obligadoName(company, batch), NIF: nif },
      batch.map((r) => r.registro),
    );
    const answer: HttpAnswer = await deps.transport(xml);
    try {
      const parsed = parseRespuesta(answer.body);
      if (parsed.kind === 'fault') failure = `Codigo[${parsed.code ?? '?'}] ${parsed.message}`;
      else respuesta = parsed;
    } catch (error) {
      if (!(error instanceof RespuestaIlegible)) throw error;
      failure = `HTTP ${answer.status}: respuesta ilegible (${error.message})`;
    }
  } catch (error) {
    if (!(error instanceof TransportError)) throw error;
    failure = error.kind === 'timeout' ? `Sin respuesta de la AEAT (${error.message})` : `Error de red: ${error.message}`;
  }
  await deps.afterSend?.();
  const now = deps.now();

  if (!respuesta) {
    const tries = attempts + 1;
    const nextSendAt = new Date(now.getTime() + retryDelaySeconds(tries) * 1000);
    await inChunks(db, batch, (b, r) => b.update(records.doc(r.id), { 'send.attempts': FieldValue.increment(1), 'send.lastError': failure }));
    await release(db, senderRef, submissionId, { attempts: tries, nextSendAt: Timestamp.fromDate(nextSendAt), lastError: failure });
    return { ...empty(null, nextSendAt), sent: batch.length, error: failure };
  }

  const answer = respuesta;
  const outcomes = new Map<string, LineOutcome>();
  for (const linea of answer.lineas) outcomes.set(keyOfLinea(linea), outcomeOf(linea));
  const at = Timestamp.fromDate(now);
  const answered = batch.flatMap((r) => {
    const outcome = outcomes.get(keyOf(r.registro));
    return outcome ? [{ record: r, outcome }] : [];
  });
  if (answered.length < batch.length) console.warn(`verifactu: ${batch.length - answered.length} record(s) without an answer line stay pending`);
  await inChunks(db, answered, (b, { record, outcome }) => {
    const aeat = {
      code: outcome.code,
      message: outcome.message,
      csv: outcome.state === 'rechazado' ? null : answer.CSV,
      at,
      duplicate: outcome.duplicate,
    };
    b.update(records.doc(record.id), { state: outcome.state, aeat, 'send.attempts': FieldValue.increment(1), 'send.lastError': null });
    // The invoice mirrors its alta in `verifactu` and its anulación in `verifactuAnulacion`; a
    // record is sent after any record it supersedes, so the mirror ends at the current one.
    if (record.invoiceId) {
      const mirror = 'RegistroAlta' in record.registro ? 'verifactu' : 'verifactuAnulacion';
      b.update(company.collection('invoices').doc(record.invoiceId), {
        [`${mirror}.state`]: outcome.state,
        [`${mirror}.code`]: outcome.code,
        [`${mirror}.message`]: outcome.message,
      });
    }
  });
  const wait = answer.TiempoEsperaEnvio ?? DEFAULT_WAIT_SECONDS;
  const nextSendAt = new Date(now.getTime() + wait * 1000);
  await release(db, senderRef, submissionId, {
    attempts: 0,
    nextSendAt: Timestamp.fromDate(nextSendAt),
    waitSeconds: wait,
    lastError: null,
    lastSentAt: at,
    lastCsv: answer.CSV,
  });
  const count = (state: string) => answered.filter((a) => a.outcome.state === state).length;
  return {
    sent: batch.length,
    accepted: count('aceptado'),
    acceptedWithErrors: count('aceptado_con_errores'),
    rejected: count('rechazado'),
    skipped: null,
    error: null,
    nextSendAt,
  };
}

/** Ends the claim `submissionId` (unless another run took it over after its lease ran out). */
async function release(db: Firestore, senderRef: DocumentReference, submissionId: string, fields: Record<string, unknown>): Promise<void> {
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(senderRef)).data()?.inFlight as { submissionId?: string } | null | undefined;
    if (current && current.submissionId !== submissionId) return;
    tx.set(senderRef, { ...fields, inFlight: null }, { merge: true });
  });
}
