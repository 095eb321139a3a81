/**
 * Seeding helpers for the emulators, through the Admin SDK (rules bypassed).
 * Used by the demo seeder (npm start), the end-to-end fixtures and the
 * benchmark. Needs FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { corporationContentOf, type CorporationData } from '../src/corps/corporationData';
import { storedUserProfile } from '../src/users/userSearch';

export const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-almacena';

function requireEmulators(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST || !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST and FIREBASE_AUTH_EMULATOR_HOST must point at the emulators.');
  }
}

let app: App | null = null;
/**
 * The Admin SDK's app: on the emulators, except for a maintenance script that says it targets a
 * real project (`npm run migrate:payments` sets ALMACENA_ADMIN_TARGET=production itself).
 */
export function adminApp(): App {
  if (process.env.ALMACENA_ADMIN_TARGET !== 'production') requireEmulators();
  app ??= getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return app;
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth() {
  return getAuth(adminApp());
}

export const now = () => FieldValue.serverTimestamp();

/** Empties both emulators (used by the benchmark and by tests that need a blank project). */
export async function clearEmulators(): Promise<void> {
  requireEmulators();
  const fs = process.env.FIRESTORE_EMULATOR_HOST;
  const auth = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const r1 = await fetch(`http://${fs}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' });
  const r2 = await fetch(`http://${auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' });
  if (!r1.ok || !r2.ok) throw new Error(`Could not clear the emulators (${r1.status}, ${r2.status})`);
}

export interface CorporationSeed {
  id: string;
  name: string;
  data?: Partial<CorporationData>;
}

/** The company and its public profile (the name every member may read), as the app writes them. */
export async function createCorporation(seed: CorporationSeed): Promise<string> {
  const batch = adminDb().batch();
  batch.set(adminDb().doc(`corporations/${seed.id}`), {
    ...corporationContentOf(seed.name, { legalName: seed.name, ...seed.data }),
    createdAt: now(),
    updatedAt: now(),
  });
  batch.set(adminDb().doc(`corporations/${seed.id}/public/profile`), { name: seed.name });
  await batch.commit();
  return seed.id;
}

export type SeedRole = 'superadmin' | 'admin' | 'user' | 'cashier' | 'restricted';

export interface UserSeed {
  email: string;
  password: string;
  name: string;
  corpId: string | null;
  role: SeedRole | null;
  active?: boolean;
  uid?: string;
  emailVerified?: boolean;
}

/** The users/{uid} document the app writes, search keys included (src/users/userRepository.ts). */
export function userProfileDoc(p: { name: string; email: string; corpId: string; role: SeedRole; active?: boolean }) {
  const profile = storedUserProfile({ name: p.name, email: p.email, corpId: p.corpId, role: p.role, active: p.active ?? true });
  return { ...profile, createdAt: now(), updatedAt: now() };
}

/** Creates the Auth account and, unless corpId/role are null, its users/{uid} profile. */
export async function createUser(seed: UserSeed): Promise<string> {
  const record = await adminAuth().createUser({
    uid: seed.uid,
    email: seed.email,
    password: seed.password,
    displayName: seed.name,
    emailVerified: seed.emailVerified ?? true,
  });
  if (seed.corpId !== null && seed.role !== null) {
    await adminDb()
      .doc(`users/${record.uid}`)
      .set(userProfileDoc({ ...seed, corpId: seed.corpId, role: seed.role }));
  }
  return record.uid;
}
