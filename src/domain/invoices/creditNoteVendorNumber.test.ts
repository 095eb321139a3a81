import { describe, expect, it } from 'vitest';
import { testContent, testCorporation, testLine } from './invoiceFixtures.test-data';
import { rectifiedInvoiceLabel, type InvoiceContent } from './invoiceModel';
import { issueSlotOf, planIssue, type IssueFacts } from './invoicePlans';
import { invoiceFromStored } from './invoiceStored';

// Issue 28, finding 3. A purchase credit note (rectificativa of a received invoice) must identify
// the invoice it corrects by the number the vendor gave it (RD 1619/2012 art. 15.1: the
// rectificativa states the data identifying the invoice rectified; art. 6.1.a: that invoice's
// number and series are the issuer's, i.e. the vendor's), not by our registry number (REG-…).
const NOW = new Date('2026-03-05T10:00:00Z');

function slotOf(kind: 'input' | 'output', type: 'ordinaria' | 'rectificativa') {
  const s = issueSlotOf(testCorporation(), kind, type, NOW);
  if ('ok' in s) throw new Error('slot');
  return s;
}

const purchase = {
  kind: 'input',
  type: 'ordinaria',
  state: 'emitida',
  partyId: 'v1',
  numberText: 'REG-2026-000007',
  issueDate: '2026-02-20',
  vendorInvoiceNumber: 'FV-2026/0457',
  vendorInvoiceDate: '2026-02-18',
  sourceIds: [],
  rectifiedBy: [],
  lines: [{ ...testLine({ quantity: 2, unitPriceCents: 1000, tobacco: false }), baseCents: 2000 }],
  breakdown: [{ vatRate: 21, exemption: null, baseCents: 2000, vatCents: 420, recargoRate: 0, recargoCents: 0 }],
  baseCents: 2000,
  vatCents: 420,
  totalCents: 2420,
  payableCents: 2420,
};

const creditNote = (kind: 'input' | 'output'): InvoiceContent =>
  testContent({
    kind,
    type: 'rectificativa',
    partyId: kind === 'input' ? 'v1' : 'c1',
    paymentTermsDays: 0,
    investmentGoods: false,
    premisesRental: false,
    lines: [testLine({ quantity: -1, unitPriceCents: 1000, tobacco: false })],
    ...(kind === 'input' ? { vendorInvoiceNumber: 'AB-2026/0012', vendorInvoiceDate: '2026-03-04', dueDate: '2026-03-31' } : {}),
    rectifies: { invoiceId: 'orig', numberText: 'forged', issueDate: '1999-01-01', mode: 'difference', code: 'R1', reason: 'Abono', replaced: null },
  });

const facts = (kind: 'input' | 'output'): IssueFacts => ({
  invoiceId: 'inv1',
  uid: 'u1',
  slot: slotOf(kind, 'rectificativa'),
  content: creditNote(kind),
  existing: undefined,
  party: { name: 'Proveedor Uno', nif: 'B86561412', paymentTermsDays: 30, recargoEquivalencia: false, irpfRate: 0, inUse: true },
  sources: [],
  // As the issuing command reads it (invoiceFromStored).
  original: invoiceFromStored(
    'orig',
    kind === 'input'
      ? purchase
      : { ...purchase, kind: 'output', partyId: 'c1', numberText: 'F-2026-000003', vendorInvoiceNumber: null, vendorInvoiceDate: null },
  ),
  family: [],
  vendorKeyTaken: false,
  counter: undefined,
  summary: undefined,
});

describe('what a rectificativa names as the invoice it corrects', () => {
  it.each([
    // Purchase: the vendor's FV-2026/0457 of 18/02, never our REG-2026-000007 of 20/02.
    ['a purchase credit note', 'input' as const, { numberText: 'FV-2026/0457', date: '2026-02-18' }],
    // Sale: our own number and issue date are the issuer's.
    ['a sales rectificativa', 'output' as const, { numberText: 'F-2026-000003', date: '2026-02-20' }],
  ])('%s', (_name, kind, expected) => {
    const plan = planIssue(facts(kind));
    if (!plan.ok) throw new Error(`refused: ${plan.code} ${plan.detail}`);
    const rectifies = plan.invoice.rectifies as Parameters<typeof rectifiedInvoiceLabel>[0];
    expect(rectifiedInvoiceLabel(rectifies)).toEqual(expected);
    // The registry number stays where the app links the two invoices.
    expect(rectifies.numberText).toBe(kind === 'input' ? 'REG-2026-000007' : 'F-2026-000003');
  });

  it.each([
    [
      'an older credit note stored without the vendor’s number',
      { numberText: 'REG-2026-000001', issueDate: '2026-01-10' },
      'REG-2026-000001',
      '2026-01-10',
    ],
    [
      'a credit note with the vendor’s number but no date',
      { numberText: 'REG-2026-000001', issueDate: '2026-01-10', vendorInvoiceNumber: 'FV-9', vendorInvoiceDate: '' },
      'FV-9',
      '2026-01-10',
    ],
  ])('%s', (_name, r, numberText, date) => {
    expect(rectifiedInvoiceLabel(r)).toEqual({ numberText, date });
  });
});
