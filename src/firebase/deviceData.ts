/**
 * What a device keeps, and forgetting it. The Firestore cache is chosen when Firestore starts
 * (firebase/app.ts), so a change of the trusted-device choice is applied by reloading the page;
 * Auth keeps the person signed in across the reload.
 */
import { clearIndexedDbPersistence, terminate } from 'firebase/firestore';
import { unregisterAppShellCache } from '../shared/offline/serviceWorker';
import { db, persistentCacheOn } from './app';
import { isTrustedDevice, storeDeviceTrust } from './deviceTrust';

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
  await terminate(db);
  try {
    await clearIndexedDbPersistence(db);
  } catch (error) {
    // Another tab still has the database open in trusted mode: it closes it when deleted there.
    console.error('No se han podido borrar los datos guardados en este dispositivo', error);
  }
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
