/**
 * Rebuilds a company's tax aggregates (src/domain/reports/taxAggregates.ts) from its issued
 * invoices, through the same pure contribution the commands add as they write: every seeder that
 * writes invoices directly with the Admin SDK calls it at the end (as it rebuilds the summaries),
 * and `npm run rebuild:aggregates` runs it for every company of a project, or only checks
 * (`--check`): folds the invoices and reports every stored sum that differs, to the cent.
 *
 * Run the rewrite while no one issues or annuls invoices in the company: it replaces the
 * documents whole, so a command committed between its read and its write would be lost from them
 * (the check afterwards says so).
 */
import { FieldPath, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { Invoice } from '../src/domain/invoices/invoiceModel';
import { invoiceFromStored } from '../src/domain/invoices/invoiceStored';
import {
  figureDifferences,
  foldTaxAggregates,
  party347Figures,
  quarterFiguresOf,
  storedParty347,
  storedQuarter,
  TAX_PARTIES_347,
  TAX_QUARTERS,
  type FigureDifference,
} from '../src/domain/reports/taxAggregates';
import { adminDb, now } from './lib';

const PAGE = 500;

export interface TaxAggregateRebuild {
  corpId: string;
  invoices: number;
  quarters: number;
  parties: number;
  /** Check mode: each stored sum that differs from the fold (document id, path, stored, computed). */
  differences: (FigureDifference & { doc: string })[];
}

/** Every issued invoice of the company, a page at a time; the originals a rectificativa names are read by id. */
async function issuedInvoices(db: Firestore, base: DocumentReference): Promise<{ invoices: Invoice[]; originalOf: (i: Invoice) => Invoice | null }> {
  const invoices: Invoice[] = [];
  let cursor: string | null = null;
  for (;;) {
    let q = base.collection('invoices').where('state', '==', 'emitida').orderBy(FieldPath.documentId()).limit(PAGE);
    if (cursor) q = q.startAfter(cursor);
    const snap = await q.get();
    for (const d of snap.docs) {
      const invoice = invoiceFromStored(d.id, d.data());
      if (invoice) invoices.push(invoice);
    }
    if (snap.size < PAGE) break;
    cursor = snap.docs[snap.docs.length - 1]!.id;
  }
  const byId = new Map(invoices.map((i) => [i.id, i]));
  // An original that is not issued any more (annulled) is read as it is stored: the fold looks at its state.
  const missing = [
    ...new Set(
      invoices
        .map((i) => (i.type === 'rectificativa' ? (i.rectifies?.invoiceId ?? '') : ''))
        .filter((id) => id && !id.includes('/') && !byId.has(id)),
    ),
  ];
  for (let i = 0; i < missing.length; i += PAGE) {
    const snaps = await db.getAll(...missing.slice(i, i + PAGE).map((id) => base.collection('invoices').doc(id)));
    for (const s of snaps) {
      const original = s.exists ? invoiceFromStored(s.id, s.data()) : null;
      if (original) byId.set(s.id, original);
    }
  }
  return { invoices, originalOf: (i) => byId.get(i.rectifies?.invoiceId ?? '') ?? null };
}

async function deleteAll(db: Firestore, ref: FirebaseFirestore.CollectionReference): Promise<void> {
  for (;;) {
    const snap = await ref.select().limit(PAGE).get();
    if (snap.empty) return;
    const batch = db.batch();
    for (const d of snap.docs) batch.delete(d.ref);
    await batch.commit();
  }
}

/** Folds the company's issued invoices into its tax aggregates and writes them (or, with `check`, only compares). */
export async function rebuildTaxAggregates(corpId: string, options: { check?: boolean } = {}): Promise<TaxAggregateRebuild> {
  const db = adminDb();
  const base = db.collection('corporations').doc(corpId);
  const { invoices, originalOf } = await issuedInvoices(db, base);
  const docs = foldTaxAggregates(invoices, originalOf);
  const result: TaxAggregateRebuild = {
    corpId,
    invoices: invoices.length,
    quarters: docs.quarters.size,
    parties: docs.parties.size,
    differences: [],
  };
  const quarters = base.collection(TAX_QUARTERS);
  const parties = base.collection(TAX_PARTIES_347);
  if (options.check) {
    const [storedQuarters, storedParties] = await Promise.all([quarters.get(), parties.get()]);
    const compare = (doc: string, stored: Parameters<typeof figureDifferences>[0], computed: Parameters<typeof figureDifferences>[1]) =>
      result.differences.push(...figureDifferences(stored, computed).map((d) => ({ doc, ...d })));
    const seen = new Set<string>();
    for (const s of storedQuarters.docs) {
      seen.add(`q:${s.id}`);
      compare(`${TAX_QUARTERS}/${s.id}`, quarterFiguresOf(s.data()), docs.quarters.get(s.id)?.figures ?? {});
    }
    for (const [id, q] of docs.quarters) if (!seen.has(`q:${id}`)) compare(`${TAX_QUARTERS}/${id}`, {}, q.figures);
    for (const s of storedParties.docs) {
      seen.add(`p:${s.id}`);
      compare(`${TAX_PARTIES_347}/${s.id}`, party347Figures(s.data()), docs.parties.get(s.id)?.figures ?? {});
    }
    for (const [id, p] of docs.parties) if (!seen.has(`p:${id}`)) compare(`${TAX_PARTIES_347}/${id}`, {}, p.figures);
    return result;
  }
  await Promise.all([deleteAll(db, quarters), deleteAll(db, parties)]);
  const writes: [DocumentReference, Record<string, unknown>][] = [
    ...[...docs.quarters].map(([id, q]): [DocumentReference, Record<string, unknown>] => [quarters.doc(id), storedQuarter(q)]),
    ...[...docs.parties].map(([id, p]): [DocumentReference, Record<string, unknown>] => [parties.doc(id), storedParty347(p)]),
  ];
  for (let i = 0; i < writes.length; i += PAGE) {
    const batch = db.batch();
    for (const [ref, data] of writes.slice(i, i + PAGE)) batch.set(ref, { ...data, updatedAt: now() });
    await batch.commit();
  }
  return result;
}

/** Every company of the project the Admin SDK points at. */
export async function rebuildAllTaxAggregates(options: { check?: boolean } = {}): Promise<TaxAggregateRebuild[]> {
  const corps = await adminDb().collection('corporations').select().get();
  const results: TaxAggregateRebuild[] = [];
  for (const c of corps.docs) results.push(await rebuildTaxAggregates(c.id, options));
  return results;
}
