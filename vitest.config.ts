import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Five projects, run by scripts/test.mjs: 'unit-node', 'unit-node-isolated' and 'unit-dom'
// (together `--project 'unit*'`) need nothing running; 'emulator-parallel' and 'emulator' need the
// Auth, Firestore and Functions emulators (FIRESTORE_EMULATOR_HOST, ALMACENA_FUNCTIONS_URL etc., set
// by scripts/test.mjs).
//
// The emulator tests are two projects so that they can overlap. 'emulator-parallel' holds the files
// that share nothing: each rules file has a Firestore project of its own (tests/rules/*:
// createEnv('demo-rules-…')) and each stand-in test starts its own AEAT stand-in on a free port, so
// they may run several at once (vitest's default: one worker per core but one, so one at a time on
// 2 cores, several on bigger machines). Beside them, 'emulator' runs the command and integration tests one file
// at a time: they share the 'demo-almacena' project that the Functions emulator serves
// (docs/DECISIONS.md, "npm test's time").
//
// The unit tests are split by environment because building a jsdom window per file cost most of
// their time: `vitest run src/domain` spent 62 s of 95 s in environment set-up under jsdom
// (docs/DECISIONS.md, "Unit tests in node unless they need a DOM"). `*.test.ts` files need no DOM
// and run in node; component tests (`*.test.tsx`) and the few `.ts` tests listed in DOM_TS_TESTS
// run in jsdom. A new `.ts` test that needs `window` or `document` goes in DOM_TS_TESTS.
const DOM_TS_TESTS = ['src/reports/useReportRun.test.ts'];

// The node tests share one module graph per worker thread (isolate: false): importing zod, the
// domain and the fixtures once per worker instead of once per file took the project from 96 s to
// 16 s. A file that replaces modules with vi.mock cannot share it (its mocks would reach the files
// after it), so files that call vi.mock or vi.doMock are found here and run isolated.
const NODE_TEST_DIRS = ['src', 'seed'];
const MOCKING_TESTS = NODE_TEST_DIRS.flatMap((dir) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.posix.join(dir, file.split(path.sep).join('/')))
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(fs.readFileSync(file, 'utf8'))),
);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          include: NODE_TEST_DIRS.map((dir) => `${dir}/**/*.test.ts`),
          exclude: [...DOM_TS_TESTS, ...MOCKING_TESTS],
          globals: true,
          pool: 'threads',
          isolate: false,
        },
      },
      {
        test: {
          name: 'unit-node-isolated',
          environment: 'node',
          include: MOCKING_TESTS.filter((file) => !DOM_TS_TESTS.includes(file)),
          globals: true,
          pool: 'threads',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          // Threads start faster than the default forks (81 s -> 66 s); each file keeps its own window.
          pool: 'threads',
          include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
        },
      },
      {
        test: {
          name: 'emulator-parallel',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'tests/standin/**/*.test.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file clears and seeds only its own emulator project or stand-in, so files may run side by side.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/functions/**/*.test.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share the 'demo-almacena' project (the one the Functions emulator serves) and
          // clear its data between tests.
          fileParallelism: false,
          setupFiles: ['tests/support/freshFirestore.ts'],
        },
      },
    ],
  },
});
