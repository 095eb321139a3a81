import { describe, expect, it } from 'vitest';
import type { InvoiceContent, InvoiceLine } from './invoiceModel';
import { issueSlotOf, planDraft, planIssue, planPayment, withStoredParty, type IssueFacts } from './invoicePlans';

const NOW = new Date('2026-03-05T10:00:00Z');
const corporation = (extra: Record<string, unknown> = {}) => ({
  data: { legalName: 'Empresa S.L.', nif: 'B86561412', address: 'Calle Mayor, 1', postalCode: '28001', city: 'Madrid', province: 'Madrid', country: 'España', iban: 'ES91', salesSeries: 'F', rectificationSeries: 'R', ...extra },
});
const client = (extra: Record<string, unknown> = {}) => ({ name: 'Cliente Uno', nif: 'B86561412', paymentTermsDays: 30, recargoEquivalencia: false, irpfRate: 0, inUse: false, ...extra });
const line = (quantity: number, unitPriceCents: number, extra: Partial<InvoiceLine> = {}): InvoiceLine => ({
  description: 'Tornillo', code: 'T8', categoryId: null, unit: 'ud', quantity, unitPriceCents, discountPct: 0, vatRate: 21, exemption: null, sourceId: null, sourceLabel: null, ...extra,
});
const content = (extra: Partial<InvoiceContent> = {}): InvoiceContent => ({
  kind: 'output', type: 'ordinaria', partyId: 'c1', party: { name: '', nif: '', address: '', postalCode: '', city: '', province: '', country: '' },
  paymentTermsDays: 365, recargoEquivalencia: false, irpfRate: 0, operationDate: null, dueDate: null, lines: [line(2, 1000)], sourceIds: [], notes: '',
  rectifies: null, vendorInvoiceNumber: null, vendorInvoiceDate: null, ...extra,
});
const salida = (partyId = 'c1', extra: Record<string, unknown> = {}) => ({
  number: 'S-1', date: '2026-03-02', reference: 'ALB-1', partyId, state: 'confirmada', invoiced: false, invoiceId: null,
  lines: [{ categoryId: 'p1', code: 'P1', name: 'Producto', unit: 'ud', quantity: 2, unitPriceCents: 1000, discountPct: 0, vatRate: 21 }],
  ...extra,
});
const slot = () => {
  const s = issueSlotOf(corporation(), 'output', 'ordinaria', NOW);
  if ('ok' in s) throw new Error('slot');
  return s;
};
const facts = (extra: Partial<IssueFacts> = {}): IssueFacts => ({
  invoiceId: 'inv1', uid: 'u1', slot: slot(), content: content(), existing: undefined, party: client(), sources: [], original: null,
  vendorKeyTaken: false, counter: undefined, summary: undefined, ...extra,
});

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
    ['a sale takes the client\'s terms and recargo, and keeps the IRPF chosen for it', content({ paymentTermsDays: 365, irpfRate: 19 }), client({ recargoEquivalencia: true, irpfRate: 15 }), { paymentTermsDays: 30, recargoEquivalencia: true, irpfRate: 19 }],
    ['a purchase takes the vendor\'s terms and keeps its invoice\'s recargo and IRPF', content({ kind: 'input', recargoEquivalencia: true, irpfRate: 7 }), { name: 'V', nif: 'B1', paymentTermsDays: 60 }, { paymentTermsDays: 60, recargoEquivalencia: true, irpfRate: 7 }],
    ['terms missing on record are invalid (-1)', content(), client({ paymentTermsDays: 30.5 }), { paymentTermsDays: -1 }],
  ])('%s', (_what, c, party, expected) => {
    expect(withStoredParty(c, party)).toMatchObject({ ...expected, party: expect.objectContaining({ name: party.name }) });
  });
});

describe('planIssue', () => {
  it('numbers from the counter and computes totals, due date and the summary', () => {
    const plan = planIssue(facts({ counter: { next: 7 } }));
    expect(plan).toMatchObject({
      ok: true, numberText: 'F-2026-000007', counterNext: 8, partyInUse: true,
      invoice: { number: 7, year: 2026, series: 'F', baseCents: 2000, vatCents: 420, totalCents: 2420, dueDate: '2026-04-04', paymentTermsDays: 30, issuedBy: 'u1', createdBy: 'u1' },
      summary: { months: { '2026-03': { salesBaseCents: 2000, purchasesBaseCents: 0 } }, receivable: { '2026-04-04': 2420 } },
    });
  });

  it.each<[string, Partial<IssueFacts>, string, string?]>([
    ['an issued invoice', { existing: { state: 'emitida', kind: 'output', type: 'ordinaria' } }, 'notDraft'],
    ['a draft of another kind', { existing: { state: 'borrador', kind: 'input', type: 'ordinaria' } }, 'invalid', 'kind'],
    ['a missing party', { party: undefined }, 'partyMissing'],
    ['a client without NIF', { party: client({ nif: ' ' }) }, 'missingPartyNif', 'Cliente Uno'],
    ['a salida missing', { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: undefined }] }, 'sourceMissing', 's1'],
    ['a salida of another client', { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: salida('c2') }] }, 'sourceOtherParty', 'S-1'],
    ['a salida invoiced', { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: salida('c1', { invoiced: true, invoiceId: 'other' }) }] }, 'sourceInvoiced', 'S-1'],
    ['a salida not confirmed', { content: content({ sourceIds: ['s1'] }), sources: [{ id: 's1', data: salida('c1', { state: 'borrador' }) }] }, 'sourceNotConfirmed', 'S-1'],
    ['a line of a salida not listed', { content: content({ lines: [line(2, 1000, { sourceId: 's9' })] }) }, 'invalid', 'lines.0.sourceId'],
    ['no lines', { content: content({ lines: [] }) }, 'invalid', 'lines:noLines'],
    ['a vendor number taken', { content: content({ kind: 'input', partyId: 'v1', vendorInvoiceNumber: 'FA-1', vendorInvoiceDate: '2026-03-01', dueDate: '2026-03-31' }), vendorKeyTaken: true }, 'duplicateVendorInvoice', 'FA-1'],
  ])('refuses %s', (_what, extra, code, detail) => {
    const plan = planIssue(facts(extra));
    expect(plan).toMatchObject({ ok: false, code });
    if (detail !== undefined) expect(plan).toMatchObject({ detail });
  });

  const rectifying = (extra: Partial<InvoiceContent> = {}) => content({
    type: 'rectificativa', lines: [line(-1, 1000, { sourceId: 's1' })],
    rectifies: { invoiceId: 'orig', numberText: 'forged', issueDate: '1999-01-01', mode: 'difference', reason: 'Devolución' }, ...extra,
  });
  const original = (extra: Record<string, unknown> = {}) => ({ kind: 'output', type: 'ordinaria', state: 'emitida', partyId: 'c1', numberText: 'F-2026-000001', issueDate: '2026-03-01', sourceIds: ['s1'], rectifiedBy: [], ...extra });

  it('rectifies: copies what the original is called and appends itself to its rectifiedBy', () => {
    expect(planIssue(facts({ content: rectifying(), original: original() }))).toMatchObject({
      ok: true, rectifiedBy: [{ invoiceId: 'inv1', numberText: 'F-2026-000001' }],
      invoice: { rectifies: { numberText: 'F-2026-000001', issueDate: '2026-03-01' }, baseCents: -1000 },
    });
  });

  it.each<[string, Partial<IssueFacts>, string]>([
    ['an original missing', { content: rectifying(), original: undefined }, 'originalNotRectifiable'],
    ['an original of another client', { content: rectifying(), original: original({ partyId: 'c2' }) }, 'originalNotRectifiable'],
    ['a draft original', { content: rectifying(), original: original({ state: 'borrador' }) }, 'originalNotRectifiable'],
    ['a line naming a salida the original does not list', { content: rectifying(), original: original({ sourceIds: [] }) }, 'invalid'],
    ['salidas listed on a rectificativa', { content: rectifying({ sourceIds: ['s1'] }), original: original() }, 'invalid'],
    ['a 21st rectificativa', { content: rectifying(), original: original({ rectifiedBy: Array.from({ length: 20 }, (_, i) => ({ invoiceId: `r${i}`, numberText: 'R' })) }) }, 'tooManyRectifications'],
  ])('refuses a rectificativa with %s', (_what, extra, code) => {
    expect(planIssue(facts(extra))).toMatchObject({ ok: false, code });
  });
});

describe('planDraft', () => {
  it('stores no number and the party as on record', () => {
    expect(planDraft({ invoiceId: 'd1', uid: 'u1', now: NOW, content: content(), existing: undefined, party: client() })).toMatchObject({
      ok: true, partyInUse: true, invoice: { state: 'borrador', number: null, year: null, issuer: null, date: '2026-03-05', paymentTermsDays: 30, totalCents: 2420, createdBy: 'u1' },
    });
  });

  it.each<[string, Record<string, unknown> | undefined, Record<string, unknown> | undefined, InvoiceContent, string]>([
    ['an issued invoice', { state: 'emitida' }, client(), content(), 'notDraft'],
    ['a missing party', undefined, undefined, content(), 'partyMissing'],
    ['a line naming an unlisted salida', undefined, client(), content({ lines: [line(1, 1, { sourceId: 's1' })] }), 'invalid'],
  ])('refuses %s', (_what, existing, party, c, code) => {
    expect(planDraft({ invoiceId: 'd1', uid: 'u1', now: NOW, content: c, existing, party })).toMatchObject({ ok: false, code });
  });
});

describe('planPayment', () => {
  const issued = { kind: 'output', state: 'emitida', status: 'pendiente', date: '2026-03-05', dueDate: '2026-04-04', baseCents: 2000, totalCents: 2420 };
  const summary = { months: { '2026-03': { salesBaseCents: 2000, purchasesBaseCents: 0 } }, receivable: { '2026-04-04': 2420 }, payable: {} };
  it.each<[string, Record<string, unknown> | undefined, Parameters<typeof planPayment>[2], unknown]>([
    ['paid: the total leaves the receivable', issued, { paidDate: '2026-03-06', paymentMethod: 'efectivo' }, { ok: true, fields: { status: 'pagada' }, summary: { receivable: {} } }],
    ['pending again: nothing moves when it was pending', issued, null, { ok: true, fields: { status: 'pendiente', paidDate: null }, summary: { receivable: { '2026-04-04': 2420 } } }],
    ['a draft', { ...issued, state: 'borrador' }, null, { ok: false, code: 'notIssued' }],
    ['nothing', undefined, null, { ok: false, code: 'notFound' }],
  ])('%s', (_what, invoice, payment, expected) => {
    expect(planPayment(invoice, summary, payment)).toMatchObject(expected as object);
  });
});
