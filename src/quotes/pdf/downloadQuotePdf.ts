/**
 * Renders and downloads a quote's PDF. The client's address is read at download (1 read; the quote
 * keeps only its name and NIF); the PDF engine loads only here (src/pdf/pdfFile.ts).
 */
import { clientRepository } from '../../clients/clientRepository';
import type { CorporationData } from '../../corps/corporationData';
import type { Quote } from '../../domain/quotes/quoteModel';
import { createPdf } from '../../pdf/pdfFile';
import { QUOTE_PDF_TEXT } from '../messages';
import { quoteDocument, type QuotePdfParty } from './quoteDocument';

/** The company as its documents print it: its legal name, else its name. */
export function companyParty(corp: { name: string; data: CorporationData }): QuotePdfParty {
  const d = corp.data;
  return {
    name: d.legalName || corp.name,
    nif: d.nif,
    address: d.address,
    postalCode: d.postalCode,
    city: d.city,
    province: d.province,
    country: d.country,
  };
}

export async function downloadQuotePdf(corpId: string, quote: Quote, company: QuotePdfParty): Promise<void> {
  let client: QuotePdfParty | null = null;
  try {
    client = await clientRepository.get(corpId, quote.clientId);
  } catch (e) {
    // The PDF still goes out with the name and NIF the quote keeps.
    console.error('Presupuesto: no se ha podido leer el cliente', e);
  }
  const pdf = await createPdf(quoteDocument(quote, company, client));
  pdf.download(QUOTE_PDF_TEXT.fileName(quote.number));
}
