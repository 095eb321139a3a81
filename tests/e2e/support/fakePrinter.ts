/**
 * A fake ESC/POS ticket printer for the browser tests and the benchmark (issue 29): an init script
 * gives the page a navigator.serial whose one port records every byte written (no real printer is
 * ever reached), the set-up of «Impresora de tickets» through it, and what the bytes are checked
 * with. Used by tests/e2e/counterPrinting.spec.ts and tests/bench/app.bench.ts.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { expect, type Page } from '@playwright/test';
import { ENCODER_OPTIONS } from '../../../src/counter/printing/escposTicket';

declare global {
  interface Window {
    __printer?: { jobs: number[][]; opened: number[]; requested: number };
  }
}

/** A Web Serial port that records what is written to it (one job per open/close). `page.addInitScript(fakeSerial)`. */
export function fakeSerial() {
  const state = { jobs: [] as number[][], opened: [] as number[], requested: 0 };
  (window as unknown as { __printer: typeof state }).__printer = state;
  let current: number[] | null = null;
  const port = {
    getInfo: () => ({ usbVendorId: 0x04b8, usbProductId: 0x0e15 }),
    writable: null as WritableStream<Uint8Array> | null,
    async open({ baudRate }: { baudRate: number }) {
      state.opened.push(baudRate);
      current = [];
      state.jobs.push(current);
      port.writable = new WritableStream<Uint8Array>({
        write(chunk) {
          current!.push(...chunk);
        },
      });
    },
    async close() {
      port.writable = null;
      current = null;
    },
  };
  let granted = false;
  Object.defineProperty(navigator, 'serial', {
    configurable: true,
    value: {
      async requestPort() {
        state.requested++;
        granted = true;
        return port;
      },
      async getPorts() {
        return granted || localStorage.getItem('almacena.ticketPrinter') ? [port] : [];
      },
    },
  });
}

/** CP858 bytes of a text as the ticket encodes it (ASCII, and the few accented letters used here). */
export function cp858(text: string): number[] {
  const map: Record<string, number> = { '€': 0xd5, á: 0xa0, é: 0x82, í: 0xa1, ó: 0xa2, ú: 0xa3, ñ: 0xa4, Ñ: 0xa5 };
  return [...text].map((ch) => map[ch] ?? ch.charCodeAt(0));
}

export function contains(haystack: number[], needle: number[]): boolean {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
}

/** ESC p: the drawer kick. */
export const ESC_P = [0x1b, 0x70];
/** GS ( k: the printer's own QR code. */
export const GS_K = [0x1d, 0x28, 0x6b];

/** The bytes every ticket ends with, from the app's own encoder and options: the feed and the partial cut (GS V 1). */
export const TICKET_END: number[] = [...new ReceiptPrinterEncoder({ ...ENCODER_OPTIONS }).cut('partial').encode()];

/** Every job the fake port received, in order. */
export async function jobs(page: Page): Promise<number[][]> {
  return page.evaluate(() => window.__printer!.jobs);
}

/**
 * Waits, checking every animation frame in the page, until the fake port has received job number
 * `index` (0-based) whole: it ends with the ticket's cut.
 */
export async function waitForTicketBytes(page: Page, index: number, timeout?: number): Promise<number[]> {
  await page.waitForFunction(
    ({ index, end }) => {
      const job = window.__printer?.jobs[index];
      return !!job && job.length >= end.length && end.every((b, i) => job[job.length - end.length + i] === b);
    },
    { index, end: TICKET_END },
    { polling: 'raf', timeout },
  );
  return (await jobs(page))[index]!;
}

/**
 * Sets the fake up in «Impresora de tickets» (serial, 19200 baud) from the page's «Impresora de
 * tickets» button, checks «Abrir cajón» sends the drawer kick alone, and closes the dialog.
 */
export async function setUpPrinter(page: Page) {
  await page.getByTestId('printer-setup').first().click();
  const dialog = page.getByRole('dialog', { name: 'Impresora de tickets' });
  await dialog.getByLabel('Conexión').selectOption('serial');
  await dialog.getByLabel('Velocidad del puerto serie (baudios)').selectOption('19200');
  await dialog.getByRole('button', { name: 'Conectar impresora…' }).click();
  await expect(dialog.getByTestId('printer-device')).toHaveText('Impresora elegida: USB 04b8:0e15.');
  await expect(dialog.getByRole('checkbox', { name: 'Abrir el cajón al cobrar en efectivo' })).toBeChecked();
  // «Abrir cajón»: the drawer kick alone.
  const before = (await jobs(page)).length;
  await dialog.getByRole('button', { name: 'Abrir cajón' }).click();
  await expect(dialog.getByText('Orden de abrir el cajón enviada.')).toBeVisible();
  const kick = (await jobs(page))[before];
  expect(contains(kick!, ESC_P)).toBe(true);
  expect(await page.evaluate((n) => window.__printer!.opened.slice(n), before)).toEqual([19200]);
  await dialog.getByRole('button', { name: 'Cerrar' }).first().click();
  await expect(dialog).toBeHidden();
}
