/**
 * exportCompanyData {corpId}: an admin takes everything of the company out as one ZIP (issue 33,
 * src/domain/companyArchive.ts says what it holds): every document of corporations/{corpId} and
 * its subcollections, CSVs for other tools and each VERI*FACTU record's XML. Read with the Admin
 * SDK (some collections are server-only to the app), returned as base64 in the answer: a small
 * business's data is a few MB; past MAX_BYTES it is refused (`tooLarge`) and the operator exports
 * with the managed backup instead (README). At most one export per company every 5 minutes
 * (`tooSoon`): it reads the whole company.
 */
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { archiveFileName, archiveFiles, type ArchiveDocument } from '../../../src/domain/companyArchive';
import { zipFiles } from './archiveZip';
import { madridIsoDate } from '../../../src/domain/invoiceDates';
import { VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import type { RegistroFactura } from '../../../src/domain/verifactu/types';
import { regFactuXml } from '../../../src/domain/verifactu/xml';
import { db } from '../runtime/admin';
import { command } from '../runtime/command';

/** Callable answers past ~10 MB are refused by the platform; base64 adds a third. */
const MAX_BYTES = 7 * 1024 * 1024;
const MIN_INTERVAL_MS = 5 * 60 * 1000;

/** Every document under `ref` (subcollections of documents that exist only as parents too), paths relative to `base`. */
async function collect(store: Firestore, parent: DocumentReference, base: string, out: ArchiveDocument[]): Promise<void> {
  for (const coll of await parent.listCollections()) {
    const snap = await coll.get();
    for (const d of snap.docs) out.push({ path: d.ref.path.slice(base.length + 1), data: d.data() });
    for (const ref of await coll.listDocuments()) await collect(store, ref, base, out);
  }
}

export const exportCompanyData = command(
  'exportCompanyData',
  async (caller, _data, refuse) => {
    const store = db();
    const company = store.doc(`corporations/${caller.corpId}`);
    const guard = company.collection('exports').doc('last');
    // One export at a time per company: the guard is taken in a transaction.
    await store.runTransaction(async (tx) => {
      const last = (await tx.get(guard)).get('at');
      const lastMs = last && typeof last.toMillis === 'function' ? last.toMillis() : 0;
      if (Date.now() - lastMs < MIN_INTERVAL_MS) throw refuse('tooSoon');
      tx.set(guard, { at: new Date(), by: caller.uid });
    });
    const docs: ArchiveDocument[] = [];
    const companySnap = await company.get();
    docs.push({ path: '', data: companySnap.data() ?? {} });
    await collect(store, company, company.path, docs);
    docs.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));

    const companyData = (companySnap.get('data') ?? {}) as { legalName?: unknown; nif?: unknown };
    const name = typeof companyData.legalName === 'string' ? companyData.legalName : String(companySnap.get('name') ?? '');
    const xml: Record<string, string> = {};
    for (const d of docs) {
      if (!d.path.startsWith(`${VERIFACTU_RECORDS}/`) || d.path.split('/').length !== 2) continue;
      const { nif, seq, registro } = d.data as { nif?: unknown; seq?: unknown; registro?: unknown };
      if (typeof nif !== 'string' || typeof seq !== 'number' || !registro || typeof registro !== 'object') continue;
      try {
        xml[`${nif}/${String(seq).padStart(6, '0')}.xml`] = regFactuXml({ NombreRazon: name, NIF: nif }, [registro as RegistroFactura], {
          pretty: true,
        });
      } catch (error) {
        xml[`${nif}/${String(seq).padStart(6, '0')}.error.txt`] = `No se pudo escribir el XML: ${(error as Error).message}`;
      }
    }
    const zip = zipFiles(archiveFiles(docs, xml, { corpId: caller.corpId, exportedAt: new Date().toISOString() }));
    if (zip.byteLength > MAX_BYTES) throw refuse('tooLarge', { detail: String(zip.byteLength) });
    return {
      fileName: archiveFileName(typeof companyData.nif === 'string' ? companyData.nif : caller.corpId, madridIsoDate(new Date())),
      documents: docs.length,
      bytes: zip.byteLength,
      base64: Buffer.from(zip).toString('base64'),
    };
  },
  { timeoutSeconds: 300 },
);
