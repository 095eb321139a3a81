/**
 * The Functions SDK's start-up: loaded on the first command, not with the shell (only those who
 * confirm, issue or manage users need it). Against the emulators it talks to the run's Functions
 * emulator; in production to the app's own origin, /api/<command>, which Hosting rewrites to the
 * function (firebase.json): same origin, so the Content-Security-Policy needs no Cloud Functions
 * host. How the app calls a command is src/data/commands.ts.
 */
import type { Functions } from 'firebase/functions';
import { app } from './app';
import { COMMANDS_PATH, FUNCTIONS_REGION } from '../domain/commands';
import { emulatorHosts, useEmulators } from './config';

let loaded: Promise<{ functions: Functions; sdk: typeof import('firebase/functions') }> | null = null;

export function loadFunctions() {
  loaded ??= import('firebase/functions').then((sdk) => {
    const functions = useEmulators ? sdk.getFunctions(app, FUNCTIONS_REGION) : sdk.getFunctions(app, `${window.location.origin}${COMMANDS_PATH}`);
    if (useEmulators) {
      const [host, port] = emulatorHosts.functions.split(':');
      sdk.connectFunctionsEmulator(functions, host!, Number(port));
    }
    return { functions, sdk };
  });
  return loaded;
}
