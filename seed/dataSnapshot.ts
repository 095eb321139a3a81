/**
 * `tsx seed/dataSnapshot.ts`: prints, as JSON, what the backup → restore round trip compares
 * (scripts/backup-restore.mjs): every company's invariants (seed/invariants.ts) and a fingerprint
 * of the whole database — each collection path with its number of documents and one SHA-256 over
 * every document's path and data (keys sorted, timestamps as their exact seconds and nanoseconds) —
 * and of the Auth users (uid, e-mail, custom claims). Two databases with the same fingerprint hold
 * the same documents, to the nanosecond of every timestamp.
 */
import { createHash } from 'node:crypto';
import { DocumentReference, GeoPoint, Timestamp, type CollectionReference } from 'firebase-admin/firestore';
import { checkAllInvariants } from './invariants';
import { adminAuth, adminDb } from './lib';

function canonical(v: unknown): unknown {
  if (v instanceof Timestamp) return { $ts: [v.seconds, v.nanoseconds] };
  if (v instanceof DocumentReference) return { $ref: v.path };
  if (v instanceof GeoPoint) return { $geo: [v.latitude, v.longitude] };
  if (Buffer.isBuffer(v) || v instanceof Uint8Array) return { $bytes: Buffer.from(v).toString('base64') };
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

async function walk(collections: CollectionReference[], counts: Record<string, number>, hash: ReturnType<typeof createHash>): Promise<void> {
  for (const coll of [...collections].sort((a, b) => a.path.localeCompare(b.path))) {
    const snap = await coll.orderBy('__name__').get();
    // The collection's path with ids replaced: corporations/*/invoices counts every company's invoices.
    const shape = coll.path.replace(/\/[^/]+\//g, '/*/');
    counts[shape] = (counts[shape] ?? 0) + snap.size;
    for (const d of snap.docs) hash.update(`${d.ref.path}\n${JSON.stringify(canonical(d.data()))}\n`);
    // Subcollections also under documents that exist only as parents (no data of their own).
    for (const ref of await coll.listDocuments()) await walk(await ref.listCollections(), counts, hash);
  }
}

const db = adminDb();
const counts: Record<string, number> = {};
const hash = createHash('sha256');
await walk(await db.listCollections(), counts, hash);
const users = (await adminAuth().listUsers(1000)).users
  .map((u) => ({ uid: u.uid, email: u.email ?? '', claims: canonical(u.customClaims ?? {}) }))
  .sort((a, b) => a.uid.localeCompare(b.uid));
const checks = await checkAllInvariants();
console.log(
  JSON.stringify({
    documents: Object.values(counts).reduce((a, b) => a + b, 0),
    counts,
    sha256: hash.digest('hex'),
    users: { count: users.length, sha256: createHash('sha256').update(JSON.stringify(users)).digest('hex') },
    checks,
  }),
);
process.exit(0);
