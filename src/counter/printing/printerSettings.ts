/**
 * This computer's ticket printer (issue 29): how it is reached (USB or serial, and the serial
 * speed), which device was chosen, and whether the drawer opens on cash sales. Kept in
 * localStorage: a printer belongs to the computer, not to the company. Pure parsing (any stored
 * text reads to valid settings), plus the two tiny storage calls.
 */
export type PrinterTransport = 'usb' | 'serial';

export const BAUD_RATES = [9600, 19200, 38400, 57600, 115200] as const;

/** What identifies the chosen device among those the browser already allowed (getPorts / getDevices). */
export interface PrinterDeviceId {
  vendorId: number | null;
  productId: number | null;
  serialNumber: string | null;
}

export interface PrinterSettings {
  /** null: no printer set up here (the ticket is a PDF). */
  transport: PrinterTransport | null;
  baudRate: number;
  device: PrinterDeviceId | null;
  drawerOnCash: boolean;
}

export const PRINTER_STORAGE_KEY = 'almacena.ticketPrinter';

export const defaultPrinterSettings: PrinterSettings = { transport: null, baudRate: 9600, device: null, drawerOnCash: true };

const intOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v <= 0xffff ? v : null);

export function printerSettingsFromText(text: string | null): PrinterSettings {
  if (!text) return defaultPrinterSettings;
  let d: unknown;
  try {
    d = JSON.parse(text);
  } catch {
    return defaultPrinterSettings;
  }
  if (!d || typeof d !== 'object') return defaultPrinterSettings;
  const r = d as Record<string, unknown>;
  const transport = r.transport === 'usb' || r.transport === 'serial' ? r.transport : null;
  const baudRate = (BAUD_RATES as readonly unknown[]).includes(r.baudRate) ? (r.baudRate as number) : defaultPrinterSettings.baudRate;
  const dev = r.device && typeof r.device === 'object' ? (r.device as Record<string, unknown>) : null;
  const device = dev
    ? {
        vendorId: intOrNull(dev.vendorId),
        productId: intOrNull(dev.productId),
        serialNumber: typeof dev.serialNumber === 'string' ? dev.serialNumber.slice(0, 100) : null,
      }
    : null;
  return { transport, baudRate, device: transport ? device : null, drawerOnCash: r.drawerOnCash !== false };
}

export function loadPrinterSettings(): PrinterSettings {
  try {
    return printerSettingsFromText(globalThis.localStorage?.getItem(PRINTER_STORAGE_KEY) ?? null);
  } catch {
    return defaultPrinterSettings;
  }
}

export function savePrinterSettings(settings: PrinterSettings): void {
  globalThis.localStorage?.setItem(PRINTER_STORAGE_KEY, JSON.stringify(settings));
}

/** Which of the two APIs this browser has (Chrome and Edge on a computer: both; Firefox and Safari: neither). */
export function browserTransports(nav: unknown = globalThis.navigator): PrinterTransport[] {
  const n = (nav ?? {}) as { usb?: unknown; serial?: unknown };
  return [...(n.usb ? (['usb'] as const) : []), ...(n.serial ? (['serial'] as const) : [])];
}

/** True when tickets go straight to a printer here: one is set up and the browser has its API. */
export function directPrinting(settings: PrinterSettings, nav: unknown = globalThis.navigator): boolean {
  return settings.transport !== null && settings.device !== null && browserTransports(nav).includes(settings.transport);
}

/** Opens the drawer with the ticket: only when it is printed as issued (not a copy or a gift receipt), paid in cash, and this computer wants it. */
export function kicksDrawer(
  invoice: { counterPayment?: { method: string } | null; paymentMethod: string | null },
  mode: 'original' | 'copy' | 'gift',
  settings: Pick<PrinterSettings, 'drawerOnCash'>,
): boolean {
  const method = invoice.counterPayment?.method ?? invoice.paymentMethod;
  return mode === 'original' && settings.drawerOnCash && method === 'efectivo';
}
