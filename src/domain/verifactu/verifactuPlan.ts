/**
 * The VERI*FACTU registro de alta an issued sales invoice gets in the same transaction that
 * issues it (RD 1007/2023 art. 9: the record is generated when the invoice is), chained to the
 * last record of its issuer's chain. One chain per issuer NIF, kept by its head document
 * (corporations/{corpId}/verifactuChains/{nif}); each record is stored once, never changed by a
 * client (rules: read-only), at corporations/{corpId}/verifactuRecords/{nif}-{seq}. Pure: the
 * caller reads the head and passes the instant and the installation. Tested beside it.
 */
// Not the index: it would bring the XML builder into the functions' bundle.
import { VerifactuError } from './errors';
import { verifyChain } from './chain';
import { altaRecordOf, anulacionRecordOf, chainLinkOf, type AltaInvoice, type AnulacionInvoice } from './record';
import type { SistemaInformaticoContext } from './system';
import type { RegistroAnterior, RegistroAnulacion, RegistroFactura } from './types';
import { normalizeTaxId } from '../taxId';

type Data = Record<string, unknown>;

export const VERIFACTU_RECORDS = 'verifactuRecords';
export const VERIFACTU_CHAINS = 'verifactuChains';

/** "B86561412-000000000042": sorts in chain order, and a second record with the same place cannot be created. */
export function recordDocId(nif: string, seq: number): string {
  return `${nif}-${String(seq).padStart(12, '0')}`;
}

/** The chain head as stored (undefined: no record yet). */
export function chainHeadOf(d: Data | undefined): { seq: number; last: RegistroAnterior | null } {
  const seq = typeof d?.seq === 'number' && Number.isSafeInteger(d.seq) && d.seq > 0 ? d.seq : 0;
  const last = d?.last && typeof d.last === 'object' ? (d.last as RegistroAnterior) : null;
  return seq > 0 && last ? { seq, last } : { seq: 0, last: null };
}

export interface AltaPlan {
  recordId: string;
  /** The record document (without createdAt, a server timestamp). */
  record: Data;
  /** The new head of the chain. */
  head: Data;
  /** What the invoice keeps of its record. */
  invoiceFields: Data;
}

/** The issuer's NIF as the chain is keyed (the invoice's issuer snapshot). */
export function chainNifOf(invoice: Data): string {
  const issuer = invoice.issuer as { nif?: unknown } | null | undefined;
  return normalizeTaxId(typeof issuer?.nif === 'string' ? issuer.nif : '');
}

type Mirror = { state?: unknown; held?: unknown } | null | undefined;

/**
 * Whether the AEAT holds the invoice's key (some alta of it was accepted, or a duplicate said it
 * has it): `verifactu.held`, set by the sender. Invoices written before `held` existed: their
 * current alta's state says it (accepted or accepted with errors).
 */
export function aeatHolds(invoice: Data): boolean {
  const m = invoice.verifactu as Mirror;
  if (!m) return false;
  if (typeof m.held === 'boolean') return m.held;
  return m.state === 'aceptado' || m.state === 'aceptado_con_errores';
}

/**
 * An anulación says SinRegistroPrevio when the AEAT does not hold the invoice's key and its alta
 * is not on its way (a pending alta goes first, in chain order, and is expected to be stored).
 */
export function sinRegistroPrevioOf(invoice: Data): boolean {
  const m = invoice.verifactu as Mirror;
  return !!m && m.state !== 'pendiente' && !aeatHolds(invoice);
}

/** A subsanación: the record it corrects, its RechazoPrevio (sending.ts rechazoPrevioOf), whether the AEAT holds the key. */
export interface Subsanacion {
  of: string;
  rechazoPrevio: 'N' | 'S' | 'X';
  held: boolean;
}

/**
 * The alta of `invoice` (as planIssue stores it) after `head`; refuses with VerifactuError when
 * the invoice cannot make a valid record (the issue is then refused: no invoice without its record).
 * A subsanación is built with `cleanText`: the invoice cannot change, so a text with a character
 * the AEAT refuses (stored before such texts were refused) is sent without it.
 */
export function planAlta(
  invoiceId: string,
  invoice: Data,
  headData: Data | undefined,
  generatedAt: Date,
  system: SistemaInformaticoContext,
  subsanacion?: Subsanacion,
): AltaPlan {
  const nif = chainNifOf(invoice);
  if (!nif) throw new VerifactuError('issuerNif');
  const head = chainHeadOf(headData);
  const built = altaRecordOf(invoice as unknown as AltaInvoice, head.last, {
    generatedAt,
    system,
    ...(subsanacion ? { subsanacion: { rechazoPrevio: subsanacion.rechazoPrevio !== 'N' }, cleanText: true } : {}),
  });
  // record.ts writes S | N; X (the AEAT never held the key) is set here. Not part of the huella.
  const alta = subsanacion?.rechazoPrevio === 'X' ? { ...built, RechazoPrevio: 'X' as const } : built;
  const registro: RegistroFactura = { RegistroAlta: alta };
  const seq = head.seq + 1;
  const recordId = recordDocId(nif, seq);
  // Firestore keeps maps and strings as they are; a JSON round trip drops nothing but undefined keys.
  const stored = JSON.parse(JSON.stringify(registro)) as Data;
  return {
    recordId,
    record: {
      seq,
      nif,
      type: 'alta',
      invoiceId,
      numSerie: alta.IDFactura.NumSerieFactura,
      fechaExpedicion: alta.IDFactura.FechaExpedicionFactura,
      // ISO date, for the Registro's period filter (fechaExpedicion does not sort).
      issueDate: typeof invoice.issueDate === 'string' ? invoice.issueDate : null,
      huella: alta.Huella,
      previousHuella: head.last?.Huella ?? null,
      generatedAt: alta.FechaHoraHusoGenRegistro,
      registro: stored,
      // Sending state (functions/src/verifactu/sender.ts): every record starts pending.
      state: 'pendiente',
      ...(subsanacion ? { subsanacion: { of: subsanacion.of } } : {}),
    },
    head: { nif, seq, lastRecordId: recordId, last: chainLinkOf(registro) },
    // `held` goes on: a correction of a key the AEAT holds does not make it forget the key.
    invoiceFields: { verifactu: { recordId, huella: alta.Huella, state: 'pendiente', ...(subsanacion?.held ? { held: true } : {}) } },
  };
}

/**
 * The registro de anulación of an invoice annulled because it was issued in error, chained like
 * any record. `sinRegistroPrevio`: the AEAT never stored the invoice's alta (it was rejected and
 * not corrected), so the anulación says so (SinRegistroPrevio S). The invoice keeps its alta's
 * mirror in `verifactu` and gets the anulación's in `verifactuAnulacion`.
 */
export function planAnulacion(
  invoiceId: string,
  invoice: Data,
  headData: Data | undefined,
  generatedAt: Date,
  system: SistemaInformaticoContext,
  options: { sinRegistroPrevio: boolean; rechazoPrevio?: boolean; corrects?: string },
): AltaPlan {
  const nif = chainNifOf(invoice);
  if (!nif) throw new VerifactuError('issuerNif');
  const head = chainHeadOf(headData);
  const built = anulacionRecordOf(invoice as unknown as AnulacionInvoice, head.last, { generatedAt, system });
  const anulacion = withFlags(built, options.sinRegistroPrevio, options.rechazoPrevio === true);
  const registro: RegistroFactura = { RegistroAnulacion: anulacion };
  const seq = head.seq + 1;
  const recordId = recordDocId(nif, seq);
  const id = anulacion.IDFactura;
  return {
    recordId,
    record: {
      seq,
      nif,
      type: 'anulacion',
      invoiceId,
      numSerie: id.NumSerieFacturaAnulada,
      fechaExpedicion: id.FechaExpedicionFacturaAnulada,
      issueDate: typeof invoice.issueDate === 'string' ? invoice.issueDate : null,
      huella: anulacion.Huella,
      previousHuella: head.last?.Huella ?? null,
      generatedAt: anulacion.FechaHoraHusoGenRegistro,
      registro: JSON.parse(JSON.stringify(registro)) as Data,
      state: 'pendiente',
      ...(options.corrects ? { subsanacion: { of: options.corrects } } : {}),
    },
    head: { nif, seq, lastRecordId: recordId, last: chainLinkOf(registro) },
    invoiceFields: { verifactuAnulacion: { recordId, huella: anulacion.Huella, state: 'pendiente' } },
  };
}

/**
 * SinRegistroPrevio, then RechazoPrevio (an earlier anulación of this invoice was rejected), right
 * after IDFactura: the XSD's order (RefExterna is never sent). Neither is part of the huella.
 */
function withFlags(record: RegistroAnulacion, sinRegistroPrevio: boolean, rechazoPrevio: boolean): RegistroAnulacion {
  if (!sinRegistroPrevio && !rechazoPrevio) return record;
  const { IDVersion, IDFactura, ...rest } = record;
  return {
    IDVersion,
    IDFactura,
    ...(sinRegistroPrevio ? { SinRegistroPrevio: 'S' as const } : {}),
    ...(rechazoPrevio ? { RechazoPrevio: 'S' as const } : {}),
    ...rest,
  };
}

/** Why a stored chain is broken, in the words the Registro screen and the script print. */
export const CHAIN_BREAK_MESSAGES: Record<string, string> = {
  expectedPrimerRegistro: 'El primer registro de la cadena no está marcado como primer registro.',
  unexpectedPrimerRegistro: 'Un registro que no es el primero dice ser el primero de la cadena.',
  registroAnterior: 'El registro no apunta al registro anterior (falta, se ha reordenado o se ha alterado).',
  huella: 'La huella guardada no corresponde a los datos del registro (registro alterado).',
  totals: 'La cuota total o el importe total no coinciden con el desglose.',
  sequence: 'Falta un registro en la numeración de la cadena (hueco en la secuencia).',
  storedFields: 'Los datos de consulta del registro no coinciden con el registro (huella o número alterados).',
  head: 'El último registro no es el que la cabecera de la cadena indica (faltan registros al final).',
};

export interface StoredRecord {
  id: string;
  data: Data;
}

export type StoredChainVerdict =
  | { ok: true; count: number; last: RegistroAnterior | null }
  | { ok: false; count: number; broken: { recordId: string; seq: number; code: string; message: string } };

/**
 * Checks one page of a stored chain, in seq order, after `previous` (the link and seq of the
 * record before the page; null at the start): consecutive seq from 1, each record's own
 * fields, link and huella (verifyChain), and the stored huella/number beside the record.
 */
export function verifyStoredPage(
  page: readonly StoredRecord[],
  previous: { seq: number; link: RegistroAnterior | null; count: number },
): StoredChainVerdict {
  const broken = (r: StoredRecord, code: string, count: number): StoredChainVerdict => ({
    ok: false,
    count,
    broken: { recordId: r.id, seq: typeof r.data.seq === 'number' ? r.data.seq : 0, code, message: CHAIN_BREAK_MESSAGES[code] ?? code },
  });
  let seq = previous.seq;
  let count = previous.count;
  for (const r of page) {
    if (r.data.seq !== seq + 1) return broken(r, 'sequence', count);
    seq += 1;
    const registro = r.data.registro as RegistroFactura;
    const record = 'RegistroAlta' in registro ? registro.RegistroAlta : registro.RegistroAnulacion;
    if (r.data.huella !== record.Huella || r.data.numSerie !== chainLinkOf(registro).NumSerieFactura) return broken(r, 'storedFields', count);
    count += 1;
  }
  const verdict = verifyChain(
    page.map((r) => r.data.registro as RegistroFactura),
    { after: previous.link },
  );
  if (!verdict.ok) return broken(page[verdict.index]!, verdict.reason, previous.count + verdict.index);
  const last = page.length ? chainLinkOf(page[page.length - 1]!.data.registro as RegistroFactura) : previous.link;
  return { ok: true, count, last };
}

/** After the last page: the head must name the last record (else records were removed from the end). */
export function headAgrees(headData: Data | undefined, lastSeq: number, last: RegistroAnterior | null): boolean {
  const head = chainHeadOf(headData);
  return head.seq === lastSeq && (head.last?.Huella ?? null) === (last?.Huella ?? null);
}
