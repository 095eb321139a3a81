import type { Firestore } from 'firebase-admin/firestore';

/** Every issuer NIF of a company that has a chain. */
export async function chainNifsOf(db: Firestore, corpId: string): Promise<string[]> {
  const snap = await db.collection(`corporations/${corpId}/verifactuChains`).select().get();
  return snap.docs.map((d) => d.id);
}
