/**
 * The counter's ticket as the clerk builds it, and what Cobrar sends (pure: no React, no Firebase).
 * Lines keep what was typed (es-ES text) so a half-typed quantity stays on screen; amounts are
 * computed from the lines that parse and validate, IVA included (src/domain/ivaIncluded.ts).
 */
import { cashOverLimit } from '../domain/cashLimit';
import { counterUnitPriceCents, grossPriceCents } from '../domain/counter/counterPrice';
import { computeIvaIncludedTotals, type IvaIncludedTotals } from '../domain/ivaIncluded';
import { validateLine, type LineError } from '../domain/lineValidation';
import { formatCentsPlain, parseEuros, parsePercent } from '../domain/money';
import { formatQuantity, fromThousandths, parseQuantity, toThousandths } from '../domain/quantity';
import { changeDue, checkSimplifiedLimit, type ChangeDue, type CounterPaymentMethod, type SimplifiedCheck } from '../domain/simplifiedInvoice';
import type { CounterSale } from './counterWriter';

/** What the counter needs of a product (categories/{id}). */
export interface CounterProduct {
  id: string;
  code: string;
  name: string;
  unit: string;
  /** Net of VAT, as the product record keeps it. */
  salePriceCents: number;
  /** PVP IVA included (issue 29), when the product has one: it sells at exactly this. */
  retailPriceCents?: number | null;
  vatRate: number;
  active: boolean;
  /** False for a service (it never moves stock, so it is never short). */
  stocked: boolean;
}

export interface CartLine {
  productId: string;
  code: string;
  name: string;
  unit: string;
  vatRate: number;
  /** As typed, es-ES ("1,5"). */
  quantity: string;
  /** Unit price IVA included, as typed, es-ES ("1,09"). */
  price: string;
  /** Discount in %, as typed, es-ES ("10", "12,5"); blank or absent: none. */
  discount?: string;
  /**
   * The product's own price IVA included when it was added (counterUnitPriceCents). While the typed
   * price is this one, Cobrar sends no price and the server takes the product's; absent: always sent.
   */
  listPriceCents?: number;
  /** Where listPriceCents came from (issue 31: «Tarifa Tienda», «Precio especial del cliente»…); absent: the product's own. */
  priceNote?: string;
}

/** The default price IVA included of a product whose record keeps it net (src/domain/counter/counterPrice.ts). */
export { grossPriceCents };

/** "3*T8" → 3 of T8; "T8" → 1 of T8. Null when the prefix is no quantity above zero or there is no code. */
export function parseScan(text: string): { quantity: number; code: string } | null {
  const trimmed = text.trim();
  const star = trimmed.indexOf('*');
  if (star === -1) return trimmed ? { quantity: 1, code: trimmed } : null;
  const quantity = parseQuantity(trimmed.slice(0, star));
  const code = trimmed.slice(star + 1).trim();
  return quantity !== null && quantity > 0 && code ? { quantity, code } : null;
}

export function lineOf(product: CounterProduct, quantity: number): CartLine {
  return {
    productId: product.id,
    code: product.code,
    name: product.name,
    unit: product.unit,
    vatRate: product.vatRate,
    quantity: formatQuantity(quantity),
    price: formatCentsPlain(counterUnitPriceCents(product)),
    discount: '',
    listPriceCents: counterUnitPriceCents(product),
  };
}

/** Whether the line's price is still the one the counter gave it (the clerk has not typed another). */
export function followsListPrice(line: CartLine): boolean {
  return line.listPriceCents !== undefined && parseEuros(line.price) === line.listPriceCents;
}

/**
 * The lines priced by the tarifas (issue 31): each line whose price is still the counter's takes
 * `priceOf`'s (resolvePrice at the line's quantity, IVA included) — so a quantity across a break
 * changes it — and says where it came from; a price the clerk typed stays. `priceOf` null: not read
 * yet, left as it is. The same array when nothing changes.
 */
export function repriceLines(
  lines: readonly CartLine[],
  priceOf: (productId: string, quantity: number) => { grossCents: number; label: string } | null,
): CartLine[] {
  let changed = false;
  const next = lines.map((line) => {
    if (!followsListPrice(line)) return line;
    const quantity = parseQuantity(line.quantity);
    const resolved = quantity === null ? null : priceOf(line.productId, quantity);
    if (!resolved || (resolved.grossCents === line.listPriceCents && resolved.label === line.priceNote)) return line;
    changed = true;
    return { ...line, price: formatCentsPlain(resolved.grossCents), listPriceCents: resolved.grossCents, priceNote: resolved.label };
  });
  return changed ? next : (lines as CartLine[]);
}

/**
 * What is short on a line: the units in stock when the line asks for more (stock as read when the
 * product was added; null while unknown, for a service, or when there is enough). A warning only:
 * the server decides, with the company's "allow negative stock" setting, when it charges.
 */
export function lineShortage(line: CartLine, inStock: number | null | undefined): number | null {
  if (inStock === null || inStock === undefined) return null;
  const quantity = parseQuantity(line.quantity);
  return quantity !== null && toThousandths(quantity) > toThousandths(inStock) ? inStock : null;
}

/**
 * The lines after scanning `quantity` of a product: added to its line when it has one (whose
 * quantity, if mistyped, is replaced), else a new line at the end.
 */
export function addToCart(lines: readonly CartLine[], product: CounterProduct, quantity: number): CartLine[] {
  const at = lines.findIndex((l) => l.productId === product.id);
  if (at === -1) return [...lines, lineOf(product, quantity)];
  const current = parseQuantity(lines[at]!.quantity);
  const sum = current !== null && current > 0 ? fromThousandths(toThousandths(current) + toThousandths(quantity)) : quantity;
  return lines.map((l, i) => (i === at ? { ...l, quantity: formatQuantity(sum) } : l));
}

export interface PricedLine {
  quantity: number;
  unitPriceCents: number;
  /** 0..100, at most 2 decimals; absent: none. */
  discountPct?: number;
}

export type LineCheck =
  | { ok: true; priced: PricedLine }
  | {
      ok: false;
      quantity: LineError | 'quantityInvalid' | null;
      price: LineError | 'priceInvalid' | null;
      /** Absent: nothing wrong with the discount. */
      discount?: LineError | 'discountInvalid';
    };

/** A typed discount ("12,5", "10 %", blank = 0) as a percentage, or null when it is no percentage. */
export function parseDiscount(text: string | undefined): number | null {
  const typed = (text ?? '').trim();
  return typed === '' ? 0 : parsePercent(typed);
}

/** A line's quantity, price and discount as numbers, or what is wrong with each. */
export function checkLine(line: CartLine): LineCheck {
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseEuros(line.price);
  const discountPct = parseDiscount(line.discount);
  if (quantity === null || unitPriceCents === null || discountPct === null) {
    return {
      ok: false,
      quantity: quantity === null ? 'quantityInvalid' : null,
      price: unitPriceCents === null ? 'priceInvalid' : null,
      ...(discountPct === null ? { discount: 'discountInvalid' as const } : {}),
    };
  }
  const errors = validateLine({ quantity, unitPriceCents, discountPct, vatRate: line.vatRate });
  // A line without a discount reads as before discounts existed (no discountPct, no discount problem).
  if (errors.length === 0) return { ok: true, priced: { quantity, unitPriceCents, ...(discountPct === 0 ? {} : { discountPct }) } };
  const first = (field: 'quantity' | 'price' | 'discount') => errors.find((e) => e.startsWith(field)) ?? null;
  const discount = first('discount');
  return { ok: false, quantity: first('quantity'), price: first('price'), ...(discount ? { discount } : {}) };
}

export interface CartTotals extends IvaIncludedTotals {
  /** Every line is valid: the ticket can be charged as shown. */
  complete: boolean;
}

/** The ticket's totals IVA included; a line that does not validate counts as nothing until corrected. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const checks = lines.map(checkLine);
  const totals = computeIvaIncludedTotals(
    lines.map((line, i) => {
      const check = checks[i]!;
      const priced = check.ok ? check.priced : { quantity: 0, unitPriceCents: 0 };
      return { ...priced, discountPct: priced.discountPct ?? 0, vatRate: line.vatRate };
    }),
  );
  return { ...totals, complete: checks.every((c) => c.ok) };
}

export interface PaymentInput {
  method: CounterPaymentMethod;
  /** "Entregado", as typed; empty means the exact amount. Only for efectivo. */
  tendered: string;
  /** The clerk states the payer is an individual without tax domicile in Spain (cash limit 10.000 €, src/domain/cashLimit.ts). */
  nonResident: boolean;
}

export interface PaymentCheck {
  limit: SimplifiedCheck;
  /** What the customer hands over: the cash typed (or the exact total), the total by card or Bizum. Null when mistyped. */
  tenderedCents: number | null;
  /** The change (efectivo), or that the cash falls short; null when the amount is mistyped. */
  change: ChangeDue | null;
  /** Cash at or over the Ley 7/2012 limit (its amount), or null: charge it another way. */
  cashLimitCents: number | null;
  /** Cobrar may be pressed. */
  ready: boolean;
}

/**
 * Whether the ticket can be charged this way, and the change to give (changeDue). `voucherCents`:
 * what a vale pays first (issue 29); the method pays the rest, and the cash limit and the change
 * are on that rest only.
 */
export function checkPayment(totals: CartTotals, payment: PaymentInput, retailActivity: boolean, voucherCents = 0): PaymentCheck {
  const limit = checkSimplifiedLimit(totals.totalCents, { retailActivity });
  const dueCents = totals.totalCents - Math.min(voucherCents, totals.totalCents);
  const typed = payment.tendered.trim();
  const tenderedCents = payment.method !== 'efectivo' || typed === '' ? dueCents : parseEuros(typed);
  const change = tenderedCents === null ? null : changeDue(dueCents, tenderedCents);
  // The cash paid is what is due in cash (what is handed over above it comes back as change).
  const overCash = payment.method === 'efectivo' ? cashOverLimit(dueCents, payment.nonResident ? 'nonResident' : 'standard') : null;
  const cashLimitCents = overCash?.limitCents ?? null;
  const ready = totals.lineGross.length > 0 && totals.complete && limit.ok && change?.ok === true && cashLimitCents === null;
  return { limit, tenderedCents, change, cashLimitCents, ready };
}

/** What Cobrar sends to sellAtCounter; null when the lines do not validate. */
export function saleRequest(
  lines: readonly CartLine[],
  clientId: string | null,
  method: CounterPaymentMethod,
  tenderedCents: number,
  nonResident = false,
  voucherCode: string | null = null,
): CounterSale | null {
  const sold = [];
  for (const line of lines) {
    const check = checkLine(line);
    if (!check.ok) return null;
    const { quantity, unitPriceCents, discountPct = 0 } = check.priced;
    // The product's own price is the server's to take (counterPrice.ts); only a price the clerk changed is sent.
    const own = line.listPriceCents !== undefined && unitPriceCents === line.listPriceCents;
    sold.push({ categoryId: line.productId, quantity, ...(own ? {} : { unitPriceCents }), discountPct });
  }
  // The payer's status matters only for cash (and is sent only when stated).
  const payment = method === 'efectivo' && nonResident ? { method, tenderedCents, nonResident: true } : { method, tenderedCents };
  return { lines: sold, clientId, payment: voucherCode ? { ...payment, voucherCode } : payment };
}
