/**
 * Till sessions (cajas) and their Z reports, pure: the euro's denominations and the arqueo's sum,
 * a session's running cash figures and the expected cash, what each command that moves cash adds
 * to them, and the plans of openTill, moveTillCash and closeTill. The functions (functions/src/till,
 * and sellAtCounter, returnSale, setInvoicePayment in their own transactions) write exactly these
 * plans; the screens read the same stored shape through sessionFromStored.
 *
 * expected cash = float + cash tickets − cash refunds + invoices paid in cash − invoices refunded
 * in cash + cash in − cash out (docs/DECISIONS.md "Till sessions, Z reports and vouchers (issue 29)").
 */
import type { TillRefusal } from '../commands';

/** The euro's 15 denominations in cents, notes first (500 € … 5 €), then coins (2 € … 1 cent). */
export const DENOMINATIONS = [50000, 20000, 10000, 5000, 2000, 1000, 500, 200, 100, 50, 20, 10, 5, 2, 1] as const;
export type Denomination = (typeof DENOMINATIONS)[number];
/** At most this many pieces of one denomination in an arqueo. */
export const MAX_COUNT = 100_000;
/** A float, a cash move: at most 10.000.000,00 € (whole cents). */
export const MAX_TILL_CENTS = 1_000_000_000;
/** Cash moves a session keeps (in and out together). */
export const MAX_MOVES = 300;

/** How a counter ticket or refund is settled, in the Z report's order. */
export const TILL_METHODS = ['efectivo', 'tarjeta', 'bizum', 'vale'] as const;
export type TillMethod = (typeof TILL_METHODS)[number];

export type Counted = Record<string, number>;

export interface TillTotals {
  /** Cash taken on counter tickets. */
  cashSalesCents: number;
  /** Cash given back on counter refunds (a positive amount). */
  cashRefundsCents: number;
  /** Invoices paid in cash into this drawer. */
  invoiceCashInCents: number;
  /** Invoices (rectificativas) refunded in cash from this drawer, or cash payments undone (a positive amount). */
  invoiceCashOutCents: number;
  invoiceCashCount: number;
  cashInCents: number;
  cashOutCents: number;
  /** Net per method of the counter's tickets and refunds (refunds negative). */
  byMethod: Record<TillMethod, number>;
  /** Sales tickets, and their first and last number. */
  ticketCount: number;
  firstTicket: string | null;
  lastTicket: string | null;
  /** Refunds (rectificativas) at the counter, any method, and what they gave back. */
  refundCount: number;
  refundsCents: number;
}

export interface TillMove {
  kind: 'in' | 'out';
  amountCents: number;
  reason: string;
  byUid: string;
  /** ISO instant. */
  at: string;
}

export interface TillClosing {
  z: number;
  zText: string;
  counted: Counted;
  countedCents: number;
  expectedCents: number;
  /** counted − expected: negative when cash is missing. */
  differenceCents: number;
  note: string;
  closedByUid: string;
  closedByName: string;
  /** ISO instant and Madrid day. */
  closedAt: string;
  closeDate: string;
}

export interface TillSession {
  id: string;
  tillId: string;
  tillName: string;
  cashierUid: string;
  cashierName: string;
  state: 'open' | 'closed';
  floatCents: number;
  openDate: string;
  /** ISO instant. */
  openedAt: string;
  totals: TillTotals;
  moves: TillMove[];
  closing: TillClosing | null;
}

export const emptyTotals = (): TillTotals => ({
  cashSalesCents: 0,
  cashRefundsCents: 0,
  invoiceCashInCents: 0,
  invoiceCashOutCents: 0,
  invoiceCashCount: 0,
  cashInCents: 0,
  cashOutCents: 0,
  byMethod: { efectivo: 0, tarjeta: 0, bizum: 0, vale: 0 },
  ticketCount: 0,
  firstTicket: null,
  lastTicket: null,
  refundCount: 0,
  refundsCents: 0,
});

/** The cash that should be in the drawer. */
export function expectedCash(floatCents: number, t: TillTotals): number {
  return floatCents + t.cashSalesCents - t.cashRefundsCents + t.invoiceCashInCents - t.invoiceCashOutCents + t.cashInCents - t.cashOutCents;
}

/** The arqueo's total: Σ count × denomination (a missing denomination counts 0). */
export function countedTotal(counted: Counted): number {
  let total = 0;
  for (const d of DENOMINATIONS) {
    const n = counted[String(d)] ?? 0;
    if (!Number.isSafeInteger(n) || n < 0) throw new RangeError('badCount');
    total += n * d;
  }
  return total;
}

/** A count as typed in the arqueo grid: '' is 0; anything but a whole number ≥ 0 is null. */
export function parseCount(typed: string): number | null {
  const t = typed.trim();
  if (t === '') return 0;
  if (!/^\d{1,6}$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_COUNT ? n : null;
}

/** What moves a session's figures: a counter ticket or refund, an invoice's cash, a cash move. */
export type TillEvent =
  | {
      kind: 'ticket';
      method: TillMethod;
      totalCents: number;
      numberText: string;
      refund: boolean;
      /** The part of the total a vale paid (or, on a refund, went onto a vale): counted under vale, not under method. */
      voucherCents?: number;
    }
  | { kind: 'invoiceCash'; totalCents: number; undo: boolean }
  | { kind: 'move'; move: 'in' | 'out'; amountCents: number };

/** The figures after one event (a new object; amounts must be whole cents). */
export function applyEvent(before: TillTotals, e: TillEvent): TillTotals {
  const t: TillTotals = { ...before, byMethod: { ...before.byMethod } };
  const amount = e.kind === 'move' ? e.amountCents : e.totalCents;
  if (!Number.isSafeInteger(amount)) throw new RangeError('unsafeInteger');
  if (e.kind === 'ticket') {
    const voucherCents = e.voucherCents ?? 0;
    if (!Number.isSafeInteger(voucherCents)) throw new RangeError('unsafeInteger');
    const methodCents = e.totalCents - voucherCents;
    t.byMethod[e.method] += methodCents;
    t.byMethod.vale += voucherCents;
    if (e.refund) {
      t.refundCount += 1;
      t.refundsCents += -e.totalCents;
      if (e.method === 'efectivo') t.cashRefundsCents += -methodCents;
    } else {
      t.ticketCount += 1;
      t.firstTicket = t.firstTicket ?? e.numberText;
      t.lastTicket = e.numberText;
      if (e.method === 'efectivo') t.cashSalesCents += methodCents;
    }
  } else if (e.kind === 'invoiceCash') {
    // A payment adds its total to the drawer (a rectificativa's negative total takes it out); undoing it does the reverse.
    const signed = e.undo ? -e.totalCents : e.totalCents;
    if (signed >= 0) t.invoiceCashInCents += signed;
    else t.invoiceCashOutCents += -signed;
    t.invoiceCashCount += e.undo ? 0 : 1;
  } else if (e.move === 'in') t.cashInCents += e.amountCents;
  else t.cashOutCents += e.amountCents;
  return t;
}

export type TillPlan<T> = ({ ok: true } & T) | { ok: false; code: TillRefusal; detail: string };
const no = (code: TillRefusal, detail = ''): { ok: false; code: TillRefusal; detail: string } => ({ ok: false, code, detail });

/** Who may act on a session once open: its cashier, or an admin of the company. */
export function mayActOn(session: Pick<TillSession, 'cashierUid'>, uid: string, isAdmin: boolean): boolean {
  return session.cashierUid === uid || isAdmin;
}

/** openTill: a till with no open session, a cashier with none either. */
export function planOpen(f: {
  till: { exists: boolean; openSessionId: string | null; name: string };
  cashierSessionId: string | null;
}): TillPlan<Record<never, never>> {
  if (!f.till.exists) return no('notFound', 'till');
  if (f.till.openSessionId) return no('tillOpen', f.till.name);
  if (f.cashierSessionId) return no('cashierBusy');
  return { ok: true };
}

/** moveTillCash: an open session; cash out never takes the drawer below zero. */
export function planMove(
  session: TillSession | null,
  move: { kind: 'in' | 'out'; amountCents: number; reason: string },
  actor: { uid: string; isAdmin: boolean; at: string },
): TillPlan<{ totals: TillTotals; moves: TillMove[] }> {
  if (!session) return no('notFound', 'session');
  if (!mayActOn(session, actor.uid, actor.isAdmin)) return no('notYourSession');
  if (session.state !== 'open') return no('tillClosed');
  if (session.moves.length >= MAX_MOVES) return no('invalid', 'moves');
  const totals = applyEvent(session.totals, { kind: 'move', move: move.kind, amountCents: move.amountCents });
  if (move.kind === 'out' && expectedCash(session.floatCents, totals) < 0)
    return no('cashShort', String(expectedCash(session.floatCents, session.totals)));
  return {
    ok: true,
    totals,
    moves: [...session.moves, { kind: move.kind, amountCents: move.amountCents, reason: move.reason, byUid: actor.uid, at: actor.at }],
  };
}

export const zText = (z: number) => `Z-${z}`;

/** closeTill: the arqueo against the expected cash, numbered Z-n on its till. */
export function planClose(
  session: TillSession | null,
  input: { counted: Counted; note: string },
  f: { uid: string; name: string; isAdmin: boolean; lastZ: number; at: string; day: string },
): TillPlan<{ closing: TillClosing }> {
  if (!session) return no('notFound', 'session');
  if (!mayActOn(session, f.uid, f.isAdmin)) return no('notYourSession');
  if (session.state !== 'open') return no('tillClosed');
  const counted = Object.fromEntries(DENOMINATIONS.map((d) => [String(d), input.counted[String(d)] ?? 0]));
  const countedCents = countedTotal(counted);
  const expectedCents = expectedCash(session.floatCents, session.totals);
  const z = f.lastZ + 1;
  return {
    ok: true,
    closing: {
      z,
      zText: zText(z),
      counted,
      countedCents,
      expectedCents,
      differenceCents: countedCents - expectedCents,
      note: input.note,
      closedByUid: f.uid,
      closedByName: f.name,
      closedAt: f.at,
      closeDate: f.day,
    },
  };
}

// ---- Reading stored sessions (total: any shape reads to a session or null) ----

type Data = Record<string, unknown>;
const isObj = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);
const int = (v: unknown) => (Number.isSafeInteger(v) ? (v as number) : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown) => (typeof v === 'string' ? v : null);
/** An instant as the app reads it: an ISO text, or a Firestore Timestamp (toDate), or ''. */
function instant(v: unknown): string {
  if (typeof v === 'string') return v;
  if (isObj(v) && typeof v.toDate === 'function') return (v.toDate as () => Date)().toISOString();
  return '';
}

export function totalsFromStored(v: unknown): TillTotals {
  const d = isObj(v) ? v : {};
  const m = isObj(d.byMethod) ? d.byMethod : {};
  return {
    cashSalesCents: int(d.cashSalesCents),
    cashRefundsCents: int(d.cashRefundsCents),
    invoiceCashInCents: int(d.invoiceCashInCents),
    invoiceCashOutCents: int(d.invoiceCashOutCents),
    invoiceCashCount: int(d.invoiceCashCount),
    cashInCents: int(d.cashInCents),
    cashOutCents: int(d.cashOutCents),
    byMethod: { efectivo: int(m.efectivo), tarjeta: int(m.tarjeta), bizum: int(m.bizum), vale: int(m.vale) },
    ticketCount: int(d.ticketCount),
    firstTicket: strOrNull(d.firstTicket),
    lastTicket: strOrNull(d.lastTicket),
    refundCount: int(d.refundCount),
    refundsCents: int(d.refundsCents),
  };
}

function closingFromStored(v: unknown): TillClosing | null {
  if (!isObj(v)) return null;
  const counted = isObj(v.counted) ? v.counted : {};
  return {
    z: int(v.z),
    zText: str(v.zText),
    counted: Object.fromEntries(DENOMINATIONS.map((d) => [String(d), int(counted[String(d)])])),
    countedCents: int(v.countedCents),
    expectedCents: int(v.expectedCents),
    differenceCents: int(v.differenceCents),
    note: str(v.note),
    closedByUid: str(v.closedByUid),
    closedByName: str(v.closedByName),
    closedAt: instant(v.closedAt),
    closeDate: str(v.closeDate),
  };
}

export function sessionFromStored(id: string, data: unknown): TillSession | null {
  if (!isObj(data) || typeof data.tillId !== 'string' || typeof data.cashierUid !== 'string') return null;
  const moves = Array.isArray(data.moves) ? data.moves.filter(isObj) : [];
  return {
    id,
    tillId: data.tillId,
    tillName: str(data.tillName),
    cashierUid: data.cashierUid,
    cashierName: str(data.cashierName),
    state: data.state === 'open' ? 'open' : 'closed',
    floatCents: int(data.floatCents),
    openDate: str(data.openDate),
    openedAt: instant(data.openedAt),
    totals: totalsFromStored(data.totals),
    moves: moves.map((m) => ({
      kind: m.kind === 'out' ? 'out' : 'in',
      amountCents: int(m.amountCents),
      reason: str(m.reason),
      byUid: str(m.byUid),
      at: instant(m.at),
    })),
    closing: closingFromStored(data.closing),
  };
}

/** A new session's stored fields (openedAt and updatedAt are the writer's server time). */
export function newSessionFields(f: {
  tillId: string;
  tillName: string;
  cashierUid: string;
  cashierName: string;
  floatCents: number;
  openDate: string;
}) {
  return { ...f, state: 'open', totals: emptyTotals(), moves: [] as TillMove[], closing: null };
}

// ---- The Z report, as the screen and the PDF show it ----

export interface ZReportRow {
  label: string;
  cents: number;
}

/** The cash figures of a session in the order of the formula, each signed as it counts. */
export function cashRows(s: Pick<TillSession, 'floatCents' | 'totals'>): { key: string; cents: number }[] {
  const t = s.totals;
  return [
    { key: 'float', cents: s.floatCents },
    { key: 'cashSales', cents: t.cashSalesCents },
    { key: 'cashRefunds', cents: -t.cashRefundsCents },
    { key: 'invoiceCashIn', cents: t.invoiceCashInCents },
    { key: 'invoiceCashOut', cents: -t.invoiceCashOutCents },
    { key: 'cashIn', cents: t.cashInCents },
    { key: 'cashOut', cents: -t.cashOutCents },
  ];
}

/**
 * What an issued counter ticket (or its refund) adds to a drawer: its counterPayment's method and
 * its total (negative for a refund). Null for anything not paid at the counter.
 */
export function ticketEvent(invoice: { counterPayment?: unknown; totalCents?: unknown; numberText?: unknown; type?: unknown }): TillEvent | null {
  const paid = isObj(invoice.counterPayment) ? invoice.counterPayment : null;
  const method = paid?.method;
  if (!paid || !(TILL_METHODS as readonly unknown[]).includes(method) || !Number.isSafeInteger(invoice.totalCents)) return null;
  return {
    kind: 'ticket',
    method: method as TillMethod,
    totalCents: invoice.totalCents as number,
    numberText: str(invoice.numberText),
    refund: invoice.type === 'rectificativa',
    ...(Number.isSafeInteger(paid.voucherCents) && paid.voucherCents !== 0 ? { voucherCents: paid.voucherCents as number } : {}),
  };
}
