/**
 * The only module besides the repositories that touches the Firestore SDK.
 * Every read goes through these helpers so that the read counter is exact.
 */
import {
  collection,
  count,
  doc,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocFromCache,
  getDocs,
  onSnapshot,
  serverTimestamp,
  setDoc,
  sum,
  updateDoc,
  waitForPendingWrites,
  type AggregateField,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Timestamp,
} from 'firebase/firestore';
import { db } from '../firebase/db';
import { recordReads, trackListener } from '../firebase/readCounter';

export { db };

export function docRef(path: string): DocumentReference {
  return doc(db, path);
}

export function collectionRef(path: string) {
  return collection(db, path);
}

export async function readDoc(label: string, ref: DocumentReference): Promise<DocumentSnapshot> {
  const snap = await getDoc(ref);
  recordReads(label, 1);
  return snap;
}

export async function readQuery(label: string, q: Query): Promise<QuerySnapshot> {
  const snap = await getDocs(q);
  recordReads(label, Math.max(1, snap.size));
  return snap;
}

/** Resolves once the server has answered every write made so far (never while offline). */
export function pendingWritesSettled(): Promise<void> {
  return waitForPendingWrites(db);
}

/** Billed as one read per 1000 index entries counted, with a minimum of one. */
export async function countQuery(label: string, q: Query): Promise<number> {
  const snap = await getCountFromServer(q);
  const count = snap.data().count;
  recordReads(label, Math.max(1, Math.ceil(count / 1000)));
  return count;
}

/** Sums of `fields` and the count, in one aggregation: billed as one read per 1000 index entries, with a minimum of one. */
export async function sumQuery<K extends string>(label: string, q: Query, fields: readonly K[]): Promise<{ count: number } & Record<K, number>> {
  const spec: Record<string, AggregateField<number | null>> = { n: count() };
  fields.forEach((f, i) => (spec[`s${i}`] = sum(f)));
  const data = (await getAggregateFromServer(q, spec)).data() as Record<string, number | null>;
  const n = data.n ?? 0;
  recordReads(label, Math.max(1, Math.ceil(n / 1000)));
  const out = { count: n } as { count: number } & Record<K, number>;
  fields.forEach((f, i) => ((out as Record<string, number>)[f] = data[`s${i}`] ?? 0));
  return out;
}

/** One sum aggregation: billed as one read per 1000 index entries, with a minimum of one. */
export async function sumFieldQuery(label: string, q: Query, field: string): Promise<{ sum: number; entries: number }> {
  const snap = await getAggregateFromServer(q, { total: sum(field), entries: count() });
  const entries = snap.data().entries;
  recordReads(label, Math.max(1, Math.ceil(entries / 1000)));
  return { sum: snap.data().total ?? 0, entries };
}

export function watchDoc(
  label: string,
  ref: DocumentReference,
  onNext: (snap: DocumentSnapshot) => void,
  onError: (error: Error) => void,
): () => void {
  return trackListener(
    `${label} (doc)`,
    onSnapshot(
      ref,
      (snap) => {
        if (!snap.metadata.fromCache) recordReads(label, 1);
        onNext(snap);
      },
      onError,
    ),
  );
}

export function watchQuery(label: string, q: Query, onNext: (snap: QuerySnapshot) => void, onError: (error: Error) => void): () => void {
  let first = true;
  return trackListener(
    label,
    onSnapshot(
      q,
      (snap) => {
        if (!snap.metadata.fromCache) {
          recordReads(label, first ? Math.max(1, snap.size) : snap.docChanges().length);
          first = false;
        }
        onNext(snap);
      },
      onError,
    ),
  );
}

/** Fields every stored record carries; both are server timestamps, enforced by the rules. */
export interface Stamped {
  createdAt?: Date | null;
  updatedAt?: Date | null;
}

export function toDate(value: unknown): Date | null {
  return value && typeof (value as Timestamp).toDate === 'function' ? (value as Timestamp).toDate() : null;
}

/**
 * Set a document merged from the entity's fields. New records get createdAt;
 * every write refreshes updatedAt. Both are server timestamps.
 */
export async function setMerged(ref: DocumentReference, data: DocumentData, isNew: boolean): Promise<void> {
  const stamped: DocumentData = { ...data, updatedAt: serverTimestamp() };
  if (isNew) stamped.createdAt = serverTimestamp();
  await setDoc(ref, stamped, { merge: true });
}

export async function updateFields(ref: DocumentReference, fields: DocumentData): Promise<void> {
  await updateDoc(ref, { ...fields, updatedAt: serverTimestamp() });
}

/**
 * A write saved without connection: Firestore applies it to this device's cache at once and
 * sends it when the connection returns, but its promise settles only then. `pending` resolves
 * on the server's acknowledgement and rejects if the server refuses it.
 */
export interface LocalFirstWrite {
  pending: Promise<void> | null;
}

/** Resolves when the browser is offline (now or later); `stop` removes the listener. */
function whenOffline(): { promise: Promise<'offline'>; stop: () => void } {
  let stop = () => {};
  const promise = new Promise<'offline'>((resolve) => {
    if (typeof window === 'undefined') return;
    if (navigator.onLine === false) {
      resolve('offline');
      return;
    }
    const onOffline = () => resolve('offline');
    window.addEventListener('offline', onOffline);
    stop = () => window.removeEventListener('offline', onOffline);
  });
  return { promise, stop };
}

/**
 * Waits for the server while online (so errors show where they happen, as before); when the
 * browser is or goes offline it waits only until the write is in this device's cache and
 * returns it as pending. A cache read queued after the write settles once the write has been
 * applied locally (and, on a trusted device, stored in IndexedDB), so a reload keeps it.
 */
export async function commitLocalFirst(ref: DocumentReference, write: Promise<void>): Promise<LocalFirstWrite> {
  const offline = whenOffline();
  try {
    const first = await Promise.race([write.then(() => 'saved' as const), offline.promise]);
    if (first === 'saved') return { pending: null };
  } finally {
    offline.stop();
  }
  await getDocFromCache(ref).catch(() => undefined);
  return { pending: write };
}

/** setMerged that does not hang without connection (see commitLocalFirst). */
export function setMergedLocalFirst(ref: DocumentReference, data: DocumentData, isNew: boolean): Promise<LocalFirstWrite> {
  return commitLocalFirst(ref, setMerged(ref, data, isNew));
}
