/**
 * The PDF of an issued sales invoice as a pdfmake document definition: pure,
 * so it is unit-tested without rendering. It carries what RD 1619/2012 art. 6
 * requires: number and series, issue date, operation date when different, both
 * parties' name, NIF and address, each line with its unit price before tax and
 * its discount, each rate with its base and quota, recargo, withholding, total,
 * and the legends that apply; plus the due date and the company's IBAN, and a
 * company's Registro Mercantil entry (RRM art. 24). The invoice total (base +
 * cuotas + recargo) is printed apart from what is paid when IRPF is withheld.
 * A4; the lines table repeats its header row on every page and never splits a
 * line across two pages. An issued sales invoice opens with its QR tributario
 * (VERI*FACTU: AEAT cotejo URL, QR_SPEC's size and level, label and legend),
 * centred at the top of the first page only; `environment` picks the AEAT host.
 * A factura simplificada (art. 7) says so in its title, prices its lines IVA included, has no
 * recipient block when the customer gave no data, and says how it was paid at the counter.
 */
import type { Column, Content, ContextPageSize, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { RateBreakdown } from '../../domain/documentTotals';
import { invoiceCotejoUrl, QR_SPEC, type CotejoEnvironment } from '../../domain/verifactu/qr';
import { formatIban } from '../../domain/iban';
import { formatEuros, formatPercent } from '../../domain/money';
import { formatQuantity } from '../../domain/quantity';
import { TOBACCO_RECARGO_RATE, type TaxCause } from '../../domain/tax';
import { isRefund } from '../../domain/invoiceDates';
import {
  outstandingOf,
  rectifiedInvoiceLabel,
  type Invoice,
  type IssuerSnapshot,
  type MercantileRegistry,
  type PartySnapshot,
} from '../../domain/invoices/invoiceModel';
import { isoToSpanish, PDF_TEXT, SIMPLIFIED_TEXT } from '../messages';
import { counterPaymentLine, hasRecipient, lineAmountCents } from '../simplified';
import { partyIdText } from '../../parties/messages';
import { MM, QUIET_ZONE_MODULES, qrSvg, qrSymbol } from './qrSymbol';

const MUTED = '#555555';

export function addressLines(p: Pick<PartySnapshot, 'address' | 'postalCode' | 'city' | 'province' | 'country'>): string[] {
  const place = [p.postalCode, p.city].filter(Boolean).join(' ');
  const region = p.province && p.province !== p.city ? `${place} (${p.province})` : place;
  return [p.address, region, p.country].filter((s) => s.trim() !== '');
}

/** "Inscrita en el Registro Mercantil de Madrid, tomo 1234, folio 56, hoja M-7890, inscripción 1.ª", from what the company gave. */
export function registryText(r: MercantileRegistry | null): string {
  if (!r) return '';
  const parts = [
    r.registry && `Inscrita en el ${r.registry}`,
    r.tomo && `tomo ${r.tomo}`,
    r.folio && `folio ${r.folio}`,
    r.hoja && `hoja ${r.hoja}`,
    r.inscripcion && `inscripción ${r.inscripcion}`,
  ].filter(Boolean);
  return parts.join(', ');
}

function partyBlock(title: string, name: string, idText: string, where: PartySnapshot | IssuerSnapshot, extra: string[] = []): Content {
  return {
    stack: [
      { text: title.toUpperCase(), style: 'label' },
      { text: name, bold: true },
      idText,
      ...addressLines(where),
      ...extra.filter(Boolean).map((text) => ({ text, style: 'small' })),
    ],
  };
}

function vatCell(vatRate: number, exemption: TaxCause | null): string {
  return exemption ? PDF_TEXT.exempt(exemption) : formatPercent(vatRate);
}

function linesTable(invoice: Invoice): Content {
  const th = (text: string, alignment: 'left' | 'right' = 'right'): TableCell => ({ text, style: 'th', alignment });
  const header: TableCell[] = [
    th(PDF_TEXT.concept, 'left'),
    th(PDF_TEXT.quantity),
    th(invoice.vatIncluded ? SIMPLIFIED_TEXT.pdfPrice : PDF_TEXT.unitPrice),
    th(PDF_TEXT.discount),
    th(PDF_TEXT.vat),
    th(invoice.vatIncluded ? SIMPLIFIED_TEXT.amount : PDF_TEXT.amount),
  ];
  const rows: TableCell[][] = invoice.lines.map((line) => {
    const detail = [line.code, line.sourceLabel].filter(Boolean).join(' · ');
    return [
      detail ? { stack: [line.description, { text: detail, style: 'small' }] } : line.description,
      { text: `${formatQuantity(line.quantity)} ${line.unit}`.trim(), alignment: 'right', noWrap: true },
      { text: formatEuros(line.unitPriceCents), alignment: 'right', noWrap: true },
      { text: line.discountPct ? formatPercent(line.discountPct) : '—', alignment: 'right', noWrap: true },
      { text: vatCell(line.vatRate, line.exemption), alignment: 'right' },
      { text: formatEuros(lineAmountCents(invoice, line)), alignment: 'right', noWrap: true },
    ];
  });
  return {
    // dontBreakRows: a line (with its code and albarán) is never split across two pages.
    table: { headerRows: 1, dontBreakRows: true, widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto'], body: [header, ...rows] },
    layout: 'lightHorizontalLines',
    margin: [0, 12, 0, 0],
  };
}

function breakdownTable(breakdown: RateBreakdown[], withRecargo: boolean): Content {
  const header = [PDF_TEXT.base, PDF_TEXT.vatRate, PDF_TEXT.vatQuota, ...(withRecargo ? [PDF_TEXT.recargoRate, PDF_TEXT.recargoQuota] : [])];
  const rows: TableCell[][] = breakdown.map((b) => [
    { text: formatEuros(b.baseCents), alignment: 'right' },
    {
      text: `${vatCell(b.vatRate, b.exemption)}${b.recargoRate === TOBACCO_RECARGO_RATE ? ` (${PDF_TEXT.tobacco.toLowerCase()})` : ''}`,
      alignment: 'right',
    },
    { text: formatEuros(b.vatCents), alignment: 'right' },
    ...(withRecargo
      ? [
          { text: b.recargoRate ? formatPercent(b.recargoRate) : '—', alignment: 'right' as const },
          { text: formatEuros(b.recargoCents), alignment: 'right' as const },
        ]
      : []),
  ]);
  return {
    stack: [
      { text: PDF_TEXT.breakdownTitle, style: 'label', margin: [0, 12, 0, 2] },
      {
        table: {
          headerRows: 1,
          widths: header.map(() => '*'),
          body: [header.map((h) => ({ text: h, style: 'th', alignment: 'right' as const })), ...rows],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    unbreakable: true,
  };
}

function totalsTable(invoice: Invoice): Content {
  const row = (label: string, cents: number, bold = false): TableCell[] => [
    { text: label, bold },
    { text: formatEuros(cents), alignment: 'right', bold, noWrap: true },
  ];
  const body: TableCell[][] = [row(PDF_TEXT.totalBase, invoice.baseCents), row(PDF_TEXT.totalVat, invoice.vatCents)];
  if (invoice.recargoCents !== 0 || invoice.recargoEquivalencia) body.push(row(PDF_TEXT.totalRecargo, invoice.recargoCents));
  // The invoice total is base + cuotas + recargo; a withholding only reduces what is paid.
  body.push(row(invoice.vatIncluded ? `${PDF_TEXT.total} (${SIMPLIFIED_TEXT.vatIncluded})` : PDF_TEXT.total, invoice.totalCents, true));
  if (invoice.irpfRate > 0) {
    body.push(row(PDF_TEXT.irpf(formatPercent(invoice.irpfRate)), -invoice.irpfCents));
    body.push(row(PDF_TEXT.payable, invoice.payableCents, true));
  }
  return {
    columns: [
      { width: '*', text: '' },
      { width: 'auto', table: { widths: ['auto', 'auto'], body }, layout: 'lightHorizontalLines' },
    ],
    margin: [0, 12, 0, 0],
    unbreakable: true,
  };
}

/** Legends that apply: the rectified invoice, exemptions with their legal reference, recargo, IRPF. */
export function invoiceLegends(invoice: Invoice): string[] {
  const legends: string[] = [];
  if (invoice.rectifies) {
    const r = invoice.rectifies;
    legends.push(
      PDF_TEXT.rectifies(rectifiedInvoiceLabel(r).numberText, isoToSpanish(rectifiedInvoiceLabel(r).date), r.reason),
      PDF_TEXT.rectificationCode(r.code),
      PDF_TEXT.rectificationMode(r.mode),
    );
  }
  const exemptions = [...new Set(invoice.breakdown.map((b) => b.exemption).filter((e): e is TaxCause => e !== null))].sort();
  legends.push(...exemptions.map(PDF_TEXT.exemptionLegend));
  if (invoice.recargoEquivalencia) legends.push(PDF_TEXT.recargoLegend);
  if (invoice.irpfRate > 0) legends.push(PDF_TEXT.irpfLegend(formatPercent(invoice.irpfRate)));
  return legends;
}

/**
 * "QR tributario:", the code at QR_SPEC.sizeMm with its quiet zone left blank, and "VERI*FACTU"; the code links to the cotejo too.
 * The 80 mm receipt (receiptDocument.ts) draws the same block.
 */
export function qrBlock(url: string): { width: number; content: Content } {
  const symbol = qrSymbol(url);
  const size = QR_SPEC.sizeMm * MM;
  const quiet = (QUIET_ZONE_MODULES * size) / symbol.modules;
  return {
    width: size + 2 * quiet,
    content: {
      stack: [
        { text: QR_SPEC.label, style: 'label', alignment: 'center' },
        { svg: qrSvg(symbol, size), width: size, height: size, alignment: 'center', link: url, margin: [0, quiet, 0, quiet] },
        { text: QR_SPEC.legend, bold: true, fontSize: 8, alignment: 'center' },
      ],
    },
  };
}

function headingBlock(invoice: Invoice, title: string, qrUrl: string | null): Content {
  const facts: [string, string][] = [
    [PDF_TEXT.number, invoice.numberText ?? ''],
    [PDF_TEXT.issueDate, isoToSpanish(invoice.issueDate)],
  ];
  if (invoice.operationDate && invoice.operationDate !== invoice.issueDate) {
    facts.push([PDF_TEXT.operationDate, isoToSpanish(invoice.operationDate)]);
  }
  // A ticket is paid at the counter: it has no due date. The first instalment's, as issued (the
  // stored dueDate moves on as instalments are paid).
  const due = firstDueDate(invoice);
  if (due && !invoice.simplified && !isRefund(outstandingOf(invoice))) facts.push([PDF_TEXT.dueDate, isoToSpanish(due)]);
  const factsTable: Column = {
    width: 'auto',
    table: {
      body: facts.map(([k, v]) => [
        { text: k, style: 'label' },
        { text: v, bold: true, alignment: 'right' },
      ]),
    },
    layout: 'noBorders',
  };
  if (!qrUrl) return { columns: [{ width: '*', text: title, style: 'title' }, factsTable] };
  // Title | QR | facts, the two sides equally wide so that the QR sits in the middle of the page; its
  // column's own width keeps the quiet zone clear on either side.
  const qr = qrBlock(qrUrl);
  return {
    columns: [
      { width: '*', text: title, style: 'title' },
      { width: qr.width, stack: [qr.content] },
      { width: '*', columns: [{ width: '*', text: '' }, factsTable] },
    ],
  };
}

/**
 * How it is paid: a ticket, as it was paid at the counter; a credit note (a rectificativa that gives
 * money back) has nothing to collect, so no transfer and no due date; else the transfer and the due date.
 */
function paymentText(invoice: Invoice, issuer: IssuerSnapshot): string {
  const outstanding = outstandingOf(invoice);
  const refund = isRefund(outstanding) ? PDF_TEXT.refund(formatEuros(-outstanding)) : '';
  if (invoice.simplified) return counterPaymentLine(invoice) || refund;
  if (refund) return refund;
  // Issue 30: paid by direct debit, the bank charges the client; in several instalments, each is listed.
  const debit = invoice.instalments.length > 0 && invoice.instalments.every((i) => i.method === 'domiciliacion');
  const due = firstDueDate(invoice);
  const when =
    invoice.instalments.length > 1
      ? PDF_TEXT.instalments(invoice.instalments.map((i) => `${isoToSpanish(i.dueDate)} ${formatEuros(i.amountCents)}`).join('; '))
      : due
        ? `${PDF_TEXT.dueDate}: ${isoToSpanish(due)}`
        : '';
  return [debit ? PDF_TEXT.directDebit : issuer.iban ? PDF_TEXT.transferTo(formatIban(issuer.iban)) : '', when].filter(Boolean).join('. ');
}

/** The due date the invoice was issued with: its first instalment's (one issued before them: its own). */
function firstDueDate(invoice: Invoice): string | null {
  return invoice.instalments[0]?.dueDate || invoice.dueDate;
}

export function invoiceDocument(invoice: Invoice, environment: CotejoEnvironment): TDocumentDefinitions {
  const issuer: IssuerSnapshot = invoice.issuer ?? {
    legalName: '',
    nif: '',
    address: '',
    postalCode: '',
    city: '',
    province: '',
    country: '',
    iban: '',
    mercantileRegistry: null,
  };
  const title = invoice.simplified
    ? SIMPLIFIED_TEXT.pdfTitle(invoice.type)
    : invoice.type === 'rectificativa'
      ? PDF_TEXT.rectificativa
      : PDF_TEXT.invoice;
  const legends = invoiceLegends(invoice);
  const payment = paymentText(invoice, issuer);
  const content: Content[] = [
    headingBlock(invoice, title, invoiceCotejoUrl(invoice, environment)),
    {
      columns: [
        partyBlock(PDF_TEXT.issuer, issuer.legalName, `${PDF_TEXT.nif}: ${issuer.nif}`, issuer, [registryText(issuer.mercantileRegistry ?? null)]),
        // A ticket to a customer who gave no data names no recipient.
        hasRecipient(invoice)
          ? partyBlock(
              PDF_TEXT.recipient,
              invoice.party.name,
              partyIdText(invoice.party.idType, invoice.party.nif, invoice.party.countryCode),
              invoice.party,
            )
          : { text: '' },
      ],
      columnGap: 24,
      margin: [0, 16, 0, 0],
    },
    linesTable(invoice),
    breakdownTable(invoice.breakdown, invoice.recargoEquivalencia),
    totalsTable(invoice),
  ];
  if (payment) content.push({ stack: [{ text: PDF_TEXT.payment, style: 'label' }, payment], margin: [0, 14, 0, 0] });
  if (legends.length > 0) {
    content.push({ stack: [{ text: PDF_TEXT.legends, style: 'label' }, { ul: legends }], margin: [0, 10, 0, 0] });
  }
  if (invoice.notes) content.push({ stack: [{ text: PDF_TEXT.notes, style: 'label' }, invoice.notes], margin: [0, 10, 0, 0] });

  return {
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    info: { title: `${title} ${invoice.numberText ?? ''}`.trim(), author: issuer.legalName, subject: invoice.party.name },
    header: (currentPage: number) =>
      currentPage === 1 ? null : { text: `${issuer.legalName} · ${title} ${invoice.numberText ?? ''}`, style: 'small', margin: [40, 24, 40, 0] },
    footer: (currentPage: number, pageCount: number, _size?: ContextPageSize) => ({
      text: PDF_TEXT.page(currentPage, pageCount),
      style: 'small',
      alignment: 'center',
      margin: [0, 20, 0, 0],
    }),
    content,
    styles: {
      title: { fontSize: 18, bold: true },
      label: { fontSize: 7.5, bold: true, color: MUTED },
      th: { fontSize: 8, bold: true, color: MUTED },
      small: { fontSize: 7.5, color: MUTED },
    },
    defaultStyle: { fontSize: 9 },
  };
}
