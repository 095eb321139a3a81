/**
 * Where the trusted commands live, shared by the app (src/firebase/functions.ts) and the
 * functions themselves (functions/src/runtime/command.ts): the region, and the path on the
 * app's own origin that Hosting rewrites to each function (firebase.json "rewrites").
 */
export const FUNCTIONS_REGION = 'europe-southwest1';
export const COMMANDS_PATH = '/api';
