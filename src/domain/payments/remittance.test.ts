/**
 * Remesas' pure planning (issue 30): input checks an attacker would try, claims and their per-due
 * refusals, FRST/RCUR, the write-budget chunks, settling (idempotent), releasing, the SEPA file
 * from the stored document (valid against docs/sepa's XSDs) and the document's size at 1.000 items.
 */
import { describe, expect, it } from 'vitest';
import { CREATED_AT, HAS_XMLLINT, PAIN_001_XSD, PAIN_008_XSD, validateXml } from '../sepa/testFixtures';
import { dueIdOf, instalmentsOfStored } from './dues';
import { instalmentsOfInvoice } from './payments';
import { issuedInvoice, withFields } from './paymentFixtures.test-data';
import {
  claimChunks,
  chunksByBudget,
  endToEndIdFor,
  itemChunks,
  itemsToStored,
  MAX_REMITTANCE_ITEMS,
  messageIdOf,
  parseCreateRemittance,
  parseReturnRemittanceItem,
  parseSettleRemittance,
  partyBankOf,
  planClaims,
  planRelease,
  planSettle,
  remittanceCompanyOf,
  remittanceDateProblem,
  remittanceFile,
  remittanceOfStored,
  sequenceTypeOf,
  totalsOf,
  WRITE_BUDGET,
  type ClaimContext,
  type MandateUse,
  type Remittance,
  type RemittanceItem,
} from './remittance';
import type { PaymentTerms } from './terms';

const COMPANY_DATA = {
  legalName: 'Suministros Almacena Demo, S.L.',
  nif: 'B12345674',
  iban: 'ES9121000418450200051332',
  bic: 'CAIXESBBXXX',
  sepaCreditorId: 'ES11000B12345674',
  address: 'Calle de Alcalá, 45',
  postalCode: '28014',
  city: 'Madrid',
  country: 'España',
};

const client = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ferretería Peña e Hijos, S.L.',
  iban: 'ES60 0049 1500 0512 3456 7892',
  bic: '',
  sepaMandate: { reference: 'M-B12345674-01', signatureDate: '2025-01-10', scheme: 'CORE' },
  city: 'Santiago de Compostela',
  countryCode: 'ES',
  ...overrides,
});
const vendor = (overrides: Record<string, unknown> = {}) => ({
  name: 'Distribuciones Ñandú',
  iban: 'ES6000491500051234567892',
  city: 'Barcelona',
  countryCode: 'ES',
  ...overrides,
});

const ctx = (overrides: Partial<ClaimContext> = {}): ClaimContext => ({
  remittanceId: 'rem1',
  kind: 'cobros',
  scheme: 'CORE',
  date: '2026-12-05',
  usedEndToEndIds: new Set(),
  ...overrides,
});

const threeTerms: PaymentTerms = {
  instalments: [
    { days: 30, percentBasisPoints: 3334 },
    { days: 60, percentBasisPoints: 3333 },
    { days: 90, percentBasisPoints: 3333 },
  ],
  paymentDays: [],
  method: 'domiciliacion',
};

describe('inputs', () => {
  const ok = { kind: 'cobros', dueIds: ['inv1-1'], date: '2026-12-05' };
  it('takes a remittance and defaults the scheme to CORE', () => {
    expect(parseCreateRemittance(ok)).toEqual({ ok: true, value: { ...ok, scheme: 'CORE' } });
  });
  it.each([
    ['1.001 dues', { ...ok, dueIds: Array.from({ length: MAX_REMITTANCE_ITEMS + 1 }, (_, i) => `inv${i}-1`) }, 'dueIds'],
    ['no due', { ...ok, dueIds: [] }, 'dueIds'],
    ['the same due twice', { ...ok, dueIds: ['inv1-1', 'inv1-1'] }, 'dueIds'],
    ['a number for an id', { ...ok, dueIds: [12] }, 'dueIds.0'],
    ['a path for an id', { ...ok, dueIds: ['../other/x-1'] }, 'dueIds.0'],
    ['a control character', { ...ok, dueIds: ['inv1\u0000-1'] }, 'dueIds.0:unsafeText'],
    ['a kind', { ...ok, kind: 'remesa' }, 'kind'],
    ['a date', { ...ok, date: '2026-02-30' }, 'date'],
    ['a scheme', { ...ok, scheme: 'COR1' }, 'scheme'],
    ['no object', 'x', 'remittance'],
  ])('refuses %s', (_why, raw, detail) => {
    expect(parseCreateRemittance(raw)).toEqual({ ok: false, detail });
  });
  it('takes a settle date and a return with a SEPA reason code only', () => {
    expect(parseSettleRemittance({ remittanceId: 'r1', date: '2026-12-05' }).ok).toBe(true);
    expect(parseSettleRemittance({ remittanceId: 'r1', date: 20261205 }).ok).toBe(false);
    expect(parseReturnRemittanceItem({ remittanceId: 'r1', dueId: 'inv1-1', code: 'AM04', date: '2026-12-10' }).ok).toBe(true);
    expect(parseReturnRemittanceItem({ remittanceId: 'r1', dueId: 'inv1-1', code: 'XX99', date: '2026-12-10' }).ok).toBe(false);
    expect(parseReturnRemittanceItem({ remittanceId: 'r1', dueId: 'inv1-1', code: 'am04', date: '2026-12-10' }).ok).toBe(false);
  });
  it('keeps the date from today to a year ahead', () => {
    expect(remittanceDateProblem('2026-11-28', '2026-11-29')).toBe('past');
    expect(remittanceDateProblem('2026-11-29', '2026-11-29')).toBeNull();
    expect(remittanceDateProblem('2027-11-29', '2026-11-29')).toBeNull();
    expect(remittanceDateProblem('2028-01-29', '2026-11-29')).toBe('tooFar');
  });
  it('names the message by kind, date and id', () => {
    expect(messageIdOf('cobros', '2026-12-05', 'AbC123')).toBe('REM-20261205-AbC123');
    expect(messageIdOf('pagos', '2026-12-05', 'x')).toBe('PAG-20261205-x');
  });
});

describe('the bank data of a party, read defensively', () => {
  it('reads a client as the terms branch stores it', () => {
    expect(partyBankOf(client())).toEqual({
      name: 'Ferreteria Pena e Hijos, S.L.',
      iban: 'ES6000491500051234567892',
      bic: '',
      mandate: { reference: 'M-B12345674-01', signatureDate: '2025-01-10', scheme: 'CORE' },
      town: 'Santiago de Compostela',
      country: 'ES',
    });
  });
  it.each([
    ['no fields at all', {}],
    ['a bad IBAN', client({ iban: 'ES0000491500051234567892' })],
    ['a number for an IBAN', client({ iban: 12 })],
  ])('%s: no IBAN', (_why, d) => {
    expect(partyBankOf(d).iban).toBe('');
  });
  it.each([
    ['no mandate', client({ sepaMandate: null })],
    ['a mandate without date', client({ sepaMandate: { reference: 'M1', scheme: 'CORE' } })],
    ['a reference with control characters', client({ sepaMandate: { reference: 'M\u00071', signatureDate: '2025-01-10', scheme: 'CORE' } })],
  ])('%s: no mandate', (_why, d) => {
    expect(partyBankOf(d).mandate).toBeNull();
  });
});

describe('FRST or RCUR', () => {
  const use: MandateUse = { reference: 'M1', firstRemittanceId: 'remA' };
  it.each([
    ['never debited', null, 'M1', 'remB', 'FRST'],
    ['debited by an earlier remittance', use, 'M1', 'remB', 'RCUR'],
    ['first debited by this one (an earlier chunk)', use, 'M1', 'remA', 'FRST'],
    ['a new mandate (another reference)', use, 'M2', 'remB', 'FRST'],
  ] as const)('%s → %s', (_why, u, reference, remittanceId, expected) => {
    expect(sequenceTypeOf(u, reference, remittanceId)).toBe(expected);
  });
});

describe('claiming', () => {
  const inv1 = issuedInvoice({ number: 1, cents: 12100 });
  const inv2 = issuedInvoice({ number: 2, cents: 30000, terms: threeTerms });
  const invoices = new Map<string, Record<string, unknown> | undefined>([
    ['inv1', inv1],
    ['inv2', inv2],
  ]);
  const parties = new Map([['c1', client()]]);

  it('claims open dues, one item each, FRST for a mandate never used, and marks the instalments', () => {
    const plan = planClaims(ctx(), ['inv1-1', 'inv2-1', 'inv2-3'], invoices, parties, new Map());
    expect(plan.refused).toEqual([]);
    expect(plan.items.map((i) => [i.dueId, i.amountCents, i.sequenceType, i.endToEndId])).toEqual([
      ['inv1-1', 12100, 'FRST', 'F-2026-000001-1'],
      ['inv2-1', 10002, 'FRST', 'F-2026-000002-1'],
      ['inv2-3', 9999, 'FRST', 'F-2026-000002-3'],
    ]);
    expect(plan.items[0]).toMatchObject({
      of: 1,
      partyId: 'c1',
      mandate: { reference: 'M-B12345674-01', signatureDate: '2025-01-10' },
      town: 'Santiago de Compostela',
    });
    expect(plan.mandates).toEqual(new Map([['c1', { reference: 'M-B12345674-01', firstRemittanceId: 'rem1' }]]));
    const inv2After = plan.changes.find((c) => c.invoiceId === 'inv2')!.fields.instalments as { n: number; remittanceId: string | null }[];
    expect(inv2After.map((i) => i.remittanceId)).toEqual(['rem1', null, 'rem1']);
    // The payment state does not change by a claim.
    expect(plan.changes.find((c) => c.invoiceId === 'inv2')!.fields).toMatchObject({ status: 'pendiente', collectedCents: 0 });
  });

  it('RCUR when another remittance used the mandate; the document is not rewritten', () => {
    const plan = planClaims(ctx(), ['inv1-1'], invoices, parties, new Map([['c1', { reference: 'M-B12345674-01', firstRemittanceId: 'rem0' }]]));
    expect(plan.items[0].sequenceType).toBe('RCUR');
    expect(plan.mandates.size).toBe(0);
  });

  it('refuses each due that cannot be collected, with its reason, and claims the rest', () => {
    const paid = withFields(issuedInvoice({ number: 3 }), {
      instalments: instalmentsOfStored(issuedInvoice({ number: 3 }), 12100).map((i) => ({ ...i, paidCents: i.amountCents })),
    });
    const claimed = withFields(issuedInvoice({ number: 4 }), {
      instalments: instalmentsOfStored(issuedInvoice({ number: 4 }), 12100).map((i) => ({ ...i, remittanceId: 'other' })),
    });
    const all = new Map<string, Record<string, unknown> | undefined>([
      ['ok', issuedInvoice({ number: 1 })],
      ['paid', paid],
      ['claimed', claimed],
      ['purchase', issuedInvoice({ kind: 'input', number: 5 })],
      ['ticket', issuedInvoice({ number: 6, simplified: true })],
      ['credit', issuedInvoice({ number: 7, cents: -5000 })],
      ['noIban', issuedInvoice({ number: 8, partyId: 'c2' })],
      ['noMandate', issuedInvoice({ number: 9, partyId: 'c3' })],
      ['b2b', issuedInvoice({ number: 10, partyId: 'c4' })],
      ['late', issuedInvoice({ number: 11, partyId: 'c5' })],
      ['nowhere', issuedInvoice({ number: 12, partyId: 'c6' })],
      ['gone', undefined],
    ]);
    const ps = new Map<string, Record<string, unknown>>([
      ['c1', client()],
      ['c2', client({ iban: '' })],
      ['c3', client({ sepaMandate: null })],
      ['c4', client({ sepaMandate: { reference: 'M4', signatureDate: '2025-01-10', scheme: 'B2B' } })],
      ['c5', client({ sepaMandate: { reference: 'M5', signatureDate: '2026-12-06', scheme: 'CORE' } })],
      ['c6', client({ city: '' })],
    ]);
    const ids = [
      'ok-1',
      'paid-1',
      'claimed-1',
      'purchase-1',
      'ticket-1',
      'credit-1',
      'noIban-1',
      'noMandate-1',
      'b2b-1',
      'late-1',
      'nowhere-1',
      'gone-1',
      'ok-2',
      'ok',
    ];
    const plan = planClaims(ctx(), ids, all, ps, new Map());
    expect(plan.items.map((i) => i.dueId)).toEqual(['ok-1']);
    expect(plan.refused).toEqual([
      { dueId: 'paid-1', code: 'notOpen' },
      { dueId: 'claimed-1', code: 'inRemittance' },
      { dueId: 'purchase-1', code: 'wrongKind' },
      { dueId: 'ticket-1', code: 'notIssued' },
      { dueId: 'credit-1', code: 'creditNote' },
      { dueId: 'noIban-1', code: 'noIban' },
      { dueId: 'noMandate-1', code: 'noMandate' },
      { dueId: 'b2b-1', code: 'mandateScheme' },
      { dueId: 'late-1', code: 'mandateDate' },
      { dueId: 'nowhere-1', code: 'noAddress' },
      { dueId: 'gone-1', code: 'notFound' },
      { dueId: 'ok-2', code: 'notFound' },
      { dueId: 'ok', code: 'notFound' },
    ]);
    // Only the client something was claimed from gets its mandate use.
    expect([...plan.mandates.keys()]).toEqual(['c1']);
    expect(plan.changes.map((c) => c.invoiceId)).toEqual(['ok']);
  });

  it('pagos: a purchase whose vendor has an IBAN, no mandate, no sequence; a sale is the wrong kind', () => {
    const all = new Map<string, Record<string, unknown> | undefined>([
      ['p1', issuedInvoice({ kind: 'input', number: 1, vendorInvoiceNumber: 'A-102', cents: 48399 })],
      ['s1', issuedInvoice({ number: 2 })],
    ]);
    const plan = planClaims(ctx({ kind: 'pagos' }), ['p1-1', 's1-1'], all, new Map([['v1', vendor()]]), new Map());
    expect(plan.items).toMatchObject([
      { dueId: 'p1-1', number: 'A-102', amountCents: 48399, mandate: null, sequenceType: null, endToEndId: 'A-102-1' },
    ]);
    expect(plan.refused).toEqual([{ dueId: 's1-1', code: 'wrongKind' }]);
    expect(plan.mandates.size).toBe(0);
  });

  it('keeps end-to-end ids unique across chunks', () => {
    expect(endToEndIdFor('F-1', 1, new Set())).toBe('F-1-1');
    expect(endToEndIdFor('F-1', 1, new Set(['F-1-1', 'F-1-1-2']))).toBe('F-1-1-3');
    expect(endToEndIdFor('', 2, new Set())).toBe('R-2');
    const plan = planClaims(ctx({ usedEndToEndIds: new Set(['F-2026-000001-1']) }), ['inv1-1'], invoices, parties, new Map());
    expect(plan.items[0].endToEndId).toBe('F-2026-000001-1-2');
  });
});

describe('chunks within the write budget', () => {
  it('cuts 1.000 one-instalment invoices into transactions of at most 450 writes', () => {
    const dues = Array.from({ length: 1000 }, (_, i) => ({ dueId: `inv${i}-1`, invoiceId: `inv${i}`, of: 1 }));
    const chunks = claimChunks(dues);
    expect(chunks.flat()).toEqual(dues);
    for (const c of chunks) expect(2 + c.length * 3).toBeLessThanOrEqual(WRITE_BUDGET);
    expect(chunks.length).toBe(Math.ceil(1000 / Math.floor((WRITE_BUDGET - 2) / 3)));
  });
  it('counts every instalment of an invoice (all its dues are rewritten) and keeps an invoice in one chunk', () => {
    const dues = Array.from({ length: 100 }, (_, i) => [1, 2].map((n) => ({ dueId: `inv${i}-${n}`, invoiceId: `inv${i}`, of: 12 }))).flat();
    const chunks = claimChunks(dues);
    for (const c of chunks) {
      const invoices = new Set(c.map((d) => d.invoiceId));
      expect(2 + invoices.size * 14).toBeLessThanOrEqual(WRITE_BUDGET);
      for (const id of invoices) expect(c.filter((d) => d.invoiceId === id)).toHaveLength(2);
    }
    expect(chunks.flat()).toHaveLength(200);
  });
  it('gives a group larger than the budget a chunk of its own, and nothing for nothing', () => {
    expect(chunksByBudget([500, 1, 1], (n) => n, 450)).toEqual([[500], [1, 1]]);
    expect(chunksByBudget([], () => 1)).toEqual([]);
  });
  it('settling adds a payment per item', () => {
    const items = Array.from({ length: 300 }, (_, i) => ({ ...itemOf(i), of: 1 }));
    for (const c of itemChunks(items, 1)) expect(2 + c.length * 3).toBeLessThanOrEqual(WRITE_BUDGET);
  });
});

function itemOf(i: number, overrides: Partial<RemittanceItem> = {}): RemittanceItem {
  return {
    dueId: dueIdOf(`inv${i}`, 1),
    invoiceId: `inv${i}`,
    n: 1,
    of: 1,
    number: `F-2026-${String(i).padStart(6, '0')}`,
    partyId: 'c1',
    partyName: 'Ferreteria Pena e Hijos, S.L.',
    amountCents: 12100,
    mandate: { reference: 'M-B12345674-01', signatureDate: '2025-01-10' },
    sequenceType: 'RCUR',
    iban: 'ES6000491500051234567892',
    bic: '',
    town: 'Santiago de Compostela',
    country: 'ES',
    endToEndId: `F-2026-${String(i).padStart(6, '0')}-1`,
    paymentId: null,
    returned: null,
    ...overrides,
  };
}

describe('settling and releasing', () => {
  const base = new Map<string, Record<string, unknown> | undefined>([['inv2', issuedInvoice({ number: 2, cents: 30000, terms: threeTerms })]]);
  const claim = planClaims(ctx(), ['inv2-1', 'inv2-2'], base, new Map([['c1', client()]]), new Map());
  const claimedInvoice = withFields(base.get('inv2')!, claim.changes[0].fields);
  const invoices = new Map([['inv2', claimedInvoice]]);
  const remittance = { id: 'rem1', kind: 'cobros' as const, messageId: 'REM-20261205-rem1' };

  it('one payment per item, by domiciliación, origin remesa, the claim released', () => {
    const plan = planSettle(remittance, claim.items, '2026-12-05', invoices);
    expect(plan.skipped).toEqual([]);
    expect(plan.payments.map((p) => p.id)).toEqual(['rem1_inv2-1', 'rem1_inv2-2']);
    expect(plan.payments[0].record).toMatchObject({
      kind: 'cobro',
      method: 'domiciliacion',
      amountCents: 10002,
      date: '2026-12-05',
      origin: { type: 'remesa', id: 'rem1' },
      reference: 'F-2026-000002-1',
      allocations: [{ dueId: 'inv2-1', amountCents: 10002 }],
    });
    expect(plan.changes).toHaveLength(1);
    const after = withFields(claimedInvoice, plan.changes[0].fields);
    expect(after.status).toBe('parcial');
    expect(after.collectedCents).toBe(20001);
    expect(instalmentsOfInvoice(after).map((i) => [i.paidCents, i.remittanceId])).toEqual([
      [10002, null],
      [9999, null],
      [0, null],
    ]);
  });

  it('skips items already settled or returned (a retry pays nothing twice)', () => {
    const items = [
      { ...claim.items[0], paymentId: 'rem1_inv2-1' },
      { ...claim.items[1], returned: { code: 'AM04', date: '2026-12-10' } },
    ];
    expect(planSettle(remittance, items, '2026-12-05', invoices)).toEqual({ payments: [], changes: [], skipped: [] });
  });

  it('an invoice annulled meanwhile: the item is skipped, its claim released all the same', () => {
    const annulled = new Map([['inv2', { ...claimedInvoice, state: 'anulada' }]]);
    const plan = planSettle(remittance, claim.items.slice(0, 1), '2026-12-05', annulled);
    expect(plan.payments).toEqual([]);
    expect(plan.skipped).toEqual([{ dueId: 'inv2-1', code: 'notIssued' }]);
    expect((plan.changes[0].fields.instalments as { remittanceId: string | null }[])[0].remittanceId).toBeNull();
  });

  it('releases only what this remittance still holds', () => {
    const changes = planRelease('rem1', claim.items, invoices);
    expect((changes[0].fields.instalments as { remittanceId: string | null }[]).map((i) => i.remittanceId)).toEqual([null, null, null]);
    expect(planRelease('other', claim.items, invoices)).toEqual([]);
  });
});

describe('the company as the file names it', () => {
  it('takes the corporation data, creditor id and BIC', () => {
    expect(remittanceCompanyOf('Demo', COMPANY_DATA, 'cobros')).toEqual({
      ok: true,
      company: {
        name: 'Suministros Almacena Demo, S.L.',
        nif: 'B12345674',
        creditorId: 'ES11000B12345674',
        iban: 'ES9121000418450200051332',
        bic: 'CAIXESBBXXX',
        streetName: 'Calle de Alcala, 45',
        postCode: '28014',
        townName: 'Madrid',
        country: 'ES',
      },
    });
  });
  it('says what is missing; pagos need no creditor id', () => {
    expect(remittanceCompanyOf('Demo', { ...COMPANY_DATA, sepaCreditorId: undefined, iban: '', city: '' }, 'cobros')).toEqual({
      ok: false,
      missing: ['iban', 'creditorId', 'address'],
    });
    expect(remittanceCompanyOf('Demo', { ...COMPANY_DATA, sepaCreditorId: undefined }, 'pagos').ok).toBe(true);
    expect(remittanceCompanyOf('', undefined, 'pagos')).toEqual({ ok: false, missing: ['name', 'nif', 'iban', 'address'] });
  });
});

function storedRemittance(kind: 'cobros' | 'pagos', items: RemittanceItem[]): Record<string, unknown> {
  const company = remittanceCompanyOf('Demo', COMPANY_DATA, kind);
  if (!company.ok) throw new Error('company');
  return {
    kind,
    state: 'preparada',
    date: '2026-12-05',
    scheme: kind === 'cobros' ? 'CORE' : null,
    messageId: messageIdOf(kind, '2026-12-05', 'Xy12AbCdEfGhIjKlMnOp'),
    company: company.company,
    items: itemsToStored(items),
    totals: totalsOf(items),
    createdBy: 'admin',
    createdAt: { toDate: () => CREATED_AT },
  };
}

describe('the SEPA file from the stored remittance', () => {
  const debits = [itemOf(1, { sequenceType: 'FRST' }), itemOf(2), itemOf(3, { of: 3, n: 2, dueId: 'inv3-2', bic: 'CAIXESBBXXX' })];
  const cobros = remittanceOfStored('Xy12AbCdEfGhIjKlMnOp', storedRemittance('cobros', debits)) as Remittance;

  it('reads back what was stored', () => {
    expect(cobros.items).toEqual(debits);
    expect(cobros.totals).toEqual({ count: 3, amountCents: 36300, settledCount: 0, settledCents: 0, returnedCount: 0, returnedCents: 0 });
    expect(remittanceOfStored('x', { kind: 'otra', state: 'preparada' })).toBeNull();
    expect(remittanceOfStored('x', undefined)).toBeNull();
  });

  it('cobros: pain.008 with one batch per sequence type, the same bytes every time', () => {
    const file = remittanceFile(cobros);
    if (!file.ok) throw new Error(JSON.stringify(file.problems));
    expect(file.totals).toMatchObject({ numberOfTransactions: 3, controlSumCents: 36300 });
    expect(file.totals.batches.map((b) => [b.sequenceType, b.numberOfTransactions])).toEqual([
      ['FRST', 1],
      ['RCUR', 2],
    ]);
    expect(file.xml).toContain('<MsgId>REM-20261205-Xy12AbCdEfGhIjKlMnOp</MsgId>');
    expect(file.xml).toContain('Factura F-2026-000003, vencimiento 2 de 3');
    expect(remittanceFile(cobros)).toEqual(file);
  });

  it.skipIf(!HAS_XMLLINT)('cobros and pagos files are valid against the XSDs', () => {
    const file = remittanceFile(cobros, { pretty: true });
    if (!file.ok) throw new Error('no file');
    expect(validateXml(file.xml, PAIN_008_XSD)).toMatchObject({ valid: true });
    const transfers = [
      itemOf(1, { mandate: null, sequenceType: null, partyName: 'Distribuciones Nandu' }),
      itemOf(2, { mandate: null, sequenceType: null }),
    ];
    const pagos = remittanceOfStored('p', storedRemittance('pagos', transfers)) as Remittance;
    const transfer = remittanceFile(pagos);
    if (!transfer.ok) throw new Error(JSON.stringify(transfer.problems));
    expect(validateXml(transfer.xml, PAIN_001_XSD)).toMatchObject({ valid: true });
  });

  it('a collection date before the file was made is a problem, not a file', () => {
    const late = { ...cobros, createdAt: new Date('2026-12-06T10:00:00Z') };
    expect(remittanceFile(late).ok).toBe(false);
  });
});

/** Firestore's stored size of a value (https://firebase.google.com/docs/firestore/storage-size). */
function sizeOf(v: unknown): number {
  if (v === null || typeof v === 'boolean') return 1;
  if (typeof v === 'number') return 8;
  if (typeof v === 'string') return Buffer.byteLength(v, 'utf8') + 1;
  if (Array.isArray(v)) return v.reduce((a: number, x) => a + sizeOf(x), 0);
  return Object.entries(v as Record<string, unknown>).reduce((a, [k, x]) => a + Buffer.byteLength(k) + 1 + sizeOf(x), 0);
}

describe('size', () => {
  it('1.000 items of the longest values stay well under the 1 MiB a document may hold', () => {
    const long = (n: number) => 'X'.repeat(n);
    const items = Array.from({ length: MAX_REMITTANCE_ITEMS }, (_, i) =>
      itemOf(i, {
        dueId: `${long(28)}${String(i).padStart(13, '0')}-12`,
        invoiceId: `${long(28)}${String(i).padStart(13, '0')}`,
        number: long(30),
        partyId: long(41),
        partyName: long(70),
        mandate: { reference: long(35), signatureDate: '2025-01-10' },
        bic: long(11),
        iban: long(34),
        town: long(35),
        endToEndId: long(35),
        paymentId: `${long(20)}_${long(44)}`,
        returned: { code: 'AM04', date: '2026-12-10' },
      }),
    );
    const bytes = sizeOf(storedRemittance('cobros', items));
    expect(bytes).toBeLessThan(700 * 1024);
  });
});
