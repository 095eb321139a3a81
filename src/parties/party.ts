/**
 * Proveedores and clientes ("parties"): the record, its one validation schema
 * (shared by the form, the CSV import and the repository) and the stored
 * shape. Pure: no Firebase, no React.
 *
 * The schema reads a *draft* (what a form or a CSV row holds: text, and
 * booleans that may still be "Sí"/"No") and yields the validated values.
 */
import { z } from '../shared/form/zod';
import {
  domainMessage,
  IRPF_RATES,
  isIrpfRate,
  normalizeText,
  parsePercent,
  searchPrefixes,
  validateEmail,
  validatePhone,
  validateSpanishPostalCode,
  validateTaxId,
  type IrpfRate,
} from '../domain';
import { parseYesNo } from '../shared/csv/csv';
import { CSV_MESSAGES } from '../shared/csv/messages';
import { PARTY_ERRORS } from './messages';

export type PartyKind = 'vendor' | 'client';

export const PARTY_COLLECTION: Record<PartyKind, 'vendors' | 'clients'> = { vendor: 'vendors', client: 'clients' };

export const SPAIN = 'España';

/** Validated values of a party, as the user gave them (normalised). */
export interface PartyInput {
  name: string;
  nif: string;
  email: string;
  phone: string;
  address: string;
  postalCode: string;
  city: string;
  province: string;
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
  country: 60,
  contactPerson: 120,
  notes: 1000,
  postalCode: 10,
  maxPaymentTermsDays: 365,
} as const;

export function isSpain(country: string): boolean {
  return ['espana', 'spain', 'es', 'esp'].includes(normalizeText(country));
}

const text = (max: number) => z.string().trim().max(max, PARTY_ERRORS.tooLong(max));

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

const nif = (required: boolean) =>
  z.string().transform((raw, ctx) => {
    if (!required && raw.trim() === '') return '';
    const r = validateTaxId(raw);
    if (!r.ok) {
      ctx.addIssue({ code: 'custom', message: domainMessage('taxId', r.code) });
      return z.NEVER;
    }
    return r.value;
  });

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
      name: z.string().trim().min(1, PARTY_ERRORS.nameRequired).max(PARTY_LIMITS.name, PARTY_ERRORS.nameTooLong),
      nif: nif(kind === 'vendor'),
      email: optional(validateEmail, 'email'),
      phone: optional(validatePhone, 'phone'),
      address: text(PARTY_LIMITS.address),
      postalCode: z.string().trim(),
      city: text(PARTY_LIMITS.city),
      province: text(PARTY_LIMITS.province),
      country: text(PARTY_LIMITS.country).transform((c) => (isSpain(c) ? SPAIN : c)),
      contactPerson: text(PARTY_LIMITS.contactPerson),
      paymentTermsDays,
      notes: text(PARTY_LIMITS.notes),
      active: yesNo,
      recargoEquivalencia: yesNo.transform((v) => kind === 'client' && v),
      irpfRate: irpfRate.transform((v): IrpfRate => (kind === 'client' ? v : 0)),
    })
    .superRefine(
      (value, ctx) => {
        // Runs even when other fields failed, so every field error shows at once.
        const postalCode = typeof value.postalCode === 'string' ? value.postalCode : '';
        if (postalCode === '') return;
        const country = typeof value.country === 'string' ? value.country : SPAIN;
        if (isSpain(country)) {
          const r = validateSpanishPostalCode(postalCode);
          if (!r.ok) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: domainMessage('postalCode', r.code) });
        } else if (postalCode.length > PARTY_LIMITS.postalCode) {
          ctx.addIssue({ code: 'custom', path: ['postalCode'], message: PARTY_ERRORS.postalCodeTooLong });
        }
      },
      { when: () => true },
    );
}

export type PartySchema = ReturnType<typeof partySchema>;

export const IRPF_OPTIONS: readonly IrpfRate[] = IRPF_RATES;

export function blankPartyDraft(): PartyDraft {
  return {
    name: '',
    nif: '',
    email: '',
    phone: '',
    address: '',
    postalCode: '',
    city: '',
    province: '',
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
    nif: p.nif,
    email: p.email,
    phone: p.phone,
    address: p.address,
    postalCode: p.postalCode,
    city: p.city,
    province: p.province,
    country: p.country,
    contactPerson: p.contactPerson,
    paymentTermsDays: String(p.paymentTermsDays),
    notes: p.notes,
    active: p.active,
    recargoEquivalencia: p.recargoEquivalencia,
    irpfRate: String(p.irpfRate),
  };
}

export function partyInputOf(p: PartyInput): PartyInput {
  const { name, nif, email, phone, address, postalCode, city, province, country, contactPerson, paymentTermsDays, notes, active, recargoEquivalencia, irpfRate } = p;
  return { name, nif, email, phone, address, postalCode, city, province, country, contactPerson, paymentTermsDays, notes, active, recargoEquivalencia, irpfRate };
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
    nif: v.nif,
    email: v.email,
    phone: v.phone,
    address: v.address,
    postalCode: v.postalCode,
    city: v.city,
    province: v.province,
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

/** A party from stored data, tolerant of missing fields. */
export function partyFromStored(id: string, d: Record<string, unknown>, dates: { createdAt: Date | null; updatedAt: Date | null }): Party {
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  return {
    id,
    name: s('name'),
    nif: s('nif'),
    email: s('email'),
    phone: s('phone'),
    address: s('address'),
    postalCode: s('postalCode'),
    city: s('city'),
    province: s('province'),
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
