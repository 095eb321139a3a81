/**
 * The albarán of an entrada or salida as a PDF (issue 31): «con precios» shows each line's unit
 * price, discount, VAT and amount and the totals (computed from the lines, as the editor shows
 * them); «sin precios» only what and how much, for the delivery note that travels with the goods.
 * Pure: the engine renders it (src/pdf/pdfFile.ts).
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDate, parseIsoDate } from '../../../domain/dates';
import type { StockDocument } from '../../../domain/stock/stockTypes';
import { addressLinesOf, businessDocument, type PdfParty } from '../../../pdf/businessDocument';
import { ALBARAN_PDF_TEXT, STATE_LABEL } from '../../messages';

/** The company or the party as the albarán prints it (name, NIF, address fields as stored). */
export interface AlbaranParty {
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

export function albaranDocument(document: StockDocument, company: AlbaranParty, party: AlbaranParty | null, valued: boolean): TDocumentDefinitions {
  const text = ALBARAN_PDF_TEXT[document.kind];
  const facts: [string, string][] = [
    [ALBARAN_PDF_TEXT.number, document.number],
    [ALBARAN_PDF_TEXT.date, spanishDate(document.date)],
  ];
  if (document.reference) facts.push([ALBARAN_PDF_TEXT.reference, document.reference]);
  if (document.state !== 'confirmada') facts.push([ALBARAN_PDF_TEXT.state, STATE_LABEL[document.state]]);
  const print = (title: string, p: AlbaranParty): PdfParty => ({ title, name: p.name, nif: p.nif, address: addressLinesOf(p) });
  return businessDocument({
    title: text.title,
    facts,
    // An entrada's goods come from the vendor to the company; a salida's go from the company to the client.
    issuer: print(text.from, document.kind === 'input' ? (party ?? { name: document.partyName, nif: document.partyNif }) : company),
    party: print(text.to, document.kind === 'input' ? company : (party ?? { name: document.partyName, nif: document.partyNif })),
    lines: document.lines,
    valued,
    notes: document.notes,
    closing: valued ? [] : [ALBARAN_PDF_TEXT.unvalued],
  });
}
