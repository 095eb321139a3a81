import { adminDb, now } from '../../seed/lib';
import { productDoc, seedProducts } from '../../seed/masterData';
import { expect, test } from './support/fixtures';
import { ProductListPage, readsByLabel, signIn, storedCount, storedDocs } from './support/masterDataPages';

/** A product with its code document, as the app writes them. */
async function storeProduct(corpId: string, id: string, code: string, name: string): Promise<void> {
  const data = productDoc({ code, name });
  await adminDb().doc(`corporations/${corpId}/categories/${id}`).set(data);
  await adminDb()
    .doc(`corporations/${corpId}/productCodes/${String(data.codeKey)}`)
    .set({ categoryId: id });
}

test.describe('Productos', () => {
  test('an admin creates a product, finds it by code or name, edits and deactivates it', async ({ page, world }) => {
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    await expect(list.empty).toContainText('Todavía no hay productos');

    const form = await list.startNew();
    await form.fillProduct({
      Código: 'tor-m8',
      Nombre: 'Tornillo cabeza Allen M8',
      'Precio de venta (€)': '1.234,5',
      'Stock mínimo': '2,5',
      'Código de barras (EAN-13)': '8412345678905',
      Unidad: 'caja',
      'IVA (%)': '10',
    });
    await form.save();
    await expect(form.notice).toHaveText('Producto guardado.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('tor-m8 · Tornillo cabeza Allen M8');
    const id = form.idFromUrl();
    expect((await storedDocs(world.corpId, 'categories'))[0]).toMatchObject({
      id,
      code: 'tor-m8',
      codeKey: 'TOR-M8',
      unit: 'caja',
      salePriceCents: 123450,
      vatRate: 10,
      minStock: 2.5,
      barcode: '8412345678905',
    });
    expect((await adminDb().doc(`corporations/${world.corpId}/productCodes/TOR-M8`).get()).data()).toEqual({ categoryId: id });
    await expect(page.getByTestId('product-average-cost')).toHaveText('—');

    await list.open();
    await expect(list.table.locator('tbody tr').first()).toContainText('1.234,50 €');
    for (const query of ['TOR-', 'allen', 'CABEZA', '841234']) {
      await list.search(query);
      await expect(list.rowLinks()).toHaveText(['tor-m8']);
    }

    const edit = await list.openRecord('tor-m8');
    await edit.fillProduct({ Código: 'TOR-M8-A', 'Precio de venta (€)': '13' });
    await edit.save();
    await expect(edit.notice).toHaveText('Producto guardado.');
    const codes = await storedDocs(world.corpId, 'productCodes');
    expect(codes).toEqual([{ id: 'TOR-M8-A', categoryId: id }]);
    await edit.deactivate();
    await expect(edit.inactiveBadge).toBeVisible();
    expect((await storedDocs(world.corpId, 'categories'))[0]).toMatchObject({ code: 'TOR-M8-A', salePriceCents: 1300, active: false });
  });

  test('refuses a duplicate code at the field, in any case, and writes nothing', async ({ page, world }) => {
    await storeProduct(world.corpId, 'existente', 'DUP-1', 'Producto existente');
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    const form = await list.startNew();
    await form.fillProduct({ Código: 'dup-1', Nombre: 'Otro producto' });
    await form.field('Nombre').focus();
    await expect(form.messageAt('Código')).toHaveText('Ya existe un producto con el código dup-1.');
    await form.save();
    await expect(form.messageAt('Código')).toHaveText('Ya existe un producto con el código dup-1.');
    await expect(form.notice).toHaveText('Revisa los campos marcados: no se ha guardado nada.');
    expect(await storedCount(world.corpId, 'categories')).toBe(1);
    expect(await storedCount(world.corpId, 'productCodes')).toBe(1);
  });

  test('refuses bad values at their fields', async ({ page, world }) => {
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    const form = await list.startNew();
    await form.fillProduct({
      Código: 'A B',
      Nombre: 'X',
      'Precio de venta (€)': '-3',
      'Stock mínimo': '1,2345',
      'Código de barras (EAN-13)': '8412345678901',
    });
    await form.save();
    await expect(form.messageAt('Código')).toContainText('sin espacios');
    await expect(form.messageAt('Precio de venta (€)')).toHaveText('El precio de venta no puede ser negativo.');
    await expect(form.messageAt('Stock mínimo')).toContainText('3 decimales');
    await expect(form.messageAt('Código de barras (EAN-13)')).toHaveText('El dígito de control del código de barras no es correcto.');
    expect(await storedCount(world.corpId, 'categories')).toBe(0);
  });

  test('shows staff the products read-only', async ({ page, world }) => {
    await storeProduct(world.corpId, 'p1', 'LEC-1', 'Leche entera');
    await signIn(page, world.user);
    const list = new ProductListPage(page);
    await list.open();
    await expect(page.getByRole('button', { name: 'Nuevo producto' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Importar CSV' })).toHaveCount(0);
    const form = await list.openRecord('LEC-1');
    await expect(form.field('Nombre')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Guardar' })).toHaveCount(0);
  });

  test('refuses to delete a product with stock movements, refreshes its stock copies on save, and deletes an unused one', async ({ page, world }) => {
    await storeProduct(world.corpId, 'conStock', 'STK-1', 'Con movimientos');
    await storeProduct(world.corpId, 'libre', 'LIB-1', 'Sin uso');
    const stock = adminDb().doc(`corporations/${world.corpId}/stock/conStock`);
    await stock.set({
      categoryId: 'conStock',
      code: 'STK-1',
      name: 'Con movimientos',
      unit: 'ud',
      minStock: 0,
      quantity: 4,
      averageCostCents: 250,
      lastPurchasePriceCents: 275,
      valueCents: 1000,
      belowMinimum: false,
      lastMovementId: 'in-x-c',
      updatedAt: now(),
    });
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();

    const withStock = await list.openRecord('STK-1');
    await expect(page.getByTestId('product-average-cost')).toHaveText('2,50 €');
    await expect(page.getByTestId('product-last-purchase')).toHaveText('2,75 €');
    await withStock.fillProduct({ Nombre: 'Con movimientos y mínimo', 'Stock mínimo': '5' });
    await withStock.save();
    await expect(withStock.notice).toHaveText('Producto guardado.');
    expect((await stock.get()).data()).toMatchObject({ name: 'Con movimientos y mínimo', minStock: 5, belowMinimum: true, quantity: 4 });

    await withStock.pressDelete();
    await withStock.confirmDelete();
    await expect(withStock.notice).toContainText('No se puede eliminar este producto porque ya tiene movimientos de stock');
    expect(await storedCount(world.corpId, 'categories')).toBe(2);

    await list.open();
    const free = await list.openRecord('LIB-1');
    await free.pressDelete();
    await free.confirmDelete();
    await expect(page.getByRole('status').filter({ hasText: 'Producto eliminado.' })).toBeVisible();
    expect((await storedDocs(world.corpId, 'categories')).map((p) => p.id)).toEqual(['conStock']);
    expect((await storedDocs(world.corpId, 'productCodes')).map((c) => c.id)).toEqual(['STK-1']);
  });

  test('reads one page and one count: 26 documents and 1 aggregation for 30 products', async ({ page, world }) => {
    await seedProducts(world.corpId, 30);
    await signIn(page, world.user);
    await page.evaluate(() => window.__almacena!.resetReads());
    const list = new ProductListPage(page);
    await list.open();
    await expect(list.range).toHaveText('1–25 de 27 productos');
    const reads = await readsByLabel(page);
    // 25 shown plus 1 to know there is a next page; the count is one aggregation read.
    expect(reads['categories.list']).toBe(26);
    expect(reads['categories.list.count']).toBe(1);
  });
});
