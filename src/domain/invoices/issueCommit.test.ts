import { describe, expect, it } from 'vitest';
import { testContent, testCorporation, testLine } from './invoiceFixtures.test-data';
import type { InvoiceContent } from './invoiceModel';
import { issueSlotOf } from './invoicePlans';
import type { ReturnLine } from '../returns/returned';
import { invoiceFromStored } from './invoiceStored';
import { planIssueCommit, type IssueCommitFacts, type IssueCommitPlan, type IssueVerifactu } from './issueCommit';

const NOW = new Date('2026-11-25T10:00:00Z');
const INSTALLATION = {
  producerName: 'Almacena Software S.L.',
  producerNif: 'B86561412',
  version: '0.1.0',
  installationNumber: 'demo',
  multipleOT: false,
};
const client = { name: 'Cliente Uno S.L.', nif: 'B12345674', paymentTermsDays: 30, recargoEquivalencia: false, irpfRate: 0, inUse: true };
const products = { p1: { code: 'P1', name: 'Tornillo', unit: 'ud' }, serv: { code: 'S', name: 'Montaje', unit: 'h', stocked: false } };
const stocks = { p1: { quantity: 10, valueCents: 4000, averageCostCents: 400 } };
const line = (categoryId: string | null, quantity: number) => testLine({ categoryId, quantity, unitPriceCents: 1000, tobacco: false });

function facts(extra: Partial<IssueCommitFacts> = {}, content: Partial<InvoiceContent> = {}): IssueCommitFacts {
  const c = testContent({ lines: [line('p1', 2)], investmentGoods: false, premisesRental: false, ...content });
  const slot = issueSlotOf(testCorporation({ iban: '' }), c.kind, c.type, NOW, c.simplified === true);
  if ('ok' in slot) throw new Error('slot');
  return {
    invoiceId: 'inv1',
    uid: 'u1',
    slot,
    content: c,
    existing: undefined,
    party: client,
    sources: [],
    original: null,
    family: [],
    vendorKeyTaken: false,
    counter: { next: 7 },
    summary: undefined,
    products,
    stocks,
    verifactu: { kind: 'none' },
    now: NOW,
    saleReturn: null,
    ...extra,
  };
}
const record = (extra: Partial<Extract<IssueVerifactu, { kind: 'record' }>> = {}): IssueVerifactu => ({
  kind: 'record',
  nif: 'B86561412',
  head: undefined,
  firstRecord: null,
  installation: INSTALLATION,
  issuers: 1,
  environment: 'test',
  ...extra,
});
const planned = (f: IssueCommitFacts): IssueCommitPlan => {
  const plan = planIssueCommit(f);
  if (!plan.ok) throw new Error(`${plan.code} ${plan.detail}`);
  return plan;
};

describe('planIssueCommit: the stock document', () => {
  it("makes an issued sale's own salida, born invoiced, named after the invoice's number (F-2026-000007)", () => {
    const plan = planned(facts());
    expect(plan.issue.numberText).toBe('F-2026-000007');
    expect(plan.stockDocument).toMatchObject({
      kind: 'output',
      id: 'inv1-salida',
      number: 'S-F-2026-000007',
      issued: 'invoice',
      fields: { invoiced: true, invoiceId: 'inv1' },
      draft: { partyId: 'c1', reference: 'F-2026-000007', lines: [{ categoryId: 'p1', quantity: 2 }] },
    });
    expect(plan.issue.invoice.stockDocumentId).toBe('inv1-salida');
  });

  it.each<[string, Partial<InvoiceContent>]>([
    ['a free-text line', { lines: [line(null, 1)] }],
    ['a purchase', { kind: 'input', vendorInvoiceNumber: 'A-1', vendorInvoiceDate: '2026-11-20', dueDate: '2026-12-20' }],
  ])('makes none for %s', (_, content) => {
    const plan = planned(facts({}, content));
    expect(plan.stockDocument).toBeNull();
    expect(plan.issue.invoice.stockDocumentId).toBeNull();
  });

  it('refuses a line of a product that does not exist, naming the line', () => {
    expect(planIssueCommit(facts({ products: {} }))).toEqual({ ok: false, code: 'unknownProduct', detail: 'Tornillo' });
  });

  it("passes the invoice planner's refusal through, with nothing else planned", () => {
    expect(planIssueCommit(facts({ party: undefined }))).toMatchObject({ ok: false, code: 'partyMissing' });
  });

  it("makes a customer return's entrada instead: the returned units at the cost they left at, or at the average when unknown", () => {
    const sale = invoiceFromStored('sale1', {
      partyId: 'c1',
      party: { name: 'Cliente Uno S.L.', nif: 'B12345674' },
      numberText: 'F-2026-000003',
      lines: [
        { categoryId: 'p1', vatRate: 21 },
        { categoryId: null, vatRate: 21 },
        { categoryId: 'p1', vatRate: 10 },
      ],
    })!;
    const returned = (lineKey: string, categoryId: string | null, quantity: number, unitCostCents: number | null): ReturnLine => ({
      lineKey,
      categoryId,
      quantity,
      unitPriceCents: 1000,
      unitCostCents,
      costCents: null,
      movesStock: categoryId !== null,
      remainingAfter: 0,
    });
    const plan = planned(
      facts({
        saleReturn: { saleId: 'sale1', sale, lines: [returned('0', 'p1', 2, 350), returned('1', null, 1, null), returned('2', 'p1', 1, null)] },
      }),
    );
    expect(plan.stockDocument).toMatchObject({
      kind: 'input',
      id: 'inv1-entrada',
      number: 'E-F-2026-000007',
      returnOf: 'sale',
      fields: { partyKind: 'client', returnFrom: { kind: 'invoice', id: 'sale1', number: 'F-2026-000003' }, invoiced: true, invoiceId: 'inv1' },
      draft: { partyId: 'c1', partyName: 'Cliente Uno S.L.', reference: 'F-2026-000007', notes: 'Devolución de la factura F-2026-000003' },
    });
    // The free-text line moves nothing; the unknown cost is the stock level's average (4000 / 10 = 400).
    expect(plan.stockDocument?.draft.lines.map((l) => [l.quantity, l.unitPriceCents, l.vatRate])).toEqual([
      [2, 350, 21],
      [1, 400, 10],
    ]);
    expect(plan.issue.invoice.stockDocumentId).toBe('inv1-entrada');
  });
});

describe('planIssueCommit: the VERI*FACTU alta', () => {
  it('makes none without a chain (a purchase), and records the exemption of an issuer under a foral administration', () => {
    expect(planned(facts()).alta).toBeNull();
    const exempt = planned(facts({ verifactu: { kind: 'exempt', administration: 'bizkaia' } }));
    expect(exempt.alta).toBeNull();
    expect(exempt.invoiceExtras).toEqual({ verifactuExempt: 'bizkaia' });
  });

  it("chains the first record to an empty head (seq 1) and keeps the QR's environment on the invoice", () => {
    const plan = planned(facts({ verifactu: record() }));
    expect(plan.alta?.recordId).toBe('B86561412-000000000001');
    expect(plan.invoiceExtras).toMatchObject({ cotejoEnv: 'test' });
    expect(plan.claimIssuer).toBe(false);
  });

  // IndicadorMultiplesOT (Orden HAC/1177/2024, SistemaInformatico): S when the installation issues
  // for more than one obligado at the time of the record, counting a NIF's claim made by this record.
  it.each<[string, number, { holder: string | null; corpId: string } | null, boolean, 'S' | 'N']>([
    ['one obligado, already claimed by us', 1, { holder: 'corpA', corpId: 'corpA' }, false, 'N'],
    ['one obligado before, this one new', 1, { holder: null, corpId: 'corpA' }, true, 'S'],
    ['nobody before, this one new', 0, { holder: null, corpId: 'corpA' }, true, 'N'],
    ['two obligados, not a first record', 2, null, false, 'S'],
  ])('%s: claims %s, IndicadorMultiplesOT %s', (_, issuers, firstRecord, claims, indicator) => {
    const plan = planned(facts({ verifactu: record({ issuers, firstRecord }) }));
    expect(plan.claimIssuer).toBe(claims);
    expect(JSON.stringify(plan.alta?.record)).toContain(`"IndicadorMultiplesOT":"${indicator}"`);
  });

  it('refuses a first record of a NIF another company has claimed', () => {
    expect(planIssueCommit(facts({ verifactu: record({ firstRecord: { holder: 'corpB', corpId: 'corpA' } }) }))).toEqual({
      ok: false,
      code: 'verifactuNifInUse',
      detail: 'B86561412',
    });
  });

  it("throws when the chain read is not the one of the invoice's issuer (the facts contradict each other)", () => {
    expect(() => planIssueCommit(facts({ verifactu: record({ nif: 'A58818501' }) }))).toThrow('issuer NIF changed');
  });
});

// Issue 28, finding 1: recargo de equivalencia applies to deliveries of goods (LIVA arts. 154–156),
// so on issue a product line takes its product's nature, whatever the browser sent. To a client
// in recargo: 2 × Tornillo (goods, 10,00 each) and 1 h Montaje (service, 10,00).
//   Goods 20,00: IVA 4,20, RE 5,2 % = 1,04.   Service 10,00: IVA 2,10, no RE.   Total 37,34.
describe('planIssueCommit: the line’s nature is the product’s', () => {
  const inRecargo = { ...client, recargoEquivalencia: true };
  it.each([
    ['the service sent without its flag (an older draft)', {}],
    ['the service sent with its flag', { service: true }],
  ])('%s', (_name, flag) => {
    const plan = planned(facts({ party: inRecargo }, { recargoEquivalencia: true, lines: [line('p1', 2), { ...line('serv', 1), ...flag }] }));
    expect(plan.issue.invoice.breakdown).toEqual([
      { vatRate: 21, exemption: null, baseCents: 2000, vatCents: 420, recargoRate: 5.2, recargoCents: 104 },
      { vatRate: 21, exemption: null, baseCents: 1000, vatCents: 210, recargoRate: 0, recargoCents: 0 },
    ]);
    expect(plan.issue.invoice.totalCents).toBe(3000 + 630 + 104);
    expect((plan.issue.invoice.lines as { service?: boolean }[]).map((l) => l.service === true)).toEqual([false, true]);
  });

  it('takes the flag off goods the browser called a service', () => {
    const plan = planned(facts({ party: inRecargo }, { recargoEquivalencia: true, lines: [{ ...line('p1', 2), service: true }] }));
    // Goods 20,00: IVA 4,20 and RE 1,04 (5,2 %), and the salida moves them.
    expect(plan.issue.invoice.recargoCents).toBe(104);
    expect(plan.stockDocument).toMatchObject({ kind: 'output', draft: { lines: [{ categoryId: 'p1', quantity: 2 }] } });
  });
});
