/** Spanish wording of the reports (Informes), in one place. */
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatPercent } from '../domain/money';
import type { ExemptionCode } from '../domain/tax';
import type { Quarter, RangeProblem } from './reportModel';

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

/** "21 %", or "Exenta (E1)" for an exempt group. */
export function rateLabel(vatRate: number, exemption: ExemptionCode | null): string {
  return exemption ? `Exenta (${exemption})` : formatPercent(vatRate);
}

export const RANGE_PROBLEMS: Record<RangeProblem, string> = {
  fromInvalid: 'Indica una fecha de inicio válida.',
  toInvalid: 'Indica una fecha de fin válida.',
  toBeforeFrom: 'La fecha de fin no puede ser anterior a la de inicio.',
  tooLong: 'El periodo no puede pasar de un año: genera el informe por años.',
};

export const REPORT_TEXT = {
  indexTitle: 'Informes',
  indexIntro: 'Libros registro, resumen de IVA, modelo 347 y valoración de existencias, en pantalla y para exportar.',
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
  showingRows: (shown: number, total: number) => `Se muestran ${formatCount(shown)} de ${formatCount(total)} filas; la exportación las incluye todas.`,
  dateNote: {
    issued: 'Por fecha de expedición.',
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
  rectifies: (n: string) => `Rectificativa de ${n}`,
  replaces: (n: string) => `Anula ${n} (sustitución)`,
  totalsRow: 'TOTAL',
  invoices: (n: number) => `${formatCount(n)} ${n === 1 ? 'factura' : 'facturas'}`,
};

export const VAT_TEXT = {
  title: 'Resumen de IVA por trimestre',
  description: 'Bases y cuotas por tipo de las facturas emitidas y recibidas, y el recargo de equivalencia: lo que pide el modelo 303.',
  issued: 'IVA devengado (facturas emitidas)',
  recargo: 'Recargo de equivalencia (facturas emitidas)',
  received: 'IVA soportado (facturas recibidas)',
  result: 'Resultado',
  accrued: 'Total cuota devengada (IVA + recargo)',
  deductible: 'Total IVA soportado',
  difference: 'Diferencia (devengado − soportado)',
  resultNote: 'Orientativo: supone deducible todo el IVA soportado. Las rectificativas cuentan con su signo; las compras, por fecha de registro.',
  rate: 'Tipo',
  recargoRate: 'Tipo recargo',
  base: 'Base imponible',
  quota: 'Cuota',
  none: 'Sin operaciones.',
  section: 'Sección',
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
  none: 'Nadie supera 3.005,06 € en el año.',
  rule: 'Importe = base + IVA + recargo de equivalencia (la retención de IRPF no lo reduce). Solo se declara quien supera 3.005,06 € en el año, por NIF. Las compras cuentan por fecha de registro; las rectificativas, con su signo.',
  withoutNif: 'sin NIF',
  totalClients: 'TOTAL clientes',
  totalVendors: 'TOTAL proveedores',
  file: 'modelo-347',
};

export const STOCK_TEXT = {
  title: 'Valoración de existencias',
  description: 'Existencias a día de hoy: cantidad × coste medio de cada producto, y el total.',
  asOf: (date: string) => `A fecha ${isoToSpanish(date)}`,
  code: 'Código',
  name: 'Producto',
  quantity: 'Cantidad',
  unit: 'Ud.',
  averageCost: 'Coste medio',
  value: 'Valor',
  products: (n: number) => `${formatCount(n)} ${n === 1 ? 'producto' : 'productos'} con existencias`,
  none: 'No hay productos con existencias.',
  file: 'valoracion-existencias',
};
