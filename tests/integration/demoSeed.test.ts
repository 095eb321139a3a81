/**
 * The demo `npm start` seeds (issue 16, item 8), written to the emulator as of a day just after
 * New Year and read back: entradas and salidas numbered like the app's own ("E-MFX2K9A1", never
 * "E-INPUT-04"), every document dated back from that day, invoices numbered 1, 2, 3… per series
 * and year in date order with one counter per year, and the VERI*FACTU chain of the sales
 * unbroken in issue order. What the first screen shows is checked through the summaries.
 */
import type { DocumentData } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyCompanyChains } from '../../functions/src/verifactu/chainCheck';
import { DEMO_CORPORATION } from '../../seed/demoData';
import { demoCalendar, type DemoCalendar } from '../../seed/demoCalendar';
import { seedDemoInvoices } from '../../seed/invoices';
import { adminDb, createCorporation } from '../../seed/lib';
import { counterKeyFor } from '../../src/domain/invoices/invoiceModel';
import { seedDemoMasterData } from '../../seed/masterData';
import { seedDemoStock } from '../../seed/stock';
import { seedDemoQuotes } from '../../seed/quotes';
import { quoteFromStored, quoteShownState } from '../../src/domain/quotes/quoteModel';
import { rebuildSummaries } from '../../seed/summaries';
import { rebuildTaxAggregates } from '../../seed/taxAggregates';

const CORP = DEMO_CORPORATION.id;
const BASE = `corporations/${CORP}`;
// 10 January 2027: the demo's story runs from late October 2026 to yesterday.
const NOW = new Date('2027-01-10T10:00:00Z');

let calendar: DemoCalendar;
const all = async (coll: string) =>
  (await adminDb().collection(`${BASE}/${coll}`).get()).docs.map((d) => ({ id: d.id, data: d.data() as DocumentData }));

beforeAll(async () => {
  const db = adminDb();
  await db.recursiveDelete(db.doc(BASE));
  await createCorporation(DEMO_CORPORATION);
  calendar = demoCalendar(NOW, 'demo-user');
  await seedDemoMasterData(CORP);
  await seedDemoStock(CORP, 'demo-user', calendar);
  await seedDemoInvoices(CORP, 'demo-user', calendar);
  await seedDemoQuotes(CORP, 'demo-user', calendar);
  await rebuildSummaries(CORP);
}, 120_000);

describe('the demo data', () => {
  it('rebuilds its tax aggregates, which then check equal to its invoices, to the cent (issue 32)', async () => {
    const written = await rebuildTaxAggregates(CORP);
    expect(written.invoices).toBeGreaterThan(0);
    expect(written.quarters).toBeGreaterThan(0);
    const check = await rebuildTaxAggregates(CORP, { check: true });
    expect(check.differences).toEqual([]);
    expect(check.parties).toBe(written.parties);
  });

  it('numbers its presupuestos per year as the app does, with their counters, one shown caducado (issue 31)', async () => {
    const quotes = (await all('quotes'))
      .map((q) => [q.data.number, q.data.date, q.data.state, quoteShownState(quoteFromStored(q.id, q.data)!, calendar.today)])
      .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(quotes).toEqual([
      ['P-2026-00001', '2026-11-11', 'enviado', 'caducado'],
      ['P-2027-00001', '2027-01-05', 'enviado', 'enviado'],
      ['P-2027-00002', '2027-01-10', 'borrador', 'borrador'],
    ]);
    const counters = Object.fromEntries((await all('quoteCounters')).map((c) => [c.id, c.data]));
    expect(counters).toEqual({
      2026: { year: 2026, next: 2, lastQuoteId: 'demo-quote-1' },
      2027: { year: 2027, next: 3, lastQuoteId: 'demo-quote-3' },
    });
  });

  it('numbers entradas and salidas like the app does, dated back from today', async () => {
    const docs = [...(await all('inputs')), ...(await all('outputs'))];
    expect(docs).toHaveLength(7);
    for (const d of docs) {
      expect(d.data.number).toMatch(/^[ES]-[0-9A-Z]{8}$/);
      expect(d.id).toMatch(/^demo-user\d{13}$/);
      expect(d.data.date < calendar.today).toBe(true);
      expect(d.data.date >= '2026-10-01').toBe(true);
    }
    const movements = await all('movements');
    for (const m of movements) expect(m.data.documentNumber).toMatch(/^[ES]-[0-9A-Z]{8}$/);
  });

  it('numbers invoices 1, 2, 3… per series and year in date order, with a counter per year', async () => {
    const issued = (await all('invoices')).filter((i) => i.data.state === 'emitida');
    const numbers = issued.map((i) => [i.data.numberText, i.data.issueDate]).sort((a, b) => String(a[0]).localeCompare(String(b[0])));
    expect(numbers).toEqual([
      ['F-2026-000001', '2026-11-25'],
      ['F-2026-000002', '2026-12-05'],
      ['F-2026-000003', '2026-12-23'],
      ['F-2027-000001', '2027-01-09'],
      ['R-2026-000001', '2026-12-29'],
      ['REG-2026-000001', '2026-10-29'],
      ['REG-2026-000002', '2026-11-18'],
    ]);
    const counters = Object.fromEntries((await all('counters')).map((c) => [c.id, c.data.next]));
    expect(counters).toEqual({
      [counterKeyFor('output', 'F', 2026)]: 4,
      [counterKeyFor('output', 'F', 2027)]: 2,
      [counterKeyFor('output', 'R', 2026)]: 2,
      [counterKeyFor('input', 'REG', 2026)]: 3,
    });
    // The rectificativa names the first sale by its number and date.
    const rect = issued.find((i) => i.id === 'demo-rectificativa-01')!;
    const first = issued.find((i) => i.id === 'demo-invoice-01')!;
    expect(rect.data.rectifies.numberText).toBe(first.data.numberText);
    expect(rect.data.rectifies.issueDate).toBe(first.data.issueDate);
    // The rent invoice is for the month it was issued in.
    const rent = issued.find((i) => i.id === 'demo-invoice-03')!;
    expect(rent.data.lines[0].description).toContain('diciembre de 2026');
  });

  it('chains the VERI*FACTU records of the sales in issue order, unbroken', async () => {
    const { chains } = await verifyCompanyChains(adminDb(), CORP);
    expect(chains).toEqual([expect.objectContaining({ nif: 'B86561412', ok: true, count: 5, broken: null })]);
  });

  it('leaves an overdue sale and this month’s and last month’s sales for Inicio', async () => {
    const summary = (await adminDb().doc(`${BASE}/summaries/invoices`).get()).data()!;
    expect(summary.months['2027-01'].salesBaseCents).toBeGreaterThan(0);
    expect(summary.months['2026-12'].salesBaseCents).toBeGreaterThan(0);
    const overdue = (await all('invoices')).filter(
      (i) => i.data.kind === 'output' && i.data.status === 'pendiente' && i.data.totalCents > 0 && i.data.dueDate < calendar.today,
    );
    expect(overdue.map((i) => i.id)).toContain('demo-invoice-02');
  });
});
