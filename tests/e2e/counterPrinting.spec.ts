/**
 * Direct ticket printing at the counter (issue 29), against a fake ESC/POS printer: an init script
 * gives the page a navigator.serial whose one port records every byte written (no real printer is
 * ever reached; support/fakePrinter.ts, which the benchmark shares). The printer is set up in
 * «Impresora de tickets» (serial, 19200 baud), then: a cash sale prints its ticket with the number,
 * the total in es-ES (CP858: "€" is 0xD5) and the drawer kick (ESC p); a card sale prints no kick;
 * a gift receipt prints no prices; a reprint says COPIA.
 */
import { madridIsoDate } from '../../src/domain/invoiceDates';
import type { Page } from '@playwright/test';
import { contains, cp858, ESC_P, fakeSerial, GS_K, jobs, setUpPrinter, TICKET_END } from './support/fakePrinter';
import { expect, test } from './support/fixtures';
import { PRODUCTS, seedConfirmedInput, seedStockWorld } from './support/stockPages';
import { seedOpenTill } from '../../seed/till';

const year = () => madridIsoDate(new Date()).slice(0, 4);

async function sell(page: Page, method: 'Efectivo' | 'Tarjeta') {
  await page.goto('#/mostrador');
  const code = page.getByRole('textbox', { name: 'Código o código de barras' });
  await expect(code).toBeFocused();
  for (const scanned of [PRODUCTS.screw.code, PRODUCTS.screw.code, PRODUCTS.cable.code]) {
    await page.keyboard.type(scanned);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByTestId('counter-total')).toHaveText('2,93 €');
  if (method === 'Tarjeta') {
    await page.getByRole('radio', { name: 'Tarjeta' }).check();
    await page.getByTestId('counter-charge').click();
  } else {
    await page.getByRole('textbox', { name: 'Entregado' }).fill('5');
    await page.getByTestId('counter-charge').click();
  }
  await expect(page.getByTestId('counter-number')).toContainText('Ticket T-');
  return (await page.getByTestId('counter-number').innerText()).replace('Ticket ', '');
}

test.describe('direct ticket printing at the counter', () => {
  test.beforeEach(async ({ page, world }) => {
    await page.addInitScript(fakeSerial);
    await seedStockWorld(world);
    await seedConfirmedInput(world, 'seed-in-1', [
      ['screw', 100, 40],
      ['cable', 50, 30],
    ]);
    // A cash sale needs the clerk's open caja (tests/e2e/till.spec.ts opens one by hand).
    await seedOpenTill(world.corpId, world.user, { id: 'caja1', name: 'Caja 1' }, 5000);
  });

  test('a cash sale prints its ticket with the number, the total and the drawer kick; a reprint says COPIA; a gift receipt has no prices', async ({
    page,
    world,
    loginPage,
  }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const number = await sell(page, 'Efectivo');
    expect(number).toBe(`T-${year()}-000001`);
    await setUpPrinter(page);

    await page.getByTestId('ticket-print').click();
    await expect(page.getByTestId('ticket-print-notice')).toHaveText('Ticket enviado a la impresora.');
    let all = await jobs(page);
    const ticket = all[all.length - 1]!;
    expect(contains(ticket, cp858(number))).toBe(true);
    expect(contains(ticket, cp858('2,93 €'))).toBe(true);
    expect(contains(ticket, cp858('Entregado'))).toBe(true);
    expect(contains(ticket, cp858('2,07 €'))).toBe(true);
    expect(contains(ticket, cp858(PRODUCTS.screw.name))).toBe(true);
    expect(contains(ticket, [0x1b, 0x74, 19])).toBe(true);
    expect(contains(ticket, ESC_P)).toBe(true);
    expect(contains(ticket, GS_K)).toBe(true);
    expect(contains(ticket, cp858('COPIA'))).toBe(false);
    // It ends as the app's encoder ends a ticket: the feed and the cut (GS V 1).
    expect(ticket.slice(-TICKET_END.length)).toEqual(TICKET_END);
    // Focus back on the next sale's field.
    await expect(page.getByRole('textbox', { name: 'Código de la siguiente venta' })).toBeFocused();

    await page.getByTestId('ticket-reprint').click();
    await expect(page.getByTestId('ticket-print-notice')).toHaveText('Ticket enviado a la impresora.');
    all = await jobs(page);
    const copy = all[all.length - 1]!;
    expect(copy).not.toBe(ticket);
    expect(contains(copy, cp858('COPIA'))).toBe(true);
    expect(contains(copy, cp858('2,93 €'))).toBe(true);
    expect(contains(copy, ESC_P)).toBe(false);

    await page.getByTestId('ticket-gift').click();
    await expect(page.getByTestId('ticket-print-notice')).toHaveText('Ticket enviado a la impresora.');
    all = await jobs(page);
    const gift = all[all.length - 1]!;
    expect(contains(gift, cp858('TICKET REGALO'))).toBe(true);
    expect(contains(gift, cp858(number))).toBe(true);
    expect(contains(gift, cp858(PRODUCTS.screw.name))).toBe(true);
    expect(contains(gift, [0xd5])).toBe(false);
    expect(contains(gift, cp858('2,93'))).toBe(false);
    expect(contains(gift, GS_K)).toBe(false);
    expect(contains(gift, ESC_P)).toBe(false);

    // From the ticket's invoice page: a reprint, beside the PDF.
    await page.getByRole('link', { name: 'Ver factura' }).click();
    await expect(page.getByRole('button', { name: 'Ticket (80 mm)' })).toBeVisible();
    const before = (await jobs(page)).length;
    await page.getByTestId('ticket-reprint').click();
    await expect(page.getByTestId('ticket-print-notice')).toHaveText('Ticket enviado a la impresora.');
    all = await jobs(page);
    expect(all.length).toBe(before + 1);
    expect(contains(all[all.length - 1]!, cp858('COPIA'))).toBe(true);
    expect(contains(all[all.length - 1]!, cp858(number))).toBe(true);
  });

  test('a card sale prints no drawer kick', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await sell(page, 'Tarjeta');
    await setUpPrinter(page);
    await page.getByTestId('ticket-print').click();
    await expect(page.getByTestId('ticket-print-notice')).toHaveText('Ticket enviado a la impresora.');
    const all = await jobs(page);
    const ticket = all[all.length - 1]!;
    expect(contains(ticket, cp858('2,93 €'))).toBe(true);
    expect(contains(ticket, cp858('Tarjeta'))).toBe(true);
    expect(contains(ticket, ESC_P)).toBe(false);
  });

  test('without Web Serial and WebUSB the set-up says so and the ticket is a PDF', async ({ page, world, loginPage }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'serial', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'usb', { configurable: true, value: undefined });
    });
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await sell(page, 'Efectivo');
    await page.getByTestId('printer-setup').first().click();
    await expect(page.getByTestId('printer-unsupported')).toContainText('no tiene WebUSB ni Web Serial');
    await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).first().click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('ticket-print').click()]);
    expect(download.suggestedFilename()).toMatch(/^Ticket T-.*\.pdf$/);
  });
});
