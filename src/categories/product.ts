/**
 * Productos (stored in `categories`): the record, its one validation schema
 * (shared by the form, the CSV import and the repository) and the stored
 * shape. Pure: no Firebase, no React.
 *
 * Average cost and last purchase price are not here: they live in
 * stock/{productId}, maintained by the stock area.
 */
import { z } from '../shared/form/zod';
import { refuseUnsafe } from '../shared/form/safeText';
import {
  domainMessage,
  formatCentsPlain,
  isVatRate,
  MAX_PRICE_CENTS,
  MAX_QUANTITY,
  normalizeText,
  parseEuros,
  parsePercent,
  parseQuantity,
  searchPrefixes,
  validateEan13,
  type VatRate,
} from '../domain';
import { grossPriceCents, netOfRetailCents } from '../domain/counter/counterPrice';
import { decimalComma, parseYesNo } from '../shared/csv/csv';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { PRODUCT_ERRORS } from './messages';

export const UNITS = ['ud', 'kg', 'g', 'l', 'ml', 'm', 'm2', 'm3', 'caja', 'paquete', 'h'] as const;
export type Unit = (typeof UNITS)[number];

export function isUnit(value: unknown): value is Unit {
  return (UNITS as readonly unknown[]).includes(value);
}

export const PRODUCT_LIMITS = { code: 30, name: 120, description: 500 } as const;

/** Letters without accents, digits, '.', '_' and '-', starting with a letter or digit: safe as a document id. */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export interface ProductInput {
  code: string;
  name: string;
  description: string;
  unit: Unit;
  /** Net of VAT; derived from the PVP when the product has one. */
  salePriceCents: number;
  /** PVP IVA included (issue 29): when set, it is the source and the net price is derived from it. Null: the net price is the source. */
  retailPriceCents?: number | null;
  vatRate: VatRate;
  minStock: number;
  barcode: string;
  active: boolean;
  /** False for a service (portes, mano de obra): it never moves stock. Stored products without it are stocked. */
  stocked: boolean;
}

export interface Product extends ProductInput {
  id: string;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** What a form or a CSV row holds. */
export interface ProductDraft {
  code: string;
  name: string;
  description: string;
  unit: string;
  salePrice: string;
  /** PVP IVA included, es-ES; blank: none. */
  retailPrice: string;
  /** Which price the person fixes: 'net' or 'retail'. Blank (a CSV row, a seed): the PVP when one is given. */
  priceSource: string;
  vatRate: string;
  minStock: string;
  barcode: string;
  active: boolean | string;
  stocked: boolean | string;
}

export type ProductField = keyof ProductDraft;

/** The key that makes a code unique in the company: trimmed and upper case (the id of productCodes/{codeKey}). */
export function codeKeyOf(code: string): string {
  return code.trim().toUpperCase();
}

/** "ud", "Unidad (ud)", "uds", "m²"... → the unit code; null when unknown. */
export function parseUnit(raw: string): Unit | null {
  const v = normalizeText(raw).replace('²', '2').replace('³', '3').replace(/\.$/, '');
  if (isUnit(v)) return v;
  const aliases: Record<string, Unit> = {
    u: 'ud',
    uds: 'ud',
    unidad: 'ud',
    unidades: 'ud',
    'unidad (ud)': 'ud',
    kilo: 'kg',
    kilos: 'kg',
    kilogramo: 'kg',
    kilogramos: 'kg',
    'kilogramo (kg)': 'kg',
    gramo: 'g',
    gramos: 'g',
    gr: 'g',
    'gramo (g)': 'g',
    litro: 'l',
    litros: 'l',
    lt: 'l',
    'litro (l)': 'l',
    mililitro: 'ml',
    mililitros: 'ml',
    'mililitro (ml)': 'ml',
    metro: 'm',
    metros: 'm',
    'metro (m)': 'm',
    ml2: 'm2',
    'metro cuadrado': 'm2',
    'metros cuadrados': 'm2',
    'metro cuadrado (m2)': 'm2',
    'metro cubico': 'm3',
    'metros cubicos': 'm3',
    'metro cubico (m3)': 'm3',
    cajas: 'caja',
    paquetes: 'paquete',
    paq: 'paquete',
    hora: 'h',
    horas: 'h',
    'hora (h)': 'h',
  };
  return aliases[v] ?? null;
}

function fail(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

const code = z.string().transform((raw, ctx) => {
  const v = raw.trim();
  if (v === '') return fail(ctx, PRODUCT_ERRORS.codeRequired);
  if (v.length > PRODUCT_LIMITS.code) return fail(ctx, PRODUCT_ERRORS.codeTooLong);
  if (!CODE_PATTERN.test(v)) return fail(ctx, PRODUCT_ERRORS.codeChars);
  return v;
});

const unit = z.string().transform((raw, ctx) => parseUnit(raw) ?? fail(ctx, PRODUCT_ERRORS.unit));

const salePriceCents = z.string().transform((raw, ctx) => {
  if (raw.trim() === '') return 0;
  const cents = parseEuros(raw);
  if (cents === null) return fail(ctx, domainMessage('numberInput', 'amount'));
  if (cents < 0) return fail(ctx, PRODUCT_ERRORS.priceNegative);
  if (cents > MAX_PRICE_CENTS) return fail(ctx, domainMessage('line', 'priceRange'));
  return cents;
});

const retailPriceCents = z.string().transform((raw, ctx): number | null => {
  if (raw.trim() === '') return null;
  const cents = parseEuros(raw);
  if (cents === null) return fail(ctx, domainMessage('numberInput', 'amount'));
  if (cents < 0) return fail(ctx, PRODUCT_ERRORS.retailNegative);
  if (cents > MAX_PRICE_CENTS) return fail(ctx, domainMessage('line', 'priceRange'));
  return cents;
});

const priceSource = z.string().transform((raw, ctx): 'net' | 'retail' | null => {
  if (raw === '') return null;
  return raw === 'net' || raw === 'retail' ? raw : fail(ctx, PRODUCT_ERRORS.priceSource);
});

const vatRate = z.string().transform((raw, ctx): VatRate => {
  const rate = parsePercent(raw);
  return isVatRate(rate) ? rate : fail(ctx, domainMessage('line', 'vatRateInvalid'));
});

const minStock = z.string().transform((raw, ctx) => {
  if (raw.trim() === '') return 0;
  const q = parseQuantity(raw);
  if (q === null) return fail(ctx, domainMessage('numberInput', 'quantity'));
  if (q < 0) return fail(ctx, PRODUCT_ERRORS.minStockNegative);
  if (q > MAX_QUANTITY) return fail(ctx, PRODUCT_ERRORS.minStockTooBig);
  return q;
});

const barcode = z.string().transform((raw, ctx) => {
  const v = raw.trim();
  if (v === '') return '';
  const r = validateEan13(v);
  return r.ok ? r.value : fail(ctx, domainMessage('ean', r.code));
});

/** A flag from the form (boolean) or a CSV cell ("Sí", "No"…). */
const yesNo = z.union([z.boolean(), z.string()]).transform((v, ctx) => {
  if (typeof v === 'boolean') return v;
  return parseYesNo(v) ?? fail(ctx, CSV_MESSAGES.yesNo);
});

/** The one schema of a product. */
export const productSchema = z.object({
  code,
  // Both are copied into invoice lines, and so into the VERI*FACTU record: no control characters.
  name: z.string().trim().min(1, PRODUCT_ERRORS.nameRequired).max(PRODUCT_LIMITS.name, PRODUCT_ERRORS.nameTooLong).superRefine(refuseUnsafe()),
  description: z.string().trim().max(PRODUCT_LIMITS.description, PRODUCT_ERRORS.descriptionTooLong).superRefine(refuseUnsafe('multiline')),
  unit,
  salePrice: salePriceCents,
  retailPrice: retailPriceCents,
  priceSource,
  vatRate,
  minStock,
  barcode,
  active: yesNo,
  stocked: yesNo,
});

/** The PVP that is the source, or null: the chosen source, else (no choice: a CSV row) the PVP when one is given. */
function sourceRetail(v: z.output<typeof productSchema>): number | null {
  return v.priceSource === 'net' ? null : v.retailPrice;
}

/** The schema's output under the stored field names; with a PVP, the net price is the base inside it. */
export function productInputFromParsed(v: z.output<typeof productSchema>): ProductInput {
  const retail = sourceRetail(v);
  return {
    code: v.code,
    name: v.name,
    description: v.description,
    unit: v.unit,
    salePriceCents: retail === null ? v.salePrice : netOfRetailCents(retail, v.vatRate),
    ...(retail === null ? {} : { retailPriceCents: retail }),
    vatRate: v.vatRate,
    minStock: v.minStock,
    barcode: v.barcode,
    active: v.active,
    stocked: v.stocked,
  };
}

export const productInputSchema = productSchema
  .superRefine((v, ctx) => {
    if (v.priceSource === 'retail' && v.retailPrice === null)
      ctx.addIssue({ code: 'custom', path: ['retailPrice'], message: PRODUCT_ERRORS.retailRequired });
  })
  .transform(productInputFromParsed);

/** The other price, as the form shows it beside the one fixed (es-ES text, or '' while the source does not parse). */
export function derivedPriceText(source: 'net' | 'retail', typed: string, vatRateText: string): string {
  const cents = parseEuros(typed);
  const rate = parsePercent(vatRateText);
  if (cents === null || cents < 0 || cents > MAX_PRICE_CENTS || !isVatRate(rate)) return '';
  return formatCentsPlain(source === 'retail' ? netOfRetailCents(cents, rate) : grossPriceCents(cents, rate));
}

export function blankProductDraft(): ProductDraft {
  return {
    code: '',
    name: '',
    description: '',
    unit: 'ud',
    salePrice: '0,00',
    retailPrice: '',
    priceSource: '',
    vatRate: '21',
    minStock: '0',
    barcode: '',
    active: true,
    stocked: true,
  };
}

export function productDraftOf(p: ProductInput): ProductDraft {
  return {
    code: p.code,
    name: p.name,
    description: p.description,
    unit: p.unit,
    salePrice: formatCentsPlain(p.salePriceCents),
    retailPrice: typeof p.retailPriceCents === 'number' ? formatCentsPlain(p.retailPriceCents) : '',
    priceSource: typeof p.retailPriceCents === 'number' ? 'retail' : 'net',
    vatRate: String(p.vatRate),
    minStock: decimalComma(p.minStock),
    barcode: p.barcode,
    active: p.active,
    stocked: p.stocked,
  };
}

export function productSearchKeys(p: Pick<ProductInput, 'name' | 'code' | 'barcode'>): string[] {
  return searchPrefixes([p.name, p.code, p.barcode]);
}

/**
 * The stored fields of categories/{id} apart from the timestamps. Throws when
 * the values would not pass the schema: nothing invalid is ever written.
 */
export function productToStored(input: ProductInput): Record<string, unknown> {
  const v = productInputSchema.parse(productDraftOf(input));
  return {
    code: v.code,
    codeKey: codeKeyOf(v.code),
    name: v.name,
    nameKey: normalizeText(v.name),
    description: v.description,
    unit: v.unit,
    salePriceCents: v.salePriceCents,
    // Only with a PVP: the repository deletes the field when an edit removes it (it saves with set-merge).
    ...(typeof v.retailPriceCents === 'number' ? { retailPriceCents: v.retailPriceCents } : {}),
    vatRate: v.vatRate,
    minStock: v.minStock,
    barcode: v.barcode,
    active: v.active,
    stocked: v.stocked,
    searchKeys: productSearchKeys(v),
  };
}

/**
 * A product's stored content from a partial draft, validated as the form validates it; throws when
 * the form would refuse it. For the seeds and the test helpers, so they store what the app stores.
 */
export function productContentOf(draft: Partial<ProductDraft>): Record<string, unknown> {
  return productToStored(productInputSchema.parse({ ...blankProductDraft(), ...draft }));
}

export function productFromStored(id: string, d: Record<string, unknown>, dates: { createdAt: Date | null; updatedAt: Date | null }): Product {
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  const n = (k: string) => (typeof d[k] === 'number' ? (d[k] as number) : 0);
  return {
    id,
    code: s('code'),
    name: s('name'),
    description: s('description'),
    unit: isUnit(d.unit) ? d.unit : 'ud',
    salePriceCents: n('salePriceCents'),
    // Products stored before issue 29 have no PVP.
    ...(Number.isSafeInteger(d.retailPriceCents) && (d.retailPriceCents as number) >= 0 ? { retailPriceCents: d.retailPriceCents as number } : {}),
    vatRate: isVatRate(d.vatRate) ? d.vatRate : 21,
    minStock: n('minStock'),
    barcode: s('barcode'),
    active: d.active !== false,
    // Products stored before services existed are stocked.
    stocked: d.stocked !== false,
    ...dates,
  };
}

/**
 * stock/{id}.belowMinimum: quantity at or below the minimum, compared exactly
 * as the stock rules compare it (both numbers come from 3-decimal values).
 */
export function isBelowMinimum(quantity: number, minStock: number): boolean {
  return quantity <= minStock;
}
