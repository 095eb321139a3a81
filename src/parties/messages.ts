/** Spanish strings of Proveedores and Clientes, in one place. */
import type { PartyIdType } from '../domain';
import type { PartyKind } from './party';

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
  paymentTermsDays: 'Plazo de pago (días)',
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
  paymentTermsDays: 'Días desde la fecha de la factura hasta su vencimiento; 0 = al contado.',
  recargoEquivalencia: 'Comerciante minorista en recargo de equivalencia: sus facturas llevan el recargo además del IVA.',
  irpfRate: 'Retención que este cliente practica sobre tus facturas (0 = sin retención).',
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
