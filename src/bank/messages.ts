/** The bank's (Banco) Spanish text: the import, the movements, the parsers' errors and the bank commands' refusals. Pure. */
import type { BankMovementState } from '../domain/bank/bankCommands';
import type { BankCsvErrorCode, BankCsvField } from '../domain/bank/bankCsv';
import type { MatchReason } from '../domain/bank/matching';
import type { Norma43ErrorCode } from '../domain/bank/norma43';
import type { FailureOf } from '../domain/commands';
import { formatEuros } from '../domain/money';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

const COUNT = new Intl.NumberFormat('es-ES');
const count = (n: number) => COUNT.format(n);

export const BANK_TEXT = {
  title: 'Banco',
  intro:
    'Importa los extractos de tus cuentas (Norma 43 o CSV del banco) y concilia cada movimiento con el vencimiento que paga: al conciliar se registra el cobro o el pago.',
  importTitle: 'Importar extracto',
  file: 'Fichero del banco',
  fileHelp: 'Norma 43 (cuaderno 43 de la AEB) o el CSV que exporta tu banco. Se lee en tu navegador; al importar se envían los movimientos.',
  reading: 'Leyendo el fichero…',
  readFailed: 'No se ha podido leer el fichero.',
  formatNorma43: 'Formato: Norma 43',
  formatCsv: 'Formato: CSV',
  account: 'Cuenta',
  accountHelp: 'El IBAN de la cuenta del extracto (el CSV no lo dice).',
  accountMissing: 'Escribe el IBAN de la cuenta para importar un CSV.',
  mappingTitle: 'Columnas del CSV',
  mappingHelp: 'No reconocemos todas las cabeceras de este banco: indica qué columna es cada dato.',
  noColumn: '— ninguna —',
  concepts: 'Concepto',
  period: (from: string, to: string) => `del ${from} al ${to}`,
  movementsRead: (n: number) => (n === 1 ? '1 movimiento leído' : `${count(n)} movimientos leídos`),
  previewMore: (n: number) => `… y ${count(n)} más.`,
  errorsTitle: 'El fichero tiene errores y no se puede importar:',
  import: 'Importar',
  importing: 'Importando…',
  imported: (account: string, created: number, existing: number) =>
    `Cuenta ${account}: ${created === 1 ? '1 movimiento nuevo' : `${count(created)} movimientos nuevos`}, ${existing === 1 ? '1 ya estaba importado' : `${count(existing)} ya estaban importados`}.`,
  listTitle: 'Movimientos',
  state: 'Estado',
  allStates: 'Todos',
  from: 'Desde',
  to: 'Hasta',
  accountFilter: 'Cuenta',
  date: 'Fecha',
  concept: 'Concepto',
  amount: 'Importe',
  suggestion: 'Vencimiento',
  actions: 'Acciones',
  none: 'No hay movimientos con estos filtros.',
  loadFailed: 'No se han podido leer los movimientos. Comprueba la conexión.',
  duesFailed: 'No se han podido buscar los vencimientos que casan con estos movimientos.',
  noSuggestion: 'Sin vencimiento que case por importe.',
  chooseDue: 'Vencimiento que paga el movimiento',
  reconcile: 'Conciliar',
  reconcileSeveral: 'Varios vencimientos…',
  reconcileSeveralLabel: (amount: string) => `Conciliar el movimiento de ${amount} con varios vencimientos`,
  severalTitle: (amount: string) => `Conciliar ${amount} con varios vencimientos`,
  severalIntro: (kind: 'cobro' | 'pago') =>
    `Elige ${kind === 'cobro' ? 'el cliente' : 'el proveedor'} y marca los vencimientos que paga el movimiento: se registra un ${kind} por su importe, del vencimiento más antiguo al más reciente, y lo que sobre queda a cuenta.`,
  severalParty: (kind: 'cobro' | 'pago') => (kind === 'cobro' ? 'Cliente' : 'Proveedor'),
  severalPartySearch: 'Busca por nombre o NIF',
  severalChangeParty: (name: string) => `Cambiar (${name})`,
  ignore: 'Ignorar',
  restore: 'Recuperar',
  undo: 'Deshacer',
  undoReason: 'Motivo para deshacer la conciliación',
  undoConfirm: 'Deshacer conciliación',
  cancel: 'Cancelar',
  returnedDebit: 'Devolución de recibo: anula el cobro devuelto desde Cobros.',
  reconciled: (amount: number) => `Movimiento de ${formatEuros(amount)} conciliado: cobro o pago registrado.`,
  onAccount: (cents: number) => ` ${formatEuros(cents)} quedan a cuenta.`,
  paidRemittance: 'Cargo o abono de una remesa: ver la remesa',
  remittanceOption: (messageId: string, date: string, count: number) =>
    `Remesa ${messageId} · ${date} · ${count === 1 ? '1 recibo' : `${count} recibos`}`,
  reconciledRemittance: (messageId: string, settled: boolean) =>
    `Movimiento conciliado con la remesa ${messageId}.${settled ? ' La remesa se ha marcado como cargada y cada recibo como cobrado o pagado.' : ''}`,
  paidWith: (dues: number) => (dues === 1 ? 'Paga 1 vencimiento' : `Paga ${count(dues)} vencimientos`),
};

export const STATE_LABEL: Record<BankMovementState, string> = {
  pendiente: 'Pendiente',
  conciliado: 'Conciliado',
  ignorado: 'Ignorado',
};

export const REASON_LABEL: Record<MatchReason, string> = {
  amount: 'importe',
  reference: 'referencia',
  nif: 'NIF',
  party: 'nombre',
  date: 'fecha',
};

export const CSV_FIELD_LABEL: Record<BankCsvField, string> = {
  date: 'Fecha',
  valueDate: 'Fecha valor',
  amount: 'Importe',
  debit: 'Cargo',
  credit: 'Abono',
  balance: 'Saldo',
  reference: 'Referencia',
  document: 'Documento',
};

const NORMA43_ERROR_TEXT: Record<Norma43ErrorCode, string> = {
  empty: 'el fichero está vacío',
  recordLength: 'el registro tiene más de 80 caracteres',
  unknownRecord: 'tipo de registro desconocido',
  outOfPlace: 'registro fuera de su cuenta',
  orphanComplement: 'registro complementario (23 o 24) sin su movimiento',
  conceptCode: 'código de concepto (registro 23) no válido o repetido',
  date: 'fecha no válida',
  number: 'importe o número no válido',
  debitCreditKey: 'clave de debe/haber no válida',
  accountMismatch: 'el final de cuenta (33) no corresponde a su cabecera (11)',
  debitCount: 'el número de cargos no coincide con los movimientos',
  debitTotal: 'el total de cargos no coincide con los movimientos',
  creditCount: 'el número de abonos no coincide con los movimientos',
  creditTotal: 'el total de abonos no coincide con los movimientos',
  finalBalance: 'el saldo final no es el inicial más abonos menos cargos',
  accountNotClosed: 'la cuenta no tiene registro final (33)',
  missingEnd: 'falta el registro de fin de fichero (88)',
  recordCount: 'el número de registros del fin de fichero (88) no coincide',
  afterEnd: 'hay registros después del fin de fichero (88)',
};

const CSV_ERROR_TEXT: Record<BankCsvErrorCode, string> = {
  empty: 'el fichero está vacío',
  noHeader: 'no se reconoce la fila de cabeceras: indica las columnas',
  mapping: 'faltan columnas: hace falta la fecha y el importe (o cargo y abono)',
  date: 'fecha no válida',
  amount: 'importe que falta o no es un número',
  debitAndCredit: 'la fila tiene cargo y abono a la vez',
  noMovements: 'no hay ningún movimiento',
};

/** "Línea 7: fecha no válida" (Norma 43) / "Fila 7: …" (CSV). */
export function norma43ErrorText(e: { code: Norma43ErrorCode; line: number; stated?: number; computed?: number }): string {
  const figures = e.stated !== undefined && e.computed !== undefined ? ` (dice ${count(e.stated)}, suman ${count(e.computed)})` : '';
  return `Línea ${count(e.line)}: ${NORMA43_ERROR_TEXT[e.code] ?? 'error'}${figures}.`;
}

export function csvErrorText(e: { code: BankCsvErrorCode; line: number }): string {
  return `Fila ${count(e.line)}: ${CSV_ERROR_TEXT[e.code] ?? 'error'}.`;
}

/** What the bank commands may answer, in Spanish: keyed by the contract, so a code added there without its text here fails tsc. */
type BankFailure = FailureOf<
  'importBankStatement' | 'reconcileBankMovement' | 'reconcileBankRemittance' | 'ignoreBankMovement' | 'unreconcileBankMovement'
>;

const COMMAND_ERRORS: Record<BankFailure, string> = {
  offline: 'Sin conexión con el servidor. Inténtalo de nuevo cuando vuelva la conexión.',
  busy: 'El servidor está ocupado con otra operación sobre estas facturas. Inténtalo de nuevo en unos segundos.',
  denied: 'No tienes permiso para esta operación: solo los administradores de la empresa trabajan con el banco.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'El servidor no ha podido completar la operación. Inténtalo de nuevo más tarde.',
  invalid: 'Los datos enviados no son válidos. Revisa el fichero o recarga la página.',
  notFound: 'El movimiento, el vencimiento o el cobro ya no existe o no es de esta empresa.',
  notIssued: 'La factura del vencimiento no está emitida.',
  invoiceReplaced: 'La factura del vencimiento ha sido sustituida por una rectificativa: concilia con la nueva.',
  simplified: 'Los tickets se cobran al emitirlos: no tienen vencimientos.',
  otherParty: 'Un movimiento solo puede pagar vencimientos de un mismo cliente o proveedor.',
  wrongKind: 'Un abono solo paga vencimientos de ventas (cobros) y un cargo solo de compras (pagos).',
  overApplied: 'Se aplicaría más de lo que queda pendiente en el vencimiento.',
  overAmount: 'El importe del movimiento no alcanza para los vencimientos elegidos.',
  nothingOpen: 'El vencimiento ya está pagado.',
  reversed: 'El cobro o pago de esta conciliación ya estaba anulado.',
  returnNotDebit: 'Solo una domiciliación se puede marcar como devuelta.',
  cashLimit: 'El pago en efectivo supera el límite legal.',
  inRemittance: 'El vencimiento está en una remesa: lo cobra el banco con ella.',
  mixedCredit: 'No se pueden pagar facturas y abonos en un mismo movimiento.',
  nothingOnAccount: 'Ese cobro o pago no tiene nada a cuenta que aplicar.',
  notPending: 'El movimiento ya no está pendiente: está conciliado o ignorado.',
  notReconciled: 'El movimiento no está conciliado.',
  notIgnored: 'El movimiento no está ignorado.',
  returnedDebit: 'Es la devolución de un recibo: no paga nada, anula el cobro devuelto desde Cobros.',
  zeroAmount: 'Un movimiento de importe cero no paga nada.',
  remittanceState: 'La remesa no está cargada o ya está conciliada con otro movimiento.',
  amountMismatch: 'El importe del movimiento no coincide con el total de la remesa.',
};

/** A refused bank command (CommandFailure's code and details) in Spanish; an unknown code says the generic text. */
export function bankErrorMessage(error: unknown): string {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: { detail?: unknown } };
  if (typeof code !== 'string' || !Object.hasOwn(COMMAND_ERRORS, code)) return COMMAND_ERRORS.failed;
  const detail = typeof details?.detail === 'string' ? details.detail : '';
  if (code === 'invalid' && detail === 'movements') return `Un extracto se importa con entre 1 y ${count(5000)} movimientos por cuenta.`;
  if (code === 'invalid' && detail.endsWith(':unsafeText'))
    return `${COMMAND_ERRORS.invalid} Hay un carácter de control en ${detail.replace(':unsafeText', '')}.`;
  return COMMAND_ERRORS[code as BankFailure];
}
