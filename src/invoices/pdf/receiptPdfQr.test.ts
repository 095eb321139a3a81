// @vitest-environment node
/**
 * The 80 mm receipt as the till prints it: rendered the way the app renders it (createReceiptPdf,
 * the app's PDF engine), measured with pdfinfo and its QR read with zbarimg, as
 * invoicePdfQr.test.ts does for the A4 invoice (poppler-utils and zbar-tools; `npm test` installs them).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createReceiptPdf } from './receiptPdf';
import { ticket, ticketLine } from './testInvoice';

const dir = mkdtempSync(path.join(tmpdir(), 'almacena-receipt-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tool(command: string, args: string[], debianPackage: string) {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.error) throw new Error(`${command} could not run (${run.error.message}): install Debian's ${debianPackage}`);
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
}

describe('the rendered receipt', () => {
  it('is a single page 80 mm wide, as long as its lines, whose QR decodes to the cotejo URL', async () => {
    const lines = Array.from({ length: 30 }, (_, i) => ticketLine(i + 1));
    const invoice = ticket(lines, { counterPayment: { method: 'tarjeta', tenderedCents: 36300, changeCents: 0 } });
    expect(invoice.totalCents).toBe(36300);
    const pdf = await createReceiptPdf(invoice, 'test');
    const file = path.join(dir, 'ticket.pdf');
    writeFileSync(file, await new Promise<Uint8Array>((resolve) => pdf.getBuffer(resolve)));

    const info = tool('pdfinfo', [file], 'poppler-utils');
    expect(info).toMatch(/^Pages:\s+1$/m);
    const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+) pts/m.exec(info) ?? [];
    expect(Number(width)).toBeCloseTo(226.77, 1);
    // 30 lines of two rows each under a 35 mm QR: far longer than an A4 page's worth of one column would allow.
    expect(Number(height)).toBeGreaterThan(842);

    tool('pdftoppm', ['-r', '150', '-gray', '-singlefile', file, path.join(dir, 'ticket')], 'poppler-utils');
    const scanned = tool('zbarimg', ['--nodbus', '-q', path.join(dir, 'ticket.pgm')], 'zbar-tools');
    expect(scanned.trim()).toBe(
      'QR-Code:https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=T-2026-000012&fecha=05-03-2026&importe=363.00',
    );
  }, 30_000);
});
