/**
 * Reads several documents in ONE getAll round and gives each snapshot back under the name it was
 * asked for: `readNamed(tx, { counter: ref, party: ref | null, sources: refs })` →
 * `{ counter: snapshot, party: snapshot | null, sources: snapshots }`. No offsets to keep in step
 * by hand; a null reference is not read and comes back null. Works in a transaction (its reads hold
 * the documents) and outside one (a Firestore instance).
 */
import type { DocumentData, DocumentReference, DocumentSnapshot } from 'firebase-admin/firestore';

type Ref = DocumentReference<DocumentData>;
type Slot = Ref | null | readonly Ref[];
type Reader = { getAll(...refs: Ref[]): Promise<DocumentSnapshot<DocumentData>[]> };

/** Distributes over a union: a `ref | null` slot reads as `snapshot | null`. */
type SnapshotOf<S> = S extends readonly Ref[] ? DocumentSnapshot[] : S extends Ref ? DocumentSnapshot : null;

export type NamedSnapshots<R extends Record<string, Slot>> = { [K in keyof R]: SnapshotOf<R[K]> };

export async function readNamed<R extends Record<string, Slot>>(reader: Reader, refs: R): Promise<NamedSnapshots<R>> {
  const all: Ref[] = [];
  const places: [string, number, number | null][] = [];
  for (const [name, slot] of Object.entries(refs)) {
    if (slot === null) places.push([name, -1, null]);
    else if (Array.isArray(slot)) {
      places.push([name, all.length, slot.length]);
      all.push(...(slot as readonly Ref[]));
    } else {
      places.push([name, all.length, null]);
      all.push(slot as Ref);
    }
  }
  const snaps = all.length > 0 ? await reader.getAll(...all) : [];
  const named: Record<string, DocumentSnapshot | DocumentSnapshot[] | null> = {};
  for (const [name, start, count] of places) {
    named[name] = start < 0 ? null : count === null ? snaps[start]! : snaps.slice(start, start + count);
  }
  return named as NamedSnapshots<R>;
}

/** A snapshot's data, or undefined when it is missing or was not read. */
export const dataOf = (snap: DocumentSnapshot | null | undefined) => (snap?.exists ? snap.data() : undefined);
