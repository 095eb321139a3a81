// Throwaway: screenshots of the master-data screens at 360 px and 1280 px.
import { seedDemoMasterData } from '../../seed/masterData';
import { expect, test } from './support/fixtures';
import { PartyListPage, ProductListPage, signIn } from './support/masterDataPages';

test('screens', async ({ page, world }) => {
  await seedDemoMasterData(world.corpId);
  await signIn(page, world.admin);
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    const vendors = new PartyListPage(page, 'vendor');
    await vendors.open();
    await expect(vendors.range).toContainText('de');
    await page.screenshot({ path: `/tmp/shots/vendors-${width}.png`, fullPage: true });
    await vendors.openRecord('Tornillería Peñalara S.L.');
    await page.screenshot({ path: `/tmp/shots/vendor-${width}.png`, fullPage: true });
    const clients = new PartyListPage(page, 'client');
    await clients.open();
    await clients.openRecord('Droguería Marisa');
    await page.screenshot({ path: `/tmp/shots/client-${width}.png`, fullPage: true });
    const products = new ProductListPage(page);
    await products.open();
    await expect(products.range).toContainText('de');
    await page.screenshot({ path: `/tmp/shots/products-${width}.png`, fullPage: true });
    const form = await products.openRecord('CAB-H07-25');
    await form.fillProduct({ 'Código': 'TOR-M6-20', 'Precio de venta (€)': '-1' });
    await form.save();
    await page.screenshot({ path: `/tmp/shots/product-${width}.png`, fullPage: true });
    await products.open();
    const dialog = await products.chooseImportFile('p.csv', 'Código;Nombre;IVA (%)\nTOR-M6-20;Tornillo;21\nNUEVO-1;Nuevo;21\nMAL 1;;7\n');
    await expect(dialog.summary).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/import-${width}.png`, fullPage: true });
    await dialog.close();
  }
});
