/**
 * planIssue and planDraft against the operation date (fecha de operación): at issue it may not
 * come after the issue date, which is today in Madrid (AEAT 1146/1173); a draft keeps it.
 */
import { describe, expect, it } from 'vitest';
import { testContent, testCorporation, testLine } from './invoiceFixtures.test-data';
import type { InvoiceContent } from './invoiceModel';
import { issueSlotOf, planDraft, planIssue, type IssueFacts } from './invoicePlans';
import { invoiceFromStored } from './invoiceStored';

// 23:30 UTC on 9 March is already 10 March in Madrid: the issue date is Madrid's.
const NOW = new Date('2026-03-09T23:30:00Z');
const client = { name: 'Cliente Uno', nif: 'B86561412', address: 'Calle Mayor, 1', paymentTermsDays: 30, recargoEquivalencia: false, irpfRate: 0 };
const content = (extra: Partial<InvoiceContent> = {}): InvoiceContent =>
  testContent({ lines: [testLine({ quantity: 1, unitPriceCents: 1000, tobacco: false })], investmentGoods: false, premisesRental: false, ...extra });
const facts = (c: InvoiceContent, original: Record<string, unknown> | null = null): IssueFacts => {
  const slot = issueSlotOf(testCorporation(), c.kind, c.type, NOW, c.simplified === true);
  if ('ok' in slot) throw new Error('slot');
  return {
    invoiceId: 'inv1',
    uid: 'u1',
    slot,
    content: c,
    existing: undefined,
    party: client,
    sources: [],
    original: original && invoiceFromStored('orig', original),
    family: [],
    vendorKeyTaken: false,
    counter: undefined,
    summary: undefined,
  };
};
const original = {
  kind: 'output',
  type: 'ordinaria',
  state: 'emitida',
  partyId: 'c1',
  numberText: 'F-2026-000001',
  issueDate: '2026-03-01',
  rectifiedBy: [],
};
const rectificativa = (operationDate: string) =>
  content({
    type: 'rectificativa',
    operationDate,
    rectifies: { invoiceId: 'o1', numberText: '', issueDate: '', mode: 'difference', code: 'R1', reason: 'Precio mal aplicado', replaced: null },
  });

describe('planIssue: the operation date', () => {
  it.each<[string, InvoiceContent, Record<string, unknown> | null, boolean]>([
    ['a sale operated on the issue day (Madrid’s 10 March)', content({ operationDate: '2026-03-10' }), null, true],
    ['a sale operated earlier', content({ operationDate: '2026-02-27' }), null, true],
    ['a sale without operation date', content({ operationDate: null }), null, true],
    ['a sale operated the day after', content({ operationDate: '2026-03-11' }), null, false],
    ['a sale operated next year', content({ operationDate: '2027-03-10' }), null, false],
    ['a rectificativa operated on the issue day', rectificativa('2026-03-10'), original, true],
    ['a rectificativa operated the day after', rectificativa('2026-03-11'), original, false],
  ])('%s → issued: %s', (_, c, o, ok) => {
    const plan = planIssue(facts(c, o));
    if (ok) expect(plan).toMatchObject({ ok: true });
    else expect(plan).toEqual({ ok: false, code: 'invalid', detail: 'operationDate:operationAfterIssue' });
  });

  it('saves a draft operated tomorrow (it is refused when issued)', () => {
    const plan = planDraft({
      invoiceId: 'd1',
      uid: 'u1',
      now: NOW,
      content: content({ operationDate: '2026-03-11' }),
      existing: undefined,
      party: client,
    });
    expect(plan).toMatchObject({ ok: true });
  });
});
