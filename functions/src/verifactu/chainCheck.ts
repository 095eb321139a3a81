/**
 * "Verificar cadena": re-reads every record of each of a company's chains in seq order, page by
 * page, and names the first broken link (verifyStoredPage), then checks that the chain's head
 * names the last record (a record removed from the end leaves no other trace). Used by the
 * verifyVerifactuChain command and by scripts/verify-chain.mjs. No firebase-functions here.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { RegistroAnterior } from '../../../src/domain/verifactu/types';
import { headAgrees, verifyStoredPage, CHAIN_BREAK_MESSAGES, VERIFACTU_CHAINS, VERIFACTU_RECORDS } from '../../../src/domain/verifactu/verifactuPlan';
import { chainNifsOf } from './chainNifs';

const PAGE = 500;

/** Re-verifies every chain of a company from its first record; names the first broken link. */
export async function verifyCompanyChains(store: Firestore, corpId: string) {
  const company = store.doc(`corporations/${corpId}`);
  const chains = [];
  for (const nif of await chainNifsOf(store, corpId)) {
    let previous: { seq: number; link: RegistroAnterior | null; count: number } = { seq: 0, link: null, count: 0 };
    let broken: { recordId: string; seq: number; code: string; message: string } | null = null;
    for (;;) {
      const snap = await company.collection(VERIFACTU_RECORDS).where('nif', '==', nif).orderBy('seq').startAfter(previous.seq).limit(PAGE).get();
      if (snap.empty) break;
      const verdict = verifyStoredPage(
        snap.docs.map((d) => ({ id: d.id, data: d.data() })),
        previous,
      );
      if (!verdict.ok) {
        broken = verdict.broken;
        previous.count = verdict.count;
        break;
      }
      previous = { seq: previous.seq + snap.size, link: verdict.last, count: verdict.count };
      if (snap.size < PAGE) break;
    }
    if (!broken) {
      const head = (await company.collection(VERIFACTU_CHAINS).doc(nif).get()).data();
      if (!headAgrees(head, previous.seq, previous.link)) {
        broken = { recordId: String(head?.lastRecordId ?? ''), seq: Number(head?.seq ?? 0), code: 'head', message: CHAIN_BREAK_MESSAGES.head! };
      }
    }
    chains.push({ nif, ok: broken === null, count: previous.count, broken });
  }
  return { chains };
}
