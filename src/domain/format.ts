import { scaledToDecimalString } from './decimal';

/**
 * es-ES number formatter. `useGrouping: 'always'` because es-ES otherwise
 * leaves 4-digit numbers ungrouped ("1234,56 €"); invoices and lists want
 * "1.234,56 €" (CLDR minimumGroupingDigits = 2 for Spanish).
 */
export function esNumberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return new Intl.NumberFormat('es-ES', { useGrouping: 'always', ...options });
}

/**
 * Formats scaled / 10^decimals. Intl receives the exact decimal text (ES2023
 * string input), so no binary fraction is ever rounded for display.
 */
export function formatExact(formatter: Intl.NumberFormat, scaled: number, decimals: number): string {
  return formatter.format(scaledToDecimalString(scaled, decimals) as `${number}`);
}
