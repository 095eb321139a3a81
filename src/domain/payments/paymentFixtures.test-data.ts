/**
 * Stored invoices, dues and payments for the payments tests, built with the real builders
 * (storedIssuedInvoice over the invoice tests' testContent, planInstalments, dueDocuments,
 * planRecordPayment), so every field is the one the commands write. One line at 0 % VAT makes the
 * payable amount exactly the cents asked for.
 */
import { emptyFigures } from '../invoiceAmounts';
import { issuerFromCompanyData, partySnapshotOf, storedIssuedInvoice, type Rectifies } from '../invoices/invoiceModel';
import { testContent, testCorporation, testLine } from '../invoices/invoiceFixtures.test-data';
import { dueDocuments, invoicePaymentFields, unpaid, type Due, type Instalment } from './dues';
import { planInstalments } from './instalments';
import { parseRecordPayment, planRecordPayment, type PaymentRecord } from './payments';
import { singleTerm, type PaymentTerms } from './terms';

export const ISSUER = issuerFromCompanyData(testCorporation().data);

export interface InvoiceSpec {
  kind?: 'output' | 'input';
  partyId?: string;
  partyName?: string;
  /** Its number in the series (F-2026-00000n, REG for purchases). */
  number?: number;
  issueDate?: string;
  /** The payable amount (one line at 0 % VAT); below zero: a credit note by difference. */
  cents?: number;
  terms?: PaymentTerms;
  simplified?: boolean;
  /** A substitution: the figures of what it replaces. */
  replaces?: { payableCents: number; settledCents: number };
  vendorInvoiceNumber?: string;
}

/** An issued invoice document as issuing writes it, with its instalments unpaid. */
export function issuedInvoice(spec: InvoiceSpec = {}): Record<string, unknown> {
  const kind = spec.kind ?? 'output';
  const cents = spec.cents ?? 12100;
  const issueDate = spec.issueDate ?? '2026-03-05';
  const credit = cents < 0;
  const rectifies: Rectifies | null =
    credit || spec.replaces
      ? {
          invoiceId: 'orig',
          numberText: 'F-2026-000001',
          issueDate: '2026-01-10',
          mode: spec.replaces ? 'substitution' : 'difference',
          code: 'R1',
          reason: 'Devolución',
          replaced: spec.replaces ? { ...emptyFigures('F-2026-000001'), ...spec.replaces, totalCents: spec.replaces.payableCents } : null,
        }
      : null;
  const content = testContent({
    kind,
    type: rectifies ? 'rectificativa' : 'ordinaria',
    partyId: spec.partyId ?? (kind === 'output' ? 'c1' : 'v1'),
    party: partySnapshotOf({ name: spec.partyName ?? (kind === 'output' ? 'Cliente Uno S.L.' : 'Proveedor Uno S.L.'), nif: 'B12345674' }),
    lines: [testLine({ quantity: credit ? -1 : 1, unitPriceCents: Math.abs(cents), vatRate: 0 })],
    rectifies,
    simplified: spec.simplified === true,
    vendorInvoiceNumber: kind === 'input' ? (spec.vendorInvoiceNumber ?? `A-${spec.number ?? 1}`) : null,
    vendorInvoiceDate: kind === 'input' ? issueDate : null,
  });
  const stored = storedIssuedInvoice(content, {
    series: kind === 'output' ? (rectifies ? 'R' : 'F') : 'REG',
    year: Number(issueDate.slice(0, 4)),
    number: spec.number ?? 1,
    issueDate,
    issuedBy: 'u1',
    issuer: ISSUER,
    dueDate: null,
    createdBy: 'u1',
  });
  const outstanding = stored.payableCents - (spec.replaces?.settledCents ?? 0);
  const planned = planInstalments(issueDate, outstanding, spec.terms ?? singleTerm(30));
  return { ...stored, ...invoicePaymentFields(unpaid(planned)) };
}

/** The invoice with `fields` (a planner's change) written over it. */
export function withFields(d: Record<string, unknown>, fields: Record<string, unknown>): Record<string, unknown> {
  return { ...d, ...fields };
}

/** The invoices by id, as a command reads them. */
export function invoiceMap(entries: Record<string, Record<string, unknown>>): Map<string, Record<string, unknown>> {
  return new Map(Object.entries(entries));
}

/** The due documents of a stored invoice (its own instalments, or `instalments` given). */
export function duesOf(id: string, d: Record<string, unknown>, instalments?: Instalment[], annulled = false): Due[] {
  const party = d.party as { name: string; nif: string };
  const kind = d.kind as 'output' | 'input';
  return dueDocuments(
    {
      id,
      kind,
      number: kind === 'input' ? String(d.vendorInvoiceNumber) : String(d.numberText),
      partyId: String(d.partyId),
      partyName: party.name,
      partyNif: party.nif,
      issueDate: String(d.issueDate),
    },
    instalments ?? (d.instalments as Instalment[]),
    { annulled },
  );
}

/** A due as one test needs it: the fields that matter, over a plain sale's first instalment. */
export function due(over: Partial<Due> = {}): Due {
  const [base] = duesOf('inv1', issuedInvoice());
  const merged = { ...base, ...over };
  return { ...merged, id: over.id ?? `${merged.invoiceId}-${merged.n}` };
}

/** A payment recorded through the real parser and planner (throws when either refuses). */
export function recorded(
  raw: Record<string, unknown>,
  invoices: ReadonlyMap<string, Record<string, unknown>>,
  party: { id: string; name: string } | null = null,
) {
  const input = parseRecordPayment(raw);
  if (!input.ok) throw new Error(`parse: ${input.detail}`);
  const plan = planRecordPayment(input.value, invoices, party);
  if (!plan.ok) throw new Error(`plan: ${plan.code} ${plan.detail ?? ''}`);
  return plan;
}

/** A payment document (PaymentRecord plus its id) as statements read it. */
export function paymentDoc(id: string, over: Partial<PaymentRecord> = {}): PaymentRecord & { id: string } {
  return {
    id,
    kind: 'cobro',
    partyId: 'c1',
    partyName: 'Cliente Uno S.L.',
    date: '2026-03-20',
    amountCents: 5000,
    method: 'transferencia',
    reference: '',
    note: '',
    allocations: [],
    unappliedCents: 5000,
    state: 'vigente',
    reversal: null,
    origin: { type: 'manual', id: null },
    ...over,
  };
}
