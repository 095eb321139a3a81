/**
 * The registros de facturación of Almacena's sales invoices: RegistroAlta when
 * an invoice is issued, RegistroAnulacion when a record was generated in
 * error (RD 1007/2023 arts. 9–10; Orden HAC/1177/2024; fields and order from
 * SuministroInformacion.xsd, RegistroFacturacionAltaType and
 * RegistroFacturacionAnulacionType). Pure: the caller gives the instant, the
 * previous record of the chain and the installation; nothing is read here.
 */
import type { RateBreakdown } from '../documentTotals';
import { isSafeText, withoutUnsafeChars } from '../plainText';
import type { RectificationCode, RectificationMode } from '../rectification';
import { validateTaxId } from '../taxId';
import { desgloseOf } from './desglose';
import { VerifactuError } from './errors';
import { fecha, hasAeatRefusedChar, importe, recordName, recordText } from './format';
import { altaHuella, anulacionHuella } from './huella';
import { madridDateTime } from './madridTime';
import { destinatarioOf, type RecipientParty } from './recipient';
import { altaErrors } from './rules';
import { sistemaInformaticoOf, type SistemaInformaticoContext } from './system';
import type {
  Encadenamiento,
  IDFactura,
  ImporteRectificacion,
  PersonaFisicaJuridica,
  RechazoPrevio,
  RegistroAlta,
  RegistroAnterior,
  RegistroAnulacion,
  RegistroFactura,
  SistemaInformatico,
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
   * (rechazoPrevio: true, 'S') or accepted with errors (false, 'N'), or is a new alta after a
   * rejection of a record the AEAT does not hold ('X'): Subsanacion S with that RechazoPrevio.
   * A new record of the chain, with its own huella (the huella does not include these fields).
   */
  subsanacion?: { rechazoPrevio: boolean | RechazoPrevio };
  /**
   * Drop the characters plainText.ts refuses from the texts (names, descriptions, the reason)
   * instead of refusing the record. Only to build the subsanación of a record stored before
   * that check existed; never for a new invoice. Identifiers (the numbers) are refused anyway.
   */
  cleanText?: boolean;
}

/**
 * How a typed text enters a record: refused (`unsafeText`, naming the record field) when it
 * holds a character plainText.ts refuses for a single line, or cleaned of them (`clean`).
 */
type TextGuard = (field: string, text: string) => string;

function textGuard(clean: boolean): TextGuard {
  return (field, text) => {
    if (clean) return withoutUnsafeChars(text, 'line');
    if (!isSafeText(text, 'line')) throw new VerifactuError('unsafeText', field);
    return text;
  };
}

/**
 * An invoice number as NumSerieFactura (TextoIDFacturaType: 1 to 60 characters; the QR allows
 * no more either). It identifies the invoice, so it is never mapped or cleaned: a control, a
 * line break (unsafeText) or one of AEAT 1287's characters (numSerie) refuses it.
 */
function numSerieOf(text: string, field: string): string {
  if (!isSafeText(text, 'line')) throw new VerifactuError('unsafeText', field);
  const numSerie = text.trim();
  if (numSerie.length === 0 || Array.from(numSerie).length > 60 || hasAeatRefusedChar(numSerie)) throw new VerifactuError('numSerie', field);
  return numSerie;
}

/** SistemaInformatico with its configured texts guarded like typed ones (they are mapped by system.ts). */
function systemOf(system: SistemaInformaticoContext, guard: TextGuard): SistemaInformatico {
  return sistemaInformaticoOf({
    ...system,
    producerName: guard('SistemaInformatico/NombreRazon', system.producerName),
    version: guard('SistemaInformatico/Version', system.version),
    installationNumber: guard('SistemaInformatico/NumeroInstalacion', system.installationNumber),
  });
}

/** The recipient, its name guarded and mapped (recordText) like every name of a record. */
function destinatarioIn(party: RecipientParty, guard: TextGuard): PersonaFisicaJuridica {
  const destinatario = destinatarioOf({ ...party, name: guard('IDDestinatario/NombreRazon', party.name) });
  return { ...destinatario, NombreRazon: recordText(destinatario.NombreRazon) };
}

const rechazoPrevioOf = (value: boolean | RechazoPrevio): RechazoPrevio => (value === true ? 'S' : value === false ? 'N' : value);

/**
 * The AEAT validations of rules.ts, asserted on the finished alta. Two are invoices the entry
 * points should have refused (an operation date after the issue date, 1146; an intra-EU
 * delivery to a Spanish NIF, 1289); any other is a bug of this builder.
 */
function assertAeatRules(record: RegistroAlta): void {
  const broken = altaErrors(record);
  if (broken.includes('1146')) throw new VerifactuError('operationDate', '1146');
  if (broken.includes('1289')) throw new VerifactuError('intraEuRecipient', '1289');
  if (broken.length) throw new VerifactuError('aeatRule', broken.join(','));
}

interface Identified {
  nif: string;
  numSerie: string;
  fecha: string;
}

function identify(invoice: AnulacionInvoice, field: string): Identified {
  if (!invoice.issuer || !invoice.numberText || !invoice.issueDate) throw new VerifactuError('notIssued');
  const nif = validateTaxId(invoice.issuer.nif);
  if (!nif.ok) throw new VerifactuError('issuerNif');
  return { nif: nif.value, numSerie: numSerieOf(invoice.numberText, field), fecha: fecha(invoice.issueDate) };
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

/** Distinct line descriptions, in order: what was sold (recordName: look-alikes for AEAT 1287's characters, at most 500). */
function descripcionOf(invoice: AltaInvoice, guard: TextGuard): string {
  const field = 'DescripcionOperacion';
  if (invoice.type === 'rectificativa' && invoice.rectifies) {
    const { numberText, reason } = invoice.rectifies;
    return recordName(DESCRIPCION.rectificacion(guard(field, numberText), guard(field, reason)), 500);
  }
  const names = [...new Set(invoice.lines.map((l) => guard(field, l.description).trim()).filter(Boolean))];
  return recordName(names.length ? names.join(', ') : DESCRIPCION.sinLineas, 500);
}

type Rectificacion = Pick<RegistroAlta, 'TipoRectificativa' | 'FacturasRectificadas' | 'ImporteRectificacion'>;

function rectificacionOf(invoice: AltaInvoice, id: Identified, context: AltaContext): Rectificacion {
  const rectifies = invoice.rectifies;
  if (!rectifies) throw new VerifactuError('rectifies');
  const rectified: IDFactura = {
    IDEmisorFactura: id.nif,
    NumSerieFactura: numSerieOf(rectifies.numberText, 'FacturasRectificadas/NumSerieFactura'),
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
  const id = identify(invoice, 'NumSerieFactura');
  const guard = textGuard(context.cleanText === true);
  const rectificativa = invoice.type === 'rectificativa';
  const form = simplifiedForm(invoice);
  const TipoFactura: TipoFactura = rectificativa ? (invoice.rectifies?.code ?? context.rectificationType ?? 'R4') : form === 'ticket' ? 'F2' : 'F1';
  const { detalles, cuotaTotal, importeTotal } = desgloseOf(invoice.breakdown);
  const FechaHoraHusoGenRegistro = madridDateTime(context.generatedAt);
  const operationDate = invoice.operationDate && invoice.operationDate !== invoice.issueDate ? invoice.operationDate : null;

  const record: Omit<RegistroAlta, 'Huella'> = {
    IDVersion: '1.0',
    IDFactura: { IDEmisorFactura: id.nif, NumSerieFactura: id.numSerie, FechaExpedicionFactura: id.fecha },
    NombreRazonEmisor: recordName(guard('NombreRazonEmisor', issuer.legalName), 120),
    ...(context.subsanacion ? { Subsanacion: 'S' as const, RechazoPrevio: rechazoPrevioOf(context.subsanacion.rechazoPrevio) } : {}),
    TipoFactura,
    ...(rectificativa ? rectificacionOf(invoice, id, context) : {}),
    ...(operationDate ? { FechaOperacion: fecha(operationDate) } : {}),
    DescripcionOperacion: descripcionOf(invoice, guard),
    ...(form === 'cualificada' ? { FacturaSimplificadaArt7273: 'S' as const } : {}),
    ...(form === 'ticket' ? {} : { Destinatarios: { IDDestinatario: [destinatarioIn(invoice.party, guard)] } }),
    Desglose: { DetalleDesglose: detalles },
    CuotaTotal: cuotaTotal,
    ImporteTotal: importeTotal,
    Encadenamiento: encadenamientoOf(previous),
    SistemaInformatico: systemOf(context.system, guard),
    FechaHoraHusoGenRegistro,
    TipoHuella: '01',
  };
  // Only identifiers, amounts and dates are hashed: the texts mapped above never reach the huella.
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
  const alta = { ...record, Huella };
  assertAeatRules(alta);
  return alta;
}

/** The RegistroAnulacion of the record of an invoice, chained like an alta. */
export function anulacionRecordOf(invoice: AnulacionInvoice, previous: RegistroAnterior | null, context: RecordContext): RegistroAnulacion {
  const id = identify(invoice, 'NumSerieFacturaAnulada');
  const FechaHoraHusoGenRegistro = madridDateTime(context.generatedAt);
  const record: Omit<RegistroAnulacion, 'Huella'> = {
    IDVersion: '1.0',
    IDFactura: { IDEmisorFacturaAnulada: id.nif, NumSerieFacturaAnulada: id.numSerie, FechaExpedicionFacturaAnulada: id.fecha },
    Encadenamiento: encadenamientoOf(previous),
    SistemaInformatico: systemOf(context.system, textGuard(false)),
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
