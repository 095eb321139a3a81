/** The user profile's search keys: pure, shared by userRepository and the rules fuzz test. */
import { searchPrefixes } from '../domain/search';

/** Prefixes of the name, its words and the e-mail: "Buscar por nombre o correo" with array-contains. */
export function userSearchKeys(user: { name: string; email: string }): string[] {
  return searchPrefixes([user.name, user.email]);
}
