/**
 * Spanish texts of the payment reports (issue 30): Antigüedad de saldos, Previsión de tesorería and
 * Extracto de cuenta (their screens are in src/payments; the reports' index and the statement's
 * PDF read them here, below the screens).
 */
import type { AgingColumn } from '../domain/payments/aging';
import type { StatementLineType } from '../domain/payments/statement';
import { formatCount as formatNumber } from './messages';

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
  problems: {
    party: 'Elige el cliente o proveedor.',
    from: 'Indica una fecha de inicio válida.',
    to: 'Indica una fecha de fin válida.',
    order: 'La fecha de fin no puede ser anterior a la de inicio.',
  },
  partySearch: 'Nombre o NIF',
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
