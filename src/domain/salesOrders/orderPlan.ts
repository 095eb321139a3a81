/**
 * What each command of a customer order does to the order's lines and to its products'
 * commitments (docs/DECISIONS.md «Pedidos y reservas»), planned purely from the order and the
 * stock levels read in the command's transaction. Quantities in thousandths.
 *
 * - confirm: every pending unit goes on back-order, then is reserved from what is available
 *   (`quantity − reserved` of the level), line by line in line order, lines of one product drawing
 *   on the same available; with «permitir stock negativo» all of it is reserved.
 * - reserve («Reservar»): the back-ordered pending of each line reserved from what is available now.
 * - deliver: per line a quantity up to its pending (else `overDelivery`); it settles the line's
 *   reservation first, then its back-order: that is the salida's `orderRelease` per product.
 * - close / cancel: what is pending is released (its reservation and its back-order).
 * - annul a delivery: its quantities are pending again, reserved up to what is available once its
 *   goods are back, the rest on back-order (a negative `orderRelease`).
 */
import type { Commitments } from '../stock/stockOutlook';
import type { DocLine } from '../stock/stockTypes';
import { validateLine } from '../lineValidation';
import { hasAtMostDecimals } from '../decimal';
import { fromThousandths, toThousandths } from '../quantity';
import { docLineSchema } from '../stock/stockDocumentSchema';
import { id } from '../commandInputs/fields';
import { z } from '../commandInputs/zod';
import { anyDelivered, backorderOf, MAX_ORDER_LINES, nothingPending, pendingOf, type SalesOrderLine, type SalesOrderState } from './salesOrder';

const th = toThousandths;
const q = fromThousandths;

/** The part of a stock level an order reads: units on hand and those reserved by every order. */
export interface LevelFacts {
  quantity: number;
  reserved: number;
}

/** How a command moves each product's commitments (signed, stockOutlook.ts' CommitmentChange). */
export type CommitmentChanges = Record<string, { reserved: number; backorder: number }>;

export type OrderPlan = { ok: true; lines: SalesOrderLine[]; state: SalesOrderState; changes: CommitmentChanges };

/** Units of a level a reservation may take: quantity − reserved, never below 0 (in thousandths). */
function availableThousandths(level: LevelFacts | undefined): number {
  return Math.max(0, th(level?.quantity ?? 0) - th(level?.reserved ?? 0));
}

function addChange(changes: Record<string, { reserved: number; backorder: number }>, productId: string, reserved: number, backorder: number) {
  const c = changes[productId] ?? { reserved: 0, backorder: 0 };
  c.reserved += reserved;
  c.backorder += backorder;
  changes[productId] = c;
}

/** Thousandths to quantities, dropping products whose commitments do not move. */
function toChanges(changes: Record<string, { reserved: number; backorder: number }>): CommitmentChanges {
  const out: CommitmentChanges = {};
  for (const [id, c] of Object.entries(changes))
    if (c.reserved !== 0 || c.backorder !== 0) out[id] = { reserved: q(c.reserved) || 0, backorder: q(c.backorder) || 0 };
  return out;
}

/**
 * Reserves, line by line, what the line has on back-order from what its product has available,
 * lines of one product drawing on the same available. `newBackorder`: the lines' back-order is not
 * on the level yet (a confirmation), so it is added with the change.
 */
function reserveLines(
  lines: readonly SalesOrderLine[],
  levels: Record<string, LevelFacts | undefined>,
  allowNegative: boolean,
  newBackorder: boolean,
) {
  const available = new Map<string, number>();
  const changes: Record<string, { reserved: number; backorder: number }> = {};
  const next = lines.map((line) => {
    const waiting = th(backorderOf(line));
    if (!available.has(line.categoryId)) available.set(line.categoryId, availableThousandths(levels[line.categoryId]));
    const free = available.get(line.categoryId)!;
    const take = allowNegative ? waiting : Math.min(waiting, free);
    available.set(line.categoryId, free - take);
    addChange(changes, line.categoryId, take, (newBackorder ? waiting : 0) - take);
    return { ...line, reserved: q(th(line.reserved) + take) };
  });
  return { lines: next, changes };
}

/** Confirming a borrador: nothing delivered nor reserved yet; every pending unit reserved or back-ordered. */
export function planConfirm(lines: readonly SalesOrderLine[], levels: Record<string, LevelFacts | undefined>, allowNegative: boolean): OrderPlan {
  const fresh = lines.map((l) => ({ ...l, delivered: 0, reserved: 0 }));
  const { lines: next, changes } = reserveLines(fresh, levels, allowNegative, true);
  return { ok: true, lines: next, state: 'abierto', changes: toChanges(changes) };
}

/** «Reservar»: what is on back-order reserved from what is available now. */
export function planReserve(lines: readonly SalesOrderLine[], levels: Record<string, LevelFacts | undefined>, allowNegative: boolean): OrderPlan {
  const { lines: next, changes } = reserveLines(lines, levels, allowNegative, false);
  return { ok: true, lines: next, state: 'abierto', changes: toChanges(changes) };
}

/** Closing (cerrado) or cancelling (cancelado): what is pending is released, reserved and back-ordered alike. */
export function planRelease(lines: readonly SalesOrderLine[], state: 'cerrado' | 'cancelado'): OrderPlan | { ok: false; code: 'hasDeliveries' } {
  if (state === 'cancelado' && anyDelivered(lines)) return { ok: false, code: 'hasDeliveries' };
  const changes: Record<string, { reserved: number; backorder: number }> = {};
  const next = lines.map((line) => {
    addChange(changes, line.categoryId, -th(line.reserved), -th(backorderOf(line)));
    return { ...line, reserved: 0 };
  });
  return { ok: true, lines: next, state, changes: toChanges(changes) };
}

export interface DeliveryRequestLine {
  lineId: string;
  quantity: number;
}

export type DeliveryPlan =
  | {
      ok: true;
      lines: SalesOrderLine[];
      state: SalesOrderState;
      /** The salida's lines, in the order's line order, and the order line each one delivers. */
      salidaLines: DocLine[];
      orderLineIds: string[];
      /** What the salida settles of each product's commitments (stockPlan.ts' orderRelease). */
      orderRelease: Record<string, Partial<Commitments>>;
    }
  | { ok: false; code: 'overDelivery' | 'invalid'; detail: string };

const salidaLineOf = (l: SalesOrderLine, quantity: number): DocLine => ({
  categoryId: l.categoryId,
  code: l.code,
  name: l.name,
  unit: l.unit,
  quantity,
  unitPriceCents: l.unitPriceCents,
  discountPct: l.discountPct,
  vatRate: l.vatRate,
});

/** A delivery of `request` (each line at most once, quantity > 0 and ≤ its pending). */
export function planDelivery(lines: readonly SalesOrderLine[], request: readonly DeliveryRequestLine[]): DeliveryPlan {
  const asked = new Map<string, number>();
  for (const [i, r] of request.entries()) {
    if (asked.has(r.lineId)) return { ok: false, code: 'invalid', detail: `lines.${i}.lineId` };
    if (!lines.some((l) => l.lineId === r.lineId)) return { ok: false, code: 'invalid', detail: `lines.${i}.lineId` };
    if (th(r.quantity) <= 0) return { ok: false, code: 'invalid', detail: `lines.${i}.quantity` };
    asked.set(r.lineId, th(r.quantity));
  }
  const release: Record<string, { reserved: number; backorder: number }> = {};
  const salidaLines: DocLine[] = [];
  const orderLineIds: string[] = [];
  const next: SalesOrderLine[] = [];
  for (const line of lines) {
    const want = asked.get(line.lineId);
    if (want === undefined) {
      next.push(line);
      continue;
    }
    if (want > th(pendingOf(line))) return { ok: false, code: 'overDelivery', detail: line.lineId };
    const fromReserved = Math.min(want, th(line.reserved));
    addChange(release, line.categoryId, fromReserved, want - fromReserved);
    salidaLines.push(salidaLineOf(line, q(want)));
    orderLineIds.push(line.lineId);
    next.push({ ...line, delivered: q(th(line.delivered) + want), reserved: q(th(line.reserved) - fromReserved) });
  }
  return {
    ok: true,
    lines: next,
    state: nothingPending(next) ? 'servido' : 'abierto',
    salidaLines,
    orderLineIds,
    orderRelease: toChanges(release),
  };
}

/**
 * Annulling a delivery (its salida's lines, each naming the order line it delivered): each line's
 * quantity is pending again, reserved up to what its product has available once the goods are back
 * (`levels` as read before the annulment), the rest on back-order. The order is open again.
 * `orderRelease` is negative: the commitments the annulled salida gives back.
 */
export function planAnnulDelivery(
  lines: readonly SalesOrderLine[],
  delivered: readonly DeliveryRequestLine[],
  levels: Record<string, LevelFacts | undefined>,
  allowNegative: boolean,
):
  | { ok: true; lines: SalesOrderLine[]; state: SalesOrderState; orderRelease: Record<string, Partial<Commitments>> }
  | { ok: false; code: 'invalid'; detail: string } {
  const back = new Map<string, number>();
  const comingBack = new Map<string, number>();
  for (const [i, d] of delivered.entries()) {
    const line = lines.find((l) => l.lineId === d.lineId);
    const total = (back.get(d.lineId) ?? 0) + th(d.quantity);
    if (!line || th(d.quantity) <= 0 || total > th(line.delivered)) return { ok: false, code: 'invalid', detail: `orderLineIds.${i}` };
    back.set(d.lineId, total);
    comingBack.set(line.categoryId, (comingBack.get(line.categoryId) ?? 0) + th(d.quantity));
  }
  const available = new Map<string, number>();
  const release: Record<string, { reserved: number; backorder: number }> = {};
  const next = lines.map((line) => {
    const returned = back.get(line.lineId);
    if (returned === undefined) return line;
    const id = line.categoryId;
    if (!available.has(id)) {
      const level = levels[id];
      available.set(id, Math.max(0, th(level?.quantity ?? 0) + (comingBack.get(id) ?? 0) - th(level?.reserved ?? 0)));
    }
    const free = available.get(id)!;
    const take = allowNegative ? returned : Math.min(returned, free);
    available.set(id, free - take);
    addChange(release, id, -take, -(returned - take));
    return { ...line, delivered: q(th(line.delivered) - returned), reserved: q(th(line.reserved) + take) };
  });
  return { ok: true, lines: next, state: 'abierto', orderRelease: toChanges(release) };
}

/** A stored order line as the commands read it: a salida's line (validateLine's checks) with its id. */
const orderLineSchema = docLineSchema.extend({ lineId: id(), delivered: z.number(), reserved: z.number() });

export type ParsedOrderLines = { ok: true; lines: SalesOrderLine[] } | { ok: false; detail: string };

/**
 * The order's stored lines, every one checked (the rules check only the first and the last):
 * 1 to MAX_ORDER_LINES, ids distinct, each a valid line; delivered and reserved between 0 and the
 * quantity with at most 3 decimals. `draft`: a borrador's delivered and reserved are not read
 * (the confirmation sets them).
 */
export function parseOrderLines(raw: unknown, draft: boolean): ParsedOrderLines {
  if (!Array.isArray(raw) || raw.length === 0) return { ok: false, detail: 'lines' };
  if (raw.length > MAX_ORDER_LINES) return { ok: false, detail: 'lines' };
  const seen = new Set<string>();
  const lines: SalesOrderLine[] = [];
  for (const [i, item] of raw.entries()) {
    const source = draft && typeof item === 'object' && item !== null ? { ...item, delivered: 0, reserved: 0 } : item;
    const parsed = orderLineSchema.safeParse(source);
    if (!parsed.success) return { ok: false, detail: `lines.${i}.${String(parsed.error.issues[0]?.path[0] ?? '')}` };
    const l = parsed.data;
    if (validateLine(l).length > 0) return { ok: false, detail: `lines.${i}` };
    if (seen.has(l.lineId)) return { ok: false, detail: `lines.${i}.lineId` };
    seen.add(l.lineId);
    const bounded = (v: number) => Number.isFinite(v) && v >= 0 && hasAtMostDecimals(v, 3) && th(v) <= th(l.quantity);
    if (!bounded(l.delivered) || !bounded(l.reserved) || th(l.delivered) + th(l.reserved) > th(l.quantity))
      return { ok: false, detail: `lines.${i}` };
    lines.push({ ...l, delivered: q(th(l.delivered)), reserved: q(th(l.reserved)) });
  }
  return { ok: true, lines };
}
