import { readFileSync } from 'node:fs';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { hostingHeaders, withConnectSources } from './src/app/hostingHeaders';

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
    headers['content-security-policy'] = withConnectSources(csp, hosts.map((h) => `http://${h}`));
  }
  return headers;
}

// The login route and the signed-in shell are split by React.lazy in src/app/routes.tsx;
// vendor code is grouped so that Firebase and React are cached across deployments.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
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
            { name: 'firebase-auth', test: /node_modules[\\/]@firebase[\\/]auth/ },
            { name: 'firebase-firestore', test: /node_modules[\\/]@firebase[\\/]firestore/ },
            { name: 'firebase-core', test: /node_modules[\\/](@firebase[\\/](app|util|component|logger)|firebase[\\/])/ },
            // Apart: the login form uses react-hook-form alone; zod loads with the first screen that has a schema.
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'bootstrap', test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|dom-helpers|uncontrollable|prop-types|classnames|@react-aria|warning|invariant)[\\/]/ },
          ],
        },
      },
    },
  },
}));
