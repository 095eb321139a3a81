import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { issuedSalesInArchive } from '../domain/companyArchive';
import { invoiceFromStored } from '../domain/invoices/invoiceStored';
import { issued, line } from '../invoices/pdf/testInvoice';
import { withInvoicePdfs } from './archivePdfs';

/** An issued sale as stored (plain JSON), with an issue time as the archive encodes timestamps. */
const stored = (id: string, over: Record<string, unknown> = {}) => ({
  path: `invoices/${id}`,
  data: { ...JSON.parse(JSON.stringify(issued([line(1), line(2)]))), issuedAt: { $ts: [1772697600, 0] }, ...over },
});

const jsonl = [
  stored('a', { numberText: 'F-2026-000001' }),
  stored('b', { numberText: 'F-2026-000002', state: 'anulada' }),
  stored('c', { numberText: null, state: 'borrador' }),
  stored('d', { numberText: 'PROV-77', kind: 'input' }),
  { path: 'invoices/a/emails/e1', data: { numberText: 'F-2026-000001', state: 'emitida' } },
  { path: 'clients/c1', data: { name: 'Cliente' } },
]
  .map((d) => JSON.stringify(d))
  .join('\n');

describe('issuedSalesInArchive', () => {
  it('keeps the numbered sales, issued or annulled, and nothing else', () => {
    expect(issuedSalesInArchive(`${jsonl}\nno es json\n`).map((d) => d.path)).toEqual(['invoices/a', 'invoices/b']);
  });

  it('reads each one back as the invoice the PDF is made of', () => {
    const [first] = issuedSalesInArchive(jsonl);
    expect(invoiceFromStored('a', first!.data)).toMatchObject({ numberText: 'F-2026-000001', kind: 'output', state: 'emitida' });
  });
});

describe('withInvoicePdfs', () => {
  it('adds one PDF per issued sale under facturas/ and keeps every file of the archive as it was', async () => {
    const original = { 'LEEME.txt': strToU8('léeme'), 'datos/documentos.jsonl': strToU8(jsonl), 'csv/facturas.csv': strToU8('a;b') };
    const seen: [number, number][] = [];
    const { zip, pdfs } = await withInvoicePdfs(zipSync(original), (done, total) => seen.push([done, total]));
    const files = unzipSync(zip);
    expect(pdfs).toBe(2);
    expect(Object.keys(files).sort()).toEqual([
      'LEEME.txt',
      'csv/facturas.csv',
      'datos/documentos.jsonl',
      'facturas/Factura F-2026-000001.pdf',
      'facturas/Factura F-2026-000002.pdf',
    ]);
    expect(strFromU8(files['LEEME.txt']!)).toBe('léeme');
    expect(strFromU8(files['datos/documentos.jsonl']!)).toBe(jsonl);
    expect(strFromU8(files['facturas/Factura F-2026-000001.pdf']!.subarray(0, 5))).toBe('%PDF-');
    expect(seen).toEqual([
      [0, 2],
      [1, 2],
      [2, 2],
    ]);
  });

  it('adds nothing to an archive without documents', async () => {
    const { zip, pdfs } = await withInvoicePdfs(zipSync({ 'LEEME.txt': strToU8('x') }), () => undefined);
    expect(pdfs).toBe(0);
    expect(Object.keys(unzipSync(zip))).toEqual(['LEEME.txt']);
  });
});
