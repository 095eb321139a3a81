import { expect, test } from './support/fixtures';

test.describe('signing in and the app shell', () => {
  test('signs in to Inicio with the header, and signs out to the login page', async ({ page, world, loginPage, shell }) => {
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Inicio' })).toBeVisible();
    await shell.expectSignedIn(world.admin, world.corpName);
    await expect(page.getByRole('link', { name: 'Almacena' })).toHaveAttribute('href', '#/dashboard');
    await expect(page.getByTestId('app-footer')).toBeVisible();

    await shell.signOut();
    await expect(page).toHaveURL(/#\/auth\/login$/);
    await page.goto('#/dashboard');
    await expect(page).toHaveURL(/#\/auth\/login$/);
  });

  test('the signed-in shell reads two documents: the profile and the company', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page.getByTestId('header-company')).toHaveText(world.corpName);
    const reads = await page.evaluate(() => window.__almacena!.reads());
    expect(reads.byLabel['users.watch']).toBe(1);
    expect(reads.byLabel['corporations.get']).toBe(1);
    await page.reload();
    await expect(page.getByTestId('header-company')).toHaveText(world.corpName);
    const afterReload = await page.evaluate(() => window.__almacena!.reads());
    expect(afterReload.byLabel['users.watch'] + afterReload.byLabel['corporations.get']).toBe(2);
  });

  test('shows a Spanish message for a wrong password and for an unknown e-mail, the same one', async ({ world, loginPage, page }) => {
    await loginPage.open();
    await loginPage.signIn({ email: world.admin.email, password: 'no-es-esta' });
    await expect(loginPage.error).toHaveText('Correo o contraseña incorrectos.');
    await loginPage.signIn({ email: `nadie.${world.key}@e2e.almacena.test`, password: 'no-es-esta' });
    await expect(loginPage.error).toHaveText('Correo o contraseña incorrectos.');
    await expect(page).toHaveURL(/#\/auth\/login$/);
  });

  test('checks the fields before calling the server', async ({ loginPage }) => {
    await loginPage.open();
    await loginPage.email.fill('no-es-un-correo');
    await loginPage.page.getByRole('button', { name: 'Entrar' }).click();
    await expect(loginPage.page.getByText('El correo electrónico no es válido.')).toBeVisible();
    await expect(loginPage.page.getByText('Introduce la contraseña.')).toBeVisible();
  });

  test('sends a signed-out visitor of a protected URL to login and back to that URL after signing in', async ({ page, world, loginPage }) => {
    await page.goto('#/vendors/details?vendorId=abc');
    await expect(page).toHaveURL(/#\/auth\/login$/);
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/vendors\/details\?vendorId=abc$/);
  });

  test('replaces history entries when navigating', async ({ page, world, loginPage, shell }) => {
    await page.goto('about:blank');
    await page.goto('#/auth/login');
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const before = await page.evaluate(() => history.length);
    await shell.menuBar.getByRole('link', { name: 'Entradas' }).click();
    await expect(page).toHaveURL(/#\/inputs$/);
    expect(await page.evaluate(() => history.length)).toBe(before);
  });

  test('sends unknown paths to the root and the root to Inicio', async ({ page, world, loginPage }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('#/esto/no/existe');
    await expect(page).toHaveURL(/#\/dashboard$/);
    await page.goto('#/');
    await expect(page).toHaveURL(/#\/dashboard$/);
  });

  test('the Mi cuenta entry carries the signed-in user id', async ({ page, world, loginPage, shell }) => {
    await loginPage.open();
    await loginPage.signIn(world.user);
    await shell.openUserMenu();
    await expect(page.getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute('href', `#/users/details?userId=${world.user.uid}`);
  });
});

test.describe('the menu', () => {
  test('highlights the entry of each route', async ({ page, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.superadmin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    const expected: [string, string[]][] = [
      ['#/dashboard', ['Inicio']],
      ['#/vendors', ['Contactos']],
      ['#/clients/details', ['Contactos']],
      ['#/inputs', ['Entradas']],
      ['#/outputs', ['Salidas']],
      ['#/invoices/output', ['Facturas']],
      ['#/users', ['Admin']],
      ['#/categories', ['Productos']],
      ['#/reports', ['Informes']],
      ['#/reports/vat', ['Informes']],
      ['#/corps', []],
      ['#/stock', ['Stock']],
    ];
    for (const [url, active] of expected) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await shell.activeEntries(), url).toEqual(active);
    }
    await page.goto('#/corps');
    await shell.menuBar.getByRole('button', { name: 'Admin' }).click();
    await expect(shell.menuBar.locator('a.active', { hasText: 'Empresas' })).toBeVisible();
  });

  test('sits inside the header below 992px and in its own bar from 992px up', async ({ page, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await expect(shell.menuBar).toBeHidden();
    await expect(shell.headerMenu).toBeHidden();
    await page.getByRole('button', { name: 'Mostrar u ocultar el menú' }).click();
    await expect(shell.headerMenu.getByRole('link', { name: 'Entradas' })).toBeVisible();
    // Measure once the collapse has finished opening: mid-transition the header is still growing.
    await expect(shell.headerMenu).toHaveClass(/\bshow\b/);
    await expect(shell.headerMenu).not.toHaveClass(/\bcollapsing\b/);
    const header = (await shell.header.boundingBox())!;
    const entry = (await shell.headerMenu.getByRole('link', { name: 'Entradas' }).boundingBox())!;
    expect(entry.y).toBeGreaterThanOrEqual(header.y);
    expect(entry.y + entry.height).toBeLessThanOrEqual(header.y + header.height);

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(shell.headerMenu).toBeHidden();
    await expect(shell.menuBar).toBeVisible();
    const header2 = (await shell.header.boundingBox())!;
    const bar = (await shell.menuBar.boundingBox())!;
    expect(bar.y).toBeGreaterThanOrEqual(header2.y + header2.height - 1);
    // Every entry within reach at a laptop's 1280 px: the bar flows onto a second row rather than
    // past the right edge (Informes and Admin were off-screen), and never stacks one entry per row.
    const items = shell.menuBar.locator('.main-menu > li');
    const boxes = await items.evaluateAll((entries) =>
      entries.map((e) => {
        const r = e.getBoundingClientRect();
        return { right: r.right, top: Math.round(r.top) };
      }),
    );
    expect(boxes.length).toBeGreaterThan(10);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(1280);
    expect(new Set(boxes.map((b) => b.top)).size).toBeLessThanOrEqual(2);
    await shell.menuBar.getByRole('button', { name: 'Admin' }).click();
    await expect(shell.menuBar.getByRole('link', { name: 'Usuarios' })).toBeInViewport();
  });

  test('folds the collapsed menu away when an entry is chosen, at 390×844', async ({ page, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await loginPage.open();
    await loginPage.signIn(world.admin);
    await expect(page).toHaveURL(/#\/dashboard$/);
    await shell.openCollapsedMenu();
    await shell.headerMenu.getByRole('link', { name: 'Salidas' }).click();
    await expect(page).toHaveURL(/#\/outputs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Salidas' })).toBeVisible();
    await expect(shell.headerMenu).toBeHidden();

    await shell.openCollapsedMenu();
    await shell.headerMenu.getByRole('button', { name: 'Facturas' }).click();
    await shell.headerMenu.getByRole('link', { name: 'Facturas de salidas' }).click();
    await expect(page).toHaveURL(/#\/invoices\/output$/);
    await expect(shell.headerMenu).toBeHidden();

    // The entry of the page already shown folds it too (no navigation happens then).
    await shell.openCollapsedMenu();
    await shell.headerMenu.getByRole('button', { name: 'Facturas' }).click();
    await shell.headerMenu.getByRole('link', { name: 'Facturas de salidas' }).click();
    await expect(shell.headerMenu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Facturas de salidas' })).toBeInViewport();
  });

  test('offers Informes in the menu to staff, leading to the reports', async ({ page, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.user);
    await shell.menuBar.getByRole('link', { name: 'Informes' }).click();
    await expect(page).toHaveURL(/#\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Informes' })).toBeVisible();
    expect(await shell.activeEntries()).toEqual(['Informes']);
  });

  test('shows a restricted user #/restricted and no business menu', async ({ page, world, loginPage }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.restricted);
    await expect(page).toHaveURL(/#\/restricted$/);
    await expect(page.getByTestId('restricted-page')).toContainText('acceso restringido');
    await expect(page.getByRole('link', { name: 'Entradas' })).toHaveCount(0);
    await expect(page.getByTestId('menu-bar')).toHaveCount(0);
    await page.goto('#/vendors');
    await expect(page).toHaveURL(/#\/restricted$/);
  });

  test('sends an account without a profile and a deactivated user to #/restricted, saying why', async ({ page, world, loginPage, shell }) => {
    const ghost = await world.addPerson(null);
    await loginPage.open();
    await loginPage.signIn(ghost);
    await expect(page.getByTestId('restricted-page')).toContainText('no tiene un perfil');
    await shell.signOut();

    const inactive = await world.addPerson('admin', { active: false });
    await loginPage.signIn(inactive);
    await expect(page.getByTestId('restricted-page')).toContainText('desactivado');
  });

  test('shows staff only the menu entries their role may use', async ({ page, world, loginPage, shell }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await loginPage.open();
    await loginPage.signIn(world.user);
    // Productos and Stock are daily work, in the main menu (issue 29); nothing of Admin is a user's.
    await expect(shell.menuBar.getByRole('button', { name: 'Admin' })).toHaveCount(0);
    await shell.menuBar.getByRole('link', { name: 'Productos' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Productos' })).toBeVisible();
    expect(await shell.activeEntries()).toEqual(['Productos']);
    await shell.menuBar.getByRole('link', { name: 'Stock' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await expect(shell.menuBar.getByRole('link', { name: 'Usuarios' })).toHaveCount(0);
    await expect(shell.menuBar.getByRole('link', { name: 'Empresas' })).toHaveCount(0);
    await page.goto('#/users');
    await expect(page).toHaveURL(/#\/restricted$/);
  });
});
