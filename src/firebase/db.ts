/**
 * Firestore, started when this module first loads: with the signed-in code (the session check,
 * auth/signedInSession.ts), which the login page starts loading on «Entrar» and a reload of a
 * signed-in page at once. The login route itself never loads it (scripts/measure-bundles.mjs).
 */
import {
  clearIndexedDbPersistence,
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { app } from './app';
import { emulatorHosts, useEmulators } from './config';
import { persistentCacheOn } from './deviceTrust';

/**
 * The cache is the one the page started with (deviceTrust.ts): a trusted device keeps it in
 * IndexedDB (shared by the open tabs), so lists open and records can be written without
 * connection and survive a reload; any other device keeps it in memory only. A choice changed
 * since takes effect by reloading (firebase/deviceData.ts).
 */
export const db: Firestore = initializeFirestore(app, {
  localCache: persistentCacheOn ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
});

if (useEmulators) {
  const [host, port] = emulatorHosts.firestore.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}

/** Stops Firestore (no listener outlives this call) and deletes its IndexedDB databases. */
export async function forgetFirestoreData(): Promise<void> {
  await terminate(db);
  try {
    await clearIndexedDbPersistence(db);
  } catch (error) {
    // Another tab still has the database open in trusted mode: it closes it when deleted there.
    console.error('No se han podido borrar los datos guardados en este dispositivo', error);
  }
}
