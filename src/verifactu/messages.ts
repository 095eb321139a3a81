/** Spanish wording of the VERI*FACTU area, and its es-ES dates, in one place. Pure. */
import type { FailureOf } from '../domain/commands';
import { esNumberFormat } from '../domain/format';
import type { ChainCheck, SendResult, SendSkipped } from './verifactuCommands';
import type { RecordType, ShownState } from './verifactuModel';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

const COUNT = esNumberFormat({ maximumFractionDigits: 0 });
const count = (n: number) => COUNT.format(n);

export const STATE_LABEL: Record<ShownState, string> = {
  pendiente: 'Pendiente de envío',
  aceptado: 'Aceptado',
  aceptado_con_errores: 'Aceptado con errores',
  rechazado: 'Rechazado',
  subsanado: 'Subsanado',
  no_enviado: 'No enviado',
};

/** Bootstrap badge colour and, for light backgrounds, dark text. */
export const STATE_BADGE: Record<ShownState, { bg: string; text?: 'dark' }> = {
  pendiente: { bg: 'secondary' },
  aceptado: { bg: 'success' },
  aceptado_con_errores: { bg: 'warning', text: 'dark' },
  rechazado: { bg: 'danger' },
  subsanado: { bg: 'info', text: 'dark' },
  no_enviado: { bg: 'danger' },
};

export const TYPE_LABEL: Record<RecordType, string> = { alta: 'Alta', anulacion: 'Anulación' };

export const TEXT = {
  title: 'Registro VERI*FACTU',
  intro:
    'Registros de facturación de las facturas emitidas, encadenados y enviados a la AEAT de forma automática. ' +
    'Aquí puedes ver su estado, enviar los pendientes, reenviar o subsanar los rechazados, comprobar la cadena y descargar el XML.',
  sendNow: 'Enviar ahora',
  sending: 'Enviando…',
  verifyChain: 'Verificar cadena',
  verifying: 'Verificando…',
  exportXml: 'Exportar XML',
  exporting: 'Preparando el XML…',
  exportNeedsSelection: 'Para exportar el XML, marca en la tabla los registros que quieras incluir.',
  resend: 'Reenviar',
  correct: 'Subsanar y reenviar',
  selected: (n: number) => (n === 1 ? '1 registro seleccionado' : `${count(n)} registros seleccionados`),
  selectPage: 'Seleccionar todos los registros de esta página',
  selectRow: (numSerie: string, seq: number) => `Seleccionar el registro nº ${count(seq)} (factura ${numSerie})`,
  tooMany: `Se pueden exportar hasta ${count(1000)} registros en un XML: quita algunos de la selección.`,
  exported: (fileName: string) => `XML descargado: ${fileName}.`,
  queued: (id: string) => `El registro ${id} se enviará en el próximo envío a la AEAT.`,
  subsanacion: (id: string) => `Se ha creado la subsanación ${id}; queda pendiente de envío.`,
  loadFailed: 'No se han podido cargar los registros VERI*FACTU.',
  noneFound: 'No hay registros con estos filtros.',
  invoiceFilter: 'Registros de una factura',
  clearInvoiceFilter: 'Ver todos los registros',
  declaracion: 'Declaración responsable del sistema',
  corrects: (id: string) => `Subsana ${id}`,
  correctedBy: (id: string) => `Subsanado por ${id}`,
  attempts: (n: number, error: string | null) => `${n === 1 ? '1 intento' : `${count(n)} intentos`}${error ? `: ${error}` : ''}`,
  duplicate: 'La AEAT ya lo tenía (duplicado).',
  duplicateOf: (id: string) => `La AEAT ya lo tenía (duplicado, petición ${id}).`,
  fault: 'La AEAT rechazó el envío entero por este registro (se envió solo para aislarlo); los demás se enviaron.',
  notSentHint: 'No ha salido hacia la AEAT y no retiene a los demás. «Subsanar» genera un registro nuevo de la misma factura.',
  incidencia: 'Enviado con retraso, declarado como incidencia.',
  awaitingSend: 'Aún no se ha enviado: sale en el próximo envío automático (o con «Enviar ahora»). Solo se reenvía un registro cuyo envío falló.',
};

const DAY = new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Madrid' });
const DAY_TIME = new Intl.DateTimeFormat('es-ES', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  timeZone: 'Europe/Madrid',
});

function instant(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "05/03/2026" (Madrid's calendar day of an ISO instant); '' when there is none. */
export function madridDay(iso: string | null | undefined): string {
  const date = instant(iso);
  return date ? DAY.format(date) : '';
}

/** "05/03/2026, 14:07:09" in Madrid's time; '' when there is none. */
export function madridDateTime(iso: string | Date | null | undefined): string {
  const date = iso instanceof Date ? iso : instant(iso);
  return date ? DAY_TIME.format(date) : '';
}

/** The record's "05-03-2026" as "05/03/2026". */
export function fechaExpedicionText(fecha: string): string {
  return /^\d{2}-\d{2}-\d{4}$/.test(fecha) ? fecha.replaceAll('-', '/') : fecha;
}

/** "Código 1105: …" for an AEAT answer; '' when it said nothing. */
export function aeatAnswerText(code: number | null | undefined, message: string | null | undefined): string {
  if (code === null || code === undefined) return message ?? '';
  return message ? `Código ${code}: ${message}` : `Código ${code}`;
}

const SKIPPED: Record<Exclude<SendSkipped, null>, string> = {
  waiting: 'No se ha enviado nada: la AEAT pide esperar antes del siguiente envío.',
  inFlight: 'No se ha enviado nada: ya hay un envío en curso.',
  nothingPending: 'No hay registros pendientes de envío.',
};

/** What "Enviar ahora" did, in one or two sentences. */
export function sendResultText(result: SendResult, now = new Date()): string {
  const parts: string[] = [];
  if (result.sent === 0 && result.error) parts.push(`No se ha podido enviar a la AEAT: ${result.error}. Los registros siguen pendientes.`);
  else if (result.skipped) parts.push(SKIPPED[result.skipped]);
  else {
    const outcome = [
      `${count(result.accepted)} ${result.accepted === 1 ? 'aceptado' : 'aceptados'}`,
      `${count(result.acceptedWithErrors)} ${result.acceptedWithErrors === 1 ? 'aceptado' : 'aceptados'} con errores`,
      `${count(result.rejected)} ${result.rejected === 1 ? 'rechazado' : 'rechazados'}`,
    ].join(', ');
    parts.push(`${result.sent === 1 ? 'Enviado 1 registro' : `Enviados ${count(result.sent)} registros`}: ${outcome}.`);
    if (result.error) parts.push(`Algún envío ha fallado: ${result.error}.`);
  }
  if (result.notSent) parts.push(notSentText(result.notSent));
  parts.push(nextSendText(result.nextSendAt, now));
  return parts.join(' ');
}

/** Records our check kept from sending (they do not hold back the rest). */
export function notSentText(n: number): string {
  return n === 1
    ? '1 registro no se ha enviado: tiene un dato que la AEAT rechazaría; está marcado «No enviado» y se puede subsanar.'
    : `${count(n)} registros no se han enviado: tienen datos que la AEAT rechazaría; están marcados «No enviado» y se pueden subsanar.`;
}

/** When the next send may happen, in Madrid's time. */
export function nextSendText(nextSendAt: string | null, now = new Date()): string {
  const next = instant(nextSendAt);
  if (!next || next.getTime() <= now.getTime()) return 'Se puede volver a enviar ya.';
  return `Próximo envío posible: ${DAY_TIME.format(next)} (hora peninsular).`;
}

/** "Cadena íntegra: 3 registros" or where it first breaks, per NIF when there are several. */
export function chainCheckText(chain: ChainCheck, several: boolean): string {
  const prefix = several ? `NIF ${chain.nif}. ` : '';
  if (chain.ok || !chain.broken) return `${prefix}Cadena íntegra: ${count(chain.count)} ${chain.count === 1 ? 'registro' : 'registros'}.`;
  const b = chain.broken;
  return `${prefix}Cadena rota en el registro nº ${count(b.seq)} (${b.recordId}): ${b.message}`;
}

export function chainChecksOk(chains: ChainCheck[]): boolean {
  return chains.every((c) => c.ok);
}

/**
 * What the Registro VERI*FACTU commands and setTaxAdministration may answer (src/domain/commands.ts),
 * in Spanish: keyed by the contract, so a code added there without its text here fails tsc.
 */
type VerifactuFailure = FailureOf<
  'sendVerifactuRecords' | 'resendVerifactuRecord' | 'verifyVerifactuChain' | 'exportVerifactuXml' | 'getVerifactuStatus' | 'setTaxAdministration'
>;

const COMMAND_ERRORS: Record<VerifactuFailure, string> = {
  offline: 'Sin conexión con el servidor. Inténtalo de nuevo cuando vuelva la conexión.',
  busy: 'El servidor está ocupado con otra operación sobre estos registros. Inténtalo de nuevo en unos segundos.',
  denied: 'No tienes permiso para esta operación: solo los administradores de la empresa pueden gestionar VERI*FACTU.',
  invalid: 'La petición no es válida. Recarga la página e inténtalo de nuevo.',
  notFound: 'El registro ya no existe o no es de esta empresa.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'El servidor no ha podido completar la operación. Inténtalo de nuevo más tarde.',
  verifactuNotCorrectable: 'Este registro ya no se puede reenviar ni subsanar: está aceptado o ya se ha subsanado.',
  verifactu: 'No se ha podido crear la subsanación: la factura no genera un registro VERI*FACTU válido',
  verifactuNotConfigured:
    'Esta instalación no está configurada para enviar a la AEAT (productor del sistema o entorno): no se emite ni se envía nada hasta corregirlo.',
};

/** A refused command (CommandFailure's code and details) in Spanish; a code the contract does not list says the generic text. */
export function commandErrorMessage(error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { detail?: unknown } };
  if (typeof code !== 'string' || !Object.hasOwn(COMMAND_ERRORS, code)) return COMMAND_ERRORS.failed;
  const detail = typeof details?.detail === 'string' ? details.detail : '';
  if (code === 'invalid' && detail === 'recordIds') return `Selecciona entre 1 y ${count(1000)} registros de un mismo NIF para exportarlos.`;
  if (code === 'verifactu') return `${COMMAND_ERRORS.verifactu} (${detail || 'sin detalle'}).`;
  return COMMAND_ERRORS[code as VerifactuFailure];
}

export const STATUS_TEXT = {
  title: 'Estado de VERI*FACTU',
  mode: 'Modo: VERI*FACTU (remisión automática a la AEAT)',
  loadFailed: 'No se ha podido consultar el estado del envío a la AEAT.',
  configurationProblems: 'La instalación no puede emitir ni enviar registros VERI*FACTU hasta que se corrija su configuración:',
  pending: (n: number) => (n === 0 ? 'sin registros pendientes' : n === 1 ? '1 registro pendiente' : `${count(n)} registros pendientes`),
  noSenders: 'Todavía no hay registros de facturación.',
  lastSent: (when: string) => `último envío: ${when}`,
  lastError: (error: string) => `último error: ${error}`,
  retrying: (when: string) => `Reintento tras un fallo de envío: ${when} («Enviar ahora» no espera a este reintento).`,
  isolating: 'La AEAT rechazó un envío entero: se está enviando por partes para aislar el registro que lo causa.',
  stuckTitle: (n: number) => (n === 1 ? '1 registro necesita subsanación:' : `${count(n)} registros necesitan subsanación:`),
  stuckLine: (numSerie: string, recordId: string, why: string, notSent: boolean) =>
    `${numSerie} (${recordId}): ${notSent ? 'no enviado' : 'rechazado'}${why ? ` — ${why}` : ''}`,
};

/** "Entorno: Pruebas (simulador local) · prewww1.aeat.es". */
export function environmentText(status: { environment: 'test' | 'production'; standin: boolean; endpointHost: string }): string {
  const env = status.environment === 'production' ? 'Producción' : 'Pruebas';
  return `Entorno: ${env}${status.standin ? ' (simulador local)' : ''}${status.endpointHost ? ` · ${status.endpointHost}` : ''}`;
}

/** The certificate line and how it should stand out (warning when missing, danger when expired). */
export function certificateText(
  certificate: { loaded: boolean; subject: string | null; validTo: string | null; expired: boolean },
  standin = false,
): {
  variant: 'success' | 'warning' | 'danger';
  text: string;
} {
  if (!certificate.loaded) {
    return {
      variant: 'warning',
      text: `Certificado: no cargado. ${standin ? 'El simulador local no lo pide, la AEAT sí.' : 'Sin certificado no se puede enviar a la AEAT.'}`,
    };
  }
  const subject = certificate.subject ? ` (${certificate.subject})` : '';
  if (certificate.expired)
    return {
      variant: 'danger',
      text: `Certificado: caducado${certificate.validTo ? ` el ${madridDay(certificate.validTo)}` : ''}${subject}. Carga uno vigente para seguir enviando.`,
    };
  return { variant: 'success', text: `Certificado: cargado, válido hasta ${madridDay(certificate.validTo) || 'fecha desconocida'}${subject}.` };
}
