/**
 * A company's data, portable (issue 33): an admin downloads everything from «Empresa → Tus datos»;
 * the ZIP holds the documents, the CSVs and, added by the browser, each issued sale's PDF with its
 * number and total (2 × 30,00 € + 21 % = 72,60 €).
 */
import fs from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { seedSalesInvoice } from '../../seed/invoices';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { expect, test } from './support/fixtures';
import { pdfText } from './support/pdfText';
import { CLIENT, seedStockWorld } from './support/stockPages';

const REPAIR = {
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
};

test.describe('Tus datos', () => {
  test('an admin downloads the company archive, with each issued sale as a PDF', async ({ page, world, loginPage }) => {
    await seedStockWorld(world);
    const today = madridIsoDate(new Date());
    for (const number of [7, 8]) {
      await seedSalesInvoice(world.corpId, {
        id: `seed-arch-${number}`,
        clientId: CLIENT.id,
        number,
        issueDate: today,
        uid: world.user.uid,
        lines: [REPAIR],
      });
    }
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto(`#/corps/details?corpId=${world.corpId}`);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Descargar todos los datos' }).click(),
    ]);
    await expect(page.getByTestId('company-data-done')).toContainText('y 2 facturas en PDF');
    const files = unzipSync(new Uint8Array(fs.readFileSync(await download.path())));
    const year = today.slice(0, 4);
    const pdfs = Object.keys(files).filter((n) => n.startsWith('facturas/'));
    expect(pdfs.sort()).toEqual([`facturas/Factura F-${year}-000007.pdf`, `facturas/Factura F-${year}-000008.pdf`]);
    const text = pdfText(Buffer.from(files[`facturas/Factura F-${year}-000008.pdf`]!));
    expect(text).toContain(`F-${year}-000008`);
    expect(text).toContain('72,60 €');
    expect(strFromU8(files['datos/documentos.jsonl']!)).toContain('"path":"invoices/seed-arch-7"');
    expect(strFromU8(files['LEEME.txt']!)).toContain('facturas/');
  });
});
