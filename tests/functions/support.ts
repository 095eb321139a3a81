/**
 * Calling the trusted commands (functions/src) in tests as a signed-in person would: through
 * the run's Functions emulator (ALMACENA_FUNCTIONS_URL, set by scripts/test.mjs), with an ID
 * token for the given uid. The Functions emulator decodes emulator tokens without checking a
 * signature, as it does for the Auth emulator's own. The functions write to the project
 * PROJECT_ID of the run's Firestore emulator; `testDb` is that project seen through the rules
 * test library with the rules disabled, for seeding and for reading back what a command wrote.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { emulatorHostPort } from '../rules/support';

/** The project the Functions emulator serves (scripts/lib/ports.mjs). */
export const PROJECT_ID = 'demo-almacena';

export function functionsUrl(): string {
  const url = process.env.ALMACENA_FUNCTIONS_URL;
  if (!url) throw new Error('ALMACENA_FUNCTIONS_URL is not set: run the functions tests through npm test');
  return url;
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned emulator ID token for `uid` (what the Auth emulator issues, minus the signature). */
export function idTokenFor(uid: string, claims: Record<string, unknown> = {}): string {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    sub: uid,
    user_id: uid,
    email: `${uid}@example.com`,
    email_verified: true,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    firebase: { sign_in_provider: 'password', identities: {} },
    ...claims,
  };
  return `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(payload)}.`;
}

export type CommandResult<T = Record<string, unknown>> =
  { ok: true; data: T } | { ok: false; status: string; code: string; details: Record<string, unknown> };

/** The Auth emulator's admin REST base for the run's project (FIREBASE_AUTH_EMULATOR_HOST, set by scripts/test.mjs). */
export function authAdminUrl(path: string): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('FIREBASE_AUTH_EMULATOR_HOST is not set: run the functions tests through npm test');
  return `http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/${path}`;
}

const accounts = new Map<string, Promise<void>>();

/**
 * The Auth account of `uid` exists (created once per test process, as a person signed up): the
 * commands refuse tokens of accounts Auth does not have (functions/src/runtime/caller.ts).
 */
export function ensureAccount(uid: string): Promise<void> {
  let made = accounts.get(uid);
  if (!made) {
    made = fetch(authAdminUrl('accounts'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: uid, email: `${uid}@example.com` }),
    }).then(async (res) => {
      if (!res.ok && !(await res.text()).includes('DUPLICATE')) throw new Error(`Auth emulator: account ${uid} not created (${res.status})`);
    });
    accounts.set(uid, made);
  }
  return made;
}

/** Forgets that `uid`'s account was made (a test deleted it), so the next call makes it again. */
export const forgetAccount = (uid: string) => void accounts.delete(uid);

/** Calls command `name` as `uid` (null: not signed in) and returns its result or its refusal. */
export async function callAs<T = Record<string, unknown>>(uid: string | null, name: string, data: unknown): Promise<CommandResult<T>> {
  if (uid) await ensureAccount(uid);
  const res = await fetch(`${functionsUrl()}/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(uid ? { Authorization: `Bearer ${idTokenFor(uid)}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json().catch(() => ({}))) as { result?: T; error?: { status: string; message: string; details?: Record<string, unknown> } };
  if (body.error) {
    const details = body.error.details ?? {};
    return { ok: false, status: body.error.status, code: String(details.code ?? body.error.message), details };
  }
  // A worker that died or timed out answers without result nor error: that is no success.
  if (!res.ok || !('result' in body)) {
    return { ok: false, status: `HTTP ${res.status}`, code: 'noAnswer', details: { body } };
  }
  return { ok: true, data: body.result as T };
}

/** Like callAs, but fails the test with the refusal when the command refuses. */
export async function expectOk<T = Record<string, unknown>>(uid: string, name: string, data: unknown): Promise<T> {
  const result = await callAs<T>(uid, name, data);
  if (!result.ok) throw new Error(`${name} refused: ${result.code} ${JSON.stringify(result.details)}`);
  return result.data;
}

/**
 * The rules-testing environment on the functions' project: `admin(env)` reads and writes with
 * the rules disabled; clients signed in as a persona see it through the real rules.
 */
export async function createFunctionsEnv(): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { ...emulatorHostPort(), rules: readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8') },
  });
}

/** Runs `work` with a Firestore that bypasses the rules (seeding, reading back). */
export async function asAdmin<T>(env: RulesTestEnvironment, work: (db: Firestore) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await env.withSecurityRulesDisabled(async (ctx) => {
    result = await work(ctx.firestore() as unknown as Firestore);
  });
  return result as T;
}
