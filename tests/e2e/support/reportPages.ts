/**
 * Page object and data for the reports (Informes): a company's invoices of
 * 2025 seeded with the Admin SDK in the writer's own shapes (mixed rates,
 * recargo, IRPF, a rectificativa, purchases one at and one above the 347
 * threshold), and a report screen: parameters, Generar, totals, CSV download.
 */
import { rebuildTaxAggregates } from '../../../seed/taxAggregates';
import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { issuedInvoiceDoc } from '../../../seed/invoices';
import { adminDb } from '../../../seed/lib';
import {
  emptyInvoiceContent,
  type InvoiceContent,
  type InvoiceLine,
  type IssuerSnapshot,
  type PartySnapshot,
} from '../../../src/domain/invoices/invoiceModel';
import { parseCsv, type CsvTable } from '../../../src/shared/csv/csv';
import { pdfText } from './pdfText';

const line = (description: string, quantity: number, unitPriceCents: number, vatRate: number): InvoiceLine => ({
  description,
  code: '',
  categoryId: null,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
});

const party = (name: string, nif: string): PartySnapshot => ({
  name,
  idType: '',
  nif,
  address: 'Calle Mayor 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  countryCode: 'ES',
  country: 'España',
});

export const ALFA = { id: 'rep-alfa', ...party('Ferretería Alfa S.L.', 'B12345674') };
export const BETA = { id: 'rep-beta', ...party('Comercial Beta', '12345678Z') };
export const NORTE = { id: 'rep-norte', ...party('Suministros Norte S.L.', 'B86561412') };
export const SUR = { id: 'rep-sur', ...party('Distribuciones Sur S.A.', 'A58818501') };

function content(kind: 'input' | 'output', p: typeof ALFA, lines: InvoiceLine[], extra: Partial<InvoiceContent> = {}): InvoiceContent {
  const { id, ...snapshot } = p;
  return { ...emptyInvoiceContent(kind), partyId: id, party: snapshot, paymentTermsDays: 30, lines, ...extra };
}

/**
 * 2025 in one company (figures checked by hand in reports.spec.ts):
 *  F-2025-000001 10/02 Alfa, IRPF 15 %: 10 × 150,00 at 21 % + 5 × 40,00 at 10 % → total 1.780,00
 *  R-2025-000001 20/03 Alfa, rectifies it: −2 × 150,00 at 21 % → total −318,00
 *  F-2025-000002 31/03 Beta, recargo: 20 × 100,00 at 21 % + 10 × 10,00 at 4 % → total 2.628,50
 *  F-2025-000003 05/05 Alfa, IRPF 15 %: 9 × 150,00 at 21 % → total 1.431,00
 *  REG-2025-000001 15/01 Norte: 100 × 30,00 at 21 % → 3.630,00
 *  REG-2025-000002 02/04 Sur: 1 × 2.483,52 at 21 % → 3.005,06 (exactly the 347 threshold)
 */
export async function seedReportInvoices(corpId: string, uid: string, issuer: IssuerSnapshot): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}/invoices`;
  const n = (series: string, number: number, issueDate: string, dueDate?: string) => ({ series, number, issueDate, issuedBy: uid, issuer, dueDate });
  const docs: [string, ReturnType<typeof issuedInvoiceDoc>][] = [
    [
      'rep-f1',
      issuedInvoiceDoc(
        content('output', ALFA, [line('Taladro', 10, 15000, 21), line('Libro técnico', 5, 4000, 10)], { irpfRate: 15 }),
        n('F', 1, '2025-02-10'),
      ),
    ],
    [
      'rep-r1',
      issuedInvoiceDoc(
        content('output', ALFA, [line('Taladro', -2, 15000, 21)], {
          type: 'rectificativa',
          irpfRate: 15,
          rectifies: {
            invoiceId: 'rep-f1',
            numberText: 'F-2025-000001',
            issueDate: '2025-02-10',
            mode: 'difference',
            code: 'R1',
            reason: 'Devolución de dos taladros',
            replaced: null,
          },
        }),
        n('R', 1, '2025-03-20'),
      ),
    ],
    [
      'rep-f2',
      issuedInvoiceDoc(
        content('output', BETA, [line('Estantería', 20, 10000, 21), line('Pan', 10, 1000, 4)], { recargoEquivalencia: true }),
        n('F', 2, '2025-03-31'),
      ),
    ],
    ['rep-f3', issuedInvoiceDoc(content('output', ALFA, [line('Taladro', 9, 15000, 21)], { irpfRate: 15 }), n('F', 3, '2025-05-05'))],
    [
      'rep-p1',
      issuedInvoiceDoc(
        content('input', NORTE, [line('Tornillería', 100, 3000, 21)], {
          vendorInvoiceNumber: 'FV-0001',
          vendorInvoiceDate: '2025-01-12',
          dueDate: '2025-02-12',
        }),
        n('REG', 1, '2025-01-15', '2025-02-12'),
      ),
    ],
    [
      'rep-p2',
      issuedInvoiceDoc(
        content('input', SUR, [line('Maquinaria', 1, 248352, 21)], {
          vendorInvoiceNumber: 'S/2025/7',
          vendorInvoiceDate: '2025-03-30',
          dueDate: '2025-05-02',
        }),
        n('REG', 2, '2025-04-02', '2025-05-02'),
      ),
    ],
  ];
  const batch = db.batch();
  for (const [id, data] of docs) batch.set(db.doc(`${base}/${id}`), data);
  await batch.commit();
  // Written directly, not through the commands: the 303, 390, 347 and 349 read the aggregates.
  await rebuildTaxAggregates(corpId);
}

/** One sales invoice of another company (to show the reports never mix companies). */
export async function seedOtherCompanyInvoice(corpId: string, uid: string, issuer: IssuerSnapshot): Promise<void> {
  const other = { id: 'other-client', ...party('Cliente De Otra Empresa S.L.', 'B11111118') };
  await adminDb()
    .doc(`corporations/${corpId}/invoices/other-f1`)
    .set(
      issuedInvoiceDoc(content('output', other, [line('Servicio', 1, 900000, 21)]), {
        series: 'F',
        number: 1,
        issueDate: '2025-03-01',
        issuedBy: uid,
        issuer,
      }),
    );
  await rebuildTaxAggregates(corpId);
}

export class ReportPage {
  constructor(readonly page: Page) {}

  get result(): Locator {
    return this.page.getByTestId('report-result');
  }

  async open(path: string, heading: string): Promise<void> {
    await this.page.goto(`#${path}`);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  async setRange(from: string, to: string): Promise<void> {
    await this.page.getByLabel('Desde').fill(from);
    await this.page.getByLabel('Hasta').fill(to);
  }

  async setYear(year: string): Promise<void> {
    await this.page.getByLabel('Año', { exact: true }).fill(year);
  }

  /** Clicks "Generar" and waits for the finished result. */
  async generate(): Promise<void> {
    await this.page.getByRole('button', { name: 'Generar' }).click();
    await expect(this.result).toBeVisible({ timeout: 60_000 });
  }

  bookTotal(which: 'invoices' | 'base' | 'vat' | 'recargo' | 'irpf' | 'total'): Locator {
    return this.page.getByTestId(`book-total-${which}`);
  }

  /** Clicks "Exportar CSV" and returns the file's name, raw text and parsed table. */
  async exportCsv(): Promise<{ fileName: string; text: string; table: CsvTable }> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name: 'Exportar CSV', exact: true }).click(),
    ]);
    const text = readFileSync(await download.path(), 'utf8');
    return { fileName: download.suggestedFilename(), text, table: parseCsv(text) };
  }

  /** Clicks "Exportar PDF" and returns the downloaded file's name and text (as one line). */
  async exportPdf(): Promise<{ fileName: string; text: string }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    const buffer = readFileSync(await download.path());
    return { fileName: download.suggestedFilename(), text: pdfText(buffer).replace(/\s+/g, ' ') };
  }
}
