/**
 * The Mostrador warms its printing while the cashier scans (issue 32: a sale under a second): once
 * the page is idle it loads the printing code (the ESC/POS encoder, the receipt model) and, when
 * this computer has no ticket printer and so prints the 80 mm PDF, the PDF engine with one empty
 * page rendered, so the first «Imprimir ticket» pays for neither. It reads nothing from Firestore
 * and a failure only costs the warm-up (the click loads what it needs again).
 */
import { useEffect } from 'react';

const IDLE_DELAY_MS = 800;

export async function warmPrinting(): Promise<void> {
  const printing = await import('./printTicket');
  await printing.warmUp();
}

export function useWarmPrinting(): void {
  useEffect(() => {
    let cancelled = false;
    const start = () => {
      if (!cancelled) warmPrinting().catch((e) => console.warn('Mostrador: no se ha podido preparar la impresión', e));
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(start, { timeout: 2000 });
      else start();
    }, IDLE_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, []);
}
