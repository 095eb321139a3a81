/**
 * The «Presupuesto» PDF (issue 31): the company, the client, the lines with their prices and the
 * totals (computed from the lines by the invoices' computeTotals), the date and «Válido hasta».
 * Pure; rendered by src/pdf/pdfFile.ts like the invoices' PDF.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, parseIsoDate } from '../../domain/dates';
import type { Quote } from '../../domain/quotes/quoteModel';
import { addressLinesOf, businessDocument } from '../../pdf/businessDocument';
import { QUOTE_PDF_TEXT, QUOTE_TEXT } from '../messages';

/** The company or the client as printed (name, NIF and address fields as stored). */
export interface QuotePdfParty {
  name: string;
  nif: string;
  address?: string;
  postalCode?: string;
  city?: string;
  province?: string;
  country?: string;
}

const spanishDate = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatDate(d) : iso;
};

export function quoteDocument(quote: Quote, company: QuotePdfParty, client: QuotePdfParty | null): TDocumentDefinitions {
  const facts: [string, string][] = [
    [QUOTE_PDF_TEXT.number, quote.number],
    [QUOTE_PDF_TEXT.date, spanishDate(quote.date)],
    [QUOTE_PDF_TEXT.validUntil, spanishDate(quote.validUntil)],
  ];
  if (quote.reference) facts.push([QUOTE_PDF_TEXT.reference, quote.reference]);
  const printedClient = client ?? { name: quote.clientName, nif: quote.clientNif };
  return businessDocument({
    title: QUOTE_PDF_TEXT.title,
    facts,
    issuer: { title: QUOTE_PDF_TEXT.issuer, name: company.name, nif: company.nif, address: addressLinesOf(company) },
    party: { title: QUOTE_TEXT.client, name: printedClient.name, nif: printedClient.nif, address: addressLinesOf(printedClient) },
    lines: quote.lines,
    valued: true,
    notes: quote.notes,
    closing: [QUOTE_PDF_TEXT.validity(spanishDate(quote.validUntil))],
  });
}
