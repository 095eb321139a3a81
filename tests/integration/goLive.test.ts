/**
 * `npm run go-live -- --emulators`'s first-company step against an empty emulator project: the
 * company, its public profile and the superadmin's profile are created through the Admin SDK as the
 * app writes them; the owner sets a password with the link it prints, signs in with the client SDK
 * and, through the real rules, reads the company and saves it (so the stored company passes
 * validCorp) and its own profile; a second run creates nothing more.
 */
import path from 'node:path';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import { confirmPasswordReset, connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, serverTimestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runPreflight } from '../../seed/deployPreflight';
import { createFirstCompany } from '../../seed/firstCompany';
import { goLive, type GoLiveDeps } from '../../seed/goLive';
import { PROJECT_ID, adminAuth, adminDb } from '../../seed/lib';

const RUN = Date.now().toString(36);
const OWNER = `dueña-${RUN}@example.com`.replace('ñ', 'n');
const ANSWERS = ['Ferretería Pérez', 'Ferretería Pérez S.L.', 'b12345674', 'Calle Real 2', '28001', 'Madrid', 'Madrid', 'Ana Pérez', OWNER];

function deps(answers: string[], log: string[]): GoLiveDeps {
  const queue = [...answers];
  return {
    run: async () => {
      throw new Error('the rehearsal runs no command');
    },
    prompt: async (_q, byDefault) => queue.shift() || byDefault || '',
    files: {
      read: () => null,
      write: () => {
        throw new Error('the rehearsal writes no file');
      },
    },
    log: (line) => log.push(line),
    firebase: 'firebase',
    preflight: (project, secrets) => runPreflight({ root: path.resolve(process.cwd()), project, secrets }),
    declaredSecrets: [],
    companies: async () => (await adminDb().collection('corporations').limit(5).get()).docs.map((d) => d.id),
    firstCompany: (input) => createFirstCompany(input, { db: adminDb(), auth: adminAuth() }),
  };
}

let client: FirebaseApp;
const firstLog: string[] = [];

beforeAll(async () => {
  expect((await adminDb().collection('corporations').limit(1).get()).empty).toBe(true);
  await adminAuth()
    .getUserByEmail(OWNER)
    .then((u) => adminAuth().deleteUser(u.uid))
    .catch(() => {});
  await goLive(deps(ANSWERS, firstLog), { project: PROJECT_ID, emulators: true });
  client = initializeApp({ apiKey: 'demo-api-key', projectId: PROJECT_ID }, `golive-${RUN}`);
  const [authHost, authPort] = process.env.FIREBASE_AUTH_EMULATOR_HOST!.split(':');
  connectAuthEmulator(getAuth(client), `http://${authHost}:${authPort}`, { disableWarnings: true });
  const [fsHost, fsPort] = process.env.FIRESTORE_EMULATOR_HOST!.split(':');
  connectFirestoreEmulator(getFirestore(client), fsHost!, Number(fsPort));
});

afterAll(async () => {
  if (client) await deleteApp(client);
});

describe('go-live --emulators, the first company', () => {
  it('creates one company with its public profile and one superadmin, as the app writes them', async () => {
    const corps = await adminDb().collection('corporations').get();
    expect(corps.size).toBe(1);
    const corp = corps.docs[0]!;
    expect(corp.data()).toMatchObject({
      name: 'Ferretería Pérez',
      data: { nif: 'B12345674', legalName: 'Ferretería Pérez S.L.', postalCode: '28001', country: 'España', salesSeries: 'F' },
    });
    expect((await adminDb().doc(`corporations/${corp.id}/public/profile`).get()).data()).toEqual({ name: 'Ferretería Pérez' });
    const owner = await adminAuth().getUserByEmail(OWNER);
    const profile = (await adminDb().doc(`users/${owner.uid}`).get()).data();
    expect(profile).toMatchObject({ email: OWNER, name: 'Ana Pérez', corpId: corp.id, role: 'superadmin', active: true });
    expect(profile?.searchKeys).toEqual(expect.arrayContaining(['ana']));
    expect(firstLog.join('\n')).toContain('Todo en orden');
  });

  it('gives the owner a link to set a password, then the owner signs in and works under the rules', async () => {
    const linkLine = firstLog.find((l) => l.includes('oobCode='));
    expect(linkLine).toBeDefined();
    const oobCode = new URL(linkLine!.trim().split(/\s+/).pop()!).searchParams.get('oobCode')!;
    const auth = getAuth(client);
    await confirmPasswordReset(auth, oobCode, 'una-contraseña-larga-1');
    const signedIn = await signInWithEmailAndPassword(auth, OWNER, 'una-contraseña-larga-1');
    const db = getFirestore(client);
    const me = await getDoc(doc(db, `users/${signedIn.user.uid}`));
    expect(me.data()?.role).toBe('superadmin');
    const corpId = me.data()!.corpId as string;
    const company = await getDoc(doc(db, `corporations/${corpId}`));
    expect(company.data()?.name).toBe('Ferretería Pérez');
    // A save through the rules re-validates the whole stored company (validCorp, namedInPublic).
    await updateDoc(doc(db, `corporations/${corpId}`), { updatedAt: serverTimestamp() });
  });

  it('a second run creates nothing more', async () => {
    const log: string[] = [];
    await goLive(deps([], log), { project: PROJECT_ID, emulators: true });
    expect(log.join('\n')).toContain('no se crea nada');
    expect((await adminDb().collection('corporations').get()).size).toBe(1);
    expect((await adminDb().collection('users').where('email', '==', OWNER).get()).size).toBe(1);
    // And straight to the Admin step, bypassing the script's check: the transaction refuses too.
    const direct = await createFirstCompany(
      {
        name: 'Otra',
        legalName: 'Otra S.L.',
        nif: 'B12345674',
        address: 'C/ 1',
        postalCode: '28001',
        city: 'Madrid',
        province: 'Madrid',
        ownerName: 'X',
        ownerEmail: `x-${RUN}@example.com`,
      },
      { db: adminDb(), auth: adminAuth() },
    );
    expect(direct).toMatchObject({ created: false, reason: 'companyExists' });
    expect((await adminDb().collection('corporations').get()).size).toBe(1);
  });
});
