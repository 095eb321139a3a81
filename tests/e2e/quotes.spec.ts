/**
 * Issue 31, Presupuestos, end to end: a staff member quotes a client a product its tarifa prices
 * (10,00 €, 9,20 € from 12 ud; a typed price is the person's), saves it (P-{year}-00001), sends it,
 * finds it in the list (one page, one count: the reads asserted) beside an older quote shown as
 * caducado with no write, downloads its PDF and marks it accepted; then a salida's albarán sin
 * precios shows quantities and no price. Amounts are computed by hand in the comments.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../seed/lib';
import { seedConfirmedDocument } from '../../seed/stock';
import { productContentOf } from '../../src/categories/product';
import { madridIsoDate } from '../../src/domain/invoiceDates';
import { priceEntryToStored } from '../../src/domain/pricing/priceList';
import { newQuoteDocument } from '../../src/domain/quotes/quoteModel';
import { priceListToStored } from '../../src/pricing/priceListForm';
import { expect, test } from './support/fixtures';
import { readsByLabel } from './support/masterDataPages';
import { pdfText } from './support/pdfText';
import { CLIENT, PRODUCTS, seedConfirmedInput, seedStockWorld } from './support/stockPages';

// A service (quotes offer services too): 11,00 € net at 21 %; the client's tarifa «Mayorista» has 10,00 € and 9,20 € from 12 ud.
const SCAFFOLD = { id: 'prod-scaffold', code: 'AND-DIA', name: 'Alquiler de andamio (día)' };

/** The text of the PDF a click downloads, as one line. */
async function downloadedText(page: Page, click: () => Promise<void>): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { fileName: download.suggestedFilename(), text: pdfText(bytes).replace(/\s+/g, ' ') };
}

test.describe('Presupuestos', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    const db = adminDb();
    const stamp = { createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() };
    const base = `corporations/${world.corpId}`;
    await db
      .doc(`${base}/categories/${SCAFFOLD.id}`)
      .set({ ...productContentOf({ ...SCAFFOLD, salePrice: '11,00', vatRate: '21', stocked: false }), ...stamp });
    await db.doc(`${base}/productCodes/${SCAFFOLD.code}`).set({ categoryId: SCAFFOLD.id });
    await db
      .doc(`${base}/priceLists/mayorista`)
      .set({ ...priceListToStored({ name: 'Mayorista', kind: 'clientes', vatIncluded: false, validFrom: null, validTo: null }), ...stamp });
    await db.doc(`${base}/priceLists/mayorista/prices/${SCAFFOLD.id}`).set({
      ...priceEntryToStored({
        categoryId: SCAFFOLD.id,
        ...SCAFFOLD,
        breaks: [
          { from: 1, priceCents: 1000 },
          { from: 12, priceCents: 920 },
        ],
      }),
      updatedAt: FieldValue.serverTimestamp(),
    });
    await db.doc(`${base}/clientPrices/${CLIENT.id}`).set({ priceListId: 'mayorista', updatedAt: FieldValue.serverTimestamp() });
    // Last year's quote, sent and never answered: caducado, though stored as enviado.
    await db.doc(`${base}/quotes/old-quote`).set(
      newQuoteDocument(
        {
          date: '2025-01-10',
          validUntil: '2025-02-09',
          clientId: CLIENT.id,
          clientName: CLIENT.name,
          clientNif: '',
          reference: '',
          notes: '',
          lines: [
            {
              categoryId: SCAFFOLD.id,
              code: SCAFFOLD.code,
              name: SCAFFOLD.name,
              unit: 'ud',
              quantity: 1,
              unitPriceCents: 1000,
              discountPct: 0,
              vatRate: 21,
            },
          ],
        },
        { year: 2025, seq: 1 },
        world.user.uid,
        FieldValue.serverTimestamp(),
      ),
    );
    await db.doc(`${base}/quotes/old-quote`).update({ state: 'enviado' });
    // A confirmed salida of 4 screws at 0,90 € for its albarán.
    await seedConfirmedInput(world, 'quotes-in-1', [['screw', 10, 50]]);
    const screw = PRODUCTS.screw;
    await seedConfirmedDocument(world.corpId, {
      kind: 'output',
      id: 'quotes-out-1',
      uid: world.user.uid,
      draft: {
        date: '2026-03-03',
        partyId: CLIENT.id,
        partyName: CLIENT.name,
        partyNif: '',
        reference: 'OBRA-7',
        notes: '',
        lines: [
          { categoryId: screw.id, code: screw.code, name: screw.name, unit: 'ud', quantity: 4, unitPriceCents: 90, discountPct: 0, vatRate: 21 },
        ],
      },
    });
  });

  test('a quote priced by the client’s tarifa is sent, listed, downloaded and accepted; a salida’s albarán sin precios has no price', async ({
    page,
    world,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);

    await page.getByRole('link', { name: 'Presupuestos' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Presupuestos' })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo presupuesto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo presupuesto' })).toBeVisible();

    const clientBox = page.getByRole('combobox', { name: 'Cliente' });
    await clientBox.fill('obras');
    await clientBox.press('Enter');
    await expect(page.getByTestId('party-chosen')).toContainText(CLIENT.name);
    const productBox = page.getByRole('combobox', { name: 'Añadir producto' });
    await productBox.fill('AND');
    await productBox.press('Enter');
    const price = page.getByLabel(`Precio unitario de ${SCAFFOLD.name}`);
    const quantity = page.getByLabel(`Cantidad de ${SCAFFOLD.name}`);
    const note = page.getByTestId('line-price-note');
    await expect(price).toHaveValue('10,00');
    await expect(note).toHaveText('Precio: Tarifa Mayorista');
    await quantity.fill('12');
    await expect(price).toHaveValue('9,20');
    await expect(note).toHaveText('Precio: Tarifa Mayorista (desde 12 ud)');
    // Typed by hand: the person's. 12 × 9,00 € = 108,00 €; IVA 22,68 €; total 130,68 €.
    await price.fill('9,00');
    await expect(note).toHaveText('Precio escrito a mano');
    await expect(page.getByTestId('total-total')).toHaveText('130,68 €');
    await price.fill('9,20');
    // 12 × 9,20 € = 110,40 € base; IVA 21 % = 23,184 → 23,18 €; total 133,58 €.
    await expect(page.getByTestId('total-base')).toHaveText('110,40 €');
    await expect(page.getByTestId('document-totals')).toContainText('23,18 €');
    await expect(page.getByTestId('total-total')).toHaveText('133,58 €');

    // A validity before the quote's date is said at its field.
    const validUntil = page.getByLabel('Válido hasta');
    const defaultValidity = await validUntil.inputValue();
    await validUntil.fill('2000-01-01');
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByText('La validez no puede terminar antes de la fecha del presupuesto.')).toBeVisible();
    await validUntil.fill(defaultValidity);

    const year = madridIsoDate(new Date()).slice(0, 4);
    const number = `P-${year}-00001`;
    await page.getByRole('button', { name: 'Guardar borrador' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Presupuesto ${number}` })).toBeVisible();
    await expect(page.getByTestId('quote-message')).toHaveText('Presupuesto guardado.');
    await expect(page.getByTestId('quote-state')).toHaveText('Borrador');

    await page.getByRole('button', { name: 'Marcar como enviado' }).click();
    await expect(page.getByTestId('quote-state')).toHaveText('Enviado');
    await expect(page.getByTestId('quote-message')).toHaveText('Presupuesto marcado como enviado.');
    // Only a borrador is edited.
    await expect(page.getByLabel(`Precio unitario de ${SCAFFOLD.name}`)).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Guardar borrador' })).toHaveCount(0);

    const pdf = await downloadedText(page, () => page.getByRole('button', { name: 'Descargar PDF' }).click());
    expect(pdf.fileName).toBe(`Presupuesto ${number}.pdf`);
    for (const t of ['PRESUPUESTO', number, CLIENT.name, SCAFFOLD.name, '9,20 €', '110,40 €', '23,18 €', '133,58 €', 'Válido hasta'])
      expect(pdf.text).toContain(t);

    // The list: one page of quotes and one count; last year's enviado quote shows as caducado.
    await page.evaluate(() => window.__almacena!.resetReads());
    await page.goto('#/quotes');
    const rows = page.getByTestId('quote-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(number);
    await expect(rows.nth(0)).toContainText('133,58 €');
    await expect(rows.nth(0)).toContainText('Enviado');
    await expect(rows.nth(1)).toContainText('P-2025-00001');
    await expect(rows.nth(1)).toContainText('Caducado');
    // A first render may come from Firestore's cache; the reads are counted when the server answers.
    // At most the page's two quotes and one count (none when the cache answered: seen with the
    // menu of issue 31's orders, under investigation); never the whole collection.
    expect((await readsByLabel(page))['quotes.list'] ?? 0).toBeLessThanOrEqual(2);
    expect((await readsByLabel(page))['quotes.list.count'] ?? 0).toBeLessThanOrEqual(1);
    const reads = await readsByLabel(page);
    for (const label of Object.keys(reads).filter((l) => l.startsWith('quote'))) expect(['quotes.list', 'quotes.list.count']).toContain(label);
    // Caducado is a filter too (an enviado quote past its validity), and enviado leaves it out.
    await page.getByLabel('Estado').selectOption({ label: 'Caducado' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('P-2025-00001');
    await page.getByLabel('Estado').selectOption({ label: 'Enviado' });
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(number);
    expect((await adminDb().doc(`corporations/${world.corpId}/quotes/old-quote`).get()).get('state')).toBe('enviado');

    await page.getByRole('link', { name: number }).click();
    await page.getByRole('button', { name: 'Marcar aceptado' }).click();
    await expect(page.getByTestId('quote-state')).toHaveText('Aceptado');
    await expect(page.getByTestId('quote-message')).toHaveText('Presupuesto aceptado.');
    const stored = await adminDb().collection(`corporations/${world.corpId}/quotes`).where('number', '==', number).get();
    expect(stored.docs.map((d) => [d.get('state'), d.get('orderId')])).toEqual([['aceptado', null]]);

    // «Convertir en pedido»: the order is made of the quote in one action. Its line is a service
    // (the scaffold's rental), which an order cannot reserve: it stays a borrador, and says why.
    await page.getByRole('button', { name: 'Convertir en pedido' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Borrador', { timeout: 30_000 });
    await expect(page.getByText(/Pedido creado a partir del presupuesto como borrador/)).toBeVisible();
    const converted = await adminDb().collection(`corporations/${world.corpId}/quotes`).where('number', '==', number).get();
    const orderId = converted.docs[0]!.get('orderId') as string;
    expect((await adminDb().doc(`corporations/${world.corpId}/salesOrders/${orderId}`).get()).get('reference')).toBe(number);

    // The salida's albarán: sin precios, only what and how much; con precios, 4 × 0,90 € = 3,60 €, IVA 0,76 €, 4,36 €.
    await page.goto('#/outputs/details?outputId=quotes-out-1');
    await expect(page.getByTestId('document-state')).toHaveText('Confirmada');
    const albaran = page.getByRole('group', { name: 'Descargar albarán' });
    const unvalued = await downloadedText(page, () => albaran.getByRole('button', { name: 'Sin precios' }).click());
    expect(unvalued.fileName).toMatch(/^Albarán S-.* sin precios\.pdf$/);
    for (const t of ['ALBARÁN DE ENTREGA', 'OBRA-7', CLIENT.name, PRODUCTS.screw.name, '4 ud']) expect(unvalued.text).toContain(t);
    expect(unvalued.text).not.toContain('€');
    expect(unvalued.text).not.toContain('0,90');
    const valued = await downloadedText(page, () => albaran.getByRole('button', { name: 'Con precios' }).click());
    for (const t of ['0,90 €', '3,60 €', '0,76 €', '4,36 €']) expect(valued.text).toContain(t);
  });
});
