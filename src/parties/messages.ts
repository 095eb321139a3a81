/** Spanish strings of Proveedores and Clientes, in one place. */
import type { PartyIdType } from '../domain';
import type { TermsError, TermsMethod } from '../domain/payments/terms';
import type { PartyKind } from './party';
import type { MandateDateError, MandateReferenceError, MandateScheme } from './partyBank';

export const PARTY_NOUNS: Record<
  PartyKind,
  { one: string; many: string; title: string; detail: string; newTitle: string; the: string; a: string; fileBase: string }
> = {
  vendor: {
    one: 'proveedor',
    many: 'proveedores',
    title: 'Proveedores',
    detail: 'Proveedor',
    newTitle: 'Nuevo proveedor',
    the: 'el proveedor',
    a: 'un proveedor',
    fileBase: 'proveedores',
  },
  client: {
    one: 'cliente',
    many: 'clientes',
    title: 'Clientes',
    detail: 'Cliente',
    newTitle: 'Nuevo cliente',
    the: 'el cliente',
    a: 'un cliente',
    fileBase: 'clientes',
  },
};

export const PARTY_LABELS = {
  name: 'Razón social',
  idType: 'Tipo de identificación',
  nif: 'NIF/CIF/NIE',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  address: 'Dirección',
  postalCode: 'Código postal',
  city: 'Localidad',
  province: 'Provincia',
  countryCode: 'Código de país',
  country: 'País',
  contactPerson: 'Persona de contacto',
  paymentTermsDays: 'Plazos (días)',
  paymentShares: 'Reparto (%)',
  paymentDays: 'Días de pago',
  paymentMethod: 'Forma de pago',
  iban: 'IBAN',
  bic: 'BIC',
  mandateReference: 'Referencia del mandato SEPA',
  mandateDate: 'Fecha de firma del mandato',
  mandateScheme: 'Esquema del mandato',
  notes: 'Notas',
  active: 'Activo',
  recargoEquivalencia: 'Recargo de equivalencia',
  irpfRate: 'Retención de IRPF',
} as const;

/** VERI*FACTU's names of the types (IDOtro IDType 02–07); also what the CSV writes and reads back. */
export const PARTY_ID_TYPE_LABELS: Record<PartyIdType, string> = {
  '': 'NIF',
  '02': 'NIF-IVA',
  '03': 'Pasaporte',
  '04': 'Documento oficial del país de residencia',
  '05': 'Certificado de residencia',
  '06': 'Otro documento probatorio',
  '07': 'No censado',
};

/** The options of the form's select: what each type is for. */
export const PARTY_ID_TYPE_OPTIONS: Record<PartyIdType, string> = {
  '': 'NIF español (DNI, NIE, NIF de entidad)',
  '02': 'NIF-IVA de otro país de la UE (VIES)',
  '03': 'Pasaporte',
  '04': 'Documento oficial del país de residencia',
  '05': 'Certificado de residencia fiscal',
  '06': 'Otro documento probatorio',
  '07': 'No censado (España)',
};

/** The label of the number's field for each type. */
export const PARTY_ID_LABEL: Record<PartyIdType, string> = {
  '': 'NIF/CIF/NIE',
  '02': 'NIF-IVA',
  '03': 'Número de pasaporte',
  '04': 'Número del documento',
  '05': 'Número del certificado',
  '06': 'Número del documento',
  '07': 'Número de identificación',
};

/**
 * How an identification reads on an invoice: "NIF: B86561412", "NIF-IVA: FR40303265045",
 * "Pasaporte: X1234567 (US)" (a VAT number carries its country in its prefix).
 */
export function partyIdText(idType: PartyIdType, nif: string, countryCode: string): string {
  const country = idType !== '' && idType !== '02' && countryCode ? ` (${countryCode})` : '';
  return `${PARTY_ID_TYPE_LABELS[idType]}: ${nif}${country}`;
}

export const PARTY_HELP = {
  nifClient:
    'Puedes dejarlo vacío para un particular, pero toda factura lleva el NIF del cliente: sin él no se le podrá emitir ninguna hasta que lo añadas.',
  nifVendor: 'DNI, NIE o NIF de entidad (CIF). Se comprueba la letra o dígito de control.',
  nifVat:
    'Con el prefijo del país (EL para Grecia, XI para Irlanda del Norte), como figura en VIES; por ejemplo FR40303265045. Se comprueba el formato de ese país.',
  nifOther: 'Letras y dígitos, hasta 20; los espacios y guiones se quitan.',
  idType:
    'Clientes y proveedores de fuera de España: NIF-IVA en la UE; fuera de ella, el documento que los identifique. Así se declara en VERI*FACTU.',
  postalCode: 'En España, 5 dígitos (los dos primeros son la provincia).',
  paymentTermsDays: 'Días desde la fecha de la factura hasta cada vencimiento, separados por «/»: 30/60/90 son tres plazos; 0 = al contado.',
  paymentShares: 'Vacío: a partes iguales. Si no, el porcentaje de cada plazo, en el mismo orden (40/30/30); deben sumar 100.',
  paymentDays: 'Días fijos del mes en que paga (hasta tres, como 5, 20): cada vencimiento pasa al siguiente de ellos. Vacío: ninguno.',
  iban: 'Cuenta del cliente o proveedor, para domiciliar cobros o hacerle transferencias. Opcional.',
  bic: 'Código del banco, de 8 u 11 caracteres (como CAIXESBBXXX). Opcional.',
  mandateReference: 'La referencia única del mandato que firmó el cliente (hasta 35 caracteres). Necesaria para domiciliar.',
  mandateDate: 'El día en que el cliente firmó el mandato.',
  mandateScheme: 'CORE para cualquier cliente; B2B solo entre empresas, si su banco lo ha registrado.',
  recargoEquivalencia: 'Comerciante minorista en recargo de equivalencia: sus facturas llevan el recargo además del IVA.',
  irpfRate: 'Retención que este cliente practica sobre tus facturas (0 = sin retención).',
};

/** The formas de pago as the form's select and the CSV name them. */
export const TERMS_METHOD_LABELS: Record<TermsMethod, string> = {
  transferencia: 'Transferencia',
  domiciliacion: 'Domiciliación bancaria',
  efectivo: 'Efectivo',
  tarjeta: 'Tarjeta',
  bizum: 'Bizum',
  pagare: 'Pagaré',
};

/** The short name in a list ("30/60/90 días · día 5 · Domiciliación"). */
export const TERMS_METHOD_SHORT: Record<TermsMethod, string> = { ...TERMS_METHOD_LABELS, domiciliacion: 'Domiciliación' };

export const MANDATE_SCHEME_LABELS: Record<MandateScheme, string> = {
  CORE: 'CORE (básico)',
  B2B: 'B2B (entre empresas)',
};

/** Each reason the terms are wrong, at the field to change. */
export const TERMS_ERROR_TEXT: Record<TermsError, string> = {
  noInstalments: 'Indica al menos un plazo en días (0 = al contado).',
  tooManyInstalments: 'Admite como máximo 12 plazos.',
  days: 'Cada plazo debe ser un número entero de días entre 0 y 365, separados por «/» (30/60/90).',
  daysOrder: 'Escribe los plazos de menor a mayor (30/60/90).',
  percent: 'Cada porcentaje debe ser un número mayor que 0 y hasta 100, con dos decimales como mucho, separados por «/» (40/30/30).',
  percentSum: 'Los porcentajes deben sumar 100.',
  paymentDays: 'Los días de pago son días del mes, del 1 al 31, separados por comas (5, 20).',
  tooManyPaymentDays: 'Admite como máximo 3 días de pago.',
  method: 'Forma de pago no válida: Transferencia, Domiciliación bancaria, Efectivo, Tarjeta, Bizum o Pagaré.',
};

export const BANK_ERRORS = {
  sharesCount: (n: number) =>
    n === 1
      ? 'Hay un solo plazo: deja el reparto vacío (o pon 100).'
      : `Hay ${n} plazos: indica ${n} porcentajes (o deja el reparto vacío para partes iguales).`,
  bic: 'El BIC debe tener 8 u 11 caracteres: 4 letras del banco, 2 del país y 2 (o 5) letras o dígitos, como CAIXESBBXXX.',
  mandateScheme: 'El esquema del mandato debe ser CORE o B2B.',
  mandateReference: {
    empty: 'Introduce la referencia del mandato (o borra también la fecha si no hay mandato).',
    tooLong: 'La referencia del mandato admite como máximo 35 caracteres.',
    chars:
      "La referencia del mandato solo admite letras sin acentos, dígitos, espacios y + ? / - : ( ) . , ' (sin espacios al principio ni al final).",
  } satisfies Record<MandateReferenceError, string>,
  mandateDate: {
    empty: 'Introduce la fecha en que se firmó el mandato.',
    format: 'La fecha de firma no es una fecha válida (AAAA-MM-DD).',
    future: 'La fecha de firma del mandato no puede ser posterior a hoy.',
  } satisfies Record<MandateDateError, string>,
  debitNeedsIban: 'Para cobrar por domiciliación bancaria hace falta el IBAN del cliente.',
  debitNeedsMandate: 'Para cobrar por domiciliación bancaria hace falta el mandato SEPA firmado: su referencia y su fecha.',
};

export const PARTY_ERRORS = {
  nameRequired: 'Introduce la razón social.',
  nameTooLong: 'La razón social admite como máximo 200 caracteres.',
  tooLong: (max: number) => `Admite como máximo ${max} caracteres.`,
  paymentTerms: 'El plazo de pago debe ser un número entero de días entre 0 y 365.',
  postalCodeTooLong: 'El código postal admite como máximo 10 caracteres.',
  idType:
    'Tipo de identificación no válido: NIF, NIF-IVA, Pasaporte, Documento oficial del país de residencia, Certificado de residencia, Otro documento probatorio o No censado.',
  country: 'Elige el país de la lista (en un CSV, su nombre o su código de dos letras, como FR).',
  nifTaken: (noun: string, nif: string) => `Ya existe ${noun} con el NIF ${nif}.`,
};

export const PARTY_TEXT = {
  searchLabel: 'Buscar',
  searchPlaceholder: 'Nombre o NIF',
  statusLabel: 'Estado',
  newButton: (kind: PartyKind) => (kind === 'vendor' ? 'Nuevo proveedor' : 'Nuevo cliente'),
  emptyAll: (kind: PartyKind) =>
    kind === 'vendor'
      ? 'Todavía no hay proveedores. Crea el primero con «Nuevo proveedor» o impórtalos desde un CSV.'
      : 'Todavía no hay clientes. Crea el primero con «Nuevo cliente» o impórtalos desde un CSV.',
  emptySearch: (q: string) => `Nada coincide con «${q}». Prueba con el principio del nombre o del NIF, o cambia el filtro de estado.`,
  emptyFilter: 'No hay ninguno con este estado. Cambia el filtro para ver los demás.',
  inactiveBadge: 'Inactivo',
  listError: 'No se ha podido cargar la lista. Comprueba la conexión e inténtalo de nuevo.',
  loadError: 'No se ha podido cargar la ficha. Comprueba la conexión e inténtalo de nuevo.',
  notFound: (kind: PartyKind) => `No existe ${kind === 'vendor' ? 'ese proveedor' : 'ese cliente'}: puede que se haya eliminado.`,
  backToList: (kind: PartyKind) => (kind === 'vendor' ? 'Volver a proveedores' : 'Volver a clientes'),
  sectionMain: 'Datos fiscales',
  sectionContact: 'Contacto y dirección',
  sectionTerms: 'Condiciones',
  sectionPayment: 'Condiciones de pago',
  sectionBank: 'Datos bancarios',
  sectionMandate: 'Mandato SEPA (domiciliaciones)',
  suggestMandate: (reference: string) => `Usar ${reference}`,
  termsColumn: 'Condiciones de pago',
  /** "30/60/90 días · día 5 · Domiciliación", "Al contado · Efectivo". */
  termsSummary: (daysText: string, paymentDays: number[], method: string) =>
    [
      daysText === '0' ? 'Al contado' : `${daysText} días`,
      paymentDays.length === 0 ? null : `${paymentDays.length === 1 ? 'día' : 'días'} ${paymentDays.join(', ')}`,
      method,
    ]
      .filter((p) => p !== null)
      .join(' · '),
  save: 'Guardar',
  saving: 'Guardando…',
  saved: (kind: PartyKind) => (kind === 'vendor' ? 'Proveedor guardado.' : 'Cliente guardado.'),
  saveFailed: 'No se ha podido guardar. Comprueba la conexión e inténtalo de nuevo; no se ha guardado nada.',
  permissionDenied: 'No tienes permiso para hacer este cambio.',
  fixErrors: 'Revisa los campos marcados: no se ha guardado nada.',
  deactivate: 'Desactivar',
  reactivate: 'Reactivar',
  deactivated: (kind: PartyKind) =>
    kind === 'vendor'
      ? 'Proveedor desactivado: ya no se ofrecerá en las entradas nuevas, pero se conserva su historial.'
      : 'Cliente desactivado: ya no se ofrecerá en las salidas y facturas nuevas, pero se conserva su historial.',
  reactivated: (kind: PartyKind) => (kind === 'vendor' ? 'Proveedor reactivado.' : 'Cliente reactivado.'),
  inactiveNotice: (kind: PartyKind) => (kind === 'vendor' ? 'Este proveedor está desactivado.' : 'Este cliente está desactivado.'),
  delete: 'Eliminar',
  deleteConfirmTitle: (kind: PartyKind) => (kind === 'vendor' ? '¿Eliminar este proveedor?' : '¿Eliminar este cliente?'),
  deleteConfirmBody: (name: string) => `Se eliminará «${name}» de forma definitiva. Esta acción no se puede deshacer.`,
  deleteConfirm: 'Eliminar definitivamente',
  cancel: 'Cancelar',
  deleted: (kind: PartyKind) => (kind === 'vendor' ? 'Proveedor eliminado.' : 'Cliente eliminado.'),
  deleteRefusedInUse: (kind: PartyKind) =>
    kind === 'vendor'
      ? 'No se puede eliminar este proveedor porque ya aparece en entradas o facturas, y esos documentos deben conservar a quién se refieren. ' +
        'Desactívalo: dejará de ofrecerse en los documentos nuevos y se conservará su historial.'
      : 'No se puede eliminar este cliente porque ya aparece en salidas o facturas, y esos documentos deben conservar a quién se refieren. ' +
        'Desactívalo: dejará de ofrecerse en los documentos nuevos y se conservará su historial.',
  deleteFailed: 'No se ha podido eliminar. Inténtalo de nuevo.',
  irpfNone: 'Sin retención',
};
