/**
 * Rules for bankMovements and bankImports (issue 30): the company's admins read them; nobody
 * writes them from a client (the bank commands in functions/src/payments/bank write them with the
 * Admin SDK), not even an admin marking a movement reconciled or ignored.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { BANK_IMPORTS, BANK_MOVEMENTS, storedBankMovement, type StoredBankImport } from '../../src/domain/bank/bankCommands';
import type { BankMovement } from '../../src/domain/bank/movement';
import { CORP_A, CORP_B, createEnv, dbFor, PERSONAS, seededAt, seedDocs, seedWorld, type Persona } from './support';

const PROJECT = 'demo-rules-bank';
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createEnv(PROJECT);
});
afterAll(async () => {
  await env.cleanup();
});

const A = `corporations/${CORP_A}`;
const ADMINS: Persona[] = ['admin', 'superadmin'];
const ACCOUNT = '210004180200051332';
const fee: BankMovement = {
  date: '2026-11-15',
  valueDate: '2026-11-15',
  amountCents: -4530,
  commonConcept: '17',
  ownConcept: '210',
  document: '',
  reference1: '',
  reference2: '',
  concepts: ['COMISION'],
  line: 7,
};
const movement = () => ({ ...storedBankMovement(ACCOUNT, fee, 'imp1'), createdAt: seededAt, updatedAt: seededAt });
const bankImport = (): StoredBankImport & { createdAt: unknown } => ({
  fileName: 'nov.n43',
  format: 'norma43',
  accountKey: ACCOUNT,
  from: '2026-11-01',
  to: '2026-11-30',
  movementCount: 1,
  newCount: 1,
  createdBy: 'admin',
  createdAt: seededAt,
});
const PATHS = { [BANK_MOVEMENTS]: `${A}/${BANK_MOVEMENTS}/m1`, [BANK_IMPORTS]: `${A}/${BANK_IMPORTS}/imp1` } as const;
const DATA = { [BANK_MOVEMENTS]: movement, [BANK_IMPORTS]: bankImport };

beforeEach(async () => {
  await seedWorld(env);
  await seedDocs(env, {
    [PATHS.bankMovements]: movement(),
    [PATHS.bankImports]: bankImport(),
    [`corporations/${CORP_B}/${BANK_MOVEMENTS}/m1`]: movement(),
  });
});

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

describe('bankMovements and bankImports: persona × operation', () => {
  const cases = ([BANK_MOVEMENTS, BANK_IMPORTS] as const).flatMap((name) =>
    (['get', 'list', 'create', 'update', 'delete'] as Op[]).flatMap((op) =>
      PERSONAS.map((persona) => ({ name, op, persona, ok: ADMINS.includes(persona) && (op === 'get' || op === 'list') })),
    ),
  );
  it.each(cases)('$persona $op on $name of company A → allowed: $ok', async ({ name, op, persona, ok }) => {
    const db = dbFor(env, persona);
    const path = PATHS[name];
    const ops: Record<Op, () => Promise<unknown>> = {
      get: () => getDoc(doc(db, path)),
      list: () => getDocs(collection(db, `${A}/${name}`)),
      create: () => setDoc(doc(db, `${A}/${name}/new1`), { ...DATA[name](), createdAt: serverTimestamp() }),
      update: () => updateDoc(doc(db, path), { updatedAt: serverTimestamp() }),
      delete: () => deleteDoc(doc(db, path)),
    };
    const attempt = ops[op]();
    await (ok ? assertSucceeds(attempt) : assertFails(attempt));
  });
});

describe('bankMovements: no direct write, however honest', () => {
  it.each(PERSONAS)('%s cannot mark a movement reconciled, ignored, nor another company’s read', async (persona) => {
    const db = dbFor(env, persona);
    await assertFails(updateDoc(doc(db, PATHS.bankMovements), { state: 'conciliado', match: { paymentId: 'p1', dueIds: ['inv1-1'] } }));
    await assertFails(updateDoc(doc(db, PATHS.bankMovements), { state: 'ignorado', updatedAt: serverTimestamp() }));
    // Company B's movements are for company B's admin alone.
    const other = getDoc(doc(db as Firestore, `corporations/${CORP_B}/${BANK_MOVEMENTS}/m1`));
    await (persona === 'otherCompanyAdmin' ? assertSucceeds(other) : assertFails(other));
  });
});
