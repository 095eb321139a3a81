/** The till's (Caja) Spanish text: the panel at the counter, the arqueo, the Z report, and the till commands' refusals. */
import type { FailureOf } from '../domain/commands';
import { formatEuros } from '../domain/money';
import type { TillMethod } from '../domain/till/tillModel';
import { CommandFailure } from '../data/commands';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const TILL_TEXT = {
  title: 'Caja',
  noTills: 'Todavía no hay cajas. Un administrador puede crearlas en Informes → Cierres de caja.',
  tillsFailed: 'No se han podido leer las cajas. Comprueba la conexión y vuelve a intentarlo.',
  sessionFailed: 'No se ha podido leer tu caja. Comprueba la conexión.',
  closedNotice: 'Tu caja está cerrada: ábrela con su fondo antes de la primera venta en efectivo.',
  till: 'Caja',
  float: 'Fondo de caja (€)',
  floatHelp: 'El efectivo con el que empieza la caja.',
  open: 'Abrir caja',
  opening: 'Abriendo…',
  openOn: (till: string, cashier: string) => `${till} · abierta por ${cashier}`,
  expected: 'Efectivo esperado',
  moves: 'Entradas y salidas de efectivo',
  moveIn: 'Entrada',
  moveOut: 'Salida',
  moveKind: 'Tipo de movimiento',
  amount: 'Importe (€)',
  reason: 'Motivo',
  reasonHelp: 'Por ejemplo: cambio del banco, pago al repartidor.',
  record: 'Anotar',
  recording: 'Anotando…',
  recorded: (kind: 'in' | 'out', cents: number) => `${kind === 'in' ? 'Entrada' : 'Salida'} de ${formatEuros(cents)} anotada.`,
  arqueo: 'Arqueo y cierre',
  arqueoStart: 'Hacer arqueo y cerrar',
  cancel: 'Cancelar',
  denomination: 'Valor',
  count: 'Unidades',
  subtotal: 'Importe',
  countOf: (label: string) => `Unidades de ${label}`,
  counted: 'Contado',
  difference: 'Descuadre',
  note: 'Observaciones',
  close: 'Cerrar caja',
  closing: 'Cerrando…',
  confirmClose: (counted: string, diff: string) => `Se cierra la caja con ${counted} contados (descuadre ${diff}). El informe Z no se podrá cambiar.`,
  zTitle: (z: string, till: string) => `Informe ${z} · ${till}`,
  printZ: 'Descargar PDF',
  newDay: 'Abrir otra vez la caja',
  cashier: 'Cajero',
  opened: 'Apertura',
  closedAt: 'Cierre',
  tickets: 'Tickets',
  ticketRange: (first: string | null, last: string | null) => (first ? `${first} … ${last ?? first}` : '—'),
  refunds: 'Devoluciones',
  byMethod: 'Por forma de pago',
  cashFigures: 'Efectivo',
  countedBy: 'Arqueo por valores',
  closures: 'Cierres de caja',
  closuresDescription:
    'Los informes Z de cada caja: fondo, efectivo esperado y contado, descuadre, ventas por forma de pago. Y las cajas de la empresa.',
  closuresIntro: 'Los informes Z de las cajas cerradas, del más reciente al más antiguo (como máximo 50).',
  closuresMine: 'Tus informes Z (los de todas las cajas los ve un administrador).',
  noClosures: 'Todavía no hay ninguna caja cerrada.',
  closuresFailed: 'No se han podido leer los cierres de caja.',
  tills: 'Cajas',
  newTill: 'Nueva caja',
  tillName: 'Nombre de la caja',
  create: 'Crear',
  rename: 'Cambiar nombre',
  save: 'Guardar',
  tillSaved: 'Caja guardada.',
  tillSaveFailed: 'No se ha podido guardar la caja.',
  openNow: 'abierta',
  view: 'Ver',
  nameRequired: 'Escribe el nombre de la caja (como mucho 60 caracteres, sin saltos de línea).',
  floatInvalid: 'Escribe el fondo en euros, 0 o más, con dos decimales como mucho (por ejemplo 150,00).',
  amountInvalid: 'Escribe un importe en euros mayor que 0, con dos decimales como mucho.',
  reasonRequired: 'Escribe el motivo (de 1 a 200 caracteres, sin caracteres de control).',
  countInvalid: 'Escribe un número entero de unidades, 0 o más.',
  noteInvalid: 'Las observaciones no pueden tener caracteres de control (como mucho 500 caracteres).',
} as const;

export const CASH_ROW_LABEL: Record<string, string> = {
  float: 'Fondo de caja',
  cashSales: 'Ventas en efectivo',
  cashRefunds: 'Devoluciones en efectivo',
  invoiceCashIn: 'Facturas cobradas en efectivo',
  invoiceCashOut: 'Facturas abonadas en efectivo',
  cashIn: 'Entradas de efectivo',
  cashOut: 'Salidas de efectivo',
};

export const TILL_METHOD_LABEL: Record<TillMethod, string> = { efectivo: 'Efectivo', tarjeta: 'Tarjeta', bizum: 'Bizum', vale: 'Vale' };

/** Every till command answers with the same list. */
export type TillFailure = FailureOf<'openTill'> | FailureOf<'moveTillCash'> | FailureOf<'closeTill'>;

const FAILURES: Record<TillFailure, string> = {
  invalid: 'Revisa los datos marcados: no se ha guardado nada.',
  notFound: 'Esa caja o sesión ya no existe.',
  tillOpen: 'Esa caja ya está abierta: ciérrala con su arqueo antes de abrirla otra vez.',
  tillClosed: 'La caja ya está cerrada: su informe Z no se puede cambiar.',
  cashierBusy: 'Ya tienes otra caja abierta: ciérrala antes de abrir esta.',
  notYourSession: 'Esta caja la abrió otra persona: solo ella o un administrador pueden moverla o cerrarla.',
  cashShort: 'No puede salir más efectivo del que debería haber en la caja.',
  offline: 'Sin conexión: la caja necesita conexión con el servidor. No se ha guardado nada.',
  busy: 'La caja está muy ocupada en este momento. No se ha guardado nada; inténtalo de nuevo.',
  denied: 'No tienes permiso para esta operación de caja.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'No se ha podido completar la operación. Inténtalo de nuevo.',
};

export function tillFailureMessage(error: unknown): string {
  const code = error instanceof CommandFailure ? String(error.code) : 'failed';
  return Object.hasOwn(FAILURES, code) ? FAILURES[code as TillFailure] : FAILURES.failed;
}

/** A denomination as people say it: «50 €», «20 cént.». */
export function denominationLabel(cents: number): string {
  return cents >= 100 ? `${cents / 100} €` : `${cents} cént.`;
}
