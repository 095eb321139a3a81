/**
 * `npm run check:invariants [-- <corpId>]`: checks every invariant of one company's data, or of
 * every company (seed/invariants.ts), and lists each problem; exit code 1 when there is any. The
 * project is the one the Admin SDK points at: the emulators when FIRESTORE_EMULATOR_HOST is set,
 * else GCLOUD_PROJECT with GOOGLE_APPLICATION_CREDENTIALS (read only: it writes nothing).
 */
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  if (!process.env.GCLOUD_PROJECT) throw new Error('GCLOUD_PROJECT must name the project.');
  process.env.ALMACENA_ADMIN_TARGET = 'production';
}
const { checkAllInvariants, checkCompanyInvariants } = await import('./invariants');

const corpId = process.argv.slice(2).find((a) => !a.startsWith('--'));
const results = corpId ? [await checkCompanyInvariants(corpId)] : await checkAllInvariants();
let problems = 0;
for (const r of results) {
  const counts = Object.entries(r.counts)
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  console.log(`${r.corpId}: ${counts}: ${r.problems.length === 0 ? 'todo cuadra' : `${r.problems.length} problemas`}`);
  for (const p of r.problems) console.log(`  [${p.check}] ${p.detail}`);
  problems += r.problems.length;
}
if (problems > 0) process.exitCode = 1;
