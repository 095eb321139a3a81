/** CSV columns of Productos, for the export and the import (matched by code). */
import { yesNo, type CsvColumn } from '../shared/csv/csv';
import type { ImportSpec } from '../shared/csv/importPlan';
import { zodValidator } from '../shared/csv/zodValidator';
import { PRODUCT_LABELS } from './messages';
import {
  blankProductDraft,
  codeKeyOf,
  productDraftOf,
  productInputSchema,
  type Product,
  type ProductDraft,
  type ProductField,
  type ProductInput,
} from './product';

export const PRODUCT_CSV_COLUMNS: CsvColumn<ProductField>[] = [
  { key: 'code', header: 'Código', aliases: ['Referencia', 'Ref', 'Cod'] },
  { key: 'name', header: 'Nombre', aliases: ['Producto', 'Denominación'] },
  { key: 'description', header: 'Descripción', aliases: ['Descripcion larga'] },
  { key: 'unit', header: 'Unidad', aliases: ['Unidad de medida', 'UM'] },
  { key: 'salePrice', header: 'Precio de venta', aliases: [PRODUCT_LABELS.salePrice, 'PVP', 'Precio'] },
  { key: 'vatRate', header: PRODUCT_LABELS.vatRate, aliases: ['IVA', 'Tipo de IVA'] },
  { key: 'minStock', header: 'Stock mínimo', aliases: ['Stock minimo', 'Mínimo'] },
  { key: 'barcode', header: 'Código de barras', aliases: ['EAN', 'EAN-13', 'EAN13', PRODUCT_LABELS.barcode] },
  { key: 'active', header: PRODUCT_LABELS.active, aliases: ['Activa'] },
  // Optional: a file without it imports new products as stocked and leaves stored ones as they are.
  { key: 'stocked', header: PRODUCT_LABELS.stocked, aliases: ['Controla stock', 'Control de existencias', 'Inventariable'] },
];

export function productCsvRow(p: ProductInput): string[] {
  const draft = productDraftOf(p);
  return PRODUCT_CSV_COLUMNS.map(({ key }) => {
    const v = draft[key];
    return typeof v === 'boolean' ? yesNo(v) : v;
  });
}

export const productImportSpec: ImportSpec<ProductField, ProductDraft, ProductInput, Product> = {
  columns: PRODUCT_CSV_COLUMNS,
  required: ['code', 'name'],
  keyName: 'código',
  keyOf: (cells) => {
    const key = codeKeyOf(cells.code ?? '');
    return key === '' ? null : key;
  },
  // A blank «Controla existencias» cell says nothing: the product stays as stored (stocked when new).
  fromCells: ({ stocked, ...cells }) => (stocked === undefined || stocked.trim() === '' ? cells : { ...cells, stocked }),
  blank: blankProductDraft(),
  draftOf: productDraftOf,
  validate: zodValidator<ProductField, ProductDraft, ProductInput>(productInputSchema),
  describe: (cells) => [cells.code, cells.name].filter(Boolean).join(' · ') || '—',
};
