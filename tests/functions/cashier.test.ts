/**
 * The cashier role through the Functions emulator (docs/DECISIONS.md "The cashier role"): opens
 * their caja, sells at the counter and closes with the Z report; every other command answers
 * denied, whatever the input.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A } from '../rules/support';
import { callAs, createFunctionsEnv, expectOk } from './support';
import { openTillFor, seedCounterWorld } from './tillSupport';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

beforeEach(async () => {
  await seedCounterWorld(env, CORP_A);
});

describe('the cashier at the counter', () => {
  it('opens a caja, sells in cash and closes with a Z report that adds up', async () => {
    const sessionId = await openTillFor(env, 'cashier', CORP_A, 'caja1', 5000);
    // 2,50 € + 21 % = 3,025 → 3,03 € IVA included (the counter's own figure); two of them 6,06 €.
    const sold = await expectOk<{ id: string; numberText: string; changeCents: number }>('cashier', 'sellAtCounter', {
      corpId: CORP_A,
      clientId: null,
      lines: [{ categoryId: 'p1', quantity: 2, unitPriceCents: 303, discountPct: 0 }],
      payment: { method: 'efectivo', tenderedCents: 1000 },
    });
    expect(sold.numberText).toMatch(/^T-\d{4}-000001$/);
    expect(sold.changeCents).toBe(1000 - 606);
    const closed = await expectOk<{ expectedCents: number; countedCents: number; differenceCents: number }>('cashier', 'closeTill', {
      corpId: CORP_A,
      sessionId,
      counted: { '5000': 1, '500': 1, '100': 1, '5': 1, '1': 1 },
      note: '',
    });
    expect(closed).toMatchObject({ expectedCents: 5606, countedCents: 5606, differenceCents: 0 });
  });

  it.each([
    ['issueInvoice', { corpId: CORP_A, invoiceId: 'x' }],
    ['saveInvoiceDraft', { corpId: CORP_A, content: {} }],
    ['setInvoicePayment', { corpId: CORP_A, invoiceId: 'x', payment: null }],
    ['confirmStockDocument', { corpId: CORP_A, kind: 'output', docId: 'x' }],
    ['returnSale', { corpId: CORP_A, invoiceId: 'x', lines: [{ lineIndex: 0, quantity: 1 }], reason: '' }],
    ['returnToVendor', { corpId: CORP_A, invoiceId: 'x', lines: [{ lineIndex: 0, quantity: 1 }], reason: '' }],
    ['setUserAccess', { corpId: CORP_A, uid: 'cashier', role: 'admin', active: true }],
    ['sendVerifactuRecords', { corpId: CORP_A }],
  ])('is denied %s', async (name, data) => {
    const result = await callAs('cashier', name, data);
    expect(result).toMatchObject({ ok: false, code: 'denied' });
  });
});
