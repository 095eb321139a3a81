/**
 * The first company and its superadmin (`npm run go-live`, step «Primera empresa»; issue 33):
 * what the app itself would write when a superadmin creates a company (src/corps/
 * corporationRepository.ts save: the company validated by corporationSchema, and its public
 * profile in the same batch) and a profile (storedUserProfile, as src/users writes it), through
 * the Admin SDK because there is nobody yet to sign in. Once only: in one transaction, and only
 * while the project has no company at all, so running go-live again creates nothing (and a second
 * superadmin cannot be made this way). The owner gets no password from here: a link to set one.
 */
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { corporationContentOf } from '../src/corps/corporationData';
import { corporationSchema } from '../src/corps/corporationSchema';
import { createIdGenerator } from '../src/data/ids';
import { validateEmail } from '../src/domain/contact';
import { storedUserProfile } from '../src/users/userSearch';

export interface FirstCompanyInput {
  /** Nombre comercial (the company's name in the app). */
  name: string;
  legalName: string;
  nif: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  ownerName: string;
  ownerEmail: string;
}

export type FirstCompanyResult =
  | { created: true; corpId: string; uid: string; link: string }
  | { created: false; reason: 'companyExists'; corpIds: string[] }
  | { created: false; reason: 'invalid'; messages: string[] };

/** The company as corporationRepository.save would store it, or the form's Spanish messages. */
export function firstCompanyContent(
  input: FirstCompanyInput,
): { ok: true; value: { name: string; data: object } } | { ok: false; messages: string[] } {
  const content = corporationContentOf(input.name, {
    nif: input.nif,
    legalName: input.legalName,
    address: input.address,
    postalCode: input.postalCode,
    city: input.city,
    province: input.province,
  });
  const parsed = corporationSchema.safeParse(content);
  const messages = parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const email = validateEmail(input.ownerEmail);
  if (!email.ok || !input.ownerEmail.trim()) messages.push('El e-mail del propietario no es válido.');
  const ownerName = input.ownerName.trim();
  if (ownerName.length < 1 || ownerName.length > 100) messages.push('El nombre del propietario debe tener de 1 a 100 caracteres.');
  if (!parsed.success || messages.length) return { ok: false, messages };
  return { ok: true, value: parsed.data };
}

export interface FirstCompanyDeps {
  db: Firestore;
  auth: Auth;
  /** Where the password link sends the owner back to (the app's address), or none. */
  continueUrl?: string;
  now?: () => number;
}

export async function createFirstCompany(input: FirstCompanyInput, deps: FirstCompanyDeps): Promise<FirstCompanyResult> {
  const existing = await deps.db.collection('corporations').limit(5).get();
  if (!existing.empty) return { created: false, reason: 'companyExists', corpIds: existing.docs.map((d) => d.id) };
  const content = firstCompanyContent(input);
  if (!content.ok) return { created: false, reason: 'invalid', messages: content.messages };

  const email = input.ownerEmail.trim().toLowerCase();
  // The Auth account: the one this e-mail already has (a run stopped half-way), or a new one without password.
  const user = await deps.auth.getUserByEmail(email).catch(async (error: { code?: string }) => {
    if (error.code !== 'auth/user-not-found') throw error;
    return deps.auth.createUser({ email, displayName: input.ownerName.trim(), emailVerified: false });
  });
  let millis = 0;
  const newId = createIdGenerator({ now: deps.now ?? Date.now, load: () => millis, store: (v) => void (millis = v) });
  const corpId = newId(user.uid);
  const stamps = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };

  const created = await deps.db.runTransaction(async (tx) => {
    // Again inside the transaction: two runs at once make one company.
    const again = await tx.get(deps.db.collection('corporations').limit(1));
    if (!again.empty) return false;
    tx.set(deps.db.doc(`corporations/${corpId}`), { ...content.value, ...stamps });
    tx.set(deps.db.doc(`corporations/${corpId}/public/profile`), { name: content.value.name });
    tx.set(deps.db.doc(`users/${user.uid}`), {
      ...storedUserProfile({ name: input.ownerName.trim(), email, corpId, role: 'superadmin', active: true }),
      ...stamps,
    });
    return true;
  });
  if (!created) {
    const now = await deps.db.collection('corporations').limit(5).get();
    return { created: false, reason: 'companyExists', corpIds: now.docs.map((d) => d.id) };
  }
  const link = await deps.auth.generatePasswordResetLink(email, deps.continueUrl ? { url: deps.continueUrl } : undefined);
  return { created: true, corpId, uid: user.uid, link };
}
