/**
 * The QR tributario of a VERI*FACTU invoice: a link to the AEAT's cotejo
 * (verification) service. Sources: AEAT "Características del QR" v0.4.7
 * (17/10/2024), summarised in docs/reference.md "VERI*FACTU QR"
 * (nuget VerifactuQr; squareetlabs/verifactu-sdk wiki, spec v0.5.0);
 * Orden HAC/1177/2024 arts. 20–21 for its placement and legend.
 */
import { normalizeTaxId } from '../taxId';
import { fecha, importe } from './format';
import type { RegistroAlta } from './types';

/** Hosts of the ValidarQR service (VERI*FACTU mode; Almacena has no other). */
export const COTEJO_URLS = {
  production: 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR',
  test: 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR',
} as const;
export type CotejoEnvironment = keyof typeof COTEJO_URLS;

/** How the PDF must draw the code. */
export const QR_SPEC = {
  /** ISO/IEC 18004:2015, error correction level M. */
  standard: 'ISO/IEC 18004:2015',
  errorCorrectionLevel: 'M',
  /** Between 30×30 and 40×40 mm; Almacena draws it at 35 mm to stay inside the range when printers scale. */
  minSizeMm: 30,
  maxSizeMm: 40,
  sizeMm: 35,
  /** Above the code (docs/verifactu.md: not confirmed as mandatory, harmless). */
  label: 'QR tributario:',
  /** The legend of invoices from a VERI*FACTU system (AEAT FAQ), beside or under the code. */
  legend: 'VERI*FACTU',
  /** The AEAT's longer alternative to the legend. */
  legendLong: 'Factura verificable en la sede electrónica de la AEAT',
  /**
   * At the top of the first page only, before the content and before any
   * other QR: centred in portrait (else top-left), top-left in landscape.
   */
  placement: 'top-first-page',
} as const;

export interface CotejoFields {
  /** IDEmisorFactura */
  nif: string;
  /** NumSerieFactura */
  numserie: string;
  /** FechaExpedicionFactura, dd-mm-aaaa */
  fecha: string;
  /** ImporteTotal, the same text as in the record */
  importe: string;
}

/**
 * The QR content: the service URL with nif, numserie, fecha and importe in
 * that order, each value URL-encoded as UTF-8 ("12345678&G33" →
 * "12345678%26G33", "/" → "%2F"). No `formato=json`: that is for machine
 * queries and must not appear in the QR.
 */
export function cotejoUrl(fields: CotejoFields, environment: CotejoEnvironment): string {
  const params = (['nif', 'numserie', 'fecha', 'importe'] as const).map((name) => `${name}=${encodeURIComponent(fields[name].trim())}`);
  return `${COTEJO_URLS[environment]}?${params.join('&')}`;
}

/** The QR content of the invoice an alta record describes: the very texts sent to the AEAT. */
export function cotejoUrlOf(record: Pick<RegistroAlta, 'IDFactura' | 'ImporteTotal'>, environment: CotejoEnvironment): string {
  return cotejoUrl(
    {
      nif: record.IDFactura.IDEmisorFactura,
      numserie: record.IDFactura.NumSerieFactura,
      fecha: record.IDFactura.FechaExpedicionFactura,
      importe: record.ImporteTotal,
    },
    environment,
  );
}

/** What the QR needs of an invoice; the stored `Invoice` satisfies it. */
export interface CotejoInvoice {
  kind: 'input' | 'output';
  state: 'borrador' | 'emitida' | 'anulada';
  issuer: { nif: string } | null;
  numberText: string | null;
  /** YYYY-MM-DD */
  issueDate: string | null;
  /** Bases + IVA + recargo, IRPF not subtracted: the record's ImporteTotal. */
  totalCents: number;
  /**
   * The AEAT environment its record was made for (the functions' VERIFACTU_ENV, stamped at issue):
   * it decides the QR's host, so the QR and the sending always agree. Absent on invoices issued
   * before it was stamped: the caller's environment (the build's setting).
   */
  cotejoEnv?: CotejoEnvironment | null;
  /** Set when the issuer answers to a foral administration: no record, so no QR. */
  verifactuExempt?: string | null;
}

/**
 * The QR content of an issued sales invoice, read from the invoice with the
 * record's own rules (normalised NIF, trimmed number, `fecha`, `importe`), so
 * it is the URL `cotejoUrlOf` gives for the invoice's alta. Null for drafts
 * and purchase invoices, which carry no QR.
 */
export function invoiceCotejoUrl(invoice: CotejoInvoice, environment: CotejoEnvironment): string | null {
  if (invoice.kind !== 'output' || invoice.state !== 'emitida' || invoice.verifactuExempt) return null;
  if (!invoice.issuer || !invoice.numberText || !invoice.issueDate) return null;
  return cotejoUrl(
    {
      nif: normalizeTaxId(invoice.issuer.nif),
      numserie: invoice.numberText.trim(),
      fecha: fecha(invoice.issueDate),
      importe: importe(invoice.totalCents),
    },
    invoice.cotejoEnv === 'test' || invoice.cotejoEnv === 'production' ? invoice.cotejoEnv : environment,
  );
}
