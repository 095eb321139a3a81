/** Thin repository for corporations/{corpId}: the company and its settings. */
import { orderBy, query, type DocumentData, type DocumentSnapshot } from 'firebase/firestore';
import {
  collectionRef,
  docRef,
  readDoc,
  readQuery,
  setMerged,
  toDate,
  updateFields,
  type Stamped,
} from '../data/firestore';
import { newId } from '../data/ids';

/** corporations.data (PRODUCT.md §3). */
export interface CorporationData {
  nif: string;
  legalName: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  country: string;
  phone: string;
  email: string;
  iban: string;
  salesSeries: string;
  rectificationSeries: string;
  defaultVatRate: number;
  allowNegativeStock: boolean;
}

export interface Corporation extends Stamped {
  id: string;
  name: string;
  data: CorporationData;
}

export const emptyCorporationData: CorporationData = {
  nif: '',
  legalName: '',
  address: '',
  postalCode: '',
  city: '',
  province: '',
  country: 'España',
  phone: '',
  email: '',
  iban: '',
  salesSeries: 'F',
  rectificationSeries: 'R',
  defaultVatRate: 21,
  allowNegativeStock: false,
};

const COLLECTION = 'corporations';

export function corporationFromSnapshot(snap: DocumentSnapshot): Corporation | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    id: snap.id,
    name: typeof d.name === 'string' ? d.name : '',
    data: { ...emptyCorporationData, ...(d.data ?? {}) },
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
}

function toFirestore(corp: Corporation): DocumentData {
  return { name: corp.name, data: corp.data };
}

export const corporationRepository = {
  async get(id: string): Promise<Corporation | null> {
    return corporationFromSnapshot(await readDoc('corporations.get', docRef(`${COLLECTION}/${id}`)));
  },

  /** Saves merged from the entity; an empty id means a new company (id per seed §3). Returns the id. */
  async save(corp: Corporation, actorUid: string): Promise<string> {
    const isNew = !corp.id;
    const id = corp.id || newId(actorUid);
    await setMerged(docRef(`${COLLECTION}/${id}`), toFirestore(corp), isNew);
    return id;
  },

  async update(id: string, fields: Partial<Pick<Corporation, 'name' | 'data'>>): Promise<void> {
    await updateFields(docRef(`${COLLECTION}/${id}`), fields);
  },

  /** All companies (superadmin only; the rules refuse anyone else). */
  async listAll(): Promise<Corporation[]> {
    const snap = await readQuery('corporations.listAll', query(collectionRef(COLLECTION), orderBy('name')));
    return snap.docs.map((d) => corporationFromSnapshot(d)).filter((c): c is Corporation => c !== null);
  },
};
