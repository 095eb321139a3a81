/** Inicio's wording in one place. */
export const TEXT = {
  title: 'Inicio',
  loading: 'Cargando las cifras del negocio…',
  loadFailed: 'No se han podido cargar las cifras de Inicio. Comprueba la conexión y vuelve a intentarlo.',
  retry: 'Reintentar',
  reports: 'Informes',
  figuresTitle: 'Cifras del negocio',
  chartTitle: 'Ventas y compras de los últimos 12 meses',
  chartNote: 'Base imponible de las facturas emitidas y registradas, por mes de la fecha de la factura.',
  chartLoading: 'Cargando el gráfico…',
  showTable: 'Ver como tabla',
  hideTable: 'Ocultar la tabla',
  tableCaption: 'Ventas y compras por mes (base imponible)',
  month: 'Mes',
  sales: 'Ventas',
  purchases: 'Compras',
  total: 'Total',
  overdueTitle: 'Facturas vencidas',
  overdueEmpty: 'No hay facturas de venta vencidas.',
  overdueAll: 'Ver todas las vencidas',
  belowMinimumTitle: 'Productos bajo mínimo',
  belowMinimumEmpty: 'Ningún producto está en su mínimo o por debajo.',
  belowMinimumAll: 'Ver todos en el stock',
  movementsTitle: 'Últimos movimientos de stock',
  movementsEmpty: 'Todavía no hay movimientos de stock.',
  movementsAll: 'Ver el stock',
} as const;

/** Inicio of a company with no invoices and no movements yet: what to do first, in order. */
export const EMPTY_TEXT = {
  title: 'Primeros pasos',
  intro: 'Aún no hay facturas ni movimientos de stock, así que no hay cifras que mostrar. Para empezar:',
  products: { admin: 'Da de alta tus productos', staff: 'Consulta los productos (los da de alta un administrador)' },
  parties: 'Da de alta tus clientes y proveedores',
  clients: 'Clientes',
  vendors: 'Proveedores',
  input: 'Registra una entrada de mercancía para tener stock',
  output: 'Registra una salida y factúrala',
  outro: 'Las ventas, las compras y el stock aparecerán aquí en cuanto emitas la primera factura o confirmes el primer movimiento.',
} as const;

/** Each figure's card: a title, and what it counts (the hint under the amount). */
export const FIGURE_TEXT = {
  salesThisMonth: { title: 'Ventas este mes', hint: (month: string) => `Base imponible, ${month}` },
  salesLastMonth: { title: 'Ventas del mes pasado', hint: (month: string) => `Base imponible, ${month}` },
  purchasesThisMonth: { title: 'Compras este mes', hint: (month: string) => `Base imponible, ${month}` },
  receivable: { title: 'Pendiente de cobro', hint: () => 'Total de facturas de venta sin cobrar' },
  overdue: { title: 'Vencido sin cobrar', hint: () => 'Parte de lo pendiente ya vencida' },
  payable: { title: 'Pendiente de pago', hint: () => 'Total de facturas de compra sin pagar' },
  stockValue: { title: 'Valor del stock', hint: () => 'Cantidad × coste medio' },
  belowMinimum: { title: 'Productos bajo mínimo', hint: () => 'En su stock mínimo o por debajo' },
} as const;
