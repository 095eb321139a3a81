/** Spanish wording of the reports (Informes), in one place. */
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatPercent } from '../domain/money';
import type { TaxCause } from '../domain/tax';
import type { Exclusion347 } from './operations347';
import type { Quarter, RangeProblem, RectificationMode } from './reportModel';
import type { Concept303 } from './vatSummary';

const count = new Intl.NumberFormat('es-ES', { useGrouping: 'always' });
export const formatCount = (n: number) => count.format(n);

/** "05/03/2026" from "2026-03-05" (empty when there is no date). */
export function isoToSpanish(iso: string | null | undefined): string {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? formatDate(date) : '';
}

export const QUARTER_LABEL: Record<Quarter, string> = {
  1: '1.er trimestre (enero–marzo)',
  2: '2.º trimestre (abril–junio)',
  3: '3.er trimestre (julio–septiembre)',
  4: '4.º trimestre (octubre–diciembre)',
};
export const QUARTER_SHORT: Record<Quarter, string> = { 1: '1T', 2: '2T', 3: '3T', 4: '4T' };

/** "Exenta (E1)" or "No sujeta (N2)": the cause of a 0 % group. */
export function causeLabel(cause: TaxCause): string {
  return cause.startsWith('N') ? `No sujeta (${cause})` : `Exenta (${cause})`;
}

/** "21 %", or the cause of an exempt or non-subject group. */
export function rateLabel(vatRate: number, exemption: TaxCause | null): string {
  return exemption ? causeLabel(exemption) : formatPercent(vatRate);
}

/** "[07]": a box of the modelo 303. */
export const boxLabel = (box: string) => `[${box}]`;

export const RANGE_PROBLEMS: Record<RangeProblem, string> = {
  fromInvalid: 'Indica una fecha de inicio válida.',
  toInvalid: 'Indica una fecha de fin válida.',
  toBeforeFrom: 'La fecha de fin no puede ser anterior a la de inicio.',
  tooLong: 'El periodo no puede pasar de un año: genera el informe por años.',
};

export const REPORT_TEXT = {
  indexTitle: 'Informes',
  indexIntro: 'Libros registro, resumen de IVA, modelo 347, valoración de existencias y cierre de caja, en pantalla y para exportar.',
  generate: 'Generar',
  generating: 'Generando…',
  cancel: 'Cancelar',
  cancelled: 'Informe cancelado: no se muestra ningún resultado a medias.',
  failed: 'No se ha podido generar el informe. Comprueba la conexión e inténtalo de nuevo.',
  exportCsv: 'Exportar CSV',
  exportPdf: 'Exportar PDF',
  pdfFailed: 'No se ha podido crear el PDF. Inténtalo de nuevo.',
  progress: (read: number, total: number) => `${formatCount(read)} de ${formatCount(total)} facturas`,
  progressProducts: (read: number) => `${formatCount(read)} productos leídos`,
  from: 'Desde',
  to: 'Hasta',
  year: 'Año',
  quarter: 'Trimestre',
  yearInvalid: 'Indica un año de cuatro cifras entre 2000 y 2100.',
  period: (from: string, to: string) => `del ${isoToSpanish(from)} al ${isoToSpanish(to)}`,
  noInvoices: 'No hay facturas emitidas o registradas en este periodo.',
  backToIndex: 'Todos los informes',
  total: 'Total',
  showingRows: (shown: number, total: number) =>
    `Se muestran ${formatCount(shown)} de ${formatCount(total)} filas; la exportación las incluye todas.`,
  dateNote: {
    issued:
      'Por fecha de devengo, como el modelo 303: la de la operación cuando la factura la indica, si no la de expedición (que siempre figura); ordenadas por fecha de expedición, serie y número.',
    received: 'Por fecha de registro (la del número REG-…), no por la fecha de la factura del proveedor.',
  },
};

export const BOOK_TEXT = {
  issued: {
    title: 'Libro registro de facturas expedidas',
    short: 'Facturas expedidas',
    description: 'Facturas de salidas emitidas en un periodo: una fila por factura y tipo de IVA, con sus totales.',
    number: 'Número',
    date: 'Fecha expedición',
    party: 'Cliente',
    file: 'libro-facturas-expedidas',
  },
  received: {
    title: 'Libro registro de facturas recibidas',
    short: 'Facturas recibidas',
    description: 'Facturas de entradas registradas en un periodo, por fecha de registro, con el número y la fecha del proveedor.',
    number: 'Nº registro',
    date: 'Fecha registro',
    party: 'Proveedor',
    file: 'libro-facturas-recibidas',
  },
  vendorNumber: 'Nº factura proveedor',
  vendorDate: 'Fecha factura',
  nif: 'NIF',
  base: 'Base imponible',
  vatRate: 'Tipo IVA',
  vatQuota: 'Cuota IVA',
  recargoRate: 'Tipo RE',
  recargoQuota: 'Cuota RE',
  irpf: 'Retención IRPF',
  total: 'Total factura',
  operationDate: 'Fecha operación',
  rectType: 'Tipo rectificativa',
  rectMode: 'Rectificación',
  notes: 'Observaciones',
  rectModeCode: { substitution: 'S', difference: 'I' } as Record<RectificationMode, string>,
  rectModeText: { substitution: 'por sustitución', difference: 'por diferencias' } as Record<RectificationMode, string>,
  /** "R1 · por diferencias (I)". */
  rectKind: (code: string | null, mode: RectificationMode | null) =>
    [code, mode ? `${BOOK_TEXT.rectModeText[mode]} (${BOOK_TEXT.rectModeCode[mode]})` : null].filter(Boolean).join(' · '),
  rectifies: (n: string) => `Rectificativa de ${n}`,
  replaces: (n: string) => `Anula ${n} (sustitución)`,
  totalsRow: 'TOTAL',
  invoices: (n: number) => `${formatCount(n)} ${n === 1 ? 'factura' : 'facturas'}`,
};

export const VAT_TEXT = {
  title: 'Resumen de IVA por trimestre',
  description: 'Las casillas del modelo 303 (régimen general) del trimestre: IVA devengado, IVA deducible, resultado e información adicional.',
  dateNote: 'Por fecha de devengo: la de la operación cuando la factura la indica (art. 75 LIVA); las compras, por fecha de registro.',
  accrued: 'IVA devengado',
  deductible: 'IVA deducible',
  result: 'Resultado',
  info: 'Información adicional',
  outside: 'Sin casilla o sin calcular aquí',
  outsideNote:
    'Las adquisiciones intracomunitarias ([10]/[11], [36]–[39]) y la inversión del sujeto pasivo ([12]/[13]) se autoliquidan según el «Tipo de operación» de cada factura recibida (sin indicarlo, una compra sin IVA a un proveedor de la UE cuenta como bienes). El IVA de las importaciones ([32]–[35]) se paga en aduana con el DUA y no se calcula aquí.',
  resultNote:
    'Orientativo: supone deducible todo el IVA soportado (sin prorrata) y el 100 % atribuible al Estado ([64] y [66] coinciden con [46]); las cuotas a compensar de periodos anteriores ([110], [78]) se restan si las indicas. Las rectificativas van en las casillas de modificación.',
  concept: 'Concepto',
  box: 'Casilla',
  base: 'Base imponible',
  rate: 'Tipo',
  quota: 'Cuota',
  section: 'Sección',
  baseBox: 'Casilla base',
  rateBox: 'Casilla tipo',
  quotaBox: 'Casilla cuota',
  concepts: {
    accrued: 'Régimen general',
    accruedModification: 'Modificación de bases y cuotas (rectificativas)',
    recargo: 'Recargo de equivalencia',
    recargoModification: 'Modificación de bases y cuotas del recargo de equivalencia',
    accruedTotal: 'Total cuota devengada',
    deductibleCurrent: 'Operaciones interiores corrientes',
    deductibleInvestment: 'Operaciones interiores con bienes de inversión',
    deductionRectification: 'Rectificación de deducciones (rectificativas recibidas)',
    deductibleTotal: 'Total a deducir',
    result: 'Resultado régimen general',
    intraEuSupplies: 'Entregas intracomunitarias de bienes y servicios',
    exports: 'Exportaciones y operaciones asimiladas',
    notSubjectByLocation: 'Operaciones no sujetas por reglas de localización',
    salesWithoutBox: 'Ventas sin casilla en el 303',
    intraEuAcquisitions: 'Adquisiciones intracomunitarias (autoliquidación sin calcular)',
    imports: 'Importaciones (IVA pagado en aduana, sin calcular)',
    purchasesWithoutVat: 'Compras exentas o no sujetas (sin IVA deducible)',
  } satisfies Record<Concept303, string>,
  file: 'resumen-iva',
};

export const M347_TEXT = {
  title: 'Operaciones con terceros (modelo 347)',
  description: 'Clientes y proveedores con más de 3.005,06 € en el año, IVA incluido, desglosado por trimestres.',
  clients: 'Clientes (ventas, clave B)',
  vendors: 'Proveedores (compras, clave A)',
  kindSales: 'Ventas (B)',
  kindPurchases: 'Compras (A)',
  kind: 'Clave',
  nif: 'NIF',
  name: 'Nombre o razón social',
  annual: 'Total anual',
  cash: 'Importe en metálico',
  premises: 'Arrendamiento local de negocio',
  /** A record of cash received this year on an earlier year's sales (RGAT art. 35.5). */
  cashYear: 'Ejercicio del efectivo',
  lateCash: (year: number) => `Efectivo cobrado este año de operaciones de ${year}`,
  none: 'Nadie supera 3.005,06 € en el año.',
  rule: 'Importe = base + IVA + recargo de equivalencia. Solo se declara quien supera 3.005,06 € en el año en valor absoluto (un saldo negativo, con su signo), por NIF. Las ventas cuentan por fecha de devengo, como en los libros y el modelo 303; las compras, por fecha de registro; las rectificativas, con su signo. El alquiler de local pagado con retención de IRPF no se declara aquí (va en el modelo 180). El efectivo cobrado de un cliente en el año se indica cuando supera 6.000 €.',
  excludedTitle: 'No incluido (art. 33.2 RGAT)',
  excluded: {
    withholding: 'Operaciones con retención de IRPF (modelos 190/180), salvo el arrendamiento de local de negocio',
    intraEu: 'Entregas y adquisiciones intracomunitarias (modelo 349)',
    foreignTrade: 'Exportaciones e importaciones',
    unidentified: 'Facturas simplificadas sin destinatario',
  } satisfies Record<Exclusion347, string>,
  withoutNif: 'sin NIF',
  totalClients: 'TOTAL clientes',
  totalVendors: 'TOTAL proveedores',
  file: 'modelo-347',
};

export const STOCK_TEXT = {
  title: 'Valoración de existencias',
  description:
    'Existencias a día de hoy al precio medio ponderado: el valor exacto de cada producto, su coste medio y el coste de lo vendido este año.',
  asOf: (date: string) => `A fecha ${isoToSpanish(date)}`,
  code: 'Código',
  name: 'Producto',
  quantity: 'Cantidad',
  unit: 'Ud.',
  averageCost: 'Coste medio',
  value: 'Valor',
  costOfSales: (year: string) => `Coste de ventas ${year}`,
  products: (n: number) => `${formatCount(n)} ${n === 1 ? 'producto' : 'productos'} con existencias`,
  none: 'No hay productos con existencias.',
  file: 'valoracion-existencias',
};

export const CASH_TEXT = {
  title: 'Cierre de caja',
  description:
    'Los tickets (facturas simplificadas) de un día por forma de pago, y el efectivo neto que suman. El arqueo de cada caja está en Cierres de caja.',
  day: 'Día',
  dayInvalid: 'Indica un día válido.',
  heading: (day: string) => `Cierre de caja del ${isoToSpanish(day)}`,
  method: 'Forma de pago',
  salesCount: 'Tickets de venta',
  sales: 'Ventas',
  rectificativaCount: 'Rectificativas',
  rectificativas: 'Devoluciones',
  net: 'Total',
  cashExpected: (amount: string) => `Efectivo neto de los tickets del día: ${amount}`,
  tillNote:
    'Solo tickets: el efectivo que debe haber en cada caja (su fondo, las facturas cobradas o abonadas en efectivo y las entradas y salidas de efectivo) y su arqueo están en su informe Z, en Cierres de caja.',
  countedRule: 'Solo cuentan los tickets emitidos ese día; las devoluciones restan. Los tickets anulados se muestran aparte y no suman.',
  none: 'No hay tickets emitidos este día.',
  annulled: (n: number, amount: string, numbers: string) =>
    `${formatCount(n)} ${n === 1 ? 'ticket anulado' : 'tickets anulados'} (${amount}), que no suman: ${numbers}.`,
  unassigned: (n: number, amount: string, numbers: string) =>
    `${formatCount(n)} ${n === 1 ? 'ticket emitido' : 'tickets emitidos'} sin forma de pago de mostrador (${amount}), que no suman en ninguna caja: ${numbers}.`,
  limitReached: (limit: number) =>
    `Se han leído ${formatCount(limit)} tickets, el máximo por día: puede haber más que no se muestran, y los totales pueden quedarse cortos.`,
  file: 'cierre-de-caja',
};
