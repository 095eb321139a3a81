import { readFileSync } from 'node:fs';
import { axeFor } from './support/a11y';
import type { Page } from '@playwright/test';
import { parseEuros } from '../../src/domain/money';
import { adminDb } from '../../seed/lib';
import type { IssuerSnapshot } from '../../src/domain/invoices/invoiceModel';
import { expect, test } from './support/fixtures';
import { ReportPage, seedOtherCompanyInvoice, seedReportInvoices } from './support/reportPages';
import { seedConfirmedInput, seedStockWorld } from './support/stockPages';
import { readsByLabel, resetReads } from './support/accountPages';

const cents = (text: string | null) => {
  const value = parseEuros((text ?? '').replace(/\s/g, ' ').trim());
  if (value === null) throw new Error(`Not an amount: ${text}`);
  return value;
};

/** Serious or critical axe violations (WCAG 2.0/2.1 A and AA) on what the page shows. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await axeFor(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function issuerOf(corpId: string): Promise<IssuerSnapshot> {
  const d = ((await adminDb().doc(`corporations/${corpId}`).get()).data()?.data ?? {}) as Record<string, string>;
  return {
    legalName: d.legalName ?? '',
    nif: d.nif ?? '',
    address: '',
    postalCode: '',
    city: '',
    province: '',
    country: 'España',
    iban: '',
    mercantileRegistry: null,
  };
}

test.describe('reports', () => {
  test('libro de facturas expedidas and 347: screen totals match the hand-computed figures and the CSV', async ({ page, world, loginPage }) => {
    await seedReportInvoices(world.corpId, world.user.uid, await issuerOf(world.corpId));
    // Another company's big invoice must not show up anywhere.
    const otherCorp = await world.addCorporation('Otra Empresa S.L.');
    await seedOtherCompanyInvoice(otherCorp, world.user.uid, await issuerOf(otherCorp));

    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // Reached from the invoice list.
    await page.goto('#/invoices/output');
    await page.getByRole('main').getByRole('link', { name: 'Informes', exact: true }).click();
    await expect(page).toHaveURL(/#\/reports$/);
    await page.getByRole('link', { name: 'Libro registro de facturas expedidas' }).click();

    const report = new ReportPage(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Libro registro de facturas expedidas');
    // Bad input: a message at the field and no result.
    await report.setRange('2025-03-31', '2025-01-01');
    await page.getByRole('button', { name: 'Generar' }).click();
    await expect(page.getByText('La fecha de fin no puede ser anterior a la de inicio.')).toBeVisible();
    await expect(report.result).toHaveCount(0);

    await report.setRange('2025-01-01', '2025-03-31');
    await report.generate();
    // Total factura = base + cuotas + recargo, the withholding apart: F-2025-000001 (1.700,00 / 335,00 / total 2.035,00 /
    // IRPF 255,00), R-2025-000001 (−300,00 / −63,00 / −363,00 / −45,00), F-2025-000002 (2.100,00 / 424,00 / RE 104,50 /
    // 2.628,50): 5 rows (one per invoice and rate).
    await expect(report.bookTotal('invoices')).toHaveText('3 facturas');
    await expect(report.bookTotal('base')).toHaveText('3.500,00 €');
    await expect(report.bookTotal('vat')).toHaveText('696,00 €');
    await expect(report.bookTotal('recargo')).toHaveText('104,50 €');
    await expect(report.bookTotal('irpf')).toHaveText('210,00 €');
    await expect(report.bookTotal('total')).toHaveText('4.300,50 €');
    await expect(page.getByTestId('book-row')).toHaveCount(5);
    await expect(page.getByTestId('book-row').nth(2)).toContainText('Rectificativa de F-2025-000001');
    await expect(page.getByTestId('book-row').nth(2)).toContainText('R1 · por diferencias (I)');
    await page.screenshot({ path: '/tmp/report-issued-book.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);

    const book = await report.exportCsv();
    expect(book.text.startsWith('\uFEFF')).toBe(true);
    expect(book.fileName).toMatch(/^libro-facturas-expedidas-2025-01-01-2025-03-31-\d{4}-\d{2}-\d{2}\.csv$/);
    const h = book.table.headers;
    const col = (name: string) => h.indexOf(name);
    const data = book.table.rows.slice(0, -1).map((r) => r.cells);
    const totalsRow = book.table.rows[book.table.rows.length - 1]!.cells;
    expect(data).toHaveLength(5);
    expect(totalsRow[0]).toBe('TOTAL');
    for (const [header, which] of [
      ['Base imponible', 'base'],
      ['Cuota IVA', 'vat'],
      ['Cuota RE', 'recargo'],
      ['Retención IRPF', 'irpf'],
      ['Total factura', 'total'],
    ] as const) {
      const screen = cents(await report.bookTotal(which).textContent());
      expect(cents(totalsRow[col(header)]!), header).toBe(screen);
      expect(
        data.reduce((a, r) => a + (r[col(header)] ? cents(r[col(header)]!) : 0), 0),
        `sum of ${header}`,
      ).toBe(screen);
    }

    const pdf = await report.exportPdf();
    expect(pdf.fileName).toBe('libro-facturas-expedidas-2025-01-01-2025-03-31.pdf');
    for (const expected of [
      'Libro registro de facturas expedidas',
      `${world.corpName} · NIF ${world.nif}`,
      'Periodo: del 01/01/2025 al 31/03/2025',
      'R-2025-000001',
      'Rectificativa de F-2025-000001',
      'TOTAL',
      '3 facturas',
      '3.500,00 €',
      '4.300,50 €',
      'Página 1 de 1',
    ]) {
      expect(pdf.text, expected).toContain(expected);
    }

    // The book in the AEAT's common electronic format (XLSX stored, so the sheet's XML reads as text):
    // tab EXPEDIDAS, 3 header rows + the 5 lines; R-2025-000001 is −300,00 − 63,00 = −363,00; F-2025-000002 at
    // 21 % is 2.000,00 + 420,00 + 5,2 % recargo 104,00 = 2.524,00.
    const [aeatBook] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Formato AEAT (requerimiento)' }).click()]);
    expect(aeatBook.suggestedFilename()).toBe(`2025${world.nif}E${world.corpName}.xlsx`);
    const xlsx = readFileSync(await aeatBook.path());
    expect([...xlsx.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const xlsxText = xlsx.toString('utf8');
    expect(xlsxText).toContain('<sheet name="EXPEDIDAS"');
    expect(xlsxText.match(/<row r="/g)).toHaveLength(8);
    expect(xlsxText).toContain('>-363,00<');
    expect(xlsxText).toContain('>2524,00<');

    // Modelo 347 of 2025: Alfa's invoices withhold IRPF, so they go in the 190 and not here (RGAT art. 33.2):
    // 2.035,00 − 363,00 + 1.633,50 = 3.305,50 left out; Beta (2.628,50) stays below; Norte 3.630,00; Sur at exactly
    // 3.005,06 is not declared.
    await report.open('/reports/347', 'Operaciones con terceros (modelo 347)');
    await report.setYear('2025');
    await resetReads(page);
    await report.generate();
    const clients = page.getByTestId('m347-clients');
    const vendors = page.getByTestId('m347-vendors');
    await expect(clients.getByTestId('m347-row')).toHaveCount(0);
    await expect(page.getByTestId('m347-clients-total')).toHaveText('0,00 €');
    await expect(page.getByTestId('m347-excluded-withholding')).toHaveText('3.305,50 €');
    await expect(report.result).not.toContainText('Ferretería Alfa');
    await expect(vendors.getByTestId('m347-row')).toHaveCount(1);
    await expect(vendors).toContainText('Suministros Norte S.L.');
    await expect(page.getByTestId('m347-vendors-total')).toHaveText('3.630,00 €');
    await expect(report.result).not.toContainText('Distribuciones Sur');
    await expect(report.result).not.toContainText('Cliente De Otra Empresa');
    await expect(report.result).toHaveAttribute('data-invoices', '6');
    // Issue 32: the year's four quarter aggregates, its 347 parties and the sales paid in cash (none here), never every invoice.
    const reads347 = await readsByLabel(page);
    console.log('347 reads:', JSON.stringify(reads347));
    expect(reads347['reports.taxQuarter']).toBe(4);
    expect(reads347['reports.invoices']).toBeUndefined();
    // 3 parties with operations in 2025 (Beta, Norte, Sur; Alfa's all withheld) and one empty page of cash sales.
    expect(reads347).toMatchObject({ 'reports.taxQuarter': 4, 'reports.taxParties347': 3, 'reports.cashSales': 1 });

    const m347 = await report.exportCsv();
    const rows = m347.table.rows.map((r) => r.cells);
    const annual = m347.table.headers.indexOf('Total anual');
    expect(rows.map((r) => r[0])).toEqual(['TOTAL clientes', 'Compras (A)', 'TOTAL proveedores']);
    expect(cents(rows[0]![annual]!)).toBe(cents(await page.getByTestId('m347-clients-total').textContent()));
    expect(cents(rows[2]![annual]!)).toBe(cents(await page.getByTestId('m347-vendors-total').textContent()));
    // The last column is the year of a record of cash received on an earlier year's sales (RGAT art. 35.5): none here.
    expect(rows[1]!.slice(1)).toEqual(['B86561412', 'Suministros Norte S.L.', '3630,00', '0,00', '0,00', '0,00', '3630,00', '0,00', '', '']);

    // The 390 of 2025 as the AEAT import file: the opening tag, 8 168 positions (17 + 311 <AUX> + pages
    // 01 1.187, 02 1.806, 02B 531, 03 1.840, 04 854, 06 828, 07 776 + 18), NIF at page 01.
    await report.open('/reports/390', 'Resumen anual de IVA (modelo 390)');
    await report.setYear('2025');
    await report.generate();
    const [m390] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar fichero 390' }).click()]);
    expect(m390.suggestedFilename()).toBe('390-2025.txt');
    const file390 = readFileSync(await m390.path()).toString('latin1');
    expect(file390.slice(0, 17)).toBe('<T390020250A0000>');
    expect(file390).toHaveLength(8168);
    expect(file390.slice(328, 339)).toBe('<T39001000>');
    expect(file390.slice(341, 350)).toBe(world.nif);
  });

  test('another company’s user gets only their own invoices, without errors', async ({ page, world, loginPage }) => {
    await seedReportInvoices(world.corpId, world.user.uid, await issuerOf(world.corpId));
    const otherCorp = await world.addCorporation('Otra Empresa S.L.');
    await seedOtherCompanyInvoice(otherCorp, world.user.uid, await issuerOf(otherCorp));
    const outsider = await world.addPerson('user', { corpId: otherCorp });

    await loginPage.open();
    await loginPage.signIn(outsider);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const report = new ReportPage(page);
    await report.open('/reports/issued', 'Libro registro de facturas expedidas');
    await report.setRange('2025-01-01', '2025-03-31');
    await report.generate();
    await expect(page.getByTestId('report-error')).toHaveCount(0);
    await expect(report.bookTotal('invoices')).toHaveText('1 factura');
    await expect(page.getByTestId('book-row')).toHaveCount(1);
    await expect(page.getByTestId('book-row')).toContainText('Cliente De Otra Empresa S.L.');
    await expect(report.result).not.toContainText('Ferretería Alfa');
    await expect(report.bookTotal('total')).toHaveText('10.890,00 €');
  });

  test('VAT summary by quarter (purchases by registry date) and stock valuation, readable at 360 px', async ({ page, world, loginPage }) => {
    await seedReportInvoices(world.corpId, world.user.uid, await issuerOf(world.corpId));
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'rep-in-1', [
      ['screw', 100, 40],
      ['cable', 50, 30],
    ]);
    await page.setViewportSize({ width: 360, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    const report = new ReportPage(page);
    await report.open('/reports/vat', 'Resumen de IVA por trimestre');
    await page.getByLabel('Trimestre', { exact: true }).selectOption('1');
    await report.setYear('2025');
    await resetReads(page);
    await report.generate();
    // Issue 32: the first quarter's 303 is one document, whatever the number of invoices.
    // (Inicio's live listeners may still count their own reads: only the report's are compared.)
    const reads303 = Object.entries(await readsByLabel(page)).filter(([label]) => label.startsWith('reports.'));
    expect(Object.fromEntries(reads303)).toEqual({ 'reports.taxQuarter': 1 });
    // Modelo 303, 1T: [07] 21 % 1.500 + 2.000 = 3.500,00 / [09] 735,00; [04] 200,00 / [06] 20,00; [01] 100,00 / [03] 4,00;
    // the rectificativa in [14] −300,00 / [15] −63,00; recargo [22] 2.000,00 / [24] 104,00 and 0,5 % in [168] 100,00 / [170] 0,50
    // (the design in force from 4T 2024, DR303e24v200).
    // [27] = 735 + 20 + 4 − 63 + 104 + 0,50 = 800,50. Deducible: only Norte [28] 3.000,00 / [29] 630,00 (Sur's invoice is
    // dated 30/03 by the vendor but registered on 02/04, 2T). [46] = 800,50 − 630,00 = 170,50.
    for (const [box, amount] of [
      ['07', 350000],
      ['09', 73500],
      ['14', -30000],
      ['15', -6300],
      ['24', 10400],
      ['170', 50],
      ['27', 80050],
      ['28', 300000],
      ['29', 63000],
      ['46', 17050],
    ] as const) {
      const cell = page.getByTestId(`vat-box-${box}`);
      await expect(cell, box).toContainText(`[${box}]`);
      expect(cents((await cell.textContent())!.replace(`[${box}]`, '')), box).toBe(amount);
    }
    // Tables scroll inside their box; the page itself does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: '/tmp/report-vat-360.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    const vat = await report.exportCsv();
    expect(vat.table.rows.map((r) => r.cells)).toContainEqual(['Resultado', 'Resultado régimen general', '', '', '', '', '46', '170,50']);

    // 100 × 0,40 + 50 × 0,30 = 55,00 €.
    await report.open('/reports/stock-valuation', 'Valoración de existencias');
    await report.generate();
    await expect(page.getByTestId('valuation-row')).toHaveCount(2);
    await expect(page.getByTestId('valuation-total')).toHaveText('55,00 €');
    const stock = await report.exportCsv();
    await expect(page.getByTestId('valuation-cost-of-sales')).toHaveText('0,00 €');
    expect(stock.table.rows[stock.table.rows.length - 1]!.cells).toEqual(['TOTAL', '2 productos con existencias', '', '', '', '55,00', '0,00']);
  });
});
