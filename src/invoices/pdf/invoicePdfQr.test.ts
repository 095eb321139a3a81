// @vitest-environment node
/**
 * The QR tributario as a phone would read it: the invoice PDF rendered the way
 * the app renders it, its pages rasterised with pdftoppm (Debian's
 * poppler-utils) and scanned with zbarimg (zbar-tools). `npm test` installs
 * both when missing (scripts/lib/setup.mjs, ensureQrTools).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { createInvoicePdf } from './downloadInvoicePdf';
import { issued, line } from './testInvoice';

const DPI = 150;
const dir = mkdtempSync(path.join(tmpdir(), 'almacena-qr-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function tool(command: string, args: string[], debianPackage: string) {
  const run = spawnSync(command, args, { encoding: 'utf8' });
  if (run.error) throw new Error(`${command} could not run (${run.error.message}): install Debian's ${debianPackage}`);
  return run;
}

async function renderPdf(invoice: Invoice, environment: CotejoEnvironment): Promise<string> {
  const pdf = await createInvoicePdf(invoice, environment);
  const bytes = await new Promise<Buffer>((resolve) => pdf.getBuffer((buffer) => resolve(buffer as Buffer)));
  const file = path.join(dir, `${environment}-${invoice.lines.length}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/** Page `page` of the PDF in grey levels at DPI: a PGM file, which zbarimg reads and this test measures. */
function rasterise(pdf: string, page: number): string {
  const out = `${pdf}-p${page}`;
  const run = tool('pdftoppm', ['-r', String(DPI), '-f', String(page), '-l', String(page), '-gray', '-singlefile', pdf, out], 'poppler-utils');
  expect(run.status, run.stderr).toBe(0);
  return `${out}.pgm`;
}

/** Every code zbarimg finds on the image, as "QR-Code:<data>" (it exits 4 when there is none). */
function scan(image: string): string[] {
  const run = tool('zbarimg', ['--nodbus', '-q', image], 'zbar-tools');
  if (run.status === 4) return [];
  expect(run.status, run.stderr).toBe(0);
  return run.stdout.split('\n').filter(Boolean);
}

/**
 * The height in mm of the QR centred at the top of the page: from the first to the last pixel
 * row that holds a dark run of at least 4 mm (the finder patterns' 7-module edges, 5 mm at
 * 35 mm for 49 modules) in the middle 50 mm of the top 80 mm, where nothing else is drawn but
 * the QR's small label and legend.
 */
function qrHeightMm(pgm: string): number {
  const bytes = readFileSync(pgm);
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(bytes.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error(`${pgm} is not a binary PGM`);
  const [width, offset] = [Number(header[1]), header[0].length];
  const mm = DPI / 25.4;
  const rows: number[] = [];
  for (let y = 0; y < 80 * mm; y++) {
    let run = 0;
    for (let x = Math.round(width / 2 - 25 * mm); x < width / 2 + 25 * mm; x++) {
      run = bytes[offset + y * width + x]! < 128 ? run + 1 : 0;
      if (run >= 4 * mm) {
        rows.push(y);
        break;
      }
    }
  }
  return rows.length ? (rows[rows.length - 1]! - rows[0]! + 1) / mm : 0;
}

describe('the QR tributario of the rendered invoice PDF', () => {
  // 1 × 1.020,30 € at 21 %: TOTAL FACTURA 1.234,56 €.
  const invoice = issued([line(1, { quantity: 1, unitPriceCents: 102030 })], { numberText: 'FV-2026-000124', issueDate: '2026-03-05' });

  it.each([
    ['test', 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56'],
    [
      'production',
      'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B86561412&numserie=FV-2026-000124&fecha=05-03-2026&importe=1234.56',
    ],
  ] as const)(
    'decodes to the exact %s cotejo URL and measures 35 mm',
    async (environment, url) => {
      expect(invoice.totalCents).toBe(123456);
      const page = rasterise(await renderPdf(invoice, environment), 1);
      expect(scan(page)).toEqual([`QR-Code:${url}`]);
      expect(qrHeightMm(page)).toBeCloseTo(35, 0);
    },
    30_000,
  );

  it('draws it on the first page only', async () => {
    const long = issued(
      Array.from({ length: 80 }, (_, i) => line(i + 1)),
      { numberText: 'FV-2026-000125' },
    );
    const pdf = await renderPdf(long, 'test');
    expect(scan(rasterise(pdf, 1))).toEqual([expect.stringContaining('numserie=FV-2026-000125&')]);
    expect(scan(rasterise(pdf, 2))).toEqual([]);
  }, 30_000);
});
