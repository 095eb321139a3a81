import { adminDb } from '../../seed/lib';
import { partyDoc } from '../../seed/masterData';
import { expect, test } from './support/fixtures';
import { PartyListPage, signIn, storedCount, storedDocs } from './support/masterDataPages';

test.describe('Clientes', () => {
  test('staff create a client under recargo de equivalencia with IRPF, find it, edit and deactivate it', async ({ page, world }) => {
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'client');
    await list.open();
    await expect(list.empty).toContainText('Todavía no hay clientes');

    const form = await list.startNew();
    await form.fillParty({ 'Razón social': 'Droguería Núñez', 'NIF/CIF/NIE': '12345678z', 'Código postal': '08001', Localidad: 'Barcelona' });
    await form.field('Recargo de equivalencia').check();
    await form.field('Retención de IRPF').selectOption('15');
    await form.save();
    await expect(form.notice).toHaveText('Cliente guardado.');
    expect((await storedDocs(world.corpId, 'clients'))[0]).toMatchObject({ nif: '12345678Z', recargoEquivalencia: true, irpfRate: 15, inUse: false });

    await list.open();
    await list.search('nunez');
    await expect(list.rowLinks()).toHaveText(['Droguería Núñez']);
    await list.search('DROGUERÍA');
    await expect(list.rowLinks()).toHaveText(['Droguería Núñez']);
    await list.search('1234');
    await expect(list.rowLinks()).toHaveText(['Droguería Núñez']);

    const edit = await list.openRecord('Droguería Núñez');
    await expect(edit.field('Recargo de equivalencia')).toBeChecked();
    await edit.field('Recargo de equivalencia').uncheck();
    await edit.fillParty({ Notas: 'Entregar por la mañana' });
    await edit.save();
    await expect(edit.notice).toHaveText('Cliente guardado.');
    await edit.deactivate();
    await expect(edit.inactiveBadge).toBeVisible();
    await edit.reactivate();
    await expect(edit.notice).toHaveText('Cliente reactivado.');
    expect((await storedDocs(world.corpId, 'clients'))[0]).toMatchObject({
      recargoEquivalencia: false,
      notes: 'Entregar por la mañana',
      active: true,
    });
  });

  test('accepts a consumer without NIF and a foreign postal code, and refuses a Spanish one of no province', async ({ page, world }) => {
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'client');
    await list.open();
    const form = await list.startNew();
    await form.fillParty({ 'Razón social': 'Ana Particular', 'Código postal': '99001' });
    await form.save();
    await expect(form.messageAt('Código postal')).toHaveText('El código postal no corresponde a ninguna provincia: debe empezar por 01 a 52.');
    expect(await storedCount(world.corpId, 'clients')).toBe(0);

    await form.fillParty({ País: 'Portugal', 'Código postal': '1000-001' });
    await form.save();
    await expect(form.notice).toHaveText('Cliente guardado.');
    expect((await storedDocs(world.corpId, 'clients'))[0]).toMatchObject({ nif: '', country: 'Portugal', postalCode: '1000-001' });
  });

  test('saves an EU client by its NIF-IVA and one outside the EU by passport; refuses a NIF-IVA of another country at the field', async ({
    page,
    world,
  }) => {
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'client');
    await list.open();
    const form = await list.startNew();
    await form.fillParty({ 'Razón social': 'Outils & Cie SARL', País: 'Francia', 'Tipo de identificación': 'NIF-IVA de otro país de la UE (VIES)' });
    await form.fillParty({ 'NIF-IVA': 'DE129273398', 'Código postal': '75002' });
    await form.save();
    await expect(form.messageAt('NIF-IVA')).toContainText('El NIF-IVA no tiene el formato de ese país');
    await expect(form.field('NIF-IVA')).toHaveAttribute('aria-invalid', 'true');
    expect(await storedCount(world.corpId, 'clients')).toBe(0);

    await form.fillParty({ 'NIF-IVA': 'fr 40303265045' });
    await form.save();
    await expect(form.notice).toHaveText('Cliente guardado.');
    expect((await storedDocs(world.corpId, 'clients'))[0]).toMatchObject({
      idType: '02',
      nif: 'FR40303265045',
      countryCode: 'FR',
      country: 'Francia',
      postalCode: '75002',
    });

    await list.open();
    const other = await list.startNew();
    await other.fillParty({ 'Razón social': 'John Miller', País: 'Estados Unidos', 'Tipo de identificación': 'Pasaporte' });
    await other.fillParty({ 'Número de pasaporte': 'X1234567', 'Código postal': '02108' });
    await other.save();
    await expect(other.notice).toHaveText('Cliente guardado.');
    const stored = await storedDocs(world.corpId, 'clients');
    expect(stored.find((d) => d.name === 'John Miller')).toMatchObject({
      idType: '03',
      nif: 'X1234567',
      countryCode: 'US',
      country: 'Estados Unidos',
    });
  });

  test('refuses to delete a client that an invoice refers to, saying why', async ({ page, world }) => {
    await adminDb()
      .doc(`corporations/${world.corpId}/clients/facturado`)
      .set(partyDoc('client', { name: 'Cliente Facturado S.L.', nif: 'B86561412' }, true));
    await signIn(page, world.user);
    const list = new PartyListPage(page, 'client');
    await list.open();
    const form = await list.openRecord('Cliente Facturado S.L.');
    await form.pressDelete();
    await expect(form.notice).toContainText('No se puede eliminar este cliente porque ya aparece en salidas o facturas');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await storedCount(world.corpId, 'clients')).toBe(1);
  });
});
