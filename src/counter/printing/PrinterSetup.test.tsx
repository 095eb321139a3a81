/**
 * «Impresora de tickets»: says when the browser cannot reach printers, and keeps the chosen printer,
 * its speed and the drawer choice in this computer's localStorage.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PrinterSetupDialog } from './PrinterSetup';
import { loadPrinterSettings, PRINTER_STORAGE_KEY } from './printerSettings';

function setApis(apis: { serial?: unknown; usb?: unknown }) {
  Object.defineProperty(navigator, 'serial', { configurable: true, value: apis.serial });
  Object.defineProperty(navigator, 'usb', { configurable: true, value: apis.usb });
}

beforeEach(() => localStorage.removeItem(PRINTER_STORAGE_KEY));
afterEach(() => setApis({}));

describe('PrinterSetupDialog', () => {
  it('says that Firefox and Safari cannot print directly, and offers nothing to connect', () => {
    setApis({});
    render(<PrinterSetupDialog onClose={() => undefined} />);
    expect(screen.getByTestId('printer-unsupported')).toHaveTextContent('no tiene WebUSB ni Web Serial');
    expect(screen.queryByRole('button', { name: 'Conectar impresora…' })).toBeNull();
  });

  it('chooses a serial printer at 19200 baud through the browser picker and keeps it on this computer', async () => {
    const port = { getInfo: () => ({ usbVendorId: 0x04b8, usbProductId: 0x0e15 }) };
    setApis({ serial: { requestPort: async () => port, getPorts: async () => [port] } });
    const user = userEvent.setup();
    render(<PrinterSetupDialog onClose={() => undefined} />);
    expect(screen.getByRole('option', { name: /^USB — Este navegador no admite WebUSB/ })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Conexión'), 'serial');
    await user.selectOptions(screen.getByLabelText('Velocidad del puerto serie (baudios)'), '19200');
    expect(screen.getByRole('button', { name: 'Abrir cajón' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Conectar impresora…' }));
    await waitFor(() => expect(screen.getByTestId('printer-device')).toHaveTextContent('Impresora elegida: USB 04b8:0e15.'));
    await user.click(screen.getByRole('checkbox', { name: 'Abrir el cajón al cobrar en efectivo' }));
    expect(loadPrinterSettings()).toEqual({
      transport: 'serial',
      baudRate: 19200,
      device: { vendorId: 0x04b8, productId: 0x0e15, serialNumber: null },
      drawerOnCash: false,
    });
    expect(screen.getByRole('button', { name: 'Abrir cajón' })).toBeEnabled();
  });

  it('says so when the picker is closed without a choice', async () => {
    const cancelled = Object.assign(new Error('No port selected by the user.'), { name: 'NotFoundError' });
    setApis({ serial: { requestPort: () => Promise.reject(cancelled), getPorts: async () => [] } });
    const user = userEvent.setup();
    render(<PrinterSetupDialog onClose={() => undefined} />);
    await user.selectOptions(screen.getByLabelText('Conexión'), 'serial');
    await user.click(screen.getByRole('button', { name: 'Conectar impresora…' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se ha elegido ninguna impresora.');
    expect(loadPrinterSettings().device).toBeNull();
  });
});
