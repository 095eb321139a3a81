/**
 * Spanish VAT facts (Ley 37/1992 del IVA, LIVA). See
 * docs/reference.md "Spanish VAT (IVA)".
 */

/** IVA general, reducido, superreducido and 0 % (LIVA arts. 90–91). Exempt is not 0 %: see EXEMPTION_REASONS. */
export const VAT_RATES = [21, 10, 4, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** VERI*FACTU `OperacionExenta` codes. */
export const EXEMPTION_CODES = ['E1', 'E2', 'E3', 'E4', 'E5', 'E6'] as const;
export type ExemptionCode = (typeof EXEMPTION_CODES)[number];

/** The legend an invoice must carry for an exempt operation (RD 1619/2012 art. 6.1.j). */
export const EXEMPTION_REASONS: Record<ExemptionCode, string> = {
  E1: 'Operación exenta por el artículo 20 de la Ley 37/1992 del IVA',
  E2: 'Operación exenta por el artículo 21 de la Ley 37/1992 del IVA (exportaciones)',
  E3: 'Operación exenta por el artículo 22 de la Ley 37/1992 del IVA (operaciones asimiladas a las exportaciones)',
  E4: 'Operación exenta por los artículos 23 y 24 de la Ley 37/1992 del IVA (zonas francas, depósitos y regímenes aduaneros)',
  E5: 'Entrega intracomunitaria exenta por el artículo 25 de la Ley 37/1992 del IVA',
  E6: 'Operación exenta del IVA por otras causas previstas en la Ley 37/1992',
};

/**
 * Operations not subject to VAT, VERI*FACTU `CalificacionOperacion` N1 and N2: they carry
 * no VAT either, and an invoice must say why (RD 1619/2012 art. 6.1.j).
 */
export const NOT_SUBJECT_CODES = ['N1', 'N2'] as const;
export type NotSubjectCode = (typeof NOT_SUBJECT_CODES)[number];

export const NOT_SUBJECT_REASONS: Record<NotSubjectCode, string> = {
  N1: 'Operación no sujeta al IVA (artículos 7 y 14 de la Ley 37/1992 del IVA)',
  N2: 'Operación no sujeta al IVA por las reglas de localización (artículos 68 a 70 de la Ley 37/1992 del IVA)',
};

/**
 * Why a line carries no VAT: exempt (E1–E6) or not subject (N1–N2). Stored in the line's
 * `exemption` field (the name it had when only exemptions existed). A 0 % line on an
 * invoice must carry one: a bare 0 % says nothing a gestoría can declare.
 */
export type TaxCause = ExemptionCode | NotSubjectCode;
export const TAX_CAUSES: readonly TaxCause[] = [...EXEMPTION_CODES, ...NOT_SUBJECT_CODES];

export const TAX_CAUSE_REASONS: Record<TaxCause, string> = { ...EXEMPTION_REASONS, ...NOT_SUBJECT_REASONS };

export function isTaxCause(value: unknown): value is TaxCause {
  return (TAX_CAUSES as readonly unknown[]).includes(value);
}

export function isNotSubjectCode(value: unknown): value is NotSubjectCode {
  return (NOT_SUBJECT_CODES as readonly unknown[]).includes(value);
}

/** Recargo de equivalencia on labores del tabaco (LIVA art. 161.1, as amended by Ley 6/2018): 1,75 %. */
export const TOBACCO_RECARGO_RATE = 1.75;

/**
 * Recargo de equivalencia paired with each VAT rate (LIVA art. 161); 0 for other rates.
 * Tobacco (taxed at 21 %) carries 1,75 % instead of 5,2 %.
 */
export function recargoRateFor(vatRate: number, tobacco = false): number {
  switch (vatRate) {
    case 21:
      return tobacco ? TOBACCO_RECARGO_RATE : 5.2;
    case 10:
      return 1.4;
    case 4:
      return 0.5;
    default:
      return 0;
  }
}

/**
 * IRPF withholding rates used on invoices (RIRPF arts. 95 and 101): 1 % and 2 % (módulos
 * activities), 7 % (professionals' first years), 15 % (professionals), 19 % (rents and
 * capital), 24 % (cession of image rights, LIRPF art. 101.8 / RIRPF art. 107).
 */
export const IRPF_RATES = [0, 1, 2, 7, 15, 19, 24] as const;
export type IrpfRate = (typeof IRPF_RATES)[number];

export function isVatRate(value: unknown): value is VatRate {
  return (VAT_RATES as readonly unknown[]).includes(value);
}

export function isExemptionCode(value: unknown): value is ExemptionCode {
  return (EXEMPTION_CODES as readonly unknown[]).includes(value);
}

export function isIrpfRate(value: unknown): value is IrpfRate {
  return (IRPF_RATES as readonly unknown[]).includes(value);
}
