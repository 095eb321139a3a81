import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// End-to-end tests against the built app (vite preview) and the emulators, both started by
// scripts/test.mjs, which sets BASE_URL. The browser is the system Chromium: nothing is
// downloaded. CHROMIUM_PATH overrides the search; without any, Playwright's own browser is used.
function systemChromium(): string | undefined {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
      const candidate = path.join(dir, name);
      try {
        fs.accessSync(candidate, fs.constants.X_OK);
        return candidate;
      } catch {
        // not here
      }
    }
  }
  return undefined;
}

// scripts/test.mjs sets ALMACENA_TEST_OUTPUT (another folder under ALMACENA_PORT_OFFSET).
const output = process.env.ALMACENA_TEST_OUTPUT ?? '.test-output';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: path.join(output, 'e2e-artifacts'),
  // ALMACENA_E2E_WORKERS: browsers in parallel. Every test builds its own world (tests/e2e/support/
  // world.ts: own company, NIF and users), so tests share no records and workers need no isolation.
  workers: Number(process.env.ALMACENA_E2E_WORKERS) || 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // scripts/test.mjs also names the file with PLAYWRIGHT_JSON_OUTPUT_FILE, which wins.
  reporter: [['list'], ['json', { outputFile: path.join(output, 'e2e.json') }]],
  use: {
    baseURL: process.env.BASE_URL,
    locale: 'es-ES',
    timezoneId: 'Europe/Madrid',
    // A trace only on the retry of a failed test (CI retries once; locally add `--trace on`).
    // Recording every test's trace to keep the failed ones cost a screencast and DOM snapshots at
    // every action: CPU the 2-core machine's emulators and browser need (docs/DECISIONS.md, "npm test's time").
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: systemChromium(),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
});
