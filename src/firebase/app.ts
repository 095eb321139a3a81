import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHosts, firebaseConfig, useEmulators } from './config';
import { isTrustedDevice } from './deviceTrust';

export const app: FirebaseApp = initializeApp(firebaseConfig);

// getAuth() would also register the popup/redirect resolver, which on mobile browsers loads
// Google's iframe and scripts at start-up. Almacena signs in with e-mail and password only, so
// Auth is initialised without it: smaller, and the Content-Security-Policy (firebase.json) stays
// limited to the three Google API hosts the app really calls.
export const auth: Auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
auth.languageCode = 'es';

/**
 * Firestore's cache is chosen once, here, and cannot change while the page runs: a trusted
 * device keeps it in IndexedDB (shared by the open tabs), so lists open and records can be
 * written without connection and survive a reload; any other device keeps it in memory only.
 * Changing the choice therefore takes effect by reloading (firebase/deviceData.ts): Auth
 * persists across the reload, so the person stays signed in.
 */
export const persistentCacheOn = isTrustedDevice();

export const db: Firestore = initializeFirestore(app, {
  localCache: persistentCacheOn ? persistentLocalCache({ tabManager: persistentMultipleTabManager() }) : memoryLocalCache(),
});

if (useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const [host, port] = emulatorHosts.firestore.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}
