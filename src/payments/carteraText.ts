/**
 * Spanish texts of the cartera screens (issue 30): Vencimientos and Cobros y pagos. The payment reports' texts are src/reports/paymentReportText.ts (the reports' index names
 * them); the payment dialogs' texts and the commands' refusals are in messages.ts.
 */
import type { DueState } from '../domain/payments/dues';
import type { PaymentKind, PaymentRecord } from '../domain/payments/payments';
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
  pick: (label: string) => `Elegir ${label} para un cobro o pago`,
  pickColumn: 'Elegir',
  paySelection: (kind: 'output' | 'input', n: number) =>
    `${kind === 'output' ? 'Registrar cobro' : 'Registrar pago'} de ${n === 1 ? '1 vencimiento' : `${count.format(n)} vencimientos`}`,
  clearSelection: 'Quitar la selección',
  selectionProblem: {
    empty: 'Marca los vencimientos que cubre un mismo cobro o pago.',
    parties: 'Un cobro o pago es de un solo cliente o proveedor: marca vencimientos de uno.',
    mixedCredit: 'No se cobran facturas y se devuelven abonos en un mismo movimiento: regístralos por separado.',
  } as const,
  unpayable: { closed: 'Ya no queda nada pendiente.', inRemittance: 'Está en una remesa: lo cobra el banco.' } as const,
  paymentRecorded: (kind: 'output' | 'input') => (kind === 'output' ? 'Cobro registrado.' : 'Pago registrado.'),
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
