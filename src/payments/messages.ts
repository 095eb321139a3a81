/**
 * Spanish wording of cobros y pagos (issue 30): what the payment commands may answer, keyed by the
 * command contract (src/domain/commands.ts: a code added there without its text here fails tsc),
 * and the texts of the dialogs that record and reverse a payment.
 */
import { CommandFailure } from '../data/commands';
import type { FailureOf } from '../domain/commands';
import { MAIL_RATE_LIMIT } from '../domain/mail/invoiceEmail';
import type { PaymentKind } from '../domain/payments/payments';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

/** The lengths the payment commands' schemas take (src/domain/payments/payments.ts). */
export const MAX_REFERENCE = 140;
export const MAX_NOTE = 500;
export const MAX_REASON = 300;

export type PaymentFailure = FailureOf<'recordPayment' | 'applyPayment' | 'reversePayment'>;

const GENERIC = 'No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.';

const FAILURES: Record<PaymentFailure, string> = {
  invalid: 'Los datos del cobro o pago no son válidos. Revísalos: no se ha guardado nada.',
  notFound: 'La factura, el vencimiento o el cobro ya no existe. No se ha guardado nada.',
  notIssued: 'Solo se registran cobros y pagos de facturas emitidas o registradas. No se ha guardado nada.',
  invoiceReplaced: 'Esta factura está sustituida por una rectificativa: el cobro o pago se anota en la rectificativa.',
  simplified: 'Un ticket (factura simplificada) se cobra en el mostrador al emitirse: no admite cobros aparte.',
  otherParty: 'Un mismo cobro o pago solo se aplica a facturas de un mismo cliente o proveedor.',
  wrongKind: 'Un cobro se aplica a facturas de venta y un pago a facturas de compra: no se pueden mezclar.',
  overApplied:
    'Se aplicaría a un vencimiento más de lo que tiene pendiente: puede que otra persona lo haya cobrado mientras tanto. Revisa lo pendiente y vuelve a intentarlo.',
  overAmount: 'El importe no alcanza para lo que se quiere aplicar a los vencimientos. No se ha guardado nada.',
  nothingOpen: 'Ese vencimiento ya no tiene nada pendiente: puede que otra persona lo haya cobrado mientras tanto.',
  reversed: 'Este cobro o pago ya estaba anulado.',
  returnNotDebit: 'Solo un cobro por domiciliación bancaria puede anularse como recibo devuelto por el banco.',
  cashLimit: 'No se puede pagar en efectivo una operación de {detail} o más (Ley 7/2012, art. 7): elige otra forma de pago. No se ha guardado nada.',
  inRemittance: 'Ese vencimiento está en una remesa de domiciliaciones: lo cobra el banco. Sácalo de la remesa antes de registrar otro cobro.',
  mixedCredit: 'Un mismo cobro no puede cobrar facturas y devolver abonos a la vez: regístralos por separado.',
  nothingOnAccount: 'A ese cobro o pago ya no le queda nada a cuenta: puede que otra persona lo haya aplicado mientras tanto.',
  offline: 'Sin conexión: registrar o anular un cobro o pago necesita conexión con el servidor. No se ha guardado nada.',
  busy: 'Hay mucha actividad sobre estas facturas en este momento. No se ha guardado nada; inténtalo de nuevo.',
  denied: 'No tienes permiso para registrar ni anular cobros y pagos.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: GENERIC,
};

const REMITTANCE_PAYMENT =
  'Este cobro se registró al cargar una remesa: si el banco lo devolvió, anótalo como devolución en la remesa (Cobros y pagos → Remesas).';

/** A refused payment command (CommandFailure's code and details) in Spanish; a code the contract does not list says the generic text. */
export function paymentFailureMessage(error: unknown): string {
  const code = error instanceof CommandFailure ? String(error.code) : '';
  if (!Object.hasOwn(FAILURES, code)) return GENERIC;
  const detail = error instanceof CommandFailure && typeof error.details.detail === 'string' ? error.details.detail : '';
  // reversePayment of a remittance's cobro: it is undone as the remittance's return.
  if (code === 'inRemittance' && detail === 'remesa') return REMITTANCE_PAYMENT;
  return FAILURES[code as PaymentFailure].replace('{detail}', detail || 'el límite legal');
}

/** The SEPA reasons a bank gives for a returned direct debit (R-transactions), the usual ones in Spain. */
export const SEPA_RETURN_CODES = ['AC04', 'AC06', 'AM04', 'MD01', 'MD06', 'MS02', 'MS03', 'SL01'] as const;
export type SepaReturnCode = (typeof SEPA_RETURN_CODES)[number];

export const SEPA_RETURN_LABEL: Record<SepaReturnCode, string> = {
  AC04: 'Cuenta cancelada',
  AC06: 'Cuenta bloqueada',
  AM04: 'Fondos insuficientes',
  MD01: 'Sin mandato',
  MD06: 'Devolución solicitada por el deudor',
  MS02: 'Motivo no especificado por el deudor',
  MS03: 'Motivo no especificado por la entidad',
  SL01: 'Servicio específico del banco',
};

/** "AM04 Fondos insuficientes" (a code we do not list says itself). */
export function returnCodeText(code: string): string {
  return Object.hasOwn(SEPA_RETURN_LABEL, code) ? `${code} ${SEPA_RETURN_LABEL[code as SepaReturnCode]}` : code;
}

/** Cobro (a sale's) or pago (a purchase's): the words that change with it. */
export const KIND_WORDS: Record<PaymentKind, { one: string; record: string; recorded: string; date: string; reverse: string; reversed: string }> = {
  cobro: {
    one: 'cobro',
    record: 'Registrar cobro',
    recorded: 'Cobro registrado.',
    date: 'Fecha del cobro',
    reverse: 'Anular cobro',
    reversed: 'Cobro anulado: lo que cubría vuelve a estar pendiente.',
  },
  pago: {
    one: 'pago',
    record: 'Registrar pago',
    recorded: 'Pago registrado.',
    date: 'Fecha del pago',
    reverse: 'Anular pago',
    reversed: 'Pago anulado: lo que cubría vuelve a estar pendiente.',
  },
};

/** «Registrar cobro / pago / devolución». */
export const RECORD_TEXT = {
  refund: 'Registrar devolución',
  refunded: 'Devolución registrada.',
  refundDate: 'Fecha de la devolución',
  amount: 'Importe (€)',
  amountHelp: (open: string) => `Pendiente: ${open}. Se aplica a los vencimientos del más antiguo al más reciente.`,
  amountMissing: 'Escribe el importe.',
  amountInvalid: 'Escribe el importe en euros, por ejemplo 50,00.',
  amountNotPositive: 'El importe debe ser mayor que cero.',
  amountOverOpen: (open: string) => `El importe no puede superar lo pendiente: ${open}.`,
  dateMissing: 'Indica la fecha.',
  dateFuture: 'La fecha no puede ser posterior a hoy.',
  method: 'Forma de pago',
  methodMissing: 'Elige la forma de pago.',
  cashLimit: (limit: string) => `No se puede pagar en efectivo una operación de ${limit} o más (Ley 7/2012, art. 7): elige otra forma de pago.`,
  nonResident: 'No residente: paga un particular sin domicilio fiscal en España (límite en efectivo: 10.000 €)',
  cashTill: (till: string) => `El efectivo entra en tu caja abierta, ${till}, y contará en su informe Z.`,
  cashNoTill: 'No tienes ninguna caja abierta: el cobro en efectivo se anota sin caja y ningún informe Z lo incluirá.',
  reference: 'Referencia',
  referenceHelp: 'Nº de transferencia, de cheque, de pagaré… (opcional).',
  referenceTooLong: `La referencia admite como máximo ${MAX_REFERENCE} caracteres.`,
  note: 'Nota',
  noteTooLong: `La nota admite como máximo ${MAX_NOTE} caracteres.`,
  appliesTo: 'Vencimientos pendientes',
  due: (label: string, date: string, open: string) => `${label} · vence el ${date} · pendiente ${open}`,
  sending: 'Guardando…',
};

/** «Aplicar» what a cobro or pago kept on account. */
export const APPLY_TEXT = {
  button: 'Aplicar',
  buttonLabel: (party: string, amount: string) => `Aplicar ${amount} a cuenta de ${party} a sus vencimientos`,
  title: (one: string, amount: string) => `Aplicar ${amount} a cuenta de este ${one}`,
  explanation: (party: string, date: string) =>
    `Lo que quedó a cuenta se aplica a vencimientos pendientes de ${party}, del más antiguo al más reciente. Cuentan como cobrados o pagados el ${date}, el día en que se registró.`,
  legend: 'Vencimientos pendientes',
  loading: 'Cargando vencimientos…',
  loadFailed: 'No se han podido cargar los vencimientos. Comprueba la conexión e inténtalo de nuevo.',
  none: 'No hay vencimientos pendientes a los que aplicarlo.',
  missing: 'Marca al menos un vencimiento.',
  more: (n: number) => `Se muestran los ${n} más antiguos; lo que quede se puede aplicar después.`,
  preview: (applied: string, left: string) => `Se aplican ${applied}; quedan ${left} a cuenta.`,
  notReached: (n: number) => (n === 1 ? 'No alcanza para el último vencimiento marcado.' : `No alcanza para los ${n} últimos vencimientos marcados.`),
  action: 'Aplicar',
  applied: (left: string) => `Aplicado. Quedan ${left} a cuenta.`,
};

/** «Anular» a cobro or pago. */
export const REVERSE_TEXT = {
  title: (kind: PaymentKind, amount: string, date: string) => `Anular el ${KIND_WORDS[kind].one} de ${amount} del ${date}`,
  explanation: 'Lo que cubría vuelve a quedar pendiente en sus vencimientos. El registro se conserva, marcado como anulado con su motivo.',
  date: 'Fecha de la anulación',
  dateMissing: 'Indica la fecha de la anulación.',
  dateBefore: (date: string) => `No puede ser anterior a la fecha del cobro o pago (${date}).`,
  dateFuture: 'La fecha no puede ser posterior a hoy.',
  reason: 'Motivo',
  reasonInvalid: `Indica el motivo (entre 3 y ${MAX_REASON} caracteres).`,
  returned: 'Recibo devuelto por el banco',
  returnedHelp: 'El vencimiento quedará como devuelto hasta que se cobre de nuevo.',
  returnCode: 'Motivo de la devolución (código SEPA)',
  returnCodeChoose: 'Elige el código que indica el banco',
  returnCodeMissing: 'Elige el código de la devolución que indica el banco.',
};

/** The state of a payment as its lists show it. */
export const PAYMENT_STATE_TEXT = {
  live: 'Vigente',
  reversed: (date: string, reason: string) => `Anulado el ${date}: ${reason}`,
  returned: (code: string) => `Recibo devuelto (${returnCodeText(code)})`,
};

/** «Enviar recordatorio» (issue 33, sendDueReminder): the dialog, its success and what a refusal says. */
export const REMINDER_TEXT = {
  button: 'Enviar recordatorio',
  buttonFor: (client: string) => `Enviar recordatorio a ${client}`,
  title: (client: string) => `Recordatorio de vencimientos a ${client}`,
  overdue: (amount: string) => `Vencido y pendiente de cobro según este informe: ${amount}.`,
  what: 'Se enviará un e-mail con la lista de facturas vencidas y pendientes de este cliente a hoy (número, fecha, vencimiento e importe pendiente), su total y cómo pagar (la cuenta IBAN de la empresa, si la tiene). Queda anotado en cada factura, en «Envíos por e-mail».',
  message: 'Mensaje (opcional)',
  messageHelp: 'Se añade tras el saludo, antes de la lista.',
  send: 'Enviar',
  sending: 'Enviando…',
  sent: (client: string, to: string, count: number) =>
    `Recordatorio enviado a ${client} (${to}): ${count} ${count === 1 ? 'vencimiento' : 'vencimientos'}.`,
};

/** What a failed «Enviar recordatorio» says, by the command's code (DUE_REMINDER_REFUSALS) or the transport's. */
export const REMINDER_FAILURES: Record<FailureOf<'sendDueReminder'>, string> = {
  invalid: 'Revise las direcciones y el mensaje: el servidor no los ha aceptado.',
  notFound: 'El cliente no existe o no es de esta empresa.',
  nothingOverdue: 'Este cliente no tiene hoy nada vencido y pendiente de cobro: no se ha enviado nada.',
  mailLimit: `Ha enviado demasiados e-mails en poco tiempo (como mucho ${MAIL_RATE_LIMIT.count} cada ${MAIL_RATE_LIMIT.windowMs / 60000} minutos). Espere unos minutos y vuelva a intentarlo.`,
  mailNotConfigured: 'El envío de e-mails no está configurado en este servidor. Avise al administrador.',
  mailFailed: 'El servidor de correo no aceptó el recordatorio.',
  offline: 'Sin conexión: el recordatorio se envía desde el servidor. Vuelva a intentarlo cuando haya conexión.',
  busy: 'El servidor está ocupado. Vuelva a intentarlo.',
  denied: 'No tiene permiso para enviar recordatorios.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'No se pudo enviar el recordatorio. Vuelva a intentarlo.',
};
