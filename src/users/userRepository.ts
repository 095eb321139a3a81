/** Thin repository for users/{uid}: the profile that carries company and role. */
import {
  limit as limitTo,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type DocumentSnapshot,
} from 'firebase/firestore';
import { isRole, type Role } from '../domain/roles';
import {
  collectionRef,
  docRef,
  readDoc,
  readQuery,
  setMerged,
  toDate,
  updateFields,
  watchDoc,
  type Stamped,
} from '../data/firestore';

export interface UserProfile extends Stamped {
  id: string;
  name: string;
  email: string;
  corpId: string;
  role: Role;
  active: boolean;
}

const COLLECTION = 'users';

export function userFromSnapshot(snap: DocumentSnapshot): UserProfile | null {
  if (!snap.exists()) return null;
  const d = snap.data();
  return {
    id: snap.id,
    name: typeof d.name === 'string' ? d.name : '',
    email: typeof d.email === 'string' ? d.email : '',
    corpId: typeof d.corpId === 'string' ? d.corpId : '',
    role: isRole(d.role) ? d.role : 'restricted',
    active: d.active === true,
    createdAt: toDate(d.createdAt),
    updatedAt: toDate(d.updatedAt),
  };
}

function toFirestore(user: UserProfile): DocumentData {
  return { name: user.name, email: user.email, corpId: user.corpId, role: user.role, active: user.active };
}

export const userRepository = {
  async get(id: string): Promise<UserProfile | null> {
    return userFromSnapshot(await readDoc('users.get', docRef(`${COLLECTION}/${id}`)));
  },

  /** Live profile of the signed-in user: a deactivation takes effect at once. */
  watch(id: string, onNext: (user: UserProfile | null) => void, onError: (e: Error) => void): () => void {
    return watchDoc('users.watch', docRef(`${COLLECTION}/${id}`), (s) => onNext(userFromSnapshot(s)), onError);
  },

  /** A user's id is their Auth uid, so it is always given; `isNew` marks the first write. */
  async save(user: UserProfile, isNew: boolean): Promise<void> {
    await setMerged(docRef(`${COLLECTION}/${user.id}`), toFirestore(user), isNew);
  },

  async update(id: string, fields: Partial<Pick<UserProfile, 'name' | 'email' | 'corpId' | 'role' | 'active'>>) {
    await updateFields(docRef(`${COLLECTION}/${id}`), fields);
  },

  /** Users of a company ordered by name, one page at a time (cursor = last user's name and id). */
  async listByCorp(
    corpId: string,
    pageSize: number,
    after?: { name: string; id: string },
  ): Promise<UserProfile[]> {
    const base = [where('corpId', '==', corpId), orderBy('name'), orderBy('__name__')];
    const q = after
      ? query(collectionRef(COLLECTION), ...base, startAfter(after.name, after.id), limitTo(pageSize))
      : query(collectionRef(COLLECTION), ...base, limitTo(pageSize));
    const snap = await readQuery('users.listByCorp', q);
    return snap.docs.map((d) => userFromSnapshot(d)).filter((u): u is UserProfile => u !== null);
  },
};
