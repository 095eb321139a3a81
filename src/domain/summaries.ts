/**
 * Company summaries: the figures Inicio shows without scanning collections.
 *
 * Two documents per company, `corporations/{corpId}/summaries/invoices` and
 * `.../summaries/stock`, kept by the same writers that issue invoices, change
 * their payment state and confirm or annul movements (in the same transaction),
 * and rebuilt by the seeders by folding every record through the same
 * functions. So Inicio reads two documents however large the company is.
 *
 * Pure: no Firebase, no React. All amounts are integer cents.
 */

import { storedValueCents } from './stock';
import { movementCauseOf, type MovementCause } from './stock/stockTypes';

import { figuresOf, invoiceAmountsOf } from './invoiceAmounts';
import { instalmentsOfStored, openCentsOf, OPEN_INVOICE_STATUSES } from './payments/dues';

/** Per calendar month (`YYYY-MM` of the invoice date): taxable bases of issued invoices. */
export interface MonthFigures {
  salesBaseCents: number;
  purchasesBaseCents: number;
}

export interface InvoiceSummary {
  /** Keyed by `YYYY-MM`. Rectificativas count with their sign. */
  months: Record<string, MonthFigures>;
  /** Sales invoices issued and pending collection: total to collect, keyed by due date `YYYY-MM-DD`. */
  receivable: Record<string, number>;
  /** Purchase invoices registered and pending payment: total to pay, keyed by due date. */
  payable: Record<string, number>;
}

export interface StockSummary {
  /** Sum of every product's exact stock value (src/domain/stock.ts). */
  valueCents: number;
  /** Products whose stock is at or below their minimum (stock documents with belowMinimum). */
  belowMinimumCount: number;
}

/** What an invoice document contributes; the fields it is read from. */
export interface InvoiceFacts {
  kind: 'input' | 'output';
  state: string;
  status: string;
  /** Issue date (sales) or registry date (purchases), `YYYY-MM-DD`. */
  date: string;
  dueDate: string | null;
  /** Its taxable base, less the base of what it replaces when it is a rectificativa by substitution. */
  baseCents: number;
  /** What is still to be collected or paid on it while pending: payable less what the invoices it replaced had settled. */
  dueCents: number;
  /**
   * What is still open of each of its instalments, keyed by due date (issue 30); absent: the whole
   * `dueCents` at `dueDate`, as before instalments.
   */
  open?: Record<string, number>;
}

export interface StockFacts {
  valueCents: number;
  belowMinimum: boolean;
}

export const SUMMARY_IDS = { invoices: 'invoices', stock: 'stock' } as const;

/** An invoice document's facts (any stored shape: missing fields read as nothing). */
export function invoiceFactsOf(d: Record<string, unknown>): InvoiceFacts {
  const replaced = figuresOf((d.rectifies as Record<string, unknown> | null | undefined)?.replaced);
  const amounts = invoiceAmountsOf(d);
  const dueCents = amounts.payableCents - (replaced?.settledCents ?? 0);
  const facts: InvoiceFacts = {
    kind: d.kind === 'input' ? 'input' : 'output',
    state: String(d.state ?? ''),
    status: String(d.status ?? ''),
    date: String(d.date ?? ''),
    dueDate: typeof d.dueDate === 'string' ? d.dueDate : null,
    baseCents: amounts.baseCents - (replaced?.baseCents ?? 0),
    dueCents,
  };
  if (Array.isArray(d.instalments)) {
    const open: Record<string, number> = {};
    for (const i of instalmentsOfStored(d, dueCents)) {
      const cents = openCentsOf(i);
      if (cents !== 0) addTo(open, i.amountCents < 0 ? CREDIT_KEY : i.dueDate || facts.date, cents);
    }
    facts.open = open;
  }
  return facts;
}

/** A stock document's facts (a level stored before values were kept is worth quantity × average). */
export function stockFactsOf(d: Record<string, unknown>): StockFacts {
  return { valueCents: storedValueCents(d), belowMinimum: d.belowMinimum === true };
}

function centsMap(v: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (v && typeof v === 'object') {
    for (const [k, c] of Object.entries(v as Record<string, unknown>)) if (typeof c === 'number' && c !== 0) out[k] = c;
  }
  return out;
}

/** A stored summaries/invoices document (undefined: none yet) as an InvoiceSummary; extra fields are ignored. */
export function invoiceSummaryOf(d: Record<string, unknown> | undefined): InvoiceSummary {
  const months: Record<string, MonthFigures> = {};
  if (d?.months && typeof d.months === 'object') {
    for (const [k, v] of Object.entries(d.months as Record<string, Record<string, unknown>>)) {
      const salesBaseCents = Number(v?.salesBaseCents ?? 0);
      const purchasesBaseCents = Number(v?.purchasesBaseCents ?? 0);
      if (salesBaseCents !== 0 || purchasesBaseCents !== 0) months[k] = { salesBaseCents, purchasesBaseCents };
    }
  }
  return { months, receivable: centsMap(d?.receivable), payable: centsMap(d?.payable) };
}

/** A stored summaries/stock document (undefined: none yet) as a StockSummary. */
export function stockSummaryOf(d: Record<string, unknown> | undefined): StockSummary {
  return { valueCents: Number(d?.valueCents ?? 0), belowMinimumCount: Number(d?.belowMinimumCount ?? 0) };
}

export function emptyInvoiceSummary(): InvoiceSummary {
  return { months: {}, receivable: {}, payable: {} };
}

export function emptyStockSummary(): StockSummary {
  return { valueCents: 0, belowMinimumCount: 0 };
}

export function monthKeyOf(isoDate: string): string {
  return isoDate.slice(0, 7);
}

/**
 * The key a pending credit sits under: a rectificativa that gives money back (what is due below
 * zero) is to return or offset, not a debt with a due date, so it is kept apart from the dates and
 * never counts as overdue. It still nets against what is pending.
 */
export const CREDIT_KEY = 'abonos';

/** The due-date key an invoice's pending amount sits under (its own date when it has no due date; CREDIT_KEY for a credit). */
export function dueKeyOf(facts: Pick<InvoiceFacts, 'date' | 'dueDate' | 'dueCents'>): string {
  if (facts.dueCents < 0) return CREDIT_KEY;
  return facts.dueDate || facts.date;
}

function addTo(map: Record<string, number>, key: string, cents: number): void {
  const next = (map[key] ?? 0) + cents;
  if (next === 0) delete map[key];
  else map[key] = next;
}

function addMonth(months: Record<string, MonthFigures>, key: string, field: keyof MonthFigures, cents: number): void {
  if (cents === 0) return;
  const current = months[key] ?? { salesBaseCents: 0, purchasesBaseCents: 0 };
  const next = { ...current, [field]: current[field] + cents };
  if (next.salesBaseCents === 0 && next.purchasesBaseCents === 0) delete months[key];
  else months[key] = next;
}

function cloneInvoiceSummary(s: InvoiceSummary): InvoiceSummary {
  const months: Record<string, MonthFigures> = {};
  for (const [k, v] of Object.entries(s.months)) months[k] = { ...v };
  return { months, receivable: { ...s.receivable }, payable: { ...s.payable } };
}

function addInvoice(summary: InvoiceSummary, facts: InvoiceFacts, sign: 1 | -1): void {
  if (facts.state !== 'emitida') return;
  const sales = facts.kind === 'output';
  addMonth(summary.months, monthKeyOf(facts.date), sales ? 'salesBaseCents' : 'purchasesBaseCents', sign * facts.baseCents);
  if (!(OPEN_INVOICE_STATUSES as readonly string[]).includes(facts.status)) return;
  const map = sales ? summary.receivable : summary.payable;
  if (facts.open) for (const [key, cents] of Object.entries(facts.open)) addTo(map, key, sign * cents);
  else addTo(map, dueKeyOf(facts), sign * facts.dueCents);
}

/**
 * The summary after one invoice changed from `before` (null: did not exist)
 * to `after` (null: deleted). Drafts contribute nothing; keys that fall to
 * zero are removed so the maps stay small.
 */
export function applyInvoiceChange(summary: InvoiceSummary, before: InvoiceFacts | null, after: InvoiceFacts | null): InvoiceSummary {
  const next = cloneInvoiceSummary(summary);
  if (before) addInvoice(next, before, -1);
  if (after) addInvoice(next, after, 1);
  return next;
}

export function foldInvoices(invoices: Iterable<InvoiceFacts>): InvoiceSummary {
  const summary = emptyInvoiceSummary();
  for (const facts of invoices) addInvoice(summary, facts, 1);
  return summary;
}

/** The summary after products' stock changed from `before` to `after` (undefined: no stock document). */
export function applyStockChanges(summary: StockSummary, changes: { before: StockFacts | undefined; after: StockFacts | undefined }[]): StockSummary {
  let { valueCents, belowMinimumCount } = summary;
  for (const { before, after } of changes) {
    valueCents += (after?.valueCents ?? 0) - (before?.valueCents ?? 0);
    belowMinimumCount += (after?.belowMinimum ? 1 : 0) - (before?.belowMinimum ? 1 : 0);
  }
  return { valueCents, belowMinimumCount };
}

export function foldStock(stocks: Iterable<StockFacts>): StockSummary {
  const summary = emptyStockSummary();
  for (const s of stocks) {
    summary.valueCents += s.valueCents;
    if (s.belowMinimum) summary.belowMinimumCount += 1;
  }
  return summary;
}

/** Total pending in a receivable/payable map. */
export function pendingCents(byDueDate: Record<string, number>): number {
  return Object.values(byDueDate).reduce((a, b) => a + b, 0);
}

/** The part of a pending map already due before `todayIso` (an invoice due today is not yet overdue; credits never are). */
export function overdueCents(byDueDate: Record<string, number>, todayIso: string): number {
  let total = 0;
  for (const [due, cents] of Object.entries(byDueDate)) if (due !== CREDIT_KEY && due < todayIso) total += cents;
  return total;
}

/** `YYYY-MM` of the month `offset` months from the month of `isoDate` (offset may be negative). */
export function shiftMonth(isoDate: string, offset: number): string {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7)) - 1 + offset;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  return `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}`;
}

/** The last `count` months up to the month of `todayIso`, oldest first, zero where nothing was issued. */
export function lastMonths(summary: InvoiceSummary, todayIso: string, count = 12): ({ month: string } & MonthFigures)[] {
  const out: ({ month: string } & MonthFigures)[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const month = shiftMonth(todayIso, -i);
    const figures = summary.months[month] ?? { salesBaseCents: 0, purchasesBaseCents: 0 };
    out.push({ month, ...figures });
  }
  return out;
}

/**
 * The newest stock movements, kept on summaries/stock (field `recentMovements`, keyed by movement
 * id) so that Inicio lists them without querying the ledger. Each confirmation or annulment adds its
 * own entry and, from the summary it read, deletes what falls beyond RECENT_MOVEMENTS_KEPT, newest
 * first. Two commands racing may each delete from a view the other has outgrown, so the map can
 * briefly hold one or two entries more, never fewer of the newest: a command deletes only entries
 * it saw, older than the ones it keeps.
 */
export const RECENT_MOVEMENTS_KEPT = 10;

/** What Inicio shows of a movement. */
export interface RecentMovement {
  id: string;
  docKind: 'input' | 'output';
  reason: 'confirm' | 'annul';
  documentId: string;
  documentNumber: string;
  /** The document's date, `YYYY-MM-DD`. */
  date: string;
  partyName: string;
  /** Why it moved (sale, counter, customer return…): the one it records, or derived for older ones. */
  cause: MovementCause;
  /** When it was written (ms since the epoch); 0 while unknown. */
  createdAtMs: number;
}

/** The fields of a stored movement that its summary entry keeps (the writer adds `createdAt`). */
export function recentMovementEntry(movement: Record<string, unknown>): Record<string, string> {
  return {
    docKind: movement.docKind === 'output' ? 'output' : 'input',
    reason: movement.reason === 'annul' ? 'annul' : 'confirm',
    documentId: String(movement.documentId ?? ''),
    documentNumber: String(movement.documentNumber ?? ''),
    date: String(movement.date ?? ''),
    partyName: String(movement.partyName ?? ''),
    cause: movementCauseOf(movement),
  };
}

/** Milliseconds of a stored timestamp (anything with toMillis(), a Date or a number); 0 otherwise. */
function millisOf(value: unknown): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (value instanceof Date) return value.getTime();
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? Number(toMillis.call(value)) : 0;
}

/**
 * The entries of a stored `recentMovements` map, newest first (written later first; the same
 * instant by id, so the order is stable). `undefined` when the summary has no such map yet
 * (written before it existed): the caller then asks the ledger.
 */
export function recentMovementsOf(stored: unknown): RecentMovement[] | undefined {
  if (!stored || typeof stored !== 'object') return undefined;
  return Object.entries(stored as Record<string, Record<string, unknown> | null>)
    .filter((entry): entry is [string, Record<string, unknown>] => !!entry[1] && typeof entry[1] === 'object')
    .map(([id, e]) => ({ id, ...(recentMovementEntry(e) as Omit<RecentMovement, 'id' | 'createdAtMs'>), createdAtMs: millisOf(e.createdAt) }))
    .sort((a, b) => b.createdAtMs - a.createdAtMs || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/**
 * Which entries of the stored map to delete when `newId` is added, so that at most `keep` remain:
 * the oldest beyond the newest `keep - 1` (the new one is newer than all of them). The new id is
 * never deleted, even if the map already holds it (a retried command).
 */
export function staleRecentMovements(stored: unknown, newId: string, keep = RECENT_MOVEMENTS_KEPT): string[] {
  const others = (recentMovementsOf(stored) ?? []).filter((m) => m.id !== newId);
  return others.slice(Math.max(0, keep - 1)).map((m) => m.id);
}
