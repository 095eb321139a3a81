/**
 * What must hold in a company's data whatever happened to it (issue 33: after a restore, a
 * migration, or at any time), as pure checks over documents already read (seed/invariants.ts reads
 * them). Each returns the problems found, in Spanish, empty when the invariant holds:
 *
 *   - stock = ledger: each product's quantity is the sum of its movements' deltas, and its value
 *     the sum of their values (signed by the delta), to the thousandth and the cent;
 *   - the stock summary (Inicio) is the sum of the levels: value, and products below minimum;
 *   - numbering: every invoice numbered in a counter's series and year holds one of 1, 2, 3… up to
 *     the counter's next − 1, each exactly once (no gap, no repeat), and no invoice runs past it;
 *   - commitments: what the stock levels say open orders reserve, wait for and expect equals what
 *     the open orders' lines say (docs/DECISIONS.md «Pedidos y reservas»).
 * The VERI*FACTU chains and the tax aggregates have their own checks (chainCheck.ts,
 * seed/taxAggregates.ts), which seed/invariants.ts runs beside these.
 */
import { fromThousandths } from '../src/domain/quantity';

type Data = Record<string, unknown>;
export interface Doc {
  id: string;
  data: Data;
}

export interface InvariantProblem {
  check: 'ledger' | 'summary' | 'numbering' | 'commitments' | 'chain' | 'aggregates';
  detail: string;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const thousandths = (v: unknown): number => Math.round(num(v) * 1000);

/** stock/{id} against movements: quantity = Σ deltas, value = Σ ± costs, per product. */
export function ledgerProblems(levels: readonly Doc[], movements: readonly Doc[]): InvariantProblem[] {
  const sums = new Map<string, { q: number; v: number }>();
  for (const m of movements) {
    const deltas = (m.data.deltas ?? {}) as Data;
    const costs = (m.data.costs ?? {}) as Data;
    for (const [id, delta] of Object.entries(deltas)) {
      const s = sums.get(id) ?? { q: 0, v: 0 };
      s.q += thousandths(delta);
      s.v += Math.sign(num(delta)) * num(costs[id]);
      sums.set(id, s);
    }
  }
  const problems: InvariantProblem[] = [];
  const seen = new Set<string>();
  for (const level of levels) {
    seen.add(level.id);
    const s = sums.get(level.id) ?? { q: 0, v: 0 };
    if (thousandths(level.data.quantity) !== s.q) {
      problems.push({
        check: 'ledger',
        detail: `stock/${level.id}: cantidad ${num(level.data.quantity)}, los movimientos suman ${fromThousandths(s.q)}`,
      });
    }
    if (num(level.data.valueCents) !== s.v) {
      problems.push({ check: 'ledger', detail: `stock/${level.id}: valor ${num(level.data.valueCents)} céntimos, los movimientos suman ${s.v}` });
    }
  }
  for (const [id, s] of sums) {
    if (!seen.has(id) && (s.q !== 0 || s.v !== 0))
      problems.push({ check: 'ledger', detail: `stock/${id} no existe y sus movimientos suman ${fromThousandths(s.q)}` });
  }
  return problems;
}

/** summaries/stock against the levels. */
export function summaryProblems(levels: readonly Doc[], summary: Data | undefined): InvariantProblem[] {
  const value = levels.reduce((a, l) => a + num(l.data.valueCents), 0);
  const below = levels.filter((l) => l.data.belowMinimum === true).length;
  const problems: InvariantProblem[] = [];
  if (num(summary?.valueCents) !== value) {
    problems.push({ check: 'summary', detail: `summaries/stock: valor ${num(summary?.valueCents)} céntimos, los niveles suman ${value}` });
  }
  if (num(summary?.belowMinimumCount) !== below) {
    problems.push({ check: 'summary', detail: `summaries/stock: ${num(summary?.belowMinimumCount)} bajo mínimo, los niveles dicen ${below}` });
  }
  return problems;
}

/**
 * Invoices with a number (issued or annulled: an annulled sale keeps it) against counters/{key}:
 * the key is what the invoice was numbered under (its `counterKey`, stored at issue).
 */
export function numberingProblems(
  invoices: readonly Doc[],
  counters: readonly Doc[],
  counterKeyOf: (invoice: Data) => string | null,
): InvariantProblem[] {
  const byKey = new Map<string, Map<number, string[]>>();
  for (const inv of invoices) {
    const n = inv.data.number;
    if (typeof n !== 'number') continue;
    const key = counterKeyOf(inv.data);
    if (!key) continue;
    const numbers = byKey.get(key) ?? new Map<number, string[]>();
    numbers.set(n, [...(numbers.get(n) ?? []), inv.id]);
    byKey.set(key, numbers);
  }
  const problems: InvariantProblem[] = [];
  const counterOf = new Map(counters.map((c) => [c.id, c.data]));
  for (const [key, numbers] of byKey) {
    const next = num(counterOf.get(key)?.next);
    for (const [n, ids] of numbers) {
      if (ids.length > 1) problems.push({ check: 'numbering', detail: `${key}: el número ${n} está repetido (${ids.join(', ')})` });
      if (!Number.isSafeInteger(n) || n < 1 || n >= next) {
        problems.push({ check: 'numbering', detail: `${key}: el número ${n} (${ids.join(', ')}) no es de 1 a ${next - 1}, lo que dice el contador` });
      }
    }
    for (let n = 1; n < next; n++) if (!numbers.has(n)) problems.push({ check: 'numbering', detail: `${key}: falta el número ${n}` });
  }
  for (const [key, data] of counterOf) {
    if (!byKey.has(key) && num(data.next) > 1)
      problems.push({ check: 'numbering', detail: `${key}: el contador va por ${num(data.next)} y no hay facturas` });
  }
  return problems;
}

/**
 * Stock levels' reserved/backorder/onOrder against the open orders' lines: Σ reserved and Σ
 * (quantity − delivered − reserved) of open customer orders, Σ (quantity − received) of open
 * purchase orders, per product. A level without the fields counts as 0.
 */
export function commitmentProblems(levels: readonly Doc[], salesOrders: readonly Doc[], purchaseOrders: readonly Doc[]): InvariantProblem[] {
  const want = new Map<string, { reserved: number; backorder: number; onOrder: number }>();
  const at = (id: string) => {
    const w = want.get(id) ?? { reserved: 0, backorder: 0, onOrder: 0 };
    want.set(id, w);
    return w;
  };
  const linesOf = (d: Data) => (Array.isArray(d.lines) ? (d.lines as Data[]) : []);
  for (const o of salesOrders) {
    if (o.data.state !== 'abierto') continue;
    for (const l of linesOf(o.data)) {
      const w = at(String(l.categoryId));
      const reserved = thousandths(l.reserved);
      w.reserved += reserved;
      w.backorder += Math.max(0, thousandths(l.quantity) - thousandths(l.delivered) - reserved);
    }
  }
  for (const o of purchaseOrders) {
    if (o.data.state !== 'abierto') continue;
    for (const l of linesOf(o.data)) at(String(l.categoryId)).onOrder += Math.max(0, thousandths(l.quantity) - thousandths(l.received));
  }
  const problems: InvariantProblem[] = [];
  const levelOf = new Map(levels.map((l) => [l.id, l.data]));
  for (const id of new Set([...want.keys(), ...levelOf.keys()])) {
    const w = want.get(id) ?? { reserved: 0, backorder: 0, onOrder: 0 };
    const level = levelOf.get(id);
    for (const field of ['reserved', 'backorder', 'onOrder'] as const) {
      const stored = thousandths(level?.[field]);
      if (stored !== w[field]) {
        problems.push({
          check: 'commitments',
          detail: `stock/${id}: ${field} ${fromThousandths(stored)}, los pedidos abiertos dicen ${fromThousandths(w[field])}`,
        });
      }
    }
  }
  return problems;
}
