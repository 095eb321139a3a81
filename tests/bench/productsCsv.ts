/**
 * The CSV of the benchmark's "Importar 2.000 productos": `count` new products in the format
 * Spanish Excel writes (BOM, `;`, decimal commas). Shared with the import's emulator test
 * (tests/integration/productImport.test.ts), so that its figures compare with the benchmark's.
 */
export function productsCsv(prefix: string, count: number): string {
  const rows = Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    return `${prefix}-${n};Producto de prueba ${n};ud;${(1 + (i % 97) / 4).toFixed(2).replace('.', ',')};21;${i % 20}`;
  });
  return `\uFEFF${['Código;Nombre;Unidad;Precio de venta;IVA (%);Stock mínimo', ...rows].join('\r\n')}`;
}
