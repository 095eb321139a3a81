/**
 * The Admin SDK for the commands. Against the emulators (FUNCTIONS_EMULATOR=true) the Firestore
 * emulator must be named explicitly: scripts/lib/emulators.mjs passes the run's own
 * FIRESTORE_EMULATOR_HOST, and without it we refuse to start rather than talk to a real project.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

let instance: Firestore | null = null;

export function db(): Firestore {
  if (instance) return instance;
  if (process.env.FUNCTIONS_EMULATOR === 'true' && !process.env.FIRESTORE_EMULATOR_HOST) {
    throw new Error('FIRESTORE_EMULATOR_HOST is not set: the emulated functions would reach a real Firestore.');
  }
  if (getApps().length === 0) initializeApp();
  instance = getFirestore();
  return instance;
}
