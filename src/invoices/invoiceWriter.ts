/**
 * The one writer of invoices' numbered state. Issuing is one transaction that
 * reads the series counter, writes the invoice with the counter's number, moves
 * the counter on by one, and marks what the invoice covers: the salidas or
 * entradas (invoiced), the original of a rectificativa (rectifiedBy), the
 * vendor's invoice number (a unique-index document) and the party (inUse),
 * and updates the company's invoice summary (summaries/invoices, what Inicio
 * reads). Marking an invoice paid or pending is here too, for the same
 * summary. firestore.rules accept exactly those combinations and nothing less.
 * Drafts are saved here too, in a transaction that also marks the party in use.
 *
 * It takes a Firestore instance, so the concurrency test runs this very code
 * with many independent clients; the app binds it in appInvoiceWriter.ts.
 */
import {
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import type { ReadRecorder } from '../data/transaction';
import { dueDateFor, isoYear, madridIsoDate } from '../domain/invoiceDates';
import { SUMMARY_IDS, applyInvoiceChange, invoiceFactsOf, invoiceSummaryOf } from '../domain/summaries';
import { vendorInvoiceKey } from '../domain/vendorInvoiceNumber';
import { InvoiceError, invoiceErrorFrom } from './invoiceErrors';
import {
  MAX_RECTIFICATIONS,
  PAYMENT_METHODS,
  counterKeyFor,
  storedContentFields,
  issuerSnapshotOf,
  numberTextFor,
  partySnapshotOf,
  seriesFor,
  type InvoiceContent,
  type InvoiceKind,
  type IssuerSnapshot,
  type PaymentMethod,
} from './invoiceModel';
import { validateInvoiceContent } from './invoiceValidation';

export interface WriterDeps {
  db: Firestore;
  newId: (uid: string) => string;
  now: () => Date;
  /** false when the browser knows it is offline: issuing needs the server. */
  online: () => boolean;
  /** Transaction attempts before giving up under contention (the SDK default is 5). */
  maxAttempts: number;
  recordReads: ReadRecorder;
}

export interface Actor {
  corpId: string;
  uid: string;
}

/**
 * Under contention the server can evaluate the rules of a commit against a counter (or the
 * summary) that another transaction has just moved: the commit is then refused
 * (permission-denied) instead of retried. When the counter or the summary has indeed moved since
 * we planned, we plan again on fresh data.
 */
const STALE_PLAN_ATTEMPTS = 60;

/** What identifies one state of a stored document: a refused commit re-plans only if it changed. */
function stampOf(snap: DocumentSnapshot): string {
  if (!snap.exists()) return '';
  const d = snap.data();
  const at = d.updatedAt as { toMillis?: () => number } | undefined;
  return `${String(d.next ?? '')}|${String(d.lastInvoiceId ?? '')}|${at?.toMillis?.() ?? ''}`;
}

/** What a planned commit was based on: a refused commit is re-planned only if one of these moved. */
interface Plan {
  refs: DocumentReference[];
  stamps: string[];
}

export interface IssuedInvoice {
  id: string;
  numberText: string;
}

const partyCollection = (kind: InvoiceKind) => (kind === 'output' ? 'clients' : 'vendors');
const sourceCollection = (kind: InvoiceKind) => (kind === 'output' ? 'outputs' : 'inputs');

function assertValid(content: InvoiceContent): void {
  const problems = validateInvoiceContent(content);
  if (problems.length > 0) throw new InvoiceError('invalid', problems.map((p) => `${p.field}:${p.code}`).join(', '));
}


/** The party must still exist; it becomes "in use" (so it cannot be deleted) with the first invoice. */
function markPartyInUse(tx: Transaction, ref: DocumentReference, snap: DocumentSnapshot): void {
  if (!snap.exists()) throw new InvoiceError('partyMissing');
  if (snap.data().inUse !== true) tx.update(ref, { inUse: true, updatedAt: serverTimestamp() });
}

function checkSources(content: InvoiceContent, snaps: DocumentSnapshot[], invoiceId: string): void {
  for (const snap of snaps) {
    if (!snap.exists()) throw new InvoiceError('sourceMissing', snap.id);
    const d = snap.data();
    const label = String(d.number ?? snap.id);
    if (d.partyId !== content.partyId) throw new InvoiceError('sourceOtherParty', label);
    if (d.invoiced === true && d.invoiceId !== invoiceId) throw new InvoiceError('sourceInvoiced', label);
    if (d.state !== 'confirmada') throw new InvoiceError('sourceNotConfirmed', label);
  }
}

function issuerOf(corpSnap: DocumentSnapshot): { issuer: IssuerSnapshot; salesSeries: string; rectificationSeries: string } {
  const data = (corpSnap.exists() ? corpSnap.data().data : null) as Record<string, unknown> | null;
  if (!data) throw new InvoiceError('missingCompanyData');
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
  const issuer = issuerSnapshotOf({
    legalName: text('legalName'),
    nif: text('nif'),
    address: text('address'),
    postalCode: text('postalCode'),
    city: text('city'),
    province: text('province'),
    country: text('country'),
    iban: text('iban'),
  });
  if (!issuer.legalName.trim() || !issuer.nif.trim()) throw new InvoiceError('missingCompanyData');
  return { issuer, salesSeries: text('salesSeries') || 'F', rectificationSeries: text('rectificationSeries') || 'R' };
}

export function createInvoiceWriter(deps: WriterDeps) {
  const ref = (path: string) => doc(deps.db, path);
  const corpPath = (actor: Actor) => `corporations/${actor.corpId}`;

  /** Reads inside a transaction, in parallel, counted like every other read (again on each retry). */
  async function readAll(tx: Transaction, refs: DocumentReference[]): Promise<DocumentSnapshot[]> {
    const snaps = await Promise.all(refs.map((r) => tx.get(r)));
    deps.recordReads('invoices.transaction', snaps.length);
    return snaps;
  }

  async function transact<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    if (!deps.online()) throw new InvoiceError('offline');
    try {
      return await runTransaction(deps.db, work, { maxAttempts: deps.maxAttempts });
    } catch (error) {
      throw invoiceErrorFrom(error);
    }
  }

  async function planMoved(plan: Plan): Promise<boolean> {
    const snaps = await Promise.all(plan.refs.map((r) => getDoc(r)));
    deps.recordReads('invoices.staleCheck', snaps.length);
    return snaps.some((snap, i) => stampOf(snap) !== plan.stamps[i]);
  }

  /** Runs `once`, planning again while the server refuses a plan made on data that has since moved. */
  async function withReplanning<T>(once: (plan: Plan) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const plan: Plan = { refs: [], stamps: [] };
      try {
        return await once(plan);
      } catch (error) {
        if (!(error instanceof InvoiceError) || error.code !== 'denied' || plan.refs.length === 0) throw error;
        if (attempt >= STALE_PLAN_ATTEMPTS || !(await planMoved(plan))) throw error;
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 10)));
      }
    }
  }

  const summaryRef = (actor: Actor) => ref(`${corpPath(actor)}/summaries/${SUMMARY_IDS.invoices}`);

  /** Marks an issued invoice paid (with date and method) or pending, and moves its total in the summary. */
  async function setPayment(actor: Actor, invoiceId: string, payment: { paidDate: string; paymentMethod: PaymentMethod } | null) {
    if (payment && (!/^\d{4}-\d{2}-\d{2}$/.test(payment.paidDate) || !PAYMENT_METHODS.includes(payment.paymentMethod))) {
      throw new InvoiceError('invalid', 'paidDate/paymentMethod');
    }
    const invoiceRef = ref(`${corpPath(actor)}/invoices/${invoiceId}`);
    const sumRef = summaryRef(actor);
    const fields = payment
      ? { status: 'pagada', paidDate: payment.paidDate, paymentMethod: payment.paymentMethod }
      : { status: 'pendiente', paidDate: null, paymentMethod: null };
    await withReplanning((plan) =>
      transact(async (tx) => {
        plan.refs = [];
        const [invoice, summary] = await readAll(tx, [invoiceRef, sumRef]);
        if (!invoice!.exists()) throw new InvoiceError('notFound');
        const before = invoice!.data();
        if (before.state !== 'emitida') throw new InvoiceError('notIssued');
        const next = applyInvoiceChange(invoiceSummaryOf(summary!.data()), invoiceFactsOf(before), invoiceFactsOf({ ...before, ...fields }));
        Object.assign(plan, { refs: [sumRef], stamps: [stampOf(summary!)] });
        tx.update(invoiceRef, { ...fields, updatedAt: serverTimestamp() });
        tx.set(sumRef, { ...next, lastInvoiceId: invoiceId, updatedAt: serverTimestamp() });
      }),
    );
  }

  return {
    /** Saves a draft (no number); returns its id. A new draft gets `<uid><ms>` as id. */
    async saveDraft(actor: Actor, id: string | null, content: InvoiceContent): Promise<string> {
      assertValid(content);
      const invoiceId = id || deps.newId(actor.uid);
      const invoiceRef = ref(`${corpPath(actor)}/invoices/${invoiceId}`);
      const partyRef = ref(`${corpPath(actor)}/${partyCollection(content.kind)}/${content.partyId}`);
      await transact(async (tx) => {
        const [existing, party] = await readAll(tx, [invoiceRef, partyRef]);
        if (existing!.exists() && existing!.data().state !== 'borrador') throw new InvoiceError('notDraft');
        markPartyInUse(tx, partyRef, party!);
        tx.set(invoiceRef, {
          ...storedContentFields({ ...content, party: partySnapshotOf(party!.data()!) }),
          state: 'borrador',
          status: 'borrador',
          series: null,
          year: null,
          number: null,
          numberText: null,
          date: madridIsoDate(deps.now()),
          issueDate: null,
          issuedAt: null,
          issuedBy: null,
          issuer: null,
          dueDate: content.kind === 'input' ? content.dueDate : null,
          createdBy: existing!.exists() ? existing!.data().createdBy : actor.uid,
          createdAt: existing!.exists() ? existing!.data().createdAt : serverTimestamp(),
          updatedAt: serverTimestamp(),
        });
      });
      return invoiceId;
    },

    /**
     * Issues a sales invoice or rectificativa, or registers a purchase invoice:
     * takes the next number of its series and year, dated today in Spain.
     * `id` is the draft being issued, or null to issue without a saved draft.
     */
    async issue(actor: Actor, id: string | null, content: InvoiceContent): Promise<IssuedInvoice> {
      assertValid(content);
      const invoiceId = id || deps.newId(actor.uid);
      const base = corpPath(actor);
      const invoiceRef = ref(`${base}/invoices/${invoiceId}`);
      const partyRef = ref(`${base}/${partyCollection(content.kind)}/${content.partyId}`);
      const sourceRefs = content.type === 'ordinaria'
        ? content.sourceIds.map((s) => ref(`${base}/${sourceCollection(content.kind)}/${s}`))
        : [];
      const originalRef = content.rectifies ? ref(`${base}/invoices/${content.rectifies.invoiceId}`) : null;
      const keyRef = content.kind === 'input'
        ? ref(`${base}/vendorInvoiceKeys/${vendorInvoiceKey(content.partyId, content.vendorInvoiceNumber ?? '')}`)
        : null;

      const sumRef = summaryRef(actor);
      const issueOnce = (plan: Plan) => transact(async (tx) => {
        plan.refs = [];
        const issueDate = madridIsoDate(deps.now());
        const year = isoYear(issueDate);
        const [corpSnap] = await readAll(tx, [ref(base)]);
        const company = issuerOf(corpSnap!);
        const series = seriesFor(content.kind, content.type, company);
        const counterRef = ref(`${base}/counters/${counterKeyFor(content.kind, series, year)}`);
        const extra = [originalRef, keyRef].filter((r): r is DocumentReference => r !== null);
        const [counter, summary, existing, party, ...rest] = await readAll(tx, [counterRef, sumRef, invoiceRef, partyRef, ...sourceRefs, ...extra]);
        const sources = rest.slice(0, sourceRefs.length);
        const original = originalRef ? rest[sourceRefs.length] : null;
        const key = keyRef ? rest[rest.length - 1] : null;

        if (existing!.exists() && existing!.data().state !== 'borrador') throw new InvoiceError('notDraft');
        if (!party!.exists()) throw new InvoiceError('partyMissing');
        const partySnapshot = partySnapshotOf(party!.data()!);
        if (content.kind === 'output' && !partySnapshot.nif.trim()) throw new InvoiceError('missingPartyNif', partySnapshot.name);
        checkSources(content, sources, invoiceId);
        if (key?.exists()) throw new InvoiceError('duplicateVendorInvoice', content.vendorInvoiceNumber ?? '');
        let rectifiedBy: { invoiceId: string; numberText: string }[] = [];
        if (original) {
          const o = original.exists() ? original.data() : null;
          if (!o || o.kind !== 'output' || o.type !== 'ordinaria' || o.state !== 'emitida' || o.partyId !== content.partyId) {
            throw new InvoiceError('originalNotRectifiable');
          }
          rectifiedBy = Array.isArray(o.rectifiedBy) ? o.rectifiedBy : [];
          if (rectifiedBy.length >= MAX_RECTIFICATIONS) throw new InvoiceError('tooManyRectifications');
        }

        const number = counter!.exists() ? Number(counter!.data().next) : 1;
        const numberText = numberTextFor(series, year, number);
        Object.assign(plan, { refs: [counterRef, sumRef], stamps: [stampOf(counter!), stampOf(summary!)] });
        const stored = {
          ...storedContentFields({ ...content, party: partySnapshot }),
          rectifies: content.rectifies && original
            ? { ...content.rectifies, numberText: original.data()!.numberText, issueDate: original.data()!.issueDate }
            : null,
          state: 'emitida',
          status: 'pendiente',
          series,
          year,
          number,
          numberText,
          date: issueDate,
          issueDate,
          issuedAt: serverTimestamp(),
          issuedBy: actor.uid,
          issuer: company.issuer,
          dueDate: content.kind === 'output' ? dueDateFor(issueDate, content.paymentTermsDays) : content.dueDate,
          createdBy: existing!.exists() ? existing!.data().createdBy : actor.uid,
          createdAt: existing!.exists() ? existing!.data().createdAt : serverTimestamp(),
          updatedAt: serverTimestamp(),
        };
        tx.set(invoiceRef, stored);
        tx.set(counterRef, { next: number + 1, lastInvoiceId: invoiceId, updatedAt: serverTimestamp() });
        // The draft (or nothing) contributes nothing to the summary; the issued invoice does.
        const before = existing!.exists() ? invoiceFactsOf(existing!.data()) : null;
        const nextSummary = applyInvoiceChange(invoiceSummaryOf(summary!.data()), before, invoiceFactsOf(stored));
        tx.set(sumRef, { ...nextSummary, lastInvoiceId: invoiceId, updatedAt: serverTimestamp() });
        for (const sourceRef of sourceRefs) {
          tx.update(sourceRef, { invoiced: true, invoiceId, updatedAt: serverTimestamp() });
        }
        if (originalRef) {
          tx.update(originalRef, { rectifiedBy: [...rectifiedBy, { invoiceId, numberText }], updatedAt: serverTimestamp() });
        }
        if (keyRef) tx.set(keyRef, { invoiceId, createdAt: serverTimestamp() });
        markPartyInUse(tx, partyRef, party!);
        return { id: invoiceId, numberText };
      });

      return withReplanning(issueOnce);
    },

    /** Marks an issued invoice paid on `paidDate` by `paymentMethod`; needs the server, like issuing. */
    markPaid(actor: Actor, invoiceId: string, paidDate: string, paymentMethod: PaymentMethod): Promise<void> {
      return setPayment(actor, invoiceId, { paidDate, paymentMethod });
    },

    /** Marks an issued invoice pending payment again. */
    markUnpaid(actor: Actor, invoiceId: string): Promise<void> {
      return setPayment(actor, invoiceId, null);
    },
  };
}

export type InvoiceWriter = ReturnType<typeof createInvoiceWriter>;
