/**
 * Issue 29 at the counter: a product with a PVP of 14,95 € IVA included sells at exactly that, a
 * 10 % line discount, a quick key, parking a sale and resuming it, and the warning before a ticket
 * with lines is thrown away. Amounts are computed by hand in the comments.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb } from '../../seed/lib';
import { productContentOf } from '../../src/categories/product';
import { expect, test } from './support/fixtures';
import { seedConfirmedInput, seedStockWorld } from './support/stockPages';

const POT = { id: 'prod-pot', code: 'MAC-20', name: 'Maceta 20 cm' };

test.describe('retail prices and the cashier flow', () => {
  test.beforeEach(async ({ world }) => {
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'seed-in-1', [['screw', 100, 40]]);
    const db = adminDb();
    const pot = productContentOf({ code: POT.code, name: POT.name, priceSource: 'retail', retailPrice: '14,95', vatRate: '21', stocked: false });
    await db
      .doc(`corporations/${world.corpId}/categories/${POT.id}`)
      .set({ ...pot, createdAt: FieldValue.serverTimestamp(), updatedAt: FieldValue.serverTimestamp() });
    await db.doc(`corporations/${world.corpId}/productCodes/${POT.code}`).set({ categoryId: POT.id });
    await db.doc(`corporations/${world.corpId}/settings/counter`).set({ quickKeys: [POT.id], updatedAt: FieldValue.serverTimestamp() });
  });

  test('a PVP sells at 14,95 €, a 10 % discount, a quick key, park and resume, and the discard warning', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await page.goto('/#/mostrador');
    await expect(page.getByRole('heading', { level: 1, name: 'Mostrador' })).toBeVisible();

    // The quick key adds the PVP product at exactly 14,95 €: base 12,36 € + IVA 2,59 € (1495 × 100 / 121 = 1235,54 → 1236).
    await page.getByTestId('counter-quick-key').filter({ hasText: POT.name }).click();
    await expect(page.getByLabel(`Precio con IVA de ${POT.name}`)).toHaveValue('14,95');
    await expect(page.getByTestId('counter-total')).toHaveText('14,95 €');
    await expect(page.getByTestId('counter-breakdown-row')).toContainText(['12,36 €']);

    // 10 % off: 14,95 × 0,9 = 13,455 → 13,46 €.
    await page.getByLabel(`Descuento en % de ${POT.name}`).fill('10');
    await expect(page.getByTestId('counter-total')).toHaveText('13,46 €');
    await page.getByLabel(`Descuento en % de ${POT.name}`).fill('101');
    await expect(page.getByText('El descuento debe estar entre 0 y 100 %.')).toBeVisible();
    await page.getByLabel(`Descuento en % de ${POT.name}`).fill('10');

    // Park it: the ticket empties and the list shows its total; resume puts it back.
    await page.getByRole('button', { name: 'Aparcar venta' }).click();
    await expect(page.getByTestId('counter-line')).toHaveCount(0);
    await expect(page.getByTestId('counter-parked-sale')).toContainText('13,46 €');
    await page.getByRole('button', { name: /Recuperar la venta aparcada/ }).click();
    await expect(page.getByTestId('counter-line')).toHaveCount(1);
    await expect(page.getByTestId('counter-total')).toHaveText('13,46 €');

    // Leaving with lines asks first; staying keeps the ticket.
    await page.getByRole('link', { name: 'Inicio' }).first().click();
    await expect(page.getByRole('dialog', { name: '¿Descartar la venta en curso?' })).toBeVisible();
    await page.getByRole('button', { name: 'Seguir con la venta' }).click();
    await expect(page).toHaveURL(/#\/mostrador$/);
    await expect(page.getByTestId('counter-line')).toHaveCount(1);

    // Charged by card: the server prices it from the record, 13,46 €.
    await page.getByRole('radio', { name: 'Tarjeta' }).check();
    await page.getByRole('button', { name: /^Cobrar 13,46/ }).click();
    await expect(page.getByText(/Ticket T-/)).toBeVisible();
  });
});
