import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The login route and the signed-in shell are split by React.lazy in src/app/routes.tsx;
// vendor code is grouped so that Firebase and React are cached across deployments.
export default defineConfig({
  plugins: [react()],
  server: {
    // Test output and emulator data change while the dev server runs; they are not app sources.
    watch: { ignored: ['**/.test-output/**', '**/dist-test/**', '**/.emulator-data/**', '**/bench-results/**'] },
  },
  build: {
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]/ },
            { name: 'firebase-auth', test: /node_modules[\\/]@firebase[\\/]auth/ },
            { name: 'firebase-firestore', test: /node_modules[\\/]@firebase[\\/]firestore/ },
            { name: 'firebase-core', test: /node_modules[\\/](@firebase[\\/](app|util|component|logger)|firebase[\\/])/ },
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            { name: 'bootstrap', test: /node_modules[\\/](react-bootstrap|@restart|@popperjs|dom-helpers|uncontrollable|prop-types|classnames|@react-aria|warning|invariant)[\\/]/ },
          ],
        },
      },
    },
  },
});
