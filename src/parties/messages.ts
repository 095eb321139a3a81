/** Spanish strings of Proveedores and Clientes, in one place. */
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
  nif: 'NIF/CIF/NIE',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  address: 'Dirección',
  postalCode: 'Código postal',
  city: 'Localidad',
  province: 'Provincia',
  country: 'País',
  contactPerson: 'Persona de contacto',
  paymentTermsDays: 'Plazo de pago (días)',
  notes: 'Notas',
  active: 'Activo',
  recargoEquivalencia: 'Recargo de equivalencia',
  irpfRate: 'Retención de IRPF',
} as const;

export const PARTY_HELP = {
  nifClient: 'Déjalo vacío solo para particulares (consumidores finales): sin NIF únicamente se les puede emitir factura simplificada.',
  nifVendor: 'DNI, NIE o NIF de entidad (CIF). Se comprueba la letra o dígito de control.',
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
  inactiveNotice: (kind: PartyKind) =>
    kind === 'vendor' ? 'Este proveedor está desactivado.' : 'Este cliente está desactivado.',
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
