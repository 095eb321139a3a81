import { adminDb } from '../../seed/lib';
import { partyDoc, productDoc, seedProducts } from '../../seed/masterData';
import { productsCsv } from '../bench/productsCsv';
import { expect, test } from './support/fixtures';
import { PartyListPage, ProductListPage, readsByLabel, signIn, storedCount, storedDocs } from './support/masterDataPages';

const BOM = '\uFEFF';

test.describe('CSV import and export', () => {
  test('previews a vendor import with good and bad rows, writes nothing until confirmed, then imports the good ones', async ({ page, world }) => {
    await adminDb()
      .doc(`corporations/${world.corpId}/vendors/existente`)
      .set(
        partyDoc('vendor', { name: 'Nombre Antiguo S.L.', nif: 'A28765436', city: 'Vitoria-Gasteiz', province: 'Álava', notes: 'Buen proveedor' }),
      );
    const csv = [
      'Razón social;NIF/CIF/NIE;Correo electrónico;Teléfono;Código postal;Localidad;Plazo de pago (días)',
      'Aceros del Cantábrico S.L.;B86561412;ventas@aceros.es;942000000;39011;Santander;30',
      'Nombre Nuevo S.L.;a-28765436;;;;;60',
      'Sin NIF Válido S.L.;12345678A;;;;;',
      ';B12345674;correo@;;;;',
      'Aceros Otra Vez S.L.;B86561412;;;;;',
      'Plazo Largo S.L.;Q2826000H;;;;;400',
    ].join('\r\n');
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    const dialog = await list.chooseImportFile('proveedores.csv', csv);

    await expect(dialog.summary).toHaveText('Se crearán 1 registro, se actualizarán 1 y se rechazarán 4.');
    await expect(dialog.row(2)).toContainText('Crear');
    await expect(dialog.row(3)).toContainText('Actualizar');
    await expect(dialog.row(4)).toContainText('NIF/CIF/NIE: La letra o dígito de control del NIF no es correcto.');
    await expect(dialog.row(5)).toContainText('Razón social: Introduce la razón social.');
    await expect(dialog.row(5)).toContainText('Correo electrónico: El correo electrónico no es válido.');
    await expect(dialog.row(6)).toContainText('El NIF B86561412 ya aparece en la fila 2 del archivo');
    // A file before issue 30 (one «Plazo de pago (días)» column) still imports; its reasons name the column as the app does now.
    await expect(dialog.row(7)).toContainText('Plazos (días): Cada plazo debe ser un número entero de días entre 0 y 365');
    expect(await storedCount(world.corpId, 'vendors')).toBe(1);

    await dialog.confirm();
    await expect(dialog.done).toHaveText('Importación terminada: 1 registro creado y 1 actualizado.');
    await dialog.close();
    await expect(list.range).toHaveText('1–2 de 2 proveedores');
    const stored = await storedDocs(world.corpId, 'vendors');
    expect(stored).toHaveLength(2);
    // The update keeps the record's id and the columns the file lacks; an empty cell empties its field.
    expect(stored.find((v) => v.id === 'existente')).toMatchObject({
      name: 'Nombre Nuevo S.L.',
      paymentTermsDays: 60,
      province: 'Álava',
      notes: 'Buen proveedor',
      city: '',
    });
    expect(stored.find((v) => v.id !== 'existente')).toMatchObject({ name: 'Aceros del Cantábrico S.L.', nif: 'B86561412', inUse: false });
  });

  test('refuses a file without the required columns, naming them', async ({ page, world }) => {
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    const dialog = await list.chooseImportFile('productos.csv', 'Nombre,Precio\nTornillo,"1,00"\n');
    await expect(dialog.error).toContainText('Al archivo le falta la columna «Código»');
  });

  test('exports every product of the search for Spanish Excel, not just the page, with formulas neutralised', async ({ page, world }) => {
    await seedProducts(world.corpId, 30);
    await adminDb()
      .doc(`corporations/${world.corpId}/categories/formula`)
      .set(productDoc({ code: 'F-1', name: '=HYPERLINK("x")', salePrice: '1234,5', minStock: '2,5' }));
    await signIn(page, world.user);
    const list = new ProductListPage(page);
    await list.open();
    await list.showStatus('Todos');
    await expect(list.range).toHaveText('1–25 de 31 productos');
    const all = await list.exportCsv();
    expect(all.name).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    expect([...all.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = all.text.slice(1).split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('Código;Nombre;Descripción;Unidad;Precio de venta;IVA (%);Stock mínimo;Código de barras;Activo;Controla existencias');
    expect(lines).toHaveLength(32);
    expect(lines).toContain(`F-1;"'=HYPERLINK(""x"")";;ud;1234,50;21;2,5;;Sí;Sí`);

    await list.search('p00001');
    await expect(list.range).toHaveText('1–10 de 10 productos');
    const some = await list.exportCsv();
    expect(some.text.startsWith(BOM)).toBe(true);
    expect(some.text.slice(1).split('\r\n').filter(Boolean)).toHaveLength(11);
  });

  test('imports its own export back: every row an update, nothing rejected, nothing changed', async ({ page, world }) => {
    await seedProducts(world.corpId, 12);
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    await list.showStatus('Todos');
    const before = await storedDocs(world.corpId, 'categories');
    const exported = await list.exportCsv();
    const dialog = await list.chooseImportFile(exported.name, exported.bytes);
    await expect(dialog.summary).toHaveText('Se crearán 0 registros, se actualizarán 12 y se rechazarán 0.');
    await dialog.confirm();
    await expect(dialog.done).toBeVisible();
    const strip = (docs: Record<string, unknown>[]) => docs.map(({ updatedAt: _u, ...rest }) => rest);
    expect(strip(await storedDocs(world.corpId, 'categories'))).toEqual(strip(before));
  });

  test('imports products from plain comma CSV, with a duplicate code and a bad VAT rate rejected', async ({ page, world }) => {
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    const csv = [
      'Código,Nombre,Unidad,Precio de venta,IVA (%),Stock mínimo',
      'A-1,Arandela,ud,0.25,21,100',
      'a-1,Arandela repetida,ud,0.30,21,0',
      'B-2,Bisagra,ud,"3,10",7,0',
      'C-3,Cola blanca,kg,4.5,21,"1,5"',
    ].join('\n');
    const dialog = await list.chooseImportFile('productos.csv', csv);
    await expect(dialog.summary).toHaveText('Se crearán 2 registros, se actualizarán 0 y se rechazarán 2.');
    await expect(dialog.row(3)).toContainText('El código A-1 ya aparece en la fila 2 del archivo');
    await expect(dialog.row(4)).toContainText('IVA (%): El tipo de IVA debe ser 21 %, 10 %, 4 % o 0 %.');
    await dialog.confirm();
    await expect(dialog.done).toHaveText('Importación terminada: 2 registros creados y 0 actualizados.');
    const stored = await storedDocs(world.corpId, 'categories');
    expect(stored.map((p) => [p.code, p.salePriceCents, p.minStock]).sort()).toEqual([
      ['A-1', 25, 100],
      ['C-3', 450, 1.5],
    ]);
    expect((await storedDocs(world.corpId, 'productCodes')).map((c) => c.id).sort()).toEqual(['A-1', 'C-3']);
  });

  test('reports the row whose code another person took after the preview, and saves the others', async ({ page, world }) => {
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    const codes = Array.from({ length: 12 }, (_, i) => `R-${i + 1}`);
    const dialog = await list.chooseImportFile(
      'productos.csv',
      ['Código;Nombre;Precio de venta', ...codes.map((c, i) => `${c};Producto ${i + 1};1,00`)].join('\r\n'),
    );
    await expect(dialog.summary).toHaveText('Se crearán 12 registros, se actualizarán 0 y se rechazarán 0.');
    // Meanwhile another admin saves a product with one of those codes (line 6 of the file).
    const base = `corporations/${world.corpId}`;
    await adminDb()
      .batch()
      .create(adminDb().doc(`${base}/categories/otro`), productDoc({ code: 'r-5', name: 'Producto de otra persona' }))
      .create(adminDb().doc(`${base}/productCodes/R-5`), { categoryId: 'otro' })
      .commit();

    await dialog.confirm();
    await expect(dialog.done).toContainText('Importación terminada: 11 registros creados y 0 actualizados. No se ha guardado la fila 6:');
    await expect(dialog.row(6)).toContainText('No guardada');
    await expect(dialog.row(6)).toContainText('Otro producto ha tomado el código R-5 mientras se importaba el archivo.');
    await expect(dialog.row(5)).toContainText('Crear');
    const stored = await storedDocs(world.corpId, 'categories');
    expect(stored.map((p) => p.code).sort()).toEqual([...codes.filter((c) => c !== 'R-5'), 'r-5'].sort());
    expect(stored.find((p) => p.code === 'r-5')).toMatchObject({ id: 'otro', name: 'Producto de otra persona' });
    expect((await storedDocs(world.corpId, 'productCodes')).map((c) => c.id).sort()).toEqual([...codes].sort());
  });

  // The benchmark's import (tests/bench/app.bench.ts, same file), which measures it in companies of
  // the benchmark's size; here in an empty one, for the progress bar and what is stored. Prints the
  // figures, asserts no time.
  test('imports 2.000 products, the progress bar moving all along', async ({ page, world }) => {
    test.setTimeout(300_000);
    await signIn(page, world.admin);
    const list = new ProductListPage(page);
    await list.open();
    await expect(list.empty).toBeVisible();
    await page.evaluate(() => window.__almacena!.resetReads());
    const prefix = `BENCH${world.key.toUpperCase()}`;
    const started = Date.now();
    const dialog = await list.chooseImportFile('productos.csv', productsCsv(prefix, 2000));
    // Found by test id alone: a role query walks the whole dialog on every poll, which would slow
    // the page being measured.
    await expect(page.getByTestId('import-summary')).toHaveText(/^Se crearán 2\.?000 registros, se actualizarán 0 y se rechazarán 0\.$/, {
      timeout: 240_000,
    });
    const previewMs = Date.now() - started;
    const previewReads = await readsByLabel(page);

    await dialog.recordProgress();
    const writing = Date.now();
    await dialog.confirm();
    await expect(page.getByTestId('import-done')).toHaveText(/^Importación terminada: 2\.?000 registros creados y 0 actualizados\.$/, {
      timeout: 240_000,
    });
    const writeMs = Date.now() - writing;
    const progress = await dialog.progressSeen();
    console.log(
      `IMPORT e2e: preview ${(previewMs / 1000).toFixed(1)} s (${JSON.stringify(previewReads)}); ` +
        `write ${(writeMs / 1000).toFixed(1)} s = ${(2000 / (writeMs / 1000)).toFixed(0)} products/s; ${progress.length} progress values`,
    );

    expect(previewReads['productCodes.importLookup']).toBe(2000);
    expect(progress.length).toBeGreaterThan(20);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(await storedCount(world.corpId, 'categories')).toBe(2000);
    expect(await storedCount(world.corpId, 'productCodes')).toBe(2000);
    // The list, paused while the import wrote, shows the new products (their codes sort first).
    await dialog.close();
    await expect(list.table.getByRole('link', { name: `${prefix}-0001`, exact: true })).toBeVisible();
  });
});
