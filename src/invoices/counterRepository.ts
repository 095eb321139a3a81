/** Thin repository for corporations/{corpId}/counters: reads only; invoiceWriter.ts advances them. */
import { docRef, readDoc } from '../data/firestore';

export const counterPath = (corpId: string, key: string) => `corporations/${corpId}/counters/${key}`;

export const counterRepository = {
  /** The number the next invoice of this counter will take (1 when none was issued yet). */
  async next(corpId: string, key: string): Promise<number> {
    const snap = await readDoc('counters.get', docRef(counterPath(corpId, key)));
    const next = snap.exists() ? snap.data().next : 1;
    return typeof next === 'number' ? next : 1;
  },
};
