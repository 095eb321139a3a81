import { fromScaled, toScaled } from './decimal';
import { esNumberFormat, formatExact } from './format';
import { parseScaled } from './numberText';

/** Quantities have at most 3 decimals; arithmetic on them is done in thousandths. */
export const QUANTITY_DECIMALS = 3;

const QUANTITY = esNumberFormat({ maximumFractionDigits: QUANTITY_DECIMALS });

export function toThousandths(quantity: number): number {
  return toScaled(quantity, QUANTITY_DECIMALS);
}

export function fromThousandths(thousandths: number): number {
  return fromScaled(thousandths, QUANTITY_DECIMALS);
}

/** 1234.5 from "1.234,5", "1234,5" or "1234.5"; null with more than 3 decimals or garbage. */
export function parseQuantity(input: string): number | null {
  const thousandths = parseScaled(input, { decimals: QUANTITY_DECIMALS, allowNegative: true });
  return thousandths === null ? null : fromThousandths(thousandths);
}

/** "1.234,5" (es-ES, up to 3 decimals, no trailing zeros). */
export function formatQuantity(quantity: number): string {
  return formatExact(QUANTITY, toThousandths(quantity), QUANTITY_DECIMALS);
}
