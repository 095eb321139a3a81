/**
 * Reminders of overdue instalments by e-mail (issue 33, `sendDueReminder` in functions/src/mail):
 * which of a client's instalments a reminder lists, the query that finds them (bounded, on an
 * index the cartera already has) and the Spanish e-mail that lists them. Pure: no Firebase.
 * docs/DECISIONS.md "Recordatorios de vencimientos".
 *
 * Overdue = a sale's instalment (due document of kind 'output') in an open state (pendiente,
 * parcial or devuelta: a returned direct debit counts), with something still to collect (open
 * above zero: a credit is never overdue), whose due date is before today in Madrid (due today is
 * not yet overdue, as the aging report and Inicio say).
 */
import { formatEuros } from '../money';
import { formatIban } from '../iban';
import { openCentsOf, type Due, type DueState } from '../payments/dues';
import { MAX_SUBJECT_LENGTH } from './invoiceEmail';

/** The due states that may still have something to collect. */
export const REMINDER_DUE_STATES = ['pendiente', 'parcial', 'devuelta'] as const satisfies readonly DueState[];
/** The most instalments one reminder lists (the oldest first); the query reads one more to know there are more. */
export const REMINDER_MAX_DUES = 200;

/** The query of a client's overdue instalments as plain data (the function builds it; the index test checks it). */
export interface ReminderDuesQuery {
  equals: [field: 'kind' | 'state' | 'partyId', op: '==' | 'in', value: string | readonly string[]][];
  ranges: [field: 'dueDate', op: '<', value: string][];
  order: [field: 'dueDate', direction: 'asc'];
  limit: number;
}

/** The equality fields in the cartera's order (kind, state, partyId), so it shares its index. */
export function reminderDuesQuery(partyId: string, today: string): ReminderDuesQuery {
  return {
    equals: [
      ['kind', '==', 'output'],
      ['state', 'in', REMINDER_DUE_STATES],
      ['partyId', '==', partyId],
    ],
    ranges: [['dueDate', '<', today]],
    order: ['dueDate', 'asc'],
    limit: REMINDER_MAX_DUES + 1,
  };
}

/** One line of a reminder: one overdue instalment. */
export interface ReminderItem {
  invoiceId: string;
  /** The invoice's number. */
  number: string;
  /** Which instalment, of how many the invoice has. */
  n: number;
  of: number;
  issueDate: string;
  dueDate: string;
  pendingCents: number;
  /** A direct debit of it came back unpaid. */
  returned: boolean;
}

/** Whether a due is overdue on `today` (an ISO date) and belongs in a reminder to `partyId`. */
export function isOverdueForReminder(due: Due, partyId: string, today: string): boolean {
  return (
    due.kind === 'output' &&
    due.partyId === partyId &&
    (REMINDER_DUE_STATES as readonly string[]).includes(due.state) &&
    Number.isSafeInteger(due.amountCents) &&
    Number.isSafeInteger(due.paidCents) &&
    openCentsOf(due) > 0 &&
    /^\d{4}-\d{2}-\d{2}$/.test(due.dueDate) &&
    due.dueDate < today &&
    due.invoiceId !== ''
  );
}

/**
 * The lines of a reminder from the dues the query read: the overdue ones, oldest due date first
 * (then by number and instalment), at most REMINDER_MAX_DUES; `truncated` when there were more.
 */
export function overdueForReminder(dues: readonly Due[], partyId: string, today: string): { items: ReminderItem[]; truncated: boolean } {
  const items = dues
    .filter((d) => isOverdueForReminder(d, partyId, today))
    .map((d) => ({
      invoiceId: d.invoiceId,
      number: d.number,
      n: d.n,
      of: d.of,
      issueDate: d.issueDate,
      dueDate: d.dueDate,
      pendingCents: openCentsOf(d),
      returned: d.state === 'devuelta' || d.returned,
    }))
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.number.localeCompare(b.number, 'es') || a.n - b.n));
  return { items: items.slice(0, REMINDER_MAX_DUES), truncated: items.length > REMINDER_MAX_DUES };
}

/** The invoices a reminder concerns, each once, in the order of their first line: where the send is recorded. */
export function reminderInvoiceIds(items: readonly ReminderItem[]): string[] {
  return [...new Set(items.map((i) => i.invoiceId))];
}

/** «05/03/2026» from «2026-03-05». */
export function spanishDate(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : iso;
}

export function reminderSubject(companyName: string): string {
  return `Recordatorio de vencimientos pendientes — ${companyName}`.slice(0, MAX_SUBJECT_LENGTH);
}

export interface ReminderFacts {
  /** The company's name as its invoices give it. */
  companyName: string;
  /** The company's IBAN (compact), or '' when it has none. */
  iban: string;
  clientName: string;
  today: string;
  items: readonly ReminderItem[];
  truncated: boolean;
  /** What the person added (may be empty). */
  message: string;
}

const pad = (s: string, width: number, right = false) => (right ? s.padStart(width) : s.padEnd(width));

/** The table of the lines as plain text, columns aligned (a mail client shows it in its font; the figures stay readable). */
export function reminderTable(items: readonly ReminderItem[]): string[] {
  const head = ['Factura', 'Fecha', 'Vencimiento', 'Pendiente'];
  const rows = items.map((i) => [
    `${i.number}${i.of > 1 ? ` (${i.n}/${i.of})` : ''}${i.returned ? ' *' : ''}`,
    spanishDate(i.issueDate),
    spanishDate(i.dueDate),
    formatEuros(i.pendingCents),
  ]);
  const total = ['Total pendiente', '', '', formatEuros(items.reduce((a, i) => a + i.pendingCents, 0))];
  const widths = head.map((h, c) => Math.max(h.length, ...[...rows, total].map((r) => r[c]!.length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => pad(cell, widths[c]!, c === 3))
      .join('   ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('   ');
  return [line(head), rule, ...rows.map(line), rule, line(total)];
}

/** The reminder's subject and text, in Spanish (es-ES dates and amounts). */
export function dueReminderMail(f: ReminderFacts): { subject: string; text: string } {
  const total = f.items.reduce((a, i) => a + i.pendingCents, 0);
  const one = f.items.length === 1;
  const lines = ['Buenos días:', ''];
  if (f.message.trim() !== '') lines.push(f.message.trimEnd(), '');
  lines.push(
    `Le recordamos que, según nuestros registros, a ${spanishDate(f.today)} ${one ? 'está vencido y pendiente de pago el siguiente importe' : 'están vencidos y pendientes de pago los siguientes importes'}${f.clientName.trim() ? ` de ${f.clientName.trim()}` : ''}, por un total de ${formatEuros(total)}:`,
    '',
    ...reminderTable(f.items),
  );
  if (f.items.some((i) => i.returned)) lines.push('', '* Recibo domiciliado devuelto por su banco.');
  if (f.truncated) lines.push('', `Se indican los ${REMINDER_MAX_DUES} vencimientos más antiguos; hay otros también vencidos.`);
  lines.push('');
  if (f.iban.trim() !== '')
    lines.push(`Puede pagar por transferencia a la cuenta ${formatIban(f.iban)} (${f.companyName}), indicando el número de factura.`);
  else lines.push('Para pagar, o si tiene cualquier duda, responda a este mensaje y le indicaremos cómo hacerlo.');
  lines.push('Si ya ha realizado el pago, le rogamos que no tenga en cuenta este mensaje.', '', 'Un saludo,', f.companyName);
  return { subject: reminderSubject(f.companyName), text: `${lines.join('\n')}\n` };
}
