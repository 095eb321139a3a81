/**
 * Gapless numbering under concurrency (issue 6): many independent clients issue
 * invoices in one series at once, through the real writer and the real rules.
 * Every invoice must get exactly one of the numbers 1..N, none twice, none
 * skipped, and the counter must end at N + 1.
 */
import { doc, getDoc, getDocs, collection, setDoc, type Firestore } from 'firebase/firestore';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORP_A, createEnv, seedWorld } from '../rules/support';
import { createInvoiceWriter } from '../../src/invoices/invoiceWriter';
import { clientDoc, salesContent, seededAt, thisYear } from '../rules/invoiceSupport';

const CLIENTS = Number(process.env.INV_CLIENTS ?? 10);
const PER_CLIENT = Number(process.env.INV_PER_CLIENT ?? 20);
const TOTAL = CLIENTS * PER_CLIENT;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv('demo-invoice-numbering');
  await seedWorld(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(db, `corporations/${CORP_A}/clients/c1`), clientDoc('Cliente Uno'));
    for (let i = 0; i < CLIENTS; i++) {
      await setDoc(doc(db, `users/clerk${i}`), {
        name: `Empleado ${i}`,
        email: `clerk${i}@example.com`,
        corpId: CORP_A,
        role: 'user',
        active: true,
        createdAt: seededAt,
        updatedAt: seededAt,
      });
    }
  });
});
afterAll(async () => {
  await env.cleanup();
});

describe('invoice numbering under concurrency', () => {
  it(`${CLIENTS} clients issuing ${TOTAL} invoices in one series at once get exactly 1..${TOTAL}`, { timeout: 600_000 }, async () => {
    const reads: Record<string, number> = {};
    const started = Date.now();
    const issuedNumbers = await Promise.all(
      Array.from({ length: CLIENTS }, async (_, c) => {
        const uid = `clerk${c}`;
        let n = 0;
        const writer = createInvoiceWriter({
          db: env.authenticatedContext(uid).firestore() as unknown as Firestore,
          newId: (u) => `${u}-${++n}`,
          now: () => new Date(),
          online: () => true,
          maxAttempts: 50,
          recordReads: (label, count) => (reads[label] = (reads[label] ?? 0) + count),
        });
        const mine: string[] = [];
        for (let i = 0; i < PER_CLIENT; i++) {
          const issued = await writer.issue({ corpId: CORP_A, uid }, null, salesContent({ notes: `${uid} #${i}` }));
          mine.push(issued.numberText);
        }
        return mine;
      }),
    );
    const elapsed = Date.now() - started;

    let stored: { number: number; numberText: string }[] = [];
    let next = 0;
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      const snap = await getDocs(collection(db, `corporations/${CORP_A}/invoices`));
      stored = snap.docs.map((d) => ({ number: d.data().number as number, numberText: d.data().numberText as string }));
      next = (await getDoc(doc(db, `corporations/${CORP_A}/counters/F-${thisYear()}`))).data()?.next as number;
    });

    const numbers = stored.map((s) => s.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
    expect(new Set(stored.map((s) => s.numberText)).size).toBe(TOTAL);
    expect(issuedNumbers.flat().sort()).toEqual(stored.map((s) => s.numberText).sort());
    expect(next).toBe(TOTAL + 1);
    console.log(
      `invoice numbering: ${CLIENTS} clients issued ${TOTAL} invoices in ${(elapsed / 1000).toFixed(1)} s ` +
        `(${((elapsed / TOTAL) | 0)} ms per invoice); numbers 1..${TOTAL}, no gaps, no duplicates; ` +
        `transaction reads ${reads['invoices.transaction'] ?? 0}, stale-plan checks ${reads['invoices.staleCheck'] ?? 0}`,
    );
  });
});
