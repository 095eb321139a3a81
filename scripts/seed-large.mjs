// npm run seed:large: the two benchmark companies (seed/large.ts) on the emulators of a running
// `npm start` (its ports, shifted by ALMACENA_PORT_OFFSET like every run). Arguments go to the
// seeder: --seed=N, --until=YYYY-MM-DD, --only=small|large, --manifest=FILE.
// `npm run bench` seeds its own emulators and does not need this.
import path from 'node:path';
import { ROOT, emulatorEnv } from './lib/emulators.mjs';
import { HOST, portsFor } from './lib/ports.mjs';
import { run, waitForHttp } from './lib/processes.mjs';
import { ensureNodeModules } from './lib/setup.mjs';

ensureNodeModules(ROOT);
const ports = portsFor('dev');
try {
  await waitForHttp(`http://${HOST}:${ports.firestore}/`, { timeoutMs: 3_000 });
  await waitForHttp(`http://${HOST}:${ports.auth}/`, { timeoutMs: 3_000, check: (res) => res.status < 500 });
} catch {
  console.error(
    `No hay emuladores en ${HOST}:${ports.firestore} (Firestore) y ${HOST}:${ports.auth} (Auth).\n` +
      'Arranca antes `npm start` (en otra terminal) y vuelve a ejecutar `npm run seed:large`.',
  );
  process.exit(1);
}
const result = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'seed/large.ts'), ...process.argv.slice(2)], {
  cwd: ROOT,
  // METADATA_SERVER_DETECTION: the Admin SDK would otherwise spend ~20 s probing for a cloud metadata server.
  env: { ...process.env, ...emulatorEnv(ports), METADATA_SERVER_DETECTION: 'none' },
});
process.exit(result.code ?? 1);
