/**
 * Issue 31, Tarifas, end to end: an admin makes a wholesale tarifa with a quantity break (a bad
 * break is refused at its field and nothing is saved), gives it to a client, and picks the default
 * tarifa; an invoice to that client takes 10,00 € and 9,20 € from 12 ud, a typed price stays the
 * person's; the counter sells with no client at the default tarifa, priced by the server the same.
 * Amounts are computed by hand in the comments.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../seed/lib';
import { productContentOf } from '../../src/categories/product';
import { priceEntryToStored } from '../../src/domain/pricing/priceList';
import { priceListToStored } from '../../src/pricing/priceListForm';
import { expect, test } from './support/fixtures';
import { InvoiceEditorPage, InvoiceViewPage } from './support/invoicePages';
import { CLIENT, seedStockWorld } from './support/stockPages';

// A service (no stock needed anywhere): 11,00 € net at 21 %.
const SCAFFOLD = { id: 'prod-scaffold', code: 'AND-DIA', name: 'Alquiler de andamio (día)' };

test.describe('Tarifas', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    const db = adminDb();
    const stamp = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
    const base = `corporations/${world.corpId}`;
    await db
      .doc(`${base}/categories/${SCAFFOLD.id}`)
      .set({ ...productContentOf({ ...SCAFFOLD, salePrice: '11,00', vatRate: '21', stocked: false }), ...stamp });
    await db.doc(`${base}/productCodes/${SCAFFOLD.code}`).set({ categoryId: SCAFFOLD.id });
    // «Tienda», IVA included: the scaffold at 12,50 €. The admin makes it the default on the screen.
    await db
      .doc(`${base}/priceLists/tienda`)
      .set({ ...priceListToStored({ name: 'Tienda', kind: 'general', vatIncluded: true, validFrom: null, validTo: null }), ...stamp });
    await db.doc(`${base}/priceLists/tienda/prices/${SCAFFOLD.id}`).set({
      ...priceEntryToStored({ categoryId: SCAFFOLD.id, ...SCAFFOLD, breaks: [{ from: 1, priceCents: 1250 }] }),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });

  test('a wholesale tarifa gives 9,20 € from 12 ud in an invoice, and the counter sells at the default tarifa', async ({
    page,
    world,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);

    // The admin makes «Mayorista» from Tarifas in the menu.
    await page.getByRole('link', { name: 'Tarifas' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifas' })).toBeVisible();
    await page.getByRole('button', { name: 'Nueva tarifa' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nueva tarifa' })).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Escribe el nombre de la tarifa.')).toBeVisible();
    await page.getByLabel('Nombre').fill('Mayorista');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifa Mayorista' })).toBeVisible();
    await expect(page.getByTestId('record-notice')).toHaveText('Tarifa guardada.');

    // Its price for the scaffold: a second break not above the first is refused at its field, nothing saved.
    const picker = page.getByRole('combobox', { name: 'Añadir o cambiar el precio de un producto' });
    await picker.fill('AND');
    await picker.press('Enter');
    const form = page.getByTestId('price-form');
    await expect(form).toContainText(SCAFFOLD.name);
    await page.getByLabel('Precio (€), tramo 1').fill('10,00');
    await page.getByRole('button', { name: 'Añadir tramo' }).click();
    await page.getByLabel('Desde (cantidad), tramo 2').fill('1');
    await page.getByLabel('Precio (€), tramo 2').fill('9,2O');
    await page.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(form.getByText('Cada tramo empieza en una cantidad mayor que el anterior.')).toBeVisible();
    await expect(form.getByText('Escribe un precio en euros con 2 decimales como mucho (por ejemplo 9,20).')).toBeVisible();
    await expect(page.getByTestId('list-empty')).toHaveText('Esta tarifa todavía no tiene precios.');
    await page.getByLabel('Desde (cantidad), tramo 2').fill('12');
    await page.getByLabel('Precio (€), tramo 2').fill('9,20');
    await page.getByRole('button', { name: 'Guardar precio' }).click();
    await expect(page.getByTestId('price-notice')).toHaveText('Precio de AND-DIA guardado.');
    await expect(page.getByTestId('price-table')).toContainText('desde 1: 10,00 € · desde 12: 9,20 €');

    // Tienda becomes the default tarifa; the client gets Mayorista.
    await page.goto('#/price-lists');
    await page.getByLabel('Tarifa por defecto').selectOption({ label: 'Tienda' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('default-notice')).toHaveText('Tarifa por defecto guardada.');
    await page.goto(`#/clients/details?clientId=${CLIENT.id}`);
    const pricing = page.getByTestId('client-pricing');
    await pricing.getByLabel('Tarifa del cliente').selectOption({ label: 'Mayorista' });
    await pricing.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByTestId('client-pricing-notice')).toHaveText('Tarifa del cliente guardada.');

    // An invoice to the client: the scaffold takes Mayorista's 10,00 €, and 9,20 € from 12 ud.
    const editor = new InvoiceEditorPage(page);
    await editor.openNew('output');
    await editor.pickParty('obras', CLIENT.name);
    const productPicker = page.getByTestId('invoice-product-picker').getByRole('combobox');
    await productPicker.fill('AND');
    await productPicker.press('Enter');
    await expect(editor.lines).toHaveCount(1);
    const price = page.getByLabel('Precio unitario sin IVA, en euros, de la línea 1');
    const quantity = page.getByLabel('Cantidad de la línea 1');
    const note = page.getByTestId('line-price-note');
    await expect(price).toHaveValue('10,00');
    await expect(note).toHaveText('Precio: Tarifa Mayorista');
    await quantity.fill('12');
    await expect(price).toHaveValue('9,20');
    await expect(note).toHaveText('Precio: Tarifa Mayorista (desde 12 ud)');
    // A price typed by hand is the person's: a new quantity keeps it.
    await price.fill('9,00');
    await expect(note).toHaveText('Precio escrito a mano');
    await quantity.fill('11');
    await expect(price).toHaveValue('9,00');
    await quantity.fill('12');
    await price.fill('9,20');
    // 12 × 9,20 € = 110,40 € base; IVA 21 % = 23,184 → 23,18 €; total 133,58 €.
    await expect(editor.total('base')).toHaveText('110,40 €');
    await expect(editor.total('vat')).toHaveText('23,18 €');
    await expect(editor.total('total')).toHaveText('133,58 €');
    await editor.issue();
    const view = new InvoiceViewPage(page);
    // The issued invoice's page (the editor shows the same totals: leaving before the command
    // answered let its navigation to the invoice land after the click on «Mostrador»).
    await expect(view.heading).toHaveText(/-\d{4}-\d{6,}$/);
    await expect(view.total('total')).toHaveText('133,58 €');

    // The counter, with no client: the default tarifa, 12,50 € IVA included; 2 × 12,50 € = 25,00 €.
    await page.getByRole('link', { name: 'Mostrador', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mostrador' })).toBeVisible();
    const search = page.getByRole('combobox', { name: 'Buscar producto por nombre' });
    await search.fill('andamio');
    await search.press('Enter');
    await expect(page.getByLabel(`Precio con IVA de ${SCAFFOLD.name}`)).toHaveValue('12,50');
    await expect(page.getByTestId('counter-line-price-source')).toHaveText('Precio: Tarifa Tienda');
    await page.getByLabel(`Cantidad de ${SCAFFOLD.name}`).fill('2');
    await expect(page.getByTestId('counter-total')).toHaveText('25,00 €');
    await page.getByRole('radio', { name: 'Tarjeta' }).check();
    await page.getByRole('button', { name: /^Cobrar 25,00/ }).click();
    // The server priced it from the tarifa too (the screen sent no price): the ticket is 25,00 €.
    // Read on the server: arriving at the counter from an invoice's page, the screen after the sale
    // was seen to return to that invoice (under investigation, issue 31's closing note); the
    // counter's own journey (counter.spec.ts) checks the screen after a sale.
    const tickets = () => adminDb().collection(`corporations/${world.corpId}/invoices`).where('simplified', '==', true).get();
    await expect.poll(async () => (await tickets()).docs.map((d) => d.get('totalCents')), { timeout: 60_000 }).toEqual([2500]);
  });
});
