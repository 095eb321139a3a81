/**
 * What the sellAtCounter command accepts from the browser, parsed strictly, and the factura
 * simplificada it issues from it: each line's description, code, unit and VAT rate come from the
 * product's record, never from the browser; so does the price IVA included (its PVP, or its net
 * price plus VAT: counterPrice.ts) unless the clerk changed it on the line; the discount is the clerk's.
 * Pure: used by functions/src/invoices/sellAtCounter.ts, tested beside it.
 */
import { parseInput } from '../commandInputs/fields';
import { counterSaleSchema, type ParsedCounterSale } from './counterSaleSchema';
import { storedCounterPriceCents } from './counterPrice';
import { emptyInvoiceContent, type InvoiceContent, type InvoiceLine } from '../invoices/invoiceModel';

type Data = Record<string, unknown>;

export type { ParsedCounterSale } from './counterSaleSchema';

export type CounterParse = { ok: true; sale: ParsedCounterSale } | { ok: false; detail: string };

/** The sale as sent, read through its schema (counterSaleSchema.ts), or the path of the first field that is not what it must be. */
export function parseCounterSale(raw: Data): CounterParse {
  const parsed = parseInput(counterSaleSchema, raw, 'lines');
  return parsed.ok ? { ok: true, sale: parsed.value } : parsed;
}

/**
 * The factura simplificada's content: every line named after its product as stored (undefined:
 * deleted or inactive products are refused by the caller with the line's index). `tarifaPrices`:
 * per line, the price IVA included a tarifa gives it (issue 31, resolvePrice on the server), or
 * null for the product's own price.
 */
export function counterSaleContent(
  sale: ParsedCounterSale,
  products: Readonly<Record<string, Data | undefined>>,
  tarifaPrices: readonly (number | null)[] = [],
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
      unitPriceCents: l.unitPriceCents ?? tarifaPrices[i] ?? storedCounterPriceCents(p),
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
