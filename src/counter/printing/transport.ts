/**
 * Sending bytes to a till printer from the browser, through WebUSB (navigator.usb) or Web Serial
 * (navigator.serial) directly: the two calls each needs are fewer than a wrapper library's. Only
 * Chromium browsers on a computer have them (Chrome, Edge, Opera); Firefox and Safari have neither,
 * and the ticket is then a PDF. connect() opens the browser's picker (it must run from a click);
 * later prints find the same device among those already allowed, with no picker.
 */
import type { PrinterDeviceId, PrinterSettings, PrinterTransport } from './printerSettings';

// The few members of the two APIs used here (TypeScript's DOM library has neither).
interface UsbEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
}
interface UsbInterface {
  interfaceNumber: number;
  claimed: boolean;
  alternate: { interfaceClass: number; endpoints: UsbEndpoint[] };
}
interface UsbDevice {
  vendorId: number;
  productId: number;
  serialNumber?: string | null;
  opened: boolean;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(n: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  releaseInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: string }>;
}
interface Usb {
  requestDevice(o: { filters: object[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
}
interface SerialPort {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(o: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
}
interface Serial {
  requestPort(o?: object): Promise<SerialPort>;
  getPorts(): Promise<SerialPort[]>;
}

const api = () => globalThis.navigator as unknown as { usb?: Usb; serial?: Serial };

export class PrinterError extends Error {
  constructor(
    readonly kind: 'unsupported' | 'notFound' | 'cancelled' | 'failed',
    detail: string,
  ) {
    super(detail);
  }
}

/** The USB printer class (7), else any interface with a bulk OUT endpoint. */
function printerInterface(device: UsbDevice): { iface: UsbInterface; endpoint: number } | null {
  const all = device.configuration?.interfaces ?? [];
  const outOf = (i: UsbInterface) => i.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk');
  const ordered = [...all.filter((i) => i.alternate.interfaceClass === 7), ...all.filter((i) => i.alternate.interfaceClass !== 7)];
  for (const iface of ordered) {
    const out = outOf(iface);
    if (out) return { iface, endpoint: out.endpointNumber };
  }
  return null;
}

async function writeUsb(device: UsbDevice, bytes: Uint8Array): Promise<void> {
  if (!device.opened) await device.open();
  if (device.configuration === null) await device.selectConfiguration(1);
  const target = printerInterface(device);
  if (!target) throw new PrinterError('failed', 'El dispositivo USB no tiene salida de impresora.');
  if (!target.iface.claimed) await device.claimInterface(target.iface.interfaceNumber);
  try {
    for (let i = 0; i < bytes.length; i += 4096) {
      const r = await device.transferOut(target.endpoint, bytes.subarray(i, i + 4096));
      if (r.status !== 'ok') throw new PrinterError('failed', `USB: ${r.status}`);
    }
  } finally {
    await device.releaseInterface(target.iface.interfaceNumber).catch(() => undefined);
    await device.close().catch(() => undefined);
  }
}

async function writeSerial(port: SerialPort, baudRate: number, bytes: Uint8Array): Promise<void> {
  await port.open({ baudRate });
  try {
    const writer = port.writable?.getWriter();
    if (!writer) throw new PrinterError('failed', 'El puerto serie no admite escritura.');
    try {
      await writer.write(bytes);
      await writer.close();
    } finally {
      writer.releaseLock();
    }
  } finally {
    await port.close().catch(() => undefined);
  }
}

const same = (a: number | null, b: number | undefined) => a === null || a === (b ?? null);

/** Opens the browser's picker for a printer (from a click) and says how to find it again. */
export async function choosePrinter(transport: PrinterTransport): Promise<PrinterDeviceId> {
  const n = api();
  try {
    if (transport === 'usb') {
      if (!n.usb) throw new PrinterError('unsupported', 'WebUSB');
      const d = await n.usb.requestDevice({ filters: [] });
      return { vendorId: d.vendorId, productId: d.productId, serialNumber: d.serialNumber ?? null };
    }
    if (!n.serial) throw new PrinterError('unsupported', 'Web Serial');
    const info = (await n.serial.requestPort()).getInfo();
    return { vendorId: info.usbVendorId ?? null, productId: info.usbProductId ?? null, serialNumber: null };
  } catch (e) {
    if (e instanceof PrinterError) throw e;
    // NotFoundError: the person closed the picker without choosing.
    if (e instanceof Error && e.name === 'NotFoundError') throw new PrinterError('cancelled', e.message);
    throw new PrinterError('failed', e instanceof Error ? e.message : String(e));
  }
}

/** Sends the bytes to the printer of the settings, found among the devices the browser allowed. */
export async function sendToPrinter(settings: PrinterSettings, bytes: Uint8Array): Promise<void> {
  const n = api();
  const id = settings.device;
  if (!settings.transport || !id) throw new PrinterError('notFound', 'Sin impresora configurada');
  try {
    if (settings.transport === 'usb') {
      if (!n.usb) throw new PrinterError('unsupported', 'WebUSB');
      const devices = await n.usb.getDevices();
      const device = devices.find(
        (d) =>
          same(id.vendorId, d.vendorId) &&
          same(id.productId, d.productId) &&
          (id.serialNumber === null || id.serialNumber === (d.serialNumber ?? null)),
      );
      if (!device) throw new PrinterError('notFound', 'USB');
      await writeUsb(device, bytes);
      return;
    }
    if (!n.serial) throw new PrinterError('unsupported', 'Web Serial');
    const ports = await n.serial.getPorts();
    const port = ports.find((p) => {
      const info = p.getInfo();
      return same(id.vendorId, info.usbVendorId) && same(id.productId, info.usbProductId);
    });
    if (!port) throw new PrinterError('notFound', 'serie');
    await writeSerial(port, settings.baudRate, bytes);
  } catch (e) {
    if (e instanceof PrinterError) throw e;
    throw new PrinterError('failed', e instanceof Error ? e.message : String(e));
  }
}
