/**
 * Journal entries (asientos) of sales, purchases, cobros and pagos, for a
 * gestoría to load into its accounting program, and their CSV. Pure.
 *
 * Accounts (Plan General de Contabilidad, RD 1514/2007, 8-digit subaccounts):
 * 430xxxxx clients, 400xxxxx vendors, 70000000 sales, 60000000 purchases,
 * 47700000 IVA repercutido (and recargo de equivalencia repercutido),
 * 47200000 IVA soportado, 47300000 retenciones que nos practican (IRPF on a
 * sale), 47510000 retenciones practicadas (IRPF on a purchase), 57200000 bank.
 * Party subaccount: the group + 5 digits from a hash of the party's NIF (see
 * DECISIONS.md "AEAT files and the accounting export").
 */

export type DocumentKind = 'sale' | 'purchase';

/** One invoice as the journal needs it; amounts in integer cents (negative on a rectificativa by differences). */
export interface JournalDocument {
  kind: DocumentKind;
  /** Issue (sale) or registration (purchase) date, ISO yyyy-mm-dd. */
  date: string;
  /** Our number (sale) or the vendor's number (purchase). */
  number: string;
  partyNif: string;
  partyName: string;
  baseCents: number;
  vatCents: number;
  recargoCents: number;
  irpfCents: number;
  /** ISO date of the cobro / pago, or null when unpaid. */
  paidAt: string | null;
}

export type Journal = 'VENTAS' | 'COMPRAS' | 'COBROS' | 'PAGOS';

export interface JournalLine {
  date: string;
  journal: Journal;
  entry: number;
  account: string;
  debitCents: number;
  creditCents: number;
  concept: string;
  document: string;
}

export const ACCOUNTS = {
  sales: '70000000',
  purchases: '60000000',
  vatOutput: '47700000',
  vatInput: '47200000',
  irpfWithheldFromUs: '47300000',
  irpfWeWithhold: '47510000',
  bank: '57200000',
} as const;

/** FNV-1a 32-bit of the NIF without blanks or dashes, uppercased. */
function nifHash(nif: string): number {
  let h = 0x811c9dc5;
  for (const ch of nif.toUpperCase().replace(/[\s-]/g, '')) {
    h ^= ch.charCodeAt(0);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

/** Stable subaccount of a party: '430' / '400' + 5 digits from its NIF (00001–99999). */
export function partyAccount(kind: DocumentKind, nif: string): string {
  const group = kind === 'sale' ? '430' : '400';
  return group + String((nifHash(nif) % 99999) + 1).padStart(5, '0');
}

/** A line on the debit side when positive, on the credit side (absolute) when negative. */
function debit(account: string, cents: number): Pick<JournalLine, 'account' | 'debitCents' | 'creditCents'> {
  return cents >= 0 ? { account, debitCents: cents, creditCents: 0 } : { account, debitCents: 0, creditCents: -cents };
}
function credit(account: string, cents: number): Pick<JournalLine, 'account' | 'debitCents' | 'creditCents'> {
  const d = debit(account, cents);
  return { account, debitCents: d.creditCents, creditCents: d.debitCents };
}

function totalOf(d: JournalDocument): number {
  return d.baseCents + d.vatCents + d.recargoCents - d.irpfCents;
}

/** An inclusive ISO date range, `from` <= date <= `to`. */
export interface JournalPeriod {
  from: string;
  to: string;
}

/**
 * The entries of the documents, numbered from 1 in date order (invoice entry
 * before its payment on the same day). Zero-amount lines are left out; every
 * entry balances (sum of debits = sum of credits). Throws when two different
 * NIFs fall on the same subaccount, so a collision is never silent.
 *
 * With a `period`, each entry belongs to the period of its own date: the
 * invoice entry when the invoice's date falls in it, the cobro / pago entry when
 * `paidAt` does (an invoice of March paid in April gives its sale in Q1's export
 * and its cobro in Q2's).
 */
export function journalLines(documents: readonly JournalDocument[], period?: JournalPeriod): JournalLine[] {
  const inPeriod = (date: string) => period === undefined || (date >= period.from && date <= period.to);
  const owners = new Map<string, string>();
  for (const d of documents) {
    const acc = partyAccount(d.kind, d.partyNif);
    const nif = d.partyNif.toUpperCase().replace(/[\s-]/g, '');
    const prev = owners.get(acc);
    if (prev !== undefined && prev !== nif) throw new Error(`Las subcuentas de ${prev} y ${nif} coinciden (${acc})`);
    owners.set(acc, nif);
  }
  type Pending = {
    date: string;
    order: number;
    journal: Journal;
    concept: string;
    document: string;
    parts: Pick<JournalLine, 'account' | 'debitCents' | 'creditCents'>[];
  };
  const pending: Pending[] = [];
  for (const d of documents) {
    const party = partyAccount(d.kind, d.partyNif);
    const total = totalOf(d);
    const withInvoice = inPeriod(d.date);
    const withPayment = d.paidAt !== null && inPeriod(d.paidAt);
    if (d.kind === 'sale') {
      if (withInvoice)
        pending.push({
          date: d.date,
          order: 0,
          journal: 'VENTAS',
          concept: `Factura ${d.number} ${d.partyName}`,
          document: d.number,
          parts: [
            debit(party, total),
            debit(ACCOUNTS.irpfWithheldFromUs, d.irpfCents),
            credit(ACCOUNTS.sales, d.baseCents),
            credit(ACCOUNTS.vatOutput, d.vatCents + d.recargoCents),
          ],
        });
      if (withPayment && d.paidAt !== null)
        pending.push({
          date: d.paidAt,
          order: 1,
          journal: 'COBROS',
          concept: `Cobro factura ${d.number} ${d.partyName}`,
          document: d.number,
          parts: [debit(ACCOUNTS.bank, total), credit(party, total)],
        });
    } else {
      if (withInvoice)
        pending.push({
          date: d.date,
          order: 0,
          journal: 'COMPRAS',
          concept: `Factura ${d.number} ${d.partyName}`,
          document: d.number,
          parts: [
            debit(ACCOUNTS.purchases, d.baseCents),
            debit(ACCOUNTS.vatInput, d.vatCents + d.recargoCents),
            credit(party, total),
            credit(ACCOUNTS.irpfWeWithhold, d.irpfCents),
          ],
        });
      if (withPayment && d.paidAt !== null)
        pending.push({
          date: d.paidAt,
          order: 1,
          journal: 'PAGOS',
          concept: `Pago factura ${d.number} ${d.partyName}`,
          document: d.number,
          parts: [debit(party, total), credit(ACCOUNTS.bank, total)],
        });
    }
  }
  const sorted = pending
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (a.p.date < b.p.date ? -1 : a.p.date > b.p.date ? 1 : a.p.order - b.p.order || a.i - b.i))
    .map(({ p }) => p);
  const lines: JournalLine[] = [];
  sorted.forEach((p, n) => {
    for (const part of p.parts) {
      if (part.debitCents === 0 && part.creditCents === 0) continue;
      lines.push({ date: p.date, journal: p.journal, entry: n + 1, ...part, concept: p.concept, document: p.document });
    }
  });
  return lines;
}

function euros(cents: number): string {
  const s = String(Math.abs(cents)).padStart(3, '0');
  return (cents < 0 ? '-' : '') + s.slice(0, -2) + ',' + s.slice(-2);
}

function cell(text: string): string {
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const JOURNAL_CSV_HEADER = ['Fecha', 'Diario', 'Asiento', 'Cuenta', 'Debe', 'Haber', 'Concepto', 'Documento'] as const;

/** CSV: ';'-separated, decimal comma, dates dd/mm/yyyy, CRLF, as Spanish spreadsheets read it. */
export function journalCsv(lines: readonly JournalLine[]): string {
  const rows = [JOURNAL_CSV_HEADER.join(';')];
  for (const l of lines) {
    const [y, m, d] = l.date.split('-');
    rows.push(
      [`${d}/${m}/${y}`, l.journal, String(l.entry), l.account, euros(l.debitCents), euros(l.creditCents), cell(l.concept), cell(l.document)].join(
        ';',
      ),
    );
  }
  return rows.join('\r\n') + '\r\n';
}
