/**
 * Proveedores and clientes ("parties"): the record, its one validation schema
 * (shared by the form, the CSV import and the repository) and the stored
 * shape. Pure: no Firebase, no React.
 *
 * The schema reads a *draft* (what a form or a CSV row holds: text, and
 * booleans that may still be "Sí"/"No") and yields the validated values.
 */
import { z } from '../shared/form/zod';
import type { TextKind } from '../domain/plainText';
import { refuseUnsafe } from '../shared/form/safeText';
import {
  countryCodeOf,
  countryName,
  domainMessage,
  IRPF_RATES,
  isIrpfRate,
  isPartyIdType,
  normalizeText,
  parsePercent,
  PARTY_COUNTRY_CODES,
  PARTY_ID_TYPES,
  searchPrefixes,
  validateEmail,
  validatePhone,
  validatePartyId,
  validateSpanishPostalCode,
  type IrpfRate,
  type PartyIdType,
  type Validation,
} from '../domain';
import { formatIban, normalizeIban, validateIban } from '../domain/iban';
import {
  equalShares,
  firstTermDays,
  termDaysText,
  termsError,
  termsOfStored,
  termsToStored,
  TERMS_LIMITS,
  TERMS_METHODS,
  type PaymentTerms,
  type TermsError,
  type TermsMethod,
} from '../domain/payments/terms';
import { parseYesNo } from '../shared/csv/csv';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { BANK_ERRORS, PARTY_ERRORS, PARTY_ID_TYPE_LABELS, PARTY_TEXT, TERMS_ERROR_TEXT, TERMS_METHOD_LABELS, TERMS_METHOD_SHORT } from './messages';
import {
  isBicOrEmpty,
  isMandateScheme,
  mandateDateError,
  mandateOfStored,
  mandateReferenceError,
  normalizeBic,
  type MandateScheme,
  type SepaMandate,
} from './partyBank';

export type PartyKind = 'vendor' | 'client';

export const PARTY_COLLECTION: Record<PartyKind, 'vendors' | 'clients'> = { vendor: 'vendors', client: 'clients' };

export const SPAIN = 'España';

/** Validated values of a party, as the user gave them (normalised). */
export interface PartyInput {
  name: string;
  /** How `nif` identifies the party: '' a Spanish NIF (or none), 02–07 VERI*FACTU's IDOtro types. */
  idType: PartyIdType;
  /** The Spanish NIF, or the identifier of type `idType` (a NIF-IVA with its country prefix). */
  nif: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  /** ISO 3166-1 alpha-2 (PARTY_COUNTRY_CODES). */
  countryCode: string;
  /** The Spanish name of countryCode, kept for display (and as records before country codes hold it). */
  country: string;
  contactPerson: string;
  /** Condiciones de pago (issue 30): plazos, reparto, días de pago and forma de pago. */
  paymentTerms: PaymentTerms;
  /** Compact and upper case ("ES9121000418450200051332"), or '' (none). */
  iban: string;
  /** 8 or 11 characters, or '' (none). */
  bic: string;
  /** Clients only (vendors keep null): the SEPA mandate that lets us debit the client's account. */
  sepaMandate: SepaMandate | null;
  notes: string;
  active: boolean;
  /** Clients only (vendors keep false). */
  recargoEquivalencia: boolean;
  /** Clients only (vendors keep 0); 0 = no withholding. */
  irpfRate: IrpfRate;
}

export interface Party extends PartyInput {
  id: string;
  /** The days of the first instalment, as the invoices read a party's term (stored as `paymentTermsDays` too). */
  paymentTermsDays: number;
  /** Set by the stock and invoice areas when a document refers to the party: it can no longer be deleted. */
  inUse: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/**
 * What a form or a CSV row holds: text (and booleans that may still be "Sí"/"No"). The terms are
 * four texts (`paymentTermsDays` the plazos "30/60/90", as the single number of days was before;
 * `paymentShares` the reparto, '' = equal; `paymentDays` "5, 20"; `paymentMethod` a code or its
 * label) and the mandate three (all empty = none).
 */
export interface PartyDraft {
  name: string;
  idType: string;
  nif: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
  countryCode: string;
  country: string;
  contactPerson: string;
  paymentTermsDays: string;
  paymentShares: string;
  paymentDays: string;
  paymentMethod: string;
  iban: string;
  bic: string;
  mandateReference: string;
  mandateDate: string;
  mandateScheme: string;
  notes: string;
  active: boolean | string;
  recargoEquivalencia: boolean | string;
  irpfRate: string;
}

export type PartyField = keyof PartyDraft;

export const PARTY_LIMITS = {
  name: 200,
  address: 200,
  city: 100,
  province: 100,
  contactPerson: 120,
  notes: 1000,
  postalCode: 10,
  maxPaymentTermsDays: 365,
  iban: 34,
  bic: 11,
} as const;

export function isSpain(country: string): boolean {
  return ['espana', 'spain', 'es', 'esp'].includes(normalizeText(country));
}

// Names and addresses reach the VERI*FACTU record and PDFs: no control characters, and one line but in the notes.
const text = (max: number, kind: TextKind = 'line') => z.string().trim().max(max, PARTY_ERRORS.tooLong(max)).superRefine(refuseUnsafe(kind));

const yesNo = z.union([z.boolean(), z.string()]).transform((v, ctx) => {
  if (typeof v === 'boolean') return v;
  const parsed = parseYesNo(v);
  if (parsed === null) {
    ctx.addIssue({ code: 'custom', message: CSV_MESSAGES.yesNo });
    return z.NEVER;
  }
  return parsed;
});

function optional<T extends string>(validate: (s: string) => { ok: true; value: string } | { ok: false; code: T }, area: 'email' | 'phone') {
  return z.string().transform((raw, ctx) => {
    const v = raw.trim();
    if (v === '') return '';
    const r = validate(v);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: domainMessage(area, r.code as never) });
      return z.NEVER;
    }
    return r.value;
  });
}

/** The type of identification from a form's select or a CSV cell (its code, or its label as exported). */
export function parsePartyIdType(raw: string): PartyIdType | null {
  const v = normalizeText(raw);
  if (v === '' || v === 'nif') return '';
  const code = /^\d{1,2}$/.test(v) ? v.padStart(2, '0') : PARTY_ID_TYPES.find((t) => normalizeText(PARTY_ID_TYPE_LABELS[t]) === v);
  return isPartyIdType(code) && code !== '' ? code : null;
}

const idType = z.string().transform((raw, ctx): PartyIdType => {
  const t = parsePartyIdType(raw);
  if (t === null) {
    ctx.addIssue({ code: 'custom', message: PARTY_ERRORS.idType });
    return z.NEVER;
  }
  return t;
});

/** The country code of a draft: its code, or (a CSV without one, a record before codes) its country's name; null when unknown. */
export function draftCountryCode(code: string, country: string): string | null {
  const c = code.trim() !== '' ? countryCodeOf(code) : countryCodeOf(country);
  return c !== null && PARTY_COUNTRY_CODES.includes(c) ? c : null;
}

/** The identification checked for its type and country; '' when a client (a consumer) leaves it empty. */
function checkedId(kind: PartyKind, type: PartyIdType, raw: string, countryCode: string): Validation<string> {
  if (raw.trim() === '' && kind === 'client' && type === '') return { ok: true, value: '' };
  const r = validatePartyId(type, raw, countryCode);
  return r.ok ? r : { ok: false, code: type === '' ? domainMessage('taxId', r.code as 'empty') : domainMessage('partyId', r.code) };
}

/** Why a plazos text is not a list of days ("30/60/90"), as parseTermDays reads it. */
function termDaysError(text: string): TermsError | null {
  // "-1" is not "1": a sign is no separator.
  if (/^[\s/,;]*-/.test(text)) return 'days';
  const parts = text.split(/[\s/,;-]+/).filter((p) => p !== '');
  if (parts.length === 0) return 'noInstalments';
  if (parts.length > TERMS_LIMITS.maxInstalments) return 'tooManyInstalments';
  const days = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  if (days.some((d) => !(d >= 0 && d <= TERMS_LIMITS.maxDays))) return 'days';
  for (let i = 1; i < days.length; i++) if (days[i] < days[i - 1]) return 'daysOrder';
  return null;
}

/** Plazos: '' is al contado (one instalment at 0 days), as an empty single term was. */
const termDays = z.string().transform((raw, ctx) => {
  const v = raw.trim() === '' ? '0' : raw.trim();
  const error = termDaysError(v);
  if (error !== null) {
    ctx.addIssue({ code: 'custom', message: TERMS_ERROR_TEXT[error] });
    return z.NEVER;
  }
  return v
    .split(/[\s/,;-]+/)
    .filter((p) => p !== '')
    .map(Number);
});

/** Reparto: '' equal shares, else percentages ("40/30/30", "33,33/33,33/33,34") in basis points. */
const shares = z.string().transform((raw, ctx): number[] | null => {
  const v = raw.trim();
  if (v === '') return null;
  const parts = v.split(/[\s/;]+/).filter((p) => p !== '');
  const bp = parts.map((p) => (/^\d{1,3}([.,]\d{1,2})?$/.test(p) ? Math.round(Number(p.replace(',', '.')) * 100) : NaN));
  if (bp.some((b) => !(b >= 1 && b <= TERMS_LIMITS.wholeBasisPoints))) {
    ctx.addIssue({ code: 'custom', message: TERMS_ERROR_TEXT.percent });
    return z.NEVER;
  }
  return bp;
});

/** Días de pago: '' none, else up to three days of the month. */
const paymentDays = z.string().transform((raw, ctx) => {
  const parts = raw.split(/[\s/,;-]+/).filter((p) => p !== '');
  if (parts.length > TERMS_LIMITS.maxPaymentDays) {
    ctx.addIssue({ code: 'custom', message: TERMS_ERROR_TEXT.tooManyPaymentDays });
    return z.NEVER;
  }
  const days = parts.map((p) => (/^\d{1,2}$/.test(p) ? Number(p) : NaN));
  if (days.some((d) => !(d >= 1 && d <= 31))) {
    ctx.addIssue({ code: 'custom', message: TERMS_ERROR_TEXT.paymentDays });
    return z.NEVER;
  }
  return [...new Set(days)].sort((a, b) => a - b);
});

/** The forma de pago from the form's select (its code) or a CSV cell (code or label); '' is transferencia. */
export function parseTermsMethod(raw: string): TermsMethod | null {
  const v = normalizeText(raw);
  if (v === '') return 'transferencia';
  return (
    TERMS_METHODS.find((m) => m === v || normalizeText(TERMS_METHOD_LABELS[m]) === v || normalizeText(TERMS_METHOD_LABELS[m]).startsWith(`${v} `)) ??
    null
  );
}

const paymentMethod = z.string().transform((raw, ctx): TermsMethod => {
  const m = parseTermsMethod(raw);
  if (m === null) {
    ctx.addIssue({ code: 'custom', message: TERMS_ERROR_TEXT.method });
    return z.NEVER;
  }
  return m;
});

const iban = z.string().transform((raw, ctx) => {
  const v = raw.trim();
  if (v === '') return '';
  const r = validateIban(v);
  if (!r.ok) {
    ctx.addIssue({ code: 'custom', message: domainMessage('iban', r.code) });
    return z.NEVER;
  }
  return r.value;
});

const bic = z.string().transform((raw, ctx) => {
  const v = normalizeBic(raw);
  if (!isBicOrEmpty(v)) {
    ctx.addIssue({ code: 'custom', message: BANK_ERRORS.bic });
    return z.NEVER;
  }
  return v;
});

const mandateScheme = z.string().transform((raw, ctx): MandateScheme => {
  const v = raw.trim().toUpperCase();
  if (v === '') return 'CORE';
  if (!isMandateScheme(v)) {
    ctx.addIssue({ code: 'custom', message: BANK_ERRORS.mandateScheme });
    return z.NEVER;
  }
  return v;
});

const irpfRate = z.string().transform((raw, ctx): IrpfRate => {
  const v = raw.trim();
  if (v === '') return 0;
  const rate = parsePercent(v);
  if (!isIrpfRate(rate)) {
    ctx.addIssue({ code: 'custom', message: domainMessage('totalsOptions', 'irpfRateInvalid') });
    return z.NEVER;
  }
  return rate;
});

/**
 * The one schema of a party. Vendors must have a NIF; clients may leave it
 * empty (consumers, who can only get simplified invoices). The postal code is
 * checked as Spanish when the country is Spain.
 */
export function partySchema(kind: PartyKind) {
  return z
    .object({
      name: z.string().trim().min(1, PARTY_ERRORS.nameRequired).max(PARTY_LIMITS.name, PARTY_ERRORS.nameTooLong).superRefine(refuseUnsafe()),
      idType,
      nif: z.string(),
      email: optional(validateEmail, 'email'),
      phone: optional(validatePhone, 'phone'),
      address: text(PARTY_LIMITS.address),
      postalCode: z.string().trim().superRefine(refuseUnsafe()),
      city: text(PARTY_LIMITS.city),
      province: text(PARTY_LIMITS.province),
      countryCode: z.string(),
      country: z.string().superRefine(refuseUnsafe()),
      contactPerson: text(PARTY_LIMITS.contactPerson),
      paymentTermsDays: termDays,
      paymentShares: shares,
      paymentDays,
      paymentMethod,
      iban,
      bic,
      mandateReference: z.string().trim(),
      mandateDate: z.string().trim(),
      mandateScheme,
      notes: text(PARTY_LIMITS.notes, 'multiline'),
      active: yesNo,
      recargoEquivalencia: yesNo.transform((v) => kind === 'client' && v),
      irpfRate: irpfRate.transform((v): IrpfRate => (kind === 'client' ? v : 0)),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed, so every field error shows at once.
        const textOf = (v: unknown) => (typeof v === 'string' ? v : '');
        const countryCode = draftCountryCode(textOf(value.countryCode), textOf(value.country));
        if (countryCode === null) ctx.addIssue({ code: 'custom', path: ['countryCode'], message: PARTY_ERRORS.country });
        if (countryCode !== null && isPartyIdType(value.idType)) {
          const id = checkedId(kind, value.idType, textOf(value.nif), countryCode);
          if (!id.ok) ctx.addIssue({ code: 'custom', path: ['nif'], message: id.code });
        }
        termsAndBankIssues(kind, value, ctx);
        const postalCode = typeof value.postalCode === 'string' ? value.postalCode : '';
        if (postalCode === '') return;
        if (countryCode === 'ES') {
          const r = validateSpanishPostalCode(postalCode);
          if (!r.ok) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: domainMessage('postalCode', r.code) });
        } else if (postalCode.length > PARTY_LIMITS.postalCode) {
          ctx.addIssue({ code: 'custom', path: ['postalCode'], message: PARTY_ERRORS.postalCodeTooLong });
        }
      },
      { when: () => true },
    )
    .transform((value): PartyInput => {
      // Only valid values get here: the checks above have passed.
      const countryCode = draftCountryCode(value.countryCode, value.country) as string;
      const id = checkedId(kind, value.idType, value.nif, countryCode) as { value: string };
      const {
        paymentTermsDays: days,
        paymentShares: bp,
        paymentDays: monthDays,
        paymentMethod: method,
        mandateReference,
        mandateDate,
        mandateScheme: scheme,
        ...rest
      } = value;
      const sepaMandate = kind === 'client' && mandateReference !== '' ? { reference: mandateReference, signatureDate: mandateDate, scheme } : null;
      return {
        ...rest,
        nif: id.value,
        countryCode,
        country: countryName(countryCode),
        paymentTerms: termsOf(days, bp, monthDays, method),
        sepaMandate,
      };
    });
}

function termsOf(days: number[], bp: number[] | null, paymentDays: number[], method: TermsMethod): PaymentTerms {
  const shares = bp ?? equalShares(days.length);
  return { instalments: days.map((d, i) => ({ days: d, percentBasisPoints: shares[i] ?? 0 })), paymentDays, method };
}

type Ctx = z.RefinementCtx;

/**
 * The checks across fields of the terms and the bank data, each at the field the user must change:
 * the reparto against the plazos, the mandate's two parts, and what domiciliación needs.
 */
function termsAndBankIssues(kind: PartyKind, value: Record<string, unknown>, ctx: Ctx) {
  const days = value.paymentTermsDays;
  const bp = value.paymentShares;
  if (Array.isArray(days) && Array.isArray(bp)) {
    if (bp.length !== days.length) {
      ctx.addIssue({ code: 'custom', path: ['paymentShares'], message: BANK_ERRORS.sharesCount(days.length) });
    } else {
      const error = termsError(termsOf(days as number[], bp as number[], [], 'transferencia'));
      if (error !== null) ctx.addIssue({ code: 'custom', path: ['paymentShares'], message: TERMS_ERROR_TEXT[error] });
    }
  }
  if (kind !== 'client') return;
  const reference = typeof value.mandateReference === 'string' ? value.mandateReference : '';
  const date = typeof value.mandateDate === 'string' ? value.mandateDate : '';
  if (reference !== '' || date !== '') {
    const refError = mandateReferenceError(reference);
    if (refError !== null) ctx.addIssue({ code: 'custom', path: ['mandateReference'], message: BANK_ERRORS.mandateReference[refError] });
    const dateError = mandateDateError(date);
    if (dateError !== null) ctx.addIssue({ code: 'custom', path: ['mandateDate'], message: BANK_ERRORS.mandateDate[dateError] });
  }
  if (value.paymentMethod === 'domiciliacion') {
    if (value.iban === '') ctx.addIssue({ code: 'custom', path: ['iban'], message: BANK_ERRORS.debitNeedsIban });
    if (reference === '' && date === '') ctx.addIssue({ code: 'custom', path: ['mandateReference'], message: BANK_ERRORS.debitNeedsMandate });
  }
}

export type PartySchema = ReturnType<typeof partySchema>;

export const IRPF_OPTIONS: readonly IrpfRate[] = IRPF_RATES;

export function blankPartyDraft(): PartyDraft {
  return {
    name: '',
    idType: '',
    nif: '',
    email: '',
    phone: '',
    address: '',
    postalCode: '',
    city: '',
    province: '',
    // A CSV row without a country code takes the one of its País; a form starts with Spain chosen.
    countryCode: '',
    country: SPAIN,
    contactPerson: '',
    paymentTermsDays: '0',
    paymentShares: '',
    paymentDays: '',
    paymentMethod: 'transferencia',
    iban: '',
    bic: '',
    mandateReference: '',
    mandateDate: '',
    mandateScheme: 'CORE',
    notes: '',
    active: true,
    recargoEquivalencia: false,
    irpfRate: '0',
  };
}

export function partyDraftOf(p: PartyInput): PartyDraft {
  return {
    name: p.name,
    idType: p.idType,
    nif: p.nif,
    email: p.email,
    phone: p.phone,
    address: p.address,
    postalCode: p.postalCode,
    city: p.city,
    province: p.province,
    countryCode: p.countryCode,
    country: p.country,
    contactPerson: p.contactPerson,
    paymentTermsDays: termDaysText(p.paymentTerms),
    paymentShares: sharesText(p.paymentTerms),
    paymentDays: p.paymentTerms.paymentDays.join(', '),
    paymentMethod: p.paymentTerms.method,
    iban: p.iban ? formatIban(p.iban) : '',
    bic: p.bic,
    mandateReference: p.sepaMandate?.reference ?? '',
    mandateDate: p.sepaMandate?.signatureDate ?? '',
    mandateScheme: p.sepaMandate?.scheme ?? 'CORE',
    notes: p.notes,
    active: p.active,
    recargoEquivalencia: p.recargoEquivalencia,
    irpfRate: String(p.irpfRate),
  };
}

/** How a list or a detail shows terms: "30/60/90 días · día 5 · Domiciliación" (a reparto that is not equal in brackets). */
export function termsSummary(terms: PaymentTerms): string {
  const shares = sharesText(terms);
  const days = shares === '' ? termDaysText(terms) : `${termDaysText(terms)} (${shares.split('/').join(' / ')} %)`;
  return PARTY_TEXT.termsSummary(days, terms.paymentDays, TERMS_METHOD_SHORT[terms.method]);
}

/** "40/30/30" ('' when the shares are equal, which is what an empty reparto means). */
export function sharesText(terms: PaymentTerms): string {
  const bp = terms.instalments.map((i) => i.percentBasisPoints);
  const equal = equalShares(bp.length);
  if (bp.every((b, i) => b === equal[i])) return '';
  return bp.map((b) => (b % 100 === 0 ? String(b / 100) : (b / 100).toFixed(2).replace('.', ','))).join('/');
}

/** The fields of a party's input. */
const PARTY_INPUT_FIELDS: (keyof PartyInput)[] = [
  'name',
  'idType',
  'nif',
  'email',
  'phone',
  'address',
  'postalCode',
  'city',
  'province',
  'countryCode',
  'country',
  'contactPerson',
  'paymentTerms',
  'iban',
  'bic',
  'sepaMandate',
  'notes',
  'active',
  'recargoEquivalencia',
  'irpfRate',
];

/** Just the party's own fields, without those of a stored record (id, inUse, dates, the derived days). */
export function partyInputOf(p: PartyInput): PartyInput {
  return Object.fromEntries(PARTY_INPUT_FIELDS.map((field) => [field, p[field]])) as unknown as PartyInput;
}

/** Search keys: prefixes of the name and the NIF (and their words), normalised. */
export function partySearchKeys(p: Pick<PartyInput, 'name' | 'nif'>): string[] {
  return searchPrefixes([p.name, p.nif]);
}

/**
 * The stored fields (corporations/{corpId}/vendors|clients/{id}) apart from
 * inUse and the timestamps, which the repository sets. Throws when the values
 * would not pass the schema: nothing invalid is ever written.
 */
export function partyToStored(kind: PartyKind, input: PartyInput): Record<string, unknown> {
  const v = partySchema(kind).parse(partyDraftOf(input));
  const stored: Record<string, unknown> = {
    name: v.name,
    nameKey: normalizeText(v.name),
    idType: v.idType,
    nif: v.nif,
    email: v.email,
    phone: v.phone,
    address: v.address,
    postalCode: v.postalCode,
    city: v.city,
    province: v.province,
    countryCode: v.countryCode,
    country: v.country,
    contactPerson: v.contactPerson,
    paymentTerms: termsToStored(v.paymentTerms),
    // Kept beside the terms: readers before issue 30 (and the invoices' due date) take the first instalment's days.
    paymentTermsDays: firstTermDays(v.paymentTerms),
    iban: v.iban,
    bic: v.bic,
    notes: v.notes,
    active: v.active,
    searchKeys: partySearchKeys(v),
  };
  if (kind === 'client') {
    stored.recargoEquivalencia = v.recargoEquivalencia;
    stored.irpfRate = v.irpfRate;
    stored.sepaMandate = v.sepaMandate
      ? { reference: v.sepaMandate.reference, signatureDate: v.sepaMandate.signatureDate, scheme: v.sepaMandate.scheme }
      : null;
  }
  return stored;
}

/**
 * A party's stored content from a partial draft, validated as the form validates it; throws when
 * the form would refuse it. For the seeds and the test helpers, so they store what the app stores.
 */
export function partyContentOf(kind: PartyKind, draft: Partial<PartyDraft>): Record<string, unknown> {
  return partyToStored(kind, partySchema(kind).parse({ ...blankPartyDraft(), ...draft }));
}

/**
 * A party from stored data, tolerant of missing fields (total: never throws). Records stored before
 * issue 30 have no terms, bank data or mandate; those before foreign identifications have no idType (a Spanish NIF) and no countryCode (taken from their country's name).
 */
export function partyFromStored(id: string, d: Record<string, unknown>, dates: { createdAt: Date | null; updatedAt: Date | null }): Party {
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  // Records stored before issue 30 read as one instalment at their paymentTermsDays, by transferencia.
  const terms = termsOfStored(d);
  return {
    id,
    name: s('name'),
    idType: isPartyIdType(d.idType) ? d.idType : '',
    nif: s('nif'),
    email: s('email'),
    phone: s('phone'),
    address: s('address'),
    postalCode: s('postalCode'),
    city: s('city'),
    province: s('province'),
    countryCode: s('countryCode') || (draftCountryCode('', s('country')) ?? ''),
    country: s('country'),
    contactPerson: s('contactPerson'),
    paymentTerms: terms,
    paymentTermsDays: firstTermDays(terms),
    iban: normalizeIban(s('iban')),
    bic: s('bic'),
    sepaMandate: mandateOfStored(d.sepaMandate),
    notes: s('notes'),
    active: d.active !== false,
    inUse: d.inUse === true,
    recargoEquivalencia: d.recargoEquivalencia === true,
    irpfRate: isIrpfRate(d.irpfRate) ? d.irpfRate : 0,
    ...dates,
  };
}
