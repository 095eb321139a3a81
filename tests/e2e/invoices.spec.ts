import { adminDb } from '../../seed/lib';
import { partyDoc } from '../../seed/masterData';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { seedSalesInvoice } from '../../seed/invoices';
import { expect, test } from './support/fixtures';
import { InvoiceEditorPage, InvoiceListPage, InvoiceViewPage } from './support/invoicePages';
import { CLIENT, PRODUCTS, seedConfirmedInput, seedStockWorld, StockDocumentPage, VENDOR } from './support/stockPages';

const today = () => madridIsoDate(new Date());
const year = () => today().slice(0, 4);
const spanish = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test.describe('invoices', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'seed-in-1', [
      ['screw', 100, 40],
      ['cable', 50, 30],
    ]);
  });

  test('invoices two salidas together, issues, downloads the PDF, marks it paid and rectifies it', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // Two salidas to the same client, confirmed through the stock screens.
    const salida = new StockDocumentPage(page, 'output');
    for (const [reference, product, quantity] of [
      ['ALB-101', PRODUCTS.screw, '10'],
      ['ALB-102', PRODUCTS.cable, '4'],
    ] as const) {
      await salida.openNew();
      await salida.pickParty('obras', CLIENT.name);
      await page.getByLabel('Referencia (albarán)').fill(reference);
      await salida.addLineByKeyboard(product.code, product.name, quantity);
      await salida.confirm();
      await expect(salida.state).toHaveText('Confirmada');
    }

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await expect(editor.sources).toContainText('ALB-101');
    await editor.addSources('ALB-101', 'ALB-102');
    await expect(editor.lines).toHaveCount(2);
    await expect(editor.lines.nth(0)).toContainText('Albarán ALB-101');
    await expect(editor.lines.nth(1)).toContainText('Albarán ALB-102');
    // 10 × 0,90 € + 4 × 0,62 € = 9,00 + 2,48 = 11,48 € base; VAT 21 % = 2,41 €.
    await expect(editor.total('base')).toHaveText('11,48 €');
    await expect(editor.total('vat')).toHaveText('2,41 €');
    await expect(editor.total('total')).toHaveText('13,89 €');
    await page.screenshot({ path: '/tmp/invoice-editor.png', fullPage: true });

    await editor.issue();
    const view = new InvoiceViewPage(page);
    const number = `F-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura de salida ${number}`);
    await expect(view.notice).toContainText(`número ${number}`);
    await expect(view.total('total')).toHaveText('13,89 €');
    // The QR tributario (test builds point at the AEAT's test host): the invoice total with cents.
    const fecha = today().split('-').reverse().join('-');
    await expect(view.qr).toHaveAccessibleName(/^Código QR tributario de la factura/);
    await expect(view.cotejoLink).toHaveAttribute(
      'href',
      new RegExp(`^https://prewww2\\.aeat\\.es/wlpl/TIKE-CONT/ValidarQR\\?nif=[A-Z0-9]{9}&numserie=${number}&fecha=${fecha}&importe=13\\.89$`),
    );

    const pdf = await view.downloadPdf();
    expect(pdf.fileName).toBe(`Factura ${number}.pdf`);
    for (const expected of [
      'FACTURA',
      number,
      `Fecha de expedición`,
      spanish(today()),
      world.corpName,
      `NIF: ${world.nif}`,
      CLIENT.name,
      'Tornillo M8',
      'Albarán ALB-101',
      'Base imponible total 11,48 €',
      'Total cuota IVA 2,41 €',
      'TOTAL FACTURA 13,89 €',
      'QR tributario:',
      'VERI*FACTU',
      'Página 1 de 1',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }
    const clientNif = /NIF: ([A-Z0-9]+)/g;
    expect([...pdf.text.matchAll(clientNif)].map((m) => m[1])).toHaveLength(2);

    await view.recordPayment({ date: today(), method: 'Transferencia bancaria' });
    await expect(view.paymentState).toContainText(`Pagada el ${spanish(today())}`);
    await page.screenshot({ path: '/tmp/invoice-issued.png', fullPage: true });

    // The salidas are now invoiced: a new invoice for the client does not offer them.
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await expect(page.getByTestId('source-picker-empty')).toBeVisible();

    // Rectify by difference: one screw returned.
    await page.goto(page.url().replace(/#.*/, '#/invoices/output'));
    const list = new InvoiceListPage(page);
    await list.row(number).getByRole('link').click();
    await page.getByRole('button', { name: 'Rectificar' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Factura rectificativa (borrador)');
    await expect(editor.lines).toHaveCount(2);
    await editor.lines
      .nth(1)
      .getByRole('button', { name: /^Quitar la línea/ })
      .click();
    await page.getByLabel('Cantidad de la línea 1').fill('-1');
    await page.getByLabel('Motivo de la rectificación').fill('Devolución de un tornillo defectuoso');
    // -0,90 € base, -0,19 € VAT.
    await expect(editor.total('total')).toHaveText('-1,09 €');
    await editor.issue();
    const rectNumber = `R-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura rectificativa ${rectNumber}`);
    await expect(view.rectifies).toContainText(number);
    await expect(view.rectifies).toContainText('Devolución de un tornillo defectuoso');
    const rectPdf = await view.downloadPdf();
    expect(rectPdf.text).toContain('FACTURA RECTIFICATIVA');
    expect(rectPdf.text).toContain(`Factura rectificativa de la factura nº ${number}`);
    expect(rectPdf.text).toContain('TOTAL FACTURA -1,09 €');

    await page.getByRole('link', { name: number }).click();
    await expect(view.rectifiedBy).toContainText(rectNumber);

    await list.open('#/invoices');
    await expect(list.row(number)).toBeVisible();
    await expect(list.row(rectNumber)).toBeVisible();
    await expect(list.totals).toContainText('2 facturas');
    await expect(list.totals).toContainText('Total 12,80 €');
    await list.filterStatus('Pagada');
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(number)).toBeVisible();
    await page.screenshot({ path: '/tmp/invoice-list.png', fullPage: true });
  });

  // Issue 12, checked by hand: 4.320,00 € at 21 % (IVA 907,20) and 500,00 € exempt (E1), IRPF 15 % of
  // 4.820,00 = 723,00. Total factura 5.727,20 €; total a pagar 5.004,20 €. Then a substitution (R4) that
  // halves the exempt line replaces it: 4.320,00 + 250,00 → total 5.477,20, to pay 4.791,70.
  test('an invoice with IRPF shows its total and what is paid apart; a 0 % asks for its cause; a substitution replaces it', async ({
    page,
    world,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Proyecto de instalación', '1', '4320');
    await editor.addFreeLine('Formación del personal', '1', '500', '0 % (indica la causa)');
    await page.getByLabel('Retención IRPF').selectOption({ label: '15 %' });
    await editor.askIssue();
    await expect(page.getByText('Una línea al 0 % debe indicar su causa: exenta (E1–E6) o no sujeta (N1–N2).')).toBeVisible();
    await page.getByLabel('IVA de la línea 2').selectOption({ label: 'Exenta art. 20 LIVA' });
    await expect(editor.total('total')).toHaveText('5.727,20 €');
    await expect(editor.total('irpf')).toHaveText('-723,00 €');
    await expect(editor.total('payable')).toHaveText('5.004,20 €');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    const number = `F-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura de salida ${number}`);
    await expect(view.total('total')).toHaveText('5.727,20 €');
    await expect(view.total('payable')).toHaveText('5.004,20 €');
    // The QR carries the invoice total, not what is paid after the withholding.
    await expect(view.cotejoLink).toHaveAttribute('href', /&importe=5727\.20$/);
    const pdf = await view.downloadPdf();
    for (const expected of [
      'TOTAL FACTURA 5.727,20 €',
      'Retención IRPF (15 %) -723,00 €',
      'TOTAL A PAGAR 5.004,20 €',
      'E1: Operación exenta por el artículo 20',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }

    await page.getByRole('button', { name: 'Rectificar' }).click();
    await page.getByLabel('Por sustitución (la rectificativa sustituye a la factura original)').check();
    await page.getByLabel('Precio unitario sin IVA, en euros, de la línea 2').fill('250');
    await page.getByLabel('Causa de la rectificación').selectOption('R4');
    await page.getByLabel('Motivo de la rectificación').fill('La formación fue de media jornada');
    await expect(editor.total('payable')).toHaveText('4.791,70 €');
    await editor.issue();
    await expect(view.heading).toHaveText(`Factura rectificativa R-${year()}-000001`);
    await expect(view.rectifies).toContainText('R4 · Otras causas');
    await expect(page.getByTestId('rectifies-replaced')).toContainText(`Sustituye a ${number} tal como estaba: base 4.820,00 €, total 5.727,20 €`);
    await page.getByRole('link', { name: number }).click();
    await expect(view.paymentState).toHaveText('Sustituida por una rectificativa: se cobra en ella');
    await expect(page.getByRole('button', { name: /^Registrar cobro$/ })).toHaveCount(0);
  });

  // Issue 30, checked by hand: 1 × 100,00 € at 21 % = 121,00 €, one instalment. A cobro of 50,00 € leaves
  // 121,00 − 50,00 = 71,00 € open («Cobrada en parte»); a second of 71,00 € pays it («Pagada»); reversing
  // that one leaves 71,00 € open again, the 50,00 € still collected.
  test('an invoice collected in two cobros, one of them reversed', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Montaje de estanterías', '1', '100');
    await expect(editor.total('total')).toHaveText('121,00 €');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    const number = `F-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura de salida ${number}`);
    await expect(view.instalments).toHaveCount(1);
    await expect(view.instalments.first()).toContainText('121,00 €');
    await expect(page.getByTestId('invoice-payments-none')).toHaveText('Todavía no hay cobros de esta factura.');

    await view.recordPayment({ amount: '50,00', reference: 'TR-001' });
    await expect(view.notice).toHaveText('Cobro registrado.');
    await expect(view.paymentState).toHaveText('Cobrada en parte: 50,00 € de 121,00 €; pendiente 71,00 €');
    await expect(view.instalments.first()).toContainText(/121,00\s€\s*50,00\s€\s*71,00\s€\s*Cobrado en parte/);
    await expect(view.payments).toHaveCount(1);
    await expect(view.payments.first()).toContainText('TR-001');

    const list = new InvoiceListPage(page);
    await list.open('#/invoices/output');
    await list.filterStatus('Pendiente de pago');
    await expect(list.row(number)).toContainText('Cobrada en parte');
    await list.row(number).getByRole('link').click();

    // The default amount is what is left: 71,00 €.
    await view.recordPayment();
    await expect(view.paymentState).toHaveText(`Pagada el ${spanish(today())} (Transferencia bancaria)`);
    await expect(view.instalments.first()).toContainText(/121,00\s€\s*121,00\s€\s*0,00\s€\s*Cobrado/);
    await expect(view.payments).toHaveCount(2);

    await view.reversePayment(/^Anular el cobro de 71,00\s€/, 'Transferencia rechazada por el banco');
    await expect(view.notice).toContainText('Cobro anulado');
    await expect(view.paymentState).toHaveText('Cobrada en parte: 50,00 € de 121,00 €; pendiente 71,00 €');
    await expect(view.payments.filter({ hasText: '71,00 €' })).toContainText('Anulado el');
    await expect(view.payments.filter({ hasText: '71,00 €' })).toContainText('Transferencia rechazada por el banco');
    await expect(page.getByRole('button', { name: /^Anular el cobro de 71,00\s€/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Anular el cobro de 50,00\s€/ })).toHaveCount(1);

    await list.open('#/invoices/output');
    await expect(list.row(number)).toContainText('Cobrada en parte');
  });

  test('registers a purchase invoice from an entrada, with the vendor number unique per vendor', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('input');
    await editor.pickParty('sumin', VENDOR.name);
    await editor.addSources('ALB-SEED');
    await expect(editor.lines).toHaveCount(2);
    // Required fields, refused at the field before anything is saved.
    await editor.askIssue('Registrar');
    await expect(page.getByText('Indica el número de factura del proveedor.')).toBeVisible();
    await expect(page.getByTestId('confirm-issue')).toHaveCount(0);
    await editor.field('Nº de factura del proveedor').fill('FV 2026/0042');
    await editor.field('Fecha factura').fill('2026-03-02');
    await editor.field('Vencimiento').fill('2026-04-01');
    // 100 × 0,40 + 50 × 0,30 = 55,00 € base; 11,55 € VAT.
    await expect(editor.total('total')).toHaveText('66,55 €');
    await editor.issue('Registrar');

    const view = new InvoiceViewPage(page);
    const number = `REG-${year()}-000001`;
    await expect(view.heading).toHaveText(`Factura de entrada ${number}`);
    await expect(page.getByTestId('invoice-facts')).toContainText('FV 2026/0042');
    await expect(view.qr).toHaveCount(0);

    // The same vendor number, written differently, is refused.
    await editor.openNew('input');
    await editor.pickParty('sumin', VENDOR.name);
    await editor.addFreeLine('Portes', '1', '12,00');
    await editor.field('Nº de factura del proveedor').fill('fv-2026-0042');
    await editor.field('Fecha factura').fill('2026-03-02');
    await editor.field('Vencimiento').fill('2026-04-01');
    await editor.issue('Registrar');
    await expect(editor.notice).toContainText('Ya está registrada la factura «fv-2026-0042» de este proveedor');

    const list = new InvoiceListPage(page);
    await list.open('#/invoices/input');
    await expect(list.rows).toHaveCount(1);
    await expect(list.row(number)).toContainText('FV 2026/0042');
  });

  test('warns as soon as a client without NIF is chosen, refuses «Emitir» before the confirmation, and logs no name', async ({
    page,
    world,
    loginPage,
  }) => {
    await adminDb()
      .doc(`corporations/${world.corpId}/clients/client-particular`)
      .set(partyDoc('client', { name: 'Ana Particular', nif: '', active: true }));
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('ana', 'Ana Particular');
    await expect(page.getByTestId('invoice-party-no-nif')).toContainText('Este cliente no tiene NIF');
    await expect(page.getByTestId('invoice-party-no-nif').getByRole('link', { name: 'Abrir la ficha del cliente' })).toHaveAttribute(
      'href',
      '#/clients/details?clientId=client-particular',
    );
    await editor.addFreeLine('Reparación', '1', '50');
    await editor.askIssue();
    await expect(editor.notice).toContainText('El cliente no tiene NIF');
    await expect(page.getByTestId('confirm-issue')).toHaveCount(0);
    expect(logs.join('\n')).not.toContain('Ana Particular');
  });

  test('shows every error of the lines at once, at their fields', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('', '-2', '10,999');
    await page.getByLabel('Descuento en % de la línea 1').fill('120');
    await editor.addFreeLine('Tornillo', '0', '5');
    await editor.askIssue();
    for (const [label, message] of [
      ['Concepto de la línea 1', 'Escribe el concepto de la línea.'],
      ['Cantidad de la línea 1', 'La cantidad no puede ser negativa.'],
      ['Precio unitario sin IVA, en euros, de la línea 1', 'Introduce un importe válido'],
      ['Descuento en % de la línea 1', 'El descuento debe estar entre 0 y 100 %.'],
      ['Cantidad de la línea 2', 'cantidad'],
    ] as const) {
      await expect(page.getByLabel(label), label).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    }
    await expect(page.getByTestId('confirm-issue')).toHaveCount(0);
  });

  test('shows an overdue invoice standing out, and deletes a draft', async ({ page, world, loginPage }) => {
    await seedSalesInvoice(world.corpId, {
      id: 'seed-overdue',
      clientId: CLIENT.id,
      number: 1,
      issueDate: '2025-01-10',
      uid: world.user.uid,
      lines: [
        {
          description: 'Reparación',
          code: '',
          categoryId: null,
          unit: 'h',
          quantity: 2,
          unitPriceCents: 3000,
          discountPct: 0,
          vatRate: 21,
          exemption: null,
          sourceId: null,
          sourceLabel: null,
        },
      ],
    });
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const list = new InvoiceListPage(page);
    await list.open('#/invoices/output');
    const overdue = list.row('F-2025-000001');
    await expect(overdue).toHaveAttribute('data-overdue', 'true');
    await expect(overdue).toContainText('Vencida');
    await list.filterStatus('Vencida');
    await expect(list.rows).toHaveCount(1);

    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    await editor.addFreeLine('Servicio de montaje', '2', '30,00');
    await editor.field('Cantidad de la línea 1').fill('dos');
    await editor.saveDraft();
    await expect(page.getByText('Introduce una cantidad válida, con 3 decimales como máximo (por ejemplo, 1,5).')).toBeVisible();
    await expect(page).not.toHaveURL(/invoiceId=/);
    await editor.field('Cantidad de la línea 1').fill('2');
    await editor.saveDraft();
    await expect(editor.notice).toHaveText('Borrador guardado.');
    await expect(page).toHaveURL(/invoiceId=/);

    // Issuing needs the server: offline it is refused, in Spanish, and nothing changes.
    await page.context().setOffline(true);
    await editor.askIssue();
    await expect(editor.notice).toContainText('Sin conexión: emitir o guardar una factura necesita conexión');
    await expect(page.getByTestId('confirm-issue')).toHaveCount(0);
    await page.context().setOffline(false);

    await list.open('#/invoices/output');
    await list.filterStatus('Borrador');
    await expect(list.rows).toHaveCount(1);
    await list.rows.first().getByRole('link', { name: 'Borrador' }).click();
    await page.getByRole('button', { name: 'Eliminar borrador' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await expect(page).toHaveURL(/#\/invoices\/output$/);
    await list.filterStatus('Borrador');
    await expect(page.getByText('No hay facturas con estos filtros.')).toBeVisible();
  });
});
