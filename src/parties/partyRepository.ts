/**
 * Thin repository for corporations/{corpId}/vendors and .../clients: one
 * factory, one repository per collection (vendorRepository, clientRepository).
 * Every read goes through data/firestore.ts, so it is counted.
 */
import { deleteDoc, limit, query, serverTimestamp, where, writeBatch, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, db, docRef, readDoc, readQuery, setMergedLocalFirst, toDate, updateFields } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import type { ListParams } from '../shared/list/listParams';
import { listConstraints, readWholeList } from '../shared/list/masterDataRepository';
import { PARTY_COLLECTION, partyFromStored, partyToStored, type Party, type PartyInput, type PartyKind } from './party';

export type PartySort = 'name' | 'nif';

const SORT_FIELD: Record<PartySort, string> = { name: 'nameKey', nif: 'nif' };

/** Firestore `in` takes at most 30 values; the import preview runs a few such queries at once. */
const IN_CHUNK = 30;
const LOOKUPS_IN_FLIGHT = 6;
/** A batch takes at most 500 writes. */
const BATCH_WRITES = 450;

export class PartyInUseError extends Error {
  constructor() {
    super('party-in-use');
  }
}

export function createPartyRepository(kind: PartyKind) {
  const collection = PARTY_COLLECTION[kind];
  const path = (corpId: string) => `corporations/${corpId}/${collection}`;
  const fromSnap = (snap: DocumentSnapshot): Party | null =>
    snap.exists()
      ? partyFromStored(snap.id, snap.data(), { createdAt: toDate(snap.get('createdAt')), updatedAt: toDate(snap.get('updatedAt')) })
      : null;

  /** A list's filters and order (the indexes are in firestore.indexes.json). */
  const listOf = (corpId: string, params: ListParams<PartySort>) => query(collectionRef(path(corpId)), ...listConstraints(params, SORT_FIELD));

  return {
    kind,

    async get(corpId: string, id: string): Promise<Party | null> {
      return fromSnap(await readDoc(`${collection}.get`, docRef(`${path(corpId)}/${id}`)));
    },

    listQuery(corpId: string, params: ListParams<PartySort>): ListQuery<Party> {
      return {
        label: `${collection}.list`,
        query: listOf(corpId, params),
        map: (snap) => fromSnap(snap) as Party,
      };
    },

    /**
     * Saves merged from the entity (never touching inUse or createdAt of an existing record).
     * Returns the id, and `pending` when it was saved without connection (data/firestore.ts
     * commitLocalFirst): a plain set needs no transaction, so it works offline.
     */
    async save(corpId: string, party: PartyInput & { id: string }, actorUid: string): Promise<{ id: string; pending: Promise<void> | null }> {
      const isNew = !party.id;
      const id = party.id || newId(actorUid);
      const stored = partyToStored(kind, party);
      const { pending } = await setMergedLocalFirst(docRef(`${path(corpId)}/${id}`), isNew ? { ...stored, inUse: false } : stored, isNew);
      return { id, pending };
    },

    async setActive(corpId: string, id: string, active: boolean): Promise<void> {
      await updateFields(docRef(`${path(corpId)}/${id}`), { active });
    },

    /** Another record with this NIF, if any (one query of at most 2 documents). */
    async otherWithNif(corpId: string, nif: string, exceptId: string): Promise<Party | null> {
      const snap = await readQuery(`${collection}.nifCheck`, query(collectionRef(path(corpId)), where('nif', '==', nif), limit(2)));
      return snap.docs.map(fromSnap).find((p) => p !== null && p.id !== exceptId) ?? null;
    },

    /** Deletes a party that no document refers to; throws PartyInUseError otherwise (the rules refuse it too). */
    async remove(corpId: string, party: Party): Promise<void> {
      if (party.inUse) throw new PartyInUseError();
      try {
        await deleteDoc(docRef(`${path(corpId)}/${party.id}`));
      } catch (error) {
        // Refused: a document may have started referring to it since it was loaded.
        const now = await this.get(corpId, party.id).catch(() => null);
        throw now?.inUse ? new PartyInUseError() : error;
      }
    },

    /** Every record of the list (search and filter), read 500 at a time with a cursor. */
    async exportAll(corpId: string, params: ListParams<PartySort>, onProgress: (read: number) => void): Promise<Party[]> {
      return readWholeList(`${collection}.export`, listOf(corpId, params), (d) => fromSnap(d) as Party, onProgress);
    },

    /** Stored parties by normalised NIF, for the import preview (`in` queries of 30). */
    async findByNifs(corpId: string, nifs: string[]): Promise<Map<string, Party>> {
      const found = new Map<string, Party>();
      const chunks = Array.from({ length: Math.ceil(nifs.length / IN_CHUNK) }, (_, i) => nifs.slice(i * IN_CHUNK, (i + 1) * IN_CHUNK));
      for (let i = 0; i < chunks.length; i += LOOKUPS_IN_FLIGHT) {
        const snaps = await Promise.all(
          chunks
            .slice(i, i + LOOKUPS_IN_FLIGHT)
            .map((chunk) => readQuery(`${collection}.importLookup`, query(collectionRef(path(corpId)), where('nif', 'in', chunk)))),
        );
        for (const d of snaps.flatMap((snap) => snap.docs)) {
          const p = fromSnap(d);
          if (p && !found.has(p.nif)) found.set(p.nif, p);
        }
      }
      return found;
    },

    /** Writes the import's rows in batches; `onProgress` gets the number of rows written so far. */
    async importRows(
      corpId: string,
      actorUid: string,
      rows: { value: PartyInput; existing: Party | null }[],
      onProgress: (written: number) => void,
    ): Promise<void> {
      for (let i = 0; i < rows.length; i += BATCH_WRITES) {
        const batch = writeBatch(db);
        for (const { value, existing } of rows.slice(i, i + BATCH_WRITES)) {
          const stored = { ...partyToStored(kind, value), updatedAt: serverTimestamp() };
          if (existing) batch.set(docRef(`${path(corpId)}/${existing.id}`), stored, { merge: true });
          else batch.set(docRef(`${path(corpId)}/${newId(actorUid)}`), { ...stored, inUse: false, createdAt: serverTimestamp() });
        }
        await batch.commit();
        onProgress(Math.min(rows.length, i + BATCH_WRITES));
      }
    },
  };
}

export type PartyRepository = ReturnType<typeof createPartyRepository>;
