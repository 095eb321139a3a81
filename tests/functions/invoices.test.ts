/**
 * The invoice commands (functions/src/invoices) called as the app calls them, through the
 * Functions emulator, then read back from Firestore: what an honest issue stores, and every
 * attack of "Trusted ledgers" — forged totals, issuer IBAN, year, series or number, an unknown
 * recipient, other payment terms than the client's, a salida invoiced twice or of another
 * client, a line copied from a salida with another price — ignored or refused.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDaysIso } from '../../src/domain/dates';
import { foldInvoices, invoiceFactsOf, invoiceSummaryOf } from '../../src/domain/summaries';
import { corpData } from '../rules/support';
import {
  clientDoc,
  confirmedStockDocument,
  invoiceLine,
  partyDoc,
  purchaseContent,
  salesContent,
  seededAt,
  thisYear,
  today,
} from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';

const CORP = 'corpInvoices';
const OTHER = 'corpInvoicesOther';
const BASE = `corporations/${CORP}`;
const IBAN = 'ES9121000418450200051332';
const USER = 'invUser';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

const profile = (corpId: string, role: string, active = true) => ({
  name: 'P',
  email: 'p@example.com',
  corpId,
  role,
  active,
  createdAt: seededAt,
  updatedAt: seededAt,
});

beforeEach(async () => {
  await env.clearFirestore();
  await asAdmin(env, async (db) => {
    for (const corpId of [CORP, OTHER]) {
      await setDoc(doc(db, `corporations/${corpId}`), { name: corpId, data: corpData({ iban: IBAN }), createdAt: seededAt, updatedAt: seededAt });
    }
    await setDoc(doc(db, `users/${USER}`), profile(CORP, 'user'));
    await setDoc(doc(db, 'users/invAdmin'), profile(CORP, 'admin'));
    await setDoc(doc(db, 'users/invRestricted'), profile(CORP, 'restricted'));
    await setDoc(doc(db, 'users/invInactive'), profile(CORP, 'admin', false));
    await setDoc(doc(db, 'users/invOther'), profile(OTHER, 'admin'));
    await setDoc(doc(db, `${BASE}/clients/c1`), clientDoc('Cliente Uno', { inUse: false }));
    await setDoc(doc(db, `${BASE}/clients/c2`), clientDoc('Cliente Dos'));
    await setDoc(doc(db, `${BASE}/clients/cSinNif`), clientDoc('Consumidor Final', { nif: '' }));
    await setDoc(doc(db, `${BASE}/clients/cRE`), clientDoc('Tienda en RE', { recargoEquivalencia: true, irpfRate: 15, paymentTermsDays: 60 }));
    await setDoc(doc(db, `${BASE}/vendors/v1`), partyDoc('Proveedor Uno'));
    // s1: 2 × 10,00 € and s2: 3 × 5,00 € of client c1; s3 of client c2; s4 a borrador; e1 an entrada of v1.
    await setDoc(doc(db, `${BASE}/outputs/s1`), confirmedStockDocument('S-1', 'c1'));
    await setDoc(doc(db, `${BASE}/outputs/s2`), {
      ...confirmedStockDocument('S-2', 'c1'),
      lines: [{ categoryId: 'p2', code: 'P2', name: 'Producto p2', unit: 'ud', quantity: 3, unitPriceCents: 500, discountPct: 0, vatRate: 21 }],
    });
    await setDoc(doc(db, `${BASE}/outputs/s3`), confirmedStockDocument('S-3', 'c2'));
    await setDoc(doc(db, `${BASE}/outputs/s4`), { ...confirmedStockDocument('S-4', 'c1'), state: 'borrador', confirmedAt: null, confirmedBy: null });
    await setDoc(doc(db, `${BASE}/inputs/e1`), confirmedStockDocument('E-1', 'v1'));
  });
});

const read = (path: string) => asAdmin(env, async (db: Firestore) => (await getDoc(doc(db, path))).data());
const readAll = (path: string) =>
  asAdmin(env, async (db: Firestore) =>
    (await getDocs(collection(db, path))).docs.map((d): Record<string, unknown> & { id: string } => ({ id: d.id, ...d.data() })),
  );
const issue = (content: unknown, invoiceId: string | null = null, uid = USER) =>
  callAs<{ id: string; numberText: string }>(uid, 'issueInvoice', { corpId: CORP, invoiceId, content });
const issueOk = (content: unknown, invoiceId: string | null = null) =>
  expectOk<{ id: string; numberText: string }>(USER, 'issueInvoice', { corpId: CORP, invoiceId, content });
const number = (n: number, series = 'F') => `${series}-${thisYear()}-${String(n).padStart(6, '0')}`;
/** A line of a salida as the editor copies it (linesFromSources). */
const sourceLine = (sourceId: string, quantity: number, unitPriceCents: number) =>
  invoiceLine(quantity, unitPriceCents, 21, { description: 'Producto p1', code: 'P1', categoryId: 'p1', sourceId, sourceLabel: 'Albarán' });

describe('issueInvoice: an honest sales invoice', () => {
  it('stores 2 × 10,00 € at 21 % as base 20,00, IVA 4,20, total 24,20, numbered F-<year>-000001 then 000002', async () => {
    const first = await issueOk(salesContent());
    expect(first.numberText).toBe(number(1));
    const stored = await read(`${BASE}/invoices/${first.id}`);
    expect(stored).toMatchObject({
      state: 'emitida',
      status: 'pendiente',
      series: 'F',
      year: thisYear(),
      number: 1,
      numberText: number(1),
      issueDate: today(),
      date: today(),
      issuedBy: USER,
      createdBy: USER,
      baseCents: 2000,
      vatCents: 420,
      recargoCents: 0,
      irpfCents: 0,
      totalCents: 2420,
      breakdown: [expect.objectContaining({ vatRate: 21, baseCents: 2000, vatCents: 420 })],
      lines: [expect.objectContaining({ quantity: 2, unitPriceCents: 1000, baseCents: 2000 })],
      issuer: expect.objectContaining({ legalName: 'Empresa S.L.', nif: 'B86561412', iban: IBAN }),
      party: expect.objectContaining({ name: 'Cliente Uno', nif: 'B86561412' }),
      paymentTermsDays: 30,
      dueDate: addDaysIso(today(), 30),
    });
    expect(Number.isInteger(stored!.year)).toBe(true);
    expect((await issueOk(salesContent({ notes: 'Segunda' }))).numberText).toBe(number(2));
    expect(await read(`${BASE}/counters/F-${thisYear()}`)).toMatchObject({ next: 3 });
    expect(await read(`${BASE}/clients/c1`)).toMatchObject({ inUse: true });
  });

  it('issues a saved draft in place; the draft had no number', async () => {
    const { id } = await expectOk<{ id: string }>(USER, 'saveInvoiceDraft', { corpId: CORP, invoiceId: null, content: salesContent() });
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({
      state: 'borrador',
      number: null,
      numberText: null,
      year: null,
      totalCents: 2420,
      createdBy: USER,
    });
    const issued = await issueOk(salesContent({ notes: 'Ya emitida' }), id);
    expect(issued.id).toBe(id);
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({ state: 'emitida', number: 1, notes: 'Ya emitida' });
    expect(await issue(salesContent(), id)).toMatchObject({ ok: false, code: 'notDraft' });
    expect(await callAs(USER, 'saveInvoiceDraft', { corpId: CORP, invoiceId: id, content: salesContent() })).toMatchObject({
      ok: false,
      code: 'notDraft',
    });
  });

  it("applies the client's recargo de equivalencia and terms, with the IRPF chosen in the editor", async () => {
    const { id } = await issueOk(salesContent({ partyId: 'cRE', irpfRate: 15 }));
    // Total factura 2000 base + 420 IVA + 104 recargo (5,2 %) = 2524; to pay, less 300 IRPF (15 %): 2224.
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({
      recargoEquivalencia: true,
      irpfRate: 15,
      recargoCents: 104,
      irpfCents: 300,
      totalCents: 2524,
      payableCents: 2224,
      paymentTermsDays: 60,
      dueDate: addDaysIso(today(), 60),
    });
  });
});

describe('issueInvoice: what the browser cannot choose', () => {
  it('recomputes forged totals, breakdown and line bases from the lines', async () => {
    const forged = {
      ...salesContent(),
      lines: [{ ...invoiceLine(2, 1000), baseCents: 1 }],
      baseCents: 1,
      vatCents: 0,
      totalCents: 1,
      breakdown: [{ vatRate: 21, baseCents: 1, vatCents: 0 }],
    };
    const { id } = await issueOk(forged);
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({
      baseCents: 2000,
      vatCents: 420,
      totalCents: 2420,
      lines: [expect.objectContaining({ baseCents: 2000 })],
    });
  });

  it('takes the issuer, with its IBAN, from the company record', async () => {
    const forged = { ...salesContent(), issuer: { legalName: 'Empresa S.L.', nif: 'B86561412', iban: 'ES7620770024003102575766' } };
    const { id } = await issueOk(forged);
    expect((await read(`${BASE}/invoices/${id}`))!.issuer).toMatchObject({ iban: IBAN });
  });

  it('keeps one sequence whatever year, series or number the content names (2026.0, "X", 99)', async () => {
    await issueOk({ ...salesContent(), year: 2026.0, series: 'X', number: 99, numberText: 'X-2026.0-000099' });
    await issueOk({ ...salesContent(), year: `${thisYear()}.0`, series: 'F2', number: 1 });
    const invoices = await readAll(`${BASE}/invoices`);
    expect(invoices.map((i) => i.numberText).sort()).toEqual([number(1), number(2)]);
    expect(invoices.every((i) => i.year === thisYear() && i.series === 'F')).toBe(true);
    expect((await readAll(`${BASE}/counters`)).map((c) => c.id)).toEqual([`F-${thisYear()}`]);
  });

  it('takes the recipient and the payment terms from the stored client: 365 days asked, its 30 given', async () => {
    const forged = salesContent({
      paymentTermsDays: 365,
      recargoEquivalencia: true,
      party: { ...salesContent().party, name: 'Otro', nif: '12345678Z' },
    });
    const { id } = await issueOk(forged);
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({
      paymentTermsDays: 30,
      dueDate: addDaysIso(today(), 30),
      recargoEquivalencia: false,
      party: expect.objectContaining({ name: 'Cliente Uno', nif: 'B86561412' }),
    });
  });

  it('refuses a recipient that does not exist, and one without NIF', async () => {
    expect(await issue(salesContent({ partyId: 'fantasma' }))).toMatchObject({ ok: false, code: 'partyMissing' });
    expect(await issue(salesContent({ partyId: 'cSinNif' }))).toMatchObject({ ok: false, code: 'missingPartyNif' });
    expect(await readAll(`${BASE}/invoices`)).toEqual([]);
  });

  it('refuses integers sent as fractions and values of the wrong type', async () => {
    expect(await issue(salesContent({ lines: [invoiceLine(2, 1000.5)] }))).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'lines.0.unitPriceCents' },
    });
    expect(await issue(salesContent({ paymentTermsDays: 30.5 }))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await issue({ ...salesContent(), lines: 'x' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await issue({ ...salesContent(), kind: 'venta' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await issue(salesContent({ lines: [] }))).toMatchObject({ ok: false, code: 'invalid' });
    expect(await readAll(`${BASE}/invoices`)).toEqual([]);
  });
});

describe('issueInvoice: salidas', () => {
  it('invoices a salida with its lines as edited, totals recomputed from them, and marks it invoiced', async () => {
    const { id } = await issueOk(salesContent({ sourceIds: ['s1'], lines: [sourceLine('s1', 2, 950)], totalCents: 1 } as never));
    const stored = await read(`${BASE}/invoices/${id}`);
    // 2 × 9,50 = 19,00 base; 3,99 IVA at 21 %.
    expect(stored).toMatchObject({ sourceIds: ['s1'], baseCents: 1900, vatCents: 399, totalCents: 2299 });
    expect(stored!.lines).toEqual([expect.objectContaining({ quantity: 2, unitPriceCents: 950, sourceId: 's1' })]);
    expect(await read(`${BASE}/outputs/s1`)).toMatchObject({ invoiced: true, invoiceId: id });
  });

  it('invoices two salidas and a free line together', async () => {
    // Each line carries its salida's product (s2 delivered p2): issue 26 refuses another.
    const s2Line = invoiceLine(1, 1500, 21, { description: 'Producto p2', code: 'P2', categoryId: 'p2', sourceId: 's2', sourceLabel: 'Albarán' });
    const content = salesContent({ sourceIds: ['s1', 's2'], lines: [invoiceLine(1, 100), sourceLine('s1', 2, 1000), s2Line] });
    const { id } = await issueOk(content);
    // 1,00 + 20,00 + 15,00 = 36,00 base; 7,56 IVA.
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({ baseCents: 3600, vatCents: 756, totalCents: 4356, lineCount: 3 });
  });

  it('refuses a second invoice of one salida', async () => {
    await issueOk(salesContent({ sourceIds: ['s1'], lines: [sourceLine('s1', 2, 1000)] }));
    expect(await issue(salesContent({ sourceIds: ['s1'], lines: [sourceLine('s1', 2, 1000)] }))).toMatchObject({
      ok: false,
      code: 'sourceInvoiced',
      details: { detail: 'S-1' },
    });
  });

  it('refuses a salida of another client, one not confirmed, one missing, and a line naming a salida not listed', async () => {
    expect(await issue(salesContent({ sourceIds: ['s3'], lines: [sourceLine('s3', 2, 1000)] }))).toMatchObject({
      ok: false,
      code: 'sourceOtherParty',
    });
    expect(await issue(salesContent({ sourceIds: ['s4'], lines: [sourceLine('s4', 2, 1000)] }))).toMatchObject({
      ok: false,
      code: 'sourceNotConfirmed',
    });
    expect(await issue(salesContent({ sourceIds: ['nada'], lines: [sourceLine('nada', 2, 1000)] }))).toMatchObject({
      ok: false,
      code: 'sourceMissing',
    });
    expect(await issue(salesContent({ sourceIds: [], lines: [sourceLine('s3', 2, 1000)] }))).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'lines.0.sourceId' },
    });
    expect(await read(`${BASE}/outputs/s3`)).toMatchObject({ invoiced: false });
  });
});

describe('issueInvoice: rectificativas and purchases', () => {
  it('issues a rectificativa by difference in series R; the original lists it', async () => {
    const original = await issueOk(salesContent());
    const rect = await issueOk(
      salesContent({
        type: 'rectificativa',
        rectifies: {
          invoiceId: original.id,
          numberText: 'F-1999-000009',
          issueDate: '1999-01-01',
          mode: 'difference',
          code: 'R1' as const,
          replaced: null,
          reason: 'Devolución de una unidad',
        },
        lines: [invoiceLine(-1, 1000)],
      }),
    );
    expect(rect.numberText).toBe(number(1, 'R'));
    expect(await read(`${BASE}/invoices/${rect.id}`)).toMatchObject({
      type: 'rectificativa',
      series: 'R',
      baseCents: -1000,
      totalCents: -1210,
      rectifies: expect.objectContaining({ invoiceId: original.id, numberText: number(1), issueDate: today() }),
    });
    expect((await read(`${BASE}/invoices/${original.id}`))!.rectifiedBy).toEqual([{ invoiceId: rect.id, numberText: rect.numberText }]);
  });

  it('refuses rectifying an invoice of another client, or one that does not exist', async () => {
    const original = await issueOk(salesContent());
    const rectifying = (invoiceId: string, partyId: string) =>
      salesContent({
        type: 'rectificativa',
        partyId,
        rectifies: {
          invoiceId,
          numberText: number(1),
          issueDate: today(),
          mode: 'difference',
          code: 'R1' as const,
          replaced: null,
          reason: 'Devolución',
        },
        lines: [invoiceLine(-1, 1000)],
      });
    expect(await issue(rectifying(original.id, 'c2'))).toMatchObject({ ok: false, code: 'originalNotRectifiable' });
    expect(await issue(rectifying('nada', 'c1'))).toMatchObject({ ok: false, code: 'originalNotRectifiable' });
  });

  it("registers a purchase REG-<year>-000001 from an entrada, and refuses the vendor's number twice however written", async () => {
    const first = await issueOk(purchaseContent('FA-2026/1', { sourceIds: ['e1'], lines: [sourceLine('e1', 2, 1000)] }));
    expect(first.numberText).toBe(number(1, 'REG'));
    expect(await read(`${BASE}/invoices/${first.id}`)).toMatchObject({
      kind: 'input',
      series: 'REG',
      dueDate: '2026-03-31',
      totalCents: 2420,
      vendorInvoiceKey: 'v1__FA-2026-1',
    });
    expect(await read(`${BASE}/inputs/e1`)).toMatchObject({ invoiced: true, invoiceId: first.id });
    expect(await read(`${BASE}/vendorInvoiceKeys/v1__FA-2026-1`)).toMatchObject({ invoiceId: first.id });
    expect(await issue(purchaseContent('fa 2026 1'))).toMatchObject({ ok: false, code: 'duplicateVendorInvoice', details: { detail: 'fa 2026 1' } });
    expect(await read(`${BASE}/counters/registro-${thisYear()}`)).toMatchObject({ next: 2 });
  });

  it('stores the Tipo de operación of a purchase and refuses it on a sale or when inconsistent (issue 28)', async () => {
    await asAdmin(env, (db) =>
      setDoc(doc(db, `${BASE}/vendors/vDE`), partyDoc('Lieferant GmbH', { nif: 'DE123456789', country: 'Alemania', countryCode: 'DE' })),
    );
    const service = [invoiceLine(1, 100000, 0, { exemption: 'N2', service: true })];
    const refusedAt = (problem: string) => ({ ok: false, code: 'invalid', details: { detail: expect.stringContaining(problem) } });
    const bought = await issueOk(purchaseContent('DE-1', { partyId: 'vDE', lines: service, operation: 'intraEuServices' }));
    expect(await read(`${BASE}/invoices/${bought.id}`)).toMatchObject({ kind: 'input', operation: 'intraEuServices', vatCents: 0 });
    // With VAT charged on the invoice, or from a Spanish vendor, it is not an intra-EU acquisition.
    expect(await issue(purchaseContent('DE-2', { partyId: 'vDE', operation: 'intraEuGoods' }))).toMatchObject(
      refusedAt('operation:operationWithVat'),
    );
    expect(await issue(purchaseContent('ES-1', { lines: service, operation: 'intraEuGoods' }))).toMatchObject(
      refusedAt('operation:operationNeedsEuVendor'),
    );
    expect(await issue(salesContent({ operation: 'reverseCharge' }))).toMatchObject(refusedAt('operation:operationOnSale'));
    expect(await issue(purchaseContent('DE-3', { partyId: 'vDE', lines: service, operation: 'intraEu' as never }))).toMatchObject({ ok: false });
  });
});

/**
 * Issue 12, items 1, 4 and 7 through the commands, by hand. F-1: 10 × 100,00 € at 21 % = 1.210,00 €.
 * R-1 by difference: −1 × 100,00 → −121,00. R-2 by substitution: 8 × 100,00 → 968,00, replacing
 * F-1 as it then stood (900,00 + 189,00 = 1.089,00). The client then owes 968,00 and sales are 800,00.
 */
describe('issueInvoice: what a gestoría checks', () => {
  const rectifying = (invoiceId: string, mode: 'difference' | 'substitution', lines: unknown[], code = 'R1') =>
    salesContent({
      type: 'rectificativa',
      rectifies: { invoiceId, numberText: '', issueDate: '', mode, code, reason: 'Precio pactado' } as never,
      lines: lines as never,
    });

  it('a substitution after a difference replaces the invoice as it stood and settles it; the summary is the fold', async () => {
    const f1 = await issueOk(salesContent({ lines: [invoiceLine(10, 10000)] }));
    const r1 = await issueOk(rectifying(f1.id, 'difference', [invoiceLine(-1, 10000)]));
    // The credit note (121,00) is set off at issue against what F-1 still asks (1.210,00): F-1 is
    // partly collected, its due document too, and the credit note is settled (issue 30).
    expect(await read(`${BASE}/invoices/${f1.id}`)).toMatchObject({ status: 'parcial', collectedCents: 12100 });
    expect(await read(`${BASE}/dues/${f1.id}-1`)).toMatchObject({ amountCents: 121000, paidCents: 12100, state: 'parcial', invoiceId: f1.id });
    expect(await read(`${BASE}/invoices/${r1.id}`)).toMatchObject({ status: 'pagada', collectedCents: -12100, paymentMethod: 'compensacion' });
    const r2 = await issueOk(rectifying(f1.id, 'substitution', [invoiceLine(8, 10000)]));
    expect(await read(`${BASE}/invoices/${r2.id}`)).toMatchObject({
      totalCents: 96800,
      taxDate: today(),
      rectifies: {
        mode: 'substitution',
        code: 'R1',
        replaced: { numberText: number(1), baseCents: 90000, vatCents: 18900, totalCents: 108900, settledCents: 0 },
      },
    });
    expect(await read(`${BASE}/invoices/${f1.id}`)).toMatchObject({
      status: 'sustituida',
      rectifiedBy: [{ invoiceId: r1.id }, { invoiceId: r2.id }],
    });
    // Set off already, nothing of the credit note is open: it stays settled.
    expect(await read(`${BASE}/invoices/${r1.id}`)).toMatchObject({ status: 'pagada' });
    const summary = invoiceSummaryOf(await read(`${BASE}/summaries/invoices`));
    expect(summary.receivable).toEqual({ [addDaysIso(today(), 30)]: 96800 });
    expect(Object.values(summary.months).reduce((a, m) => a + m.salesBaseCents, 0)).toBe(80000);
    expect(summary).toEqual(foldInvoices((await readAll(`${BASE}/invoices`)).map((d) => invoiceFactsOf(d))));
    // What the substitution settled cannot be paid any more: the client pays the substitution.
    expect(
      await callAs(USER, 'setInvoicePayment', { corpId: CORP, invoiceId: f1.id, payment: { paidDate: today(), paymentMethod: 'efectivo' } }),
    ).toMatchObject({
      ok: false,
      code: 'invoiceReplaced',
    });
  });

  it('stores the invoice total and, apart, what is paid when IRPF is withheld (4.320,00 at 21 % + 500,00 exempt, 15 %)', async () => {
    const sale = await issueOk(salesContent({ irpfRate: 15, lines: [invoiceLine(1, 432000), invoiceLine(1, 50000, 0, { exemption: 'E1' })] }));
    expect(await read(`${BASE}/invoices/${sale.id}`)).toMatchObject({
      baseCents: 482000,
      vatCents: 90720,
      irpfCents: 72300,
      totalCents: 572720,
      payableCents: 500420,
    });
    expect(invoiceSummaryOf(await read(`${BASE}/summaries/invoices`)).receivable).toEqual({ [addDaysIso(today(), 30)]: 500420 });
  });

  it('keeps the operation date as the date the VAT falls due, and refuses a bare 0 %, R5 on a complete invoice, and a forged replaced figure', async () => {
    const sale = await issueOk(salesContent({ operationDate: addDaysIso(today(), -3) }));
    expect(await read(`${BASE}/invoices/${sale.id}`)).toMatchObject({ taxDate: addDaysIso(today(), -3), date: today() });
    expect(await issue(salesContent({ lines: [invoiceLine(1, 1000, 0)] }))).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'lines.0.exemption:zeroRateWithoutCause' },
    });
    expect(await issue(rectifying(sale.id, 'difference', [invoiceLine(-1, 1000)], 'R5'))).toMatchObject({
      ok: false,
      code: 'invalid',
      details: { detail: 'rectifies.code' },
    });
    const forged = salesContent({
      type: 'rectificativa',
      rectifies: {
        invoiceId: sale.id,
        mode: 'substitution',
        code: 'R4',
        reason: 'Otra causa',
        replaced: { baseCents: 1, totalCents: 1, settledCents: 999999 },
      } as never,
      lines: [invoiceLine(1, 1000)],
    });
    const rect = await issueOk(forged);
    expect(await read(`${BASE}/invoices/${rect.id}`)).toMatchObject({
      rectifies: { code: 'R4', replaced: { baseCents: 2000, totalCents: 2420, settledCents: 0 } },
    });
  });
});

describe('setInvoicePayment and the summary', () => {
  it('marks an invoice paid and pending again, the summary always the fold of the invoices', async () => {
    const sale = await issueOk(salesContent());
    await issueOk(purchaseContent('FA-9', { dueDate: '2026-04-30' }));
    const folded = async () => foldInvoices((await readAll(`${BASE}/invoices`)).map((d) => invoiceFactsOf(d)));
    const summary = async () => invoiceSummaryOf(await read(`${BASE}/summaries/invoices`));
    expect(await summary()).toEqual(await folded());
    expect((await summary()).receivable).toEqual({ [addDaysIso(today(), 30)]: 2420 });

    await expectOk(USER, 'setInvoicePayment', { corpId: CORP, invoiceId: sale.id, payment: { paidDate: today(), paymentMethod: 'transferencia' } });
    expect(await read(`${BASE}/invoices/${sale.id}`)).toMatchObject({ status: 'pagada', paidDate: today(), paymentMethod: 'transferencia' });
    expect((await summary()).receivable).toEqual({});
    expect(await summary()).toEqual(await folded());

    await expectOk(USER, 'setInvoicePayment', { corpId: CORP, invoiceId: sale.id, payment: null });
    expect(await read(`${BASE}/invoices/${sale.id}`)).toMatchObject({ status: 'pendiente', paidDate: null, paymentMethod: null });
    expect(await summary()).toEqual(await folded());
  });

  it('refuses paying a draft, an unknown method or date, and an invoice that does not exist', async () => {
    const { id } = await expectOk<{ id: string }>(USER, 'saveInvoiceDraft', { corpId: CORP, invoiceId: null, content: salesContent() });
    const pay = (invoiceId: string, payment: unknown) => callAs(USER, 'setInvoicePayment', { corpId: CORP, invoiceId, payment });
    expect(await pay(id, { paidDate: today(), paymentMethod: 'efectivo' })).toMatchObject({ ok: false, code: 'notIssued' });
    const sale = await issueOk(salesContent());
    expect(await pay(sale.id, { paidDate: today(), paymentMethod: 'paypal' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await pay(sale.id, { paidDate: '2026-02-31', paymentMethod: 'efectivo' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await pay('nada', null)).toMatchObject({ ok: false, code: 'notFound' });
  });
});

describe('who may call the invoice commands', () => {
  it.each([
    ['an inactive admin', 'invInactive', CORP, 'inactive'],
    ['a restricted user', 'invRestricted', CORP, 'role'],
    ['a user of another company naming this one', 'invOther', CORP, 'company'],
    ['a user naming another company', USER, OTHER, 'company'],
  ])('refuses %s', async (_who, uid, corpId, reason) => {
    for (const [name, data] of [
      ['saveInvoiceDraft', { corpId, invoiceId: null, content: salesContent() }],
      ['issueInvoice', { corpId, invoiceId: null, content: salesContent() }],
      ['setInvoicePayment', { corpId, invoiceId: 'x', payment: null }],
    ] as const) {
      expect(await callAs(uid, name, data)).toMatchObject({ ok: false, code: 'denied', details: { reason } });
    }
    expect(await readAll(`${BASE}/invoices`)).toEqual([]);
  });

  it('refuses a caller who is not signed in', async () => {
    expect(await callAs(null, 'issueInvoice', { corpId: CORP, invoiceId: null, content: salesContent() })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });

  it("cannot reach another company's draft: the id is looked up in the caller's company only", async () => {
    await asAdmin(env, (db) => setDoc(doc(db, 'users/invOtherUser'), profile(OTHER, 'user')));
    await asAdmin(env, (db) => setDoc(doc(db, `corporations/${OTHER}/clients/c1`), clientDoc('Cliente de B')));
    const theirs = await expectOk<{ id: string }>('invOtherUser', 'saveInvoiceDraft', { corpId: OTHER, invoiceId: null, content: salesContent() });
    expect(await issue(salesContent(), theirs.id)).toMatchObject({ ok: false, code: 'notFound' });
    expect(await callAs(USER, 'saveInvoiceDraft', { corpId: CORP, invoiceId: theirs.id, content: salesContent() })).toMatchObject({
      ok: false,
      code: 'notFound',
    });
    expect(await read(`corporations/${OTHER}/invoices/${theirs.id}`)).toMatchObject({ state: 'borrador', createdBy: 'invOtherUser' });
  });

  it("lets an admin issue a colleague's draft, which keeps its author", async () => {
    const { id } = await expectOk<{ id: string }>(USER, 'saveInvoiceDraft', { corpId: CORP, invoiceId: null, content: salesContent() });
    await expectOk('invAdmin', 'issueInvoice', { corpId: CORP, invoiceId: id, content: salesContent() });
    expect(await read(`${BASE}/invoices/${id}`)).toMatchObject({ createdBy: USER, issuedBy: 'invAdmin' });
  });
});
