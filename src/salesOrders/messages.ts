/**
 * Spanish wording of the pedidos de cliente (issue 31): states, the screens' texts and what the
 * order commands may answer, keyed by the command contract (src/domain/commands.ts: a code added
 * there without its text here fails tsc).
 */
import { CommandFailure } from '../data/commands';
import type { FailureOf } from '../domain/commands';
import type { SalesOrderState } from '../domain/salesOrders/salesOrder';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const STATE_LABEL: Record<SalesOrderState, string> = {
  borrador: 'Borrador',
  abierto: 'Abierto',
  servido: 'Servido',
  cerrado: 'Cerrado',
  cancelado: 'Cancelado',
};

export const STATE_BADGE: Record<SalesOrderState, string> = {
  borrador: 'warning',
  abierto: 'primary',
  servido: 'success',
  cerrado: 'secondary',
  cancelado: 'secondary',
};

export const ORDER_TEXT = {
  many: 'Pedidos de cliente',
  one: 'Pedido de cliente',
  newOrder: 'Nuevo pedido',
  title: (number: string) => `Pedido ${number}`,
  newTitle: 'Nuevo pedido de cliente',
  toList: 'Volver a pedidos de cliente',
  loadFailed: 'No se han podido cargar los pedidos. Inténtalo de nuevo.',
  notFound: 'Este pedido no existe o no es de tu empresa.',
  none: 'No hay pedidos con estos filtros.',
  saved: 'Pedido guardado como borrador.',
  saveFailed: 'No se ha podido guardar el pedido. Inténtalo de nuevo.',
  deleteFailed: 'No se ha podido eliminar el pedido. Inténtalo de nuevo.',
  confirmDelete: '¿Eliminar este borrador de pedido?',
  noLines: 'Añade al menos una línea.',
  tooManyLines: 'Un pedido admite como máximo 100 líneas.',
  confirmed: 'Pedido confirmado: se ha reservado el stock disponible.',
  reserved: (n: string) => `Se han reservado ${n} unidades más.`,
  nothingReserved: 'No hay stock disponible nuevo que reservar.',
  delivered: (number: string) => `Salida ${number} confirmada.`,
  closed: 'Pedido cerrado: se ha liberado lo pendiente.',
  cancelled: 'Pedido cancelado: se ha liberado lo reservado.',
  deliveryAnnulled: 'Salida anulada: sus cantidades vuelven a estar pendientes en el pedido.',
  save: 'Guardar borrador',
  confirm: 'Confirmar',
  delete: 'Eliminar',
  serve: 'Servir',
  reserve: 'Reservar',
  close: 'Cerrar',
  cancel: 'Cancelar pedido',
  invoice: 'Facturar albaranes',
  invoiceHelp:
    'Las salidas del pedido son albaranes normales: «Facturar albaranes» abre una factura nueva del cliente con las salidas sin facturar de este pedido ya marcadas; se añaden con «Añadir las líneas» (se puede desmarcar alguna o sumar otras del cliente).',
  columns: {
    product: 'Producto',
    ordered: 'Pedido',
    delivered: 'Servido',
    reserved: 'Reservado',
    backorder: 'Pendiente sin stock',
    pending: 'Pendiente',
    price: 'Precio',
    amount: 'Importe',
  },
  deliveries: 'Salidas del pedido',
  noDeliveries: 'Aún no se ha servido nada.',
  annulDelivery: 'Anular',
  closeReason: (reason: string) => `Motivo: ${reason}`,
};

export const SERVE_TEXT = {
  title: 'Servir pedido',
  date: 'Fecha de la salida',
  quantity: (name: string) => `Cantidad a servir de ${name}`,
  submit: 'Confirmar salida',
  cancel: 'Cancelar',
  nothing: 'Indica alguna cantidad a servir.',
  badQuantity: 'Escribe una cantidad mayor que 0 con hasta 3 decimales, no mayor que lo pendiente.',
  badDate: 'Introduce una fecha válida.',
};

export const REASON_TEXT = {
  closeTitle: 'Cerrar pedido',
  cancelTitle: 'Cancelar pedido',
  annulTitle: 'Anular salida del pedido',
  label: 'Motivo',
  required: 'Escribe el motivo (hasta 500 caracteres).',
  submit: 'Aceptar',
  back: 'Volver',
};

export type SalesOrderFailure = FailureOf<
  'confirmSalesOrder' | 'deliverSalesOrder' | 'reserveSalesOrder' | 'closeSalesOrder' | 'cancelSalesOrder' | 'annulSalesOrderDelivery'
>;

const GENERIC = 'No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.';

const FAILURES: Record<SalesOrderFailure, string> = {
  invalid: 'Los datos del pedido no son válidos. Revísalos: no se ha guardado nada.',
  notFound: 'El pedido o la salida ya no existe.',
  notDraft: 'Este pedido ya estaba confirmado.',
  quoteNotSent: 'Solo se convierte en pedido un presupuesto enviado o aceptado.',
  quoteConverted: 'Este presupuesto ya se convirtió en un pedido.',
  notOpen: 'El pedido no está abierto: no admite esta operación.',
  noLines: 'El pedido no tiene líneas.',
  partyMissing: 'El cliente del pedido ya no existe: elige otro.',
  unknownProduct: 'Algún producto del pedido ya no existe: quita su línea.',
  service: 'Un servicio no mueve stock: no se sirve con un pedido. Quita su línea.',
  overDelivery: 'Se serviría más de lo pendiente: puede que otra persona haya servido parte mientras tanto. Revisa lo pendiente.',
  hasDeliveries: 'Un pedido con salidas no se cancela: ciérralo.',
  shortage: 'No hay stock disponible suficiente: parte está reservada para otros pedidos.',
  notDelivery: 'Esa salida no es de este pedido.',
  notConfirmed: 'Esa salida ya estaba anulada.',
  invoiced: 'Esa salida ya está facturada: no se puede anular.',
  isReturn: 'Una devolución no se anula.',
  hasReturns: 'De esa salida ya se devolvió mercancía: no se puede anular.',
  amountOutOfRange: 'Los importes del pedido superan el límite que admite la aplicación.',
  offline: 'Sin conexión: esta operación necesita conexión con el servidor. No se ha guardado nada.',
  busy: 'Hay mucha actividad sobre este pedido o sus productos. No se ha guardado nada; inténtalo de nuevo.',
  denied: 'No tienes permiso para gestionar pedidos.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: GENERIC,
};

/** A refused order command in Spanish; a code the contract does not list says the generic text. */
export function salesOrderFailureMessage(error: unknown): string {
  const code = error instanceof CommandFailure ? String(error.code) : '';
  return Object.hasOwn(FAILURES, code) ? FAILURES[code as SalesOrderFailure] : GENERIC;
}
