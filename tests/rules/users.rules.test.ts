import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { searchPrefixes } from '../../src/domain/search';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seedWorld, stampNew, stampUpdate, type Persona } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-users');
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await seedWorld(env);
});

const newUser = (overrides: Record<string, unknown> = {}) => ({
  name: 'Nueva Persona',
  email: 'nueva@example.com',
  corpId: CORP_A,
  role: 'user',
  active: true,
  searchKeys: searchPrefixes(['Nueva Persona', 'nueva@example.com']),
  ...stampNew(),
  ...overrides,
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const operations: Record<Op, (p: Persona) => Promise<unknown>> = {
  get: (p) => getDoc(doc(dbFor(env, p), 'users/colleague')),
  list: (p) => getDocs(query(collection(dbFor(env, p), 'users'), where('corpId', '==', CORP_A))),
  create: (p) => setDoc(doc(dbFor(env, p), 'users/newcomer'), newUser()),
  update: (p) => updateDoc(doc(dbFor(env, p), 'users/colleague'), { name: 'Renombrado', ...stampUpdate() }),
  delete: (p) => deleteDoc(doc(dbFor(env, p), 'users/colleague')),
};

// Who may do what to another user of company A (the target is users/colleague).
const allowed: Record<Op, Persona[]> = {
  get: ['admin', 'superadmin'],
  list: ['admin', 'superadmin'],
  create: ['admin', 'superadmin'],
  update: ['admin', 'superadmin'],
  delete: ['superadmin'],
};

describe('users: persona × operation matrix', () => {
  const cases = (Object.keys(operations) as Op[]).flatMap((op) => PERSONAS.map((persona) => ({ op, persona, ok: allowed[op].includes(persona) })));
  it.each(cases)('$persona $op on another user of company A → allowed: $ok', async ({ op, persona, ok }) => {
    const attempt = operations[op](persona);
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('users: one’s own profile', () => {
  it.each(['restricted', 'inactive', 'user', 'admin', 'superadmin', 'noProfile'] as Persona[])(
    '%s may read their own profile (even missing or inactive)',
    async (p) => {
      await assertSucceeds(getDoc(doc(dbFor(env, p), `users/${p}`)));
    },
  );

  it('a user may change their own name', async () => {
    await assertSucceeds(updateDoc(doc(dbFor(env, 'user'), 'users/user'), { name: 'Pablo', ...stampUpdate() }));
  });

  it('a restricted user may change their own name', async () => {
    await assertSucceeds(updateDoc(doc(dbFor(env, 'restricted'), 'users/restricted'), { name: 'R', ...stampUpdate() }));
  });

  // After verifyBeforeUpdateEmail the session copies Auth's new address into the profile.
  describe('changing one’s own e-mail: only to the one Auth has verified', () => {
    const withToken = (p: Persona, token: Record<string, unknown>) =>
      (p === 'anonymous' ? env.unauthenticatedContext() : env.authenticatedContext(p, token)).firestore() as unknown as Firestore;
    const changeEmail = (p: Persona, token: Record<string, unknown>, email: string) =>
      updateDoc(doc(withToken(p, token), `users/${p}`), { email, ...stampUpdate() });
    const canWriteOwnProfile: Persona[] = ['otherCompanyAdmin', 'restricted', 'cashier', 'user', 'admin', 'superadmin'];
    const fresh = (p: Persona) => `${p.toLowerCase()}.nuevo@example.com`;

    it.each(PERSONAS.map((p) => ({ p, ok: canWriteOwnProfile.includes(p) })))(
      '$p sets the verified e-mail of the token → allowed: $ok',
      async ({ p, ok }) => {
        const attempt = changeEmail(p, { email: fresh(p), email_verified: true }, fresh(p));
        await (ok ? assertSucceeds(attempt) : assertFails(attempt));
      },
    );
    it.each(PERSONAS)('refuses %s setting the e-mail of an unverified token', async (p) => {
      await assertFails(changeEmail(p, { email: fresh(p), email_verified: false }, fresh(p)));
      await assertFails(changeEmail(p, { email: fresh(p) }, fresh(p)));
    });
    it.each(PERSONAS)('refuses %s setting an e-mail other than the token’s, even verified', async (p) => {
      await assertFails(changeEmail(p, { email: fresh(p), email_verified: true }, `otro.${fresh(p)}`));
    });
    it('refuses a superadmin changing their own e-mail unverified (no superadmin shortcut)', async () => {
      await assertFails(changeEmail('superadmin', { email: 'superadmin@example.com', email_verified: false }, fresh('superadmin')));
    });
  });

  it('an inactive user may not change even their own name', async () => {
    await assertFails(updateDoc(doc(dbFor(env, 'inactive'), 'users/inactive'), { name: 'X', ...stampUpdate() }));
  });

  it('an account without a profile may not create one for itself', async () => {
    await assertFails(setDoc(doc(dbFor(env, 'noProfile'), 'users/noProfile'), newUser({ role: 'restricted' })));
  });
});

describe('users: attacks', () => {
  it.each([
    ['user', 'raises their own role', { role: 'admin' }],
    ['user', 'moves themselves to another company', { corpId: CORP_B }],
    ['restricted', 'lifts their own restriction', { role: 'user' }],
    ['admin', 'makes themselves superadmin', { role: 'superadmin' }],
    ['admin', 'moves themselves to another company', { corpId: CORP_B }],
    ['admin', 'deactivates themselves', { active: false }],
    ['inactive', 'reactivates themselves', { active: true }],
  ] as [Persona, string, Record<string, unknown>][])('refuses: %s %s', async (p, _what, change) => {
    await assertFails(updateDoc(doc(dbFor(env, p), `users/${p}`), { ...change, ...stampUpdate() }));
  });

  it('refuses an admin creating a superadmin', async () => {
    await assertFails(setDoc(doc(dbFor(env, 'admin'), 'users/x'), newUser({ role: 'superadmin' })));
  });

  it('lets an admin create an admin of their own company', async () => {
    await assertSucceeds(setDoc(doc(dbFor(env, 'admin'), 'users/x'), newUser({ role: 'admin' })));
  });

  it('refuses an admin creating a user in another company (forged corpId)', async () => {
    await assertFails(setDoc(doc(dbFor(env, 'admin'), 'users/x'), newUser({ corpId: CORP_B })));
  });

  it('refuses an admin moving a user to another company', async () => {
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), 'users/user'), { corpId: CORP_B, ...stampUpdate() }));
  });

  it('refuses an admin promoting a user to superadmin', async () => {
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), 'users/user'), { role: 'superadmin', ...stampUpdate() }));
  });

  it('refuses an admin touching a superadmin', async () => {
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), 'users/superadmin'), { active: false, ...stampUpdate() }));
  });

  // Role and active change only through the setUserAccess command (tests/functions/users.test.ts),
  // which keeps an active admin in every company; the name stays editable directly.
  it.each(
    PERSONAS.flatMap((persona) =>
      (
        [
          ['deactivates', 'colleague', { active: false }],
          ['demotes', 'admin2', { role: 'user' }],
          ['deactivates', 'admin2', { active: false }],
          ['promotes', 'colleague', { role: 'admin' }],
          ['reactivates', 'inactive', { active: true }],
        ] as [string, string, Record<string, unknown>][]
      ).map(([what, target, change]) => ({ persona, what, target, change })),
    ),
  )('refuses $persona writing role or active directly: $what $target', async ({ persona, target, change }) => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore() as unknown as Firestore, 'users/admin2'), {
        name: 'admin2',
        email: 'admin2@example.com',
        corpId: CORP_A,
        role: 'admin',
        active: true,
        createdAt: Timestamp.now(),
        updatedAt: Timestamp.now(),
      });
    });
    await assertFails(updateDoc(doc(dbFor(env, persona), `users/${target}`), { ...change, ...stampUpdate() }));
  });

  it('still lets an admin rename another user of their company (the baseline of the refusals above)', async () => {
    await assertSucceeds(updateDoc(doc(dbFor(env, 'admin'), 'users/inactive'), { name: 'Otro nombre', ...stampUpdate() }));
  });

  it('refuses an admin of another company reading or editing company A’s users', async () => {
    await assertFails(getDoc(doc(dbFor(env, 'otherCompanyAdmin'), 'users/user')));
    await assertFails(updateDoc(doc(dbFor(env, 'otherCompanyAdmin'), 'users/user'), { active: false, ...stampUpdate() }));
  });

  it('refuses listing every user without the company filter, even for an admin', async () => {
    await assertFails(getDocs(collection(dbFor(env, 'admin'), 'users')));
  });

  it('refuses a client clock instead of the server time', async () => {
    await assertFails(
      setDoc(
        doc(dbFor(env, 'admin'), 'users/x'),
        newUser({ createdAt: Timestamp.fromMillis(Date.now() - 60_000), updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }),
      ),
    );
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), 'users/user'), { name: 'X', updatedAt: Timestamp.fromMillis(Date.now() - 60_000) }));
  });

  it('refuses rewriting createdAt', async () => {
    await assertFails(updateDoc(doc(dbFor(env, 'admin'), 'users/user'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }));
  });

  it.each([
    ['an extra key', { isAdmin: true }],
    ['an unknown role', { role: 'owner' }],
    ['a non-boolean active', { active: 'yes' }],
    ['a huge name', { name: 'x'.repeat(101) }],
    ['a missing e-mail', { email: undefined }],
  ])('refuses a profile with %s', async (_what, change) => {
    const data: Record<string, unknown> = newUser(change);
    for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
    await assertFails(setDoc(doc(dbFor(env, 'admin'), 'users/x'), data));
  });

  it('lets a superadmin move themselves to another company', async () => {
    await assertSucceeds(updateDoc(doc(dbFor(env, 'superadmin'), 'users/superadmin'), { corpId: CORP_B, ...stampUpdate() }));
  });
});

describe('users: search keys and the Usuarios screen’s queries', () => {
  const page = (p: Persona, corpId: string, token?: string) =>
    getDocs(
      query(
        collection(dbFor(env, p), 'users'),
        where('corpId', '==', corpId),
        ...(token ? [where('searchKeys', 'array-contains', token)] : []),
        orderBy('name'),
        limit(26),
      ),
    );

  it('lets an admin page through and search their company’s users', async () => {
    await assertSucceeds(page('admin', CORP_A));
    await assertSucceeds(page('admin', CORP_A, 'nue'));
  });

  it('refuses an admin paging or searching another company’s users', async () => {
    await assertFails(page('admin', CORP_B));
    await assertFails(page('admin', CORP_B, 'nue'));
    await assertFails(page('otherCompanyAdmin', CORP_A, 'nue'));
  });

  it.each(['user', 'restricted', 'inactive', 'noProfile', 'anonymous'] as Persona[])('refuses %s searching users', async (p) => {
    await assertFails(page(p, CORP_A, 'nue'));
  });

  it('lets a superadmin page through any company', async () => {
    await assertSucceeds(page('superadmin', CORP_B, 'o'));
  });

  it('refuses a new profile without search keys', async () => {
    const data: Record<string, unknown> = newUser();
    delete data.searchKeys;
    await assertFails(setDoc(doc(dbFor(env, 'admin'), 'users/x'), data));
  });

  it.each([
    ['not a list', 'nueva'],
    ['more than 200 keys', Array.from({ length: 201 }, (_, i) => `k${i}`)],
  ])('refuses search keys that are %s', async (_what, searchKeys) => {
    await assertFails(setDoc(doc(dbFor(env, 'admin'), 'users/x'), newUser({ searchKeys })));
  });

  describe('search keys are a bounded list of short strings, for every persona', () => {
    const longName = `${'Maximiliana '.repeat(8)}Peñalver`.slice(0, 100);
    const variants: [string, unknown[] | null][] = [
      ['the app’s keys for a long name', null],
      ['201 keys', Array.from({ length: 201 }, (_, i) => `k${i}`)],
      ['one key of 6001 characters', ['x'.repeat(6001)]],
      ['200 keys of 31 characters (6200 in all)', Array.from({ length: 200 }, (_, i) => `${String(i).padStart(3, '0')}${'x'.repeat(28)}`)],
      ['numbers instead of strings', [1, 2, 3]],
      ['a map among the strings', ['ab', { k: 'v' }]],
    ];
    const keysFor = (p: Persona, keys: unknown[] | null) => keys ?? searchPrefixes([longName, `${p.toLowerCase()}@example.com`]);
    const selfWriters: Persona[] = ['otherCompanyAdmin', 'restricted', 'cashier', 'user', 'admin', 'superadmin'];
    beforeEach(async () => {
      // The seeded e-mail keeps the uid's capitals, which no profile the app writes has.
      await env.withSecurityRulesDisabled(async (ctx) => {
        await updateDoc(doc(ctx.firestore() as unknown as Firestore, 'users/otherCompanyAdmin'), { email: 'othercompanyadmin@example.com' });
      });
    });
    const cases = variants.flatMap(([what, keys]) =>
      PERSONAS.flatMap((persona) => [
        { op: 'renames themselves', what, persona, keys, ok: keys === null && selfWriters.includes(persona) },
        { op: 'creates a profile', what, persona, keys, ok: keys === null && ['admin', 'superadmin'].includes(persona) },
      ]),
    );
    it.each(cases)('$persona $op with $what → allowed: $ok', async ({ op, persona, keys, ok }) => {
      const db = dbFor(env, persona);
      const attempt =
        op === 'creates a profile'
          ? setDoc(doc(db, 'users/x'), newUser({ name: longName, searchKeys: keys ?? searchPrefixes([longName, 'nueva@example.com']) }))
          : updateDoc(doc(db, `users/${persona}`), { name: longName, searchKeys: keysFor(persona, keys), ...stampUpdate() });
      await (ok ? assertSucceeds(attempt) : assertFails(attempt));
    });
  });

  it('lets an admin rename a user together with the new search keys', async () => {
    await assertSucceeds(
      updateDoc(doc(dbFor(env, 'admin'), 'users/user'), {
        name: 'Pablo Ruiz',
        searchKeys: searchPrefixes(['Pablo Ruiz', 'user@example.com']),
        ...stampUpdate(),
      }),
    );
  });

  it('lets a user rename themselves together with the new search keys', async () => {
    await assertSucceeds(
      updateDoc(doc(dbFor(env, 'user'), 'users/user'), {
        name: 'Pablo',
        searchKeys: searchPrefixes(['Pablo', 'user@example.com']),
        ...stampUpdate(),
      }),
    );
  });

  it.each([
    ['an empty name', { name: '' }],
    ['an e-mail without a domain', { email: 'nueva@' }],
    ['an e-mail with spaces', { email: 'nue va@example.com' }],
  ])('refuses a profile with %s', async (_what, change) => {
    await assertFails(setDoc(doc(dbFor(env, 'admin'), 'users/x'), newUser(change)));
  });
});
