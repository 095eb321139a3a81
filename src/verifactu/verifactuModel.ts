/**
 * A VERI*FACTU billing record as the screens use it (corporations/{corpId}/verifactuRecords,
 * written by issueInvoice and the sender, never by the app), what state it shows and what can
 * still be done with it. Pure: no Firebase, no React.
 */
export const RECORD_STATES = ['pendiente', 'aceptado', 'aceptado_con_errores', 'rechazado'] as const;
export type RecordState = (typeof RECORD_STATES)[number];
/**
 * What a row shows: a rejected or accepted-with-errors record corrected by a subsanación is
 * "subsanado"; a record refused by our own check before sending (state 'rechazado', never sent)
 * is "no_enviado".
 */
export type ShownState = RecordState | 'subsanado' | 'no_enviado';
export type RecordType = 'alta' | 'anulacion';

export interface AeatAnswer {
  code: number | null;
  message: string | null;
  csv: string | null;
  at: Date | null;
  duplicate: boolean;
  /** Not sent: our check found a refused character or a missing field (sending.ts notSendableOf). */
  notSent?: { reason: string; field: string } | null;
  /** Refused alone in a request the AEAT answered with a SOAP Fault (code and text are the Fault's). */
  fault?: boolean;
  /** Sent late, declared with Incidencia S. */
  incidencia?: boolean;
  /** For a duplicate: the AEAT's request that stored it. */
  duplicateOf?: { idPeticion: string | null; csv: string | null } | null;
}

export interface VerifactuRecord {
  id: string;
  seq: number;
  nif: string;
  type: RecordType;
  invoiceId: string;
  numSerie: string;
  /** dd-mm-aaaa, as the record says it. */
  fechaExpedicion: string;
  /** YYYY-MM-DD (records written before it was stored have ''). */
  issueDate: string;
  huella: string;
  state: RecordState;
  aeat: AeatAnswer | null;
  attempts: number;
  lastError: string | null;
  /** The record this subsanación corrects. */
  subsanacionOf: string | null;
  /** The subsanación that corrects this record. */
  correctedBy: string | null;
  /** RegistroAlta.ImporteTotal in cents (null for an anulación). */
  importeTotalCents: number | null;
}

export function isRecordState(v: unknown): v is RecordState {
  return (RECORD_STATES as readonly unknown[]).includes(v);
}

export function shownState(r: Pick<VerifactuRecord, 'state' | 'correctedBy'> & { aeat?: AeatAnswer | null }): ShownState {
  if (r.correctedBy) return 'subsanado';
  if (r.state === 'rechazado' && r.aeat?.notSent) return 'no_enviado';
  return r.state;
}

/**
 * A pending record the sender never tried (no attempt yet): it goes out with the next send, so there
 * is nothing to resend (issue 29). One whose send failed has attempts (sender.ts counts them).
 */
export function awaitsFirstSend(r: Pick<VerifactuRecord, 'state' | 'correctedBy'> & { attempts?: number }): boolean {
  return !r.correctedBy && r.state === 'pendiente' && !((r.attempts ?? 0) > 0);
}

/**
 * What the screen offers for the record, as resendVerifactuRecord will do it: a pending one whose
 * send failed is queued again («Reenviar»); a rejected (by the AEAT or not sent) or
 * accepted-with-errors one is corrected by a subsanación; nothing for a pending record never sent
 * yet (it waits for the next send), nor once accepted or corrected.
 */
export function resendActionOf(
  r: Pick<VerifactuRecord, 'state' | 'correctedBy'> & { type?: RecordType; attempts?: number },
): 'reenviar' | 'subsanar' | null {
  if (r.correctedBy) return null;
  if (r.state === 'pendiente') return awaitsFirstSend(r) ? null : 'reenviar';
  if (r.state === 'rechazado') return 'subsanar';
  // An anulación accepted with errors has nothing to correct (domain/verifactu/sending.ts mayCorrect).
  if (r.state === 'aceptado_con_errores' && r.type !== 'anulacion') return 'subsanar';
  return null;
}

/** "123.10", "-0.50" (the record's amount text, two decimals) in cents; null when it is not one. */
export function importeToCents(text: unknown): number | null {
  if (typeof text !== 'string') return null;
  const m = /^(-?)(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const strOrNull = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const obj = (v: unknown): Record<string, unknown> | null => (v && typeof v === 'object' ? (v as Record<string, unknown>) : null);

function dateOf(v: unknown): Date | null {
  const toDate = (v as { toDate?: unknown } | null)?.toDate;
  return typeof toDate === 'function' ? (toDate.call(v) as Date) : null;
}

function aeatOf(v: unknown): AeatAnswer | null {
  const d = obj(v);
  if (!d) return null;
  const notSent = obj(d.notSent);
  const duplicateOf = obj(d.duplicateOf);
  return {
    code: typeof d.code === 'number' ? d.code : null,
    message: strOrNull(d.message),
    csv: strOrNull(d.csv),
    at: dateOf(d.at),
    duplicate: d.duplicate === true,
    notSent: notSent ? { reason: str(notSent.reason), field: str(notSent.field) } : null,
    fault: d.fault === true,
    incidencia: d.incidencia === true,
    duplicateOf: duplicateOf ? { idPeticion: strOrNull(duplicateOf.idPeticion), csv: strOrNull(duplicateOf.csv) } : null,
  };
}

/** A stored record (its document data) for the screens; unknown values fall back to safe ones. */
export function recordFromData(id: string, d: Record<string, unknown>): VerifactuRecord {
  const alta = obj(obj(d.registro)?.RegistroAlta);
  const send = obj(d.send);
  return {
    id,
    seq: typeof d.seq === 'number' ? d.seq : 0,
    nif: str(d.nif),
    type: d.type === 'anulacion' ? 'anulacion' : 'alta',
    invoiceId: str(d.invoiceId),
    numSerie: str(d.numSerie),
    fechaExpedicion: str(d.fechaExpedicion),
    issueDate: str(d.issueDate),
    huella: str(d.huella),
    state: isRecordState(d.state) ? d.state : 'pendiente',
    aeat: aeatOf(d.aeat),
    attempts: typeof send?.attempts === 'number' ? send.attempts : 0,
    lastError: strOrNull(send?.lastError),
    subsanacionOf: strOrNull(obj(d.subsanacion)?.of),
    correctedBy: strOrNull(d.correctedBy),
    importeTotalCents: alta ? importeToCents(alta.ImporteTotal) : null,
  };
}
