// Re-verifies the VERI*FACTU chains of one company (or of every company) from their first record
// and names the first broken link: the same check as the Registro screen's "Verificar cadena"
// (functions/src/verifactu/chainCheck.ts), run with the Admin SDK.
//
//   node scripts/verify-chain.mjs <corpId> [--all]
//
// Against the emulators set FIRESTORE_EMULATOR_HOST (npm start prints it; e.g. 127.0.0.1:8080) and
// GCLOUD_PROJECT=demo-almacena; against production, Application Default Credentials with read
// access to the project (gcloud auth application-default login) and GCLOUD_PROJECT=<project>.
// Exit code: 0 every chain intact, 1 a chain is broken, 2 usage or connection error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const all = args.includes('--all');
const corpId = args.find((a) => !a.startsWith('--'));
if (!corpId && !all) {
  console.error('Uso: node scripts/verify-chain.mjs <corpId> | --all');
  process.exit(2);
}

// The check is TypeScript shared with the functions: bundle it for this run.
const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'almacena-verify-'));
const outfile = path.join(outDir, 'chainCheck.cjs');
await build({
  entryPoints: [path.join(ROOT, 'functions/src/verifactu/chainCheck.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  external: ['firebase-admin'],
  logLevel: 'warning',
  nodePaths: [path.join(ROOT, 'node_modules')],
});
const require = createRequire(pathToFileURL(path.join(ROOT, 'package.json')));
const { initializeApp } = require('firebase-admin/app');
const { getFirestore } = require('firebase-admin/firestore');
const { verifyCompanyChains } = require(outfile);

const projectId = process.env.GCLOUD_PROJECT || process.env.GOOGLE_CLOUD_PROJECT;
initializeApp(projectId ? { projectId } : undefined);
const db = getFirestore();

try {
  const corpIds = all ? (await db.collection('corporations').select().get()).docs.map((d) => d.id) : [corpId];
  let broken = 0;
  for (const id of corpIds) {
    const { chains } = await verifyCompanyChains(db, id);
    if (chains.length === 0) console.log(`${id}: sin registros VERI*FACTU`);
    for (const chain of chains) {
      if (chain.ok) {
        console.log(`${id} · NIF ${chain.nif}: cadena íntegra, ${chain.count} registros`);
      } else {
        broken += 1;
        console.log(
          `${id} · NIF ${chain.nif}: CADENA ROTA en el registro ${chain.broken.recordId} (nº ${chain.broken.seq}), ` +
            `tras ${chain.count} registros correctos: ${chain.broken.message} [${chain.broken.code}]`,
        );
      }
    }
  }
  process.exitCode = broken ? 1 : 0;
} catch (error) {
  console.error(`No se pudo verificar: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 2;
} finally {
  fs.rmSync(outDir, { recursive: true, force: true });
}
