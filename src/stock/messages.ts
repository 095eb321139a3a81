/** Spanish wording of the stock area: labels of codes and the writer's errors, in one place. */
import { shortageMessage } from '../domain/messages';
import type { StockError, StockErrorCode } from './stockErrors';
import { movementCauseFor, type DocKind, type DocState, type MovementCause, type MovementReason } from '../domain/stock/stockTypes';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const KIND_LABEL: Record<DocKind, { one: string; many: string; party: string; price: string }> = {
  input: { one: 'Entrada', many: 'Entradas', party: 'Proveedor', price: 'Coste unitario' },
  output: { one: 'Salida', many: 'Salidas', party: 'Cliente', price: 'Precio unitario' },
};

export const STATE_LABEL: Record<DocState, string> = {
  borrador: 'Borrador',
  confirmada: 'Confirmada',
  anulada: 'Anulada',
};

/** A confirmed salida's cost of goods (at the average each product left at) and its gross margin. */
export const SALIDA_COST_TEXT = {
  costOfGoods: 'Coste de la mercancía (precio medio)',
  margin: 'Margen bruto',
};

/** Why a movement moved stock, as the stock history says it (an annulment by what it reverses). */
export const MOVEMENT_CAUSE_LABEL: Record<Exclude<MovementCause, 'annulment'>, string> = {
  purchase: 'Entrada de compra',
  delivery: 'Salida a cliente',
  sale: 'Venta facturada',
  counter: 'Venta en mostrador',
  customerReturn: 'Devolución de cliente',
  vendorReturn: 'Devolución a proveedor',
};

/** A movement's name in lists: its cause (without one, the cause its kind and reason give). */
export function movementLabel(kind: DocKind, reason: MovementReason, cause: MovementCause = movementCauseFor(kind, reason)): string {
  if (cause === 'annulment') return `Anulación de ${kind === 'input' ? 'entrada' : 'salida'}`;
  return MOVEMENT_CAUSE_LABEL[cause];
}

const ERRORS: Record<Exclude<StockErrorCode, 'shortage' | 'invalid'>, string> = {
  offline:
    'Sin conexión: confirmar o anular necesita conexión con el servidor. No se ha cambiado nada; inténtalo de nuevo cuando vuelvas a estar en línea.',
  notFound: 'El documento ya no existe.',
  notDraft: 'Solo se puede confirmar un borrador: este documento ya está confirmado o anulado.',
  notConfirmed: 'Solo se puede anular un documento confirmado.',
  invoiced: 'No se puede anular: el documento ya está facturado.',
  hasReturns: 'No se puede anular: ya hay mercancía devuelta de este documento. Si hubo un error, registra el movimiento contrario.',
  isReturn: 'Una devolución no se anula: si hubo un error, registra el movimiento contrario (una entrada o una salida).',
  fromOrder: 'Este documento sirve un pedido: anúlalo desde el pedido, que recupera lo pendiente.',
  noLines: 'Añade al menos una línea antes de confirmar.',
  unknownProduct: 'Algún producto de las líneas ya no existe. Revisa las líneas.',
  service: 'Algún producto de las líneas es un servicio: los servicios no mueven stock. Quítalo de las líneas.',
  reasonRequired: 'Indica el motivo de la anulación (máximo 500 caracteres).',
  partyMissing: 'El proveedor o cliente del documento ya no existe. Elige otro en el borrador.',
  amountOutOfRange:
    'Los importes del documento superan el máximo admitido (100.000.000.000,00 €) o no son números válidos. Revisa cantidades y precios. No se ha cambiado nada.',
  busy: 'Hay muchos cambios de stock a la vez en este momento. No se ha cambiado nada; inténtalo de nuevo en unos segundos.',
  denied: 'No tienes permiso para hacer este cambio, o los datos no son válidos.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'No se ha podido completar la operación. No se ha cambiado nada; inténtalo de nuevo.',
};

export function stockErrorMessage(error: StockError): string {
  if (error.code === 'shortage') {
    const names = error.details.productNames ?? {};
    return shortageMessage(error.details.shortages ?? [], (id) => names[id] ?? id);
  }
  if (error.code === 'invalid') {
    const line = error.details.line;
    return line
      ? `La línea ${line} no es válida: revisa la cantidad (mayor que cero, hasta 3 decimales), el precio, el descuento y el IVA.`
      : 'Los datos del documento no son válidos. Revisa el borrador.';
  }
  return ERRORS[error.code];
}

export const SAVE_FAILED = 'No se ha podido guardar el borrador. Comprueba la conexión e inténtalo de nuevo.';
export const DELETE_FAILED = 'No se ha podido eliminar el borrador.';
export const LOAD_FAILED = 'No se han podido cargar los datos.';

/** #/stock, the list of every product's stock. */
export const STOCK_LIST_TEXT = {
  noProducts: 'Todavía no hay productos.',
  createFirst: 'Crea el primero',
  askAdmin: 'Pide a un administrador que los dé de alta.',
  noneBelowMinimum: 'Ningún producto está bajo mínimo.',
  belowMinimumScope: 'Productos en su stock mínimo o por debajo, también los que tienen un mínimo y aún no han tenido movimientos (con 0 unidades).',
  belowMinimum: 'Bajo mínimo',
  inactive: 'Inactivo',
  service: 'Servicio',
  /** A service's quantity, cost and value: it keeps no stock. */
  noStock: '—',
};

/** #/inputs/details and #/outputs/details: one entrada or salida (`one`, `many`: its KIND_LABEL). */
export const DOCUMENT_TEXT = {
  notFound: 'Este documento no existe o se ha eliminado.',
  backTo: (many: string) => `Volver a ${many.toLowerCase()}`,
  title: (one: string, number: string) => `${one} ${number}`,
  newTitle: (one: string) => `Nueva ${one.toLowerCase()}`,
  invoiced: 'Facturada',
  toList: (many: string) => `‹ ${many}`,
  seeStock: 'Ver stock',
  annulled: (at: string, reason: string) => `Anulada el ${at}. Motivo: ${reason}`,
  saved: 'Borrador guardado.',
  confirmed: (one: string) => `${one} confirmada: el stock está actualizado.`,
  annulledNow: (one: string) => `${one} anulada: el stock ha vuelto a su nivel anterior.`,
  confirmDelete: '¿Eliminar este borrador? No se puede deshacer.',
  save: 'Guardar borrador',
  confirm: 'Confirmar',
  delete: 'Eliminar',
  annul: 'Anular',
  /** Issue 31: a delivery or receipt of a pedido is annulled from its order, which gets back what is pending. */
  fromOrder: {
    output: 'Sirve un pedido de cliente: se anula desde el pedido.',
    input: 'Recibe un pedido a proveedor: se anula desde el pedido.',
  } as Record<DocKind, string>,
  toOrder: 'Ver el pedido',
};

/** The header of an entrada or salida. */
export const DOCUMENT_FIELDS = {
  date: 'Fecha',
  partyPlaceholder: 'Busca por nombre o NIF',
  noParty: { input: 'Ningún proveedor coincide.', output: 'Ningún cliente coincide.' } as Record<DocKind, string>,
  partyNotChosen: 'Sin elegir',
  reference: 'Referencia (albarán)',
  notes: 'Notas',
};

/** The lines of an entrada or salida, typed from the keyboard (`price`: KIND_LABEL's). */
export const DOCUMENT_LINES_TEXT = {
  /** Issue 31: what a salida may take of a product (cantidad − reservado por pedidos). */
  available: (quantity: string, unit: string) => `Disponible ${quantity} ${unit}`.trimEnd(),
  heading: 'Líneas',
  tableLabel: 'Líneas del documento',
  product: 'Producto',
  quantity: 'Cantidad',
  price: (price: string) => `${price} (€)`,
  discount: 'Dto. %',
  vat: 'IVA',
  amount: 'Importe',
  actions: 'Acciones',
  none: 'Sin líneas todavía.',
  quantityOf: (name: string) => `Cantidad de ${name}`,
  priceOf: (price: string, name: string) => `${price} de ${name}`,
  discountOf: (name: string) => `Descuento de ${name}`,
  remove: (name: string) => `Quitar la línea de ${name}`,
  addProduct: 'Añadir producto',
  productPlaceholder: 'Código, código de barras o nombre, y Enter',
  noProduct: 'Ningún producto activo coincide. Los servicios no se ofrecen aquí: no mueven stock.',
  help: 'Elige con Enter, escribe la cantidad y pulsa Enter para la siguiente línea.',
};

/** The live totals of an entrada or salida (`vatOn`: rate and base already formatted). */
export const DOCUMENT_TOTALS_TEXT = {
  base: 'Base imponible',
  vatOn: (rate: string, base: string) => `IVA ${rate} sobre ${base}`,
  total: 'Total',
};

/** The albarán PDF of an entrada or salida (issue 31): with prices or without. */
export const ALBARAN_PDF_TEXT = {
  input: { title: 'Albarán de entrada', from: 'Proveedor', to: 'Recibe' },
  output: { title: 'Albarán de entrega', from: 'Remitente', to: 'Cliente' },
  number: 'Número',
  date: 'Fecha',
  reference: 'Referencia',
  state: 'Estado',
  unvalued: 'Albarán sin valorar: las cantidades entregadas, sin precios.',
  download: 'Descargar albarán',
  valued: 'Con precios',
  unvaluedOption: 'Sin precios',
  failed: 'No se ha podido preparar el albarán. Inténtalo de nuevo.',
  fileName: (number: string, valued: boolean) => `Albarán ${number}${valued ? '' : ' sin precios'}.pdf`,
};
