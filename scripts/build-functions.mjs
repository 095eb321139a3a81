// Builds the Cloud Functions (functions/src, which imports the pure code of src/domain and the
// planners beside it) into one CommonJS file, functions/lib/index.js: the same source for the
// math the editor previews and the server commits. firebase-admin and firebase-functions stay
// external (installed from functions/package.json on deploy, from the root node_modules here).
// Run by `firebase deploy` (predeploy in firebase.json) and by hand with
// `node scripts/build-functions.mjs`; the emulator scripts build their own copy per run
// (scripts/lib/emulators.mjs), so that two runs never reload each other's functions.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** outfile: functions/lib/index.js for deploy; each emulator run builds into its own folder. */
export async function buildFunctions(outfile = path.join(ROOT, 'functions/lib/index.js')) {
  // Imported here, not at the top: start.mjs and test.mjs load this module before they install
  // node_modules on a fresh clone.
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(ROOT, 'functions/src/index.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external: ['firebase-admin', 'firebase-functions'],
    logLevel: 'warning',
    // The committed PDF engine (src/pdf/engine, which sendInvoiceEmail renders with) carries
    // fontkit's one harmless duplicate key; said once when the engine is built, not on every build.
    logOverride: { 'duplicate-object-key': 'silent' },
    legalComments: 'none',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildFunctions();
  console.log('functions/lib/index.js built');
}
