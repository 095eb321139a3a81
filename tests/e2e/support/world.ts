/**
 * Per-test data on the emulators: a fresh company with one person per role,
 * unique e-mails, created through the Admin SDK. Tests never share records,
 * so they need no clearing between them.
 */
import { randomUUID } from 'node:crypto';
import { createCorporation, createUser, type SeedRole } from '../../../seed/lib';

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
  await createCorporation({ id: corpId, name: corpName, data: { nif: 'B86561412', city: 'Madrid' } });

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

  const world: World = {
    key,
    corpId,
    corpName,
    superadmin: await addPerson('superadmin'),
    admin: await addPerson('admin'),
    user: await addPerson('user'),
    restricted: await addPerson('restricted'),
    addPerson,
    addCorporation: async (name) => createCorporation({ id: `e2e-${key}-${++count}`, name }),
  };
  return world;
}
