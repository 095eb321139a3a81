import { describe, expect, it } from 'vitest';
import type { Due } from '../payments/dues';
import { due } from '../payments/paymentFixtures.test-data';
import {
  dueReminderMail,
  isOverdueForReminder,
  overdueForReminder,
  REMINDER_MAX_DUES,
  reminderDuesQuery,
  reminderInvoiceIds,
  reminderTable,
  spanishDate,
  type ReminderItem,
} from './dueReminder';

const TODAY = '2026-11-29';
const open = (over: Partial<Due> = {}) =>
  due({ kind: 'output', partyId: 'c1', state: 'pendiente', amountCents: 12100, paidCents: 0, dueDate: '2026-10-31', invoiceId: 'inv1', ...over });

describe('isOverdueForReminder', () => {
  it.each<[string, Partial<Due>, boolean]>([
    ['pendiente, due before today', {}, true],
    ['due yesterday', { dueDate: '2026-11-28' }, true],
    ['due today: not yet overdue', { dueDate: TODAY }, false],
    ['due tomorrow', { dueDate: '2026-11-30' }, false],
    ['parcial, something left', { state: 'parcial', paidCents: 12000 }, true],
    ['devuelta (a returned direct debit)', { state: 'devuelta', returned: true }, true],
    ['pagada', { state: 'pagada', paidCents: 12100 }, false],
    ['anulada, even with something open', { state: 'anulada' }, false],
    ['open state but nothing open', { paidCents: 12100 }, false],
    ['a credit (open below zero)', { amountCents: -5000 }, false],
    ['a purchase', { kind: 'input' }, false],
    ['another client', { partyId: 'c2' }, false],
    ['no due date', { dueDate: '' }, false],
    ['amounts not whole cents', { amountCents: 10.5 }, false],
    ['no invoice', { invoiceId: '' }, false],
  ])('%s → %s', (_what, over, expected) => {
    expect(isOverdueForReminder(open(over), 'c1', TODAY)).toBe(expected);
  });
});

describe('overdueForReminder', () => {
  it('keeps the overdue ones with what is pending to the cent, oldest due date first, then number and instalment', () => {
    const dues = [
      open({ invoiceId: 'b', number: 'F2026-0002', n: 2, of: 2, dueDate: '2026-10-01', amountCents: 6051, paidCents: 0 }),
      open({ invoiceId: 'a', number: 'F2026-0001', dueDate: '2026-11-15', amountCents: 100000, paidCents: 33333, state: 'parcial' }),
      open({ invoiceId: 'b', number: 'F2026-0002', n: 1, of: 2, dueDate: '2026-10-01', amountCents: 6050, paidCents: 0 }),
      open({ invoiceId: 'c', number: 'F2026-0003', dueDate: '2026-12-15' }),
    ];
    const { items, truncated } = overdueForReminder(dues, 'c1', TODAY);
    expect(truncated).toBe(false);
    expect(items.map((i) => [i.number, i.n, i.pendingCents])).toEqual([
      ['F2026-0002', 1, 6050],
      ['F2026-0002', 2, 6051],
      ['F2026-0001', 1, 66667],
    ]);
    expect(reminderInvoiceIds(items)).toEqual(['b', 'a']);
  });

  it('lists at most REMINDER_MAX_DUES and says there were more', () => {
    const dues = Array.from({ length: REMINDER_MAX_DUES + 1 }, (_, k) => open({ invoiceId: `i${k}`, number: `F${String(k).padStart(4, '0')}` }));
    const { items, truncated } = overdueForReminder(dues, 'c1', TODAY);
    expect(items).toHaveLength(REMINDER_MAX_DUES);
    expect(truncated).toBe(true);
    expect(overdueForReminder(dues.slice(1), 'c1', TODAY).truncated).toBe(false);
  });
});

describe('reminderDuesQuery', () => {
  it('is the cartera’s open-dues query of one client, before today, bounded', () => {
    expect(reminderDuesQuery('c1', TODAY)).toEqual({
      equals: [
        ['kind', '==', 'output'],
        ['state', 'in', ['pendiente', 'parcial', 'devuelta']],
        ['partyId', '==', 'c1'],
      ],
      ranges: [['dueDate', '<', TODAY]],
      order: ['dueDate', 'asc'],
      limit: REMINDER_MAX_DUES + 1,
    });
  });
});

const item = (over: Partial<ReminderItem> = {}): ReminderItem => ({
  invoiceId: 'a',
  number: 'F2026-0001',
  n: 1,
  of: 1,
  issueDate: '2026-09-05',
  dueDate: '2026-10-05',
  pendingCents: 123456,
  returned: false,
  ...over,
});

describe('spanishDate', () => {
  it.each([
    ['2026-03-05', '05/03/2026'],
    ['2026-12-31', '31/12/2026'],
    ['', ''],
  ])('%s → %s', (iso, text) => {
    expect(spanishDate(iso)).toBe(text);
  });
});

describe('reminderTable', () => {
  it('aligns the columns and totals to the cent, es-ES', () => {
    const table = reminderTable([item(), item({ invoiceId: 'b', number: 'F2026-0007', n: 2, of: 3, pendingCents: 5, returned: true })]);
    expect(table.map((l) => l.replace(/\u00a0/g, ' '))).toEqual([
      'Factura              Fecha        Vencimiento    Pendiente',
      '------------------   ----------   -----------   ----------',
      'F2026-0001           05/09/2026   05/10/2026    1.234,56 €',
      'F2026-0007 (2/3) *   05/09/2026   05/10/2026        0,05 €',
      '------------------   ----------   -----------   ----------',
      'Total pendiente                                 1.234,61 €',
    ]);
  });
});

describe('dueReminderMail', () => {
  const facts = {
    companyName: 'Distribuciones Ejemplo S.L.',
    iban: 'ES9121000418450200051332',
    clientName: 'Cliente Uno S.A.',
    today: TODAY,
    items: [item(), item({ invoiceId: 'b', number: 'F2026-0002', dueDate: '2026-11-01', pendingCents: 100, returned: true })],
    truncated: false,
    message: '',
  };

  it('has the subject, the total, the table and how to pay by transfer', () => {
    const mail = dueReminderMail(facts);
    expect(mail.subject).toBe('Recordatorio de vencimientos pendientes — Distribuciones Ejemplo S.L.');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'a 29/11/2026 están vencidos y pendientes de pago los siguientes importes de Cliente Uno S.A., por un total de 1.235,56 €:',
    );
    expect(text).toContain('F2026-0001');
    expect(text).toContain('F2026-0002 *');
    expect(text).toContain('01/11/2026');
    expect(text).toContain('* Recibo domiciliado devuelto por su banco.');
    expect(text).toContain('transferencia a la cuenta ES91 2100 0418 4502 0005 1332');
    expect(text).not.toContain('Se indican los');
    expect(text.endsWith('Un saludo,\nDistribuciones Ejemplo S.L.\n')).toBe(true);
  });

  it.each<[string, Partial<typeof facts>, string[], string[]]>([
    [
      'one line, singular',
      { items: [item()] },
      ['está vencido y pendiente de pago el siguiente importe', 'por un total de 1.234,56 €'],
      ['Recibo domiciliado'],
    ],
    ['no IBAN: answer to ask how', { iban: '' }, ['responda a este mensaje'], ['transferencia']],
    [
      'the person’s message, after the greeting',
      { message: 'Hola, Marta:\nle escribo por…  ' },
      ['Buenos días:\n\nHola, Marta:\nle escribo por…\n\nLe recordamos'],
      [],
    ],
    ['no client name', { clientName: ' ' }, ['los siguientes importes, por un total de 1.235,56 €:'], [' de ,']],
    ['more than listed', { truncated: true }, [`Se indican los ${REMINDER_MAX_DUES} vencimientos más antiguos`], []],
  ])('%s', (_what, over, has, hasNot) => {
    const text = dueReminderMail({ ...facts, ...over }).text.replace(/\u00a0/g, ' ');
    for (const s of has) expect(text).toContain(s);
    for (const s of hasNot) expect(text).not.toContain(s);
  });

  it('keeps a long company name’s subject within the limit', () => {
    expect(dueReminderMail({ ...facts, companyName: 'x'.repeat(300) }).subject).toHaveLength(200);
  });
});
