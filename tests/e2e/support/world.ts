/**
 * Per-test data on the emulators: a fresh company with one person per role,
 * unique e-mails, created through the Admin SDK. Tests never share records,
 * so they need no clearing between them.
 */
import { randomUUID } from 'node:crypto';
import { createCorporation, createUser, type SeedRole } from '../../../seed/lib';
import { cifFor } from '../../../seed/masterData';

export const PASSWORD = 'prueba2026';

export interface Person {
  uid: string;
  email: string;
  password: string;
  name: string;
}

export interface World {
  key: string;
  corpId: string;
  corpName: string;
  /** The company's NIF, its own: one NIF is one VERI*FACTU chain (a second company with it cannot issue). */
  nif: string;
  superadmin: Person;
  admin: Person;
  user: Person;
  restricted: Person;
  addPerson(role: SeedRole | null, options?: { active?: boolean; corpId?: string | null; name?: string }): Promise<Person>;
  addCorporation(name: string): Promise<string>;
}

export async function createWorld(): Promise<World> {
  const key = randomUUID().slice(0, 8);
  const corpId = `e2e-${key}`;
  const corpName = `Pruebas ${key} S.L.`;
  // A valid CIF of an S.L. of the world's own (seed's cifFor: B + 7 digits + control digit).
  const nif = cifFor('B', parseInt(key.slice(0, 7), 16) % 10_000_000);
  const corporation = createCorporation({ id: corpId, name: corpName, data: { nif, city: 'Madrid' } });

  let count = 0;
  const addPerson: World['addPerson'] = async (role, options = {}) => {
    count += 1;
    const email = `${role ?? 'sinperfil'}${count}.${key}@e2e.almacena.test`;
    const name = options.name ?? `${role ?? 'Sin perfil'} ${count} ${key}`;
    const uid = await createUser({
      email,
      password: PASSWORD,
      name,
      corpId: options.corpId === undefined ? corpId : options.corpId,
      role,
      active: options.active ?? true,
    });
    return { uid, email, password: PASSWORD, name };
  };

  // The company and its four people at once: every test starts here, and one after the other they
  // were five round trips to the emulators (the e-mails stay role1…role4: count goes up as each starts).
  const [, superadmin, admin, user, restricted] = await Promise.all([
    corporation,
    addPerson('superadmin'),
    addPerson('admin'),
    addPerson('user'),
    addPerson('restricted'),
  ]);
  const world: World = {
    key,
    corpId,
    corpName,
    nif,
    superadmin,
    admin,
    user,
    restricted,
    addPerson,
    addCorporation: async (name) => createCorporation({ id: `e2e-${key}-${++count}`, name }),
  };
  return world;
}
