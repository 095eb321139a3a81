/** Spanish wording of the invoices area: labels, the writer's errors and the PDF's texts, in one place. */
import { formatDate, parseIsoDate } from '../domain/dates';
import type { FailureOf } from '../domain/commands';
import {
  MAIL_RATE_LIMIT,
  MAX_MESSAGE_LENGTH,
  MAX_RECIPIENTS,
  MAX_SUBJECT_LENGTH,
  type EmailKind,
  type EmailStatus,
  type MessageProblem,
  type RecipientsProblem,
  type SubjectProblem,
} from '../domain/mail/invoiceEmail';
import { domainMessage } from '../domain/messages';
import { MAX_AMOUNT_CENTS } from '../domain/amountBounds';
import { formatEuros } from '../domain/money';
import { unsafeTextMessage } from '../domain/plainText';
import { LINE_ERRORS, type LineError } from '../domain/lineValidation';
import { MAX_REASON_LENGTH, MIN_REASON_LENGTH, type RectificationCode, type RectificationMode, type ReasonError } from '../domain/rectification';
import { TAX_CAUSE_REASONS, isNotSubjectCode, type TaxCause } from '../domain/tax';
import { MAX_VENDOR_INVOICE_NUMBER_LENGTH, type VendorInvoiceNumberError } from '../domain/vendorInvoiceNumber';
import type { InvoiceError, InvoiceErrorCode } from './invoiceErrors';
import type { InvoiceKind, InvoiceStatusFilter, InvoiceType, PaymentMethod } from '../domain/invoices/invoiceModel';
import { MAX_LINES, MAX_SOURCES } from '../domain/invoices/invoiceModel';
import type { ContentProblem } from '../domain/invoices/invoiceValidation';
import { MAX_DESCRIPTION_LENGTH, MAX_NOTES_LENGTH } from '../domain/invoices/invoiceValidation';
import type { DueState } from '../domain/payments/dues';
import type { TaxOperation } from '../domain/taxModels/model303';
import { RATE_LIMITED_MESSAGE } from '../domain/rateLimit';

export const KIND_TEXT: Record<
  InvoiceKind,
  { title: string; one: string; party: string; parties: string; sources: string; source: string; issue: string; issued: string; number: string }
> = {
  output: {
    title: 'Facturas de salidas',
    one: 'Factura de salida',
    party: 'Cliente',
    parties: 'clientes',
    sources: 'Salidas',
    source: 'salida',
    issue: 'Emitir',
    issued: 'Emitida',
    number: 'Número',
  },
  input: {
    title: 'Facturas de entradas',
    one: 'Factura de entrada',
    party: 'Proveedor',
    parties: 'proveedores',
    sources: 'Entradas',
    source: 'entrada',
    issue: 'Registrar',
    issued: 'Registrada',
    number: 'Nº registro',
  },
};

export const TYPE_LABEL: Record<InvoiceType, string> = {
  ordinaria: 'Ordinaria',
  rectificativa: 'Rectificativa',
};

/** The lists' states; as a filter «Pendiente de pago» is anything open (paid in part, a returned debit too). */
export const STATUS_LABEL: Record<InvoiceStatusFilter, string> = {
  borrador: 'Borrador',
  pendiente: 'Pendiente de pago',
  parcial: 'Cobrada o pagada en parte',
  devuelta: 'Recibo devuelto',
  pagada: 'Pagada',
  sustituida: 'Sustituida',
  anulada: 'Anulada',
  vencida: 'Vencida',
};

/** A state as said of an invoice of a known kind: a sale is «Cobrada en parte», a purchase «Pagada en parte». */
export function statusLabel(status: InvoiceStatusFilter, kind: InvoiceKind | null): string {
  if (status === 'parcial' && kind) return kind === 'output' ? 'Cobrada en parte' : 'Pagada en parte';
  return STATUS_LABEL[status];
}

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = {
  transferencia: 'Transferencia bancaria',
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  bizum: 'Bizum',
  domiciliacion: 'Domiciliación bancaria',
  pagare: 'Pagaré',
  cheque: 'Cheque',
  compensacion: 'Compensación',
  otro: 'Otro',
};

export const RECTIFICATION_MODE_LABEL: Record<RectificationMode, string> = {
  difference: 'Por diferencias (líneas con la diferencia, negativas si el importe baja)',
  substitution: 'Por sustitución (la rectificativa sustituye a la factura original)',
};

/** Why an invoice is rectified (RD 1619/2012 art. 15; LIVA art. 80), as the editor and the invoice name it. */
export const RECTIFICATION_CODE_LABEL: Record<RectificationCode, string> = {
  R1: 'R1 · Error fundado en derecho o art. 80 Uno, Dos y Seis LIVA (devoluciones, descuentos, precio)',
  R2: 'R2 · Art. 80 Tres LIVA (destinatario en concurso de acreedores)',
  R3: 'R3 · Art. 80 Cuatro LIVA (créditos incobrables)',
  R4: 'R4 · Otras causas',
  R5: 'R5 · Rectificativa de factura simplificada',
};

/** The causes of a line without VAT, as the line's tax select names them. */
export const EXEMPTION_LABEL: Record<TaxCause, string> = {
  E1: 'Exenta art. 20 LIVA',
  E2: 'Exenta art. 21 LIVA (exportación)',
  E3: 'Exenta art. 22 LIVA',
  E4: 'Exenta arts. 23 y 24 LIVA',
  E5: 'Exenta art. 25 LIVA (intracomunitaria)',
  E6: 'Exenta por otras causas',
  N1: 'No sujeta arts. 7 y 14 LIVA',
  N2: 'No sujeta por reglas de localización',
};

const ERRORS: Record<InvoiceErrorCode, string> = {
  offline:
    'Sin conexión: emitir o guardar una factura necesita conexión con el servidor. No se ha guardado nada; inténtalo cuando vuelvas a estar en línea.',
  busy: 'Hay muchas facturas emitiéndose a la vez y no se ha podido asignar el número. No se ha guardado nada; inténtalo de nuevo.',
  denied: 'No tienes permiso para hacer este cambio, o los datos no son válidos. No se ha guardado nada.',
  unknown: 'No se ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'El servidor no ha podido completar la operación. No se ha guardado nada; inténtalo de nuevo.',
  invalid: 'Revisa los datos marcados: la factura no se ha guardado.',
  notFound: 'La factura ya no existe.',
  notDraft: 'Esta factura ya está emitida: no se puede modificar ni emitir de nuevo.',
  notIssued: 'Solo se puede marcar como pagada o pendiente una factura emitida. No se ha guardado nada.',
  partyMissing: 'El cliente o proveedor de la factura ya no existe.',
  missingPartyNif: 'El cliente no tiene NIF: una factura completa debe indicarlo. Añádelo en la ficha del cliente y vuelve a intentarlo.',
  missingCompanyData:
    'Faltan la razón social o el NIF de tu empresa: un administrador debe completarlos en los datos de la empresa antes de emitir facturas.',
  sourceMissing: 'Alguna de las salidas o entradas incluidas ya no existe.',
  sourceNotConfirmed: 'La salida o entrada {detail} no está confirmada: solo se facturan documentos confirmados.',
  sourceInvoiced: 'La salida o entrada {detail} ya está facturada en otra factura. Quítala de esta factura.',
  sourceOtherParty: 'La salida o entrada {detail} es de otro cliente o proveedor.',
  originalNotRectifiable: 'Solo se puede rectificar una factura de salida ordinaria ya emitida, del mismo cliente.',
  tooManyRectifications: 'Esta factura ya tiene el máximo de rectificativas (20).',
  duplicateVendorInvoice: 'Ya está registrada la factura {detail} de este proveedor: el número de factura del proveedor no puede repetirse.',
  invoiceReplaced: 'Esta factura está sustituida por una rectificativa: el cobro o pago se anota en la rectificativa.',
  verifactu: 'No se ha emitido: la factura no puede generar un registro VERI*FACTU válido ({detail}). Corrígelo y vuelve a intentarlo.',
  notAnnullable: 'Esta factura no se puede anular. No se ha guardado nada.',
  simplifiedOverLimit:
    'Una factura simplificada no puede superar {detail} (RD 1619/2012 art. 4): emite una factura completa. No se ha guardado nada.',
  recipientIncomplete: 'Para una factura simplificada cualificada el cliente necesita NIF y domicilio (art. 7.2). Complétalos en su ficha.',
  tenderedShort: 'Lo entregado no cubre el total. No se ha cobrado nada.',
  cashLimit:
    'No se puede pagar en efectivo una operación de {detail} o más (Ley 7/2012, art. 7): elige tarjeta, Bizum o transferencia. No se ha cobrado nada.',
  shortage: 'No hay stock suficiente de {detail}. No se ha guardado nada.',
  service: 'No se puede devolver {detail}: es un servicio y no mueve stock.',
  unknownProduct: 'Algún producto de las líneas ya no existe ({detail}). No se ha guardado nada.',
  notReturnable: 'No se puede hacer una devolución de este documento ({detail}).',
  returnTooMuch: 'No se puede devolver más de lo vendido y no devuelto: {detail}. No se ha guardado nada.',
  sourceLineMismatch: 'Una línea de la salida {detail} lleva un producto que esa salida no entregó. No se ha guardado nada.',
  sourceOverRemaining:
    'Una línea de la salida {detail}: no se puede facturar más de lo que la salida entregó y no se ha devuelto. No se ha guardado nada.',
  creditOverStanding:
    'La rectificativa abonaría más de lo que queda de la factura original tras sus rectificativas ({detail}). No se ha guardado nada.',
  amountOutOfRange: 'Algún importe o cantidad está fuera de los límites admitidos ({detail}). No se ha guardado nada.',
  verifactuNotConfigured:
    'No se ha emitido: esta instalación no está configurada para enviar registros VERI*FACTU a la AEAT ({detail}). Avisa a quien la administra.',
  verifactuNifInUse:
    'No se ha emitido: otra empresa de esta instalación ya lleva la cadena VERI*FACTU del NIF {detail}. Un mismo obligado tributario no puede tener dos cadenas: emite desde esa empresa o corrige el NIF.',
  tillClosed: 'No tienes la caja abierta: abre tu caja con su fondo antes de cobrar en efectivo. No se ha cobrado nada.',
  voucherUnknown: 'No existe ningún vale con ese código en esta empresa. Revisa el código impreso en el vale. No se ha cobrado nada.',
  voucherExpired: 'El vale ha caducado y ya no se puede usar. No se ha cobrado nada.',
  voucherSpent: 'El vale ya está gastado: no le queda saldo. No se ha cobrado nada.',
};

/** Why an invoice cannot be annulled (notAnnullable details). */
const NOT_ANNULLABLE: Record<string, string> = {
  purchase: 'Solo se anulan facturas de venta emitidas por error; una factura de proveedor registrada por error se corrige con su proveedor.',
  paid: 'La factura tiene cobros: anúlalos antes en su tabla de cobros. Si la operación existió, corrígela con una rectificativa.',
  inRemittance: 'Un vencimiento de la factura está en una remesa: cancela la remesa o sácalo de ella antes de anular la factura.',
  rectified: 'La factura ya tiene rectificativas: anularla dejaría sin referencia a sus rectificativas. Corrígela con otra rectificativa.',
  rectificativa: 'Una rectificativa no se anula: si era errónea, emite otra rectificativa de la factura original.',
  annulled: 'La factura ya está anulada.',
};

/** Why goods cannot be returned from a document (notReturnable details). */
const NOT_RETURNABLE: Record<string, string> = {
  purchase: 'Las devoluciones a un proveedor se hacen desde su entrada.',
  rectificativa: 'Una rectificativa no admite devoluciones: hazlas desde la factura original.',
  notIssued: 'Solo se devuelve mercancía de una factura emitida.',
  replaced: 'La factura está sustituida por una rectificativa: haz la devolución desde la que la sustituye.',
  notConfirmed: 'Solo se devuelve mercancía de un documento confirmado.',
  isReturn: 'Una devolución no se devuelve: registra el movimiento contrario.',
  invoiced: 'Esta salida ya está facturada: haz la devolución desde su factura, que emitirá la rectificativa.',
  nothingStocked: 'Ninguna de las líneas elegidas mueve stock (son servicios o conceptos sin producto).',
  negativeLines: 'El documento tiene líneas negativas: no admite devoluciones.',
  returnEmpty: 'Elige al menos una línea y la cantidad que vuelve.',
  returnUnknownLine: 'Alguna de las líneas elegidas no está en el documento.',
  returnDuplicateLine: 'Has elegido la misma línea dos veces.',
  returnQuantityNotPositive: 'La cantidad que vuelve debe ser mayor que cero.',
  returnQuantityPrecision: 'La cantidad admite como máximo 3 decimales.',
};

/** Why a VERI*FACTU record could not be built (VerifactuError codes), in the words of the refusal above. */
const VERIFACTU_DETAIL: Record<string, string> = {
  issuerNif: 'el NIF de tu empresa no es válido',
  producerNif: 'la instalación no tiene configurado el NIF del productor del sistema',
  numSerie: 'el número de factura supera 60 caracteres o contiene alguno de los caracteres < > " \' =, que la AEAT no admite',
  recipientNif: 'la identificación del cliente no es válida para la AEAT',
  recipientCountry: 'el país del cliente no es válido para su tipo de identificación',
  breakdownEmpty: 'no tiene importes',
  breakdownTooLong: 'tiene más de 12 combinaciones de tipo de IVA y recargo',
  amountRange: 'algún importe supera el máximo admitido',
  date: 'alguna fecha no es válida',
  rectifiedAmountsMissing: 'faltan los importes de la factura sustituida',
  unsafeText: 'algún texto contiene un carácter invisible o de control',
  operationDate: 'la fecha de operación es posterior a la de expedición',
  intraEuRecipient: 'una entrega intracomunitaria exenta (E5) necesita un cliente identificado con NIF-IVA de otro país de la UE, no con NIF español',
  aeatRule: 'el registro no cumpliría una validación de la AEAT; avisa al soporte',
  recordShape: 'el registro no tiene la forma que exige la AEAT; avisa al soporte',
};

export function invoiceErrorMessage(error: InvoiceError): string {
  if (error.code === 'notAnnullable') return NOT_ANNULLABLE[error.detail] ?? ERRORS.notAnnullable;
  if (error.code === 'notReturnable') return NOT_RETURNABLE[error.detail] ?? ERRORS.notReturnable.replace('{detail}', error.detail);
  if (error.code === 'verifactu') return ERRORS.verifactu.replace('{detail}', VERIFACTU_DETAIL[error.detail] ?? error.detail);
  return ERRORS[error.code].replace('{detail}', error.detail ? `«${error.detail}»` : '');
}

/** A text holding a control character (the exact one and its position come from unsafeTextMessage). */
const UNSAFE_TEXT = 'Contiene un carácter no permitido (invisible o de control); bórrelo y vuelva a escribir el texto.';

const PROBLEMS: Record<Exclude<ContentProblem['code'], LineError>, string> = {
  partyMissing: 'Elige el cliente o proveedor.',
  rectificationInvalid: 'Solo una factura rectificativa de venta rectifica otra factura.',
  paymentTermsInvalid: 'El plazo de pago de este cliente o proveedor no es válido (de 0 a 365 días): corrígelo en su ficha.',
  noLines: 'Añade al menos una línea.',
  tooManyLines: `Una factura admite como máximo ${MAX_LINES} líneas.`,
  linesOverBound: `Las líneas suman más de ${formatEuros(MAX_AMOUNT_CENTS)}, el máximo que admite una factura: revisa cantidades y precios.`,
  tooManySources: `Una factura admite como máximo ${MAX_SOURCES} salidas o entradas.`,
  descriptionEmpty: 'Escribe el concepto de la línea.',
  descriptionTooLong: `El concepto admite como máximo ${MAX_DESCRIPTION_LENGTH} caracteres.`,
  irpfRateInvalid: domainMessage('totalsOptions', 'irpfRateInvalid'),
  notesTooLong: `Las observaciones admiten como máximo ${MAX_NOTES_LENGTH} caracteres.`,
  dateInvalid: 'La fecha no es válida.',
  dateRequired: 'Indica la fecha.',
  empty: 'Indica el número de factura del proveedor.',
  tooLong: `El número de factura del proveedor admite como máximo ${MAX_VENDOR_INVOICE_NUMBER_LENGTH} caracteres.`,
  noAlphanumeric: 'El número de factura del proveedor debe contener letras o cifras.',
  tooShort: `Explica el motivo de la rectificación (al menos ${MIN_REASON_LENGTH} caracteres).`,
  operationAfterIssue: 'La fecha de operación no puede ser posterior a la de expedición (hoy) ni futura.',
  operationOnSale: 'El tipo de operación solo se indica en las facturas recibidas.',
  operationNeedsEuVendor: 'Una adquisición intracomunitaria exige un proveedor de otro país de la UE.',
  operationNeedsNonEuVendor: 'Una importación exige un proveedor de fuera de la UE.',
  operationWithVat: 'Con este tipo de operación el proveedor no repercute IVA: pon las líneas al 0 % (el IVA se autoliquida en el 303).',
  unsafeText: UNSAFE_TEXT,
};

const REASON_MESSAGES: Record<Exclude<ReasonError, 'unsafeText'>, string> = {
  empty: 'Indica el motivo de la rectificación.',
  tooShort: `Explica el motivo de la rectificación (al menos ${MIN_REASON_LENGTH} caracteres).`,
  tooLong: `El motivo admite como máximo ${MAX_REASON_LENGTH} caracteres.`,
};

const VENDOR_NUMBER_MESSAGES: Record<VendorInvoiceNumberError, string> = {
  empty: PROBLEMS.empty,
  tooLong: PROBLEMS.tooLong,
  noAlphanumeric: PROBLEMS.noAlphanumeric,
};

/** The Spanish message of a content problem, shown beside its field. */
export function problemMessage(problem: ContentProblem): string {
  if (problem.code === 'unsafeText') return unsafeTextMessage(problem.text, problem.kind) ?? UNSAFE_TEXT;
  if (problem.field === 'reason' && problem.code !== 'rectificationInvalid') return REASON_MESSAGES[problem.code];
  if (problem.field === 'vendorInvoiceNumber') return VENDOR_NUMBER_MESSAGES[problem.code];
  if ((LINE_ERRORS as readonly string[]).includes(problem.code)) return domainMessage('line', problem.code as LineError);
  return PROBLEMS[problem.code as Exclude<ContentProblem['code'], LineError>];
}

export function isoToSpanish(iso: string | null): string {
  if (!iso) return '';
  const date = parseIsoDate(iso);
  return date ? formatDate(date) : iso;
}

export const TEXT = {
  listTitle: 'Facturas',
  newOutput: 'Nueva factura de salida',
  newInput: 'Nueva factura de entrada',
  loadFailed: 'No se han podido cargar las facturas.',
  noneFound: 'No hay facturas con estos filtros.',
  overdue: 'Vencida',
  deleteConfirm: '¿Eliminar este borrador? Esta acción no se puede deshacer.',
  deleted: 'Borrador eliminado.',
  saved: 'Borrador guardado.',
  issuedOk: (numberText: string) => `Factura emitida con el número ${numberText}.`,
  registeredOk: (numberText: string) => `Factura registrada con el número ${numberText}.`,
  issueConfirm: (kind: InvoiceKind) =>
    kind === 'output'
      ? 'Al emitir, la factura recibe el siguiente número de la serie con la fecha de hoy y ya no se podrá modificar ni eliminar. ¿Emitir?'
      : 'Al registrar, la factura recibe el siguiente número del registro de compras y ya no se podrá modificar ni eliminar. ¿Registrar?',
  /** Issuing a sale with product lines not from a salida: it takes their goods out of stock. */
  issueMovesStock: (products: number) =>
    `${products === 1 ? 'La línea con producto que no viene de una salida saca' : `Las ${products} líneas con producto que no vienen de una salida sacan`} su mercancía del stock: se creará su salida, ya confirmada (los servicios no mueven stock).`,
  offlineIssue: ERRORS.offline,
  clientWithoutNif: 'Este cliente no tiene NIF y una factura debe indicarlo: así no se podrá emitir. Añádelo en su ficha y vuelve a elegirlo.',
  clientRecord: 'Abrir la ficha del cliente',
};

/** Words the invoice screens share: the way back to a list, a dialog's buttons, the invoice a rectificativa corrects. */
export const COMMON_TEXT = {
  backTo: (listTitle: string) => `Volver a ${listTitle.toLowerCase()}`,
  close: 'Cerrar',
  cancel: 'Cancelar',
  rectifies: 'Rectifica la factura',
  rectifiesDate: (date: string) => `del ${date}.`,
  investmentGoods: 'Bienes de inversión',
  premisesRental: 'Alquiler de local de negocio',
};

/** The draft editor: its heading, the party, the dates and tax options, the rectification, the buttons. */
export const EDITOR_TEXT = {
  draftHeading: (one: string) => `${one} (borrador)`,
  rectificativaHeading: 'Factura rectificativa (borrador)',
  rectificationSeries: 'Se emitirá en la serie de rectificativas.',
  /** A vendor's credit note (abono): a purchase rectificativa. */
  creditNoteHeading: 'Abono del proveedor (borrador)',
  creditNoteSeries:
    'Se registrará como factura rectificativa recibida: indica el número y la fecha del abono del proveedor y deja en las líneas lo que abona, en negativo.',
  creditNoteMode: 'Un abono del proveedor se registra siempre por diferencias: cada línea lleva lo que abona, en negativo.',
  partyLoadFailed: 'No se ha podido cargar el cliente o proveedor.',
  partySearch: 'Nombre o NIF',
  nif: 'NIF: ',
  noNif: 'sin NIF',
  paymentTerms: (days: number | undefined) => `Plazo de pago: ${days} días`,
  inRecargo: ' · En recargo de equivalencia',
  changeParty: (party: string) => `Cambiar de ${party.toLowerCase()}`,
  vendorInvoiceNumber: 'Nº de factura del proveedor',
  vendorInvoiceDate: 'Fecha factura',
  dueDate: 'Vencimiento',
  operationDate: 'Fecha de operación',
  operationDateHelp: 'Si es distinta de la de expedición.',
  irpfRate: 'Retención IRPF',
  noIrpf: 'Sin retención',
  withRecargo: 'Con recargo de equivalencia',
  investmentGoodsHelp: 'Su IVA se deduce en las casillas [30]–[31] del 303.',
  clientInRecargo: 'Cliente en recargo de equivalencia: se aplica automáticamente.',
  clientNotInRecargo: 'Sin recargo de equivalencia.',
  premisesRentalHelp: 'Se declara en el modelo 347 aunque lleve retención.',
  dueIfIssuedToday: (date: string) => `Si se emite hoy, vencerá el ${date}.`,
  mode: 'Modo de rectificación',
  modeHelp: 'Al cambiar el modo se vuelven a cargar las líneas de la factura original.',
  code: 'Causa de la rectificación',
  reason: 'Motivo de la rectificación',
  notes: 'Observaciones',
  saveDraft: 'Guardar borrador',
  deleteDraft: 'Eliminar borrador',
  delete: 'Eliminar',
};

/** The lines of an invoice: the editor's table and the issued invoice's. */
export const LINES_TEXT = {
  title: 'Líneas',
  tableLabel: 'Líneas de la factura',
  concept: 'Concepto',
  quantity: 'Cantidad',
  price: 'Precio unit. (€)',
  discount: 'Dto. %',
  vat: 'IVA',
  amount: 'Importe',
  remove: 'Quitar',
  /** The issued invoice's columns. */
  viewPrice: 'Precio unit.',
  viewDiscount: 'Dto.',
  /** A field's label, read by a screen reader: "Cantidad de la línea 2". */
  field: (what: string, n: number) => `${what} de la línea ${n}`,
  priceField: 'Precio unitario sin IVA, en euros,',
  discountField: 'Descuento en %',
  removeLine: (n: number) => `Quitar la línea ${n}`,
  tobaccoChoice: '21 % · tabaco (R.E. 1,75 %)',
  /** A free-text line's nature (issue 28): services carry no recargo de equivalencia. */
  serviceLine: 'Servicio (sin recargo de equivalencia)',
  serviceProduct: 'Servicio',
  zeroChoice: '0 % (indica la causa)',
  rateChoice: (rate: string) => `${rate} %`,
  addProduct: 'Añadir un producto',
  productSearch: 'Código, nombre o código de barras',
  addFreeLine: 'Añadir línea libre',
};

/** The tax breakdown and totals under the lines. */
export const BREAKDOWN_TEXT = {
  label: 'Desglose por tipo de IVA',
  rate: 'Tipo',
  base: 'Base',
  vat: 'Cuota IVA',
  recargo: 'Recargo equiv.',
  vatRate: (rate: string, tobacco: boolean) => `IVA ${rate}${tobacco ? ' (tabaco)' : ''}`,
  totals: 'Totales',
  totalBase: 'Base imponible',
  totalVat: 'IVA',
  totalRecargo: 'Recargo de equivalencia',
  total: 'Total factura',
  irpf: (rate: string) => `Retención IRPF (${rate})`,
  payable: 'Total a pagar',
};

/** An issued invoice's vencimientos and cobros/pagos (issue 30); the dialogs' own texts are in src/payments/messages.ts. */
export const DUES_TEXT = {
  title: 'Vencimientos',
  tableLabel: 'Vencimientos de la factura',
  n: 'Nº',
  dueDate: 'Vencimiento',
  method: 'Forma de pago',
  amount: 'Importe',
  paid: (kind: InvoiceKind) => (kind === 'output' ? 'Cobrado' : 'Pagado'),
  open: 'Pendiente',
  state: 'Estado',
  of: (n: number, count: number) => `${n}/${count}`,
  stateLabel: (state: DueState, kind: InvoiceKind): string =>
    ({
      pendiente: 'Pendiente',
      parcial: kind === 'output' ? 'Cobrado en parte' : 'Pagado en parte',
      pagada: kind === 'output' ? 'Cobrado' : 'Pagado',
      devuelta: 'Devuelto',
      anulada: 'Anulado',
    })[state],
  overdue: 'vencido',
  inRemittance: 'En remesa',
};

export const INVOICE_PAYMENTS_TEXT = {
  title: (kind: InvoiceKind) => (kind === 'output' ? 'Cobros' : 'Pagos'),
  tableLabel: (kind: InvoiceKind) => (kind === 'output' ? 'Cobros de la factura' : 'Pagos de la factura'),
  date: 'Fecha',
  method: 'Forma',
  applied: 'Importe',
  reference: 'Referencia',
  state: 'Estado',
  none: (kind: InvoiceKind) => (kind === 'output' ? 'Todavía no hay cobros de esta factura.' : 'Todavía no hay pagos de esta factura.'),
  loadFailed: 'No se han podido leer los cobros y pagos de esta factura.',
  reverse: 'Anular',
  reverseLabel: (kind: InvoiceKind, amount: string, date: string) => `Anular el ${kind === 'output' ? 'cobro' : 'pago'} de ${amount} del ${date}`,
  record: (kind: InvoiceKind) => (kind === 'output' ? 'Registrar cobro' : 'Registrar pago'),
  refund: 'Registrar devolución',
  /** An invoice marked paid before cobros existed has no payment to reverse (setInvoicePayment). */
  markPending: 'Marcar como pendiente',
  markedPending: 'Factura marcada como pendiente de pago.',
  partly: (kind: InvoiceKind, paid: string, of: string, open: string) =>
    `${kind === 'output' ? 'Cobrada' : 'Pagada'} en parte: ${paid} de ${of}; pendiente ${open}`,
  returned: (open: string) => `Recibo devuelto por el banco: pendiente de cobro de nuevo (${open})`,
};

export const ANNUL_TEXT = {
  title: (numberText: string) => `Anular la factura ${numberText}`,
  explanation:
    'Solo para una factura emitida por error, que no debió existir (duplicada, a otro cliente y no entregada…). Conserva su número, sale de los libros y de los resúmenes, sus salidas quedan libres para facturarlas de nuevo y se envía a la AEAT su registro de anulación VERI*FACTU. No se puede deshacer.',
  rectifyInstead: 'Si la venta existió y hay que corregir importes o devolver mercancía, emite una rectificativa.',
  reason: 'Motivo de la anulación',
  reasonInvalid: (max: number) => `Indica el motivo (entre 3 y ${max} caracteres).`,
  annul: 'Anular factura',
};

/** Texts printed on the PDF of a sales invoice. */
export const PDF_TEXT = {
  invoice: 'FACTURA',
  rectificativa: 'FACTURA RECTIFICATIVA',
  number: 'Nº de factura',
  issueDate: 'Fecha de expedición',
  operationDate: 'Fecha de la operación',
  dueDate: 'Vencimiento',
  issuer: 'Emisor',
  recipient: 'Destinatario',
  nif: 'NIF',
  concept: 'Concepto',
  quantity: 'Cantidad',
  unitPrice: 'Precio unitario (sin IVA)',
  discount: 'Dto.',
  vat: 'IVA',
  amount: 'Importe',
  breakdownTitle: 'Desglose de impuestos',
  base: 'Base imponible',
  vatRate: 'Tipo IVA',
  vatQuota: 'Cuota IVA',
  recargoRate: 'Tipo R.E.',
  recargoQuota: 'Cuota R.E.',
  totalBase: 'Base imponible total',
  totalVat: 'Total cuota IVA',
  totalRecargo: 'Total recargo de equivalencia',
  irpf: (rate: string) => `Retención IRPF (${rate})`,
  total: 'TOTAL FACTURA',
  payable: 'TOTAL A PAGAR',
  payment: 'Forma de pago',
  transferTo: (iban: string) => `Transferencia bancaria a la cuenta ${iban}`,
  directDebit: 'Domiciliación bancaria',
  /** "Vencimientos: 30/12/2026 120,98 €; 29/01/2027 120,98 €". */
  instalments: (list: string) => `Vencimientos: ${list}`,
  /** A credit note: money to give back or offset, never a due date to pay by. */
  refund: (amount: string) => `Importe a devolver o compensar: ${amount}`,
  notes: 'Observaciones',
  legends: 'Menciones',
  exempt: (code: TaxCause) => (isNotSubjectCode(code) ? `No sujeta (${code})` : `Exenta (${code})`),
  exemptionLegend: (code: TaxCause) => `${code}: ${TAX_CAUSE_REASONS[code]}.`,
  tobacco: 'Labores del tabaco',
  recargoLegend: 'Operación sujeta al recargo de equivalencia (arts. 154 a 163 de la Ley 37/1992 del IVA).',
  irpfLegend: (rate: string) => `Retención a cuenta del IRPF del ${rate} sobre la base imponible.`,
  rectifies: (numberText: string, date: string, reason: string) =>
    `Factura rectificativa de la factura nº ${numberText}, de fecha ${date}. Motivo: ${reason}`,
  rectificationCode: (code: RectificationCode) => `Tipo de rectificativa: ${RECTIFICATION_CODE_LABEL[code]}.`,
  rectificationMode: (mode: RectificationMode) =>
    mode === 'difference' ? 'Rectificación por diferencias.' : 'Rectificación por sustitución: esta factura sustituye a la original.',
  page: (current: number, count: number) => `Página ${current} de ${count}`,
  fileName: (numberText: string) => `Factura ${numberText}.pdf`,
};

/** A factura simplificada (ticket) on screen, in its A4 PDF and on its 80 mm receipt. */
export const SIMPLIFIED_TEXT = {
  title: (type: InvoiceType) => (type === 'rectificativa' ? 'Factura simplificada rectificativa' : 'Factura simplificada'),
  pdfTitle: (type: InvoiceType) => (type === 'rectificativa' ? 'FACTURA SIMPLIFICADA RECTIFICATIVA' : 'FACTURA SIMPLIFICADA'),
  /** A ticket to a customer who gave no data (no recipient block). */
  anonymous: 'Cliente: sin identificar',
  /** The lists' party column for such a ticket. */
  counterCustomer: 'Cliente de mostrador',
  price: 'Precio (IVA incl.)',
  amount: 'Importe (IVA incl.)',
  pdfPrice: 'Precio unitario (IVA incl.)',
  vatIncluded: 'IVA incluido',
  tendered: 'Entregado',
  change: 'Cambio',
  /** "Efectivo · Entregado 20,00 € · Cambio 7,90 €" (what was tendered and the change only in cash). */
  payment: (method: string, cash: { tendered: string; change: string } | null) =>
    cash ? `${method} · Entregado ${cash.tendered} · Cambio ${cash.change}` : method,
  /** A refund ticket: "Efectivo · Devuelto 14,96 €" (what was given back, not a negative amount handed over). */
  refunded: (method: string, amount: string) => `${method} · Devuelto ${amount}`,
  receiptButton: 'Ticket (80 mm)',
  receiptDone: 'Ticket generado.',
};

/** The 80 mm receipt of a factura simplificada. */
export const RECEIPT_TEXT = {
  number: (numberText: string) => `Nº ${numberText}`,
  dateTime: (date: string, time: string) => (time ? `${date} ${time}` : date),
  customer: 'Cliente',
  nif: 'NIF',
  /** "2 ud × 1,50 €", and the discount when there is one. */
  quantityTimesPrice: (quantity: string, price: string, discount: string) => `${quantity} × ${price}${discount ? ` (dto. ${discount})` : ''}`,
  total: 'TOTAL',
  base: 'Base',
  vatRate: 'IVA %',
  vatQuota: 'Cuota',
  vatIncluded: 'IVA incluido',
  payment: 'Forma de pago',
  tendered: 'Entregado',
  change: 'Cambio',
  /** A refund ticket: what was given back (issue 29). */
  refunded: 'Importe devuelto',
  /** A reprint (issue 29). */
  copy: 'COPIA',
  giftTitle: 'TICKET REGALO',
  giftNote: 'Ticket regalo: sin precios. Consérvelo para cambios o devoluciones.',
  fileName: (numberText: string) => `Ticket ${numberText}.pdf`,
  giftFileName: (numberText: string) => `Ticket regalo ${numberText}.pdf`,
};

/** The totals line(s) of the invoice lists. */
export const TOTALS_TEXT = {
  kind: { output: 'Ventas', input: 'Compras' } satisfies Record<InvoiceKind, string>,
  note: 'Solo facturas emitidas o registradas: los borradores y las anuladas no suman.',
  notCounted: 'Los borradores y las facturas anuladas no suman en los totales.',
} as const;

/** The Tipo de operación of a received invoice (src/domain/invoices/receivedOperation.ts). */
export const OPERATION_TEXT = {
  label: 'Tipo de operación',
  help: 'Según el país del proveedor. Sin IVA en la factura, el IVA se autoliquida en el 303 (y en el 349 si es de la UE).',
  none: 'Según el país del proveedor',
  options: {
    domestic: 'Nacional',
    intraEuGoods: 'Adquisición intracomunitaria de bienes',
    intraEuServices: 'Adquisición intracomunitaria de servicios',
    import: 'Importación',
    reverseCharge: 'Inversión del sujeto pasivo',
  } satisfies Record<TaxOperation, string>,
};

/** Invoices by e-mail (issue 33): the dialog, the list of sends and the command's failures. */
export const EMAIL_TEXT = {
  button: 'Enviar por e-mail',
  title: (numberText: string) => `Enviar ${numberText} por e-mail`,
  to: 'Para',
  toHelp: `Una o varias direcciones separadas por comas (como mucho ${MAX_RECIPIENTS}).`,
  subject: 'Asunto',
  message: 'Mensaje',
  attachmentNote: (fileName: string) => `Se adjunta el PDF de la factura (${fileName}), el mismo que «Descargar PDF».`,
  send: 'Enviar',
  sending: 'Enviando…',
  sent: (to: string) => `Factura enviada por e-mail a ${to}.`,
  noClientEmail: 'El cliente no tiene e-mail en su ficha: escriba la dirección.',
  recipients: {
    empty: 'Escriba al menos una dirección de e-mail.',
    tooMany: `Como mucho ${MAX_RECIPIENTS} direcciones por envío.`,
    badAddress: 'Alguna dirección no es válida (por ejemplo: cliente@empresa.es).',
    repeated: 'Hay una dirección repetida.',
  } satisfies Record<RecipientsProblem, string>,
  badAddress: (address: string) => `«${address}» no es una dirección de e-mail válida (por ejemplo: cliente@empresa.es).`,
  subjectProblem: {
    empty: 'Escriba el asunto.',
    tooLong: `El asunto admite como mucho ${MAX_SUBJECT_LENGTH} caracteres.`,
    control: 'El asunto no puede contener saltos de línea ni caracteres invisibles.',
  } satisfies Record<SubjectProblem, string>,
  messageProblem: {
    tooLong: `El mensaje admite como mucho ${MAX_MESSAGE_LENGTH} caracteres.`,
    control: 'El mensaje contiene un carácter invisible no permitido; bórrelo y vuelva a escribirlo.',
  } satisfies Record<MessageProblem, string>,
  history: 'Envíos por e-mail',
  historyEmpty: 'Esta factura no se ha enviado por e-mail.',
  historyFailed: 'No se pudieron leer los envíos por e-mail.',
  columns: { at: 'Fecha', kind: 'Tipo', to: 'Para', subject: 'Asunto', status: 'Estado' },
  kind: { factura: 'Factura', recordatorio: 'Recordatorio' } satisfies Record<EmailKind, string>,
  status: { enviado: 'Enviado', fallido: 'Fallido' } satisfies Record<EmailStatus, string>,
  pendingTime: 'ahora',
};

/** What a failed «Enviar» says, by the command's code (src/domain/commands.ts MAIL_REFUSALS) or the transport's. */
export const EMAIL_FAILURES: Record<FailureOf<'sendInvoiceEmail'>, string> = {
  invalid: 'Revise las direcciones, el asunto y el mensaje: el servidor no los ha aceptado.',
  notFound: 'La factura no existe o no es de esta empresa.',
  notIssued: 'Solo se envían por e-mail facturas de venta emitidas.',
  mailLimit: `Ha enviado demasiados e-mails en poco tiempo (como mucho ${MAIL_RATE_LIMIT.count} cada ${MAIL_RATE_LIMIT.windowMs / 60000} minutos). Espere unos minutos y vuelva a intentarlo.`,
  mailNotConfigured: 'El envío de e-mails no está configurado en este servidor. Avise al administrador.',
  mailFailed: 'El servidor de correo no aceptó el envío.',
  offline: 'Sin conexión: el e-mail se envía desde el servidor. Vuelva a intentarlo cuando haya conexión.',
  busy: 'El servidor está ocupado. Vuelva a intentarlo.',
  denied: 'No tiene permiso para enviar facturas por e-mail.',
  rateLimited: RATE_LIMITED_MESSAGE,
  failed: 'No se pudo enviar el e-mail. Vuelva a intentarlo.',
};
