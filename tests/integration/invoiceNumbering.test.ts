/**
 * Gapless numbering under concurrency: many staff users (each a distinct caller) issue invoices
 * in one series at once through the issueInvoice command (Functions emulator, Admin SDK
 * transactions). Every invoice must get exactly one of the numbers 1..N, none twice, none
 * skipped, and the counter must end at N + 1.
 */
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpData } from '../rules/support';
import { clientDoc, salesContent, seededAt, thisYear } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv } from '../functions/support';

const CORP = 'corpNumbering';
const CLIENTS = Number(process.env.INV_CLIENTS ?? 10);
const PER_CLIENT = Number(process.env.INV_PER_CLIENT ?? 10);
const TOTAL = CLIENTS * PER_CLIENT;
const STAGGER_MS = Number(process.env.INV_STAGGER_MS ?? 1500);

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
  await asAdmin(env, async (db: Firestore) => {
    await setDoc(doc(db, `corporations/${CORP}`), { name: 'Numeración S.L.', data: corpData(), createdAt: seededAt, updatedAt: seededAt });
    await setDoc(doc(db, `corporations/${CORP}/clients/c1`), clientDoc('Cliente Uno'));
    for (let i = 0; i < CLIENTS; i++) {
      await setDoc(doc(db, `users/numClerk${i}`), {
        name: `Empleado ${i}`,
        email: `numclerk${i}@example.com`,
        corpId: CORP,
        role: 'user',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
  });
});
afterAll(() => env?.cleanup());

describe('invoice numbering under concurrency', () => {
  it(
    `${CLIENTS} callers issuing ${TOTAL} invoices in one series at once (after one first invoice) get exactly 2..${TOTAL + 1}`,
    { timeout: 600_000 },
    async () => {
      // One call first, so the first worker is up before the callers arrive.
      const warm = await callAs(`numClerk0`, 'issueInvoice', { corpId: CORP, invoiceId: null, content: salesContent({ notes: 'primera' }) });
      expect(warm.ok).toBe(true);
      const started = Date.now();
      const refusals: string[] = [];
      const issuedNumbers = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, c) => {
          const uid = `numClerk${c}`;
          // The Functions emulator starts one worker process per concurrent request, and gives each
          // 10 s to load: callers join one by one so that, on a small machine, each worker starts
          // while the others are already issuing.
          await new Promise((resolve) => setTimeout(resolve, c * STAGGER_MS));
          const mine: string[] = [];
          for (let i = 0; i < PER_CLIENT; i++) {
            const result = await callAs<{ numberText: string }>(uid, 'issueInvoice', {
              corpId: CORP,
              invoiceId: null,
              content: salesContent({ notes: `${uid} #${i}` }),
            });
            if (result.ok) mine.push(result.data.numberText);
            else refusals.push(result.code);
          }
          return mine;
        }),
      );
      const elapsed = Date.now() - started;

      const { stored, next } = await asAdmin(env, async (db: Firestore) => {
        const snap = await getDocs(collection(db, `corporations/${CORP}/invoices`));
        return {
          stored: snap.docs.map((d) => ({ number: d.data().number as number, numberText: d.data().numberText as string })),
          next: (await getDoc(doc(db, `corporations/${CORP}/counters/F-${thisYear()}`))).data()?.next as number,
        };
      });

      expect(refusals).toEqual([]);
      const numbers = stored.map((s) => s.number).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: TOTAL + 1 }, (_, i) => i + 1));
      expect(new Set(stored.map((s) => s.numberText)).size).toBe(TOTAL + 1);
      expect([(warm.ok && warm.data.numberText) as string, ...issuedNumbers.flat()].sort()).toEqual(stored.map((s) => s.numberText).sort());
      expect(next).toBe(TOTAL + 2);
      console.log(
        `invoice numbering: ${CLIENTS} clients issued ${TOTAL} invoices in ${(elapsed / 1000).toFixed(1)} s (${(elapsed / TOTAL) | 0} ms per invoice); numbers 1..${TOTAL + 1}, no gaps, no duplicates`,
      );
    },
  );
});
