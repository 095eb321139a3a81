/**
 * The 80 mm receipt of a factura simplificada as a pdfmake document definition: pure, unit-tested
 * without rendering. One page 80 mm wide and as long as its content (pdfmake's `height: 'auto'`),
 * for a thermal till printer. It opens with the QR tributario exactly as the A4 invoice draws it
 * (invoiceDocument's qrBlock: label, 35 mm code, "VERI*FACTU"), then what RD 1619/2012 art. 7 asks
 * of a simplified invoice: number and date, the issuer's name and NIF, the lines, the rate applied
 * (base, rate and cuota per rate, and "IVA incluido"), the total; the recipient's NIF, name and
 * address on a cualificada (art. 7.2); and how it was paid at the counter. What it says comes from
 * receiptContent.ts (shared with the ESC/POS ticket); this file only lays it out. The company's trade
 * name, logo and footer frame it; a reprint says «COPIA»; a gift receipt has no prices and no QR.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CotejoEnvironment } from '../../domain/verifactu/qr';
import type { Invoice } from '../../domain/invoices/invoiceModel';
import { qrBlock } from './invoiceDocument';
import { MM } from './qrSymbol';
import { receiptContent, type ReceiptContent, type ReceiptOptions } from './receiptContent';

/** 80 mm paper; the margins leave the 72 mm most till printers print on. */
export const RECEIPT_WIDTH = 80 * MM;
const MARGIN = 4 * MM;
const INNER = RECEIPT_WIDTH - 2 * MARGIN;
/** The logo at most 40 mm wide and 20 mm high, centred. */
const LOGO_FIT: [number, number] = [40 * MM, 20 * MM];

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

function headerBlock(c: ReceiptContent): Content | null {
  const stack: Content[] = [
    ...(c.logo ? [{ image: c.logo, fit: LOGO_FIT, alignment: 'center', margin: [0, 0, 0, 2] } as Content] : []),
    ...(c.tradeName ? [{ text: c.tradeName, bold: true, fontSize: 11 }] : []),
    ...(c.issuer
      ? [
          { text: c.issuer.legalName, bold: true, fontSize: 9 },
          c.issuer.nif,
          ...c.issuer.lines,
          ...[c.issuer.registry].filter(Boolean).map((text) => ({ text, style: 'small' })),
        ]
      : []),
  ];
  return stack.length > 0 ? { stack, alignment: 'center', margin: [0, 4, 0, 0] } : null;
}

function linesBlock(c: ReceiptContent): Content {
  const stackOf = (l: ReceiptContent['lines'][number]): Content => ({ stack: [l.description, { text: l.detail, style: 'small' }] });
  return table(c.lines.map((l) => (l.amount === null ? [stackOf(l), ''] : amountRow(stackOf(l), l.amount))));
}

/** "Base / IVA % / Cuota", one row per rate (an exempt group by its cause), then "IVA incluido". */
function breakdownBlock(b: NonNullable<ReceiptContent['breakdown']>): Content {
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', noWrap: true, bold });
  return {
    stack: [
      table([b.head.map((h) => right(h, true)), ...b.rows.map((r) => r.map((t) => right(t)))], ['*', 'auto', 'auto']),
      { text: b.note, alignment: 'center', margin: [0, 2, 0, 0] },
    ],
  };
}

export function receiptDocument(invoice: Invoice, environment: CotejoEnvironment, options: ReceiptOptions = {}): TDocumentDefinitions {
  const c = receiptContent(invoice, environment, options);
  const blocks: (Content | null)[] = [
    c.qrUrl
      ? {
          columns: [
            { width: '*', text: '' },
            { width: 'auto', stack: [qrBlock(c.qrUrl).content] },
            { width: '*', text: '' },
          ],
        }
      : null,
    headerBlock(c),
    rule(),
    c.copyMark ? { text: c.copyMark, bold: true, fontSize: 11, alignment: 'center', margin: [0, 0, 0, 2] } : null,
    { stack: [{ text: c.title, bold: true, fontSize: 9 }, c.number, c.dateTime], alignment: 'center' },
    c.recipient
      ? { stack: [{ text: c.recipient.label, style: 'label' }, { text: c.recipient.name, bold: true }, c.recipient.id, ...c.recipient.lines] }
      : null,
    rule(),
    linesBlock(c),
    rule(),
    c.total ? { table: { widths: ['*', 'auto'], body: [amountRow(c.total.label, c.total.amount)] }, layout: 'noBorders', style: 'total' } : null,
    c.breakdown ? breakdownBlock(c.breakdown) : null,
    c.total ? rule() : null,
    c.payment ? table(c.payment.map(([label, value]) => amountRow(label, value))) : null,
    c.legends.length > 0 ? { stack: c.legends.map((text) => ({ text, style: 'small' })), margin: [0, 4, 0, 0] } : null,
    c.notes ? { text: c.notes, style: 'small', margin: [0, 4, 0, 0] } : null,
    c.footer.length > 0 ? { stack: c.footer.map((text) => (text ? text : ' ')), alignment: 'center', style: 'small', margin: [0, 6, 0, 0] } : null,
  ];
  return {
    pageSize: { width: RECEIPT_WIDTH, height: 'auto' },
    pageMargins: [MARGIN, MARGIN, MARGIN, MARGIN],
    info: { title: `${c.title} ${invoice.numberText ?? ''}`.trim(), author: invoice.issuer?.legalName ?? '' },
    content: blocks.filter((b): b is Content => b !== null),
    styles: {
      total: { fontSize: 11, bold: true },
      label: { fontSize: 6.5, bold: true, color: '#555555' },
      small: { fontSize: 6.5 },
    },
    defaultStyle: { fontSize: 7.5 },
  };
}
