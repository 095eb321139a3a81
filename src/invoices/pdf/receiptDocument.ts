/**
 * The 80 mm receipt of a factura simplificada as a pdfmake document definition: pure, unit-tested
 * without rendering. One page 80 mm wide and as long as its content (pdfmake's `height: 'auto'`),
 * for a thermal till printer. It opens with the QR tributario exactly as the A4 invoice draws it
 * (invoiceDocument's qrBlock: label, 35 mm code, "VERI*FACTU"), then what RD 1619/2012 art. 7 asks
 * of a simplified invoice: number and date, the issuer's name and NIF, the lines, the rate applied
 * (base, rate and cuota per rate, and "IVA incluido"), the total; the recipient's NIF, name and
 * address on a cualificada (art. 7.2); and how it was paid at the counter.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatEuros, formatPercent } from '../../domain/money';
import { formatQuantity } from '../../domain/quantity';
import { invoiceCotejoUrl, type CotejoEnvironment } from '../../domain/verifactu/qr';
import type { Invoice, IssuerSnapshot } from '../../domain/invoices/invoiceModel';
import { isoToSpanish, PDF_TEXT, RECEIPT_TEXT, SIMPLIFIED_TEXT } from '../messages';
import { partyIdText } from '../../parties/messages';
import { counterPaymentText, hasRecipient, lineAmountCents } from '../simplified';
import { addressLines, invoiceLegends, qrBlock, registryText } from './invoiceDocument';
import { MM } from './qrSymbol';

/** 80 mm paper; the margins leave the 72 mm most till printers print on. */
export const RECEIPT_WIDTH = 80 * MM;
const MARGIN = 4 * MM;
const INNER = RECEIPT_WIDTH - 2 * MARGIN;

const TIME = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', hour: '2-digit', minute: '2-digit' });

/** A dashed rule across the receipt (a new node each time: pdfmake writes its layout into the nodes). */
const rule = (): Content => ({
  canvas: [{ type: 'line', x1: 0, y1: 0, x2: INNER, y2: 0, lineWidth: 0.5, dash: { length: 2 } }],
  margin: [0, 4, 0, 4],
});

/** Two columns: a label (or the line's text) and an amount at the right. */
function amountRow(label: Content, amount: string): TableCell[] {
  return [label, { text: amount, alignment: 'right', noWrap: true }];
}

function table(body: TableCell[][], widths: string[] = ['*', 'auto']): Content {
  return { table: { widths, body }, layout: 'noBorders' };
}

function issuerBlock(issuer: IssuerSnapshot): Content {
  return {
    stack: [
      { text: issuer.legalName, bold: true, fontSize: 9 },
      `${PDF_TEXT.nif}: ${issuer.nif}`,
      ...addressLines(issuer),
      ...[registryText(issuer.mercantileRegistry ?? null)].filter(Boolean).map((text) => ({ text, style: 'small' })),
    ],
    alignment: 'center',
    margin: [0, 4, 0, 0],
  };
}

function linesBlock(invoice: Invoice): Content {
  return table(
    invoice.lines.map((line) =>
      amountRow(
        {
          stack: [
            line.description,
            {
              text: RECEIPT_TEXT.quantityTimesPrice(
                `${formatQuantity(line.quantity)} ${line.unit}`.trim(),
                formatEuros(line.unitPriceCents),
                line.discountPct ? formatPercent(line.discountPct) : '',
              ),
              style: 'small',
            },
          ],
        },
        formatEuros(lineAmountCents(invoice, line)),
      ),
    ),
  );
}

/** "Base / IVA % / Cuota", one row per rate (an exempt group by its cause), then "IVA incluido". */
function breakdownBlock(invoice: Invoice): Content {
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', noWrap: true, bold });
  return {
    stack: [
      table(
        [
          [right(RECEIPT_TEXT.base, true), right(RECEIPT_TEXT.vatRate, true), right(RECEIPT_TEXT.vatQuota, true)],
          ...invoice.breakdown.map((b) => [
            right(formatEuros(b.baseCents)),
            right(b.exemption ? PDF_TEXT.exempt(b.exemption) : formatPercent(b.vatRate)),
            right(formatEuros(b.vatCents)),
          ]),
        ],
        ['*', 'auto', 'auto'],
      ),
      { text: RECEIPT_TEXT.vatIncluded, alignment: 'center', margin: [0, 2, 0, 0] },
    ],
  };
}

function paymentBlock(invoice: Invoice): Content | null {
  const payment = counterPaymentText(invoice);
  if (!payment) return null;
  return table([
    amountRow(RECEIPT_TEXT.payment, payment.method),
    ...(payment.cash ? [amountRow(RECEIPT_TEXT.tendered, payment.cash.tendered), amountRow(RECEIPT_TEXT.change, payment.cash.change)] : []),
  ]);
}

/** A cualificada's recipient (art. 7.2): name, identification and address. */
function recipientBlock(invoice: Invoice): Content | null {
  if (!hasRecipient(invoice)) return null;
  const p = invoice.party;
  return {
    stack: [
      { text: RECEIPT_TEXT.customer, style: 'label' },
      { text: p.name, bold: true },
      partyIdText(p.idType, p.nif, p.countryCode),
      ...addressLines(p),
    ],
  };
}

export function receiptDocument(invoice: Invoice, environment: CotejoEnvironment): TDocumentDefinitions {
  const issuer = invoice.issuer;
  const title = SIMPLIFIED_TEXT.pdfTitle(invoice.type);
  const url = invoiceCotejoUrl(invoice, environment);
  const legends = invoiceLegends(invoice);
  const blocks: (Content | null)[] = [
    url
      ? {
          columns: [
            { width: '*', text: '' },
            { width: 'auto', stack: [qrBlock(url).content] },
            { width: '*', text: '' },
          ],
        }
      : null,
    issuer ? issuerBlock(issuer) : null,
    rule(),
    {
      stack: [
        { text: title, bold: true, fontSize: 9 },
        RECEIPT_TEXT.number(invoice.numberText ?? ''),
        RECEIPT_TEXT.dateTime(isoToSpanish(invoice.issueDate), invoice.issuedAt ? TIME.format(invoice.issuedAt) : ''),
      ],
      alignment: 'center',
    },
    recipientBlock(invoice),
    rule(),
    linesBlock(invoice),
    rule(),
    { table: { widths: ['*', 'auto'], body: [amountRow(RECEIPT_TEXT.total, formatEuros(invoice.totalCents))] }, layout: 'noBorders', style: 'total' },
    breakdownBlock(invoice),
    rule(),
    paymentBlock(invoice),
    legends.length > 0 ? { stack: legends.map((text) => ({ text, style: 'small' })), margin: [0, 4, 0, 0] } : null,
    invoice.notes ? { text: invoice.notes, style: 'small', margin: [0, 4, 0, 0] } : null,
  ];
  return {
    pageSize: { width: RECEIPT_WIDTH, height: 'auto' },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: `${title} ${invoice.numberText ?? ''}`.trim(), author: issuer?.legalName ?? '' },
    content: blocks.filter((b): b is Content => b !== null),
    styles: {
      total: { fontSize: 11, bold: true },
      label: { fontSize: 6.5, bold: true, color: '#555555' },
      small: { fontSize: 6.5 },
    },
    defaultStyle: { fontSize: 7.5 },
  };
}
