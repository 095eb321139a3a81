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
  timeout: 3 * 60 * 60_000,
  expect: { timeout: 10 * 60_000 },
  reporter: [['list']],
  use: { ...base.use, trace: 'off', screenshot: 'only-on-failure' },
});
