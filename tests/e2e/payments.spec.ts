/**
 * Cobros y pagos (issue 30), as a distributor's admin does it: a client who pays by domiciliación
 * in two instalments (30/60 days), an invoice of 200,00 € + 21 % = 242,00 € issued to it (two
 * instalments of 121,00 €), the first instalment sent to the bank in a SEPA remittance, charged
 * (the bank statement's credit reconciled with the remittance), returned by the bank (AM04), and
 * then paid by transfer, which the next statement shows and which is reconciled against it. Amounts by hand: 24.200 / 2 = 12.100 cents each.
 */
import { adminDb } from '../../seed/lib';
import { seedSalesInvoice } from '../../seed/invoices';
import { partyDoc } from '../../seed/masterData';
import { migratePayments } from '../../seed/payments';
import type { InvoiceLine } from '../../src/domain/invoices/invoiceModel';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { addDaysIso } from '../../src/domain/dates';
import { spanishCreditorId } from '../../src/domain/sepa/creditorId';
import { expect, test } from './support/fixtures';
import { InvoiceEditorPage, InvoiceViewPage } from './support/invoicePages';

const CLIENT = { id: 'client-ruiz', name: 'Construcciones Ruiz S.L.' };

/** One unit of a service at 21 %. */
const line = (unitPriceCents: number): InvoiceLine => ({
  description: 'Servicio de montaje',
  code: '',
  categoryId: null,
  unit: 'ud',
  quantity: 1,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
});

test('a remittance charged, one debit returned, then paid by transfer and reconciled from the bank statement', async ({ page, world, loginPage }) => {
  // The whole journey (an invoice, a remittance and its file, a return, a bank statement) in one test.
  test.setTimeout(180_000);
  const today = madridIsoDate(new Date());
  const creditor = spanishCreditorId(world.nif);
  const company = adminDb().doc(`corporations/${world.corpId}`);
  await company.update({
    'data.iban': 'ES9121000418450200051332',
    'data.bic': 'CAIXESBBXXX',
    'data.sepaCreditorId': creditor.ok ? creditor.value : '',
    'data.address': 'Calle Mayor 1',
    'data.postalCode': '28013',
    'data.city': 'Madrid',
  });
  await company
    .collection('clients')
    .doc(CLIENT.id)
    .set(
      partyDoc('client', {
        name: CLIENT.name,
        nif: 'B86561412',
        address: 'Rúa do Vilar 3',
        postalCode: '15705',
        city: 'Santiago de Compostela',
        countryCode: 'ES',
        paymentTermsDays: '30/60',
        paymentMethod: 'domiciliacion',
        iban: 'ES6000491500051234567892',
        mandateReference: 'M-RUIZ-01',
        mandateDate: '2025-01-10',
        mandateScheme: 'CORE',
        active: true,
      }),
    );

  await loginPage.open();
  await loginPage.signIn(world.admin);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const editor = new InvoiceEditorPage(page);
  await editor.openNew('output');
  await editor.pickParty('ruiz', CLIENT.name);
  await editor.addFreeLine('Material de obra', '1', '200');
  await expect(editor.total('total')).toHaveText('242,00 €');
  await editor.issue();
  const view = new InvoiceViewPage(page);
  await expect(view.heading).toContainText('Factura de salida', { timeout: 30_000 });
  await expect(view.instalments).toHaveCount(2);
  await expect(view.instalments.nth(0)).toContainText('121,00 €');
  await expect(view.instalments.nth(1)).toContainText('121,00 €');
  const invoiceUrl = page.url();

  // The remittance: the first instalment (due in 30 days), charged on the collection date.
  await page.goto('/#/payments/remittances/new');
  await page.getByLabel('Vencimiento hasta').fill(addDaysIso(today, 45));
  await page.getByRole('button', { name: 'Buscar vencimientos' }).click();
  await expect(page.getByRole('checkbox', { name: /\(1\/2\)/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /\(2\/2\)/ })).toHaveCount(0);
  await page.getByRole('checkbox', { name: /\(1\/2\)/ }).check();
  await page.getByRole('button', { name: 'Crear remesa' }).click();
  // Creating claims the dues in their own transactions: a loaded machine may take a while.
  await expect(page.getByText('Remesa creada con 1 recibo.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('M-RUIZ-01')).toBeVisible();
  await expect(page.getByText('FRST')).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar fichero SEPA' }).click();
  const file = await download;
  const xml = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.008.001.02');
  expect(xml).toContain('<InstdAmt Ccy="EUR">121.00</InstdAmt>');
  expect(xml).toContain('<MndtId>M-RUIZ-01</MndtId>');
  expect(xml).toContain('<SeqTp>FRST</SeqTp>');

  await page.getByRole('button', { name: 'Marcar como enviada' }).click();
  await expect(page.getByText('Remesa marcada como enviada.')).toBeVisible();
  const remittanceUrl = page.url();
  const messageId = /<MsgId>([^<]+)<\/MsgId>/.exec(xml)![1]!;
  const collection = /<ReqdColltnDt>([^<]+)<\/ReqdColltnDt>/.exec(xml)![1]!;

  // The bank statement books the whole remittance as one credit on the collection date: reconciling
  // it with the remittance marks the remittance charged and its receipt collected.
  const spanish = (iso: string) => iso.split('-').reverse().join('/');
  const importCsv = async (name: string, line: string) => {
    await page.goto('/#/payments/bank');
    await page
      .getByLabel('Fichero del banco')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`Fecha;Concepto;Importe\n${line}\n`, 'utf8') });
    await page.getByTestId('bank-import').getByLabel('Cuenta').fill('ES9121000418450200051332');
    await page.getByRole('button', { name: 'Importar' }).click();
    await expect(page.getByTestId('bank-import-result')).toBeVisible();
  };
  await importCsv('remesa.csv', `${spanish(collection)};ABONO REMESA ${messageId};121,00`);
  const charge = page.getByTestId('bank-movement').filter({ hasText: messageId });
  await expect(charge.getByRole('combobox')).toHaveValue(/^remesa:/);
  await expect(charge.getByRole('combobox').locator('option:checked')).toContainText(`Remesa ${messageId}`);
  await charge.getByRole('button', { name: 'Conciliar', exact: true }).click();
  // Marking it charged writes one payment per receipt first (a function's first call may be slow).
  await expect(page.getByText(`Movimiento conciliado con la remesa ${messageId}. La remesa se ha marcado como cargada`)).toBeVisible({
    timeout: 30_000,
  });

  await page.goto(invoiceUrl);
  await expect(view.paymentState).toContainText('121,00 € de 242,00 €');

  // The client's bank returns it: insufficient funds.
  await page.goto(remittanceUrl);
  await expect(page.getByText(/^Cargada \(/)).toBeVisible();
  await page.getByRole('button', { name: 'Devolución' }).click();
  await page.getByLabel('Motivo (código SEPA)').selectOption('AM04');
  await page.getByRole('button', { name: 'Anotar devolución' }).click();
  await expect(page.getByText('Devolución anotada: el vencimiento vuelve a estar pendiente.')).toBeVisible();
  await page.goto(invoiceUrl);
  await expect(page.getByText('Recibo devuelto').first()).toBeVisible();

  // The client pays it by transfer: the statement's line reconciles the returned instalment.
  await importCsv('extracto.csv', `${spanish(today)};TRANSFERENCIA CONSTRUCCIONES RUIZ;121,00`);
  const movement = page.getByTestId('bank-movement').filter({ hasText: 'TRANSFERENCIA CONSTRUCCIONES RUIZ' });
  await expect(movement).toHaveCount(1);
  await movement.getByRole('button', { name: 'Conciliar', exact: true }).click();
  await expect(page.getByText('Movimiento de 121,00 € conciliado: cobro o pago registrado.')).toBeVisible();

  await page.goto(invoiceUrl);
  await expect(view.paymentState).toContainText('121,00 € de 242,00 €');
  await expect(view.instalments.nth(0)).toContainText(/Cobrad/);
});

test('the cartera and the payments list read one page, one count and one sum, whatever the company holds', async ({ page, world, loginPage }) => {
  test.setTimeout(120_000);
  const today = madridIsoDate(new Date());
  await adminDb()
    .doc(`corporations/${world.corpId}/clients/${CLIENT.id}`)
    .set(partyDoc('client', { name: CLIENT.name, nif: 'B86561412', countryCode: 'ES', paymentTermsDays: '30', active: true }));
  // 40 invoices issued before payments existed, migrated as a deployment is: 40 dues, the last 12 paid.
  for (let n = 1; n <= 40; n++) {
    await seedSalesInvoice(world.corpId, {
      id: `cartera-${n}`,
      clientId: CLIENT.id,
      number: n,
      issueDate: today,
      uid: world.admin.uid,
      lines: [line(1000 * n)],
    });
    if (n > 28) {
      await adminDb()
        .doc(`corporations/${world.corpId}/invoices/cartera-${n}`)
        .update({ status: 'pagada', paidDate: today, paymentMethod: 'transferencia' });
    }
  }
  await migratePayments(world.corpId);

  await loginPage.open();
  await loginPage.signIn(world.admin);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const reads = () => page.evaluate(() => window.__almacena!.reads().byLabel);

  await page.evaluate(() => window.__almacena!.resetReads());
  await page.goto('/#/payments/dues');
  await expect(page.getByTestId('list-range')).toHaveText('1–25 de 28 vencimientos');
  await expect(page.getByTestId('due-totals-open')).toBeVisible();
  let byLabel = await reads();
  // 25 shown plus 1 to know there is a next page; the count and the totals are one aggregation each.
  expect(byLabel['dues.list']).toBe(26);
  expect(byLabel['dues.list.count']).toBe(1);
  expect(byLabel['dues.totals']).toBe(1);

  await page.evaluate(() => window.__almacena!.resetReads());
  await page.goto('/#/payments');
  await expect(page.getByTestId('list-range')).toHaveText('1–12 de 12 cobros y pagos');
  byLabel = await reads();
  expect(byLabel['payments.list']).toBe(12);
  expect(byLabel['payments.list.count']).toBe(1);
  expect(Object.keys(byLabel).filter((l) => l.startsWith('dues'))).toEqual([]);
});
