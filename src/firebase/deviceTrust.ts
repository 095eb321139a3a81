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
