// Throwaway measurement (not part of the suite): reads of the Productos list with 30 and 10,000
// products, and the time to import 2,000 products through the UI.
import { seedProducts } from '../../seed/masterData';
import { expect, test } from './support/fixtures';
import { ProductListPage, readsByLabel, signIn, storedCount } from './support/masterDataPages';

test.setTimeout(900_000);

for (const count of [30]) {
  test(`Productos list reads with ${count} products`, async ({ page, world }) => {
    const t0 = Date.now();
    await seedProducts(world.corpId, count);
    console.log(`seeded ${count} products in ${Date.now() - t0} ms`);
    await signIn(page, world.user);
    await page.evaluate(() => window.__almacena!.resetReads());
    const list = new ProductListPage(page);
    const t1 = Date.now();
    await list.open();
    await expect(list.range).toHaveText(/^1–25 de /);
    console.log(`list shown in ${Date.now() - t1} ms; range: ${await list.range.textContent()}`);
    console.log(`reads with ${count}:`, JSON.stringify(await page.evaluate(() => window.__almacena!.reads())));
    await page.evaluate(() => window.__almacena!.resetReads());
    await list.next();
    await expect(list.range).toHaveText(/^26–/);
    console.log(`reads of the next page with ${count}:`, JSON.stringify(await readsByLabel(page)));
  });
}

test('imports 2,000 products', async ({ page, world }) => {
  const lines = ['Código;Nombre;Unidad;Precio de venta;IVA (%);Stock mínimo;Código de barras'];
  for (let i = 1; i <= 2000; i++) lines.push(`IMP-${String(i).padStart(5, '0')};Producto importado ${i};ud;${i % 100},${String(i % 97).padStart(2, '0')};21;${i % 7};`);
  await signIn(page, world.admin);
  const list = new ProductListPage(page);
  await list.open();
  const t0 = Date.now();
  const dialog = await list.chooseImportFile('dos-mil.csv', lines.join('\r\n'));
  await expect(dialog.summary).toHaveText('Se crearán 2.000 registros, se actualizarán 0 y se rechazarán 0.', { timeout: 600_000 });
  const tPreview = Date.now() - t0;
  const t1 = Date.now();
  await dialog.confirm();
  await expect(dialog.done).toBeVisible({ timeout: 900_000 });
  const tWrite = Date.now() - t1;
  console.log(`import 2000: preview ${tPreview} ms, write ${tWrite} ms`);
  console.log('import reads:', JSON.stringify(await readsByLabel(page)));
  expect(await storedCount(world.corpId, 'categories')).toBe(2000);
  expect(await storedCount(world.corpId, 'productCodes')).toBe(2000);
});
