import { adminDb } from '../../seed/lib';
import { partyDoc, seedParties } from '../../seed/masterData';
import { expect, test } from './support/fixtures';
import { PartyListPage, signIn, storedCount, storedDocs } from './support/masterDataPages';

test.describe('Proveedores', () => {
  test('staff create a vendor, find it by search whatever the case and accents, edit and deactivate it', async ({ page, world }) => {
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    await expect(list.empty).toContainText('Todavía no hay proveedores');

    const form = await list.startNew();
    await form.fillParty({
      'Razón social': 'Suministros Peña Álvarez S.L.',
      'NIF/CIF/NIE': 'b-86561412',
      'Correo electrónico': 'compras@penaalvarez.es',
      Teléfono: '+34 600 111 222',
      'Código postal': '28001',
      Localidad: 'Madrid',
      'Plazos (días)': '60',
    });
    await form.save();
    await expect(form.notice).toHaveText('Proveedor guardado.');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Suministros Peña Álvarez S.L.');
    const id = form.idFromUrl();
    expect(id.startsWith(world.user.uid)).toBe(true);
    const [stored] = await storedDocs(world.corpId, 'vendors');
    expect(stored).toMatchObject({
      id,
      nif: 'B86561412',
      nameKey: 'suministros pena alvarez s.l.',
      paymentTermsDays: 60,
      active: true,
      inUse: false,
    });

    await list.open();
    for (const query of ['PEÑA', 'suministros pena', 'alvarez', 'ÁLVAR', 'b8656']) {
      await list.search(query);
      await expect(list.rowLinks()).toHaveText(['Suministros Peña Álvarez S.L.']);
    }
    await list.search('zapatos');
    await expect(list.empty).toContainText('Nada coincide con «zapatos»');

    await list.search('');
    const edit = await list.openRecord('Suministros Peña Álvarez S.L.');
    await edit.fillParty({ Localidad: 'Alcobendas', 'Código postal': '28100' });
    await edit.save();
    await expect(edit.notice).toHaveText('Proveedor guardado.');
    await edit.deactivate();
    await expect(edit.notice).toContainText('Proveedor desactivado');
    await expect(edit.inactiveBadge).toBeVisible();
    expect((await storedDocs(world.corpId, 'vendors'))[0]).toMatchObject({ city: 'Alcobendas', postalCode: '28100', active: false });

    await list.open();
    await expect(list.empty).toBeVisible();
    await list.showStatus('Inactivos');
    await expect(list.rowLinks()).toHaveText(['Suministros Peña Álvarez S.L.']);
  });

  test('asks before «Volver» leaves unsaved changes and before a reload; a pasted long name is kept whole and flagged as typed', async ({
    page,
    world,
  }) => {
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    const form = await list.startNew();
    await form.field('Razón social').fill('x'.repeat(230));
    await expect(form.field('Razón social')).toHaveValue('x'.repeat(230));
    await expect(page.getByTestId('vendor-name-count')).toHaveText('230/200');
    await expect(form.field('Razón social')).toHaveAccessibleDescription(/Admite como máximo 200 caracteres: sobran 30\./);
    await form.field('Razón social').fill('Sin Guardar S.L.');

    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: 'Volver a proveedores' }).click();
    await expect.poll(() => asked).toEqual(['confirm: Hay cambios sin guardar. Si sales ahora, se perderán. ¿Salir sin guardar?']);
    await expect(form.field('Razón social')).toHaveValue('Sin Guardar S.L.');

    page.once('dialog', (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toContain('beforeunload');
    await expect(page.getByRole('heading', { level: 1, name: 'Nuevo proveedor' })).toBeVisible();

    // Nothing typed: leaving asks nothing.
    await page.getByRole('link', { name: 'Volver a proveedores' }).click();
    await expect(page).toHaveURL(/#\/vendors$/);
    expect(asked).toHaveLength(2);
    expect(await storedCount(world.corpId, 'vendors')).toBe(0);
  });

  test('refuses a bad NIF at the field and writes nothing', async ({ page, world }) => {
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    const form = await list.startNew();
    await form.fillParty({ 'Razón social': 'Proveedor Erróneo S.L.', 'NIF/CIF/NIE': '12345678A' });
    await form.field('Correo electrónico').focus();
    await expect(form.messageAt('NIF/CIF/NIE')).toHaveText('La letra o dígito de control del NIF no es correcto.');
    await expect(form.field('NIF/CIF/NIE')).toHaveAttribute('aria-invalid', 'true');

    await form.fillParty({ 'Código postal': '53000', 'Correo electrónico': 'no-es-correo' });
    await form.save();
    await expect(form.notice).toHaveText('Revisa los campos marcados: no se ha guardado nada.');
    await expect(form.messageAt('Código postal')).toContainText('no corresponde a ninguna provincia');
    await expect(form.messageAt('Correo electrónico')).toHaveText('El correo electrónico no es válido.');
    await expect(page).toHaveURL(/#\/vendors\/details$/);
    expect(await storedCount(world.corpId, 'vendors')).toBe(0);
  });

  test('refuses a second vendor with the same NIF at the field', async ({ page, world }) => {
    await adminDb()
      .doc(`corporations/${world.corpId}/vendors/existente`)
      .set(partyDoc('vendor', { name: 'Ya Existente S.L.', nif: 'B86561412' }));
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    const form = await list.startNew();
    await form.fillParty({ 'Razón social': 'Duplicado S.L.', 'NIF/CIF/NIE': 'B86561412' });
    await form.save();
    await expect(form.messageAt('NIF/CIF/NIE')).toHaveText('Ya existe un proveedor con el NIF B86561412.');
    expect(await storedCount(world.corpId, 'vendors')).toBe(1);
  });

  test('explains in Spanish why a vendor that documents refer to cannot be deleted, and deletes one nothing refers to', async ({ page, world }) => {
    const vendors = adminDb().collection(`corporations/${world.corpId}/vendors`);
    await vendors.doc('usado').set(partyDoc('vendor', { name: 'Proveedor Con Entradas S.L.', nif: 'B86561412' }, true));
    await vendors.doc('libre').set(partyDoc('vendor', { name: 'Proveedor Sin Uso S.L.', nif: 'A28765436' }));
    await signIn(page, world.admin);
    const list = new PartyListPage(page, 'vendor');
    await list.open();

    const used = await list.openRecord('Proveedor Con Entradas S.L.');
    await used.pressDelete();
    await expect(used.notice).toContainText('No se puede eliminar este proveedor porque ya aparece en entradas o facturas');
    await expect(used.notice).toContainText('Desactívalo');
    expect((await vendors.doc('usado').get()).exists).toBe(true);

    await list.open();
    const free = await list.openRecord('Proveedor Sin Uso S.L.');
    await free.pressDelete();
    await free.confirmDelete();
    await expect(page).toHaveURL(/#\/vendors$/);
    await expect(page.getByRole('status').filter({ hasText: 'Proveedor eliminado.' })).toBeVisible();
    expect((await vendors.doc('libre').get()).exists).toBe(false);
  });

  test('pages 25 at a time with the total, sorts by NIF, and shows another user’s change live', async ({ page, world }) => {
    await seedParties(world.corpId, 'vendor', 30);
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'vendor');
    await list.open();
    // Every tenth seeded vendor is inactive: 27 active.
    await expect(list.range).toHaveText('1–25 de 27 proveedores');
    await expect(list.rowLinks()).toHaveCount(25);
    await expect(list.rowLinks().first()).toHaveText('Proveedor de prueba 000001 S.L.');
    await list.next();
    await expect(list.range).toHaveText('26–27 de 27 proveedores');
    await expect(list.rowLinks()).toHaveText(['Proveedor de prueba 000028 S.L.', 'Proveedor de prueba 000029 S.L.']);
    await list.prev();
    await expect(list.range).toHaveText('1–25 de 27 proveedores');

    await list.sortBy('NIF');
    await list.sortBy('NIF');
    await expect(list.rowLinks().first()).toHaveText('Proveedor de prueba 000029 S.L.');

    await adminDb().doc(`corporations/${world.corpId}/vendors/bench-vendor-000029`).update({ name: 'Renombrado por otra persona S.L.' });
    await expect(list.rowLinks().first()).toHaveText('Renombrado por otra persona S.L.');
  });
});
