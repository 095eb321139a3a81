import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Four projects, run by scripts/test.mjs: 'unit-node' and 'unit-dom' (together `--project 'unit*'`)
// need nothing running; 'emulator-rules' and 'emulator' need the Auth, Firestore and Functions
// emulators (FIRESTORE_EMULATOR_HOST, ALMACENA_FUNCTIONS_URL etc., set by scripts/test.mjs).
//
// The emulator tests are two projects so that they can overlap: each rules file has a Firestore
// project of its own (tests/rules/*: createEnv('demo-rules-…')), so those files run in parallel,
// beside the command and integration tests, which share the 'demo-almacena' project the Functions
// emulator serves and run one file at a time (docs/DECISIONS.md, "npm test's time").
//
// The unit tests are split by environment because building a jsdom window per file cost most of
// their time: `vitest run src/domain` spent 62 s of 95 s in environment set-up under jsdom
// (docs/DECISIONS.md, "Unit tests in node unless they need a DOM"). `*.test.ts` files need no DOM
// and run in node; component tests (`*.test.tsx`) and the few `.ts` tests listed in DOM_TS_TESTS
// run in jsdom. A new `.ts` test that needs `window` or `document` goes in DOM_TS_TESTS.
const DOM_TS_TESTS = ['src/reports/useReportRun.test.ts'];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
          exclude: DOM_TS_TESTS,
          globals: true,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'unit-dom',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx', ...DOM_TS_TESTS],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
        },
      },
      {
        test: {
          name: 'emulator-rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file clears and seeds only its own emulator project, so files may run side by side.
          fileParallelism: true,
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/standin/**/*.test.ts'],
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
