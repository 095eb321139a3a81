import { describe, expect, it } from 'vitest';
import type { Instalment } from '../payments/dues';
import { CREDIT_KEY } from '../summaries';
import { testContent, testCorporation, testLine } from './invoiceFixtures.test-data';
import type { InvoiceContent, InvoiceLine } from './invoiceModel';
import { issueSlotOf, planDraft, planIssue, withStoredParty, type IssueFacts } from './invoicePlans';
import { invoiceFromStored } from './invoiceStored';

type Data = Record<string, unknown>;
/** A stored invoice as the commands read it (invoiceFromStored); undefined: not there. */
const stored = (d: Data | undefined) => (d ? invoiceFromStored('x', d)! : undefined);
/** IssueFacts with the invoices as stored, read as the issuing command reads them. */
type RawFacts = Omit<IssueFacts, 'existing' | 'original' | 'family'> & {
  existing: Data | undefined;
  original: Data | undefined | null;
  family: { id: string; data: Data | undefined }[];
};

const NOW = new Date('2026-03-05T10:00:00Z');
const corporation = testCorporation;
const client = (extra: Record<string, unknown> = {}) => ({
  name: 'Cliente Uno',
  nif: 'B86561412',
  paymentTermsDays: 30,
  recargoEquivalencia: false,
  irpfRate: 0,
  inUse: false,
  ...extra,
});
const line = (quantity: number, unitPriceCents: number, extra: Partial<InvoiceLine> = {}): InvoiceLine =>
  testLine({ quantity, unitPriceCents, tobacco: false, ...extra });
const content = (extra: Partial<InvoiceContent> = {}): InvoiceContent =>
  testContent({ paymentTermsDays: 365, lines: [line(2, 1000)], investmentGoods: false, premisesRental: false, ...extra });
const salida = (partyId = 'c1', extra: Record<string, unknown> = {}) => ({
  number: 'S-1',
  date: '2026-03-02',
  reference: 'ALB-1',
  partyId,
  state: 'confirmada',
  invoiced: false,
  invoiceId: null,
  lines: [{ categoryId: 'p1', code: 'P1', name: 'Producto', unit: 'ud', quantity: 2, unitPriceCents: 1000, discountPct: 0, vatRate: 21 }],
  ...extra,
});
const slot = () => {
  const s = issueSlotOf(corporation(), 'output', 'ordinaria', NOW);
  if ('ok' in s) throw new Error('slot');
  return s;
};
const facts = (extra: Partial<RawFacts> = {}): IssueFacts => {
  const raw: RawFacts = {
    invoiceId: 'inv1',
    uid: 'u1',
    slot: slot(),
    content: content(),
    existing: undefined,
    party: client(),
    sources: [],
    original: null,
    family: [],
    vendorKeyTaken: false,
    counter: undefined,
    summary: undefined,
    ...extra,
  };
  return {
    ...raw,
    existing: stored(raw.existing),
    original: raw.original === null ? null : stored(raw.original),
    family: raw.family.map((m) => ({ id: m.id, data: stored(m.data) })),
  };
};

describe('issueSlotOf', () => {
  it.each<[Date, string, number]>([
    [new Date('2026-03-05T10:00:00Z'), '2026-03-05', 2026],
    [new Date('2025-12-31T23:30:00Z'), '2026-01-01', 2026],
    [new Date('2026-06-30T22:30:00Z'), '2026-07-01', 2026],
  ])('at %s issues on %s in the integer year %d (Madrid)', (now, issueDate, year) => {
    expect(issueSlotOf(corporation(), 'output', 'ordinaria', now)).toMatchObject({ issueDate, year, series: 'F', counterKey: `F-${year}` });
  });

  it.each<[string, Record<string, unknown> | undefined, 'output' | 'input', 'ordinaria' | 'rectificativa', unknown]>([
    ['rectificativas in the rectification series', corporation(), 'output', 'rectificativa', { series: 'R', counterKey: 'R-2026' }],
    ['purchases in the registry', corporation(), 'input', 'ordinaria', { series: 'REG', counterKey: 'registro-2026' }],
    ['the issuer with its IBAN', corporation(), 'output', 'ordinaria', { issuer: expect.objectContaining({ iban: 'ES91' }) }],
    ['no company data', undefined, 'output', 'ordinaria', { ok: false, code: 'missingCompanyData' }],
    ['no NIF', corporation({ nif: '' }), 'output', 'ordinaria', { ok: false, code: 'missingCompanyData' }],
    ['a series with a hyphen', corporation({ salesSeries: 'F-1' }), 'output', 'ordinaria', { ok: false, code: 'missingCompanyData' }],
  ])('%s', (_what, corp, kind, type, expected) => {
    expect(issueSlotOf(corp, kind, type, NOW)).toMatchObject(expected as object);
  });
});

describe('withStoredParty', () => {
  it.each<[string, InvoiceContent, Record<string, unknown>, Partial<InvoiceContent>]>([
    [
      "a sale takes the client's terms and recargo, and keeps the IRPF chosen for it",
      content({ paymentTermsDays: 365, irpfRate: 19 }),
      client({ recargoEquivalencia: true, irpfRate: 15 }),
      { paymentTermsDays: 30, recargoEquivalencia: true, irpfRate: 19 },
    ],
    [
      "a purchase takes the vendor's terms and keeps its invoice's recargo and IRPF",
      content({ kind: 'input', recargoEquivalencia: true, irpfRate: 7 }),
      { name: 'V', nif: 'B1', paymentTermsDays: 60 },
      { paymentTermsDays: 60, recargoEquivalencia: true, irpfRate: 7 },
    ],
    ['terms missing on record are invalid (-1)', content(), client({ paymentTermsDays: 30.5 }), { paymentTermsDays: -1 }],
  ])('%s', (_what, c, party, expected) => {
    expect(withStoredParty(c, party)).toMatchObject({ ...expected, party: expect.objectContaining({ name: party.name }) });
  });
});

describe('planIssue', () => {
  it('numbers from the counter and computes totals, due date and the summary', () => {
    const plan = planIssue(facts({ counter: { next: 7 } }));
    expect(plan).toMatchObject({
      ok: true,
      numberText: 'F-2026-000007',
      counterNext: 8,
      partyInUse: true,
      invoice: {
        number: 7,
        year: 2026,
        series: 'F',
        baseCents: 2000,
        vatCents: 420,
        totalCents: 2420,
        dueDate: '2026-04-04',
        paymentTermsDays: 30,
        issuedBy: 'u1',
        createdBy: 'u1',
      },
      summary: { months: { '2026-03': { salesBaseCents: 2000, purchasesBaseCents: 0 } }, receivable: { '2026-04-04': 2420 } },
    });
  });

  it.each<[string, Partial<RawFacts>, string, string?]>([
    ['an issued invoice', { existing: { state: 'emitida', kind: 'output', type: 'ordinaria' } }, 'notDraft'],
    ['a draft of another kind', { existing: { state: 'borrador', kind: 'input', type: 'ordinaria' } }, 'invalid', 'kind'],
    ['a missing party', { party: undefined }, 'partyMissing'],
    ['a client without NIF (its name is not repeated: it would reach the browser console)', { party: client({ nif: ' ' }) }, 'missingPartyNif', ''],
    ['a salida missing', { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: undefined }] }, 'sourceMissing', 's1'],
    [
      'a salida of another client',
      { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: salida('c2') }] },
      'sourceOtherParty',
      'S-1',
    ],
    [
      'a salida invoiced',
      { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: salida('c1', { invoiced: true, invoiceId: 'other' }) }] },
      'sourceInvoiced',
      'S-1',
    ],
    [
      'a salida not confirmed',
      { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: salida('c1', { state: 'borrador' }) }] },
      'sourceNotConfirmed',
      'S-1',
    ],
    ['a line of a salida not listed', { content: content({ lines: [line(2, 1000, { sourceId: 's9' })] }) }, 'invalid', 'lines.0.sourceId'],
    ['no lines', { content: content({ lines: [] }) }, 'invalid', 'lines:noLines'],
    [
      'a vendor number taken',
      {
        content: content({ kind: 'input', partyId: 'v1', vendorInvoiceNumber: 'FA-1', vendorInvoiceDate: '2026-03-01', dueDate: '2026-03-31' }),
        vendorKeyTaken: true,
      },
      'duplicateVendorInvoice',
      'FA-1',
    ],
  ])('refuses %s', (_what, extra, code, detail) => {
    const plan = planIssue(facts(extra));
    expect(plan).toMatchObject({ ok: false, code });
    if (detail !== undefined) expect(plan).toMatchObject({ detail });
  });

  const rectifying = (extra: Partial<InvoiceContent> = {}) =>
    content({
      type: 'rectificativa',
      lines: [line(-1, 1000, { sourceId: 's1' })],
      rectifies: {
        invoiceId: 'orig',
        numberText: 'forged',
        issueDate: '1999-01-01',
        mode: 'difference',
        code: 'R1',
        reason: 'Devolución',
        replaced: null,
      },
      ...extra,
    });
  const original = (extra: Record<string, unknown> = {}) => ({
    kind: 'output',
    type: 'ordinaria',
    state: 'emitida',
    partyId: 'c1',
    numberText: 'F-2026-000001',
    issueDate: '2026-03-01',
    sourceIds: ['s1'],
    rectifiedBy: [],
    // As stored: 2 × 10,00 € of Tornillo at 21 % (24,20 €): what a rectificativa may take down.
    lines: [{ ...line(2, 1000, { sourceId: 's1' }), baseCents: 2000 }],
    breakdown: [{ vatRate: 21, exemption: null, baseCents: 2000, vatCents: 420, recargoRate: 0, recargoCents: 0 }],
    baseCents: 2000,
    vatCents: 420,
    totalCents: 2420,
    payableCents: 2420,
    ...extra,
  });

  // Issue 26: credit is bounded by what stands; a line from a salida by what the salida delivered.
  it.each<[string, Partial<RawFacts>, string, string]>([
    [
      'a credit of −12.100 € against 24,20 €',
      { content: rectifying({ lines: [line(-1000, 1000, { sourceId: 's1' })] }) },
      'creditOverStanding',
      'Tornillo: quedan 2',
    ],
    [
      'a credit after an earlier one took it all',
      {
        content: rectifying(),
        original: original({ rectifiedBy: [{ invoiceId: 'r0', numberText: 'R-2026-000001' }] }),
        family: [
          {
            id: 'r0',
            data: {
              state: 'emitida',
              rectifies: { mode: 'difference' },
              lines: [{ ...line(-2, 1000), baseCents: -2000 }],
              breakdown: [{ vatRate: 21, exemption: null, baseCents: -2000, vatCents: -420, recargoRate: 0, recargoCents: 0 }],
              baseCents: -2000,
              vatCents: -420,
              totalCents: -2420,
              payableCents: -2420,
            },
          },
        ],
      },
      'creditOverStanding',
      'Tornillo: quedan 0',
    ],
    [
      'a line of a salida with another product',
      {
        content: content({ sourceIds: ['s1'], lines: [line(1, 1000, { sourceId: 's1', categoryId: 'p2' })] }),
        sources: [{ id: 's1', data: salida() }],
      },
      'sourceLineMismatch',
      'S-1 (línea 1)',
    ],
    [
      'a line of a salida with more than it delivered',
      {
        content: content({ sourceIds: ['s1'], lines: [line(3, 1000, { sourceId: 's1', categoryId: 'p1' })] }),
        sources: [{ id: 's1', data: salida() }],
      },
      'sourceOverRemaining',
      'S-1 (línea 1): quedan 2',
    ],
    [
      'a salida with returns invoiced in full',
      {
        content: content({ sourceIds: ['s1'], lines: [line(2, 1000, { sourceId: 's1', categoryId: 'p1' })] }),
        sources: [{ id: 's1', data: salida('c1', { returned: { '0': 1 } }) }],
      },
      'sourceOverRemaining',
      'S-1 (línea 1): quedan 1',
    ],
  ])('issue 26: refuses %s', (_what, extra, code, detail) => {
    const plan = planIssue(facts({ original: original(), ...extra }));
    expect(plan).toMatchObject({ ok: false, code });
    expect(plan.ok === false && plan.detail.replace(/\u00a0/g, ' ')).toBe(detail);
  });

  it('issue 26: a salida with returns is invoiced for what remains', () => {
    const plan = planIssue(
      facts({
        content: content({ sourceIds: ['s1'], lines: [line(1, 1000, { sourceId: 's1', categoryId: 'p1' })] }),
        sources: [{ id: 's1', data: salida('c1', { returned: { '0': 1 } }) }],
      }),
    );
    expect(plan).toMatchObject({ ok: true });
  });

  it('rectifies: copies what the original is called and appends itself to its rectifiedBy', () => {
    expect(planIssue(facts({ content: rectifying(), original: original() }))).toMatchObject({
      ok: true,
      originalUpdate: { rectifiedBy: [{ invoiceId: 'inv1', numberText: 'F-2026-000001' }] },
      familyUpdates: [],
      invoice: { rectifies: { numberText: 'F-2026-000001', issueDate: '2026-03-01', code: 'R1', replaced: null }, baseCents: -1000 },
    });
  });

  it.each<[string, Partial<RawFacts>, string]>([
    ['an original missing', { content: rectifying(), original: undefined }, 'originalNotRectifiable'],
    ['an original of another client', { content: rectifying(), original: original({ partyId: 'c2' }) }, 'originalNotRectifiable'],
    ['a draft original', { content: rectifying(), original: original({ state: 'borrador' }) }, 'originalNotRectifiable'],
    ['a line naming a salida the original does not list', { content: rectifying(), original: original({ sourceIds: [] }) }, 'invalid'],
    ['salidas listed on a rectificativa', { content: rectifying({ sourceIds: ['s1'] }), original: original() }, 'invalid'],
    [
      'R5 on an invoice that is not simplified',
      {
        content: rectifying({
          rectifies: { invoiceId: 'orig', numberText: '', issueDate: '', mode: 'difference', code: 'R5', reason: 'Devolución', replaced: null },
        }),
        original: original(),
      },
      'invalid',
    ],
    [
      'an earlier rectificativa not at hand',
      { content: rectifying(), original: original({ rectifiedBy: [{ invoiceId: 'r1', numberText: 'R-2026-000001' }] }), family: [] },
      'originalNotRectifiable',
    ],
    [
      'a 21st rectificativa',
      { content: rectifying(), original: original({ rectifiedBy: Array.from({ length: 20 }, (_, i) => ({ invoiceId: `r${i}`, numberText: 'R' })) }) },
      'tooManyRectifications',
    ],
  ])('refuses a rectificativa with %s', (_what, extra, code) => {
    expect(planIssue(facts(extra))).toMatchObject({ ok: false, code });
  });
});

/**
 * Issue 12 item 7, by hand. F-1: 1.000,00 at 21 % = 1.210,00, pending. R-1 by difference: −100,00
 * → −121,00. R-2 by substitution: 800,00 → 968,00. It replaces F-1 as it then stood, 900,00 +
 * 189,00 = 1.089,00 (RD 1619/2012 art. 15), not F-1's 1.210,00; F-1 and R-1 stop being pending and
 * the client owes 968,00. Sales in the month: 1.000 − 100 + (800 − 900) = 800,00.
 */
describe('planIssue: a substitution replaces the invoice as it then stood', () => {
  const issuedDoc = (plan: ReturnType<typeof planIssue>) => {
    if (!plan.ok) throw new Error(plan.code);
    return plan.invoice;
  };
  const sale1 = issuedDoc(planIssue(facts({ invoiceId: 'F1', content: content({ lines: [line(1, 100000)] }) })));
  const substitution = (extra: Partial<InvoiceContent>, lines = [line(1, 80000)]) =>
    content({
      type: 'rectificativa',
      lines,
      rectifies: { invoiceId: 'F1', numberText: '', issueDate: '', mode: 'substitution', code: 'R1', reason: 'Precio pactado', replaced: null },
      ...extra,
    });

  it('after a difference: replaces 900,00 + 189,00, settles F-1 (R-1 was set off against it at issue), and the client owes 968,00', () => {
    const difference = content({
      type: 'rectificativa',
      lines: [line(-1, 10000)],
      rectifies: { invoiceId: 'F1', numberText: '', issueDate: '', mode: 'difference', code: 'R1', reason: 'Devolución', replaced: null },
    });
    const afterSale = planIssue(facts({ invoiceId: 'F1', content: content({ lines: [line(1, 100000)] }) }));
    if (!afterSale.ok) throw new Error('sale');
    const r1Plan = planIssue(
      facts({ invoiceId: 'R1', content: difference, original: sale1, summary: afterSale.summary as unknown as Record<string, unknown> }),
    );
    if (!r1Plan.ok) throw new Error(r1Plan.code);
    const original = { ...sale1, ...r1Plan.originalUpdate };
    const r2Plan = planIssue(
      facts({
        invoiceId: 'R2',
        content: substitution({}),
        original,
        family: [{ id: 'R1', data: r1Plan.invoice }],
        summary: r1Plan.summary as unknown as Record<string, unknown>,
      }),
    );
    expect(r2Plan).toMatchObject({
      ok: true,
      invoice: {
        totalCents: 96800,
        rectifies: {
          mode: 'substitution',
          replaced: { baseCents: 90000, vatCents: 18900, totalCents: 108900, payableCents: 108900, settledCents: 0 },
        },
      },
      originalUpdate: { status: 'sustituida' },
      // R-1's credit was set off against F-1 when it was issued (issue 30): nothing of it is open.
      familyUpdates: [],
      summary: { months: { '2026-03': { salesBaseCents: 80000 } }, receivable: { '2026-04-04': 96800 } },
    });
  });

  it('after an earlier substitution: replaces that one (968,00), not the original', () => {
    const r1Plan = planIssue(facts({ invoiceId: 'R1', content: substitution({}), original: sale1 }));
    if (!r1Plan.ok) throw new Error(r1Plan.code);
    const r2Plan = planIssue(
      facts({
        invoiceId: 'R2',
        content: substitution({}, [line(1, 70000)]),
        original: { ...sale1, ...r1Plan.originalUpdate },
        family: [{ id: 'R1', data: r1Plan.invoice }],
      }),
    );
    expect(r2Plan).toMatchObject({
      ok: true,
      invoice: { rectifies: { replaced: { baseCents: 80000, totalCents: 96800 } } },
      familyUpdates: [{ id: 'R1' }],
    });
    // F-1 was already settled by R-1: it is not settled twice.
    expect(r2Plan.ok && r2Plan.originalUpdate).not.toHaveProperty('status');
  });

  it('of a paid invoice: only the difference is owed (968,00 − 1.210,00 collected = −242,00 to give back)', () => {
    const instalments = (sale1.instalments as Instalment[]).map((i) => ({ ...i, paidCents: i.amountCents }));
    const plan = planIssue(facts({ invoiceId: 'R1', content: substitution({}), original: { ...sale1, status: 'pagada', instalments } }));
    expect(plan).toMatchObject({
      ok: true,
      invoice: { rectifies: { replaced: { settledCents: 121000 } } },
      familyUpdates: [],
      summary: { receivable: { [CREDIT_KEY]: -24200 } },
    });
    expect(plan.ok && plan.originalUpdate).not.toHaveProperty('status');
  });

  it('keeps the operation date as the date the VAT falls due (LIVA art. 75)', () => {
    expect(planIssue(facts({ content: content({ operationDate: '2026-02-27' }) }))).toMatchObject({
      ok: true,
      invoice: { taxDate: '2026-02-27', date: '2026-03-05' },
    });
    expect(planIssue(facts())).toMatchObject({ ok: true, invoice: { taxDate: '2026-03-05' } });
  });

  it('splits the invoice total from what is paid when IRPF is withheld', () => {
    const plan = planIssue(
      facts({
        party: client({ irpfRate: 15 }),
        content: content({ irpfRate: 15, lines: [line(1, 432000), line(1, 50000, { vatRate: 0, exemption: 'E1' })] }),
      }),
    );
    expect(plan).toMatchObject({
      ok: true,
      invoice: { totalCents: 572720, irpfCents: 72300, payableCents: 500420 },
      summary: { receivable: { '2026-04-04': 500420 } },
    });
  });
});

describe('planDraft', () => {
  it('stores no number and the party as on record', () => {
    expect(planDraft({ invoiceId: 'd1', uid: 'u1', now: NOW, content: content(), existing: undefined, party: client() })).toMatchObject({
      ok: true,
      partyInUse: true,
      invoice: {
        state: 'borrador',
        number: null,
        year: null,
        issuer: null,
        date: '2026-03-05',
        paymentTermsDays: 30,
        totalCents: 2420,
        createdBy: 'u1',
      },
    });
  });

  it.each<[string, Record<string, unknown> | undefined, Record<string, unknown> | undefined, InvoiceContent, string]>([
    ['an issued invoice', { state: 'emitida' }, client(), content(), 'notDraft'],
    ['a missing party', undefined, undefined, content(), 'partyMissing'],
    ['a line naming an unlisted salida', undefined, client(), content({ lines: [line(1, 1, { sourceId: 's1' })] }), 'invalid'],
  ])('refuses %s', (_what, existing, party, c, code) => {
    expect(planDraft({ invoiceId: 'd1', uid: 'u1', now: NOW, content: c, existing: stored(existing), party })).toMatchObject({ ok: false, code });
  });
});
