import { initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, type Auth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  initializeFirestore,
  memoryLocalCache,
  type Firestore,
} from 'firebase/firestore';
import { emulatorHosts, firebaseConfig, useEmulators } from './config';

export const app: FirebaseApp = initializeApp(firebaseConfig);

export const auth: Auth = getAuth(app);
auth.languageCode = 'es';

export const db: Firestore = initializeFirestore(app, { localCache: memoryLocalCache() });

if (useEmulators) {
  connectAuthEmulator(auth, `http://${emulatorHosts.auth}`, { disableWarnings: true });
  const [host, port] = emulatorHosts.firestore.split(':');
  connectFirestoreEmulator(db, host, Number(port));
}
