/**
 * Libros registro del IVA (facturas expedidas and recibidas) in the AEAT's common
 * electronic format, for a company outside the SII answering a requerimiento
 * (Orden HAC/773/2019; the AEAT's "Formato electrónico común de los libros registro
 * del IVA y del IRPF", edition of 21.03.2025): one XLSX with a tab EXPEDIDAS and a tab
 * RECIBIDAS, named Ejercicio + NIF + 'C' + Nombre, whose columns are the AEAT's
 * "diseños de registro normalizados" (the design workbook LSIJ.xlsx, 2025; see
 * DECISIONS.md "The 390 file and the AEAT libros registro" for where it was read).
 *
 * The columns (headers, order, data types) are copied as data; the IRPF columns
 * (Concepto, Ingreso computable / Gasto deducible, retención) stay empty, as the design's
 * validation 17/18 asks of a persona jurídica, and so do the groups Almacena holds no
 * data for (cobros/pagos under criterio de caja, inmuebles, acuerdos de facturación).
 * Cell formats (validations 3 and 5): decimals with a comma and 2 decimals, no thousands
 * separator, a leading '-' when negative; dates dd/mm/yyyy. One line per invoice and rate,
 * with "Total Factura" the line's base + cuota + recargo (validations 7 and 37). Pure.
 */
import { xlsxWorkbook } from './xlsxStored';

/** One column of the design: its group header (row 1), its own header (row 2) and data type (row 3). */
export interface AeatBookColumn {
  group: string;
  header: string;
  type: string;
}

const c = (group: string, header: string, type: string): AeatBookColumn => ({ group, header, type });
const A = (n: number) => `Alfanumérico (${n})`;
const D12 = 'Decimal(12,2)';
const D4 = 'Decimal(4,2)';
const DATE = 'Fecha(dd/mm/yyyy)';

/** EXPEDIDAS: columns A–AJ of the design (sheet EXPEDIDAS_INGRESOS, rows 7–9). */
export const AEAT_ISSUED_COLUMNS: readonly AeatBookColumn[] = [
  c('Autoliquidación', 'Ejercicio', 'Decimal (4,0)'),
  c('Autoliquidación', 'Periodo', A(2)),
  c('Actividad', 'Código', A(1)),
  c('Actividad', 'Tipo', A(2)),
  c('Actividad', 'Grupo o Epígrafe del IAE', A(4)),
  c('Tipo de Factura', '', A(2)),
  c('Concepto de Ingreso', '', A(3)),
  c('Ingreso Computable', '', D12),
  c('Fecha Expedición', '', DATE),
  c('Fecha Operación', '', DATE),
  c('Identificación de la Factura', 'Serie', A(20)),
  c('Identificación de la Factura', 'Número', A(20)),
  c('Identificación de la Factura', 'Número-Final', A(20)),
  c('NIF Destinatario', 'Tipo', A(2)),
  c('NIF Destinatario', 'Código País', A(2)),
  c('NIF Destinatario', 'Identificación', A(20)),
  c('Nombre Destinatario', '', A(40)),
  c('Clave de Operación', '', A(2)),
  c('Calificación de la Operación', '', A(2)),
  c('Operación Exenta', '', A(2)),
  c('Total Factura', '', D12),
  c('Base Imponible', '', D12),
  c('Tipo de IVA', '', D4),
  c('Cuota IVA Repercutida', '', D12),
  c('Tipo de Recargo Eq.', '', D4),
  c('Cuota Recargo Eq.', '', D12),
  c('Cobro', 'Fecha', DATE),
  c('Cobro', 'Importe', D12),
  c('Cobro', 'Medio Utilizado', A(2)),
  c('Cobro', 'Identificación Medio Utilizado', A(34)),
  c('Tipo Retención del IRPF', '', D4),
  c('Importe Retenido del IRPF', '', D12),
  c('Registro Acuerdo Facturación', '', A(15)),
  c('Inmueble', 'Situación', A(1)),
  c('Inmueble', 'Referencia Catastral', A(20)),
  c('Referencia Externa', '', A(40)),
];

/** RECIBIDAS: columns A–AP of the design (sheet RECIBIDAS_GASTOS, rows 7–9). */
export const AEAT_RECEIVED_COLUMNS: readonly AeatBookColumn[] = [
  c('Autoliquidación', 'Ejercicio', 'Decimal (4,0)'),
  c('Autoliquidación', 'Periodo', A(2)),
  c('Actividad', 'Código', A(1)),
  c('Actividad', 'Tipo', A(2)),
  c('Actividad', 'Grupo o Epígrafe del IAE', A(4)),
  c('Tipo de Factura', '', A(2)),
  c('Concepto de Gasto', '', A(3)),
  c('Gasto Deducible', '', D12),
  c('Fecha Expedición', '', DATE),
  c('Fecha Operación', '', DATE),
  c('Identificación Factura del Expedidor', '(Serie-Número)', A(40)),
  c('Identificación Factura del Expedidor', 'Número-Final', A(20)),
  c('Fecha Recepción', '', DATE),
  c('Número Recepción', '', A(20)),
  c('Número Recepción Final', '', A(20)),
  c('NIF Expedidor', 'Tipo', A(2)),
  c('NIF Expedidor', 'Código País', A(2)),
  c('NIF Expedidor', 'Identificación', A(20)),
  c('Nombre Expedidor', '', A(40)),
  c('Clave de Operación', '', A(2)),
  c('Bien de Inversión', '', A(1)),
  c('Inversión del Sujeto Pasivo', '', A(1)),
  c('Deducible en Periodo Posterior', '', A(1)),
  c('Periodo Deducción', 'Ejercicio', 'Decimal (4,0)'),
  c('Periodo Deducción', 'Periodo', A(2)),
  c('Total Factura', '', D12),
  c('Base Imponible', '', D12),
  c('Tipo de IVA', '', D4),
  c('Cuota IVA Soportado', '', D12),
  c('Cuota Deducible', '', D12),
  c('Tipo de Recargo Eq.', '', D4),
  c('Cuota Recargo Eq.', '', D12),
  c('Pago', 'Fecha', DATE),
  c('Pago', 'Importe', D12),
  c('Pago', 'Medio Utilizado', A(2)),
  c('Pago', 'Identificación Medio Utilizado', A(34)),
  c('Tipo Retención del IRPF', '', D4),
  c('Importe Retenido del IRPF', '', D12),
  c('Registro Acuerdo Facturación', '', A(15)),
  c('Inmueble', 'Situación', A(1)),
  c('Inmueble', 'Referencia Catastral', A(20)),
  c('Referencia Externa', '', A(40)),
];

/** One line of a book as Almacena's books hold it (`BookRow` in src/reports/invoiceBook.ts has these fields). */
export interface AeatBookLine {
  numberText: string;
  /** Issue date of a sale; registry date of a purchase (ISO yyyy-mm-dd). */
  date: string;
  /** The operation date, only when it differs from the issue date. */
  operationDate: string | null;
  vendorInvoiceNumber: string | null;
  vendorInvoiceDate: string | null;
  partyName: string;
  partyNif: string;
  /** Percent (21, 10, 5.2); with `exemption` set, the line is exempt (E1–E6) or not subject (N1, N2). */
  vatRate: number;
  exemption: string | null;
  baseCents: number;
  vatCents: number;
  recargoRate: number;
  recargoCents: number;
  rectificativa: boolean;
  rectificationCode: string | null;
}

/** The activity the entries belong to (design validation 16): code A–D, type, IAE group or epígrafe. */
export interface AeatActivity {
  code: string;
  type: string;
  iae: string;
}

/** What a buyer of a factura simplificada without identified recipient is called (validation 2). */
export const AEAT_FINAL_CONSUMER = 'VENTAS A CONSUMIDOR FINAL';

/** Decimal(l,2) as the design writes it: 66325,12; -502,36; 0,00. */
export function aeatDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Importe no entero en céntimos: ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A percentage as Decimal(4,2): 21 → 21,00; 5.2 → 5,20. */
export function aeatPercent(rate: number): string {
  return aeatDecimal(Math.round(rate * 100));
}

/** dd/mm/yyyy from an ISO date. */
export function aeatDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new RangeError(`Fecha no válida: ${iso}`);
  return `${m[3]}/${m[2]}/${m[1]}`;
}

function quarterOf(iso: string): [string, string] {
  const month = Number(iso.slice(5, 7));
  return [iso.slice(0, 4), `${Math.ceil(month / 3)}T`];
}

const SPANISH_NIF = /^([0-9XYZKLM][0-9]{7}[A-Z]|[A-HJNP-SUVW][0-9]{7}[0-9A-J])$/;
const EU_VAT_PREFIXES = new Set('AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK XI'.split(' '));

/**
 * Tipo, Código País, Identificación of a party (validation 2): a Spanish NIF goes alone in
 * "Identificación"; a NIF-IVA of another member state is type 02 (country optional then);
 * anything else is type 06 (otro documento probatorio), whose country Almacena does not hold.
 */
export function aeatPartyId(nif: string): [type: string, country: string, id: string] {
  const clean = nif.toUpperCase().replace(/[\s./-]/g, '');
  if (clean === '') return ['', '', ''];
  if (SPANISH_NIF.test(clean)) return ['', '', clean];
  if (EU_VAT_PREFIXES.has(clean.slice(0, 2)) && clean.slice(0, 2) !== 'ES') return ['02', '', clean.slice(0, 20)];
  return ['06', '', clean.slice(0, 20)];
}

function cut(text: string, length: number): string {
  return text.trim().slice(0, length);
}

/** The cells of a line's IVA columns: Total, Base, Tipo, Cuota[, Cuota deducible], Tipo recargo, Cuota recargo. */
function amounts(l: AeatBookLine, deductible: boolean): string[] {
  const taxed = l.exemption === null;
  const withRecargo = l.recargoRate !== 0 || l.recargoCents !== 0;
  return [
    aeatDecimal(l.baseCents + l.vatCents + l.recargoCents),
    aeatDecimal(l.baseCents),
    taxed ? aeatPercent(l.vatRate) : '',
    taxed ? aeatDecimal(l.vatCents) : '',
    ...(deductible ? [taxed ? aeatDecimal(l.vatCents) : ''] : []),
    withRecargo ? aeatPercent(l.recargoRate) : '',
    withRecargo ? aeatDecimal(l.recargoCents) : '',
  ];
}

function activityCells(a: AeatActivity): string[] {
  return [cut(a.code, 1), cut(a.type, 2), cut(a.iae, 4)];
}

/** One EXPEDIDAS row per line, in the columns of `AEAT_ISSUED_COLUMNS`. */
export function issuedBookAeatRow(l: AeatBookLine, activity: AeatActivity): string[] {
  const [year, period] = quarterOf(l.operationDate ?? l.date);
  const [idType, country, id] = aeatPartyId(l.partyNif);
  const simplified = id === '';
  const type = l.rectificativa ? (simplified ? 'R5' : (l.rectificationCode ?? 'R4')) : simplified ? 'F2' : 'F1';
  const exempt = l.exemption !== null && l.exemption.startsWith('E');
  const notSubject = l.exemption === 'N1' || l.exemption === 'N2';
  const key = l.exemption === 'E2' || l.exemption === 'E3' ? '02' : '01';
  const row = [
    year,
    period,
    ...activityCells(activity),
    type,
    '',
    '',
    aeatDate(l.date),
    l.operationDate ? aeatDate(l.operationDate) : '',
    '',
    cut(l.numberText, 20),
    '',
    idType,
    country,
    id,
    simplified ? AEAT_FINAL_CONSUMER : cut(l.partyName, 40),
    key,
    exempt ? '' : notSubject ? (l.exemption ?? '') : 'S1',
    exempt ? (l.exemption ?? '') : '',
    ...amounts(l, false),
    ...Array<string>(10).fill(''),
  ];
  if (row.length !== AEAT_ISSUED_COLUMNS.length) throw new Error(`Fila de EXPEDIDAS con ${row.length} columnas`);
  return row;
}

/** One RECIBIDAS row per line, in the columns of `AEAT_RECEIVED_COLUMNS`. Every cuota is deducible (régimen general, no prorrata). */
export function receivedBookAeatRow(l: AeatBookLine, activity: AeatActivity): string[] {
  const [year, period] = quarterOf(l.date);
  const [idType, country, id] = aeatPartyId(l.partyNif);
  const type = l.rectificativa ? (l.rectificationCode ?? 'R4') : 'F1';
  const row = [
    year,
    period,
    ...activityCells(activity),
    type,
    '',
    '',
    aeatDate(l.vendorInvoiceDate ?? l.date),
    l.operationDate ? aeatDate(l.operationDate) : '',
    cut(l.vendorInvoiceNumber ?? '', 40),
    '',
    aeatDate(l.date),
    cut(l.numberText, 20),
    '',
    idType,
    country,
    id,
    cut(l.partyName, 40),
    '01',
    '',
    '',
    '',
    '',
    '',
    ...amounts(l, true),
    ...Array<string>(10).fill(''),
  ];
  if (row.length !== AEAT_RECEIVED_COLUMNS.length) throw new Error(`Fila de RECIBIDAS con ${row.length} columnas`);
  return row;
}

/** The three header rows of a tab (group, header, data type), as the AEAT's template lays them out. */
export function aeatHeaderRows(columns: readonly AeatBookColumn[]): string[][] {
  return [
    columns.map((col, i) => (i > 0 && columns[i - 1].group === col.group ? '' : col.group)),
    columns.map((col) => col.header),
    columns.map((col) => col.type),
  ];
}

/**
 * File name: Ejercicio + NIF + type + Nombre o razón social. Type 'C' holds all the IVA books;
 * 'E' only the facturas emitidas and 'R' only the recibidas (the design workbook's "Tipo de Libro
 * Registro" for the IVA).
 */
export function vatBooksAeatFileName(year: number, nif: string, name: string, type: 'C' | 'E' | 'R' = 'C'): string {
  const safeName = name
    .replace(/[\\/:*?"<>|]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return `${year}${nif.toUpperCase().replace(/[\s./-]/g, '')}${type}${safeName}.xlsx`;
}

/** One book alone: the tab EXPEDIDAS (issued) or RECIBIDAS (received), three header rows, one row per line. */
export function vatBookAeatXlsx(book: 'issued' | 'received', lines: readonly AeatBookLine[], activity: AeatActivity): Uint8Array {
  return xlsxWorkbook([
    book === 'issued'
      ? { name: 'EXPEDIDAS', rows: [...aeatHeaderRows(AEAT_ISSUED_COLUMNS), ...lines.map((l) => issuedBookAeatRow(l, activity))] }
      : { name: 'RECIBIDAS', rows: [...aeatHeaderRows(AEAT_RECEIVED_COLUMNS), ...lines.map((l) => receivedBookAeatRow(l, activity))] },
  ]);
}

/** The workbook: tab EXPEDIDAS and tab RECIBIDAS, three header rows each, then one row per line. */
export function vatBooksAeatXlsx(issued: readonly AeatBookLine[], received: readonly AeatBookLine[], activity: AeatActivity): Uint8Array {
  return xlsxWorkbook([
    { name: 'EXPEDIDAS', rows: [...aeatHeaderRows(AEAT_ISSUED_COLUMNS), ...issued.map((l) => issuedBookAeatRow(l, activity))] },
    { name: 'RECIBIDAS', rows: [...aeatHeaderRows(AEAT_RECEIVED_COLUMNS), ...received.map((l) => receivedBookAeatRow(l, activity))] },
  ]);
}
