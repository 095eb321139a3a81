/**
 * The extracto de cuenta of one client or vendor (issue 30) as a pdfmake document definition:
 * pure, unit-tested without rendering. A4 portrait; every page carries the company's name and NIF,
 * the party and the period in its header and repeats the table's header row; the table opens with
 * the balance before the period and closes with the final balance.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatEuros } from '../../domain/money';
import type { Statement, StatementSide } from '../../domain/payments/statement';
import { PAYMENT_METHOD_LABEL } from '../../invoices/messages';
import { STATEMENT_TEXT } from '../paymentReportText';
import { isoToSpanish, REPORT_TEXT } from '../messages';

const MUTED = '#555555';

export interface StatementPdfInput {
  company: { name: string; nif: string };
  side: StatementSide;
  party: { name: string; nif: string };
  statement: Statement;
}

const money = (cents: number | null, bold = false): TableCell => ({
  text: cents === null ? '' : formatEuros(cents),
  alignment: 'right',
  noWrap: true,
  bold,
});

/** "extracto-<party>-<from>-<to>.pdf", the party's name as letters, digits and hyphens. */
export function statementPdfFileName(party: { name: string }, statement: Pick<Statement, 'from' | 'to'>): string {
  const slug =
    party.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'cuenta';
  return `${STATEMENT_TEXT.file}-${slug}-${statement.from}-${statement.to}.pdf`;
}

/** What a statement line's detail says: a payment's method in words, a reversal's reason. */
export function statementDetail(type: string, detail: string): string {
  if (type === 'payment' && detail in PAYMENT_METHOD_LABEL) return PAYMENT_METHOD_LABEL[detail as keyof typeof PAYMENT_METHOD_LABEL];
  return detail;
}

/** A line's amount as Cargo (adds to the balance) or Abono (takes off). */
export function debitCredit(amountCents: number): { debitCents: number | null; creditCents: number | null } {
  return amountCents >= 0 ? { debitCents: amountCents, creditCents: null } : { debitCents: null, creditCents: -amountCents };
}

export function statementDocument(input: StatementPdfInput): TDocumentDefinitions {
  const c = STATEMENT_TEXT.columns;
  const s = input.statement;
  const th = (text: string, alignment: 'left' | 'right' = 'left'): TableCell => ({ text, style: 'th', alignment });
  const header: TableCell[] = [
    th(c.date),
    th(c.type),
    th(c.number),
    th(c.detail),
    th(c.debit, 'right'),
    th(c.credit, 'right'),
    th(c.balance, 'right'),
  ];
  const edge = (date: string, label: string, cents: number): TableCell[] => [
    isoToSpanish(date),
    { text: label, bold: true, colSpan: 5 },
    '',
    '',
    '',
    '',
    money(cents, true),
  ];
  const lines: TableCell[][] = s.lines.map((l) => {
    const dc = debitCredit(l.amountCents);
    return [
      isoToSpanish(l.date),
      STATEMENT_TEXT.lineType(l.type, input.side),
      l.number,
      statementDetail(l.type, l.detail),
      money(dc.debitCents),
      money(dc.creditCents),
      money(l.balanceCents),
    ];
  });
  const period = REPORT_TEXT.period(s.from, s.to);
  const party = `${STATEMENT_TEXT.sides[input.side]}: ${input.party.name}${input.party.nif ? ` · NIF ${input.party.nif}` : ''}`;
  const table: Content = {
    table: {
      headerRows: 1,
      widths: ['auto', 'auto', 'auto', '*', 'auto', 'auto', 'auto'],
      body: [header, edge(s.from, STATEMENT_TEXT.opening, s.openingCents), ...lines, edge(s.to, STATEMENT_TEXT.closing, s.closingCents)],
    },
    layout: 'lightHorizontalLines',
  };
  const content: Content[] = [table, { text: STATEMENT_TEXT.balanceNote[input.side], style: 'small', margin: [0, 8, 0, 0] }];
  if (s.lines.length === 0) content.splice(1, 0, { text: STATEMENT_TEXT.none, style: 'small', margin: [0, 8, 0, 0] });
  return {
    pageSize: 'A4',
    pageOrientation: 'portrait',
    pageMargins: [36, 78, 36, 40],
    info: { title: `${STATEMENT_TEXT.title} ${input.party.name} ${period}`, author: input.company.name },
    header: () => ({
      columns: [
        {
          text: [
            { text: `${STATEMENT_TEXT.title}\n`, bold: true, fontSize: 11 },
            { text: `${input.company.name} · NIF ${input.company.nif}\n` },
            { text: party, bold: true },
          ],
        },
        { text: `Periodo: ${period}`, alignment: 'right' },
      ],
      margin: [36, 20, 36, 0],
      fontSize: 8,
    }),
    footer: (currentPage: number, pageCount: number) => ({
      text: `Página ${currentPage} de ${pageCount}`,
      style: 'small',
      alignment: 'center',
      margin: [0, 14, 0, 0],
    }),
    content,
    styles: {
      th: { fontSize: 7.5, bold: true, color: MUTED },
      small: { fontSize: 7, color: MUTED },
    },
    defaultStyle: { fontSize: 8.5 },
  };
}
