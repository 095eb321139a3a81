/**
 * The one writer of the tax aggregates (`taxQuarters/*`, `taxParties347/*`; the pure part and
 * their layout: src/domain/reports/taxAggregates.ts). Every command that issues or annuls an
 * invoice calls it inside its own transaction, in two steps because Firestore wants every read
 * before any write:
 *
 *   const aggregates = await readTaxAggregates(tx, company, [{ before, after }]);  // with the reads
 *   …the command's own writes…
 *   aggregates.write(tx);
 *
 * `before`/`after` are the invoice as the aggregates count it (taxAggregateInvoiceOf) before and
 * after the command: null for a draft, a new invoice's before, an annulled invoice's after.
 *
 * The quarter documents are written with increments and never read here, so the sums add up
 * whatever the order and two invoices never conflict on them; a 347 party document is read (one
 * read, that party's) only to keep the name of its latest invoice.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import {
  applyContribution,
  emptyTaxAggregateDocs,
  taxContributionOf,
  TAX_PARTIES_347,
  TAX_QUARTERS,
  type TaxAggregateInvoice,
  type Tree,
} from '../../../src/domain/reports/taxAggregates';

export interface TaxChange {
  before: TaxAggregateInvoice | null;
  after: TaxAggregateInvoice | null;
}

export interface TaxAggregateWrite {
  write(tx: Transaction): void;
}

/** A figure tree as a merge: each sum as an increment (zeros left out), descriptors as they are. */
function increments(t: Tree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(t)) {
    if (typeof v === 'number') {
      if (v !== 0) out[k] = FieldValue.increment(v);
    } else if (typeof v === 'string') out[k] = v;
    else {
      const sub = increments(v);
      if (Object.keys(sub).length > 0) out[k] = sub;
    }
  }
  return out;
}

/** Plans the aggregates' change for `changes` and reads what it needs; call `write` after the command's own writes. */
export async function readTaxAggregates(tx: Transaction, company: DocumentReference, changes: TaxChange[]): Promise<TaxAggregateWrite> {
  const delta = emptyTaxAggregateDocs();
  for (const { before, after } of changes) {
    if (before) applyContribution(delta, taxContributionOf(before), -1);
    if (after) applyContribution(delta, taxContributionOf(after), 1);
  }
  const named = [...delta.parties.entries()].filter(([, p]) => p.nameKey !== '');
  const refs = named.map(([id]) => company.collection(TAX_PARTIES_347).doc(id));
  const snaps = refs.length > 0 ? await tx.getAll(...refs) : [];
  const storedNameKey = new Map(snaps.map((s) => [s.id, String(s.get('nameKey') ?? '')]));
  return {
    write(t: Transaction) {
      const now = FieldValue.serverTimestamp();
      for (const [id, q] of delta.quarters) {
        t.set(
          company.collection(TAX_QUARTERS).doc(id),
          { year: q.year, quarter: q.quarter, ...increments(q.figures), updatedAt: now },
          { merge: true },
        );
      }
      for (const [id, p] of delta.parties) {
        const newer = p.nameKey !== '' && p.nameKey > (storedNameKey.get(id) ?? '');
        t.set(
          company.collection(TAX_PARTIES_347).doc(id),
          {
            year: p.year,
            kind: p.kind,
            partyKey: p.partyKey,
            nif: p.nif,
            ...increments(p.figures),
            ...(newer ? { name: p.name, nameKey: p.nameKey } : {}),
            updatedAt: now,
          },
          { merge: true },
        );
      }
    },
  };
}
