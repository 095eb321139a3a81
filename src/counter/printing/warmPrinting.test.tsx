import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const mocks = vi.hoisted(() => ({ warmPdfEngine: vi.fn(async () => undefined) }));
vi.mock('../../pdf/pdfFile', () => ({ warmPdfEngine: mocks.warmPdfEngine, createPdf: vi.fn() }));

import { PRINTER_STORAGE_KEY } from './printerSettings';
import { useWarmPrinting, warmPrinting } from './warmPrinting';

function Warm() {
  useWarmPrinting();
  return null;
}

beforeEach(() => {
  mocks.warmPdfEngine.mockClear();
  localStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('warming the counter printing (issue 32)', () => {
  it('renders an empty PDF when this computer prints tickets as PDF', async () => {
    await warmPrinting();
    expect(mocks.warmPdfEngine).toHaveBeenCalledTimes(1);
  });

  it('leaves the PDF engine alone when a ticket printer is set up and reachable', async () => {
    localStorage.setItem(
      PRINTER_STORAGE_KEY,
      JSON.stringify({ transport: 'serial', baudRate: 9600, device: { vendorId: 1, productId: 2, serialNumber: null } }),
    );
    const serial = { getPorts: async () => [] };
    vi.stubGlobal('navigator', { ...navigator, serial });
    try {
      await warmPrinting();
      expect(mocks.warmPdfEngine).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('starts once the page has settled, and not at all when the page is left before', async () => {
    vi.useFakeTimers();
    const left = render(<Warm />);
    left.unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(mocks.warmPdfEngine).not.toHaveBeenCalled();

    render(<Warm />);
    expect(mocks.warmPdfEngine).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    vi.useRealTimers();
    await vi.waitFor(() => expect(mocks.warmPdfEngine).toHaveBeenCalledTimes(1));
  });
});
