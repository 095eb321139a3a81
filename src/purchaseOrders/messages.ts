/**
 * Spanish wording of Pedidos a proveedor (issue 31): the states, what the commands may answer
 * (keyed by the command contract, src/domain/commands.ts: a code added there without its text here
 * fails tsc) and the screens' texts.
 */
import { CommandFailure } from '../data/commands';
import type { FailureOf } from '../domain/commands';
import type { PurchaseOrderState } from '../domain/purchaseOrders/purchaseOrder';
import { formatQuantity } from '../domain/quantity';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const STATE_LABEL: Record<PurchaseOrderState, string> = {
  borrador: 'Borrador',
  abierto: 'Enviado',
  recibido: 'Recibido',
  cerrado: 'Cerrado',
  cancelado: 'Cancelado',
};

export const STATE_BADGE: Record<PurchaseOrderState, string> = {
  borrador: 'warning',
  abierto: 'primary',
  recibido: 'success',
  cerrado: 'secondary',
  cancelado: 'secondary',
};

export type PurchaseOrderFailure = FailureOf<
  'confirmPurchaseOrder' | 'receivePurchaseOrder' | 'closePurchaseOrder' | 'cancelPurchaseOrder' | 'annulPurchaseOrderReceipt'
>;

export const GENERIC = 'No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.';

const FAILURES: Record<PurchaseOrderFailure, string> = {
  invalid: 'Los datos del pedido o de la recepción no son válidos. Revísalos: no se ha guardado nada.',
  notFound: 'El pedido ya no existe.',
  notDraft: 'Este pedido ya no es un borrador: ya se envió.',
  notOpen: 'El pedido no está enviado: ya se recibió, se cerró o se canceló (o aún es un borrador).',
  noLines: 'Añade al menos una línea al pedido.',
  overReceipt:
    'Se recibiría más de lo pendiente de una línea: puede que otra persona haya registrado una recepción mientras tanto. Revisa lo pendiente.',
  hasReceipts: 'Ya se ha recibido parte del pedido: no se puede cancelar. Ciérralo para dejar de esperar lo pendiente.',
  receiptNotFound: 'Esa entrada no es una recepción de este pedido.',
  notConfirmed: 'Esa entrada ya está anulada.',
  invoiced: 'Esa entrada ya está facturada: no se puede anular.',
  hasReturns: 'De esa entrada ya se ha devuelto mercancía al proveedor: no se puede anular.',
  shortage: 'No hay existencias suficientes: parte de la mercancía de esa entrada ya ha salido o está reservada.',
  unknownProduct: 'Algún producto del pedido ya no existe.',
  service: 'Un servicio no se pide al proveedor como mercancía: quítalo del pedido.',
  partyMissing: 'El proveedor del pedido ya no existe.',
  amountOutOfRange: 'Los importes del pedido superan el máximo admitido.',
  offline: 'Sin conexión: enviar, recibir, cerrar o cancelar un pedido necesita conexión con el servidor. No se ha guardado nada.',
  busy: 'Hay mucha actividad sobre estos productos en este momento. No se ha guardado nada; inténtalo de nuevo.',
  denied: 'No tienes permiso para gestionar pedidos a proveedor.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: GENERIC,
};

/** A refused purchase-order command in Spanish; an over-receipt names the line and what is pending of it. */
export function purchaseOrderFailureMessage(error: unknown): string {
  const code = error instanceof CommandFailure ? String(error.code) : '';
  if (!Object.hasOwn(FAILURES, code)) return GENERIC;
  const d = error instanceof CommandFailure ? error.details : {};
  if (code === 'overReceipt' && typeof d.pending === 'number') {
    return `${FAILURES.overReceipt} ${String(d.name ?? '')}: quedan ${formatQuantity(d.pending)} pendientes.`;
  }
  return FAILURES[code as PurchaseOrderFailure];
}

export const TEXT = {
  list: 'Pedidos a proveedor',
  one: 'Pedido a proveedor',
  newOrder: 'Nuevo pedido',
  suggest: 'Qué pedir',
  loadFailed: 'No se han podido cargar los pedidos. Inténtalo de nuevo.',
  notFound: 'Este pedido no existe o ha sido eliminado.',
  saved: 'Borrador guardado.',
  saveFailed: 'No se ha podido guardar el borrador. Inténtalo de nuevo.',
  confirmed: 'Pedido enviado: lo pendiente figura como pedido a proveedores en el stock.',
  received: (number: string) => `Recepción registrada con la entrada ${number}.`,
  closed: 'Pedido cerrado: lo pendiente ya no se espera.',
  cancelled: 'Pedido cancelado.',
  annulled: 'Recepción anulada: sus cantidades vuelven a estar pendientes.',
  confirmDelete: '¿Eliminar este borrador de pedido?',
  vendorRequired: 'Elige un proveedor.',
  reasonRequired: 'Escribe el motivo.',
  quantityInvalid: 'Escribe una cantidad mayor que 0 con 3 decimales como máximo.',
  quantityOver: (pending: string) => `Como máximo ${pending} (lo pendiente).`,
  priceInvalid: 'Escribe un precio en euros con 2 decimales como máximo.',
  nothingToReceive: 'Escribe la cantidad recibida de al menos una línea.',
  dateInvalid: 'Introduce una fecha válida.',
  referenceInvalid: 'La referencia admite como máximo 60 caracteres, sin saltos de línea.',
};
