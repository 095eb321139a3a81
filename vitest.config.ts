import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two projects, run separately by scripts/test.mjs: 'unit' needs nothing running; 'emulator'
// needs the Auth, Firestore and Functions emulators (FIRESTORE_EMULATOR_HOST, ALMACENA_FUNCTIONS_URL
// etc., set by scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'seed/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          globals: true,
        },
      },
      {
        test: {
          name: 'emulator',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/standin/**/*.test.ts'],
          globals: true,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // The files share one pair of emulators and clear their data between tests.
          fileParallelism: false,
          setupFiles: ['tests/support/freshFirestore.ts'],
        },
      },
    ],
  },
});
