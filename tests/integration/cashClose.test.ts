/// <reference types="vite/client" />
/**
 * The cierre de caja's one query against the emulator, through the real rules and the app's own
 * repository, as a staff user: it reads the day's facturas simplificadas (issued and annulled) and
 * nothing else, counts one read per ticket under its label, and stops at the limit it is given.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore as ClientFirestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDb } from '../../seed/lib';
import { addDaysIso } from '../../src/domain/dates';
import { readStats, resetReadStats } from '../../src/firebase/readCounter';
import { corpData, emulatorHostPort } from '../rules/support';
import { storedIssued, today } from '../rules/invoiceSupport';

const client = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('../../src/firebase/db', () => ({ db: client.db }));
vi.mock('../../src/firebase/app', () => ({ app: undefined, auth: undefined }));

const RUN = Date.now().toString(36);
const CORP = `cash-${RUN}`;
const USER = `cash-user-${RUN}`;
let env: RulesTestEnvironment;
let repository: typeof import('../../src/reports/reportRepository').reportRepository;

/** A ticket issued on `day` (the shape of docs/design-issue-17.md's contract, over an ordinary issued sale). */
const ticketDoc = (n: number, day: string, extra: Record<string, unknown> = {}) => ({
  ...storedIssued(USER, n),
  issueDate: day,
  date: day,
  series: 'T',
  numberText: `T-${day.slice(0, 4)}-${String(n).padStart(6, '0')}`,
  partyId: '',
  status: 'pagada',
  paymentMethod: 'efectivo',
  simplified: true,
  vatIncluded: true,
  counterPayment: { method: 'efectivo', tenderedCents: 5000, changeCents: 2580 },
  stockDocumentId: null,
  ...extra,
});

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-almacena',
    firestore: { ...emulatorHostPort(), rules: readFileSync(resolve(process.cwd(), 'firestore.rules'), 'utf8') },
  });
  const day = today();
  const yesterday = addDaysIso(day, -1);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await setDoc(doc(db, `corporations/${CORP}`), { name: 'Caja S.L.', data: corpData() });
    await setDoc(doc(db, `users/${USER}`), { name: 'Cajera', email: `${USER}@example.com`, corpId: CORP, role: 'user', active: true });
    const invoices: [string, Record<string, unknown>][] = [
      ['t1', ticketDoc(1, day)],
      ['t2', ticketDoc(2, day, { counterPayment: { method: 'tarjeta', tenderedCents: 2420, changeCents: 0 }, paymentMethod: 'tarjeta' })],
      ['t3', ticketDoc(3, day, { state: 'anulada', status: 'anulada' })],
      ['t0', ticketDoc(9, yesterday)],
      ['f1', storedIssued(USER, 1)],
    ];
    for (const [id, data] of invoices) await setDoc(doc(db, `corporations/${CORP}/invoices/${id}`), data);
  });
  client.db = env.authenticatedContext(USER, { email: `${USER}@example.com`, email_verified: true }).firestore() as unknown as ClientFirestore;
  repository = (await import('../../src/reports/reportRepository')).reportRepository;
}, 120_000);

afterAll(async () => {
  await adminDb().recursiveDelete(adminDb().doc(`corporations/${CORP}`));
  await adminDb().doc(`users/${USER}`).delete();
  await env?.cleanup();
});

describe('reportRepository.simplifiedInvoicesOfDay', () => {
  it('reads the day’s tickets, issued and annulled, and no other invoice, one read each', async () => {
    resetReadStats();
    const invoices = await repository.simplifiedInvoicesOfDay(CORP, today(), 1000);
    expect(invoices.map((i) => i.id).sort()).toEqual(['t1', 't2', 't3']);
    expect(invoices.every((i) => i.simplified === true && i.issueDate === today())).toBe(true);
    expect(invoices.find((i) => i.id === 't2')?.counterPayment).toEqual({ method: 'tarjeta', tenderedCents: 2420, changeCents: 0 });
    expect(readStats().byLabel).toEqual({ 'reports.cashClose': 3 });
  });

  it('stops at the limit it is given', async () => {
    resetReadStats();
    expect(await repository.simplifiedInvoicesOfDay(CORP, today(), 2)).toHaveLength(2);
    expect(readStats().total).toBe(2);
  });
});
