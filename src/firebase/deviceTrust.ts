/**
 * Whether the person said this browser is a trusted device (login page, Mi cuenta).
 * Kept per device in localStorage, not per account: it describes the computer.
 * Only a trusted device keeps Firestore data (and the app shell) on disk, so
 * the app works without connection; on a shared computer nothing stays behind.
 */
const KEY = 'almacena.trustedDevice';

export function isTrustedDevice(): boolean {
  try {
    return localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeDeviceTrust(trusted: boolean): void {
  try {
    if (trusted) localStorage.setItem(KEY, 'true');
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the device stays untrusted, which is the safe side.
  }
}

/**
 * The choice this page started with, which decides Firestore's cache for the page's whole life
 * (firebase/db.ts): read when the app starts, though Firestore itself starts only after sign-in.
 */
export const persistentCacheOn = isTrustedDevice();
