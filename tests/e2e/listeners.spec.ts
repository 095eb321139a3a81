/**
 * Every listener a screen opens is closed when the user leaves it (issue 32): a listener left open
 * costs reads for as long as the tab lives, and on the emulator it makes every write to its
 * collection re-run it. The repository layer counts the open ones (window.__almacena.listeners(),
 * src/firebase/readCounter.ts); after each screen the user goes to a page that reads nothing.
 */
import { expect, test } from './support/fixtures';
import { seedConfirmedInput, seedStockWorld } from './support/stockPages';
import { seedOpenTill } from '../../seed/till';

const SCREENS: [hash: string, opens: string][] = [
  ['#/stock', 'stock.list'],
  ['#/stock/details?categoryId=screw', 'movements.history'],
  ['#/inputs', 'inputs.list'],
  ['#/inputs/details?inputId=seed-in-1', 'inputs.watch (doc)'],
  ['#/outputs', 'outputs.list'],
  ['#/invoices', 'invoices.list'],
  ['#/mostrador', 'tills.mine (doc)'],
  ['#/categories', 'categories.list'],
  ['#/payments', 'payments.list'],
  ['#/payments/dues', 'dues.list'],
  ['#/sales-orders', 'salesOrders.list'],
];

test('leaving a screen closes the listeners it opened', async ({ page, world, loginPage }) => {
  await seedStockWorld(world);
  await seedConfirmedInput(world, 'seed-in-1', [['screw', 100, 40]]);
  await seedOpenTill(world.corpId, world.user, { id: 'caja1', name: 'Caja 1' }, 5000);
  await loginPage.open();
  await loginPage.signIn(world.user);
  await expect(page).toHaveURL(/#\/dashboard$/);
  const listeners = () => page.evaluate(() => window.__almacena!.listeners());
  // What stays open all along: the signed-in user's profile.
  await page.evaluate(() => (location.hash = '#/restricted'));
  await expect(page.getByTestId('restricted-page')).toBeVisible();
  const shell = await listeners();
  expect(Object.keys(shell)).toEqual(['users.watch (doc)']);

  for (const [hash, opens] of SCREENS) {
    await page.evaluate((h) => (location.hash = h), hash);
    await expect.poll(async () => (await listeners())[opens] ?? 0, { message: `${hash} opens ${opens}` }).toBeGreaterThan(0);
    await page.evaluate(() => (location.hash = '#/restricted'));
    await expect(page.getByTestId('restricted-page')).toBeVisible();
    expect(await listeners(), `after leaving ${hash}`).toEqual(shell);
  }
});
