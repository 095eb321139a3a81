/** Spanish wording of Presupuestos (issue 31): states, screens, actions and failures, in one place. */
import type { QuoteShownState, QuoteState, SendRefusal } from '../domain/quotes/quoteModel';

export const QUOTE_STATE_LABEL: Record<QuoteShownState, string> = {
  borrador: 'Borrador',
  enviado: 'Enviado',
  caducado: 'Caducado',
  aceptado: 'Aceptado',
  rechazado: 'Rechazado',
};

export const QUOTE_STATE_BADGE: Record<QuoteShownState, string> = {
  borrador: 'warning',
  enviado: 'info',
  caducado: 'secondary',
  aceptado: 'success',
  rechazado: 'danger',
};

export const QUOTE_TEXT = {
  one: 'Presupuesto',
  many: 'Presupuestos',
  newTitle: 'Nuevo presupuesto',
  title: (number: string) => `Presupuesto ${number}`,
  toList: '‹ Presupuestos',
  notFound: 'Este presupuesto no existe o se ha eliminado.',
  backToList: 'Volver a presupuestos',
  client: 'Cliente',
  reference: 'Referencia del cliente',
  validUntil: 'Válido hasta',
  validUntilHelp: 'Hasta ese día incluido; después, si no se ha aceptado ni rechazado, aparece como caducado.',
  save: 'Guardar borrador',
  send: 'Marcar como enviado',
  accept: 'Marcar aceptado',
  reject: 'Marcar rechazado',
  toDraft: 'Volver a borrador',
  delete: 'Eliminar',
  pdf: 'Descargar PDF',
  confirmDelete: '¿Eliminar este borrador de presupuesto? Su número no se vuelve a usar.',
  saved: 'Presupuesto guardado.',
  moved: {
    borrador: 'El presupuesto vuelve a ser un borrador: puedes cambiarlo y enviarlo de nuevo.',
    enviado: 'Presupuesto marcado como enviado.',
    aceptado: 'Presupuesto aceptado.',
    rechazado: 'Presupuesto rechazado.',
  } as Record<QuoteState, string>,
  expiredNote: (date: string) =>
    `Caducó el ${date} sin respuesta. Puedes marcarlo aceptado o rechazado, o volver a borrador para darle otra validez.`,
  readOnly: 'Solo se puede cambiar un presupuesto en borrador. Vuelve a borrador para cambiarlo.',
  orderNote: 'Este presupuesto se convirtió en un pedido.',
  openOrder: 'Ver el pedido',
  convert: 'Convertir en pedido',
  converted: 'Pedido creado a partir del presupuesto y confirmado: su stock queda reservado.',
  convertedDraft: 'Pedido creado a partir del presupuesto como borrador, sin confirmar:',
  // The list.
  newQuote: 'Nuevo presupuesto',
  filterLabel: 'Filtrar presupuestos',
  state: 'Estado',
  all: 'Todos',
  clientPlaceholder: 'Nombre o NIF',
  removeClientFilter: (name: string) => `Quitar el filtro de cliente ${name}`,
  empty: 'No hay presupuestos con estos filtros.',
  listLabel: 'Lista de presupuestos',
  columns: { number: 'Número', date: 'Fecha', client: 'Cliente', validUntil: 'Válido hasta', total: 'Total', state: 'Estado' },
  noun: 'presupuestos',
};

export const QUOTE_FORM_TEXT = {
  validUntil: 'Introduce la fecha hasta la que vale el presupuesto.',
  validUntilBeforeDate: 'La validez no puede terminar antes de la fecha del presupuesto.',
};

export const SEND_REFUSAL_TEXT: Record<SendRefusal, string> = {
  noLines: 'Añade al menos una línea antes de enviar el presupuesto.',
  expired: 'La fecha «Válido hasta» ya ha pasado: cámbiala antes de enviar el presupuesto.',
};

export const QUOTE_FAILED = {
  load: 'No se han podido cargar los presupuestos.',
  save: 'No se ha podido guardar el presupuesto. Comprueba la conexión e inténtalo de nuevo.',
  move: 'No se ha podido cambiar el estado del presupuesto. Comprueba la conexión e inténtalo de nuevo.',
  delete: 'No se ha podido eliminar el borrador.',
  pdf: 'No se ha podido preparar el PDF. Inténtalo de nuevo.',
};

/** The PDF (src/quotes/pdf). */
export const QUOTE_PDF_TEXT = {
  title: 'Presupuesto',
  issuer: 'Empresa',
  number: 'Número',
  date: 'Fecha',
  validUntil: 'Válido hasta',
  reference: 'Su referencia',
  validity: (date: string) => `Este presupuesto es válido hasta el ${date}. Los precios unitarios no incluyen IVA; el total sí.`,
  fileName: (number: string) => `Presupuesto ${number}.pdf`,
};
