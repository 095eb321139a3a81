/**
 * Vencimientos (issue 30): what an issued invoice asks to be paid, instalment by instalment, and
 * what has been paid of each. The invoice keeps its instalments (`instalments`, at most 12) and
 * the figures its lists filter on (`status`, `collectedCents`, `dueDate` = the first open
 * instalment's); each instalment is also a document of its own, `dues/{invoiceId}-{n}`, so the
 * cartera (every open instalment by due date, by method, by party) is one indexed query. Both are
 * written only by the trusted commands, from the functions here.
 *
 * Signs: amounts are what the invoice asks (a credit note's is below zero); `paidCents` has the
 * same sign as the amount; open = amount − paid.
 * Pure: no Firebase, no React.
 */
import { isTermsMethod, type TermsMethod } from './terms';
import type { PlannedInstalment } from './instalments';

export const DUE_STATES = ['pendiente', 'parcial', 'pagada', 'devuelta', 'anulada'] as const;
export type DueState = (typeof DUE_STATES)[number];

/** The payment states an issued invoice can be in (besides 'sustituida' and 'anulada'). */
export const OPEN_INVOICE_STATUSES = ['pendiente', 'parcial', 'devuelta'] as const;
export type PaymentStatus = (typeof OPEN_INVOICE_STATUSES)[number] | 'pagada';

export const MAX_INSTALMENTS = 12;

/** One instalment as the invoice keeps it. */
export interface Instalment extends PlannedInstalment {
  paidCents: number;
  /** A direct debit of it came back unpaid (devolución) and it has not been paid again since. */
  returned: boolean;
  /** The remittance it is in while one is prepared or sent (null: none). */
  remittanceId: string | null;
}

/** A due document (`dues/{invoiceId}-{n}`). */
export interface Due extends Instalment {
  id: string;
  invoiceId: string;
  /** 'output': a cobro (sale); 'input': a pago (purchase). */
  kind: 'output' | 'input';
  /** The invoice's number (or the vendor's number for a purchase), for lists and matching. */
  number: string;
  partyId: string;
  partyName: string;
  partyNif: string;
  /** How many instalments the invoice has. */
  of: number;
  issueDate: string;
  state: DueState;
}

export function dueIdOf(invoiceId: string, n: number): string {
  return `${invoiceId}-${n}`;
}

export function openCentsOf(i: Pick<Instalment, 'amountCents' | 'paidCents'>): number {
  return i.amountCents - i.paidCents;
}

/** The state an instalment is in (an annulled invoice's are 'anulada' whatever was paid). */
export function dueStateOf(i: Pick<Instalment, 'amountCents' | 'paidCents' | 'returned'>, annulled = false): DueState {
  if (annulled) return 'anulada';
  if (openCentsOf(i) === 0) return 'pagada';
  if (i.returned) return 'devuelta';
  return i.paidCents === 0 ? 'pendiente' : 'parcial';
}

/** An invoice's payment state from its instalments. */
export function paymentStatusOf(instalments: readonly Instalment[]): PaymentStatus {
  if (instalments.every((i) => openCentsOf(i) === 0)) return 'pagada';
  if (instalments.some((i) => i.returned && openCentsOf(i) !== 0)) return 'devuelta';
  return instalments.some((i) => i.paidCents !== 0) ? 'parcial' : 'pendiente';
}

/** The invoice's fields that follow its instalments: what the lists and Inicio read. */
export function invoicePaymentFields(instalments: readonly Instalment[]): {
  instalments: Instalment[];
  status: PaymentStatus;
  collectedCents: number;
  dueDate: string | null;
} {
  const open = instalments.filter((i) => openCentsOf(i) !== 0);
  return {
    instalments: instalments.map((i) => ({ ...i })),
    status: paymentStatusOf(instalments),
    collectedCents: instalments.reduce((a, i) => a + i.paidCents, 0),
    dueDate: open.length > 0 ? open.map((i) => i.dueDate).sort()[0] : null,
  };
}

/** Fresh instalments, nothing paid. */
export function unpaid(planned: readonly PlannedInstalment[]): Instalment[] {
  return planned.map((p) => ({ ...p, paidCents: 0, returned: false, remittanceId: null }));
}

function isIso(v: unknown): v is string {
  return typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);
}

function readInstalment(v: unknown, index: number): Instalment | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  if (!isIso(o.dueDate) || !Number.isSafeInteger(o.amountCents) || !Number.isSafeInteger(o.paidCents)) return null;
  return {
    n: Number.isSafeInteger(o.n) ? (o.n as number) : index + 1,
    dueDate: o.dueDate,
    amountCents: o.amountCents as number,
    paidCents: o.paidCents as number,
    method: isTermsMethod(o.method) ? o.method : 'transferencia',
    returned: o.returned === true,
    remittanceId: typeof o.remittanceId === 'string' && o.remittanceId !== '' ? o.remittanceId : null,
  };
}

/**
 * An issued invoice document's instalments, whatever it holds. One issued before instalments
 * existed reads as one instalment of what it asked (`dueCents`: its payable less what the invoices
 * it replaced had settled) at its due date (its date when it had none), paid in full when its
 * status was 'pagada'.
 */
export function instalmentsOfStored(d: Record<string, unknown>, dueCents: number): Instalment[] {
  const raw = d.instalments;
  if (Array.isArray(raw) && raw.length > 0 && raw.length <= MAX_INSTALMENTS) {
    const read = raw.map(readInstalment);
    if (read.every((i): i is Instalment => i !== null)) return read;
  }
  const dueDate = isIso(d.dueDate) ? d.dueDate : isIso(d.date) ? d.date : '';
  const method: TermsMethod = isTermsMethod(d.paymentMethod) ? d.paymentMethod : 'transferencia';
  const paid = d.status === 'pagada';
  return [{ n: 1, dueDate, amountCents: dueCents, paidCents: paid ? dueCents : 0, method, returned: false, remittanceId: null }];
}

/** The facts a due document repeats of its invoice (a stored invoice document or a typed one). */
export function dueOwnerOf(id: string, invoice: object): DueOwner {
  const x = invoice as Record<string, unknown>;
  const party = (x.party && typeof x.party === 'object' ? x.party : {}) as Record<string, unknown>;
  const vendorNumber = typeof x.vendorInvoiceNumber === 'string' ? x.vendorInvoiceNumber : '';
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return {
    id,
    kind: x.kind === 'input' ? 'input' : 'output',
    // A purchase is known by its vendor's number.
    number: x.kind === 'input' && vendorNumber !== '' ? vendorNumber : text(x.numberText),
    partyId: text(x.partyId),
    partyName: text(party.name),
    partyNif: text(party.nif),
    issueDate: text(x.issueDate) || text(x.date),
  };
}

export interface DueOwner {
  id: string;
  kind: 'output' | 'input';
  number: string;
  partyId: string;
  partyName: string;
  partyNif: string;
  issueDate: string;
}

/** The due documents' fields of an invoice's instalments. */
export function dueDocuments(invoice: DueOwner, instalments: readonly Instalment[], options: { annulled?: boolean } = {}): Due[] {
  return instalments.map((i) => ({
    ...i,
    id: dueIdOf(invoice.id, i.n),
    invoiceId: invoice.id,
    kind: invoice.kind,
    number: invoice.number,
    partyId: invoice.partyId,
    partyName: invoice.partyName,
    partyNif: invoice.partyNif,
    of: instalments.length,
    issueDate: invoice.issueDate,
    state: dueStateOf(i, options.annulled === true),
  }));
}

/** A stored due document as a Due (null when it is not one). */
export function dueOfStored(id: string, d: Record<string, unknown> | undefined): Due | null {
  if (!d) return null;
  const i = readInstalment(d, 0);
  if (!i || typeof d.invoiceId !== 'string' || (d.kind !== 'output' && d.kind !== 'input')) return null;
  const s = (k: string) => (typeof d[k] === 'string' ? (d[k] as string) : '');
  return {
    ...i,
    id,
    invoiceId: d.invoiceId,
    kind: d.kind,
    number: s('number'),
    partyId: s('partyId'),
    partyName: s('partyName'),
    partyNif: s('partyNif'),
    of: Number.isSafeInteger(d.of) ? (d.of as number) : 1,
    issueDate: isIso(d.issueDate) ? d.issueDate : '',
    state: (DUE_STATES as readonly unknown[]).includes(d.state) ? (d.state as DueState) : dueStateOf(i),
  };
}
