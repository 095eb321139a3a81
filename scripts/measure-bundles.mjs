// node scripts/measure-bundles.mjs: builds the app as the benchmark does (vite build --mode test)
// and reports the gzipped JS of the two budgets of issue 15, counted like scripts/bench.mjs
// counts them (each file gzipped with zlib's defaults, every file once):
//
//   Ruta de acceso   what a cold load of #/auth/login fetches: the entry and its static imports,
//                    plus the login route's lazy chunks (AuthLayout, LoginPage)           ≤ 150 kB
//   Armazón          the above plus what «Entrar» loads up to Inicio: the signed-in session
//                    (Firestore, the profile and company repositories), the shell and Inicio ≤ 300 kB
//
// The bench measures the same in Chromium (tests/bench/app.bench.ts); this reads the build's
// manifest instead, so it needs no emulators and takes seconds. tests/e2e/bundles.spec.ts checks
// in the browser that the login route fetches no Firestore and stays within the budgets.
//
//   node scripts/measure-bundles.mjs              build, then report
//   node scripts/measure-bundles.mjs --no-build   report on the last build
//   node scripts/measure-bundles.mjs --json       machine-readable
// Exits 1 when a budget is exceeded. The build goes to .test-output[/offset-<n>]/measure/dist.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runOutputDir } from './lib/ports.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(runOutputDir(ROOT), 'measure', 'dist');
const KB = 1024;

/** Source modules each stage loads (manifest keys); the static imports of each come with it. */
export const STAGES = [
  { name: 'Ruta de acceso (#/auth/login, en frío)', budget: 150 * KB, modules: ['index.html', 'src/auth/AuthLayout.tsx', 'src/auth/LoginPage.tsx'] },
  {
    name: 'Armazón con Inicio (acceso + «Entrar»)',
    budget: 300 * KB,
    modules: ['src/auth/signedInSession.ts', 'src/app/Shell.tsx', 'src/dashboard/DashboardPage.tsx'],
  },
];

function build() {
  const bin = path.join(ROOT, 'node_modules/.bin/vite');
  const result = spawnSync(bin, ['build', '--mode', 'test', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
}

/** The files a set of manifest entries loads: each entry's file and, recursively, its static imports. */
function filesOf(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest: update STAGES in scripts/measure-bundles.mjs`);
    if (entry.file.endsWith('.js')) files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return files;
}

export function measure(dist) {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'asset-manifest.json'), 'utf8'));
  const gzip = new Map();
  const gzipOf = (file) => {
    if (!gzip.has(file)) gzip.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length);
    return gzip.get(file);
  };
  const loaded = new Set();
  return STAGES.map((stage) => {
    const added = [...filesOf(manifest, stage.modules)].filter((f) => !loaded.has(f));
    added.forEach((f) => loaded.add(f));
    const all = [...loaded];
    return {
      name: stage.name,
      budget: stage.budget,
      gzipBytes: all.reduce((s, f) => s + gzipOf(f), 0),
      files: all.length,
      added: added.map((f) => ({ file: path.basename(f), gzipBytes: gzipOf(f) })).sort((a, b) => b.gzipBytes - a.gzipBytes),
    };
  });
}

const kb = (bytes) => `${new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1, minimumFractionDigits: 1 }).format(bytes / KB)} kB`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) build();
  const stages = measure(DIST);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(stages, null, 2));
  } else {
    for (const s of stages) {
      const verdict = s.gzipBytes <= s.budget ? 'dentro' : 'SUPERA';
      console.log(`\n${s.name}: ${kb(s.gzipBytes)} de JS (gzip) en ${s.files} ficheros; límite ${kb(s.budget)} (${verdict})`);
      for (const f of s.added) console.log(`  ${kb(f.gzipBytes).padStart(9)}  ${f.file}`);
    }
  }
  if (stages.some((s) => s.gzipBytes > s.budget)) process.exitCode = 1;
}
