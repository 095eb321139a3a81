/** Remesas' Spanish text (issue 30): the screens, the states, the per-due reasons and the commands' refusals. */
import type { FailureOf } from '../domain/commands';
import type { CompanyProblem, RemittanceDueRefusal, RemittanceKind, RemittanceState, SepaReturnCode } from '../domain/payments/remittance';
import { CommandFailure } from '../data/commands';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const REMITTANCE_TEXT = {
  listTitle: 'Remesas',
  newTitle: 'Nueva remesa',
  detailTitle: 'Remesa',
  newRemittance: 'Nueva remesa',
  none: 'Todavía no hay remesas.',
  listFailed: 'No se han podido leer las remesas. Comprueba la conexión.',
  listLimit: (n: number) => `Se muestran las ${n} más recientes.`,
  kind: 'Tipo',
  date: 'Fecha',
  collectionDate: 'Fecha de cargo',
  executionDate: 'Fecha de ejecución',
  scheme: 'Esquema',
  state: 'Estado',
  items: 'Recibos',
  total: 'Importe',
  created: 'Creada',
  open: 'Abrir',
  from: 'Vencimiento desde',
  until: 'Vencimiento hasta',
  search: 'Buscar vencimientos',
  searching: 'Buscando…',
  duesFailed: 'No se han podido leer los vencimientos. Comprueba la conexión.',
  noDues: 'No hay vencimientos abiertos en esas fechas que se puedan remesar.',
  duesLimit: (n: number) => `Se muestran los ${n} primeros por fecha de vencimiento: acota las fechas para ver el resto.`,
  selectAll: 'Seleccionar todos',
  select: (number: string) => `Incluir ${number}`,
  selected: (n: number, total: string) => `${n} seleccionados · ${total}`,
  create: 'Crear remesa',
  creating: 'Creando…',
  number: 'Factura',
  party: 'Titular',
  dueDate: 'Vencimiento',
  amount: 'Importe',
  iban: 'IBAN',
  sequence: 'Secuencia',
  mandate: 'Mandato',
  payment: 'Cobro/pago',
  refusedTitle: 'Vencimientos no incluidos',
  createdNotice: (n: number) => `Remesa creada con ${n} ${n === 1 ? 'recibo' : 'recibos'}.`,
  nothingClaimed: 'No se ha podido incluir ningún vencimiento: no se ha creado la remesa.',
  download: 'Descargar fichero SEPA',
  fileProblems: 'El fichero no se puede generar:',
  markSent: 'Marcar como enviada',
  settle: 'Marcar como cargada',
  settleDate: 'Fecha del cargo en el banco',
  settled: (n: number) => `Remesa cargada: ${n} ${n === 1 ? 'cobro/pago anotado' : 'cobros/pagos anotados'}.`,
  sent: 'Remesa marcada como enviada.',
  cancel: 'Cancelar remesa',
  confirmCancel: 'Se cancela la remesa y sus vencimientos quedan libres. ¿Seguro?',
  cancelled: 'Remesa cancelada: sus vencimientos quedan libres.',
  returnItem: 'Devolución',
  returnCode: 'Motivo (código SEPA)',
  returnDate: 'Fecha de la devolución',
  returnSave: 'Anotar devolución',
  returned: (code: string, date: string) => `Devuelto ${date} (${code})`,
  returnedNotice: 'Devolución anotada: el vencimiento vuelve a estar pendiente.',
  notFound: 'Esa remesa no existe.',
  readFailed: 'No se ha podido leer la remesa. Comprueba la conexión.',
  working: 'Procesando…',
  back: 'Volver a remesas',
};

export const KIND_LABEL: Record<RemittanceKind, string> = {
  cobros: 'Cobros (adeudos directos SEPA)',
  pagos: 'Pagos (transferencias SEPA)',
};

export const STATE_LABEL: Record<RemittanceState, string> = {
  preparada: 'Preparada',
  enviada: 'Enviada',
  cargada: 'Cargada',
  cancelada: 'Cancelada',
};

/** Why createRemittance left a due out. */
export const DUE_REFUSAL_TEXT: Record<RemittanceDueRefusal, string> = {
  notFound: 'No existe (o es de otra empresa).',
  wrongKind: 'No es de este tipo de remesa (una factura de venta en pagos o de compra en cobros).',
  notIssued: 'La factura no está emitida, fue sustituida o es un tique.',
  notOpen: 'No queda nada pendiente.',
  creditNote: 'Es un abono: no se puede cargar en cuenta.',
  inRemittance: 'Ya está en otra remesa.',
  noIban: 'El titular no tiene un IBAN válido.',
  noMandate: 'El cliente no tiene mandato SEPA.',
  mandateScheme: 'El mandato del cliente es de otro esquema (CORE o B2B).',
  mandateDate: 'El mandato se firmó después de la fecha de cargo.',
  noAddress: 'Falta la población o el país del titular.',
  stopped: 'La remesa se canceló mientras se creaba.',
};

export const COMPANY_PROBLEM_TEXT: Record<CompanyProblem, string> = {
  name: 'el nombre',
  nif: 'el NIF',
  iban: 'el IBAN',
  bic: 'un BIC válido',
  creditorId: 'el identificador de acreedor SEPA',
  address: 'la dirección (calle, código postal, población y país)',
};

export const RETURN_CODE_LABEL: Record<SepaReturnCode, string> = {
  AC01: 'AC01 · IBAN incorrecto',
  AC04: 'AC04 · Cuenta cancelada',
  AC06: 'AC06 · Cuenta bloqueada',
  AC13: 'AC13 · Cuenta de consumidor (B2B)',
  AG01: 'AG01 · Operación no permitida en la cuenta',
  AG02: 'AG02 · Código de operación incorrecto',
  AM04: 'AM04 · Saldo insuficiente',
  AM05: 'AM05 · Duplicado',
  BE05: 'BE05 · Acreedor no reconocido',
  FF01: 'FF01 · Formato no válido',
  MD01: 'MD01 · Sin mandato',
  MD02: 'MD02 · Datos del mandato incorrectos',
  MD06: 'MD06 · Devolución solicitada por el deudor',
  MD07: 'MD07 · Deudor fallecido',
  MS02: 'MS02 · Motivo no especificado (deudor)',
  MS03: 'MS03 · Motivo no especificado (banco)',
  RC01: 'RC01 · BIC incorrecto',
  RR01: 'RR01 · Falta identificación del deudor',
  RR02: 'RR02 · Falta nombre o dirección del deudor',
  RR03: 'RR03 · Falta nombre o dirección del acreedor',
  RR04: 'RR04 · Motivos regulatorios',
  SL01: 'SL01 · Servicio específico del banco',
};

export type RemittanceFailure =
  | FailureOf<'createRemittance'>
  | FailureOf<'markRemittanceSent'>
  | FailureOf<'cancelRemittance'>
  | FailureOf<'settleRemittance'>
  | FailureOf<'returnRemittanceItem'>;

const FAILURES: Record<RemittanceFailure, string> = {
  invalid: 'Revisa los datos: la petición no es válida y no se ha guardado nada.',
  notFound: 'Esa remesa ya no existe.',
  remittanceDate:
    'La fecha no vale: la de cargo o ejecución no puede ser anterior a hoy ni pasar de un año, y el cargo no puede ser anterior a ella.',
  companyIncomplete: 'Faltan datos de la empresa para la remesa: complétalos en Admin → Empresa.',
  remittanceState: 'La remesa no está en un estado que permita esta operación (puede que otra persona la haya cambiado).',
  itemNotFound: 'Ese vencimiento no está en la remesa.',
  itemNotSettled: 'Ese recibo no está cobrado por la remesa: no se puede devolver.',
  itemReturned: 'Ese recibo ya está devuelto.',
  offline: 'Sin conexión: las remesas necesitan conexión con el servidor. No se ha guardado nada.',
  busy: 'Hay mucha actividad en este momento. No se ha guardado nada; inténtalo de nuevo.',
  denied: 'Solo un administrador de la empresa puede trabajar con remesas.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'No se ha podido completar la operación. Inténtalo de nuevo.',
};

export function remittanceFailureMessage(error: unknown): string {
  const code = error instanceof CommandFailure ? String(error.code) : 'failed';
  const text = Object.hasOwn(FAILURES, code) ? FAILURES[code as RemittanceFailure] : FAILURES.failed;
  if (code === 'companyIncomplete' && error instanceof CommandFailure) {
    const missing = (error.details as { missing?: unknown } | undefined)?.missing;
    if (Array.isArray(missing) && missing.length > 0) {
      const named = missing.filter((m): m is CompanyProblem => Object.hasOwn(COMPANY_PROBLEM_TEXT, m)).map((m) => COMPANY_PROBLEM_TEXT[m]);
      if (named.length > 0) return `${text} Falta: ${named.join(', ')}.`;
    }
  }
  return text;
}
