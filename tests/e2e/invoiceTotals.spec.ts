/**
 * The invoice list's totals ("Todas": one line per kind, never drafts or annulled invoices) and a
 * rectificativa that gives money back: never "Vencida", shown as to return or offset, kept out of
 * Inicio's overdue figure and list. Inicio's company (dashboardPages.ts) plus a credit, a draft and
 * an annulled sale.
 */
import { adminDb } from '../../seed/lib';
import { contentFor, draftInvoiceDoc, issuedInvoiceDoc } from '../../seed/invoices';
import { rebuildSummaries } from '../../seed/summaries';
import { addDaysIso } from '../../src/domain/dates';
import { isoYear } from '../../src/domain/invoiceDates';
import type { InvoiceLine } from '../../src/domain/invoices/invoiceModel';
import { DashboardPage, ISSUER, seedDashboardWorld, type DashboardDates } from './support/dashboardPages';
import { expect, test } from './support/fixtures';
import { InvoiceListPage } from './support/invoicePages';
import { CLIENT } from './support/stockPages';
import type { World } from './support/world';

const euros = (text: string) => text.replace(/ €/g, '\u00a0€');

const PARTY = { name: CLIENT.name, nif: 'B40000000', country: 'España', paymentTermsDays: 30 };

const line = (unitPriceCents: number, quantity = 1): InvoiceLine => ({
  description: 'Material de prueba',
  code: '',
  categoryId: null,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
});

/** R-…-000001: −100,00 € + IVA (−121,00 €) due 15 days ago, unpaid; a 9.999,00 € draft; an annulled 5.000,00 € sale. */
async function seedCreditDraftAndAnnulled(world: World, dates: DashboardDates): Promise<string> {
  const db = adminDb();
  const base = `corporations/${world.corpId}/invoices`;
  const credit = contentFor('output', CLIENT.id, PARTY, [line(10_000, -1)], {
    type: 'rectificativa',
    rectifies: {
      invoiceId: 'dash-s3',
      numberText: 'F-000003',
      issueDate: dates.lastMonth,
      mode: 'difference',
      code: 'R4',
      reason: 'Devolución',
      replaced: null,
    },
  });
  const n = { issuedBy: world.user.uid, issuer: ISSUER };
  await db
    .doc(`${base}/credit-1`)
    .set(issuedInvoiceDoc(credit, { ...n, series: 'R', number: 1, issueDate: dates.lastMonth, dueDate: addDaysIso(dates.today, -15) }));
  await db.doc(`${base}/draft-1`).set(draftInvoiceDoc(contentFor('output', CLIENT.id, PARTY, [line(999_900)]), dates.thisMonth, world.user.uid));
  await db.doc(`${base}/annulled-1`).set({
    ...issuedInvoiceDoc(contentFor('output', CLIENT.id, PARTY, [line(500_000)]), { ...n, series: 'F', number: 6, issueDate: dates.thisMonth }),
    state: 'anulada',
    status: 'anulada',
  });
  await rebuildSummaries(world.corpId);
  return `R-${isoYear(dates.lastMonth)}-000001`;
}

test.describe('invoice totals and credits', () => {
  test('"Todas" shows one total for sales and one for purchases, without drafts or annulled invoices', async ({ page, world, loginPage }) => {
    const { dates } = await seedDashboardWorld(world);
    await seedCreditDraftAndAnnulled(world, dates);
    await loginPage.open();
    await loginPage.signIn(world.user);
    const list = new InvoiceListPage(page);
    await list.open('#/invoices');
    // Sales: 1.000,00 + 250,50 + 800,00 + 400,00 + 99,00 − 100,00 (the credit); purchases 600 + 150 + 300.
    await expect(page.getByTestId('invoice-totals-output')).toContainText(euros('Ventas: 6 facturas · Base imponible 2.449,50 €'));
    await expect(page.getByTestId('invoice-totals-input')).toContainText(euros('Compras: 3 facturas · Base imponible 1.050,00 €'));
    await list.filterStatus('Borrador');
    await expect(list.totals).toContainText('Los borradores y las facturas anuladas no suman en los totales.');
  });

  test('a rectificativa that gives money back is never overdue: not in the list, its view or Inicio', async ({ page, world, loginPage }) => {
    const { dates } = await seedDashboardWorld(world);
    const creditNumber = await seedCreditDraftAndAnnulled(world, dates);
    await loginPage.open();
    await loginPage.signIn(world.user);

    // Inicio: the overdue figure and list are F-3 and F-4 only (968,00 + 484,00), the credit does not lessen them.
    const inicio = new DashboardPage(page);
    await inicio.waitReady();
    await expect(inicio.figureValue('overdue')).toHaveText(euros('1.452,00 €'));
    await expect(inicio.overdueItems).toHaveCount(2);
    await expect(inicio.overdueItems.filter({ hasText: creditNumber })).toHaveCount(0);

    const list = new InvoiceListPage(page);
    await list.open('#/invoices/output');
    const row = list.row(creditNumber);
    await expect(row).toBeVisible();
    await expect(row).not.toHaveAttribute('data-overdue', /.*/);
    await expect(row.getByText('Vencida', { exact: true })).toHaveCount(0);

    // The "Vencida" filter (the query behind Inicio's list) leaves it out too: F-3 and F-4 only.
    await list.filterStatus('Vencida');
    await expect(list.rows).toHaveCount(2);
    await expect(list.row(creditNumber)).toHaveCount(0);
    await list.filterStatus('Todos');

    await row.getByRole('link', { name: creditNumber }).click();
    await expect(page.getByTestId('invoice-due')).toHaveText(euros('A devolver o compensar: 121,00 €'));
    await expect(page.getByText('Vencimiento', { exact: true })).toHaveCount(0);
    await expect(page.getByText(/Factura vencida/)).toHaveCount(0);
  });
});
