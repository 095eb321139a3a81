// npm start: the app on the emulators, with data kept between runs in .emulator-data.
// The first start (no saved Firestore data) seeds the demo data; every start ends with one block:
// the URL, the demo credentials (from the seeder) and how to stop. Vite logs warnings and errors
// only, so that its banner does not print the URL a second time below that block.
// Ctrl-C stops Vite, saves the data and stops the emulators.
// Delete .emulator-data to start over. ALMACENA_PORT_OFFSET=<n> shifts every port;
// ALMACENA_DATA_DIR=<dir> keeps the data elsewhere (e.g. for a second, shifted instance).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, emulatorEnv, exportPaths, startEmulators } from './lib/emulators.mjs';
import { HOST, assertPortsFree, portsFor } from './lib/ports.mjs';
import { onTerminationSignals, spawnGroup, stopGroup, waitForHttp } from './lib/processes.mjs';
import { ensureNodeModules } from './lib/setup.mjs';

ensureNodeModules(ROOT);

const DATA_DIR = path.resolve(ROOT, process.env.ALMACENA_DATA_DIR || '.emulator-data');
const SEEDER = path.join(ROOT, 'seed/demo.ts');
const BIN = (name) => path.join(ROOT, 'node_modules/.bin', name);

const ports = portsFor('dev');
const firstStart = !fs.existsSync(exportPaths(DATA_DIR).firestoreMetadata);
let emulators = null;
// Ctrl-C while the emulators start: they stop what they started (and their temporary folder).
const startAbort = new AbortController();
let emulatorsStart = null;
let vite = null;
let seeder = null;
let seeding = false; // a first start's seeding: interrupted or failed, it saves nothing

let shutdownPromise = null;
function shutdown() {
  shutdownPromise ??= (async () => {
    await stopGroup(seeder, { signal: 'SIGTERM', timeoutMs: 5_000 });
    await stopGroup(vite, { signal: 'SIGTERM', timeoutMs: 5_000 });
    startAbort.abort();
    await emulatorsStart?.catch(() => {});
    await emulators?.stop({ exportData: !seeding });
    // Auth exports itself on exit: drop it too, so that the next start seeds again.
    if (seeding) fs.rmSync(exportPaths(DATA_DIR).authDir, { recursive: true, force: true });
  })();
  return shutdownPromise;
}

async function fail(message) {
  // Already stopping on a signal: whatever failed was stopped by it, and the handler exits.
  if (shutdownPromise) return new Promise(() => {});
  console.error(`\n${message}`);
  await shutdown().catch((error) => console.error(error.message));
  process.exit(1);
}

onTerminationSignals(shutdown);

try {
  await assertPortsFree({ web: ports.web }, 'the Vite dev server');
  console.log(firstStart ? 'First start: empty emulators, then demo data.' : `Loading saved data from ${path.relative(ROOT, DATA_DIR)}.`);
  emulatorsStart = startEmulators({ kind: 'dev', dataDir: DATA_DIR, signal: startAbort.signal });
  emulators = await emulatorsStart;
} catch (error) {
  await fail(error.message);
}

// The seeder prints the credentials on stdout (after seeding, or alone with --print-only): kept
// for the closing block. Its stderr (errors, warnings) shows at once.
let credentials = '';
if (!fs.existsSync(SEEDER)) {
  console.warn(`Warning: ${path.relative(ROOT, SEEDER)} not found; no demo data.`);
} else {
  const args = [SEEDER, ...(firstStart ? [] : ['--print-only'])];
  seeding = firstStart;
  if (firstStart) console.log('Seeding the demo data...');
  seeder = spawnGroup(BIN('tsx'), args, { cwd: ROOT, env: { ...process.env, ...emulatorEnv(ports) }, output: 'pipe' });
  let stdout = '';
  seeder.child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
  seeder.child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const seeded = await seeder.closed;
  if (seeded.code !== 0) {
    process.stdout.write(stdout);
    if (firstStart) await fail('Seeding the demo data failed (see above); nothing was saved.');
    console.warn('Warning: could not print the demo credentials (see above).');
  } else {
    credentials = stdout.trim();
  }
  seeding = false;
}

const viteArgs = ['--port', String(ports.web), '--strictPort', '--host', HOST, '--logLevel', 'warn', '--clearScreen', 'false'];
vite = spawnGroup(BIN('vite'), viteArgs, {
  cwd: ROOT,
  env: {
    ...process.env,
    VITE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
    VITE_FIRESTORE_EMULATOR_HOST: `${HOST}:${ports.firestore}`,
    VITE_FUNCTIONS_EMULATOR_HOST: `${HOST}:${ports.functions}`,
  },
  output: 'inherit',
});
const url = `http://${HOST}:${ports.web}/`;
try {
  await waitForHttp(url, { timeoutMs: 60_000, shouldStop: () => (vite.result ? 'Vite exited' : null) });
} catch (error) {
  await fail(`The Vite dev server did not start: ${error.message}`);
}

const { AEAT_STANDIN_URL, MAIL_STANDIN_URL } = emulatorEnv(ports);
const rule = '─'.repeat(78);
const indented = (text) => text.split('\n').map((line) => (line ? `  ${line}` : line));
console.log(
  [
    '',
    rule,
    `  Almacena: ${url}`,
    ...(credentials ? ['', ...indented(credentials)] : []),
    '',
    `  AEAT VERI*FACTU (sustituto local): ${AEAT_STANDIN_URL} (GET /__requests, /__records)`,
    `  Correo enviado (sustituto local): ${MAIL_STANDIN_URL}/ (y en ${path.relative(ROOT, emulators.mailDir)})`,
    '',
    `  Ctrl+C stops everything and saves the data in ${path.relative(ROOT, DATA_DIR)}.`,
    rule,
    '',
  ].join('\n'),
);

const problem = await Promise.race([
  vite.closed.then((r) => `The Vite dev server stopped (code ${r.code}, signal ${r.signal}).`),
  emulators.unexpectedExit,
]);
await fail(problem);
