// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { browserTransports, defaultPrinterSettings, directPrinting, kicksDrawer, printerSettingsFromText } from './printerSettings';

const usbDevice = { vendorId: 0x04b8, productId: 0x0202, serialNumber: null };

describe('printerSettingsFromText', () => {
  it.each([
    ['nothing stored', null, defaultPrinterSettings],
    ['not JSON', '{', defaultPrinterSettings],
    ['not an object', '3', defaultPrinterSettings],
    [
      'a USB printer',
      JSON.stringify({ transport: 'usb', baudRate: 9600, device: usbDevice, drawerOnCash: false }),
      { transport: 'usb', baudRate: 9600, device: usbDevice, drawerOnCash: false },
    ],
    [
      'a serial printer at 115200',
      JSON.stringify({ transport: 'serial', baudRate: 115200, device: { vendorId: null, productId: null, serialNumber: null } }),
      { transport: 'serial', baudRate: 115200, device: { vendorId: null, productId: null, serialNumber: null }, drawerOnCash: true },
    ],
    [
      'an unknown transport, a speed not offered, ids out of range',
      JSON.stringify({ transport: 'bluetooth', baudRate: 1234, device: usbDevice }),
      { ...defaultPrinterSettings },
    ],
    [
      'ids that are not 16-bit integers',
      JSON.stringify({ transport: 'usb', baudRate: 9600, device: { vendorId: 1.5, productId: 70000, serialNumber: 7 } }),
      { transport: 'usb', baudRate: 9600, device: { vendorId: null, productId: null, serialNumber: null }, drawerOnCash: true },
    ],
  ])('%s', (_name, text, expected) => {
    expect(printerSettingsFromText(text)).toEqual(expected);
  });
});

describe('directPrinting', () => {
  const usb = { transport: 'usb' as const, baudRate: 9600, device: usbDevice, drawerOnCash: true };
  it.each([
    ['Chrome with a USB printer', usb, { usb: {}, serial: {} }, true],
    ['Firefox (no WebUSB)', usb, {}, false],
    ['no printer set up', defaultPrinterSettings, { usb: {}, serial: {} }, false],
    ['serial chosen, only WebUSB here', { ...usb, transport: 'serial' as const }, { usb: {} }, false],
  ])('%s', (_name, settings, nav, expected) => {
    expect(directPrinting(settings, nav)).toBe(expected);
  });

  it('lists the APIs the browser has', () => {
    expect(browserTransports({ usb: {}, serial: {} })).toEqual(['usb', 'serial']);
    expect(browserTransports({})).toEqual([]);
    expect(browserTransports(undefined)).toEqual([]);
  });
});

describe('kicksDrawer', () => {
  const cash = { counterPayment: { method: 'efectivo' }, paymentMethod: 'efectivo' };
  const card = { counterPayment: { method: 'tarjeta' }, paymentMethod: 'tarjeta' };
  it.each([
    ['a cash ticket as issued', cash, 'original', true, true],
    ['a cash ticket, drawer off on this computer', cash, 'original', false, false],
    ['a card ticket', card, 'original', true, false],
    ['a Bizum ticket', { counterPayment: { method: 'bizum' }, paymentMethod: 'bizum' }, 'original', true, false],
    ['a reprint of a cash ticket', cash, 'copy', true, false],
    ['a gift receipt of a cash ticket', cash, 'gift', true, false],
    ['a cash refund without counterPayment', { counterPayment: null, paymentMethod: 'efectivo' }, 'original', true, true],
  ] as const)('%s → %s', (_name, invoice, mode, drawerOnCash, expected) => {
    expect(kicksDrawer(invoice, mode, { drawerOnCash })).toBe(expected);
  });
});
