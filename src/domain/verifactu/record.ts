/**
 * The registros de facturación of Almacena's sales invoices: RegistroAlta when
 * an invoice is issued, RegistroAnulacion when a record was generated in
 * error (RD 1007/2023 arts. 9–10; Orden HAC/1177/2024; fields and order from
 * SuministroInformacion.xsd, RegistroFacturacionAltaType and
 * RegistroFacturacionAnulacionType). Pure: the caller gives the instant, the
 * previous record of the chain and the installation; nothing is read here.
 */
import type { RateBreakdown } from '../documentTotals';
import type { RectificationCode, RectificationMode } from '../rectification';
import { validateTaxId } from '../taxId';
import { desgloseOf } from './desglose';
import { VerifactuError } from './errors';
import { fecha, importe, truncateText } from './format';
import { altaHuella, anulacionHuella } from './huella';
import { madridDateTime } from './madridTime';
import { destinatarioOf, type RecipientParty } from './recipient';
import { sistemaInformaticoOf, type SistemaInformaticoContext } from './system';
import type {
  Encadenamiento,
  IDFactura,
  ImporteRectificacion,
  RegistroAlta,
  RegistroAnterior,
  RegistroAnulacion,
  RegistroFactura,
  TipoFactura,
} from './types';

/** Spanish texts that end up in DescripcionOperacion. */
const DESCRIPCION = {
  rectificacion: (numberText: string, reason: string) => `Rectificación de la factura ${numberText}: ${reason}`,
  sinLineas: 'Venta de productos',
};

/** What an alta needs of an issued sales invoice; the stored `Invoice` satisfies it. */
export interface AltaInvoice {
  kind: 'input' | 'output';
  type: 'ordinaria' | 'rectificativa';
  numberText: string | null;
  issueDate: string | null;
  issuer: { legalName: string; nif: string } | null;
  party: RecipientParty;
  operationDate: string | null;
  lines: readonly { description: string }[];
  rectifies: {
    numberText: string;
    issueDate: string;
    mode: RectificationMode;
    reason: string;
    /** R1–R5, recorded on the invoice since issue 12 (older invoices: the context's, else R4). */
    code?: RectificationCode;
    /** A substitution's replaced figures, stored at issue (the invoice as it then stood). */
    replaced?: { baseCents: number; vatCents: number; recargoCents: number } | null;
  } | null;
  breakdown: readonly RateBreakdown[];
  /** A factura simplificada (absent: false); with `partyId` '' it names no recipient. */
  simplified?: boolean;
  partyId?: string;
}

/**
 * How a factura simplificada is reported (decision, docs/DECISIONS.md "Facturas simplificadas"): a
 * plain ticket is F2 (its rectificativa R5) and names no recipient — the AEAT refuses Destinatarios
 * on F2/R5; a cualificada (the customer gave NIF and address, art. 7.2) is F1 (its rectificativa
 * R1–R4) with its recipient and FacturaSimplificadaArt7273 = S.
 */
export function simplifiedForm(invoice: Pick<AltaInvoice, 'simplified' | 'partyId'>): 'none' | 'ticket' | 'cualificada' {
  if (invoice.simplified !== true) return 'none';
  return invoice.partyId ? 'cualificada' : 'ticket';
}

/** What an anulación needs of the invoice whose record it cancels. */
export interface AnulacionInvoice {
  numberText: string | null;
  issueDate: string | null;
  issuer: { nif: string } | null;
}

export interface RecordContext {
  /** The instant the record is generated (FechaHoraHusoGenRegistro). */
  generatedAt: Date;
  system: SistemaInformaticoContext;
}

export interface AltaContext extends RecordContext {
  /**
   * A rectificativa por sustitución must state the base and cuotas of the
   * invoice it replaces (ImporteRectificacion). Invoices store them
   * (`rectifies.replaced`, the invoice as it then stood); this is for older
   * invoices, whose caller loads them from the rectified invoice.
   */
  rectified?: { baseCents: number; vatCents: number; recargoCents: number } | null;
  /**
   * The TipoFactura of a rectificativa that does not record its own
   * (`rectifies.code`, R1–R5, stored since issue 12); R4 when neither says.
   */
  rectificationType?: RectificationCode;
  /**
   * This alta corrects an earlier record of the same invoice that the AEAT rejected
   * (rechazoPrevio: true) or accepted with errors: Subsanacion S, RechazoPrevio S | N.
   * A new record of the chain, with its own huella (the huella does not include these fields).
   */
  subsanacion?: { rechazoPrevio: boolean };
}

interface Identified {
  nif: string;
  numSerie: string;
  fecha: string;
}

function identify(invoice: AnulacionInvoice): Identified {
  if (!invoice.issuer || !invoice.numberText || !invoice.issueDate) throw new VerifactuError('notIssued');
  const nif = validateTaxId(invoice.issuer.nif);
  if (!nif.ok) throw new VerifactuError('issuerNif');
  const numSerie = invoice.numberText.trim();
  // TextoIDFacturaType: 1 to 60 characters; the QR allows no more either.
  if (numSerie.length === 0 || Array.from(numSerie).length > 60) throw new VerifactuError('numSerie');
  return { nif: nif.value, numSerie, fecha: fecha(invoice.issueDate) };
}

function encadenamientoOf(previous: RegistroAnterior | null): Encadenamiento {
  return previous ? { RegistroAnterior: { ...previous } } : { PrimerRegistro: 'S' };
}

/** The previous record as the next one names it in Encadenamiento/RegistroAnterior. */
export function chainLinkOf(registro: RegistroFactura): RegistroAnterior {
  if ('RegistroAlta' in registro) {
    const { IDFactura, Huella } = registro.RegistroAlta;
    return { ...IDFactura, Huella };
  }
  const { IDFactura, Huella } = registro.RegistroAnulacion;
  return {
    IDEmisorFactura: IDFactura.IDEmisorFacturaAnulada,
    NumSerieFactura: IDFactura.NumSerieFacturaAnulada,
    FechaExpedicionFactura: IDFactura.FechaExpedicionFacturaAnulada,
    Huella,
  };
}

/** Distinct line descriptions, in order: what was sold. */
function descripcionOf(invoice: AltaInvoice): string {
  if (invoice.type === 'rectificativa' && invoice.rectifies) {
    return truncateText(DESCRIPCION.rectificacion(invoice.rectifies.numberText, invoice.rectifies.reason), 500);
  }
  const names = [...new Set(invoice.lines.map((l) => l.description.trim()).filter(Boolean))];
  return truncateText(names.length ? names.join(', ') : DESCRIPCION.sinLineas, 500);
}

type Rectificacion = Pick<RegistroAlta, 'TipoRectificativa' | 'FacturasRectificadas' | 'ImporteRectificacion'>;

function rectificacionOf(invoice: AltaInvoice, id: Identified, context: AltaContext): Rectificacion {
  const rectifies = invoice.rectifies;
  if (!rectifies) throw new VerifactuError('rectifies');
  const rectified: IDFactura = {
    IDEmisorFactura: id.nif,
    NumSerieFactura: rectifies.numberText.trim(),
    FechaExpedicionFactura: fecha(rectifies.issueDate),
  };
  const base = { FacturasRectificadas: { IDFacturaRectificada: [rectified] } };
  if (rectifies.mode === 'difference') return { TipoRectificativa: 'I', ...base };
  const amounts = rectifies.replaced ?? context.rectified;
  if (!amounts) throw new VerifactuError('rectifiedAmountsMissing');
  const importeRectificacion: ImporteRectificacion = {
    BaseRectificada: importe(amounts.baseCents),
    CuotaRectificada: importe(amounts.vatCents),
    ...(amounts.recargoCents !== 0 ? { CuotaRecargoRectificado: importe(amounts.recargoCents) } : {}),
  };
  return { TipoRectificativa: 'S', ...base, ImporteRectificacion: importeRectificacion };
}

/**
 * The RegistroAlta of an issued sales invoice, chained to `previous` (the
 * last record this installation generated for the same obligado tributario,
 * alta or anulación; null for the first one).
 */
export function altaRecordOf(invoice: AltaInvoice, previous: RegistroAnterior | null, context: AltaContext): RegistroAlta {
  if (invoice.kind !== 'output') throw new VerifactuError('notSales');
  const issuer = invoice.issuer;
  if (!issuer) throw new VerifactuError('notIssued');
  const id = identify(invoice);
  const rectificativa = invoice.type === 'rectificativa';
  const form = simplifiedForm(invoice);
  const TipoFactura: TipoFactura = rectificativa ? (invoice.rectifies?.code ?? context.rectificationType ?? 'R4') : form === 'ticket' ? 'F2' : 'F1';
  const { detalles, cuotaTotal, importeTotal } = desgloseOf(invoice.breakdown);
  const FechaHoraHusoGenRegistro = madridDateTime(context.generatedAt);
  const operationDate = invoice.operationDate && invoice.operationDate !== invoice.issueDate ? invoice.operationDate : null;

  const record: Omit<RegistroAlta, 'Huella'> = {
    IDVersion: '1.0',
    IDFactura: { IDEmisorFactura: id.nif, NumSerieFactura: id.numSerie, FechaExpedicionFactura: id.fecha },
    NombreRazonEmisor: truncateText(issuer.legalName, 120),
    ...(context.subsanacion ? { Subsanacion: 'S' as const, RechazoPrevio: context.subsanacion.rechazoPrevio ? ('S' as const) : ('N' as const) } : {}),
    TipoFactura,
    ...(rectificativa ? rectificacionOf(invoice, id, context) : {}),
    ...(operationDate ? { FechaOperacion: fecha(operationDate) } : {}),
    DescripcionOperacion: descripcionOf(invoice),
    ...(form === 'cualificada' ? { FacturaSimplificadaArt7273: 'S' as const } : {}),
    ...(form === 'ticket' ? {} : { Destinatarios: { IDDestinatario: [destinatarioOf(invoice.party)] } }),
    Desglose: { DetalleDesglose: detalles },
    CuotaTotal: cuotaTotal,
    ImporteTotal: importeTotal,
    Encadenamiento: encadenamientoOf(previous),
    SistemaInformatico: sistemaInformaticoOf(context.system),
    FechaHoraHusoGenRegistro,
    TipoHuella: '01',
  };
  const Huella = altaHuella({
    IDEmisorFactura: id.nif,
    NumSerieFactura: id.numSerie,
    FechaExpedicionFactura: id.fecha,
    TipoFactura,
    CuotaTotal: cuotaTotal,
    ImporteTotal: importeTotal,
    HuellaAnterior: previous?.Huella ?? '',
    FechaHoraHusoGenRegistro,
  });
  return { ...record, Huella };
}

/** The RegistroAnulacion of the record of an invoice, chained like an alta. */
export function anulacionRecordOf(invoice: AnulacionInvoice, previous: RegistroAnterior | null, context: RecordContext): RegistroAnulacion {
  const id = identify(invoice);
  const FechaHoraHusoGenRegistro = madridDateTime(context.generatedAt);
  const record: Omit<RegistroAnulacion, 'Huella'> = {
    IDVersion: '1.0',
    IDFactura: { IDEmisorFacturaAnulada: id.nif, NumSerieFacturaAnulada: id.numSerie, FechaExpedicionFacturaAnulada: id.fecha },
    Encadenamiento: encadenamientoOf(previous),
    SistemaInformatico: sistemaInformaticoOf(context.system),
    FechaHoraHusoGenRegistro,
    TipoHuella: '01',
  };
  const Huella = anulacionHuella({
    IDEmisorFacturaAnulada: id.nif,
    NumSerieFacturaAnulada: id.numSerie,
    FechaExpedicionFacturaAnulada: id.fecha,
    HuellaAnterior: previous?.Huella ?? '',
    FechaHoraHusoGenRegistro,
  });
  return { ...record, Huella };
}
