import { mulDivRound, toScaled, fromScaled, scaledToDecimalString } from './decimal';
import { esNumberFormat, formatExact } from './format';
import { parseScaled, stripUnit } from './numberText';

export { parseQuantity, formatQuantity } from './quantity';
export { formatDate, toIsoDate } from './dates';

const EUROS = esNumberFormat({ style: 'currency', currency: 'EUR' });
const PERCENT = esNumberFormat({ style: 'percent', maximumFractionDigits: 2 });

/** Cents from "1.234,56", "1234,5", "12 €", "-3,10" or "1234.56"; null for anything else. */
export function parseEuros(input: string): number | null {
  return parseScaled(stripUnit(input, ['€', 'EUR']), { decimals: 2, allowNegative: true });
}

/** "1.234,56 €" (es-ES, with a non-breaking space before the sign). */
export function formatEuros(cents: number): string {
  return formatExact(EUROS, cents, 2);
}

/** "1234,56": no symbol and no grouping, for CSV files. */
export function formatCentsPlain(cents: number): string {
  return scaledToDecimalString(cents, 2).replace('.', ',');
}

/** round(cents × ratePct / 100), half away from zero; ratePct has at most 2 decimals (21, 5.2, 0.5). */
export function percentOfCents(cents: number, ratePct: number): number {
  return mulDivRound([cents, toScaled(ratePct, 2)], 100 * 100);
}

/** 21, 5.2 or 0.5 from "21", "5,2 %", "0.5%"; null when negative or with more than 2 decimals. */
export function parsePercent(input: string): number | null {
  const hundredths = parseScaled(stripUnit(input, ['%']), { decimals: 2, allowNegative: false });
  return hundredths === null ? null : fromScaled(hundredths, 2);
}

/** "5,2 %" (es-ES, with a non-breaking space before the sign). */
export function formatPercent(ratePct: number): string {
  return formatExact(PERCENT, toScaled(ratePct, 2), 4);
}
