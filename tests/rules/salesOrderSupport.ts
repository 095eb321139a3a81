/** Customer orders as the app stores them (newSalesOrderDraft), for the rules, command and seed tests. */
import type { SalesOrderDraft, SalesOrderLine } from '../../src/domain/salesOrders/salesOrder';
import { newSalesOrderDraft } from '../../src/domain/salesOrders/salesOrder';
import { seededAt } from './stockSupport';

export function orderLine(lineId: string, categoryId: string, quantity: number, unitPriceCents = 1000): SalesOrderLine {
  return {
    lineId,
    categoryId,
    code: categoryId.toUpperCase(),
    name: `Producto ${categoryId}`,
    unit: 'ud',
    quantity,
    unitPriceCents,
    discountPct: 0,
    vatRate: 21,
    delivered: 0,
    reserved: 0,
  };
}

export function orderDraft(partyId: string, lines: SalesOrderLine[]): SalesOrderDraft {
  return { date: '2026-03-02', partyId, partyName: 'Cliente Uno', partyNif: 'B86561412', reference: 'PED-1', notes: '', lines };
}

/** A borrador as the repository stores it (stamps: a fixed time, or the caller's). */
export function orderDocument(number: string, createdBy: string, d: SalesOrderDraft, stamps: Record<string, unknown> = {}) {
  return { ...newSalesOrderDraft(d, number, createdBy, seededAt), ...stamps };
}
