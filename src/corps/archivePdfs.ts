/**
 * The PDFs of a company archive (issue 33): exportCompanyData answers with the data (at most 7 MB:
 * a callable's answer is limited), and the browser adds each issued sale's PDF under facturas/,
 * made from the archive's own documents by the same code as «Descargar PDF» and the e-mails
 * (invoicePdfFile). No Firestore read; the PDF engine and this module load only when someone
 * downloads the archive. One invoice at a time, yielding to the page between them, so a few
 * hundred invoices show their progress instead of freezing the tab.
 */
import { strFromU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { decodeValue, issuedSalesInArchive } from '../domain/companyArchive';
import { invoiceFromStored } from '../domain/invoices/invoiceStored';
import { invoicePdfFile } from '../invoices/pdf/invoicePdfFile';
import { cotejoEnvironment } from '../invoices/verifactuEnvironment';

/** A stored timestamp as the readers expect one (they call toDate). */
const timestamp = (seconds: number, nanoseconds: number) => ({
  seconds,
  nanoseconds,
  toDate: () => new Date(seconds * 1000 + Math.floor(nanoseconds / 1e6)),
});

/** The archive with facturas/*.pdf added; `progress(done, total)` after each PDF. */
export async function withInvoicePdfs(zip: Uint8Array, progress: (done: number, total: number) => void): Promise<{ zip: Uint8Array; pdfs: number }> {
  const files = unzipSync(zip);
  const jsonl = files['datos/documentos.jsonl'];
  const sales = jsonl ? issuedSalesInArchive(strFromU8(jsonl)) : [];
  const out: Zippable = {};
  // Already compressed by the server: stored as they are.
  for (const [name, bytes] of Object.entries(files)) out[name] = [bytes, { level: 0 }];
  let done = 0;
  progress(0, sales.length);
  for (const { path, data } of sales) {
    const invoice = invoiceFromStored(path.slice('invoices/'.length), decodeValue(data, { timestamp, reference: (p) => p }));
    if (invoice) {
      const pdf = await invoicePdfFile(invoice, cotejoEnvironment);
      // PDFs compress little: stored.
      out[`facturas/${pdf.fileName}`] = [pdf.bytes, { level: 0 }];
    }
    progress(++done, sales.length);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return { zip: zipSync(out), pdfs: Object.keys(out).filter((n) => n.startsWith('facturas/')).length };
}
