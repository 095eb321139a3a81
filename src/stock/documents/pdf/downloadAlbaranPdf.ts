/**
 * Renders and downloads an entrada's or salida's albarán, with prices or without. The party's
 * address is read at download (1 read; the document keeps only its name and NIF); the PDF engine
 * loads only here (src/pdf/pdfFile.ts).
 */
import { clientRepository } from '../../../clients/clientRepository';
import type { CorporationData } from '../../../corps/corporationData';
import type { StockDocument } from '../../../domain/stock/stockTypes';
import { createPdf } from '../../../pdf/pdfFile';
import { vendorRepository } from '../../../vendors/vendorRepository';
import { ALBARAN_PDF_TEXT } from '../../messages';
import { albaranDocument, type AlbaranParty } from './albaranDocument';

export async function downloadAlbaranPdf(
  corpId: string,
  document: StockDocument,
  corp: { name: string; data: CorporationData },
  valued: boolean,
): Promise<void> {
  const d = corp.data;
  const company: AlbaranParty = {
    name: d.legalName || corp.name,
    nif: d.nif,
    address: d.address,
    postalCode: d.postalCode,
    city: d.city,
    province: d.province,
    country: d.country,
  };
  // A return's document names the other kind of party (a client on an entrada, a vendor on a salida).
  const partyKind = document.partyKind ?? (document.kind === 'input' ? 'vendor' : 'client');
  let party: AlbaranParty | null = null;
  try {
    party = await (partyKind === 'vendor' ? vendorRepository : clientRepository).get(corpId, document.partyId);
  } catch (e) {
    console.error('Albarán: no se ha podido leer el proveedor o cliente', e);
  }
  const pdf = await createPdf(albaranDocument(document, company, party, valued));
  pdf.download(ALBARAN_PDF_TEXT.fileName(document.number, valued));
}
