/**
 * The VERI*FACTU sender: sends an issuer's pending records to the AEAT and stores what it
 * answered, one request in flight per issuer NIF. docs/verifactu.md "Sending" tells the story;
 * in short:
 *
 * 1. Claim (transaction on corporations/{corp}/verifactuSenders/{nif}): refuse when a request is
 *    in flight under a live lease, or the AEAT's wait or our retry backoff has not passed; else
 *    note the batch as in flight, with a lease. In the same transaction, pending records that
 *    cannot go (sending.ts notSendableOf: a refused character, a missing field) are marked
 *    rejected with our own reason, so they never reach, nor hold back, a request.
 * 2. Send the SOAP request (outside any transaction), with Incidencia S when its records are late.
 * 3. Store each record's state from its answer line (chunked batched writes, idempotent), then
 *    release the claim with the AEAT's wait (aeatWaitUntil) or our backoff (retryAt), kept apart.
 *
 * A SOAP Fault of the Client kind (the request's content refused) isolates the record that caused
 * it: the batch is split in halves queued on the sender (`isolating`), sent in later requests, so
 * the sound records go and the culprit ends alone and is refused with the Fault's code and text.
 *
 * Crash-safety: if the process dies between 2 and 3, the claim's lease runs out and the next run
 * re-sends the records of that batch that are still pending. The AEAT answers "duplicado" (3000)
 * for those it stored the first time, which outcomeOf counts as accepted: no record is lost, and
 * none is stored twice by the AEAT. Records leave 'pendiente' only here.
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { parseRespuesta, RespuestaIlegible, type Respuesta } from '../../../src/domain/verifactu/respuesta';
import {
  batchOf,
  DEFAULT_WAIT_SECONDS,
  faultDecisionOf,
  incidenciaOf,
  isLate,
  keyOf,
  keyOfLinea,
  maySend,
  notSendableMessage,
  notSendableOf,
  outcomeOf,
  retryDelaySeconds,
  type LineOutcome,
  type NotSendable,
} from '../../../src/domain/verifactu/sending';
import { withoutUnsafeChars } from '../../../src/domain/plainText';
import type { RegistroFactura } from '../../../src/domain/verifactu/types';
import { soapRequestXml, MAX_RECORDS_PER_DOCUMENT } from '../../../src/domain/verifactu/xml';
import { VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { TransportError, type HttpAnswer, type Transport } from './transport';

export const VERIFACTU_SENDERS = 'verifactuSenders';
/** Longer than a request's timeout plus the writes after it. */
export const LEASE_MS = 5 * 60_000;
const WRITE_CHUNK = 400;
const BLOCK_PER_CLAIM = 200;

export interface SenderDeps {
  now: () => Date;
  transport: Transport;
  /** Tests only: runs after the answer arrived and before anything is written (a crash there). */
  afterSend?: () => Promise<void>;
}

export interface SendOptions {
  /** "Enviar ahora", "Reenviar": do not wait for our retry backoff (never the AEAT's wait). */
  ignoreBackoff?: boolean;
}

export type Skipped = 'waiting' | 'inFlight' | 'nothingPending';

export interface SendResult {
  sent: number;
  accepted: number;
  acceptedWithErrors: number;
  /** Refused by the AEAT: an Incorrecto line, or a record alone in a request answered with a Fault. */
  rejected: number;
  /** Not sent: refused by our own check before sending (sending.ts notSendableOf). */
  notSent: number;
  /** The request declared Incidencia S (its records are late). */
  incidencia: boolean;
  /** Why nothing was sent; null when a request went (even if it failed). */
  skipped: Skipped | null;
  /** Set when the request failed (network, timeout, 5xx, Fault): what the sender doc says too. */
  error: string | null;
  /** The later of the AEAT's wait and our backoff. */
  nextSendAt: Date | null;
}

interface PendingRecord {
  id: string;
  invoiceId: string | null;
  registro: RegistroFactura;
  generatedAt: string;
  sendFailed: boolean;
}

interface Group {
  ids: string[];
}

const toDate = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null);
const later = (a: Date | null, b: Date | null): Date | null => (!a ? b : !b ? a : a > b ? a : b);
const result = (over: Partial<SendResult> = {}): SendResult => ({
  sent: 0,
  accepted: 0,
  acceptedWithErrors: 0,
  rejected: 0,
  notSent: 0,
  incidencia: false,
  skipped: null,
  error: null,
  nextSendAt: null,
  ...over,
});

function pendingOf(snap: DocumentSnapshot): PendingRecord | null {
  const d = snap.data();
  if (!d || d.state !== 'pendiente' || !d.registro) return null;
  return {
    id: snap.id,
    invoiceId: typeof d.invoiceId === 'string' ? d.invoiceId : null,
    registro: d.registro as RegistroFactura,
    generatedAt: typeof d.generatedAt === 'string' ? d.generatedAt : '',
    sendFailed: (d.send as { failed?: unknown } | undefined)?.failed === true,
  };
}

const groupsOf = (value: unknown): Group[] =>
  Array.isArray(value)
    ? value.filter((g): g is Group => !!g && Array.isArray((g as Group).ids) && (g as Group).ids.length > 0).map((g) => ({ ids: [...g.ids] }))
    : [];

async function inChunks<T>(db: Firestore, items: readonly T[], write: (batch: FirebaseFirestore.WriteBatch, item: T) => void): Promise<void> {
  for (let i = 0; i < items.length; i += WRITE_CHUNK) {
    const batch = db.batch();
    for (const item of items.slice(i, i + WRITE_CHUNK)) write(batch, item);
    await batch.commit();
  }
}

/** The name the Cabecera gives the obligado: the company's legal name now (without refused characters). */
async function obligadoName(company: DocumentReference, batch: readonly PendingRecord[]): Promise<string> {
  const data = (await company.get()).data();
  const legalName = (data?.data as { legalName?: unknown } | undefined)?.legalName;
  if (typeof legalName === 'string' && legalName.trim()) return withoutUnsafeChars(legalName).trim().slice(0, 120);
  const alta = batch.find((r) => 'RegistroAlta' in r.registro)?.registro as { RegistroAlta: { NombreRazonEmisor: string } } | undefined;
  return withoutUnsafeChars(alta?.RegistroAlta.NombreRazonEmisor ?? '');
}

type RecordWrite = { ref: DocumentReference; fields: Record<string, unknown> };

/** The writes that give a record its final state, and its invoice's mirror. */
function stateWrites(
  company: DocumentReference,
  record: PendingRecord,
  state: LineOutcome['state'],
  aeat: Record<string, unknown>,
  held: boolean,
): RecordWrite[] {
  const writes: RecordWrite[] = [
    {
      ref: company.collection(VERIFACTU_RECORDS).doc(record.id),
      fields: { state, aeat, 'send.attempts': FieldValue.increment(1), 'send.lastError': null },
    },
  ];
  // The invoice mirrors its alta in `verifactu` and its anulación in `verifactuAnulacion`; a
  // record is sent after any record it supersedes, so the mirror ends at the current one.
  // `held` only ever becomes true: the AEAT does not forget a key it stored.
  if (record.invoiceId) {
    const alta = 'RegistroAlta' in record.registro;
    const mirror = alta ? 'verifactu' : 'verifactuAnulacion';
    writes.push({
      ref: company.collection('invoices').doc(record.invoiceId),
      fields: {
        [`${mirror}.state`]: state,
        [`${mirror}.code`]: (aeat.code as number | null) ?? null,
        [`${mirror}.message`]: (aeat.message as string | null) ?? null,
        ...(alta && held ? { 'verifactu.held': true } : {}),
      },
    });
  }
  return writes;
}

function notSentWrites(company: DocumentReference, record: PendingRecord, problem: NotSendable, at: Timestamp): RecordWrite[] {
  const aeat = { code: null, message: notSendableMessage(problem), csv: null, at, duplicate: false, notSent: problem };
  return stateWrites(company, record, 'rechazado', aeat, false);
}

/** Sends the next batch of `nif`'s pending records of company `corpId`, if it may. */
export async function sendChain(db: Firestore, corpId: string, nif: string, deps: SenderDeps, options: SendOptions = {}): Promise<SendResult> {
  const company = db.doc(`corporations/${corpId}`);
  const records = company.collection(VERIFACTU_RECORDS);
  const senderRef = company.collection(VERIFACTU_SENDERS).doc(nif);

  // Outside the claim's transaction: a query there would lock the range issuing writes into.
  // Only the sender changes a record's state, and only under the claim, so what is pending now
  // is still pending when the claim is taken (the claim re-reads the records it changes).
  const pendingSnap = await records.where('nif', '==', nif).where('state', '==', 'pendiente').orderBy('seq').limit(MAX_RECORDS_PER_DOCUMENT).get();
  const pendingNow = pendingSnap.docs.map(pendingOf).filter((r): r is PendingRecord => r !== null);

  const claim = await db.runTransaction(async (tx: Transaction) => {
    const sender = (await tx.get(senderRef)).data() ?? {};
    const now = deps.now();
    const at = Timestamp.fromDate(now);
    // `nextSendAt` is the single clock of senders written before the two were kept apart: read as the AEAT's wait.
    const clocks = { aeatWaitUntil: toDate(sender.aeatWaitUntil ?? sender.nextSendAt), retryAt: toDate(sender.retryAt) };
    const nextSendAt = later(clocks.aeatWaitUntil, clocks.retryAt);
    const inFlight = sender.inFlight as { submissionId: string; recordIds: string[]; leaseUntil: Timestamp } | null | undefined;
    if (inFlight && inFlight.leaseUntil.toMillis() > now.getTime()) return { skipped: 'inFlight' as const, nextSendAt, notSent: 0 };

    // Reads first (a transaction writes after all its reads).
    const readPending = async (ids: readonly string[]) =>
      ids.length ? (await tx.getAll(...ids.map((id) => records.doc(id)))).map(pendingOf).filter((r): r is PendingRecord => r !== null) : [];
    // A request whose outcome was never stored (the process died): its pending records go
    // again first, whatever the wait; the AEAT answers duplicado for those it already has.
    let batch = inFlight ? await readPending(inFlight.recordIds) : [];
    let groups = groupsOf(sender.isolating);
    let fromGroups = false;
    if (batch.length === 0 && groups.length > 0) {
      while (groups.length > 0 && batch.length === 0) {
        batch = await readPending(groups[0]!.ids);
        if (batch.length === 0) groups = groups.slice(1);
      }
      fromGroups = batch.length > 0;
    }
    // At most BLOCK_PER_CLAIM (two writes each: a transaction takes 500); the rest at the next run.
    const blockedNow = await readPending(
      pendingNow
        .filter((r) => notSendableOf(r.registro))
        .slice(0, BLOCK_PER_CLAIM)
        .map((r) => r.id),
    );

    const blocked = new Map<string, { record: PendingRecord; problem: NotSendable }>();
    for (const r of [...blockedNow, ...batch]) {
      const problem = notSendableOf(r.registro);
      if (problem) blocked.set(r.id, { record: r, problem });
    }
    batch = batch.filter((r) => !blocked.has(r.id));
    for (const { record, problem } of blocked.values()) for (const w of notSentWrites(company, record, problem, at)) tx.update(w.ref, w.fields);
    const late = (r: PendingRecord) => isLate(r, now);

    const idle = (skipped: 'waiting' | 'nothingPending') => {
      tx.set(senderRef, { nif, inFlight: null, isolating: groups }, { merge: true });
      return { skipped, nextSendAt, notSent: blocked.size };
    };
    if (batch.length === 0) {
      // (No group is left: the loop above found none with a pending record.)
      const sendable = pendingNow.filter((r) => !notSendableOf(r.registro));
      if (sendable.length === 0) return idle('nothingPending');
      if (!maySend(now, clocks, sendable.length, options.ignoreBackoff)) return idle('waiting');
      batch = batchOf(sendable, MAX_RECORDS_PER_DOCUMENT, late);
    } else if (fromGroups && !maySend(now, clocks, 0, options.ignoreBackoff)) {
      // A group being isolated waits like any request (it is never a full batch).
      return idle('waiting');
    }
    const submissionId = randomUUID();
    tx.set(
      senderRef,
      {
        nif,
        isolating: groups,
        inFlight: {
          submissionId,
          recordIds: batch.map((r) => r.id),
          leaseUntil: Timestamp.fromMillis(now.getTime() + LEASE_MS),
          startedAt: at,
        },
      },
      { merge: true },
    );
    return {
      skipped: null,
      submissionId,
      batch,
      incidencia: incidenciaOf(batch, late),
      attempts: typeof sender.attempts === 'number' ? sender.attempts : 0,
      waitSeconds: typeof sender.waitSeconds === 'number' ? sender.waitSeconds : DEFAULT_WAIT_SECONDS,
      clocks,
      notSent: blocked.size,
    };
  });
  if (claim.skipped) return result({ skipped: claim.skipped, nextSendAt: claim.nextSendAt, notSent: claim.notSent });
  const { submissionId, batch, attempts, incidencia, waitSeconds, clocks, notSent } = claim as Required<typeof claim>;

  let respuesta: Extract<Respuesta, { kind: 'respuesta' }> | null = null;
  let fault: Extract<Respuesta, { kind: 'fault' }> | null = null;
  let failure: string | null = null;
  let xml: string | null = null;
  try {
    xml = soapRequestXml(
      { NombreRazon: await obligadoName(company, batch), NIF: nif },
      batch.map((r) => r.registro),
      { incidencia },
    );
  } catch (error) {
    // A record the XML writer refuses: as a Fault of this request, without sending it.
    fault = { kind: 'fault', code: null, message: `XML no generado: ${(error as Error).message.slice(0, 300)}`, client: true };
  }
  if (xml !== null) {
    try {
      const answer: HttpAnswer = await deps.transport(xml);
      try {
        const parsed = parseRespuesta(answer.body);
        if (parsed.kind === 'fault') fault = parsed;
        else respuesta = parsed;
      } catch (error) {
        if (!(error instanceof RespuestaIlegible)) throw error;
        failure = `HTTP ${answer.status}: respuesta ilegible (${error.message})`;
      }
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      failure = error.kind === 'timeout' ? `Sin respuesta de la AEAT (${error.message})` : `Error de red: ${error.message}`;
    }
  }
  await deps.afterSend?.();
  const now = deps.now();
  const at = Timestamp.fromDate(now);
  const sentIds = batch.map((r) => r.id);

  if (fault) {
    const faultText = `Codigo[${fault.code ?? '?'}] ${fault.message}`;
    const decision = faultDecisionOf(fault, sentIds);
    if (decision.kind !== 'retry') {
      // The request reached the AEAT (or could not be written): the AEAT's wait applies as after any request.
      const aeatWaitUntil = xml !== null ? new Date(now.getTime() + waitSeconds * 1000) : clocks.aeatWaitUntil;
      let rejected = 0;
      if (decision.kind === 'refuse') {
        const record = batch[0]!;
        const aeat = { code: fault.code, message: fault.message, csv: null, at, duplicate: false, fault: true };
        await inChunks(db, stateWrites(company, record, 'rechazado', aeat, false), (b, w) => b.update(w.ref, w.fields));
        rejected = 1;
      } else {
        await inChunks(db, batch, (b, r) =>
          b.update(records.doc(r.id), {
            'send.attempts': FieldValue.increment(1),
            'send.lastError': `${faultText} (se aísla el registro que lo causa)`,
          }),
        );
      }
      await release(db, senderRef, submissionId, sentIds, decision.kind === 'split' ? decision.halves : [], {
        attempts: 0,
        aeatWaitUntil: aeatWaitUntil ? Timestamp.fromDate(aeatWaitUntil) : null,
        retryAt: null,
        lastError: faultText,
        ...(xml !== null ? { lastSentAt: at } : {}),
      });
      return result({ sent: batch.length, rejected, notSent, incidencia, error: faultText, nextSendAt: aeatWaitUntil });
    }
    failure = faultText;
  }

  if (!respuesta) {
    const tries = attempts + 1;
    const retryAt = new Date(now.getTime() + retryDelaySeconds(tries) * 1000);
    await inChunks(db, batch, (b, r) =>
      b.update(records.doc(r.id), { 'send.attempts': FieldValue.increment(1), 'send.lastError': failure, 'send.failed': true }),
    );
    await release(db, senderRef, submissionId, [], [], { attempts: tries, retryAt: Timestamp.fromDate(retryAt), lastError: failure });
    return result({ sent: batch.length, notSent, incidencia, error: failure, nextSendAt: later(clocks.aeatWaitUntil, retryAt) });
  }

  const answer = respuesta;
  const outcomes = new Map<string, LineOutcome & { duplicateOf: Record<string, string | null> | null }>();
  for (const linea of answer.lineas) {
    const dup = linea.RegistroDuplicado;
    outcomes.set(keyOfLinea(linea), {
      ...outcomeOf(linea),
      duplicateOf: dup ? { idPeticion: dup.IdPeticionRegistroDuplicado, csv: dup.CSV, estado: dup.EstadoRegistroDuplicado } : null,
    });
  }
  const answered = batch.flatMap((r) => {
    const outcome = outcomes.get(keyOf(r.registro));
    return outcome ? [{ record: r, outcome }] : [];
  });
  if (answered.length < batch.length) console.warn(`verifactu: ${batch.length - answered.length} record(s) without an answer line stay pending`);
  const writes = answered.flatMap(({ record, outcome }) =>
    stateWrites(
      company,
      record,
      outcome.state,
      {
        code: outcome.code,
        message: outcome.message,
        // The CSV of the request that stored the record (v1.0.3: the SIF keeps it); for a
        // duplicate, the one the AEAT names, if any.
        csv:
          outcome.state === 'rechazado'
            ? null
            : outcome.duplicate
              ? (outcome.duplicateOf?.csv ?? outcome.duplicateOf?.idPeticion ?? answer.CSV)
              : answer.CSV,
        requestCsv: answer.CSV,
        at,
        duplicate: outcome.duplicate,
        ...(outcome.duplicateOf ? { duplicateOf: outcome.duplicateOf } : {}),
        ...(incidencia ? { incidencia: true } : {}),
      },
      outcome.held,
    ),
  );
  await inChunks(db, writes, (b, w) => b.update(w.ref, w.fields));
  const wait = answer.TiempoEsperaEnvio ?? DEFAULT_WAIT_SECONDS;
  const aeatWaitUntil = new Date(now.getTime() + wait * 1000);
  await release(db, senderRef, submissionId, sentIds, [], {
    attempts: 0,
    aeatWaitUntil: Timestamp.fromDate(aeatWaitUntil),
    retryAt: null,
    waitSeconds: wait,
    lastError: null,
    lastSentAt: at,
    lastCsv: answer.CSV,
  });
  const count = (state: string) => answered.filter((a) => a.outcome.state === state).length;
  return result({
    sent: batch.length,
    accepted: count('aceptado'),
    acceptedWithErrors: count('aceptado_con_errores'),
    rejected: count('rechazado'),
    notSent,
    incidencia,
    nextSendAt: aeatWaitUntil,
  });
}

/**
 * Ends the claim `submissionId` (unless another run took it over after its lease ran out): the
 * groups being isolated lose the one just sent (`sentIds`) and gain `halves` in front.
 */
async function release(
  db: Firestore,
  senderRef: DocumentReference,
  submissionId: string,
  sentIds: readonly string[],
  halves: readonly string[][],
  fields: Record<string, unknown>,
): Promise<void> {
  await db.runTransaction(async (tx) => {
    const data = (await tx.get(senderRef)).data() ?? {};
    const current = data.inFlight as { submissionId?: string } | null | undefined;
    if (current && current.submissionId !== submissionId) return;
    const sent = new Set(sentIds);
    const rest = groupsOf(data.isolating).filter((g) => !g.ids.some((id) => sent.has(id)));
    const isolating = [...halves.filter((h) => h.length > 0).map((ids) => ({ ids })), ...rest];
    tx.set(senderRef, { ...fields, isolating, nextSendAt: FieldValue.delete(), inFlight: null }, { merge: true });
  });
}
