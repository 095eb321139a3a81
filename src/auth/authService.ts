/** The Auth calls the app makes (docs/seed-spec.md §7), kept out of the screens. auth.languageCode is 'es' (firebase/app.ts). */
import {
  applyActionCode,
  checkActionCode,
  confirmPasswordReset,
  EmailAuthProvider,
  onAuthStateChanged,
  reauthenticateWithCredential,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  verifyBeforeUpdateEmail,
  verifyPasswordResetCode,
  type User,
} from 'firebase/auth';
import { auth } from '../firebase/app';

export type AuthUser = User;

export function watchAuth(onChange: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, onChange);
}

export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email.trim(), password);
}

export async function signOutUser(): Promise<void> {
  await signOut(auth);
}

function currentUser(): User {
  if (!auth.currentUser) throw Object.assign(new Error('No hay sesión iniciada'), { code: 'auth/user-token-expired' });
  return auth.currentUser;
}

/**
 * Sends the reset e-mail. An unknown address is not an error for the caller:
 * the screen says the same either way, so nobody can probe for accounts.
 */
export async function sendPasswordReset(email: string): Promise<void> {
  try {
    await sendPasswordResetEmail(auth, email.trim());
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
}

/** The e-mail a reset code belongs to; fails on expired or used codes. */
export function emailOfResetCode(code: string): Promise<string> {
  return verifyPasswordResetCode(auth, code);
}

export function confirmReset(code: string, newPassword: string): Promise<void> {
  return confirmPasswordReset(auth, code, newPassword);
}

export type ActionCodeKind = 'verifyEmail' | 'verifyAndChangeEmail' | 'recoverEmail' | 'other';

/**
 * Checks an e-mail action code and applies it. Returns the e-mail it concerns:
 * the new address for a change, the restored one for a recovery.
 */
export async function applyEmailCode(code: string): Promise<{ kind: ActionCodeKind; email: string | null }> {
  const info = await checkActionCode(auth, code);
  await applyActionCode(auth, code);
  const kind: ActionCodeKind =
    info.operation === 'VERIFY_EMAIL'
      ? 'verifyEmail'
      : info.operation === 'VERIFY_AND_CHANGE_EMAIL'
        ? 'verifyAndChangeEmail'
        : info.operation === 'RECOVER_EMAIL'
          ? 'recoverEmail'
          : 'other';
  return { kind, email: info.data.email ?? null };
}

/** Refreshes the signed-in user from the server (e.g. emailVerified after following the link). */
export async function refreshUser(): Promise<User | null> {
  await auth.authStateReady();
  if (!auth.currentUser) return null;
  await auth.currentUser.reload();
  return auth.currentUser;
}

export async function sendVerification(): Promise<void> {
  await sendEmailVerification(currentUser());
}

async function reauthenticate(currentPassword: string): Promise<User> {
  const user = currentUser();
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email ?? '', currentPassword));
  return user;
}

/** Sends a link to the new address; the change happens only when it is followed. */
export async function requestEmailChange(currentPassword: string, newEmail: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await verifyBeforeUpdateEmail(user, newEmail.trim());
}

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = await reauthenticate(currentPassword);
  await updatePassword(user, newPassword);
}
