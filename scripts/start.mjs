// npm start: the app on the emulators, with data kept between runs in .emulator-data.
// The first start (no saved Firestore data) seeds the demo data and prints its credentials;
// later starts only print them. Ctrl-C stops Vite, saves the data and stops the emulators.
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
let vite = null;
let seeder = null;
let seeding = false; // a first start's seeding: interrupted or failed, it saves nothing

let shutdownPromise = null;
function shutdown() {
  shutdownPromise ??= (async () => {
    await stopGroup(seeder, { signal: 'SIGTERM', timeoutMs: 5_000 });
    await stopGroup(vite, { signal: 'SIGTERM', timeoutMs: 5_000 });
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
  emulators = await startEmulators({ kind: 'dev', dataDir: DATA_DIR });
} catch (error) {
  await fail(error.message);
}

if (!fs.existsSync(SEEDER)) {
  console.warn(`Warning: ${path.relative(ROOT, SEEDER)} not found; no demo data.`);
} else {
  const args = [SEEDER, ...(firstStart ? [] : ['--print-only'])];
  seeding = firstStart;
  seeder = spawnGroup(BIN('tsx'), args, { cwd: ROOT, env: { ...process.env, ...emulatorEnv(ports) } });
  const seeded = await seeder.closed;
  if (seeded.code !== 0) {
    if (firstStart) await fail('Seeding the demo data failed (see above); nothing was saved.');
    console.warn('Warning: could not print the demo credentials (see above).');
  }
  seeding = false;
}

vite = spawnGroup(BIN('vite'), ['--port', String(ports.web), '--strictPort', '--host', HOST], {
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

const { AEAT_STANDIN_URL } = emulatorEnv(ports);
console.log(
  `\n  ➜  Almacena: ${url}\n  ➜  AEAT VERI*FACTU (sustituto local): ${AEAT_STANDIN_URL} (GET /__requests, /__records)` +
    `\n\n  Ctrl-C stops everything and saves the data in ${path.relative(ROOT, DATA_DIR)}.\n`,
);

const problem = await Promise.race([
  vite.closed.then((r) => `The Vite dev server stopped (code ${r.code}, signal ${r.signal}).`),
  emulators.unexpectedExit,
]);
await fail(problem);
