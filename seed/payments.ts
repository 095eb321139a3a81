/**
 * Moves a company's invoices to cobros y pagos (issue 30) with the pure migrationOf: instalments
 * and due documents for every issued invoice that has none, and the payment record of each one
 * that was marked paid. Idempotent (ids are deterministic, migrated invoices are skipped). The
 * seeders call it after writing invoices; `npm run migrate:payments` runs it on a project.
 */
import { FieldPath, type DocumentData } from 'firebase-admin/firestore';
import { migratedPaymentId, migrationOf } from '../src/domain/payments/migration';
import { adminDb, now } from './lib';

const PAGE = 300;

export async function migratePayments(corpId: string): Promise<{ invoices: number; payments: number }> {
  const db = adminDb();
  const base = db.collection('corporations').doc(corpId);
  let cursor: string | null = null;
  let invoices = 0;
  let payments = 0;
  for (;;) {
    let q = base.collection('invoices').orderBy(FieldPath.documentId()).limit(PAGE);
    if (cursor) q = q.startAfter(cursor);
    const snap = await q.get();
    if (snap.empty) break;
    const writer = db.batch();
    let writes = 0;
    for (const doc of snap.docs) {
      const m = migrationOf(doc.id, doc.data() as DocumentData);
      if (!m) continue;
      const stamp = now();
      writer.update(doc.ref, { ...m.fields, updatedAt: stamp });
      for (const due of m.dues) writer.set(base.collection('dues').doc(due.id), { ...due, updatedAt: stamp });
      if (m.payment) {
        writer.set(base.collection('payments').doc(migratedPaymentId(doc.id)), {
          ...m.payment,
          tillSessionId: null,
          createdBy: 'migracion',
          createdAt: stamp,
          updatedAt: stamp,
        });
        payments += 1;
      }
      writes += 1;
      invoices += 1;
    }
    if (writes > 0) await writer.commit();
    if (snap.size < PAGE) break;
    cursor = snap.docs[snap.docs.length - 1]!.id;
  }
  return { invoices, payments };
}

/** Every company of the project (the migration of a whole deployment). */
export async function migrateAllPayments(): Promise<{ corpId: string; invoices: number; payments: number }[]> {
  const corps = await adminDb().collection('corporations').select().get();
  const results = [];
  for (const c of corps.docs) results.push({ corpId: c.id, ...(await migratePayments(c.id)) });
  return results;
}
