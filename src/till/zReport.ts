/**
 * A closed session as its Z report reads, for the screen and the PDF alike (pure): the header
 * (till, cashier, times, tickets), the cash figures in the order of the formula, the totals per
 * payment method, the cash moves with their reasons, the arqueo by denomination, the difference.
 */
import { formatEuros } from '../domain/money';
import { cashRows, DENOMINATIONS, expectedCash, TILL_METHODS, type TillSession } from '../domain/till/tillModel';
import { CASH_ROW_LABEL, denominationLabel, TILL_METHOD_LABEL, TILL_TEXT as T } from './messages';

const MADRID = new Intl.DateTimeFormat('es-ES', { timeZone: 'Europe/Madrid', dateStyle: 'short', timeStyle: 'short' });

/** An ISO instant as «2/3/26, 10:05» in Madrid time ('' when unknown). */
export function instantText(iso: string): string {
  const d = new Date(iso);
  return iso && !Number.isNaN(d.getTime()) ? MADRID.format(d) : '';
}

export interface ZLine {
  label: string;
  value: string;
  strong?: boolean;
}

export interface ZReport {
  title: string;
  header: ZLine[];
  cash: ZLine[];
  methods: ZLine[];
  moves: ZLine[];
  counted: ZLine[];
  result: ZLine[];
  fileName: string;
}

export function zReportOf(s: TillSession): ZReport {
  const c = s.closing;
  const zText = c?.zText ?? '';
  const expected = c?.expectedCents ?? expectedCash(s.floatCents, s.totals);
  const t = s.totals;
  return {
    title: T.zTitle(zText, s.tillName),
    header: [
      { label: T.till, value: s.tillName },
      { label: T.cashier, value: s.cashierName },
      { label: T.opened, value: instantText(s.openedAt) },
      {
        label: T.closedAt,
        value: c ? `${instantText(c.closedAt)}${c.closedByName && c.closedByName !== s.cashierName ? ` (${c.closedByName})` : ''}` : '',
      },
      { label: T.tickets, value: `${t.ticketCount} · ${T.ticketRange(t.firstTicket, t.lastTicket)}` },
      { label: T.refunds, value: `${t.refundCount} · ${formatEuros(t.refundsCents)}` },
    ],
    cash: [
      ...cashRows(s).map((r) => ({ label: CASH_ROW_LABEL[r.key] ?? r.key, value: formatEuros(r.cents) })),
      { label: T.expected, value: formatEuros(expected), strong: true },
    ],
    methods: TILL_METHODS.map((m) => ({ label: TILL_METHOD_LABEL[m], value: formatEuros(t.byMethod[m]) })),
    moves: s.moves.map((m) => ({
      label: `${m.kind === 'in' ? T.moveIn : T.moveOut} · ${instantText(m.at)} · ${m.reason}`,
      value: formatEuros(m.kind === 'in' ? m.amountCents : -m.amountCents),
    })),
    counted: c
      ? DENOMINATIONS.filter((d) => (c.counted[String(d)] ?? 0) > 0).map((d) => ({
          label: `${c.counted[String(d)]} × ${denominationLabel(d)}`,
          value: formatEuros((c.counted[String(d)] ?? 0) * d),
        }))
      : [],
    result: c
      ? [
          { label: T.counted, value: formatEuros(c.countedCents), strong: true },
          { label: T.expected, value: formatEuros(c.expectedCents) },
          { label: T.difference, value: formatEuros(c.differenceCents), strong: true },
          ...(c.note ? [{ label: T.note, value: c.note }] : []),
        ]
      : [],
    fileName: `informe-${zText || 'Z'}-${s.tillName.replace(/[^\p{L}\p{N}]+/gu, '-')}-${c?.closeDate ?? s.openDate}.pdf`,
  };
}
