/**
 * Spanish texts of the cartera screens and the payment reports (issue 30): Vencimientos, Cobros y
 * pagos, Antigüedad de saldos, Previsión de tesorería and Extracto de cuenta. (The payment dialogs'
 * texts and the commands' refusals are in messages.ts.)
 */
import type { DueState } from '../domain/payments/dues';
import type { PaymentKind, PaymentRecord } from '../domain/payments/payments';
import type { StatementLineType } from '../domain/payments/statement';
import type { AgingColumn } from '../domain/payments/aging';
import type { DueStateFilter } from './dueListPlan';

const count = new Intl.NumberFormat('es-ES');
export const formatNumber = (n: number) => count.format(n);

export const DUE_KIND_TEXT: Record<'output' | 'input', { kind: string; party: string; parties: string; none: string }> = {
  output: { kind: 'Cobros', party: 'Cliente', parties: 'Clientes', none: 'No hay vencimientos de cobro con estos filtros.' },
  input: { kind: 'Pagos', party: 'Proveedor', parties: 'Proveedores', none: 'No hay vencimientos de pago con estos filtros.' },
};

export const DUE_STATE_LABEL: Record<DueStateFilter, string> = {
  abiertos: 'Abiertos (pendientes, parciales y devueltos)',
  pendiente: 'Pendiente',
  parcial: 'Parcial',
  devuelta: 'Devuelto',
  pagada: 'Pagado',
  anulada: 'Anulado',
};

export const DUE_STATE_BADGE: Record<DueState, string> = {
  pendiente: 'info',
  parcial: 'primary',
  devuelta: 'danger',
  pagada: 'success',
  anulada: 'dark',
};

export const DUES_TEXT = {
  title: 'Vencimientos',
  intro: 'La cartera: cada plazo de las facturas emitidas y registradas, por fecha de vencimiento.',
  kind: 'Cobros o pagos',
  state: 'Estado',
  overdueOnly: 'Solo vencidos',
  overdueHelp: 'Vencimiento anterior a hoy y aún pendiente.',
  overdueOnlyOpen: 'Solo para los vencimientos abiertos.',
  from: 'Vencen desde',
  to: 'Vencen hasta',
  method: 'Forma de pago',
  anyMethod: 'Todas',
  partySearch: 'Nombre o NIF',
  removeParty: (label: string, name: string) => `Quitar el filtro de ${label.toLowerCase()} ${name}`,
  columns: {
    dueDate: 'Vencimiento',
    invoice: 'Factura',
    instalment: 'Plazo',
    method: 'Forma',
    amount: 'Importe',
    open: 'Pendiente',
    state: 'Estado',
  },
  overdue: 'Vencido',
  noNumber: 'Sin número',
  loadFailed: 'No se han podido cargar los vencimientos. Comprueba la conexión e inténtalo de nuevo.',
  totalsLoading: 'Calculando totales…',
  totalsFailed: 'No se han podido calcular los totales.',
  totals: (n: number) => `${formatNumber(n)} ${n === 1 ? 'vencimiento' : 'vencimientos'}`,
  totalsAmount: 'Importe',
  totalsOpen: 'Pendiente',
  totalsNote: 'Totales de todos los vencimientos de los filtros, no solo de esta página.',
  noun: 'vencimientos',
  payments: 'Cobros y pagos registrados',
};

export const PAYMENT_KIND_LABEL: Record<PaymentKind, string> = { cobro: 'Cobro', pago: 'Pago' };
export const PAYMENT_STATE_LABEL: Record<PaymentRecord['state'], string> = { vigente: 'Vigente', anulado: 'Anulado' };

export const PAYMENTS_TEXT = {
  title: 'Cobros y pagos',
  intro: 'Cada cobro de clientes y pago a proveedores registrado, del más reciente al más antiguo.',
  kind: 'Tipo',
  allKinds: 'Todos',
  kinds: { cobro: 'Cobros', pago: 'Pagos' } as Record<PaymentKind, string>,
  state: 'Estado',
  allStates: 'Todos',
  party: { cobro: 'Cliente', pago: 'Proveedor' } as Record<PaymentKind, string>,
  anyParty: 'Cliente o proveedor',
  pickKindFirst: 'Elige antes el tipo',
  from: 'Desde',
  to: 'Hasta',
  columns: {
    date: 'Fecha',
    kind: 'Tipo',
    party: 'Cliente / proveedor',
    method: 'Forma',
    amount: 'Importe',
    unapplied: 'A cuenta',
    invoices: 'Facturas',
    state: 'Estado',
  },
  reversedOn: (date: string, reason: string) => `Anulado el ${date}${reason ? `: ${reason}` : ''}`,
  reference: (r: string) => `Ref.: ${r}`,
  none: 'No hay cobros ni pagos con estos filtros.',
  loadFailed: 'No se han podido cargar los cobros y pagos. Comprueba la conexión e inténtalo de nuevo.',
  noun: 'cobros y pagos',
  dues: 'Vencimientos',
};

export const AGING_TEXT = {
  title: 'Antigüedad de saldos',
  description: 'Lo que debe cada cliente, o se debe a cada proveedor, por tiempo vencido: sin vencer, 1–30, 31–60, 61–90 y más de 90 días.',
  kind: 'De',
  file: 'antiguedad-saldos',
  columns: {
    notDueCents: 'Sin vencer',
    days1to30Cents: '1–30 días',
    days31to60Cents: '31–60 días',
    days61to90Cents: '61–90 días',
    over90Cents: 'Más de 90 días',
    creditCents: 'Saldo a favor',
  } as Record<AgingColumn, string>,
  total: 'Total',
  dues: 'Vencimientos',
  oldest: 'Vencido más antiguo',
  none: 'No hay vencimientos abiertos.',
  asOf: (date: string) => `A ${date}`,
  progress: (read: number, total: number | null) =>
    total === null ? `${formatNumber(read)} vencimientos leídos` : `${formatNumber(read)} de ${formatNumber(total)} vencimientos`,
  creditNote: 'Saldo a favor: abonos aún no compensados ni devueltos; restan del total, nunca están vencidos.',
};

export const FORECAST_TEXT = {
  title: 'Previsión de tesorería',
  description: 'Cobros y pagos pendientes por semanas, con el saldo previsto a partir del saldo de hoy.',
  weeks: 'Semanas',
  weeksInvalid: 'Indica un número de semanas entre 1 y 104.',
  opening: 'Saldo inicial (€)',
  openingHelp: 'Opcional: el saldo de tesorería de hoy.',
  openingInvalid: 'Indica un importe en euros, por ejemplo 1.250,00.',
  file: 'prevision-tesoreria',
  period: 'Periodo',
  overdue: 'Vencido (antes de hoy)',
  week: (week: string, start: string, end: string) => `Semana ${week.slice(-2)} · del ${start} al ${end}`,
  later: 'Después',
  inflow: 'Cobros',
  outflow: 'Pagos',
  net: 'Neto',
  balance: 'Saldo',
  openingRow: 'Saldo inicial',
  total: 'Total',
  asOf: (date: string) => `Desde el ${date}`,
  progress: (read: number) => `${formatNumber(read)} vencimientos leídos`,
};

export const STATEMENT_TEXT = {
  title: 'Extracto de cuenta',
  description: 'Facturas, cobros y pagos de un cliente o proveedor en un periodo, con el saldo tras cada movimiento.',
  side: 'De',
  sides: { client: 'Cliente', vendor: 'Proveedor' },
  partyRequired: 'Elige el cliente o proveedor.',
  change: 'Cambiar',
  file: 'extracto',
  columns: { date: 'Fecha', type: 'Concepto', number: 'Documento', detail: 'Detalle', debit: 'Cargo', credit: 'Abono', balance: 'Saldo' },
  opening: 'Saldo anterior',
  closing: 'Saldo final',
  none: 'No hay movimientos en este periodo.',
  unreadable: (n: number) =>
    `${formatNumber(n)} ${n === 1 ? 'documento no se ha podido leer' : 'documentos no se han podido leer'} y no figura${n === 1 ? '' : 'n'}.`,
  balanceNote: {
    client: 'Saldo: lo que el cliente nos debe (negativo: a su favor).',
    vendor: 'Saldo: lo que debemos al proveedor (negativo: a nuestro favor).',
  },
  progress: (read: number) => `${formatNumber(read)} documentos leídos`,
  pdf: 'Descargar PDF',
  lineType: (type: StatementLineType, side: 'client' | 'vendor'): string =>
    ({
      invoice: 'Factura',
      creditNote: 'Abono (rectificativa)',
      payment: side === 'client' ? 'Cobro' : 'Pago',
      reversal: side === 'client' ? 'Anulación de cobro' : 'Anulación de pago',
      paidOutside: side === 'client' ? 'Cobro (anterior a los registros de cobro)' : 'Pago (anterior a los registros de pago)',
    })[type],
};
