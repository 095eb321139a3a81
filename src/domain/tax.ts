/**
 * Spanish VAT facts (Ley 37/1992 del IVA, LIVA). See
 * shared/reference/spanish-invoicing.md §3.5.
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

/** Recargo de equivalencia paired with each VAT rate (LIVA art. 161); 0 for other rates. */
export function recargoRateFor(vatRate: number): number {
  switch (vatRate) {
    case 21:
      return 5.2;
    case 10:
      return 1.4;
    case 4:
      return 0.5;
    default:
      return 0;
  }
}

/** IRPF withholding rates used on invoices (RIRPF art. 95 and related). */
export const IRPF_RATES = [0, 1, 2, 7, 15, 19] as const;
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
