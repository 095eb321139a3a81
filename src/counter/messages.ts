/** The counter's (Mostrador) Spanish text, and its refusals' messages. */
import { formatEuros } from '../domain/money';
import { domainMessage } from '../domain/messages';
import type { LineError } from '../domain/lineValidation';
import type { QualifiedRecipientField } from '../domain/simplifiedInvoice';
import { COMMANDS, TRANSPORT_KINDS, type FailureOf } from '../domain/commands';
import { invoiceErrorFrom, type InvoiceErrorCode } from '../invoices/invoiceErrors';
import { invoiceErrorMessage } from '../invoices/messages';

export const COUNTER_TEXT = {
  title: 'Mostrador',
  scan: 'Código o código de barras',
  scanHelp: 'Intro añade una unidad; «3*código» añade tres unidades de ese código. Intro con el campo vacío pasa al cobro.',
  search: 'Buscar producto por nombre',
  searchPlaceholder: 'Nombre del producto',
  unknownCode: (code: string) => `No hay ningún producto con el código ${code}.`,
  inactive: (code: string, name: string) => `El producto ${code} (${name}) está dado de baja: no se puede vender.`,
  badQuantity: 'La cantidad delante de «*» no es válida: escribe la cantidad, un asterisco y el código, por ejemplo «3*código» o «1,5*código».',
  lookupFailed: 'No se ha podido buscar el producto. Comprueba la conexión e inténtalo de nuevo.',

  linesLabel: 'Líneas del ticket',
  none: 'Escanea o escribe un código para empezar la venta.',
  description: 'Descripción',
  quantity: 'Cantidad',
  unitPrice: 'Precio (IVA incl.)',
  amount: 'Importe',
  quantityOf: (name: string) => `Cantidad de ${name}`,
  priceOf: (name: string) => `Precio con IVA de ${name}`,
  discount: 'Dto. %',
  discountOf: (name: string) => `Descuento en % de ${name}`,
  discountShown: (pct: string) => `Dto. ${pct}`,
  priceChanged: 'Precio cambiado',
  priceSource: (label: string) => `Precio: ${label}`,

  searchResults: 'Productos encontrados',
  searchNone: 'Ningún producto empieza así.',
  searchMore: 'Hay más: escribe más letras.',
  searchFailed: 'No se ha podido buscar. Comprueba la conexión.',
  stockOf: (quantity: string, unit: string) => `Stock: ${quantity}${unit ? ` ${unit}` : ''}`,
  service: 'Servicio',

  quickKeys: 'Teclas rápidas',
  quickKeysEdit: 'Editar teclas rápidas',
  quickKeysDone: 'Terminar',
  quickKeysAdd: 'Añadir producto a las teclas rápidas',
  quickKeysRemove: (name: string) => `Quitar ${name} de las teclas rápidas`,
  quickKeysFull: (max: number) => `Como máximo ${max} teclas rápidas.`,
  quickKeysEmptyAdmin: 'No hay teclas rápidas: añade los productos que más vendes.',
  quickKeysSaveFailed: 'No se han podido guardar las teclas rápidas. Inténtalo de nuevo.',
  quickKeysLoadFailed: 'No se han podido leer las teclas rápidas.',

  park: 'Aparcar venta',
  parked: 'Ventas aparcadas',
  parkedLine: (time: string, total: string, lines: number) => `${time} · ${total} · ${lines} ${lines === 1 ? 'línea' : 'líneas'}`,
  resume: 'Recuperar',
  resumeOf: (time: string) => `Recuperar la venta aparcada a las ${time}`,
  discardParked: (time: string) => `Descartar la venta aparcada a las ${time}`,
  parkedFull: (max: number) => `Ya hay ${max} ventas aparcadas: recupera o descarta alguna antes de aparcar otra.`,
  parkedDone: 'Venta aparcada. Puedes recuperarla desde «Ventas aparcadas».',
  resumeBusy: 'Termina o aparca la venta en curso antes de recuperar otra.',
  clear: 'Vaciar ticket',
  confirmDiscardTitle: '¿Descartar la venta en curso?',
  confirmDiscardBody: 'El ticket tiene líneas sin cobrar. Si sigues, se perderán (puedes aparcar la venta para recuperarla después).',
  confirmDiscard: 'Descartar venta',
  confirmKeep: 'Seguir con la venta',
  confirmLeave: 'Salir y descartar',
  remove: (name: string) => `Quitar ${name}`,
  removeShort: 'Quitar',
  onlyLeft: (quantity: string, unit: string, name: string) => `Solo quedan ${quantity}${unit ? ` ${unit}` : ''} de ${name} en stock.`,

  total: 'Total (IVA incluido)',
  breakdown: 'Desglose del IVA incluido',
  rate: 'Tipo',
  base: 'Base',
  vat: 'Cuota',
  overLimit: (limitCents: number) => `Una factura simplificada no puede superar ${formatEuros(limitCents)}: emite una factura completa.`,
  ordinaryInvoice: 'Nueva factura completa',

  client: 'Cliente (opcional, para factura cualificada)',
  clientPlaceholder: 'Nombre o NIF del cliente',
  clientChosen: 'Factura simplificada cualificada a',
  clientRemove: 'Quitar cliente',
  clientFailed: 'No se ha podido leer el cliente. Inténtalo de nuevo.',
  clientMissing: 'Ese cliente ya no existe.',

  payment: 'Forma de pago',
  tendered: 'Entregado',
  tenderedHelp: 'Vacío: importe exacto.',
  tenderedInvalid: domainMessage('numberInput', 'amount'),
  change: 'Cambio',
  short: (cents: number) => `${domainMessage('simplified', 'tenderedShort')} Faltan ${formatEuros(cents)}.`,
  charge: (total: string) => `Cobrar ${total}`,
  chargeShort: 'Cobrar',
  charging: 'Cobrando…',
  fixLines: 'Corrige las líneas marcadas antes de cobrar.',
  cashLimit: (limitCents: number) =>
    `No se puede cobrar en efectivo ${formatEuros(limitCents)} o más en una misma operación (Ley 7/2012, art. 7): cobra con tarjeta o Bizum.`,
  nonResident: 'El cliente es un particular sin domicilio fiscal en España (límite en efectivo: 10.000 €)',

  sold: (numberText: string) => `Ticket ${numberText}`,
  changeToGive: (cents: number) => `Cambio: ${formatEuros(cents)}`,
  paidWith: (method: string, cents: number) => `Cobrado con ${method.toLowerCase()}: ${formatEuros(cents)}`,
  nextScan: 'Código de la siguiente venta',
  nextScanHelp: 'Escanea o escribe el primer código de la siguiente venta; Intro con el campo vacío empieza una venta vacía.',
  toCharge: 'Total a cobrar',
  print: 'Imprimir ticket',
  printing: 'Preparando…',
  printFailed: 'No se ha podido generar el ticket. Inténtalo de nuevo desde la factura.',
  viewInvoice: 'Ver factura',
  newSale: 'Nueva venta',
};

/** Why a client cannot go on a cualificada (art. 7.2: NIF and address). */
const CLIENT_MISSING: Record<QualifiedRecipientField, string> = {
  taxId: 'Este cliente no tiene NIF: una factura simplificada cualificada lo necesita. Añádelo en su ficha o vende sin cliente.',
  name: 'Este cliente no tiene nombre: una factura simplificada cualificada lo necesita. Añádelo en su ficha o vende sin cliente.',
  address: 'Este cliente no tiene domicilio: una factura simplificada cualificada lo necesita. Añádelo en su ficha o vende sin cliente.',
};

export function clientMissingMessage(field: QualifiedRecipientField): string {
  return CLIENT_MISSING[field];
}

export function lineProblemMessage(code: LineError | 'quantityInvalid' | 'priceInvalid' | 'discountInvalid'): string {
  if (code === 'quantityInvalid') return domainMessage('numberInput', 'quantity');
  if (code === 'discountInvalid') return domainMessage('numberInput', 'percent');
  if (code === 'priceInvalid') return domainMessage('numberInput', 'amount');
  return domainMessage('line', code);
}

/**
 * What sellAtCounter may answer (src/domain/commands.ts): said by the invoice messages, so typed as
 * invoice codes here; a sale code with no invoice text fails tsc.
 */
export const SALE_FAILURES: readonly InvoiceErrorCode[] = [
  ...COMMANDS.sellAtCounter.refusals,
  ...TRANSPORT_KINDS,
] satisfies readonly FailureOf<'sellAtCounter'>[];

/** A refused or failed sale in Spanish: sellAtCounter's refusals are invoice errors (invoiceErrors.ts). */
export function saleErrorMessage(error: unknown): string {
  return invoiceErrorMessage(invoiceErrorFrom(error));
}

/** The «Vale» field of the payment (store-credit vouchers, issue 29). */
export const VOUCHER_TEXT = {
  label: 'Vale',
  help: 'Código impreso en el vale (10 letras y números). Paga primero el vale y el resto con la forma de pago elegida.',
  check: 'Comprobar',
  checking: 'Comprobando…',
  remove: 'Quitar vale',
  badCode: 'El código no es válido: son 10 letras y números, sin O, I, L, 0 ni 1.',
  voucherUnknown: 'No existe ningún vale con ese código en esta empresa.',
  voucherExpired: (expiresOn: string) => `El vale caducó el ${expiresOn.split('-').reverse().join('/')}: ya no se puede usar.`,
  voucherSpent: 'El vale ya está gastado: no le queda saldo.',
  readFailed: 'No se ha podido comprobar el vale. Inténtalo de nuevo.',
  notChecked: 'Comprueba el vale antes de cobrar (o borra el código).',
  balance: (balance: string, expiresOn: string) => `Saldo del vale: ${balance} (válido hasta el ${expiresOn.split('-').reverse().join('/')}).`,
  pays: (pays: string, rest: string) => `El vale paga ${pays}. Queda por pagar: ${rest}.`,
};
