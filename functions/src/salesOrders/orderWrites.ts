/**
 * Shared by the customer-order commands (docs/DECISIONS.md «Pedidos y reservas»): each runs ONE
 * contended transaction over the order, the company (may stock go negative?) and the products and
 * stock levels of its lines, so two commands on one order (two deliveries at once) serialise on
 * the order and the second plans on the first's result. loadOrder reads them into facts;
 * writeCommitments writes what a plan moves of each level's commitments (commitmentWrite), with
 * the stock summary's below-minimum count when a level is born.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import type { SalesOrderRefusal } from '../../../src/domain/commands';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { SALES_ORDERS, salesOrderFromStored, type SalesOrder, type SalesOrderLine } from '../../../src/domain/salesOrders/salesOrder';
import { parseOrderLines, type CommitmentChanges, type LevelFacts } from '../../../src/domain/salesOrders/orderPlan';
import { commitmentWrite } from '../../../src/domain/salesOrders/orderLevels';
import { commitmentsOf } from '../../../src/domain/stock/stockOutlook';
import type { StockRefusal } from '../../../src/domain/stock/stockCommand';
import { isDocumentId } from '../../../src/domain/stock/stockLines';
import { db } from '../runtime/admin';
import type { Caller } from '../runtime/caller';
import { CommandError } from '../runtime/errors';
import { dataOf, readNamed } from '../runtime/readNamed';
import { stockFactsFrom, stockReadsOf, type StockFacts } from '../stock/stockWrites';

type Data = Record<string, unknown>;

export const orderRefusal = (code: SalesOrderRefusal, details: Data = {}) => new CommandError<SalesOrderRefusal>(code, details);

/** A stock planner's refusal in the order commands' words (a shortage keeps its products). */
export function orderStockRefusal(r: StockRefusal): CommandError<SalesOrderRefusal> {
  const code = r.code;
  if (code === 'shortage' || code === 'unknownProduct' || code === 'service' || code === 'amountOutOfRange' || code === 'noLines') {
    return orderRefusal(code, r.details);
  }
  if (code === 'invoiced' || code === 'hasReturns' || code === 'isReturn' || code === 'notConfirmed' || code === 'notFound')
    return orderRefusal(code, r.details);
  return orderRefusal('invalid', { detail: `stock:${code}` });
}

export const companyOf = (corpId: string) => db().doc(`corporations/${corpId}`);

export interface OrderFacts {
  company: DocumentReference;
  orderRef: DocumentReference;
  stored: Data;
  order: SalesOrder;
  lines: SalesOrderLine[];
  productIds: string[];
  allowNegative: boolean;
  stock: StockFacts;
  /** Each product's level as the order reads it (units on hand, reserved by every order). */
  levels: Record<string, LevelFacts | undefined>;
  party: DocumentReference;
  partyData: Data | undefined;
}

/**
 * The order and everything its plan reads, in the transaction: round 1 the order and the company,
 * round 2 its products, their stock levels and its client. Refuses an order that is missing or
 * whose stored lines are not valid.
 */
export async function loadOrder(tx: Transaction, caller: Caller, orderId: string, draft: boolean): Promise<OrderFacts> {
  const company = companyOf(caller.corpId);
  const orderRef = company.collection(SALES_ORDERS).doc(orderId);
  const first = await readNamed(tx, { order: orderRef, corp: company });
  const stored = dataOf(first.order);
  const order = stored && salesOrderFromStored(orderId, stored);
  if (!stored || !order) throw orderRefusal('notFound');
  const parsed = parseOrderLines(stored.lines, draft && order.state === 'borrador');
  if (!parsed.ok)
    throw orderRefusal(parsed.detail === 'lines' && Array.isArray(stored.lines) && stored.lines.length === 0 ? 'noLines' : 'invalid', {
      detail: parsed.detail,
    });
  const productIds = [...new Set(parsed.lines.map((l) => l.categoryId))];
  const partyId = isDocumentId(stored.partyId) ? stored.partyId : null;
  if (!partyId) throw orderRefusal('invalid', { detail: 'partyId' });
  const party = company.collection('clients').doc(partyId);
  const read = await readNamed(tx, { ...stockReadsOf(company, productIds), party });
  const stock = stockFactsFrom(productIds, read);
  const levels: Record<string, LevelFacts | undefined> = {};
  for (const id of productIds) {
    const s = stock.stocks[id];
    levels[id] = s ? { quantity: Number(s.quantity ?? 0), reserved: commitmentsOf(s).reserved } : undefined;
  }
  return {
    company,
    orderRef,
    stored,
    order,
    lines: parsed.lines,
    productIds,
    allowNegative: first.corp.get('data.allowNegativeStock') === true,
    stock,
    levels,
    party,
    partyData: dataOf(read.party),
  };
}

/** Every product of the lines exists and is stocked (a service never moves stock, so it is not ordered here). */
export function checkProducts(facts: OrderFacts): void {
  const missing = facts.productIds.filter((id) => !facts.stock.products[id]);
  if (missing.length > 0) throw orderRefusal('unknownProduct', { productIds: missing.sort() });
  const services = facts.productIds.filter((id) => facts.stock.products[id]!.stocked === false);
  if (services.length > 0) throw orderRefusal('service', { productIds: services.sort() });
}

/** The levels' commitments moved by `changes` (a level created for a product that never moved), in the transaction. */
export function writeCommitments(tx: Transaction, facts: OrderFacts, changes: CommitmentChanges): void {
  const now = FieldValue.serverTimestamp();
  let belowMinimumChange = 0;
  for (const [id, change] of Object.entries(changes)) {
    const ref = facts.company.collection('stock').doc(id);
    const stored = facts.stock.stocks[id];
    const product = facts.stock.products[id];
    if (!stored && !product) throw orderRefusal('unknownProduct', { productIds: [id] });
    const w = commitmentWrite(id, stored, product ?? {}, change, now);
    if (w.write === 'update') tx.update(ref, w.fields);
    else {
      tx.create(ref, w.level);
      belowMinimumChange += w.belowMinimumChange;
    }
  }
  if (belowMinimumChange !== 0) {
    tx.set(
      facts.company.collection('summaries').doc(SUMMARY_IDS.stock),
      { belowMinimumCount: FieldValue.increment(belowMinimumChange), updatedAt: now },
      { merge: true },
    );
  }
}

/** The order's lines as stored after a plan. */
export const storedLines = (lines: readonly SalesOrderLine[]) =>
  lines.map((l) => ({
    lineId: l.lineId,
    categoryId: l.categoryId,
    code: l.code,
    name: l.name,
    unit: l.unit,
    quantity: l.quantity,
    unitPriceCents: l.unitPriceCents,
    discountPct: l.discountPct,
    vatRate: l.vatRate,
    delivered: l.delivered,
    reserved: l.reserved,
  }));
