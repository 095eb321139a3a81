import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { readArchive, zipFiles } from '../functions/src/companyData/archiveZip';
import { archiveFiles } from '../src/domain/companyArchive';

const docs = [
  { path: '', data: { name: 'Ferretería' } },
  { path: 'categories/p1', data: { code: 'T8', name: 'Tornillo; M8', unit: 'ud', salePriceCents: 1050, vatRate: 21, minStock: 2.5 } },
  { path: 'clients/c1', data: { name: 'Cliente Uno', nif: 'B12345674', email: 'a@b.es' } },
  {
    path: 'invoices/i1',
    data: {
      kind: 'output',
      numberText: 'F-2026-000001',
      issueDate: '2026-11-29',
      state: 'emitida',
      partyName: 'Cliente Uno',
      totals: { baseCents: 10000, vatCents: 2100, totalCents: 12100 },
      lines: [{ code: 'T8', description: 'Tornillo', quantity: 2, unitPriceCents: 5000, vatRate: 21 }],
    },
  },
  { path: 'invoices/draft', data: { kind: 'output', numberText: null, state: 'borrador' } },
  { path: 'invoices/i1/emails/e1', data: { to: ['x@y.es'] } },
];

describe('the archive', () => {
  it('holds every document, the CSVs, the XMLs and the LEEME, and reads back', () => {
    const zip = zipFiles(archiveFiles(docs, { 'B12345674/000001.xml': '<x/>' }, { corpId: 'corpA', exportedAt: '2026-11-29T12:00:00.000Z' }));
    const names = Object.keys(unzipSync(zip)).sort();
    expect(names).toEqual([
      'LEEME.txt',
      'csv/clientes.csv',
      'csv/facturas.csv',
      'csv/lineas_factura.csv',
      'csv/productos.csv',
      'csv/proveedores.csv',
      'csv/stock.csv',
      'datos/documentos.jsonl',
      'datos/exportacion.json',
      'verifactu/B12345674/000001.xml',
    ]);
    const back = readArchive(zip);
    expect(back.meta).toEqual({ corpId: 'corpA', exportedAt: '2026-11-29T12:00:00.000Z', documents: 6 });
    expect(back.documents.map((d) => d.path)).toEqual(docs.map((d) => d.path));
    expect(back.documents[3]!.data).toEqual(docs[3]!.data);
  });
  it('refuses a ZIP that is not an export', () => {
    expect(() => readArchive(zipFiles({ 'otro.txt': 'x' }))).toThrow(/no es una exportación de Almacena/);
  });
});
