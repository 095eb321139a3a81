import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

// The benchmark's own Playwright configuration (scripts/bench.mjs runs it; `npm test` never
// does: its config only looks in tests/e2e for *.spec.ts). Same browser and locale as the
// end-to-end tests, one long test, no retries.
const output = process.env.ALMACENA_TEST_OUTPUT ?? '.test-output';

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.bench.ts',
  outputDir: path.join(output, 'bench-artifacts'),
  retries: 0,
  // The whole run's bound: every wait inside has its own limit (app.bench.ts: a screen 2 min, an
  // action's run 2 min, a report 4 min…) and a measure that runs out is recorded and skipped, so
  // this is reached only if everything is that slow; scripts/bench.mjs kills the process a little
  // later still. The figures measured until then are in the raw JSON already.
  timeout: 2 * 60 * 60_000,
  // An expect without its own limit is a step (a page shown, a field focused): a minute.
  expect: { timeout: 60_000 },
  reporter: [['list']],
  use: { ...base.use, trace: 'off', screenshot: 'only-on-failure' },
});
