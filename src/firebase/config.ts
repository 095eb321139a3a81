/**
 * Firebase configuration from VITE_FIREBASE_* variables.
 *
 * Development and test builds (.env.development, .env.test) point at the local
 * emulators with a demo- project id, so no Google account or network is needed.
 * Production builds take the real project's values from .env.production.local.
 */
import { appCheckSiteKey } from '../domain/appCheck';

const env = import.meta.env;

export const firebaseConfig = {
  apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-almacena.firebaseapp.com',
  projectId: env.VITE_FIREBASE_PROJECT_ID ?? 'demo-almacena',
  appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
  storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
  messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
};

export const useEmulators = env.VITE_USE_EMULATORS === 'true';

/**
 * The reCAPTCHA Enterprise site key App Check starts with (VITE_APPCHECK_SITE_KEY), or null: none
 * configured, or a build for the emulators (src/domain/appCheck.ts).
 */
export const appCheckKey = appCheckSiteKey(env.VITE_APPCHECK_SITE_KEY, useEmulators);

export const emulatorHosts = {
  auth: env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
  firestore: env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
  functions: env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
};

/**
 * The seed's "production flag" (docs/seed-spec.md §9): it decides whether verification e-mails
 * are sent. On in production builds, off against the emulators unless
 * VITE_ALMACENA_PRODUCTION says otherwise.
 */
export const isProduction = env.VITE_ALMACENA_PRODUCTION !== undefined ? env.VITE_ALMACENA_PRODUCTION === 'true' : !useEmulators && env.PROD;

/** Development and test builds expose a Firestore read counter for tests and the benchmark. */
export const exposeDiagnostics = env.MODE !== 'production';
