/**
 * Loads a company's archive (exportCompanyData, src/domain/companyArchive.ts) into an EMPTY
 * company of this installation (issue 33): every document at the same path under
 * corporations/{target}, with its timestamps and references as they were, and every text that was
 * the old company's id now the new one's. Refused when the target already holds anything. Users
 * are not in the archive (they sign in to an installation): create the admin after importing.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { readArchive } from '../functions/src/companyData/archiveZip';
import { decodeValue } from '../src/domain/companyArchive';
import { adminDb } from './lib';

type Data = Record<string, unknown>;

function renamed(v: unknown, from: string, to: string): unknown {
  if (v === from) return to;
  if (Array.isArray(v)) return v.map((x) => renamed(x, from, to));
  if (v && typeof v === 'object' && !(v instanceof Timestamp) && !(v instanceof Uint8Array) && v.constructor === Object) {
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renamed(x, from, to)]));
  }
  return v;
}

export async function importCompanyArchive(zip: Uint8Array, targetCorpId: string): Promise<{ documents: number; from: string }> {
  const db = adminDb();
  const target = db.doc(`corporations/${targetCorpId}`);
  const { meta, documents } = readArchive(zip);
  if ((await target.get()).exists || (await target.listCollections()).length > 0) {
    throw new Error(`La empresa ${targetCorpId} no está vacía: se importa solo en una empresa nueva.`);
  }
  const oldPrefix = `corporations/${meta.corpId}/`;
  const writer = db.bulkWriter();
  for (const d of documents) {
    const data = decodeValue(d.data, {
      timestamp: (s, n) => new Timestamp(s, n),
      // A reference into the old company points into the new one.
      reference: (path) => db.doc(path.startsWith(oldPrefix) ? `corporations/${targetCorpId}/${path.slice(oldPrefix.length)}` : path),
    }) as Data;
    const ref = d.path === '' ? target : db.doc(`${target.path}/${d.path}`);
    void writer.set(ref, renamed(data, meta.corpId, targetCorpId) as Data);
  }
  await writer.close();
  return { documents: documents.length, from: meta.corpId };
}
