/** Thin repository for users/{uid}: the profile that carries company and role. */
import { orderBy, query, where, type DocumentData, type DocumentSnapshot } from 'firebase/firestore';
import { isRole, type Role } from '../domain/roles';
import { searchToken } from '../domain/search';
import { collectionRef, docRef, readDoc, setMerged, toDate, updateFields, watchDoc, type Stamped } from '../data/firestore';
import type { ListQuery } from '../data/pagedQuery';
import { callCommand } from '../data/commands';
import type { Access } from '../domain/userAccess';
import type { UserProfileInput } from './userSchema';
import { storedUserProfile, userSearchKeys } from './userSearch';

/**
 * The profile's schema (zod), loaded when a write needs it: the session reads
 * profiles through this repository on every page, and the login route and
 * shell should not carry the form library.
 */
const profileSchema = async () => (await import('./userSchema')).userProfileSchema;

export interface UserProfile extends Stamped {
  id: string;
  name: string;
  email: string;
  corpId: string;
  role: Role;
  active: boolean;
}

/** Role and active are not among them: they change only through setAccess (the rules refuse them). */
type EditableField = 'name' | 'email' | 'corpId';

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

function editable(user: UserProfile): UserProfileInput {
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

  /** The first write of a profile; its id is the uid of the Auth account it belongs to. */
  async create(id: string, input: UserProfileInput): Promise<void> {
    const profile = (await profileSchema()).parse(input);
    await setMerged(docRef(`${COLLECTION}/${id}`), storedUserProfile(profile), true);
  },

  /** Writes only the changed fields (and the search keys when name or e-mail change), after validating the result. */
  async update(current: UserProfile, changes: Partial<Pick<UserProfile, EditableField>>): Promise<void> {
    const next = (await profileSchema()).parse({ ...editable(current), ...changes });
    const fields: DocumentData = {};
    for (const key of Object.keys(changes) as EditableField[]) fields[key] = next[key];
    if ('name' in changes || 'email' in changes) fields.searchKeys = userSearchKeys(next);
    await updateFields(docRef(`${COLLECTION}/${current.id}`), fields);
  },

  /**
   * Another person's role and active flag, through the setUserAccess command, which keeps an
   * active admin in every company. `corpId`: the company the caller works in. Rejects with a
   * CommandFailure (codes in USER_TEXT.access).
   */
  async setAccess(corpId: string, uid: string, access: Access): Promise<void> {
    await callCommand<'setUserAccess', { changed: boolean }>('setUserAccess', { corpId, uid, role: access.role, active: access.active });
  },

  /**
   * Removes another person through the deleteUser command: their profile is deactivated, then
   * their sign-in account deleted. Rejects with a CommandFailure (codes in USER_TEXT.access).
   */
  async remove(corpId: string, uid: string): Promise<void> {
    await callCommand('deleteUser', { corpId, uid });
  },

  /**
   * Users of a company ordered by name (docs/seed-spec.md §7), optionally only those whose
   * name, a word of it or the e-mail starts with `search` (any case or accents).
   */
  listQuery(corpId: string, search: string): ListQuery<UserProfile> {
    const token = searchToken(search);
    const filters = [where('corpId', '==', corpId), ...(token ? [where('searchKeys', 'array-contains', token)] : [])];
    return {
      label: 'users.list',
      query: query(collectionRef(COLLECTION), ...filters, orderBy('name')),
      map: (snap) => userFromSnapshot(snap) as UserProfile,
    };
  },
};
