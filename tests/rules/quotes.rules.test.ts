/**
 * Presupuestos (issue 31): quotes/{id} and quoteCounters/{year}. Staff read and write them in their
 * own company; a quote is created with the number its year's counter stands at, in the same write
 * that moves the counter by one, so no number is taken twice; only a borrador is edited; the state
 * moves only as QUOTE_TRANSITIONS says; orderId is never a client's. Each shape as the app stores it
 * (newQuoteDocument, quoteCounterDocument), then broken the way a hand-made request would break it.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, serverTimestamp, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { newQuoteDocument, quoteCounterDocument, quoteDraftFields, type QuoteDraft, type QuoteState } from '../../src/domain/quotes/quoteModel';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seededAt, seedDocs, seedWorld, type Persona } from './support';
import { line, party, product } from './stockSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-rules-quotes');
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const B = `corporations/${CORP_B}`;

const draft = (over: Partial<QuoteDraft> = {}): QuoteDraft => ({
  date: '2026-03-02',
  validUntil: '2026-04-01',
  clientId: 'c1',
  clientName: 'Obras Sur S.L.',
  clientNif: 'B86561412',
  reference: 'OBRA-7',
  notes: 'Portes incluidos.',
  lines: [line('p1', 12, 920), line('p2', 1, 1100)],
  ...over,
});

/** A stored quote (seeded with fixed stamps). */
const stored = (seq: number, state: QuoteState, over: Record<string, unknown> = {}) => ({
  ...newQuoteDocument(draft(), { year: 2026, seq }, 'user', seededAt),
  state,
  ...over,
});

beforeEach(async () => {
  await seedWorld(env);
  const docs: Record<string, Record<string, unknown>> = {};
  for (const base of [A, B]) {
    docs[`${base}/categories/p1`] = product('p1');
    docs[`${base}/categories/p2`] = product('p2');
    docs[`${base}/clients/c1`] = party('Obras Sur S.L.', 'client');
    docs[`${base}/quotes/q1`] = stored(1, 'borrador');
    docs[`${base}/quotes/q2`] = stored(2, 'enviado');
    docs[`${base}/quotes/q3`] = stored(3, 'aceptado');
    docs[`${base}/quotes/q4`] = stored(4, 'rechazado');
    docs[`${base}/quoteCounters/2026`] = quoteCounterDocument(2026, 4, 'q4');
  }
  // Only company B has this client: company A may not quote it.
  docs[`${B}/clients/soloB`] = party('Solo B', 'client');
  await seedDocs(env, docs);
});

/** A new quote and its counter's move in one write, as the repository's transaction makes them. */
function createQuote(
  db: Firestore,
  persona: string,
  id: string,
  seq: number,
  over: { quote?: Record<string, unknown>; draft?: Partial<QuoteDraft>; counter?: Record<string, unknown> | null; year?: number; base?: string } = {},
) {
  const year = over.year ?? 2026;
  const base = over.base ?? A;
  const d = draft({ date: `${year}-03-02`, validUntil: `${year}-04-01`, ...over.draft });
  const batch = writeBatch(db);
  batch.set(doc(db, `${base}/quotes/${id}`), { ...newQuoteDocument(d, { year, seq }, persona, serverTimestamp()), ...over.quote });
  if (over.counter !== null) batch.set(doc(db, `${base}/quoteCounters/${year}`), { ...quoteCounterDocument(year, seq, id), ...over.counter });
  return batch.commit();
}

const staff: Persona[] = ['user', 'admin', 'superadmin'];

describe('who reads and who writes', () => {
  it.each(PERSONAS)('%s reads and writes quotes only as staff of the company', async (persona) => {
    const db = dbFor(env, persona);
    const may = staff.includes(persona);
    const check = (p: Promise<unknown>) => (may ? assertSucceeds(p) : assertFails(p));
    await check(getDoc(doc(db, `${A}/quotes/q1`)));
    await check(getDocs(collection(db, `${A}/quotes`)));
    await check(createQuote(db, persona, `new-${persona}`, 5));
    await check(updateDoc(doc(db, `${A}/quotes/q2`), { state: 'aceptado', updatedAt: serverTimestamp() }));
    await check(deleteDoc(doc(db, `${A}/quotes/q1`)));
  });

  it("refuses another company's admin and a user writing into another company", async () => {
    const other = dbFor(env, 'otherCompanyAdmin');
    await assertFails(getDoc(doc(other, `${A}/quotes/q1`)));
    await assertFails(updateDoc(doc(other, `${A}/quotes/q2`), { state: 'rechazado', updatedAt: serverTimestamp() }));
    await assertSucceeds(getDoc(doc(other, `${B}/quotes/q1`)));
    await assertFails(createQuote(dbFor(env, 'user'), 'user', 'intoB', 5, { base: B }));
  });
});

describe('numbering: a number is taken once, in order', () => {
  const user = () => dbFor(env, 'user');

  it('takes the number the counter stands at, and the next one after it', async () => {
    await assertSucceeds(createQuote(user(), 'user', 'q5', 5));
    await assertSucceeds(createQuote(user(), 'user', 'q6', 6));
    await assertFails(createQuote(user(), 'user', 'q6bis', 6));
  });

  it.each<[string, number, Parameters<typeof createQuote>[4]]>([
    ['a number already taken', 4, {}],
    ['a number skipped ahead', 6, {}],
    ['no counter move', 5, { counter: null }],
    ['a counter moved by two', 5, { counter: { next: 7 } }],
    ['a counter naming another quote', 5, { counter: { lastQuoteId: 'q1' } }],
    ['a counter of another year', 5, { counter: { year: 2027 } }],
    ['a counter with another field', 5, { counter: { extra: 1 } }],
    ['a number text that is not its seq', 5, { quote: { number: 'P-2026-00009' } }],
    ['a number without padding', 5, { quote: { number: 'P-2026-5' } }],
    ['a year that is not the date’s', 5, { quote: { year: 2025, number: 'P-2025-00005' } }],
    ['a seq as a double', 5.5, {}],
    ['a year as a double', 5, { quote: { year: 2026.5 } }],
  ])('refuses %s', async (_what, seq, over) => {
    await assertFails(createQuote(user(), 'user', 'qx', seq, over));
  });

  it('starts a new year at 1 with a new counter, and never at 2', async () => {
    await assertFails(createQuote(user(), 'user', 'y2', 2, { year: 2027 }));
    await assertSucceeds(createQuote(user(), 'user', 'y1', 1, { year: 2027 }));
  });

  it('refuses moving a counter alone, back, or deleting it', async () => {
    const db = user();
    await assertFails(setDoc(doc(db, `${A}/quoteCounters/2026`), quoteCounterDocument(2026, 5, 'ghost')));
    await assertFails(setDoc(doc(db, `${A}/quoteCounters/2026`), quoteCounterDocument(2026, 1, 'q1')));
    await assertFails(deleteDoc(doc(db, `${A}/quoteCounters/2026`)));
  });
});

describe('bad shapes are refused', () => {
  const user = () => dbFor(env, 'user');
  const withLine = (over: Record<string, unknown>) => ({ lines: [{ ...line('p1', 1, 100), ...over }] });

  it.each<[string, Parameters<typeof createQuote>[4]]>([
    ['an orderId', { quote: { orderId: 'pedido-1' } }],
    ['stored totals (nothing to forge: they are computed from the lines)', { quote: { totals: { baseCents: 1, vatCents: 0, totalCents: 1 } } }],
    ['another field', { quote: { approved: true } }],
    ['a state other than borrador', { quote: { state: 'enviado' } }],
    ['a stored caducado', { quote: { state: 'caducado' } }],
    ['another creator', { quote: { createdBy: 'colleague' } }],
    ['its own createdAt', { quote: { createdAt: seededAt } }],
    ['a validity ending before its date', { draft: { validUntil: '2026-03-01' } }],
    ['a date that is not ISO', { draft: { date: '02/03/2026' } }],
    ["another company's client", { draft: { clientId: 'soloB' } }],
    ['a client that does not exist', { draft: { clientId: 'nadie' } }],
    ['a control character in the client name', { draft: { clientName: 'Obras\u0000Sur' } }],
    ['a control character in the notes', { draft: { notes: 'Portes\u0007incluidos' } }],
    ['a line break in the reference', { draft: { reference: 'OBRA\n7' } }],
    ['notes over 2000 characters', { draft: { notes: 'x'.repeat(2001) } }],
    ['a price in fractions of a cent (a double where an int goes)', { quote: withLine({ unitPriceCents: 100.5 }) }],
    ['a quantity with 4 decimals', { quote: withLine({ quantity: 1.0005 }) }],
    ['a zero quantity', { quote: withLine({ quantity: 0 }) }],
    ['a VAT rate not in the list', { quote: withLine({ vatRate: 7 }) }],
    ['a line with another key', { quote: withLine({ cost: 1 }) }],
    ['a lineCount that lies', { quote: { lineCount: 5 } }],
    ['a lineCount as a double', { quote: { lineCount: 2.5 } }],
  ])('a new quote with %s', async (_what, over) => {
    await assertFails(createQuote(user(), 'user', 'qbad', 5, over));
  });

  it('accepts the app’s own quote with no lines yet', async () => {
    await assertSucceeds(createQuote(user(), 'user', 'q5', 5, { draft: { lines: [] } }));
  });
});

describe('only a borrador is edited, and the state moves as the person may', () => {
  const user = () => dbFor(env, 'user');
  const edit = (id: string, over: Partial<QuoteDraft> = {}, extra: Record<string, unknown> = {}) =>
    updateDoc(doc(user(), `${A}/quotes/${id}`), { ...quoteDraftFields(draft(over), 'P-2026-00001'), updatedAt: serverTimestamp(), ...extra });
  const move = (id: string, state: string, extra: Record<string, unknown> = {}) =>
    updateDoc(doc(user(), `${A}/quotes/${id}`), { state, updatedAt: serverTimestamp(), ...extra });

  it('edits a borrador as the editor saves it', async () => {
    await assertSucceeds(edit('q1', { notes: 'Otra nota', lines: [line('p1', 24, 920)] }));
  });

  it.each<[string, string, Partial<QuoteDraft>, Record<string, unknown>]>([
    ['a sent quote', 'q2', {}, {}],
    ['an accepted quote', 'q3', {}, {}],
    ['a borrador given an orderId', 'q1', {}, { orderId: 'pedido-1' }],
    ['a borrador given another number', 'q1', {}, { number: 'P-2026-00099', seq: 99 }],
    ['a borrador moved to another company’s client', 'q1', { clientId: 'soloB' }, {}],
    ['a borrador with a double price', 'q1', { lines: [{ ...line('p1', 1, 100), unitPriceCents: 99.9 }] }, {}],
    ['a borrador with a control character in its notes', 'q1', { notes: 'a\u0001b' }, {}],
  ])('refuses editing %s', async (_what, id, over, extra) => {
    await assertFails(edit(id, over, extra));
  });

  it.each<[string, string, string, boolean]>([
    ['sends a borrador', 'q1', 'enviado', true],
    ['takes a sent one back to borrador', 'q2', 'borrador', true],
    ['marks a sent one accepted', 'q2', 'aceptado', true],
    ['marks a sent one rejected', 'q2', 'rechazado', true],
    ['accepts a borrador never sent', 'q1', 'aceptado', false],
    ['reopens an accepted one', 'q3', 'enviado', false],
    ['reopens a rejected one', 'q4', 'borrador', false],
    ['stores caducado', 'q2', 'caducado', false],
    ['moves to an unknown state', 'q2', 'pedido', false],
  ])('%s: %s → %s', async (_what, id, state, allowed) => {
    await (allowed ? assertSucceeds(move(id, state)) : assertFails(move(id, state)));
  });

  it('refuses sending a quote without lines, a move that changes lines, and setting orderId', async () => {
    const db = user();
    await seedDocs(env, { [`${A}/quotes/empty`]: { ...newQuoteDocument(draft({ lines: [] }), { year: 2026, seq: 9 }, 'user', seededAt) } });
    await assertFails(move('empty', 'enviado'));
    await assertFails(move('q1', 'enviado', { lines: [line('p1', 1, 1)], lineCount: 1 }));
    await assertFails(move('q2', 'aceptado', { orderId: 'pedido-1' }));
    await assertFails(updateDoc(doc(db, `${A}/quotes/q3`), { orderId: 'pedido-1', updatedAt: serverTimestamp() }));
  });

  it('deletes only a borrador', async () => {
    const db = user();
    await assertSucceeds(deleteDoc(doc(db, `${A}/quotes/q1`)));
    for (const id of ['q2', 'q3', 'q4']) await assertFails(deleteDoc(doc(db, `${A}/quotes/${id}`)));
  });
});
