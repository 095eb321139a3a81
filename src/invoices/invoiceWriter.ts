/**
 * The one writer of invoices' numbered state. Issuing is one transaction that
 * reads the series counter, writes the invoice with the counter's number, moves
 * the counter on by one, and marks what the invoice covers: the salidas or
 * entradas (invoiced), the original of a rectificativa (rectifiedBy), the
 * vendor's invoice number (a unique-index document) and the party (inUse).
 * firestore.rules accept exactly that combination and nothing less.
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
import { vendorInvoiceKey } from '../domain/vendorInvoiceNumber';
import { InvoiceError, invoiceErrorFrom } from './invoiceErrors';
import {
  MAX_RECTIFICATIONS,
  counterKeyFor,
  storedContentFields,
  issuerSnapshotOf,
  numberTextFor,
  partySnapshotOf,
  seriesFor,
  type InvoiceContent,
  type InvoiceKind,
  type IssuerSnapshot,
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
 * Under contention the server can evaluate the rules of a commit against a counter that another
 * issue has just moved: the commit is then refused (permission-denied) instead of retried. When
 * the counter has indeed moved past the number we planned, we plan again on fresh data.
 */
const STALE_NUMBER_ATTEMPTS = 60;

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

  async function counterMovedPast(counterRef: DocumentReference, number: number): Promise<boolean> {
    const snap = await getDoc(counterRef);
    deps.recordReads('invoices.counterCheck', 1);
    return (snap.exists() ? Number(snap.data().next) : 1) !== number;
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

      const planned: { counter: DocumentReference | null; number: number } = { counter: null, number: 0 };
      const issueOnce = () => transact(async (tx) => {
        planned.counter = null;
        const issueDate = madridIsoDate(deps.now());
        const year = isoYear(issueDate);
        const [corpSnap] = await readAll(tx, [ref(base)]);
        const company = issuerOf(corpSnap!);
        const series = seriesFor(content.kind, content.type, company);
        const counterRef = ref(`${base}/counters/${counterKeyFor(content.kind, series, year)}`);
        const extra = [originalRef, keyRef].filter((r): r is DocumentReference => r !== null);
        const [counter, existing, party, ...rest] = await readAll(tx, [counterRef, invoiceRef, partyRef, ...sourceRefs, ...extra]);
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
        Object.assign(planned, { counter: counterRef, number });
        tx.set(invoiceRef, {
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
        });
        tx.set(counterRef, { next: number + 1, lastInvoiceId: invoiceId, updatedAt: serverTimestamp() });
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

      for (let attempt = 1; ; attempt++) {
        try {
          return await issueOnce();
        } catch (error) {
          if (!(error instanceof InvoiceError) || error.code !== 'denied' || !planned.counter) throw error;
          if (attempt >= STALE_NUMBER_ATTEMPTS || !(await counterMovedPast(planned.counter, planned.number))) throw error;
          await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * Math.min(attempt, 10)));
        }
      }
    },
  };
}

export type InvoiceWriter = ReturnType<typeof createInvoiceWriter>;
