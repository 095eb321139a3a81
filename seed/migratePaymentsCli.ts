/**
 * `npm run migrate:payments`: moves every company of the project the Admin SDK points at (the
 * emulators when FIRESTORE_EMULATOR_HOST is set, else GOOGLE_APPLICATION_CREDENTIALS' project) to
 * cobros y pagos (issue 30), then rebuilds each company's summaries. Safe to run again.
 */
// Without emulators this runs against the real project of GOOGLE_APPLICATION_CREDENTIALS / GCLOUD_PROJECT.
if (!process.env.FIRESTORE_EMULATOR_HOST) {
  if (!process.env.GCLOUD_PROJECT) throw new Error('GCLOUD_PROJECT must name the project to migrate.');
  process.env.ALMACENA_ADMIN_TARGET = 'production';
  console.log(`Migrando el proyecto ${process.env.GCLOUD_PROJECT}…`);
}
const { migrateAllPayments } = await import('./payments');
const { rebuildSummaries } = await import('./summaries');

const results = await migrateAllPayments();
for (const r of results) {
  await rebuildSummaries(r.corpId);
  console.log(`${r.corpId}: ${r.invoices} facturas con vencimientos, ${r.payments} cobros/pagos creados`);
}
