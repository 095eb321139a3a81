import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { emulatorHosts, firebaseConfig, useEmulators } from './config';

export const app: FirebaseApp = initializeApp(firebaseConfig);

// getAuth() would also register the popup/redirect resolver, which on mobile browsers loads
// Google's iframe and scripts at start-up. Almacena signs in with e-mail and password only, so
// Auth is initialised without it: smaller, and the Content-Security-Policy (firebase.json) stays
// limited to the three Google API hosts the app really calls.
export const auth: Auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
auth.languageCode = 'es';

// Firestore starts in firebase/db.ts, loaded with the first signed-in code: the login page needs
// Auth alone.
if (useEmulators) connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
