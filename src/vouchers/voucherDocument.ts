/**
 * The vale printed for the customer (issue 29): an 80 mm pdfmake document with the company, the
 * code printed big (grouped by four), its amount, the day it expires and the refund ticket it came
 * from. Rendered by src/pdf/pdfFile.ts, loaded only when asked.
 */
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatEuros } from '../domain/money';
import { formatVoucherCode } from '../domain/vouchers/voucher';

export interface PrintedVoucher {
  code: string;
  amountCents: number;
  expiresOn: string;
  numberText: string;
}

const spanishDay = (iso: string) => iso.split('-').reverse().join('/');

export function voucherDocument(v: PrintedVoucher, company: { name: string; nif: string }): TDocumentDefinitions {
  return {
    pageSize: { width: 226.77, height: 'auto' },
    pageMargins: [12, 12, 12, 12],
    info: { title: `Vale ${formatVoucherCode(v.code)}` },
    content: [
      { text: company.name, bold: true, alignment: 'center' },
      { text: `NIF ${company.nif}`, alignment: 'center', fontSize: 8, margin: [0, 0, 0, 8] },
      { text: 'VALE DE COMPRA', bold: true, fontSize: 14, alignment: 'center' },
      { text: formatVoucherCode(v.code), bold: true, fontSize: 20, alignment: 'center', margin: [0, 8, 0, 8] },
      { text: `Importe: ${formatEuros(v.amountCents)}`, fontSize: 12, alignment: 'center' },
      { text: `Válido hasta el ${spanishDay(v.expiresOn)}`, alignment: 'center', margin: [0, 4, 0, 4] },
      { text: `Devolución ${v.numberText}`, fontSize: 8, alignment: 'center' },
      {
        text: 'Preséntalo en caja para pagar una compra; lo que no se use queda como saldo del vale hasta su caducidad. No se canjea por dinero.',
        fontSize: 8,
        alignment: 'center',
        margin: [0, 8, 0, 0],
      },
    ],
    defaultStyle: { fontSize: 10 },
  };
}

export async function downloadVoucherPdf(v: PrintedVoucher, company: { name: string; nif: string }): Promise<void> {
  const { createPdf } = await import('../pdf/pdfFile');
  const pdf = await createPdf(voucherDocument(v, company));
  pdf.download(`vale-${v.code}.pdf`);
}
