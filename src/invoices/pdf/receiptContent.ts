/**
 * What an 80 mm receipt (ticket) of a factura simplificada says, as texts, whatever draws it: the
 * PDF (receiptDocument.ts, pdfmake) and the ESC/POS bytes of a till printer
 * (src/counter/printing/escposTicket.ts) both lay out this one model, so nothing is computed twice.
 * Pure.
 *
 * The fiscal content is RD 1619/2012 art. 7: number and date, the issuer's name and NIF, the lines,
 * the rate applied (base, rate and cuota per rate, "IVA incluido"), the total; the recipient on a
 * cualificada (art. 7.2); plus the QR tributario and how it was paid at the counter. Around it, the
 * company's ticket settings (trade name, logo, footer). A reprint says «COPIA». A gift receipt
 * (ticket regalo) keeps the shop, the number, the date and the lines with their quantities, with
 * no price, no total, no QR and no payment: it is not the invoice, only proof of where it was bought.
 */
import { formatEuros, formatPercent } from '../../domain/money';
import { formatQuantity } from '../../domain/quantity';
import { invoiceCotejoUrl, type CotejoEnvironment } from '../../domain/verifactu/qr';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { footerLines, type TicketSettings } from '../../corps/ticketSettings';
import { isoToSpanish, PDF_TEXT, RECEIPT_TEXT, SIMPLIFIED_TEXT } from '../messages';
import { partyIdText } from '../../parties/messages';
import { counterPaymentText, hasRecipient, lineAmountCents } from '../simplified';
import { formatVoucherCode } from '../../domain/vouchers/voucher';
import { addressLines, invoiceLegends, registryText } from './invoiceDocument';

/** original: the ticket as issued; copy: a reprint («COPIA»); gift: a ticket regalo. */
export type ReceiptMode = 'original' | 'copy' | 'gift';

export interface ReceiptOptions {
  mode?: ReceiptMode;
  settings?: TicketSettings | null;
}

export interface ReceiptLine {
  description: string;
  /** "2 ud × 6,05 €" (a gift receipt: "2 ud"). */
  detail: string;
  /** The line's amount; null on a gift receipt. */
  amount: string | null;
}

export interface ReceiptContent {
  mode: ReceiptMode;
  /** The cotejo URL of the QR tributario; null on a draft and on a gift receipt. */
  qrUrl: string | null;
  /** The company's trade name, logo (data URL) and footer lines; '' / [] when not set. */
  tradeName: string;
  logo: string;
  footer: string[];
  issuer: { legalName: string; nif: string; lines: string[]; registry: string } | null;
  /** «COPIA» on a reprint, else ''. */
  copyMark: string;
  title: string;
  number: string;
  dateTime: string;
  recipient: { label: string; name: string; id: string; lines: string[] } | null;
  lines: ReceiptLine[];
  /** Null on a gift receipt (and so are the breakdown and the payment). */
  total: { label: string; amount: string } | null;
  breakdown: { head: [string, string, string]; rows: [string, string, string][]; note: string } | null;
  payment: [string, string][] | null;
  legends: string[];
  notes: string;
}

const TIME = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

/** Forma de pago, and in cash what was handed over and the change; on a refund what was given back. */
function paymentRows(invoice: Invoice): [string, string][] | null {
  const payment = counterPaymentText(invoice);
  if (!payment) return null;
  const p = invoice.counterPayment;
  // Refunded onto a store-credit vale (issue 29): the code, printed for the customer to keep.
  if (payment.refunded && p?.voucherCode) {
    return [
      [RECEIPT_TEXT.payment, 'Vale'],
      [RECEIPT_TEXT.refunded, payment.refunded],
      ['Código del vale', formatVoucherCode(p.voucherCode)],
    ];
  }
  const rows: [string, string][] = [[RECEIPT_TEXT.payment, payment.method]];
  if (p?.voucherCode && p.voucherCents) rows.push([`Pagado con vale ${formatVoucherCode(p.voucherCode)}`, formatEuros(p.voucherCents)]);
  if (payment.refunded) rows.push([RECEIPT_TEXT.refunded, payment.refunded]);
  else if (payment.cash) rows.push([RECEIPT_TEXT.tendered, payment.cash.tendered], [RECEIPT_TEXT.change, payment.cash.change]);
  return rows;
}

export function receiptContent(invoice: Invoice, environment: CotejoEnvironment, options: ReceiptOptions = {}): ReceiptContent {
  const mode = options.mode ?? 'original';
  const gift = mode === 'gift';
  const settings = options.settings ?? null;
  const issuer = invoice.issuer;
  const p = invoice.party;
  return {
    mode,
    qrUrl: gift ? null : invoiceCotejoUrl(invoice, environment),
    tradeName: settings?.tradeName ?? '',
    logo: settings?.logo ?? '',
    footer: settings ? footerLines(settings) : [],
    issuer: issuer
      ? {
          legalName: issuer.legalName,
          nif: `${PDF_TEXT.nif}: ${issuer.nif}`,
          lines: addressLines(issuer),
          registry: registryText(issuer.mercantileRegistry ?? null),
        }
      : null,
    copyMark: mode === 'copy' ? RECEIPT_TEXT.copy : '',
    title: gift ? RECEIPT_TEXT.giftTitle : SIMPLIFIED_TEXT.pdfTitle(invoice.type),
    number: RECEIPT_TEXT.number(invoice.numberText ?? ''),
    dateTime: RECEIPT_TEXT.dateTime(isoToSpanish(invoice.issueDate), invoice.issuedAt ? TIME.format(invoice.issuedAt) : ''),
    recipient:
      !gift && hasRecipient(invoice)
        ? { label: RECEIPT_TEXT.customer, name: p.name, id: partyIdText(p.idType, p.nif, p.countryCode), lines: addressLines(p) }
        : null,
    lines: invoice.lines.map((line) => {
      const quantity = `${formatQuantity(line.quantity)} ${line.unit}`.trim();
      return {
        description: line.description,
        detail: gift
          ? quantity
          : RECEIPT_TEXT.quantityTimesPrice(quantity, formatEuros(line.unitPriceCents), line.discountPct ? formatPercent(line.discountPct) : ''),
        amount: gift ? null : formatEuros(lineAmountCents(invoice, line)),
      };
    }),
    total: gift ? null : { label: RECEIPT_TEXT.total, amount: formatEuros(invoice.totalCents) },
    breakdown: gift
      ? null
      : {
          head: [RECEIPT_TEXT.base, RECEIPT_TEXT.vatRate, RECEIPT_TEXT.vatQuota],
          rows: invoice.breakdown.map((b) => [
            formatEuros(b.baseCents),
            b.exemption ? PDF_TEXT.exempt(b.exemption) : formatPercent(b.vatRate),
            formatEuros(b.vatCents),
          ]),
          note: RECEIPT_TEXT.vatIncluded,
        },
    payment: gift ? null : paymentRows(invoice),
    legends: gift ? [RECEIPT_TEXT.giftNote] : invoiceLegends(invoice),
    notes: gift ? '' : (invoice.notes ?? ''),
  };
}
