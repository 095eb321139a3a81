/**
 * Every stock-relevant document moves stock exactly once (issue 17). An issued sale whose lines
 * name products and did not come from a salida makes its own salida, born confirmed and invoiced,
 * in the same commit as the invoice (functions/src/invoices/issuing.ts); lines copied from a
 * salida were moved when that salida was confirmed and are never moved again; services (products
 * with `stocked: false`) and free-text lines never move stock. A rectificativa moves nothing by
 * itself: goods that come back go through the returns desk (src/returns), which makes the
 * rectificativa and its entrada together. Pure; tested beside it.
 */
import { splitGrossCents } from '../ivaIncluded';
import type { DocDraft, DocLine } from '../stock/stockTypes';
import type { StoredLine } from './invoiceModel';
import type { StoredInvoice } from './invoiceStored';

type Data = Record<string, unknown>;

/** The salida an invoice makes has an id derived from the invoice's: made once, never twice. */
export function invoiceSalidaId(invoiceId: string): string {
  return `${invoiceId}-salida`;
}

/** The product ids an invoice's lines name (candidates to move stock), each once. */
export function invoiceProductIds(lines: readonly { categoryId: string | null; sourceId: string | null }[]): string[] {
  return [...new Set(lines.filter((l) => l.categoryId && l.sourceId === null).map((l) => l.categoryId!))];
}

/**
 * The lines of a sale that will move stock when it is issued, as the issue dialog counts them: a
 * product's line not copied from a salida and not a service (a line's `service` mirrors its
 * product's `stocked: false`, issue 28). planInvoiceSalida makes the same choice from the stored products.
 */
export function linesMovingStock<L extends { categoryId: string | null; sourceId: string | null; service?: boolean }>(lines: readonly L[]): L[] {
  return lines.filter((l) => !!l.categoryId && !l.sourceId && l.service !== true);
}

/** A line's unit price without VAT: as entered, or, IVA included, its base to the cent. */
function netUnitPriceCents(line: StoredLine, vatIncluded: boolean): number {
  const price = line.unitPriceCents;
  return vatIncluded ? splitGrossCents(price, line.vatRate).baseCents : price;
}

export type InvoiceStockPlan =
  | { ok: true; salida: { id: string; number: string; draft: DocDraft } | null }
  | { ok: false; code: 'unknownProduct' | 'lineNatureMismatch'; detail: string };

/**
 * The salida an issued invoice makes, or null when none of its lines moves stock. `products` holds
 * the stored product of every id invoiceProductIds named (undefined: deleted).
 */
export function planInvoiceSalida(invoiceId: string, invoice: StoredInvoice, products: Readonly<Record<string, Data | undefined>>): InvoiceStockPlan {
  if (invoice.kind !== 'output' || invoice.type !== 'ordinaria') return { ok: true, salida: null };
  const vatIncluded = invoice.vatIncluded;
  const lines: DocLine[] = [];
  for (const l of invoice.lines) {
    if (!l.categoryId || l.sourceId !== null) continue;
    const product = products[l.categoryId];
    if (!product) return { ok: false, code: 'unknownProduct', detail: l.description };
    // The line's nature decides its recargo de equivalencia (services carry none, issue 28): a
    // line may not call a stocked product a service (that would drop the recargo the client owes
    // and skip its stock). A service product sent as goods (a draft saved before lines carried
    // their nature) is let through and charged recargo as before (DECISIONS.md, issue 28).
    if (l.service === true && product.stocked !== false) return { ok: false, code: 'lineNatureMismatch', detail: l.description };
    if (product.stocked === false) continue;
    lines.push({
      categoryId: l.categoryId,
      code: String(product.code ?? ''),
      name: String(product.name ?? ''),
      unit: String(product.unit ?? ''),
      quantity: l.quantity,
      unitPriceCents: netUnitPriceCents(l, vatIncluded),
      discountPct: l.discountPct,
      vatRate: l.vatRate,
    });
  }
  if (lines.length === 0) return { ok: true, salida: null };
  const numberText = invoice.numberText ?? '';
  return {
    ok: true,
    salida: {
      id: invoiceSalidaId(invoiceId),
      number: `S-${numberText}`,
      draft: {
        date: invoice.issueDate ?? '',
        partyId: invoice.partyId,
        partyName: invoice.party.name,
        partyNif: invoice.party.nif,
        reference: numberText,
        notes: `Salida de la factura ${numberText}`,
        lines,
      },
    },
  };
}

type NatureLine = { categoryId: string | null; sourceId: string | null; service?: boolean };

/**
 * A sale's content with each line that names a product read on issue carrying that product's
 * nature, whatever the browser sent (issue 28): a service (`stocked: false`) carries no recargo
 * de equivalencia (LIVA arts. 154–156), so the nature must be the product's before the invoice
 * is priced. Lines whose product was not read (copied from an albarán) and purchases keep theirs.
 */
export function withProductNature<C extends { kind: string; lines: readonly NatureLine[] }>(
  content: C,
  products: Readonly<Record<string, Data | undefined>>,
): C {
  if (content.kind !== 'output') return content;
  const lines = content.lines.map((l) => {
    const product = l.categoryId && l.sourceId === null ? products[l.categoryId] : undefined;
    if (!product) return l;
    const { service: _sent, ...rest } = l;
    return product.stocked === false ? { ...rest, service: true } : rest;
  });
  return { ...content, lines };
}
