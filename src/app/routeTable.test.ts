import { describe, expect, it } from 'vitest';
import { homePathFor, isActive, isGroup, markerFor, mayUse, MENU, menuFor, routeFor, type MenuEntry } from './routeTable';

const labels = (entries: MenuEntry[]) => entries.map((e) => (isGroup(e) ? `${e.label}: ${e.items.map((i) => i.label).join(', ')}` : e.label));

describe('markerFor', () => {
  it.each([
    ['/dashboard', 'dashboard'],
    ['/users', 'admin'],
    ['/users/details', 'admin'],
    ['/categories', 'products'],
    ['/categories/details', 'products'],
    ['/corps', 'corporations'],
    ['/corps/details', 'corporations'],
    ['/company', 'corporations'],
    ['/vendors', 'vendors'],
    ['/vendors/details', 'vendors'],
    ['/clients', 'clients'],
    ['/clients/details/', 'clients'],
    ['/inputs', 'inputs'],
    ['/outputs/details', 'outputs'],
    ['/quotes', 'quotes'],
    ['/quotes/details', 'quotes'],
    ['/mostrador', 'counter'],
    ['/price-lists/details', 'priceLists'],
    ['/invoices', 'invoices'],
    ['/invoices/input', 'invoicesInput'],
    ['/invoices/output', 'invoicesOutput'],
    ['/stock', 'stock'],
    ['/payments', 'payments'],
    ['/payments/dues', 'payments'],
    ['/reports/aging', 'reports'],
    ['/reports/cash-forecast', 'reports'],
    ['/reports/statement', 'reports'],
    ['/verifactu', 'admin'],
    ['/verifactu/declaracion', 'none'],
    ['/restricted', 'none'],
    ['/nowhere', 'none'],
  ])('%s has marker %s', (path, marker) => {
    expect(markerFor(path)).toBe(marker);
  });
});

describe('the menu', () => {
  it('is the seed menu plus Productos and Stock, Mostrador and Informes for a superadmin', () => {
    expect(labels(menuFor('superadmin'))).toEqual([
      'Inicio',
      'Contactos: Proveedores, Clientes',
      'Productos',
      'Stock',
      'Entradas',
      'Pedidos a proveedor',
      'Salidas',
      'Presupuestos',
      'Pedidos',
      'Mostrador',
      'Tarifas',
      'Facturas: Facturas de entradas, Facturas de salidas',
      'Cobros y pagos: Vencimientos, Cobros y pagos, Remesas, Banco',
      'Informes',
      'Admin: Empresa, Usuarios, Registro VERI*FACTU, Empresas',
    ]);
  });

  it('shows an admin their company (Empresa) in Admin, beside Usuarios and the Registro', () => {
    expect(labels(menuFor('admin')).at(-1)).toBe('Admin: Empresa, Usuarios, Registro VERI*FACTU');
    expect(mayUse('admin', '/company')).toBe(true);
  });

  it.each(['user', 'admin', 'superadmin'] as const)('shows a %s Productos and Stock in the main menu, before Entradas (issue 29)', (role) => {
    const menu = labels(menuFor(role));
    expect(menu.slice(menu.indexOf('Productos'), menu.indexOf('Productos') + 3)).toEqual(['Productos', 'Stock', 'Entradas']);
  });

  it.each(['user', 'admin', 'superadmin'] as const)('lets a %s (staff, as for salidas) make presupuestos, from the menu (issue 31)', (role) => {
    expect(labels(menuFor(role))).toContain('Presupuestos');
    expect(mayUse(role, '/quotes/details')).toBe(true);
  });

  it.each(['cashier', 'restricted'] as const)('keeps presupuestos from a %s', (role) => {
    expect(mayUse(role, '/quotes')).toBe(false);
  });

  it('shows a user no Admin group: Productos is no longer there, and the rest is for admins', () => {
    expect(labels(menuFor('user')).some((l) => l.startsWith('Admin'))).toBe(false);
    expect(mayUse('user', '/company')).toBe(false);
  });

  it.each(['user', 'admin'] as const)('shows a %s Informes, the role the reports need', (role) => {
    expect(labels(menuFor(role))).toContain('Informes');
    expect(mayUse(role, '/reports')).toBe(true);
  });

  it.each(['user', 'admin', 'superadmin'] as const)('lets a %s (staff) sell at the counter, from the menu', (role) => {
    expect(mayUse(role, '/mostrador')).toBe(true);
    expect(labels(menuFor(role))).toContain('Mostrador');
  });

  it.each(['user', 'admin', 'superadmin'] as const)(
    'shows a %s (staff, who may read dues and payments) Cobros y pagos after Facturas (issue 30)',
    (role) => {
      const menu = labels(menuFor(role));
      // Remesas and Banco move the company's bank: admins only.
      const group = role === 'user' ? 'Cobros y pagos: Vencimientos, Cobros y pagos' : 'Cobros y pagos: Vencimientos, Cobros y pagos, Remesas, Banco';
      expect(menu[menu.indexOf(group) - 1]).toBe('Facturas: Facturas de entradas, Facturas de salidas');
      expect(mayUse(role, '/payments/remittances')).toBe(role !== 'user');
      expect(mayUse(role, '/payments/bank')).toBe(role !== 'user');
      for (const path of ['/payments', '/payments/dues', '/reports/aging', '/reports/cash-forecast', '/reports/statement'])
        expect(mayUse(role, path)).toBe(true);
    },
  );

  it.each(['cashier', 'restricted'] as const)('keeps a %s out of the cartera, the payments and their reports', (role) => {
    for (const path of ['/payments', '/payments/dues', '/reports/aging', '/reports/cash-forecast', '/reports/statement'])
      expect(mayUse(role, path)).toBe(false);
  });

  it('shows a cashier the counter and nothing else of the business', () => {
    expect(labels(menuFor('cashier'))).toEqual(['Mostrador']);
  });

  it.each([
    ['cashier', '/mostrador'],
    ['user', '/dashboard'],
    ['admin', '/dashboard'],
    ['restricted', '/dashboard'],
  ] as const)('starts a %s at %s', (role, path) => {
    expect(homePathFor(role)).toBe(path);
  });

  it('shows a restricted user no business menu', () => {
    expect(menuFor('restricted')).toEqual([]);
  });

  it.each([
    ['/users', 'Admin'],
    ['/categories', 'Productos'],
    ['/categories/details', 'Productos'],
    ['/stock', 'Stock'],
    ['/stock/details', 'Stock'],
    ['/verifactu', 'Admin'],
    ['/vendors', 'Contactos'],
    ['/clients', 'Contactos'],
    ['/invoices/output', 'Facturas'],
    ['/dashboard', 'Inicio'],
    ['/inputs/details', 'Entradas'],
    ['/reports', 'Informes'],
    ['/reports/vat', 'Informes'],
    ['/mostrador', 'Mostrador'],
    ['/price-lists', 'Tarifas'],
    ['/price-lists/details', 'Tarifas'],
    ['/payments', 'Cobros y pagos'],
    ['/payments/dues', 'Cobros y pagos'],
    ['/reports/aging', 'Informes'],
  ])('highlights the entry for %s: %s', (path, label) => {
    const active = MENU.filter((e) => isActive(e, markerFor(path))).map((e) => e.label);
    expect(active).toEqual([label]);
  });

  it('highlights no top-level entry for /corps, only the Empresa and Empresas items', () => {
    const marker = markerFor('/corps');
    expect(MENU.filter((e) => isActive(e, marker))).toEqual([]);
    const admin = MENU.find((e) => e.label === 'Admin');
    expect(admin && isGroup(admin) && admin.items.filter((i) => isActive(i, marker)).map((i) => i.label)).toEqual(['Empresa', 'Empresas']);
  });
});

describe('mayUse', () => {
  it.each([
    ['restricted', '/dashboard', false],
    ['restricted', '/mostrador', false],
    ['restricted', '/restricted', true],
    ['restricted', '/users/details', true],
    ['cashier', '/mostrador', true],
    ['cashier', '/dashboard', false],
    ['cashier', '/invoices', false],
    ['cashier', '/invoices/details', false],
    ['cashier', '/stock', false],
    ['cashier', '/categories', false],
    ['cashier', '/reports', false],
    ['cashier', '/reports/cash-close', false],
    ['cashier', '/users/details', true],
    ['cashier', '/verifactu/declaracion', true],
    ['user', '/users', false],
    ['user', '/corps/details', false],
    ['admin', '/users', true],
    ['admin', '/corps', false],
    ['admin', '/corps/details', true],
    ['superadmin', '/corps', true],
    ['user', '/verifactu', false],
    ['admin', '/verifactu', true],
    ['restricted', '/verifactu/declaracion', true],
    ['user', '/verifactu/declaracion', true],
    ['superadmin', '/unknown', false],
  ] as const)('%s may use %s: %s', (role, path, expected) => {
    expect(mayUse(role, path)).toBe(expected);
  });

  it('knows every route of the seed', () => {
    for (const p of [
      '/dashboard',
      '/users',
      '/vendors',
      '/clients',
      '/corps',
      '/company',
      '/categories',
      '/inputs',
      '/outputs',
      '/invoices',
      '/invoices/input',
      '/invoices/output',
      '/invoices/details',
      '/stock',
      '/stock/details',
      '/verifactu',
      '/verifactu/declaracion',
      '/restricted',
    ]) {
      expect(routeFor(p)).not.toBeNull();
    }
  });
});
