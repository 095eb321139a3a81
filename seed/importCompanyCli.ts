/**
 * `npm run import:company -- <archivo.zip> <corpId nuevo>`: loads a company's archive (the ZIP of
 * «Descargar todos los datos») into a new, empty company (seed/importCompanyArchive.ts), then
 * checks its invariants. The project is the one the Admin SDK points at: the emulators when
 * FIRESTORE_EMULATOR_HOST is set, else GCLOUD_PROJECT with GOOGLE_APPLICATION_CREDENTIALS.
 */
import fs from 'node:fs';

if (!process.env.FIRESTORE_EMULATOR_HOST) {
  if (!process.env.GCLOUD_PROJECT) throw new Error('GCLOUD_PROJECT must name the project.');
  process.env.ALMACENA_ADMIN_TARGET = 'production';
}
const [file, corpId] = process.argv.slice(2).filter((a) => !a.startsWith('--'));
if (!file || !corpId || !/^[A-Za-z0-9_-]{1,128}$/.test(corpId)) {
  console.error('Uso: npm run import:company -- <archivo.zip> <corpId nuevo>');
  process.exit(2);
}
const { importCompanyArchive } = await import('./importCompanyArchive');
const { checkCompanyInvariants } = await import('./invariants');
const result = await importCompanyArchive(new Uint8Array(fs.readFileSync(file)), corpId);
console.log(`${result.documents} documentos de ${result.from} importados en ${corpId}.`);
const check = await checkCompanyInvariants(corpId);
for (const p of check.problems) console.log(`  [${p.check}] ${p.detail}`);
console.log(check.problems.length === 0 ? 'Todo cuadra.' : `${check.problems.length} problemas.`);
if (check.problems.length > 0) process.exitCode = 1;
