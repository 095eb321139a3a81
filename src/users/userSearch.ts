/** The user profile's stored shape and search keys: pure, shared by userRepository, the seeds and the rules tests. */
import { searchPrefixes } from '../domain/search';

/** Prefixes of the name, its words and the e-mail: "Buscar por nombre o correo" with array-contains. */
export function userSearchKeys(user: { name: string; email: string }): string[] {
  return searchPrefixes([user.name, user.email]);
}

/** users/{uid} as it is stored (without timestamps): the profile and its search keys. */
export function storedUserProfile<P extends { name: string; email: string; corpId: string; role: string; active: boolean }>(profile: P) {
  return { ...profile, searchKeys: userSearchKeys(profile) };
}
