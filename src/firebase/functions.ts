/**
 * The trusted commands (Cloud Functions, functions/src) as the app calls them. The Functions SDK
 * is loaded on the first command, not with the shell: only those who confirm, issue or manage
 * users need it. Against the emulators it talks to the run's Functions emulator; in production
 * to the app's own origin, /api/<command>, which Hosting rewrites to the function
 * (firebase.json): same origin, so the Content-Security-Policy needs no Cloud Functions host.
 */
import type { Functions } from 'firebase/functions';
import { dataErrorKind } from '../shared/feedback/dataErrors';
import { app } from './app';
import { COMMANDS_PATH, FUNCTIONS_REGION } from '../domain/commands';
import { emulatorHosts, useEmulators } from './config';

let loaded: Promise<{ functions: Functions; sdk: typeof import('firebase/functions') }> | null = null;

function load() {
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

/** A command's refusal: `code` is the server's code (details.code), or the transport's when none came. */
export class CommandFailure extends Error {
  constructor(
    readonly code: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
    this.name = 'CommandFailure';
  }
}

/** A transport failure (FunctionsError, "functions/<code>") as a command code, through the one mapper. */
function transportCode(error: unknown): string {
  const kind = dataErrorKind(error);
  return kind === 'offline' || kind === 'busy' || kind === 'denied' ? kind : 'failed';
}

/** Calls command `name` with `data`; resolves with its result or rejects with a CommandFailure. */
export async function callCommand<T>(name: string, data: Record<string, unknown>): Promise<T> {
  const { functions, sdk } = await load();
  try {
    const result = await sdk.httpsCallable<Record<string, unknown>, T>(functions, name)(data);
    return result.data;
  } catch (error) {
    const details = (error as { details?: unknown }).details;
    if (details && typeof details === 'object' && typeof (details as { code?: unknown }).code === 'string') {
      return Promise.reject(new CommandFailure((details as { code: string }).code, details as Record<string, unknown>));
    }
    throw new CommandFailure(transportCode(error), {});
  }
}
