// Runs the Auth and Firestore emulators in the foreground, for manual use; Ctrl-C stops them.
//
//   npm run emulators                      dev ports, data kept in .emulator-data (like npm start)
//   npm run emulators -- --fresh           dev ports, empty, nothing saved
//   npm run emulators -- --kind test       test ports (implies --fresh unless --data is given)
//   npm run emulators -- --data <dir>      import from / export to <dir>
//
// ALMACENA_PORT_OFFSET=<n> shifts every port.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, emulatorEnv, startEmulators } from './lib/emulators.mjs';
import { onTerminationSignals } from './lib/processes.mjs';

const { values } = parseArgs({
  options: {
    kind: { type: 'string', default: 'dev' },
    data: { type: 'string' },
    fresh: { type: 'boolean', default: false },
  },
});
if (values.kind !== 'dev' && values.kind !== 'test') {
  console.error(`--kind must be dev or test, got "${values.kind}"`);
  process.exit(2);
}
const dataDir = values.fresh ? undefined : (values.data ?? (values.kind === 'dev' ? path.join(ROOT, '.emulator-data') : undefined));

let emulators = null;
onTerminationSignals(async () => {
  await emulators?.stop({ exportData: true });
});

try {
  emulators = await startEmulators({ kind: values.kind, dataDir });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}

console.log('\nFor tools and scripts:');
for (const [name, value] of Object.entries(emulatorEnv(emulators.ports))) {
  console.log(`  export ${name}=${value}`);
}
console.log(`\nCtrl-C to stop${dataDir ? ` (Firestore and Auth data are saved to ${path.relative(process.cwd(), dataDir)})` : ''}.`);

const problem = await emulators.unexpectedExit;
console.error(problem);
await emulators.stop({ exportData: true }).catch((error) => console.error(error.message));
process.exit(1);
