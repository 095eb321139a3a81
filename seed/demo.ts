/**
 * Seeds the demo data on the emulators (first `npm start`) and prints the
 * credentials. `--print-only` just prints them (later starts keep their data).
 */
import { createCorporation, createUser } from './lib';
import { DEMO_CORPORATION, DEMO_USERS, SECOND_CORPORATION } from './demoData';
import { demoCalendar } from './demoCalendar';
import { seedDemoMasterData } from './masterData';
import { seedDemoStock } from './stock';
import { seedDemoInvoices } from './invoices';
import { rebuildSummaries } from './summaries';
import { rebuildTaxAggregates } from './taxAggregates';
import { migratePayments } from './payments';
import { seedTill } from './till';
import { seedDemoPricing } from './pricing';
import { seedDemoQuotes } from './quotes';
import { seedDemoPurchaseOrder } from './purchaseOrders';
import { seedDemoSalesOrder } from './salesOrders';

function printCredentials(): void {
  const width = Math.max(...DEMO_USERS.map((u) => u.email.length));
  console.log(`\nDatos de demostración: ${DEMO_CORPORATION.name}`);
  for (const u of DEMO_USERS) {
    console.log(`  ${u.label.padEnd(20)} ${u.email.padEnd(width)}  contraseña: ${u.password}`);
  }
  console.log('');
}

async function seed(): Promise<void> {
  await createCorporation(DEMO_CORPORATION);
  await createCorporation(SECOND_CORPORATION);
  for (const u of DEMO_USERS) await createUser(u);
  await seedDemoMasterData(DEMO_CORPORATION.id);
  // Tarifas (issue 31): Mayorista for the first client, Tienda as the default (the counter sells at it).
  await seedDemoPricing(DEMO_CORPORATION.id);
  // Dated back from today, so the first screen shows this month and last (seed/demoCalendar.ts).
  const calendar = demoCalendar(new Date(), 'demo-user');
  await seedDemoStock(DEMO_CORPORATION.id, 'demo-user', calendar);
  await seedDemoInvoices(DEMO_CORPORATION.id, 'demo-user', calendar);
  // Presupuestos (issue 31): one sent, one caducado, one borrador, for the client with the Mayorista tarifa.
  await seedDemoQuotes(DEMO_CORPORATION.id, 'demo-user', calendar);
  // A pedido a proveedor in borrador (issue 31), to send from Pedidos a proveedor.
  await seedDemoPurchaseOrder(DEMO_CORPORATION.id, 'demo-user', calendar);
  // One open pedido de cliente with units reserved and units still without stock (issue 31).
  await seedDemoSalesOrder(DEMO_CORPORATION.id, 'demo-user');
  // Two cajas, closed: the Mostrador asks to open one with its float before the first cash sale (issue 29).
  await seedTill(DEMO_CORPORATION.id, 'caja-1', 'Caja 1');
  await seedTill(DEMO_CORPORATION.id, 'caja-2', 'Caja 2');
  await migratePayments(DEMO_CORPORATION.id);
  await migratePayments(SECOND_CORPORATION.id);
  await rebuildSummaries(DEMO_CORPORATION.id);
  await rebuildSummaries(SECOND_CORPORATION.id);
  // The tax reports read the aggregates the commands keep; the seed wrote its invoices directly.
  await rebuildTaxAggregates(DEMO_CORPORATION.id);
  await rebuildTaxAggregates(SECOND_CORPORATION.id);
}

const printOnly = process.argv.includes('--print-only');
(printOnly ? Promise.resolve() : seed())
  .then(() => {
    printCredentials();
    process.exit(0);
  })
  .catch((error: unknown) => {
    console.error('No se han podido sembrar los datos de demostración:', error);
    process.exit(1);
  });
