import { expect, test } from './support/fixtures';
import { seedStockWorld } from './support/stockPages';
test('shot', async ({ page, world, loginPage }) => {
  await seedStockWorld(world);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginPage.open();
  await loginPage.signIn(world.admin);
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: '/tmp/shell1280.png' });
  await page.setViewportSize({ width: 1440, height: 800 });
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/shell1440.png' });
});
