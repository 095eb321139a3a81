/**
 * The code only a signed-in page needs: the session's reads (with Firestore), the shell and the
 * screens. None of it is on the login route; the login page starts loading it on «Entrar», while
 * Auth checks the password, so that signing in does not wait for it afterwards.
 */
import { loadSignedInSession } from '../auth/session';
import { preloadScreen } from './screens';

export const loadShell = () => import('./Shell');

/** Starts loading what showing `pathname` signed in takes; a failure here is met again, and reported, where it is used. */
export function preloadSignedInCode(pathname: string): void {
  loadSignedInSession().catch(() => {});
  loadShell().catch(() => {});
  preloadScreen(pathname);
}
