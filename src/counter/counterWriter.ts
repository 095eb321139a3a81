/**
 * The counter's writer: a thin client of the sellAtCounter command (functions/src/invoices), which
 * issues a factura simplificada, paid, and moves its stock in one commit. Prices go IVA included;
 * the server takes each product's name, code, unit and VAT rate from its record.
 */
import type { CounterPaymentMethod } from '../domain/simplifiedInvoice';
import { runInvoiceCommand } from '../invoices/appInvoiceWriter';

export interface CounterLine {
  categoryId: string;
  quantity: number;
  /** Unit price IVA included, in cents, sent only when the clerk changed it: absent, the server takes the product's (counterPrice.ts). */
  unitPriceCents?: number;
  discountPct: number;
}

export interface CounterSale {
  lines: CounterLine[];
  /** A client on record (its NIF and address make it a cualificada, art. 7.2), or none. */
  clientId: string | null;
  /** nonResident: the clerk states the payer is an individual without tax domicile in Spain (cash limit 10.000 €). */
  payment: { method: CounterPaymentMethod; tenderedCents: number; nonResident?: boolean; voucherCode?: string };
}

export interface CounterReceipt {
  id: string;
  numberText: string;
  changeCents: number;
  /** What the server charged (older servers did not say it). */
  totalCents?: number;
}

export function sellAtCounter(corpId: string, sale: CounterSale): Promise<CounterReceipt> {
  return runInvoiceCommand<CounterReceipt>('sellAtCounter', { corpId, ...sale });
}
