/**
 * What a device keeps, and forgetting it. The Firestore cache is the one the page started with
 * (firebase/deviceTrust.ts, firebase/db.ts), so a change of the trusted-device choice is applied
 * by reloading the page; Auth keeps the person signed in across the reload. The login page uses
 * this module, so it loads Firestore only to forget its data.
 */
import { unregisterAppShellCache } from '../shared/offline/serviceWorker';
import { isTrustedDevice, persistentCacheOn, storeDeviceTrust } from './deviceTrust';

let stopped = false;

/**
 * True when Firestore cannot serve the next session in this page: the stored trusted-device
 * choice differs from the cache the page started with, or Firestore was stopped to forget
 * this device's data. The session check then reloads before reading anything.
 */
export function needsReloadBeforeSession(): boolean {
  return stopped || isTrustedDevice() !== persistentCacheOn;
}

/**
 * Stops Firestore (no listener outlives this call) and deletes its IndexedDB databases, and the
 * cached app shell. Firestore cannot be used again in this page: reload afterwards.
 */
export async function forgetDeviceData(): Promise<void> {
  stopped = true;
  const { forgetFirestoreData } = await import('./db');
  await forgetFirestoreData();
  await unregisterAppShellCache();
}

/** Applies the choice before signing in (login page): a trusted → untrusted change forgets the data now. */
export async function chooseDeviceTrust(trusted: boolean): Promise<void> {
  const forget = !trusted && persistentCacheOn;
  storeDeviceTrust(trusted);
  if (forget) await forgetDeviceData();
}

/** Mi cuenta: store the choice, forget the data when trust is withdrawn, and reload to apply it. */
export async function changeDeviceTrust(trusted: boolean): Promise<void> {
  storeDeviceTrust(trusted);
  if (!trusted) await forgetDeviceData();
  window.location.reload();
}
