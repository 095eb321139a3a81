/**
 * The company's rules, shared by the company form and corporationRepository
 * (which refuses to write anything that fails them). firestore.rules checks
 * the same shape (formats only: the rules cannot compute check digits).
 */
import { z } from '../shared/form/zod';
import { checkedText, optionalCheckedText, requiredText } from '../auth/checkedText';
import { validateEmail, validatePhone } from '../domain/contact';
import { validateIban } from '../domain/iban';
import { domainMessage } from '../domain/messages';
import { validateSeries } from '../domain/numbering';
import { validateSpanishPostalCode } from '../domain/postalCode';
import { normalizeText } from '../domain/search';
import { isVatRate } from '../domain/tax';
import { refuseUnsafe } from '../shared/form/safeText';
import { validateTaxId } from '../domain/taxId';
import { isBicOrEmpty, normalizeBic } from '../parties/partyBank';
import { CORP_TEXT } from './messages';
import { creditorIdNif, validateCreditorId } from './sepaCreditorId';

export const SPAIN = 'España';
const e = CORP_TEXT.errors;

/** "espana", "ES", "Spain"… are all stored as "España", so that the postal-code rule (here and in the rules) applies. */
export function normalizeCountry(country: string): string {
  const text = country.trim().replace(/\s+/g, ' ');
  return ['espana', 'es', 'spain', 'reino de espana'].includes(normalizeText(text)) ? SPAIN : text;
}

/** Registro Mercantil data (RRM art. 24): each part optional, the registry required once any is given. */
export const REGISTRY_LIMITS = { registry: 100, part: 30 } as const;
const registryPart = z.string().trim().max(REGISTRY_LIMITS.part, e.registryPartTooLong(REGISTRY_LIMITS.part)).superRefine(refuseUnsafe());
const mercantileRegistry = z
  .object({
    registry: z.string().trim().max(REGISTRY_LIMITS.registry, e.registryTooLong).superRefine(refuseUnsafe()),
    tomo: registryPart,
    folio: registryPart,
    hoja: registryPart,
    inscripcion: registryPart,
  })
  .superRefine((r, ctx) => {
    if (r.registry === '' && [r.tomo, r.folio, r.hoja, r.inscripcion].some((v) => v !== '')) {
      ctx.addIssue({ code: 'custom', path: ['registry'], message: e.registryMissing });
    }
  });

const series = z
  .string()
  .transform((s) => s.trim().toUpperCase())
  .pipe(checkedText(validateSeries, (code) => domainMessage('series', code)));

export const corporationDataSchema = z
  .object({
    nif: checkedText(validateTaxId, (code) => domainMessage('taxId', code)),
    // Names and address reach every VERI*FACTU record and PDF: no control characters or line breaks.
    legalName: requiredText(200, e.legalNameEmpty, e.legalNameTooLong).superRefine(refuseUnsafe()),
    address: requiredText(200, e.addressEmpty, e.addressTooLong).superRefine(refuseUnsafe()),
    postalCode: z.string().trim().superRefine(refuseUnsafe()),
    city: requiredText(100, e.cityEmpty, e.cityTooLong).superRefine(refuseUnsafe()),
    province: requiredText(100, e.provinceEmpty, e.provinceTooLong).superRefine(refuseUnsafe()),
    country: requiredText(60, e.countryEmpty, e.countryTooLong).superRefine(refuseUnsafe()).transform(normalizeCountry),
    phone: optionalCheckedText(validatePhone, (code) => domainMessage('phone', code)),
    email: optionalCheckedText(validateEmail, (code) => domainMessage('email', code)).transform((s) => s.toLowerCase()),
    iban: optionalCheckedText(validateIban, (code) => domainMessage('iban', code)),
    bic: z.string().transform(normalizeBic).refine(isBicOrEmpty, e.bic),
    sepaCreditorId: optionalCheckedText(validateCreditorId, (code) => e.creditorId[code]),
    salesSeries: series,
    rectificationSeries: series,
    simplifiedSeries: series,
    retailActivity: z.boolean(),
    defaultVatRate: z.number({ error: e.vatRate }).refine(isVatRate, e.vatRate),
    allowNegativeStock: z.boolean(),
    // Optional only for companies saved before it existed (the form always sends it).
    mercantileRegistry: mercantileRegistry.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.country === SPAIN) {
      const cp = validateSpanishPostalCode(d.postalCode);
      if (!cp.ok) ctx.addIssue({ code: 'custom', path: ['postalCode'], message: domainMessage('postalCode', cp.code) });
    } else if (d.postalCode === '' || d.postalCode.length > 10) {
      ctx.addIssue({ code: 'custom', path: ['postalCode'], message: e.postalCodeForeign });
    }
    // The creditor id carries the company's own NIF (after ES, the check digits and the suffix).
    if (d.sepaCreditorId !== '' && d.nif !== '' && validateCreditorId(d.sepaCreditorId).ok && creditorIdNif(d.sepaCreditorId) !== d.nif) {
      ctx.addIssue({ code: 'custom', path: ['sepaCreditorId'], message: e.creditorIdNif });
    }
    if (d.salesSeries === d.rectificationSeries) {
      ctx.addIssue({ code: 'custom', path: ['rectificationSeries'], message: e.sameSeries });
    }
    if (d.simplifiedSeries === d.salesSeries || d.simplifiedSeries === d.rectificationSeries) {
      ctx.addIssue({ code: 'custom', path: ['simplifiedSeries'], message: e.sameSimplifiedSeries });
    }
  });

export const corporationSchema = z.object({
  name: requiredText(120, e.nameEmpty, e.nameTooLong).superRefine(refuseUnsafe()),
  data: corporationDataSchema,
});
export type CorporationInput = z.input<typeof corporationSchema>;
export type CorporationValues = z.output<typeof corporationSchema>;
