/**
 * Every signed-in route of the seed (docs/seed-spec.md §2) with its active-menu marker and the
 * least role that may use it, and the menu built from the same table, so the
 * menu, the guards and the markers cannot drift apart. Pure: unit-tested.
 */
import { roleAtLeast, type Role } from '../domain/roles';

export type MenuMarker =
  | 'dashboard'
  | 'vendors'
  | 'clients'
  | 'inputs'
  | 'outputs'
  | 'quotes'
  | 'purchaseOrders'
  | 'salesOrders'
  | 'counter'
  | 'invoices'
  | 'invoicesInput'
  | 'invoicesOutput'
  | 'payments'
  | 'admin'
  | 'corporations'
  | 'products'
  | 'priceLists'
  | 'stock'
  | 'reports'
  | 'none';

export interface RouteDef {
  path: string;
  title: string;
  marker: MenuMarker;
  minRole: Role;
}

export const ROUTES: readonly RouteDef[] = [
  { path: '/dashboard', title: 'Inicio', marker: 'dashboard', minRole: 'user' },
  { path: '/users', title: 'Usuarios', marker: 'admin', minRole: 'admin' },
  // Everyone may open their own account (Mi cuenta); the screen refuses other users' ids to non-admins.
  { path: '/users/details', title: 'Usuario', marker: 'admin', minRole: 'restricted' },
  { path: '/vendors', title: 'Proveedores', marker: 'vendors', minRole: 'user' },
  { path: '/vendors/details', title: 'Proveedor', marker: 'vendors', minRole: 'user' },
  { path: '/clients', title: 'Clientes', marker: 'clients', minRole: 'user' },
  { path: '/clients/details', title: 'Cliente', marker: 'clients', minRole: 'user' },
  { path: '/corps', title: 'Empresas', marker: 'corporations', minRole: 'superadmin' },
  // A company admin edits their own company here; the screen refuses other companies.
  { path: '/corps/details', title: 'Empresa', marker: 'corporations', minRole: 'admin' },
  // The menu's «Empresa» (issue 29): the company one works in, opened at its #/corps/details.
  { path: '/company', title: 'Empresa', marker: 'corporations', minRole: 'admin' },
  // Productos is daily work, in the menu beside Stock and Entradas (issue 29), not under Admin.
  { path: '/categories', title: 'Productos', marker: 'products', minRole: 'user' },
  { path: '/categories/details', title: 'Producto', marker: 'products', minRole: 'user' },
  // Tarifas (issue 31): staff read them (the editors price lines with them), admins edit them.
  { path: '/price-lists', title: 'Tarifas', marker: 'priceLists', minRole: 'user' },
  { path: '/price-lists/details', title: 'Tarifa', marker: 'priceLists', minRole: 'user' },
  { path: '/inputs', title: 'Entradas', marker: 'inputs', minRole: 'user' },
  { path: '/inputs/details', title: 'Entrada', marker: 'inputs', minRole: 'user' },
  // The returns desk (src/returns): any staff member registers a return, from its source document.
  { path: '/inputs/return', title: 'Devolución al proveedor', marker: 'inputs', minRole: 'user' },
  // Pedidos a proveedor and «Qué pedir» (issue 31): staff, as entradas.
  { path: '/purchase-orders', title: 'Pedidos a proveedor', marker: 'purchaseOrders', minRole: 'user' },
  { path: '/purchase-orders/details', title: 'Pedido a proveedor', marker: 'purchaseOrders', minRole: 'user' },
  { path: '/purchase-orders/suggest', title: 'Qué pedir', marker: 'purchaseOrders', minRole: 'user' },
  { path: '/outputs', title: 'Salidas', marker: 'outputs', minRole: 'user' },
  { path: '/outputs/details', title: 'Salida', marker: 'outputs', minRole: 'user' },
  { path: '/outputs/return', title: 'Devolución del cliente', marker: 'outputs', minRole: 'user' },
  // Presupuestos (issue 31): staff make and send them, as salidas (the rules: staffOf).
  { path: '/quotes', title: 'Presupuestos', marker: 'quotes', minRole: 'user' },
  { path: '/quotes/details', title: 'Presupuesto', marker: 'quotes', minRole: 'user' },
  // Pedidos de cliente (issue 31): staff, like salidas; the cashier has none.
  { path: '/sales-orders', title: 'Pedidos de cliente', marker: 'salesOrders', minRole: 'user' },
  { path: '/sales-orders/details', title: 'Pedido de cliente', marker: 'salesOrders', minRole: 'user' },
  // Mostrador: any staff member sells at the counter, and the cashier (cajero) only there.
  { path: '/mostrador', title: 'Mostrador', marker: 'counter', minRole: 'cashier' },
  { path: '/invoices', title: 'Facturas', marker: 'invoices', minRole: 'user' },
  { path: '/invoices/input', title: 'Facturas de entradas', marker: 'invoicesInput', minRole: 'user' },
  { path: '/invoices/output', title: 'Facturas de salidas', marker: 'invoicesOutput', minRole: 'user' },
  { path: '/invoices/details', title: 'Factura', marker: 'invoices', minRole: 'user' },
  { path: '/invoices/return', title: 'Devolución', marker: 'invoices', minRole: 'user' },
  // Cobros y pagos (issue 30): the cartera and the payments recorded, for staff (the rules let staff read dues and payments).
  { path: '/payments', title: 'Cobros y pagos', marker: 'payments', minRole: 'user' },
  { path: '/payments/dues', title: 'Vencimientos', marker: 'payments', minRole: 'user' },
  { path: '/stock', title: 'Stock', marker: 'stock', minRole: 'user' },
  { path: '/stock/details', title: 'Movimientos de stock', marker: 'stock', minRole: 'user' },
  // Reports: in the menu (Informes), and linked from Inicio and the invoice lists.
  { path: '/reports', title: 'Informes', marker: 'reports', minRole: 'user' },
  { path: '/reports/issued', title: 'Libro registro de facturas expedidas', marker: 'reports', minRole: 'user' },
  { path: '/reports/received', title: 'Libro registro de facturas recibidas', marker: 'reports', minRole: 'user' },
  { path: '/reports/vat', title: 'Resumen de IVA por trimestre', marker: 'reports', minRole: 'user' },
  { path: '/reports/347', title: 'Operaciones con terceros (modelo 347)', marker: 'reports', minRole: 'user' },
  { path: '/reports/349', title: 'Operaciones intracomunitarias (modelo 349)', marker: 'reports', minRole: 'user' },
  { path: '/reports/390', title: 'Resumen anual de IVA (modelo 390)', marker: 'reports', minRole: 'user' },
  { path: '/reports/stock-valuation', title: 'Valoración de existencias', marker: 'reports', minRole: 'user' },
  { path: '/reports/cash-close', title: 'Cierre de caja', marker: 'reports', minRole: 'user' },
  { path: '/reports/till-closures', title: 'Cierres de caja', marker: 'reports', minRole: 'user' },
  { path: '/reports/contabilidad', title: 'Exportar a contabilidad', marker: 'reports', minRole: 'user' },
  { path: '/reports/aging', title: 'Antigüedad de saldos', marker: 'reports', minRole: 'user' },
  { path: '/reports/cash-forecast', title: 'Previsión de tesorería', marker: 'reports', minRole: 'user' },
  { path: '/reports/statement', title: 'Extracto de cuenta', marker: 'reports', minRole: 'user' },
  // VERI*FACTU: the records and their sending are for admins; the declaración responsable is for everyone.
  { path: '/verifactu', title: 'Registro VERI*FACTU', marker: 'admin', minRole: 'admin' },
  { path: '/verifactu/declaracion', title: 'Declaración responsable', marker: 'none', minRole: 'restricted' },
  { path: '/restricted', title: 'Acceso restringido', marker: 'none', minRole: 'restricted' },
  // Remesas (issue 30): SEPA direct debits and transfers move the company's bank, admins only.
  { path: '/payments/remittances', title: 'Remesas', marker: 'payments', minRole: 'admin' },
  { path: '/payments/remittances/new', title: 'Nueva remesa', marker: 'payments', minRole: 'admin' },
  { path: '/payments/remittances/details', title: 'Remesa', marker: 'payments', minRole: 'admin' },
  // Banco (issue 30): bank statements and their reconciliation, for admins.
  { path: '/payments/bank', title: 'Banco', marker: 'payments', minRole: 'admin' },
];

export function routeFor(pathname: string): RouteDef | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return ROUTES.find((r) => r.path === clean) ?? null;
}

export function markerFor(pathname: string): MenuMarker {
  return routeFor(pathname)?.marker ?? 'none';
}

export function mayUse(role: Role, pathname: string): boolean {
  const route = routeFor(pathname);
  return route !== null && roleAtLeast(role, route.minRole);
}

/** Where `role` starts: the counter for a cashier (who may not see Inicio), Inicio for everyone else. */
export function homePathFor(role: Role): string {
  return role === 'cashier' ? '/mostrador' : '/dashboard';
}

export interface MenuItem {
  label: string;
  to: string;
  marker: MenuMarker;
}

export interface MenuGroup {
  label: string;
  /** The group's toggle is highlighted for these markers. */
  markers: MenuMarker[];
  items: MenuItem[];
}

export type MenuEntry = MenuItem | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

const item = (label: string, to: string): MenuItem => ({ label, to, marker: markerFor(to) });

/**
 * The seed's menu, plus Mostrador (the counter, beside the sales) and Informes (the reports were
 * reachable only from Inicio and the invoice lists). Productos and Stock sit with the stock work
 * (issue 29: products were under Admin, and Stock only behind Inicio); the company's own data is
 * Admin → Empresa (it was only behind Mi cuenta). Cobros y pagos (issue 30) follows Facturas: the
 * cartera (Vencimientos), the payments recorded, and for admins the remittances and the bank. Empresa and Empresas carry the 'corporations'
 * marker, which highlights no group.
 */
export const MENU: readonly MenuEntry[] = [
  item('Inicio', '/dashboard'),
  { label: 'Contactos', markers: ['vendors', 'clients'], items: [item('Proveedores', '/vendors'), item('Clientes', '/clients')] },
  item('Productos', '/categories'),
  item('Stock', '/stock'),
  item('Entradas', '/inputs'),
  item('Pedidos a proveedor', '/purchase-orders'),
  item('Salidas', '/outputs'),
  // Presupuestos (issue 31): what a client is offered before a pedido, a salida or an invoice.
  item('Presupuestos', '/quotes'),
  item('Pedidos', '/sales-orders'),
  item('Mostrador', '/mostrador'),
  // Tarifas (issue 31) price what Mostrador and Facturas sell.
  item('Tarifas', '/price-lists'),
  {
    label: 'Facturas',
    markers: ['invoices', 'invoicesInput', 'invoicesOutput'],
    items: [item('Facturas de entradas', '/invoices/input'), item('Facturas de salidas', '/invoices/output')],
  },
  {
    label: 'Cobros y pagos',
    markers: ['payments'],
    // Remesas and Banco move the company's bank: admins only (menuFor drops them for staff).
    items: [
      item('Vencimientos', '/payments/dues'),
      item('Cobros y pagos', '/payments'),
      item('Remesas', '/payments/remittances'),
      item('Banco', '/payments/bank'),
    ],
  },
  item('Informes', '/reports'),
  {
    label: 'Admin',
    markers: ['admin'],
    items: [item('Empresa', '/company'), item('Usuarios', '/users'), item('Registro VERI*FACTU', '/verifactu'), item('Empresas', '/corps')],
  },
];

/** The menu with only what `role` may use; empty groups disappear. */
export function menuFor(role: Role): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const entry of MENU) {
    if (isGroup(entry)) {
      const items = entry.items.filter((i) => mayUse(role, i.to));
      if (items.length > 0) out.push({ ...entry, items });
    } else if (mayUse(role, entry.to)) {
      out.push(entry);
    }
  }
  return out;
}

export function isActive(entry: MenuEntry, marker: MenuMarker): boolean {
  return isGroup(entry) ? entry.markers.includes(marker) : entry.marker === marker;
}
