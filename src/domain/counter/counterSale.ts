/**
 * What the sellAtCounter command accepts from the browser, parsed strictly, and the factura
 * simplificada it issues from it: each line's description, code, unit and VAT rate come from the
 * product's record, never from the browser; the price (IVA included) and discount are the clerk's.
 * Pure: used by functions/src/invoices/sellAtCounter.ts, tested beside it.
 */
import { COUNTER_PAYMENT_METHODS, type CounterPaymentMethod } from '../simplifiedInvoice';
import { emptyInvoiceContent, MAX_LINES, type InvoiceContent, type InvoiceLine } from '../invoices/invoiceModel';
import { MAX_PARTY_ID_LENGTH } from '../invoices/invoiceValidation';

type Data = Record<string, unknown>;

export interface ParsedCounterSale {
  lines: { categoryId: string; quantity: number; unitPriceCents: number; discountPct: number }[];
  clientId: string | null;
  payment: { method: CounterPaymentMethod; tenderedCents: number };
}

export type CounterParse = { ok: true; sale: ParsedCounterSale } | { ok: false; detail: string };

const isId = (v: unknown): v is string =>
  typeof v === 'string' && v !== '' && v.length <= MAX_PARTY_ID_LENGTH && !v.includes('/') && v !== '.' && v !== '..' && !/^__.*__$/.test(v);
const isObject = (v: unknown): v is Data => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The sale as sent, or the path of the first field that is not what it must be. */
export function parseCounterSale(raw: Data): CounterParse {
  if (!Array.isArray(raw.lines) || raw.lines.length === 0 || raw.lines.length > MAX_LINES) return { ok: false, detail: 'lines' };
  const lines: ParsedCounterSale['lines'] = [];
  for (const [i, l] of raw.lines.entries()) {
    if (!isObject(l) || !isId(l.categoryId)) return { ok: false, detail: `lines.${i}.categoryId` };
    if (typeof l.quantity !== 'number' || !Number.isFinite(l.quantity)) return { ok: false, detail: `lines.${i}.quantity` };
    if (!Number.isSafeInteger(l.unitPriceCents)) return { ok: false, detail: `lines.${i}.unitPriceCents` };
    const discount = l.discountPct ?? 0;
    if (typeof discount !== 'number' || !Number.isFinite(discount)) return { ok: false, detail: `lines.${i}.discountPct` };
    lines.push({ categoryId: l.categoryId, quantity: l.quantity, unitPriceCents: l.unitPriceCents as number, discountPct: discount });
  }
  const clientId = raw.clientId ?? null;
  if (clientId !== null && !isId(clientId)) return { ok: false, detail: 'clientId' };
  const p = raw.payment;
  if (!isObject(p) || !(COUNTER_PAYMENT_METHODS as readonly unknown[]).includes(p.method)) return { ok: false, detail: 'payment.method' };
  if (!Number.isSafeInteger(p.tenderedCents) || (p.tenderedCents as number) < 0) return { ok: false, detail: 'payment.tenderedCents' };
  return { ok: true, sale: { lines, clientId, payment: { method: p.method as CounterPaymentMethod, tenderedCents: p.tenderedCents as number } } };
}

/**
 * The factura simplificada's content: every line named after its product as stored (undefined:
 * deleted or inactive products are refused by the caller with the line's index).
 */
export function counterSaleContent(
  sale: ParsedCounterSale,
  products: Readonly<Record<string, Data | undefined>>,
): { ok: true; content: InvoiceContent } | { ok: false; line: number } {
  const lines: InvoiceLine[] = [];
  for (const [i, l] of sale.lines.entries()) {
    const p = products[l.categoryId];
    if (!p || p.active === false) return { ok: false, line: i };
    lines.push({
      description: String(p.name ?? ''),
      code: String(p.code ?? ''),
      categoryId: l.categoryId,
      unit: String(p.unit ?? ''),
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      discountPct: l.discountPct,
      vatRate: Number(p.vatRate ?? 21),
      exemption: null,
      tobacco: false,
      // The line's nature is the product's (issue 28): a service (`stocked: false`) is no delivery of goods.
      ...(p.stocked === false ? { service: true } : {}),
      sourceId: null,
      sourceLabel: null,
    });
  }
  return {
    ok: true,
    content: { ...emptyInvoiceContent('output'), simplified: true, partyId: sale.clientId ?? '', lines },
  };
}
