/**
 * How far a rectificativa may take an invoice down (issue 26). An invoice and its rectificativas
 * stand, together, for one operation; a rectificativa by difference adds its (negative) lines to
 * what stands, a substitution replaces it all. Whatever the path — a manual credit note, a
 * customer's return, a vendor's abono registered — what stands afterwards is never below zero:
 *
 * - per line: the lines of one product (or, without product, of one wording) never stand at a
 *   negative quantity or base; a product line the invoice never carried is not credited at all;
 * - per VAT group (rate, cause, recargo): base and cuota never below zero, so a credit line worded
 *   anew (a discount, a price correction) is still bounded by what was charged at its rate;
 * - in total: base and total never below zero.
 *
 * Pure; the planner (invoicePlans.ts planIssue) refuses with `creditOverStanding` and the detail
 * this returns. Nobody may override it (DECISIONS.md "Credit is bounded by what stands").
 */
import { addBreakdowns, breakdownOf, invoiceAmountsOf } from './invoiceAmounts';
import { formatEuros } from './money';
import { hasAtMostDecimals } from './decimal';
import { formatQuantity, fromThousandths, QUANTITY_DECIMALS, toThousandths } from './quantity';

type Data = Record<string, unknown>;
type Standing = Map<string, { label: string; thousandths: number; baseCents: number }>;

const isSafe = (n: unknown): n is number => typeof n === 'number' && Number.isSafeInteger(n);

/** What identifies "a line" across an invoice's family: its product, or its wording. */
export function creditLineKey(line: Data): string {
  if (typeof line.categoryId === 'string' && line.categoryId !== '') return `p:${line.categoryId}`;
  return `t:${String(line.description ?? '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')}`;
}

function linesOf(d: Data): Data[] {
  return Array.isArray(d.lines) ? (d.lines as Data[]).filter((l) => typeof l === 'object' && l !== null) : [];
}

function addLines(standing: Standing, d: Data): Standing {
  const next: Standing = new Map([...standing].map(([k, v]) => [k, { ...v }]));
  for (const line of linesOf(d)) {
    const key = creditLineKey(line);
    const q = typeof line.quantity === 'number' && hasAtMostDecimals(line.quantity, QUANTITY_DECIMALS) ? toThousandths(line.quantity) : 0;
    const base = isSafe(line.baseCents) ? line.baseCents : 0;
    const current = next.get(key) ?? { label: String(line.description ?? key), thousandths: 0, baseCents: 0 };
    next.set(key, { label: current.label, thousandths: current.thousandths + q, baseCents: current.baseCents + base });
  }
  return next;
}

const modeOf = (d: Data) => (d.rectifies as Data | null | undefined)?.mode;

/** The lines the family stands for now: the original, each difference added, each substitution replacing all before it. */
export function standingLines(original: Data, rectificativas: readonly Data[]): Standing {
  let standing = addLines(new Map(), original);
  for (const r of rectificativas) {
    if (r.state !== 'emitida') continue;
    standing = modeOf(r) === 'substitution' ? addLines(new Map(), r) : addLines(standing, r);
  }
  return standing;
}

/** The figures (base, cuotas, total, groups) the family stands for now. */
function standingFigures(original: Data, rectificativas: readonly Data[]) {
  let f = { breakdown: breakdownOf(original.breakdown), ...invoiceAmountsOf(original) };
  for (const r of rectificativas) {
    if (r.state !== 'emitida') continue;
    const own = { breakdown: breakdownOf(r.breakdown), ...invoiceAmountsOf(r) };
    f =
      modeOf(r) === 'substitution'
        ? own
        : {
            breakdown: addBreakdowns(f.breakdown, own.breakdown),
            baseCents: f.baseCents + own.baseCents,
            vatCents: f.vatCents + own.vatCents,
            recargoCents: f.recargoCents + own.recargoCents,
            irpfCents: f.irpfCents + own.irpfCents,
            totalCents: f.totalCents + own.totalCents,
            payableCents: f.payableCents + own.payableCents,
          };
  }
  return f;
}

/**
 * Why the planned rectificativa `rect` (as it would be stored: lines with baseCents, breakdown,
 * totals) takes the original, after its earlier issued rectificativas, below zero — in the words a
 * message shows ("Producto p1: quedan 2", "total: quedan 24,20 €") — or null when it does not.
 */
export function creditOverStanding(original: Data, earlier: readonly Data[], rect: Data): string | null {
  const substitution = modeOf(rect) === 'substitution';
  const before = standingLines(original, earlier);
  const after = substitution ? addLines(new Map(), rect) : addLines(before, rect);
  for (const line of linesOf(rect)) {
    const key = creditLineKey(line);
    const was = before.get(key);
    const now = after.get(key)!;
    const credits = (typeof line.quantity === 'number' && line.quantity < 0) || (isSafe(line.baseCents) && line.baseCents < 0);
    if (!substitution && credits && !was && key.startsWith('p:')) return `${now.label}: no está en la factura`;
    // Only what this rectificativa takes down is judged (an older family standing below zero is not its doing).
    if (!credits) continue;
    // A line worded anew (a discount, a price correction) is bounded by its VAT group and the total, below.
    if (!substitution && !was) continue;
    if (now.thousandths < 0) return `${now.label}: quedan ${formatQuantity(fromThousandths(Math.max(0, was?.thousandths ?? 0)))}`;
    if (now.baseCents < 0) return `${now.label}: quedan ${formatEuros(Math.max(0, was?.baseCents ?? 0))}`;
  }
  const was = standingFigures(original, earlier);
  const own = { breakdown: breakdownOf(rect.breakdown), ...invoiceAmountsOf(rect) };
  const groups = substitution ? own.breakdown : addBreakdowns(was.breakdown, own.breakdown);
  for (const g of groups) {
    const prior = was.breakdown.find((w) => w.vatRate === g.vatRate && w.exemption === g.exemption && w.recargoRate === g.recargoRate);
    const lowered = substitution || g.baseCents < (prior?.baseCents ?? 0) || g.vatCents < (prior?.vatCents ?? 0);
    if (lowered && (g.baseCents < 0 || g.vatCents < 0 || g.recargoCents < 0)) {
      return `IVA ${String(g.vatRate).replace('.', ',')} %: base restante ${formatEuros(Math.max(0, prior?.baseCents ?? 0))}`;
    }
  }
  const baseAfter = substitution ? own.baseCents : was.baseCents + own.baseCents;
  const totalAfter = substitution ? own.totalCents : was.totalCents + own.totalCents;
  const loweredTotal = substitution || own.baseCents < 0 || own.totalCents < 0;
  if (loweredTotal && (baseAfter < 0 || totalAfter < 0)) return `total: quedan ${formatEuros(Math.max(0, was.totalCents))}`;
  return null;
}
