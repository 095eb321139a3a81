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
import { parseYesNo } from '../shared/csv/csv';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { PARTY_ERRORS, PARTY_ID_TYPE_LABELS } from './messages';

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
  paymentTermsDays: number;
  notes: string;
  active: boolean;
  /** Clients only (vendors keep false). */
  recargoEquivalencia: boolean;
  /** Clients only (vendors keep 0); 0 = no withholding. */
  irpfRate: IrpfRate;
}

export interface Party extends PartyInput {
  id: string;
  /** Set by the stock and invoice areas when a document refers to the party: it can no longer be deleted. */
  inUse: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export type PartyField = keyof PartyInput;

/** What a form or a CSV row holds. */
export type PartyDraft = { [K in PartyField]: PartyInput[K] extends boolean ? boolean | string : string };

export const PARTY_LIMITS = {
  name: 200,
  address: 200,
  city: 100,
  province: 100,
  contactPerson: 120,
  notes: 1000,
  postalCode: 10,
  maxPaymentTermsDays: 365,
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

const paymentTermsDays = z.string().transform((raw, ctx) => {
  const v = raw.trim();
  if (v === '') return 0;
  const days = /^\d{1,3}$/.test(v) ? Number(v) : NaN;
  if (!(days >= 0 && days <= PARTY_LIMITS.maxPaymentTermsDays)) {
    ctx.addIssue({ code: 'custom', message: PARTY_ERRORS.paymentTerms });
    return z.NEVER;
  }
  return days;
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
      paymentTermsDays,
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
    .transform((value) => {
      // Only valid values get here: the checks above have passed.
      const countryCode = draftCountryCode(value.countryCode, value.country) as string;
      const id = checkedId(kind, value.idType, value.nif, countryCode) as { value: string };
      return { ...value, nif: id.value, countryCode, country: countryName(countryCode) };
    });
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
    paymentTermsDays: String(p.paymentTermsDays),
    notes: p.notes,
    active: p.active,
    recargoEquivalencia: p.recargoEquivalencia,
    irpfRate: String(p.irpfRate),
  };
}

/** The fields of a party, as a draft has them all. */
const PARTY_FIELDS = Object.keys(blankPartyDraft()) as PartyField[];

/** Just the party's own fields, without those of a stored record (id, inUse, dates). */
export function partyInputOf(p: PartyInput): PartyInput {
  return Object.fromEntries(PARTY_FIELDS.map((field) => [field, p[field]])) as unknown as PartyInput;
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
    paymentTermsDays: v.paymentTermsDays,
    notes: v.notes,
    active: v.active,
    searchKeys: partySearchKeys(v),
  };
  if (kind === 'client') {
    stored.recargoEquivalencia = v.recargoEquivalencia;
    stored.irpfRate = v.irpfRate;
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
 * A party from stored data, tolerant of missing fields. Records stored before foreign
 * identifications have no idType (a Spanish NIF) and no countryCode (taken from their country's name).
 */
export function partyFromStored(id: string, d: Record<string, unknown>, dates: { createdAt: Date | null; updatedAt: Date | null }): Party {
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
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
    paymentTermsDays: typeof d.paymentTermsDays === 'number' ? d.paymentTermsDays : 0,
    notes: s('notes'),
    active: d.active !== false,
    inUse: d.inUse === true,
    recargoEquivalencia: d.recargoEquivalencia === true,
    irpfRate: isIrpfRate(d.irpfRate) ? d.irpfRate : 0,
    ...dates,
  };
}
