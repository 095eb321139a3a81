/**
 * What the Tarifas screens hold, checked as the rules check it, with the Spanish message at the
 * field; and the stored shape of a tarifa's header (its one builder: the repository, the seeds and
 * the tests call it). Pure: no Firebase, no React.
 */
import { MAX_PRICE_CENTS, normalizeText, parseEuros, parseIsoDate, parseQuantity } from '../domain';
import { hasAtMostDecimals } from '../domain/decimal';
import { unsafeTextMessage } from '../domain/plainText';
import { checkBreaks, MAX_BREAKS, PRICE_LIST_KINDS, type PriceBreak, type PriceListKind } from '../domain/pricing/priceList';
import { formatCentsPlain, formatQuantity } from '../domain/money';
import { BREAKS_ERROR_TEXT, PRICING_ERRORS } from './messages';

export const NAME_MAX = 80;

export interface PriceListDraft {
  name: string;
  kind: string;
  vatIncluded: boolean;
  /** YYYY-MM-DD (a date input) or ''. */
  validFrom: string;
  validTo: string;
}

export interface PriceListInput {
  name: string;
  kind: PriceListKind;
  vatIncluded: boolean;
  validFrom: string | null;
  validTo: string | null;
}

export type DraftErrors<K extends string> = Partial<Record<K, string>>;

export const blankPriceListDraft = (): PriceListDraft => ({ name: '', kind: 'clientes', vatIncluded: false, validFrom: '', validTo: '' });

export function priceListDraftOf(v: PriceListInput): PriceListDraft {
  return { name: v.name, kind: v.kind, vatIncluded: v.vatIncluded, validFrom: v.validFrom ?? '', validTo: v.validTo ?? '' };
}

/** The header as typed → its value, or the message of each field that is wrong. */
export function parsePriceListDraft(
  d: PriceListDraft,
): { ok: true; value: PriceListInput } | { ok: false; errors: DraftErrors<keyof PriceListDraft> } {
  const errors: DraftErrors<keyof PriceListDraft> = {};
  const name = d.name.trim();
  if (name === '') errors.name = PRICING_ERRORS.nameRequired;
  else if (name.length > NAME_MAX) errors.name = PRICING_ERRORS.nameTooLong;
  else {
    const unsafe = unsafeTextMessage(name);
    if (unsafe) errors.name = unsafe;
  }
  const kind = (PRICE_LIST_KINDS as readonly string[]).includes(d.kind) ? (d.kind as PriceListKind) : 'general';
  const date = (v: string, field: 'validFrom' | 'validTo') => {
    const t = v.trim();
    if (t === '') return null;
    if (!parseIsoDate(t)) errors[field] = PRICING_ERRORS.dateInvalid;
    return t;
  };
  const validFrom = date(d.validFrom, 'validFrom');
  const validTo = date(d.validTo, 'validTo');
  if (!errors.validFrom && !errors.validTo && validFrom && validTo && validTo < validFrom) errors.validTo = PRICING_ERRORS.datesOrder;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, kind, vatIncluded: d.vatIncluded, validFrom, validTo } };
}

/** The stored fields of priceLists/{id} apart from the timestamps; throws on what the form would refuse. */
export function priceListToStored(v: PriceListInput): Record<string, unknown> {
  const parsed = parsePriceListDraft(priceListDraftOf(v));
  if (!parsed.ok) throw new RangeError(`priceList:${Object.keys(parsed.errors).join(',')}`);
  const p = parsed.value;
  return { name: p.name, nameKey: normalizeText(p.name), kind: p.kind, vatIncluded: p.vatIncluded, validFrom: p.validFrom, validTo: p.validTo };
}

/** A break as typed (es-ES). */
export interface BreakDraft {
  from: string;
  price: string;
}

export type BreakErrors = { from?: string; price?: string }[];

export const blankBreak = (from = '1'): BreakDraft => ({ from, price: '' });

export function breakDraftsOf(breaks: readonly PriceBreak[]): BreakDraft[] {
  return breaks.map((b) => ({ from: formatQuantity(b.from), price: formatCentsPlain(b.priceCents) }));
}

/** The breaks as typed → their values (in the order typed), or the message at each field that is wrong. */
export function parseBreaks(rows: readonly BreakDraft[]): { ok: true; breaks: PriceBreak[] } | { ok: false; errors: BreakErrors; general?: string } {
  if (rows.length === 0) return { ok: false, errors: [], general: PRICING_ERRORS.none };
  if (rows.length > MAX_BREAKS) return { ok: false, errors: [], general: PRICING_ERRORS.tooMany };
  const errors: BreakErrors = rows.map(() => ({}));
  const breaks: PriceBreak[] = [];
  rows.forEach((r, i) => {
    const from = parseQuantity(r.from);
    if (from === null || from <= 0 || from > 1_000_000 || !hasAtMostDecimals(from, 3)) errors[i]!.from = PRICING_ERRORS.fromInvalid;
    else if (i > 0 && breaks[i - 1] && from <= breaks[i - 1]!.from) errors[i]!.from = PRICING_ERRORS.notIncreasing;
    const cents = parseEuros(r.price);
    if (cents === null) errors[i]!.price = PRICING_ERRORS.priceInvalid;
    else if (cents < 0) errors[i]!.price = PRICING_ERRORS.priceNegative;
    else if (cents > MAX_PRICE_CENTS) errors[i]!.price = PRICING_ERRORS.priceRange;
    breaks.push({ from: from ?? NaN, priceCents: cents ?? NaN });
  });
  if (errors.some((e) => e.from || e.price)) return { ok: false, errors };
  // The domain's own check, as the rules make it (nothing above should let one through).
  const error = checkBreaks(breaks);
  return error ? { ok: false, errors, general: BREAKS_ERROR_TEXT[error] } : { ok: true, breaks };
}
