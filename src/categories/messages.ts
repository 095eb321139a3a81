/** Spanish strings of Productos (the `categories` collection), in one place. */
import type { Unit } from './product';
import type { ImportFailureCode } from './productImport';

export const UNIT_LABELS: Record<Unit, string> = {
  ud: 'Unidad (ud)',
  kg: 'Kilogramo (kg)',
  g: 'Gramo (g)',
  l: 'Litro (l)',
  ml: 'Mililitro (ml)',
  m: 'Metro (m)',
  m2: 'Metro cuadrado (m²)',
  m3: 'Metro cúbico (m³)',
  caja: 'Caja',
  paquete: 'Paquete',
  h: 'Hora (h)',
};

export const PRODUCT_LABELS = {
  code: 'Código',
  name: 'Nombre',
  description: 'Descripción',
  unit: 'Unidad',
  salePrice: 'Precio de venta (€)',
  retailPrice: 'PVP (IVA incl.) (€)',
  priceSource: 'Precio que fijas',
  vatRate: 'IVA (%)',
  minStock: 'Stock mínimo',
  barcode: 'Código de barras (EAN-13)',
  active: 'Activo',
  stocked: 'Controla existencias',
  averageCost: 'Coste medio',
  lastPurchasePrice: 'Último precio de compra',
  quantity: 'Existencias',
} as const;

export const PRODUCT_ERRORS = {
  codeRequired: 'Introduce el código.',
  codeTooLong: 'El código admite como máximo 30 caracteres.',
  codeChars:
    'El código solo admite letras sin tilde, dígitos, puntos, guiones y guiones bajos, sin espacios, y debe empezar por una letra o un dígito.',
  codeTaken: (code: string) => `Ya existe un producto con el código ${code}.`,
  nameRequired: 'Introduce el nombre del producto.',
  nameTooLong: 'El nombre admite como máximo 120 caracteres.',
  descriptionTooLong: 'La descripción admite como máximo 500 caracteres.',
  unit: 'Elige una unidad de la lista (ud, kg, g, l, ml, m, m2, m3, caja, paquete o h).',
  priceNegative: 'El precio de venta no puede ser negativo.',
  retailNegative: 'El PVP no puede ser negativo.',
  retailRequired: 'Introduce el PVP con IVA incluido, o elige fijar el precio sin IVA.',
  priceSource: 'Elige si fijas el precio sin IVA o el PVP con IVA incluido.',
  minStockNegative: 'El stock mínimo no puede ser negativo.',
  minStockTooBig: 'El stock mínimo es demasiado grande.',
};

export const PRODUCT_HELP = {
  code: 'Único en la empresa; no distingue mayúsculas de minúsculas.',
  salePrice: 'Sin IVA, por unidad de venta.',
  salePriceDerived: 'Calculado del PVP: la base que contiene, redondeada al céntimo.',
  retailPrice: 'Con IVA incluido: el precio de la etiqueta; el Mostrador cobra exactamente este importe.',
  retailPriceDerived: 'Calculado del precio sin IVA más el IVA, redondeado al céntimo.',
  priceSourceNet: 'Precio sin IVA (el PVP se calcula)',
  priceSourceRetail: 'PVP con IVA incluido (el precio sin IVA se calcula)',
  minStock: 'Por debajo de esta cantidad, el producto se destaca en Stock.',
  barcode: 'Opcional. Se comprueba el dígito de control.',
  stocked: 'Desmárcalo para servicios (portes, mano de obra): nunca mueven stock ni se ofrecen en entradas y salidas.',
  costs: 'Los calcula el módulo de stock con cada entrada confirmada.',
};

export const PRODUCT_TEXT = {
  title: 'Productos',
  detail: 'Producto',
  newTitle: 'Nuevo producto',
  newButton: 'Nuevo producto',
  searchLabel: 'Buscar',
  searchPlaceholder: 'Nombre, código o código de barras',
  statusLabel: 'Estado',
  readOnlyNotice: 'Solo los administradores pueden crear o modificar productos; puedes consultarlos.',
  newAdminsOnly:
    'Solo los administradores dan de alta productos. Pide a un administrador de tu empresa que lo cree; mientras tanto puedes consultar los que ya hay.',
  emptyAll: 'Todavía no hay productos. Crea el primero con «Nuevo producto» o impórtalos desde un CSV.',
  emptyAllReadOnly: 'Todavía no hay productos. Pide a un administrador que los dé de alta.',
  emptySearch: (q: string) =>
    `Nada coincide con «${q}». Prueba con el principio del nombre, del código o del código de barras, o cambia el filtro de estado.`,
  emptyFilter: 'No hay ninguno con este estado. Cambia el filtro para ver los demás.',
  serviceBadge: 'Servicio',
  activeYes: 'Sí',
  activeNo: 'No',
  listError: 'No se ha podido cargar la lista. Comprueba la conexión e inténtalo de nuevo.',
  listPausedForImport: 'La lista se actualizará al terminar la importación.',
  loadError: 'No se ha podido cargar el producto. Comprueba la conexión e inténtalo de nuevo.',
  notFound: 'No existe ese producto: puede que se haya eliminado.',
  backToList: 'Volver a productos',
  sectionMain: 'Identificación',
  sectionSale: 'Venta y stock',
  sectionCosts: 'Costes (solo lectura)',
  noValue: '—',
  stockHistory: 'Ver stock y movimientos de este producto',
  save: 'Guardar',
  saving: 'Guardando…',
  saved: 'Producto guardado.',
  saveFailed: 'No se ha podido guardar. Comprueba la conexión e inténtalo de nuevo; no se ha guardado nada.',
  permissionDenied: 'No tienes permiso para hacer este cambio.',
  fixErrors: 'Revisa los campos marcados: no se ha guardado nada.',
  deactivate: 'Desactivar',
  reactivate: 'Reactivar',
  deactivated: 'Producto desactivado: ya no se ofrecerá en los documentos nuevos, pero se conserva su historial.',
  reactivated: 'Producto reactivado.',
  inactiveNotice: 'Este producto está desactivado.',
  delete: 'Eliminar',
  deleteConfirmTitle: '¿Eliminar este producto?',
  deleteConfirmBody: (name: string) => `Se eliminará «${name}» de forma definitiva. Esta acción no se puede deshacer.`,
  deleteConfirm: 'Eliminar definitivamente',
  cancel: 'Cancelar',
  deleted: 'Producto eliminado.',
  deleteRefusedStock:
    'No se puede eliminar este producto porque ya tiene movimientos de stock, y el historial del almacén debe conservar a qué producto se refiere. ' +
    'Desactívalo: dejará de ofrecerse en los documentos nuevos y se conservará su historial.',
  deleteRefusedDraft: (kind: 'input' | 'output') =>
    `No se puede eliminar este producto porque lo usa una ${kind === 'input' ? 'entrada' : 'salida'} en borrador. ` +
    'Quítalo de ese documento (o elimina el borrador) y vuelve a intentarlo, o desactiva el producto.',
  deleteCheckFailed: 'No se ha podido comprobar si el producto se usa en algún documento, así que no se ha eliminado. Inténtalo de nuevo.',
  deleteFailed: 'No se ha podido eliminar. Inténtalo de nuevo.',
};

/** Why an imported row was not saved (productImport.ts), shown on its row of the import's table. */
export const PRODUCT_IMPORT_ERRORS: Record<ImportFailureCode, (code: string) => string> = {
  'code-taken': (code) => `Otro producto ha tomado el código ${code} mientras se importaba el archivo.`,
  'code-changed': () => 'El producto se ha eliminado o ha cambiado de código mientras se importaba el archivo.',
  denied: () => 'No tienes permiso para guardar este producto: comprueba con un administrador que sigues teniendo ese rol.',
  failed: () => 'No se ha podido guardar. Vuelve a importar el archivo para guardar esta fila: lo ya guardado se actualizará, no se duplicará.',
};
