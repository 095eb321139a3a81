/**
 * Condiciones de pago of a client or vendor (issue 30): in how many instalments an invoice is
 * paid, how many days after the issue each falls due, on which fixed days of the month the party
 * pays (días de pago), and how (forma de pago).
 *
 * Stored on the party as `paymentTerms` (a map the client writes, so the reader below is total:
 * whatever a hand-made document holds reads as valid terms or as the party's old single term).
 * Pure: no Firebase, no React.
 */

export const TERMS_METHODS = ['transferencia', 'domiciliacion', 'efectivo', 'tarjeta', 'bizum', 'pagare'] as const;
export type TermsMethod = (typeof TERMS_METHODS)[number];

export const TERMS_LIMITS = {
  maxInstalments: 12,
  maxDays: 365,
  maxPaymentDays: 3,
  /** 100 % in basis points. */
  wholeBasisPoints: 10_000,
} as const;

export interface InstalmentTerm {
  /** Days after the issue date (0 = the same day). */
  days: number;
  /** Its share of the total in basis points (2.500 = 25 %). */
  percentBasisPoints: number;
}

export interface PaymentTerms {
  instalments: InstalmentTerm[];
  /** Días de pago: 0 to 3 days of the month (1–31); a due date moves forward to the next of them. */
  paymentDays: number[];
  method: TermsMethod;
}

export const TERMS_ERRORS = [
  'noInstalments',
  'tooManyInstalments',
  'days',
  'daysOrder',
  'percent',
  'percentSum',
  'paymentDays',
  'tooManyPaymentDays',
  'method',
] as const;
export type TermsError = (typeof TERMS_ERRORS)[number];

export function isTermsMethod(v: unknown): v is TermsMethod {
  return (TERMS_METHODS as readonly unknown[]).includes(v);
}

function isIntIn(v: unknown, min: number, max: number): v is number {
  return typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
}

/** The first thing wrong with terms (null: they are valid). */
export function termsError(terms: PaymentTerms): TermsError | null {
  const { instalments, paymentDays } = terms;
  if (!Array.isArray(instalments) || instalments.length === 0) return 'noInstalments';
  if (instalments.length > TERMS_LIMITS.maxInstalments) return 'tooManyInstalments';
  let lastDays = -1;
  let sum = 0;
  for (const i of instalments) {
    if (!i || !isIntIn(i.days, 0, TERMS_LIMITS.maxDays)) return 'days';
    if (i.days < lastDays) return 'daysOrder';
    lastDays = i.days;
    if (!isIntIn(i.percentBasisPoints, 1, TERMS_LIMITS.wholeBasisPoints)) return 'percent';
    sum += i.percentBasisPoints;
  }
  if (sum !== TERMS_LIMITS.wholeBasisPoints) return 'percentSum';
  if (!Array.isArray(paymentDays) || paymentDays.some((d) => !isIntIn(d, 1, 31))) return 'paymentDays';
  if (paymentDays.length > TERMS_LIMITS.maxPaymentDays) return 'tooManyPaymentDays';
  if (!isTermsMethod(terms.method)) return 'method';
  return null;
}

/** k instalments of equal share (the last one takes what the division leaves). */
export function equalShares(count: number): number[] {
  const whole = TERMS_LIMITS.wholeBasisPoints;
  const each = Math.floor(whole / count);
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? whole - each * (count - 1) : each));
}

/** One instalment at `days` (what every party had before terms existed). */
export function singleTerm(days: number, method: TermsMethod = 'transferencia'): PaymentTerms {
  return { instalments: [{ days, percentBasisPoints: TERMS_LIMITS.wholeBasisPoints }], paymentDays: [], method };
}

/** Equal instalments at the given days ("30/60/90"). */
export function equalTerms(days: number[], method: TermsMethod = 'transferencia', paymentDays: number[] = []): PaymentTerms {
  const shares = equalShares(days.length);
  return { instalments: days.map((d, i) => ({ days: d, percentBasisPoints: shares[i] })), paymentDays, method };
}

/** The days of the single or first instalment, as the old `paymentTermsDays` field kept it. */
export function firstTermDays(terms: PaymentTerms): number {
  return terms.instalments[0]?.days ?? 0;
}

/**
 * A party document's terms, whatever it holds: valid stored `paymentTerms`, else the old
 * `paymentTermsDays` as one instalment by transferencia (0 when that is not a valid number of days).
 */
export function termsOfStored(d: Record<string, unknown> | undefined | null): PaymentTerms {
  const raw = d?.paymentTerms as Record<string, unknown> | undefined;
  if (raw && typeof raw === 'object' && Array.isArray(raw.instalments) && Array.isArray(raw.paymentDays)) {
    const terms: PaymentTerms = {
      instalments: raw.instalments.map((i: unknown) => {
        const o = (i && typeof i === 'object' ? i : {}) as Record<string, unknown>;
        return { days: o.days as number, percentBasisPoints: o.percentBasisPoints as number };
      }),
      paymentDays: [...(raw.paymentDays as number[])],
      method: raw.method as TermsMethod,
    };
    if (termsError(terms) === null) return terms;
  }
  const days = d?.paymentTermsDays;
  return singleTerm(isIntIn(days, 0, TERMS_LIMITS.maxDays) ? days : 0);
}

/** The stored map (the days sorted as validated; the payment days sorted, without repeats). */
export function termsToStored(terms: PaymentTerms): Record<string, unknown> {
  return {
    instalments: terms.instalments.map((i) => ({ days: i.days, percentBasisPoints: i.percentBasisPoints })),
    paymentDays: [...new Set(terms.paymentDays)].sort((a, b) => a - b),
    method: terms.method,
  };
}

/**
 * "30/60/90" or "30, 60" or "0" → days (null when not a list of whole days 0–365, not decreasing,
 * at most 12). The forms and the CSV import write terms this way.
 */
export function parseTermDays(text: string): number[] | null {
  const parts = text
    .split(/[\s/,;-]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length === 0 || parts.length > TERMS_LIMITS.maxInstalments) return null;
  const days = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  if (days.some((d) => !(d >= 0 && d <= TERMS_LIMITS.maxDays))) return null;
  for (let i = 1; i < days.length; i++) if (days[i] < days[i - 1]) return null;
  return days;
}

/** "5, 20" → [5, 20] ('' → []); null when not 1–31 or more than 3. */
export function parsePaymentDays(text: string): number[] | null {
  const parts = text
    .split(/[\s/,;-]+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  if (parts.length > TERMS_LIMITS.maxPaymentDays) return null;
  const days = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  if (days.some((d) => !(d >= 1 && d <= 31))) return null;
  return [...new Set(days)].sort((a, b) => a - b);
}

/** "30/60/90" (the days as the forms show them). */
export function termDaysText(terms: PaymentTerms): string {
  return terms.instalments.map((i) => i.days).join('/');
}
