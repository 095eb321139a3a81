/**
 * Thin repository for corporations/{corpId}: the company and its settings (staff only), and
 * corporations/{corpId}/public/profile: its name, which every active member may read (the
 * restricted role's header). Both are written together (docs/DECISIONS.md "Company data").
 */
import { orderBy, query, serverTimestamp, writeBatch, type DocumentSnapshot } from 'firebase/firestore';
import { collectionRef, db, docRef, readDoc, toDate, type Stamped } from '../data/firestore';
import { newId } from '../data/ids';
import type { ListQuery } from '../data/pagedQuery';
import { mercantileRegistryOf } from '../domain/invoices/invoiceModel';
import { emptyCorporationData, type CorporationData } from './corporationData';
import type { CorporationInput } from './corporationSchema';

export { emptyCorporationData, type CorporationData };

/** What every member of a company may read about it. */
export interface CorporationName {
  id: string;
  name: string;
}

export interface Corporation extends Stamped {
  id: string;
  name: string;
  data: CorporationData;
}

const COLLECTION = 'corporations';
const publicProfilePath = (id: string) => `${COLLECTION}/${id}/public/profile`;

export function corporationFromSnapshot(snap: DocumentSnapshot): Corporation | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    id: snap.id,
    name: typeof d.name === 'string' ? d.name : '',
    data: {
      ...emptyCorporationData,
      ...(d.data ?? {}),
      mercantileRegistry: mercantileRegistryOf(d.data?.mercantileRegistry) ?? emptyCorporationData.mercantileRegistry,
    },
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
}

export const corporationRepository = {
  async get(id: string): Promise<Corporation | null> {
    return corporationFromSnapshot(await readDoc('corporations.get', docRef(`${COLLECTION}/${id}`)));
  },

  /** The company's name from its public profile (all that the restricted role may read). */
  async getName(id: string): Promise<CorporationName | null> {
    const snap = await readDoc('corporations.public', docRef(publicProfilePath(id)));
    const name = snap.exists() ? snap.data().name : null;
    return typeof name === 'string' ? { id, name } : null;
  },

  /**
   * Set merged from the entity, after validating it; an empty id means a new
   * company (id per docs/seed-spec.md §3). Returns the id. `data` is written whole, so a
   * stored company never mixes old and new settings. The public profile gets
   * the name in the same batch (the rules require both to agree).
   */
  async save(id: string, input: CorporationInput, actorUid: string): Promise<string> {
    // Loaded on demand, as in userRepository: the session reads companies on every page, zod is for writes.
    const { corporationSchema } = await import('./corporationSchema');
    const corp = corporationSchema.parse(input);
    const isNew = !id;
    const target = id || newId(actorUid);
    const batch = writeBatch(db);
    const stamps = isNew ? { createdAt: serverTimestamp(), updatedAt: serverTimestamp() } : { updatedAt: serverTimestamp() };
    batch.set(docRef(`${COLLECTION}/${target}`), { ...corp, ...stamps }, { merge: true });
    batch.set(docRef(publicProfilePath(target)), { name: corp.name });
    await batch.commit();
    return target;
  },

  /** All companies by name, for paging (superadmin only; the rules refuse anyone else). */
  listQuery(): ListQuery<Corporation> {
    return {
      label: 'corporations.list',
      query: query(collectionRef(COLLECTION), orderBy('name')),
      map: (snap) => corporationFromSnapshot(snap) as Corporation,
    };
  },
};
