/**
 * `npm run migrate:payments`: moves every company of the project the Admin SDK points at (the
 * emulators when FIRESTORE_EMULATOR_HOST is set, else GOOGLE_APPLICATION_CREDENTIALS' project) to
 * cobros y pagos (issue 30), then rebuilds each company's summaries. Safe to run again.
 */
import { migrateAllPayments } from './payments';
import { rebuildSummaries } from './summaries';

const results = await migrateAllPayments();
for (const r of results) {
  await rebuildSummaries(r.corpId);
  console.log(`${r.corpId}: ${r.invoices} facturas con vencimientos, ${r.payments} cobros/pagos creados`);
}
