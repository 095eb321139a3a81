/**
 * Shared set-up for the rules tests: one emulator project per test file, the
 * real firestore.rules, and a small world of two companies and one person per
 * persona of the matrix (docs/reference.md "What the rules enforce").
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestContext, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, Timestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { corporationContentOf } from '../../src/corps/corporationData';
import { storedUserProfile } from '../../src/users/userSearch';

export const CORP_A = 'corpA';
export const CORP_B = 'corpB';

export type Persona = 'anonymous' | 'noProfile' | 'otherCompanyAdmin' | 'restricted' | 'inactive' | 'cashier' | 'user' | 'admin' | 'superadmin';

export const PERSONAS: Persona[] = [
  'anonymous',
  'noProfile',
  'otherCompanyAdmin',
  'restricted',
  'inactive',
  'cashier',
  'user',
  'admin',
  'superadmin',
];

/** Profiles seeded for each persona (uid = persona name). */
export const PROFILES: Record<Exclude<Persona, 'anonymous' | 'noProfile'>, { corpId: string; role: string; active: boolean }> = {
  otherCompanyAdmin: { corpId: CORP_B, role: 'admin', active: true },
  restricted: { corpId: CORP_A, role: 'restricted', active: true },
  inactive: { corpId: CORP_A, role: 'admin', active: false },
  cashier: { corpId: CORP_A, role: 'cashier', active: true },
  user: { corpId: CORP_A, role: 'user', active: true },
  admin: { corpId: CORP_A, role: 'admin', active: true },
  superadmin: { corpId: CORP_A, role: 'superadmin', active: true },
};

export function emulatorHostPort(): { host: string; port: number } {
  const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostPort) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run the rules tests through npm test');
  const [host, port] = hostPort.split(':');
  return { host, port: Number(port) };
}

export async function createEnv(projectId: string): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId,
    firestore: { ...emulatorHostPort(), rules: readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8') },
  });
}

// One context (one Firestore client and its connection) per persona and environment: a new client's
// first request costs a connection, ~60 ms, which was half of a matrix test's time. Reads go to the
// emulator whichever client makes them (getDoc/getDocs ask the server while online), and a refused
// write is rolled back in the client, so nothing one test does is seen by the next.
const contexts = new WeakMap<RulesTestEnvironment, Map<Persona, RulesTestContext>>();

export function contextFor(env: RulesTestEnvironment, persona: Persona): RulesTestContext {
  let byPersona = contexts.get(env);
  if (!byPersona) contexts.set(env, (byPersona = new Map()));
  let context = byPersona.get(persona);
  if (!context) {
    context =
      persona === 'anonymous'
        ? env.unauthenticatedContext()
        : env.authenticatedContext(persona, { email: `${persona}@example.com`, email_verified: true });
    byPersona.set(persona, context);
  }
  return context;
}

export function dbFor(env: RulesTestEnvironment, persona: Persona): Firestore {
  return contextFor(env, persona).firestore() as unknown as Firestore;
}

/** A company's data as the app stores it (a Madrid S.L.); overrides replace fields. */
export const corpData = (overrides: Record<string, unknown> = {}) => ({
  ...corporationContentOf('Empresa S.L.', {
    nif: 'B86561412',
    legalName: 'Empresa S.L.',
    address: 'Calle Mayor, 1',
    postalCode: '28001',
    city: 'Madrid',
    province: 'Madrid',
    phone: '910000000',
    email: 'info@empresa.es',
  }).data,
  ...overrides,
});

const seededAt = Timestamp.fromDate(new Date('2026-01-01T00:00:00Z'));

/** Seeds both companies, every persona's profile and `colleague` (a user of company A) with the rules disabled. */
export async function seedWorld(env: RulesTestEnvironment): Promise<void> {
  await env.clearFirestore();
  // One batch, one request: a test's set-up is most of its time, and ~20 writes in turn cost ~20 round trips.
  await seedDocs(env, worldDocs());
}

/** The documents of seedWorld, by path. */
function worldDocs(): Record<string, DocumentData> {
  const docs: Record<string, DocumentData> = {};
  for (const corpId of [CORP_A, CORP_B]) {
    docs[`corporations/${corpId}`] = { name: `Empresa ${corpId}`, data: corpData(), createdAt: seededAt, updatedAt: seededAt };
    docs[`corporations/${corpId}/public/profile`] = { name: `Empresa ${corpId}` };
  }
  const everyone = { ...PROFILES, colleague: { corpId: CORP_A, role: 'user', active: true } };
  for (const [uid, p] of Object.entries(everyone)) {
    docs[`users/${uid}`] = {
      ...storedUserProfile({ name: uid, email: `${uid}@example.com`, ...p }),
      createdAt: seededAt,
      updatedAt: seededAt,
    };
  }
  return docs;
}

/** Writes documents (path → data) with the rules off, in batched writes of at most 500. */
export async function seedDocs(env: RulesTestEnvironment, docs: Record<string, DocumentData>): Promise<void> {
  const entries = Object.entries(docs);
  if (entries.length === 0) return;
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    for (let i = 0; i < entries.length; i += 500) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(i, i + 500)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

export const stampNew = () => ({ createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
export const stampUpdate = () => ({ updatedAt: serverTimestamp() });
export { seededAt };
