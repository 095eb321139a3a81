/**
 * The VERI*FACTU registro de alta an issued sales invoice gets in the same transaction that
 * issues it (RD 1007/2023 art. 9: the record is generated when the invoice is), chained to the
 * last record of its issuer's chain. One chain per issuer NIF, kept by its head document
 * (corporations/{corpId}/verifactuChains/{nif}); each record is stored once, never changed by a
 * client (rules: read-only), at corporations/{corpId}/verifactuRecords/{nif}-{seq}. Pure: the
 * caller reads the head and passes the instant and the installation. Tested beside it.
 */
// Not the index: it would bring the XML builder into the functions' bundle.
import { VerifactuError } from '../domain/verifactu/errors';
import { altaRecordOf, chainLinkOf, type AltaInvoice } from '../domain/verifactu/record';
import type { SistemaInformaticoContext } from '../domain/verifactu/system';
import type { RegistroAnterior, RegistroFactura } from '../domain/verifactu/types';
import { normalizeTaxId } from '../domain/taxId';

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

/**
 * The alta of `invoice` (as planIssue stores it) after `head`; refuses with VerifactuError when
 * the invoice cannot make a valid record (the issue is then refused: no invoice without its record).
 */
export function planAlta(invoiceId: string, invoice: Data, headData: Data | undefined, generatedAt: Date, system: SistemaInformaticoContext): AltaPlan {
  const nif = chainNifOf(invoice);
  if (!nif) throw new VerifactuError('issuerNif');
  const head = chainHeadOf(headData);
  const alta = altaRecordOf(invoice as unknown as AltaInvoice, head.last, { generatedAt, system });
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
      huella: alta.Huella,
      previousHuella: head.last?.Huella ?? null,
      generatedAt: alta.FechaHoraHusoGenRegistro,
      registro: stored,
      // Sending state (issue 13's sender): every record starts pending.
      state: 'pendiente',
    },
    head: { nif, seq, lastRecordId: recordId, last: chainLinkOf(registro) },
    invoiceFields: { verifactu: { recordId, huella: alta.Huella, state: 'pendiente' } },
  };
}
