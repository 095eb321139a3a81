/**
 * The counter's ticket as the clerk builds it, and what Cobrar sends (pure: no React, no Firebase).
 * Lines keep what was typed (es-ES text) so a half-typed quantity stays on screen; amounts are
 * computed from the lines that parse and validate, IVA included (src/domain/ivaIncluded.ts).
 */
import { cashOverLimit } from '../domain/cashLimit';
import { mulDivRound, toScaled } from '../domain/decimal';
import { computeIvaIncludedTotals, type IvaIncludedTotals } from '../domain/ivaIncluded';
import { validateLine, type LineError } from '../domain/lineValidation';
import { formatCentsPlain, parseEuros } from '../domain/money';
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
}

/**
 * A net price plus its VAT, rounded to the cent half away from zero: the default price IVA
 * included of a product whose record keeps it net (1,00 € at 21 % → 1,21 €; 0,05 € at 10 % → 0,06 €).
 */
export function grossPriceCents(netCents: number, vatRate: number): number {
  return mulDivRound([netCents, 100 * 100 + toScaled(vatRate, 2)], 100 * 100);
}

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
    price: formatCentsPlain(grossPriceCents(product.salePriceCents, product.vatRate)),
  };
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
}

export type LineCheck =
  { ok: true; priced: PricedLine } | { ok: false; quantity: LineError | 'quantityInvalid' | null; price: LineError | 'priceInvalid' | null };

/** A line's quantity and price as numbers, or what is wrong with each. */
export function checkLine(line: CartLine): LineCheck {
  const quantity = parseQuantity(line.quantity);
  const unitPriceCents = parseEuros(line.price);
  if (quantity === null || unitPriceCents === null) {
    return { ok: false, quantity: quantity === null ? 'quantityInvalid' : null, price: unitPriceCents === null ? 'priceInvalid' : null };
  }
  const errors = validateLine({ quantity, unitPriceCents, discountPct: 0, vatRate: line.vatRate });
  if (errors.length === 0) return { ok: true, priced: { quantity, unitPriceCents } };
  const first = (field: 'quantity' | 'price') => errors.find((e) => e.startsWith(field)) ?? null;
  return { ok: false, quantity: first('quantity'), price: first('price') };
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
      return { ...priced, discountPct: 0, vatRate: line.vatRate };
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
    sold.push({ categoryId: line.productId, quantity: check.priced.quantity, unitPriceCents: check.priced.unitPriceCents, discountPct: 0 });
  }
  // The payer's status matters only for cash (and is sent only when stated).
  const payment = method === 'efectivo' && nonResident ? { method, tenderedCents, nonResident: true } : { method, tenderedCents };
  return { lines: sold, clientId, payment: voucherCode ? { ...payment, voucherCode } : payment };
}
