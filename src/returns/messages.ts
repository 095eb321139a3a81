/** Spanish wording of the returns desk: its screens, the line picker, the notes on stock documents. */
import { RETURN_REFUSALS, TRANSPORT_KINDS, type FailureOf } from '../domain/commands';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH } from '../domain/rectification';
import type { InvoiceErrorCode } from '../invoices/invoiceErrors';

/**
 * What returnSale and returnToVendor may answer (src/domain/commands.ts). A return of a sale is a
 * rectificativa, so these are said by the invoice messages (src/invoices/messages.ts, through
 * runInvoiceCommand): typed as invoice codes here, a return code with no invoice text fails tsc.
 */
export const RETURN_FAILURES: readonly InvoiceErrorCode[] = [...RETURN_REFUSALS, ...TRANSPORT_KINDS] satisfies readonly FailureOf<
  'returnSale' | 'returnToVendor'
>[];

/** The three return screens: from a sale, from a salida not invoiced, to a vendor from an entrada. */
export const RETURN_PAGE_TEXT = {
  invoice: {
    title: (number: string) => `Devolución de la factura ${number}`,
    lead: 'Elige qué devuelve el cliente. Se emitirá una factura rectificativa por diferencias con esas líneas en negativo y una entrada de la mercancía al coste al que salió.',
    sold: 'Vendido',
    submit: 'Registrar devolución',
    back: 'Volver a la factura',
  },
  output: {
    title: (number: string) => `Devolución del cliente de la salida ${number}`,
    lead: 'Elige qué devuelve el cliente. Se registrará una entrada de la mercancía, ya confirmada, al coste al que salió.',
    sold: 'Entregado',
    submit: 'Registrar devolución',
    back: 'Volver a la salida',
  },
  input: {
    title: (number: string) => `Devolución al proveedor de la entrada ${number}`,
    lead: 'Elige qué devuelves al proveedor. Se registrará una salida al proveedor, ya confirmada, al coste al que entró. Su abono se registra después en la factura de compra («Registrar abono del proveedor»).',
    sold: 'Recibido',
    submit: 'Registrar devolución',
    back: 'Volver a la entrada',
  },
  missingTitle: 'Devolución',
  missing: 'Este documento no existe o se ha eliminado.',
  loadFailed: 'No se ha podido cargar el documento.',
  /** Flash notices on the screen the return opens. */
  saleDone: (rectificativa: string, entrada: string | null) =>
    entrada
      ? `Devolución registrada: rectificativa ${rectificativa} y entrada ${entrada}.`
      : `Devolución registrada: rectificativa ${rectificativa}. Ninguna línea devuelta mueve stock.`,
  salidaDone: (entrada: string) => `Devolución registrada: entrada ${entrada}, ya confirmada.`,
  vendorDone: (salida: string) => `Devolución al proveedor registrada: salida ${salida}, ya confirmada.`,
};

/** The line picker (ReturnLinesForm). */
export const RETURN_FORM_TEXT = {
  tableLabel: 'Líneas que se pueden devolver',
  concept: 'Concepto',
  returned: 'Ya devuelto',
  remaining: 'Queda',
  toReturn: 'A devolver',
  quantityOf: (description: string) => `Cantidad a devolver de ${description}`,
  noStock: 'Sin producto: no mueve stock',
  stockNote: 'Las líneas sin producto y los servicios van en la rectificativa, pero no mueven stock.',
  nothingLeft: 'Ya se ha devuelto todo lo que llevaba este documento.',
  reason: 'Motivo',
  reasonHelp: 'Si lo dejas en blanco: «Devolución de mercancía».',
  negative: 'La cantidad no puede ser negativa.',
  overRemaining: (remaining: string) => `No se puede devolver más de lo que queda: ${remaining}.`,
  reasonTooShort: `El motivo debe tener al menos ${MIN_REASON_LENGTH} caracteres.`,
  reasonTooLong: `El motivo admite como máximo ${MAX_REASON_LENGTH} caracteres.`,
};

/** A return on an entrada or salida, and what a source has returned so far. */
export const RETURN_DOC_TEXT = {
  badge: { sale: 'Devolución de cliente', purchase: 'Devolución a proveedor' },
  client: 'Cliente',
  vendor: 'Proveedor',
  from: { invoice: 'de la factura', salida: 'de la salida', entrada: 'de la entrada' },
  seeRectificativa: 'Ver la rectificativa',
  notAnnullable: 'Una devolución no se anula: si hubo un error, registra el movimiento contrario.',
  returnedTitle: 'Devuelto hasta ahora:',
  returnedLine: (description: string, quantity: string) => `${description} · Devuelto: ${quantity}`,
  /** Buttons on the source documents. */
  saleButton: 'Devolución',
  salidaButton: 'Devolución del cliente',
  entradaButton: 'Devolver al proveedor',
  creditNoteButton: 'Registrar abono del proveedor',
  ticketNote:
    'Un ticket no se rectifica con «Rectificar»: la mercancía devuelta se registra con «Devolución», que emite su rectificativa. Para corregir un precio, devuelve la línea y véndela de nuevo al precio correcto.',
};

/** What an invoice says of the stock document it made. */
export const INVOICE_STOCK_TEXT = {
  stockSalida: 'La mercancía de esta factura salió del stock con la salida',
  stockEntrada: 'La mercancía devuelta entró en el stock con la entrada',
};
