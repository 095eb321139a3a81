/**
 * `npm run rebuild:aggregates [-- --check]`: folds every company's issued invoices into its tax
 * aggregates (issue 32; seed/taxAggregates.ts) and writes them, or with --check only compares
 * them with what is stored and lists every sum that differs (exit code 1 when any does). The
 * project is the one the Admin SDK points at: the emulators when FIRESTORE_EMULATOR_HOST is set,
 * else GCLOUD_PROJECT with GOOGLE_APPLICATION_CREDENTIALS. Safe to run again.
 */
import { formatEuros } from '../src/domain/money';

const check = process.argv.includes('--check');
// Without emulators this runs against the real project of GOOGLE_APPLICATION_CREDENTIALS / GCLOUD_PROJECT.
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  if (!process.env.GCLOUD_PROJECT) throw new Error('GCLOUD_PROJECT must name the project.');
  process.env.ALMACENA_ADMIN_TARGET = 'production';
  console.log(`${check ? 'Comprobando' : 'Reconstruyendo'} los agregados fiscales del proyecto ${process.env.GCLOUD_PROJECT}…`);
}
const { rebuildAllTaxAggregates } = await import('./taxAggregates');

let differences = 0;
/** Sums in cents print as euros; counts (invoices, premises rentals) as they are. */
const figure = (path: string, v: number) => (/(invoices|issued|received|Count)$/.test(path) ? String(v) : formatEuros(v));

for (const r of await rebuildAllTaxAggregates({ check })) {
  console.log(`${r.corpId}: ${r.invoices} facturas emitidas, ${r.quarters} trimestres, ${r.parties} terceros (347)`);
  for (const d of r.differences) {
    console.log(`  ${d.doc} ${d.path}: guardado ${figure(d.path, d.stored)}, calculado ${figure(d.path, d.computed)}`);
  }
  differences += r.differences.length;
}
if (check) console.log(differences === 0 ? 'Los agregados coinciden con las facturas, al céntimo.' : `${differences} cifras no coinciden.`);
if (differences > 0) process.exitCode = 1;
