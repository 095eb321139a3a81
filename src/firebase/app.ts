import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { appCheckKey, emulatorHosts, firebaseConfig, useEmulators } from './config';

export const app: FirebaseApp = initializeApp(firebaseConfig);

// App Check (issue 33, docs/DECISIONS.md «Abuse protection»): with a site key, Firestore and the
// commands get a reCAPTCHA Enterprise attestation with each request, and a project that enforces
// App Check refuses requests without one. Loaded beside the shell, not in it: Firestore and
// Functions pick App Check up when it registers, and nothing is sent before sign-in. Never against
// the emulators (appCheckKey is null there).
if (appCheckKey) {
  const siteKey = appCheckKey;
  void import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
    initializeAppCheck(app, { provider: new ReCaptchaEnterpriseProvider(siteKey), isTokenAutoRefreshEnabled: true }),
  );
}

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
