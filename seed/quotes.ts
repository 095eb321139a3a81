/**
 * Demo presupuestos (issue 31), built by the app's own builder (newQuoteDocument) with the numbers
 * and yearly counters the app's transaction would leave: for the first demo client (whose tarifa is
 * Mayorista) one sent and still valid, one sent long ago and now caducado (stored as enviado), and a
 * borrador of today. Prices are the ones its tarifa and special price give.
 */
import { addDaysIso } from '../src/domain/dates';
import { newQuoteDocument, quoteCounterDocument, quoteYearOf, type QuoteDraft, type QuoteState } from '../src/domain/quotes/quoteModel';
import type { DocLine } from '../src/domain/stock/stockTypes';
import { adminDb, now } from './lib';
import type { DemoCalendar } from './demoCalendar';

const line = (categoryId: string, code: string, name: string, quantity: number, unitPriceCents: number): DocLine => ({
  categoryId,
  code,
  name,
  unit: 'ud',
  quantity,
  unitPriceCents,
  discountPct: 0,
  vatRate: 21,
});

export async function seedDemoQuotes(corpId: string, uid: string, calendar: Pick<DemoCalendar, 'today'>): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const client = (await db.doc(`${base}/clients/demo-client-01`).get()).data() ?? {};
  const today = calendar.today;
  const quote = (date: string, validUntil: string, lines: DocLine[], notes = ''): QuoteDraft => ({
    date,
    validUntil,
    clientId: 'demo-client-01',
    clientName: typeof client.name === 'string' ? client.name : 'Cliente',
    clientNif: typeof client.nif === 'string' ? client.nif : '',
    reference: '',
    notes,
    lines,
  });
  const screws = line('demo-product-01', 'TOR-M6-20', 'Tornillo hexagonal M6×20 zincado (caja 100 ud)', 10, 610);
  const cable = line('demo-product-06', 'CAB-H07-25', 'Cable H07V-K 2,5 mm² azul', 100, 52);
  const quotes: [string, QuoteDraft, QuoteState][] = [
    ['demo-quote-1', quote(addDaysIso(today, -60), addDaysIso(today, -30), [cable]), 'enviado'],
    ['demo-quote-2', quote(addDaysIso(today, -5), addDaysIso(today, 25), [screws, cable], 'Entrega en obra en 48 h.'), 'enviado'],
    ['demo-quote-3', quote(today, addDaysIso(today, 30), [screws]), 'borrador'],
  ];
  // Each year's last number and the quote that took it (the dates may straddle a new year).
  const last = new Map<number, { seq: number; id: string }>();
  const batch = db.batch();
  for (const [id, draft, state] of quotes) {
    const year = quoteYearOf(draft.date);
    const seq = (last.get(year)?.seq ?? 0) + 1;
    last.set(year, { seq, id });
    batch.set(db.doc(`${base}/quotes/${id}`), { ...newQuoteDocument(draft, { year, seq }, uid, now()), state });
  }
  for (const [year, { seq, id }] of last) batch.set(db.doc(`${base}/quoteCounters/${year}`), quoteCounterDocument(year, seq, id));
  await batch.commit();
}
