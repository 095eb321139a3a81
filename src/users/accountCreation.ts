/**
 * Creating another person's Auth account from the browser (docs/seed-spec.md §7). The
 * client SDK signs in whoever it creates, so the account is created in a
 * secondary app instance with in-memory persistence: the admin's own session
 * (in the default instance) is untouched, and nothing of the new user is kept
 * in the browser. The new user is signed out of that instance at once; the
 * verification e-mail goes first, only with the production flag on, because
 * it needs their fresh credentials. The password is only passed through to
 * Firebase; it is never stored.
 */
import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  initializeAuth,
  inMemoryPersistence,
  sendEmailVerification,
  signOut,
  type Auth,
} from 'firebase/auth';
import { emulatorHosts, firebaseConfig, isProduction, useEmulators } from '../firebase/config';

const CREATOR_APP = 'user-creator';
let creatorAuth: Auth | null = null;

function creator(): Auth {
  if (creatorAuth) return creatorAuth;
  const app = getApps().some((a) => a.name === CREATOR_APP) ? getApp(CREATOR_APP) : initializeApp(firebaseConfig, CREATOR_APP);
  creatorAuth = initializeAuth(app, { persistence: inMemoryPersistence });
  creatorAuth.languageCode = 'es';
  if (useEmulators) connectAuthEmulator(creatorAuth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  return creatorAuth;
}

export type VerificationOutcome = 'sent' | 'notRequired' | 'failed';

export interface CreatedAccount {
  uid: string;
  verification: VerificationOutcome;
}

/**
 * Creates the Auth account and returns its uid. Throws Firebase's Auth errors
 * (auth/email-already-in-use, auth/weak-password…) for authMessages to word.
 * A failed verification e-mail does not undo the account: the user can ask
 * for it again from Mi cuenta.
 */
export async function createAccount(email: string, password: string): Promise<CreatedAccount> {
  const auth = creator();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  let verification: VerificationOutcome = 'notRequired';
  try {
    if (isProduction) {
      await sendEmailVerification(user);
      verification = 'sent';
    }
  } catch (error) {
    console.error('No se ha podido enviar el correo de verificación', error);
    verification = 'failed';
  } finally {
    await signOut(auth);
  }
  return { uid: user.uid, verification };
}
