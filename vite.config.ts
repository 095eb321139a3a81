import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { hostingHeaders, withConnectSources } from './src/app/hostingHeaders.ts';

/**
 * `vite preview` (the end-to-end tests' server) sends firebase.json's hosting headers, so the
 * tests prove the Content-Security-Policy allows what the app needs. Builds that talk to the
 * emulators may also connect to them (scripts/test.mjs runs preview with --mode test and the
 * emulator hosts).
 */
function previewHeaders(mode: string): Record<string, string> {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const headers = hostingHeaders(JSON.parse(readFileSync('firebase.json', 'utf8')), '**');
  const csp = headers['content-security-policy'];
  if (csp && env.VITE_USE_EMULATORS === 'true') {
    const hosts = [
      env.VITE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      env.VITE_FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
      env.VITE_FUNCTIONS_EMULATOR_HOST ?? '127.0.0.1:5001',
    ];
    headers['content-security-policy'] = withConnectSources(
      csp,
      hosts.map((h) => `http://${h}`),
    );
  }
  return headers;
}

// The login route and the signed-in shell are split by React.lazy in src/app/App.tsx (and each
// screen in src/app/screens.tsx);
// vendor code is grouped so that Firebase and React are cached across deployments.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  // Firestore's regular-expression engine, used only by its Pipelines API (src/firebase/re2jsUnused.ts).
  resolve: { alias: [{ find: /^re2js$/, replacement: fileURLToPath(new URL('./src/firebase/re2jsUnused.ts', import.meta.url)) }] },
  preview: { headers: previewHeaders(mode) },
  server: {
    // Test output and emulator data change while the dev server runs; they are not app sources.
    watch: { ignored: ['**/.test-output/**', '**/dist-test/**', '**/.emulator-data/**', '**/bench-results/**'] },
  },
  build: {
    sourcemap: false,
    // Read by public/sw.js to cache every file of the build on a trusted device.
    manifest: 'asset-manifest.json',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            // Each SDK with its `firebase/<sdk>` entry module: in a shared chunk, `firebase/firestore`
            // would load Firestore on the login route, which needs Auth alone (scripts/measure-bundles.mjs).
            { name: 'firebase-core', test: /node_modules[\\/](@firebase[\\/](app|util|component|logger)|firebase[\\/]app)[\\/]/ },
            { name: 'firebase-auth', test: /node_modules[\\/]@?firebase[\\/]auth[\\/]/ },
            { name: 'firebase-firestore', test: /node_modules[\\/]@?firebase[\\/]firestore[\\/]/ },
            // Apart, and off the login route (its two fields are checked by hand): they load with the first form.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            {
              name: 'bootstrap',
              test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|dom-helpers|uncontrollable|prop-types|classnames|@react-aria|warning|invariant)[\\/]/,
            },
          ],
        },
      },
    },
  },
}));
