/**
 * A company's data, portable (issue 33, docs/DECISIONS.md «A company's data, portable»): every
 * document of corporations/{corpId} and its subcollections as one ZIP an admin downloads
 * (exportCompanyData) and a new installation can load into an empty company
 * (npm run import:company). Pure: which files the archive holds and how a document's typed values
 * are written so that reading them back gives the same values.
 *
 *   datos/documentos.jsonl   one line per document: {"path": "invoices/x", "data": {…}}, the path
 *                            relative to the company; timestamps {"$ts": [seconds, nanos]},
 *                            references {"$ref": path}, bytes {"$bytes": base64}: the full record;
 *   csv/*.csv                what another tool imports: productos, clientes, proveedores, stock,
 *                            facturas (one row per invoice) and lineas_factura; «;» separated,
 *                            UTF-8 with BOM, amounts in euros with a decimal comma (a Spanish Excel);
 *   verifactu/<NIF>/<nº>.xml each VERI*FACTU record as the RegFactuSistemaFacturacion it was sent in;
 *   facturas/Factura <nº>.pdf each issued sale's PDF (also annulled ones), as «Descargar PDF» makes
 *                            it: added by the app in the browser after the download
 *                            (src/corps/archivePdfs.ts), from the archive's own documents;
 *   LEEME.txt                what each file is.
 */
type Data = Record<string, unknown>;

export interface ArchiveDocument {
  /** Relative to the company: "invoices/abc", "priceLists/t1/prices/p1". */
  path: string;
  data: Data;
}

/** What a timestamp is, whichever SDK read it. */
interface TimestampLike {
  seconds: number;
  nanoseconds: number;
  toDate(): Date;
}
const isTimestamp = (v: unknown): v is TimestampLike =>
  typeof v === 'object' && v !== null && typeof (v as TimestampLike).toDate === 'function' && typeof (v as TimestampLike).seconds === 'number';
const isReference = (v: unknown): v is { path: string; firestore: unknown } =>
  typeof v === 'object' && v !== null && typeof (v as { path?: unknown }).path === 'string' && 'firestore' in (v as object);

/** A stored value as JSON that decodeValue reads back to the same value. */
export function encodeValue(v: unknown): unknown {
  if (isTimestamp(v)) return { $ts: [v.seconds, v.nanoseconds] };
  if (isReference(v)) return { $ref: v.path };
  if (v instanceof Uint8Array) return { $bytes: btoa(String.fromCharCode(...v)) };
  if (Array.isArray(v)) return v.map(encodeValue);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, encodeValue(x)]));
  return v;
}

export interface ValueMakers<T, R> {
  timestamp(seconds: number, nanoseconds: number): T;
  reference(path: string): R;
}

/** The value encodeValue wrote, with the SDK's own timestamps and references. */
export function decodeValue<T, R>(v: unknown, make: ValueMakers<T, R>): unknown {
  if (Array.isArray(v)) return v.map((x) => decodeValue(x, make));
  if (v && typeof v === 'object') {
    const o = v as Data;
    const keys = Object.keys(o);
    if (keys.length === 1 && keys[0] === '$ts' && Array.isArray(o.$ts)) return make.timestamp(Number(o.$ts[0]), Number(o.$ts[1]));
    if (keys.length === 1 && keys[0] === '$ref' && typeof o.$ref === 'string') return make.reference(o.$ref);
    if (keys.length === 1 && keys[0] === '$bytes' && typeof o.$bytes === 'string') return Uint8Array.from(atob(o.$bytes), (c) => c.charCodeAt(0));
    return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, decodeValue(x, make)]));
  }
  return v;
}

// ---- CSV -------------------------------------------------------------------------------------

const euros = (cents: unknown) => (typeof cents === 'number' && Number.isFinite(cents) ? (cents / 100).toFixed(2).replace('.', ',') : '');
const decimal = (n: unknown) => (typeof n === 'number' && Number.isFinite(n) ? String(n).replace('.', ',') : '');
const text = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(encodeValue(v)) : String(v));

/** One CSV cell: quoted when it holds the separator, a quote or a line break; a leading = + - @ is neutralised (spreadsheet formulas). */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvOf(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + [header, ...rows].map((r) => r.map(csvCell).join(';')).join('\r\n') + '\r\n';
}

const top = (docs: readonly ArchiveDocument[], collection: string) =>
  docs.filter((d) => d.path.startsWith(`${collection}/`) && d.path.split('/').length === 2).map((d) => ({ id: d.path.split('/')[1]!, data: d.data }));

const partyRows = (docs: readonly ArchiveDocument[], collection: string) =>
  top(docs, collection).map(({ id, data: d }) => [
    id,
    text(d.name),
    text(d.nif),
    text(d.email),
    text(d.phone),
    text(d.address),
    text(d.city),
    text(d.postalCode),
    text(d.province),
    text(d.country),
  ]);

/** The CSV files of the archive, from its documents. */
export function csvFilesOf(docs: readonly ArchiveDocument[]): Record<string, string> {
  const partyHeader = ['id', 'nombre', 'nif', 'email', 'telefono', 'direccion', 'ciudad', 'codigo_postal', 'provincia', 'pais'];
  const invoices = top(docs, 'invoices').filter(({ data }) => typeof data.numberText === 'string' && data.numberText !== '');
  return {
    'csv/productos.csv': csvOf(
      ['id', 'codigo', 'nombre', 'unidad', 'precio_venta', 'iva', 'stock_minimo', 'con_stock', 'activo'],
      top(docs, 'categories').map(({ id, data: d }) => [
        id,
        text(d.code),
        text(d.name),
        text(d.unit),
        euros(d.salePriceCents),
        decimal(d.vatRate),
        decimal(d.minStock),
        d.stocked === false ? 'no' : 'si',
        d.active === false ? 'no' : 'si',
      ]),
    ),
    'csv/clientes.csv': csvOf(partyHeader, partyRows(docs, 'clients')),
    'csv/proveedores.csv': csvOf(partyHeader, partyRows(docs, 'vendors')),
    'csv/stock.csv': csvOf(
      ['id_producto', 'codigo', 'nombre', 'cantidad', 'reservado', 'coste_medio', 'valor'],
      top(docs, 'stock').map(({ id, data: d }) => [
        id,
        text(d.code),
        text(d.name),
        decimal(d.quantity),
        decimal(d.reserved ?? 0),
        euros(d.averageCostCents),
        euros(d.valueCents),
      ]),
    ),
    'csv/facturas.csv': csvOf(
      ['id', 'tipo', 'numero', 'fecha', 'estado', 'nif_tercero', 'nombre_tercero', 'base', 'iva', 'total'],
      invoices.map(({ id, data: d }) => {
        const totals = (d.totals ?? {}) as Data;
        return [
          id,
          d.kind === 'input' ? 'recibida' : 'emitida',
          text(d.numberText),
          text(d.issueDate),
          text(d.state),
          text(d.partyNif),
          text(d.partyName),
          euros(totals.baseCents),
          euros(totals.vatCents),
          euros(totals.totalCents),
        ];
      }),
    ),
    'csv/lineas_factura.csv': csvOf(
      ['id_factura', 'numero', 'linea', 'codigo', 'descripcion', 'cantidad', 'precio', 'descuento', 'iva'],
      invoices.flatMap(({ id, data: d }) =>
        (Array.isArray(d.lines) ? (d.lines as Data[]) : []).map((l, i) => [
          id,
          text(d.numberText),
          String(i + 1),
          text(l.code),
          text(l.description ?? l.name),
          decimal(l.quantity),
          euros(l.unitPriceCents),
          decimal(l.discountPct ?? 0),
          decimal(l.vatRate),
        ]),
      ),
    ),
  };
}

export const ARCHIVE_README = `Datos de la empresa exportados de Almacena

datos/documentos.jsonl  Todos los documentos de la empresa, uno por línea: {"path": ruta, "data": campos}.
                        Fechas y horas: {"$ts": [segundos, nanosegundos]} desde 1970 (UTC). Es la copia completa:
                        «npm run import:company» la carga en una empresa vacía de otra instalación.
csv/                    Productos, clientes, proveedores, stock, facturas y sus líneas, para otras herramientas
                        (separador «;», importes en euros con coma decimal, UTF-8).
verifactu/              Cada registro VERI*FACTU (alta o anulación) como el XML RegFactuSistemaFacturacion
                        que se envió a la AEAT, por NIF del emisor y número de orden en su cadena.
facturas/               Cada factura emitida (también las anuladas) en PDF, la misma que «Descargar PDF».

Las facturas y los registros VERI*FACTU deben conservarse 4 años (Ley General Tributaria, art. 66;
RD 1619/2012; RD 1007/2023): guarde este archivo.
`;

/** Which company the archive is of and when it was made (datos/exportacion.json). */
export interface ArchiveMeta {
  corpId: string;
  exportedAt: string;
  documents: number;
}

/** The archive's files: the documents, the CSVs, the VERI*FACTU XMLs (already written) and the LEEME. */
export function archiveFiles(
  docs: readonly ArchiveDocument[],
  verifactuXml: Readonly<Record<string, string>>,
  meta: Omit<ArchiveMeta, 'documents'>,
): Record<string, string> {
  const jsonl = docs.map((d) => JSON.stringify({ path: d.path, data: encodeValue(d.data) })).join('\n') + (docs.length ? '\n' : '');
  const files: Record<string, string> = {
    'LEEME.txt': ARCHIVE_README,
    'datos/exportacion.json': JSON.stringify({ ...meta, documents: docs.length } satisfies ArchiveMeta, null, 2),
    'datos/documentos.jsonl': jsonl,
    ...csvFilesOf(docs),
  };
  for (const [name, xml] of Object.entries(verifactuXml)) files[`verifactu/${name}`] = xml;
  return files;
}

/** "Almacena-B12345674-2026-11-29.zip" */
export function archiveFileName(nif: string, date: string): string {
  const safe = nif.replace(/[^0-9A-Za-z]/g, '') || 'empresa';
  return `Almacena-${safe}-${date}.zip`;
}

/**
 * The issued sales of an archive's datos/documentos.jsonl, values still encoded: the invoices
 * whose PDF goes into facturas/ (top-level invoices/{id}, a sale, with its number: emitida or
 * anulada). Lines that are not documents are skipped.
 */
export function issuedSalesInArchive(jsonl: string): ArchiveDocument[] {
  const out: ArchiveDocument[] = [];
  for (const line of jsonl.split('\n')) {
    if (line.trim() === '') continue;
    let doc: unknown;
    try {
      doc = JSON.parse(line);
    } catch {
      continue;
    }
    const { path, data } = (doc ?? {}) as { path?: unknown; data?: unknown };
    if (typeof path !== 'string' || !/^invoices\/[^/]+$/.test(path) || !data || typeof data !== 'object') continue;
    const d = data as Data;
    if (d.kind === 'input' || typeof d.numberText !== 'string' || d.numberText === '') continue;
    if (d.state !== 'emitida' && d.state !== 'anulada') continue;
    out.push({ path, data: d });
  }
  return out;
}
