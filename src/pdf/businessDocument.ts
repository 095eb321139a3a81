/**
 * The PDF of a business document that is not an invoice (issue 31: a presupuesto, an albarán) as a
 * pdfmake definition: the company and the other party, facts beside the title (number, dates), the
 * lines and, when `valued`, their unit prices, discounts, amounts and the totals by VAT rate, which
 * come from the lines through computeTotals (the invoices' own function), never from a stored
 * figure. Unvalued, the lines show only what and how much. Same page, fonts and styles as the
 * invoice's PDF (src/invoices/pdf/invoiceDocument.ts); rendered by src/pdf/pdfFile.ts. Pure.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { computeTotals } from '../domain/documentTotals';
import { formatEuros, formatPercent } from '../domain/money';
import { formatQuantity } from '../domain/quantity';

const MUTED = '#555555';

export const BUSINESS_PDF_TEXT = {
  nif: 'NIF',
  concept: 'Concepto',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario (sin IVA)',
  discount: 'Dto.',
  vat: 'IVA',
  amount: 'Importe',
  base: 'Base imponible',
  vatOn: (rate: string) => `IVA ${rate}`,
  total: 'TOTAL',
  notes: 'Observaciones',
  page: (n: number, of: number) => `Página ${n} de ${of}`,
  noLines: 'Sin líneas.',
};

/** A party as printed: name, NIF and the address already in lines. */
export interface PdfParty {
  title: string;
  name: string;
  nif: string;
  address: string[];
}

export interface PdfLine {
  code: string;
  name: string;
  unit: string;
  quantity: number;
  unitPriceCents: number;
  discountPct: number;
  vatRate: number;
}

export interface BusinessDocumentInput {
  title: string;
  /** Beside the title: [label, value]. */
  facts: [string, string][];
  issuer: PdfParty;
  party: PdfParty;
  lines: readonly PdfLine[];
  /** With prices, amounts and totals; without, only quantities. */
  valued: boolean;
  notes?: string;
  /** Short texts after the totals (a quote's validity). */
  closing?: string[];
}

/** An address as lines: street; postal code and city (province); country. */
export function addressLinesOf(p: { address?: string; postalCode?: string; city?: string; province?: string; country?: string }): string[] {
  const place = [p.postalCode, p.city].filter(Boolean).join(' ');
  const region = p.province && p.province !== p.city ? `${place} (${p.province})` : place;
  return [p.address ?? '', region, p.country ?? ''].filter((s) => s.trim() !== '');
}

function partyBlock(p: PdfParty): Content {
  return {
    stack: [
      { text: p.title.toUpperCase(), style: 'label' },
      { text: p.name, bold: true },
      ...(p.nif ? [`${BUSINESS_PDF_TEXT.nif}: ${p.nif}`] : []),
      ...p.address,
    ],
  };
}

function linesTable(lines: readonly PdfLine[], valued: boolean): Content {
  const th = (text: string, alignment: 'left' | 'right' = 'right'): TableCell => ({ text, style: 'th', alignment });
  const right = (text: string): TableCell => ({ text, alignment: 'right', noWrap: true });
  const header: TableCell[] = valued
    ? [
        th(BUSINESS_PDF_TEXT.concept, 'left'),
        th(BUSINESS_PDF_TEXT.quantity),
        th(BUSINESS_PDF_TEXT.unitPrice),
        th(BUSINESS_PDF_TEXT.discount),
        th(BUSINESS_PDF_TEXT.vat),
        th(BUSINESS_PDF_TEXT.amount),
      ]
    : [th(BUSINESS_PDF_TEXT.concept, 'left'), th(BUSINESS_PDF_TEXT.quantity)];
  const totals = computeTotals([...lines], { recargoEquivalencia: false, irpfRate: 0 });
  const rows: TableCell[][] = lines.map((line, i) => {
    const concept: TableCell = line.code ? { stack: [line.name, { text: line.code, style: 'small' }] } : line.name;
    const quantity = right(`${formatQuantity(line.quantity)} ${line.unit}`.trim());
    if (!valued) return [concept, quantity];
    return [
      concept,
      quantity,
      right(formatEuros(line.unitPriceCents)),
      right(line.discountPct ? formatPercent(line.discountPct) : '—'),
      right(formatPercent(line.vatRate)),
      right(formatEuros(totals.lineBases[i] ?? 0)),
    ];
  });
  if (rows.length === 0) rows.push([{ text: BUSINESS_PDF_TEXT.noLines, colSpan: header.length }, ...header.slice(1).map(() => ({ text: '' }))]);
  return {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: valued ? ['*', 'auto', 'auto', 'auto', 'auto', 'auto'] : ['*', 'auto'],
      body: [header, ...rows],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 12, 0, 0],
  };
}

function totalsTable(lines: readonly PdfLine[]): Content {
  const totals = computeTotals([...lines], { recargoEquivalencia: false, irpfRate: 0 });
  const row = (label: string, cents: number, bold = false): TableCell[] => [
    { text: label, bold },
    { text: formatEuros(cents), alignment: 'right', bold, noWrap: true },
  ];
  const body: TableCell[][] = [
    row(BUSINESS_PDF_TEXT.base, totals.baseCents),
    ...totals.breakdown.map((b) => row(BUSINESS_PDF_TEXT.vatOn(formatPercent(b.vatRate)), b.vatCents)),
    row(BUSINESS_PDF_TEXT.total, totals.totalCents, true),
  ];
  return {
    columns: [
      { width: '*', text: '' },
      { width: 'auto', table: { widths: ['auto', 'auto'], body }, layout: 'lightHorizontalLines' },
    ],
    margin: [0, 12, 0, 0],
    unbreakable: true,
  };
}

export function businessDocument(input: BusinessDocumentInput): TDocumentDefinitions {
  const number = input.facts[0]?.[1] ?? '';
  const content: Content[] = [
    {
      columns: [
        { width: '*', text: input.title.toUpperCase(), style: 'title' },
        {
          width: 'auto',
          table: {
            body: input.facts.map(([k, v]) => [
              { text: k, style: 'label' },
              { text: v, bold: true, alignment: 'right' },
            ]),
          },
          layout: 'noBorders',
        },
      ],
    },
    { columns: [partyBlock(input.issuer), partyBlock(input.party)], columnGap: 24, margin: [0, 16, 0, 0] },
    linesTable(input.lines, input.valued),
  ];
  if (input.valued) content.push(totalsTable(input.lines));
  for (const text of input.closing ?? []) content.push({ text, margin: [0, 10, 0, 0] });
  if (input.notes) content.push({ stack: [{ text: BUSINESS_PDF_TEXT.notes, style: 'label' }, input.notes], margin: [0, 10, 0, 0] });
  return {
    pageSize: 'A4',
    pageMargins: [40, 50, 40, 50],
    info: { title: `${input.title} ${number}`.trim(), author: input.issuer.name, subject: input.party.name },
    header: (currentPage: number) =>
      currentPage === 1 ? null : { text: `${input.issuer.name} · ${input.title} ${number}`, style: 'small', margin: [40, 24, 40, 0] },
    footer: (currentPage: number, pageCount: number) => ({
      text: BUSINESS_PDF_TEXT.page(currentPage, pageCount),
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
