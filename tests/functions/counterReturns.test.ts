/**
 * Issue 17 through the Functions emulator, as the app calls the commands: a sale with product
 * lines moves its stock exactly once (its own salida, in the invoice's commit), one made from a
 * salida and a service move nothing; the counter's factura simplificada (own series, IVA
 * included, paid, F2); a customer's return (rectificativa by difference + entrada at the cost the
 * goods left at, never more than was sold, even with two returns at once); a return to a vendor
 * at the entry cost and the vendor's credit note registered against the purchase.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CORP_A, seedWorld } from '../rules/support';
import { draft, draftDocument, line, movement, party, product, stockLevel, stockSummaryPath } from '../rules/stockSupport';
import { invoiceLine, purchaseContent, salesContent, thisYear } from '../rules/invoiceSupport';
import { asAdmin, callAs, createFunctionsEnv, expectOk } from './support';
import { openTillFor } from './tillSupport';

const A = `corporations/${CORP_A}`;

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await createFunctionsEnv();
});
afterAll(() => env?.cleanup());

/**
 * p1 (stocked): 10 units at 1,00 € from entrada confIn (vendor v1). p2 (stocked): 5 at 1,00 €.
 * serv: a service. c1: a client with NIF, no address; c2: with NIF and address.
 */
beforeEach(async () => {
  await seedWorld(env);
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `${A}/categories/p1`), product('p1'));
    await setDoc(doc(db, `${A}/categories/p2`), product('p2'));
    await setDoc(doc(db, `${A}/categories/serv`), product('serv', { stocked: false }));
    await setDoc(doc(db, `${A}/vendors/v1`), party('Proveedor Uno'));
    await setDoc(doc(db, `${A}/clients/c1`), party('Cliente Uno', 'client'));
    await setDoc(doc(db, `${A}/clients/c2`), { ...party('Cliente Dos', 'client'), address: 'Calle Mayor 1', city: 'Madrid', postalCode: '28001' });
    await setDoc(doc(db, `${A}/inputs/confIn`), {
      ...draftDocument('E-1', 'user', draft('v1', [line('p1', 10, 100), line('p2', 5, 100)])),
      state: 'confirmada',
      confirmedBy: 'user',
    });
    await setDoc(doc(db, `${A}/movements/in-confIn-c`), {
      ...movement('input', 'confirm', 'confIn', { p1: 10, p2: 5 }, { p1: 10, p2: 5 }, 'user'),
      costs: { p1: 1000, p2: 500 },
      unitCosts: { p1: 100, p2: 100 },
    });
    await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 10, 'in-confIn-c'));
    await setDoc(doc(db, `${A}/stock/p2`), stockLevel('p2', 5, 'in-confIn-c'));
    await setDoc(doc(db, stockSummaryPath(CORP_A)), { valueCents: 1500, belowMinimumCount: 0, lastMovementId: 'in-confIn-c' });
  });
  // The clerk's caja is open (issue 29): a cash sale needs it (tests/functions/till.test.ts).
  await openTillFor(env, 'user', CORP_A);
});

const read = (path: string) => asAdmin(env, async (db) => (await getDoc(doc(db, path))).data());
const productLine = (id: string, quantity: number, unitPriceCents: number, extra = {}) =>
  invoiceLine(quantity, unitPriceCents, 21, { description: `Producto ${id}`, code: id.toUpperCase(), categoryId: id, ...extra });
const issue = (content: unknown) => callAs<{ id: string; numberText: string }>('user', 'issueInvoice', { corpId: CORP_A, invoiceId: null, content });
const sell = (data: Record<string, unknown>) =>
  callAs<{ id: string; numberText: string; changeCents: number }>('user', 'sellAtCounter', { corpId: CORP_A, clientId: null, ...data });
const movementsOf = (documentId: string) =>
  asAdmin(env, async (db) =>
    (await getDocs(query(collection(db, `${A}/movements`), where('documentId', '==', documentId)))).docs.map((d) => d.data()),
  );

describe('a sale moves its stock exactly once', () => {
  it('issuing a sale with product lines makes its salida, confirmed and invoiced, and moves the stock in the same commit', async () => {
    const issued = await issue(
      salesContent({ partyId: 'c1', lines: [productLine('p1', 2, 5000), productLine('serv', 1, 3000), invoiceLine(1, 100)] }),
    );
    expect(issued).toMatchObject({ ok: true });
    const { id, numberText } = issued.ok ? issued.data : { id: '', numberText: '' };
    const invoice = await read(`${A}/invoices/${id}`);
    expect(invoice).toMatchObject({ state: 'emitida', stockDocumentId: `${id}-salida` });
    const salida = await read(`${A}/outputs/${id}-salida`);
    expect(salida).toMatchObject({ state: 'confirmada', invoiced: true, invoiceId: id, number: `S-${numberText}`, partyId: 'c1', costCents: 200 });
    // Only the stocked product: the service and the free-text line move nothing.
    expect(salida!.lines).toHaveLength(1);
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 8, valueCents: 800 });
    expect(await movementsOf(`${id}-salida`)).toHaveLength(1);
    expect(await read(stockSummaryPath(CORP_A))).toMatchObject({ valueCents: 1300 });
  });

  it('annulling a sale issued in error annuls the salida it made: its stock comes back at the cost it left at', async () => {
    const issued = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [productLine('p1', 4, 5000)] }),
    });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 6 });
    await expectOk('admin', 'annulInvoice', { corpId: CORP_A, invoiceId: issued.id, reason: 'Emitida dos veces por error' });
    expect(await read(`${A}/invoices/${issued.id}`)).toMatchObject({ state: 'anulada' });
    expect(await read(`${A}/outputs/${issued.id}-salida`)).toMatchObject({ state: 'anulada', invoiced: false });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10, valueCents: 1000, costOfSalesByYear: { [String(thisYear())]: 0 } });
    expect(await movementsOf(`${issued.id}-salida`)).toHaveLength(2);
  });

  it('a sale made from a salida moves nothing again', async () => {
    await asAdmin(env, async (db) => {
      await setDoc(doc(db, `${A}/outputs/s1`), {
        ...draftDocument('S-1', 'user', draft('c1', [line('p1', 3, 500)])),
        state: 'confirmada',
      });
    });
    const issued = await issue(
      salesContent({ partyId: 'c1', sourceIds: ['s1'], lines: [productLine('p1', 3, 500, { sourceId: 's1', sourceLabel: 'Salida S-1' })] }),
    );
    expect(issued).toMatchObject({ ok: true });
    const id = issued.ok ? issued.data.id : '';
    expect((await read(`${A}/invoices/${id}`))?.stockDocumentId).toBeNull();
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10 });
    expect(await read(`${A}/outputs/${id}-salida`)).toBeUndefined();
  });

  it('refuses a sale that would take the stock below zero, and writes nothing: no number, no salida', async () => {
    const refused = await issue(salesContent({ partyId: 'c1', lines: [productLine('p1', 11, 100)] }));
    // The refusal names the product and what is left of it (it once said "No hay stock suficiente de .").
    expect(refused).toMatchObject({ ok: false, code: 'shortage', details: { detail: 'Producto p1 (P1): quedan 10' } });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10 });
    expect(await read(`${A}/counters/F-${thisYear()}`)).toBeUndefined();
  });
});

describe('sellAtCounter', () => {
  it('issues a paid factura simplificada in its own series, prices IVA included, moves the stock, records an F2', async () => {
    // 2 × 3,03 € + 1 × 12,10 € (IVA included, 21 %): 18,16 €; base 15,01 €, cuota 3,15 €; paid 20,00 € in cash.
    const sold = await sell({
      lines: [
        { categoryId: 'p1', quantity: 2, unitPriceCents: 303, discountPct: 0 },
        { categoryId: 'p2', quantity: 1, unitPriceCents: 1210, discountPct: 0 },
      ],
      payment: { method: 'efectivo', tenderedCents: 2000 },
    });
    expect(sold).toMatchObject({ ok: true, data: { numberText: `T-${thisYear()}-000001`, changeCents: 184 } });
    const id = sold.ok ? sold.data.id : '';
    const invoice = await read(`${A}/invoices/${id}`);
    expect(invoice).toMatchObject({
      simplified: true,
      vatIncluded: true,
      partyId: '',
      series: 'T',
      totalCents: 1816,
      payableCents: 1816,
      baseCents: 1501,
      vatCents: 315,
      status: 'pagada',
      paymentMethod: 'efectivo',
      counterPayment: { method: 'efectivo', tenderedCents: 2000, changeCents: 184 },
    });
    expect(invoice!.lines[0]).toMatchObject({ description: 'Producto p1', code: 'P1', unitPriceCents: 303, grossCents: 606 });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 8 });
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 4 });
    const record = await asAdmin(env, async (db) => (await getDocs(collection(db, `${A}/verifactuRecords`))).docs.map((d) => d.data()));
    expect(record).toHaveLength(1);
    expect(JSON.stringify(record[0])).toContain('"TipoFactura":"F2"');
    expect(JSON.stringify(record[0])).not.toContain('Destinatarios');
  });

  it('refuses a sale over 400 €, cash short of the total, a cualificada without address, and a forged price type', async () => {
    const over = await sell({
      lines: [{ categoryId: 'p1', quantity: 1, unitPriceCents: 40001, discountPct: 0 }],
      payment: { method: 'tarjeta', tenderedCents: 0 },
    });
    expect(over).toMatchObject({ ok: false, code: 'simplifiedOverLimit' });
    const short = await sell({
      lines: [{ categoryId: 'p1', quantity: 1, unitPriceCents: 500, discountPct: 0 }],
      payment: { method: 'efectivo', tenderedCents: 499 },
    });
    expect(short).toMatchObject({ ok: false, code: 'tenderedShort' });
    const noAddress = await sell({
      clientId: 'c1',
      lines: [{ categoryId: 'p1', quantity: 1, unitPriceCents: 500, discountPct: 0 }],
      payment: { method: 'tarjeta', tenderedCents: 500 },
    });
    expect(noAddress).toMatchObject({ ok: false, code: 'recipientIncomplete' });
    const forged = await sell({
      lines: [{ categoryId: 'p1', quantity: 1, unitPriceCents: 5.5, discountPct: 0 }],
      payment: { method: 'tarjeta', tenderedCents: 0 },
    });
    expect(forged).toMatchObject({ ok: false, code: 'invalid' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10 });
    expect(await read(`${A}/counters/T-${thisYear()}`)).toBeUndefined();
  });

  it('a cualificada names its client and is reported as F1 with FacturaSimplificadaArt7273', async () => {
    const sold = await sell({
      clientId: 'c2',
      lines: [{ categoryId: 'p1', quantity: 1, unitPriceCents: 121, discountPct: 0 }],
      payment: { method: 'bizum', tenderedCents: 0 },
    });
    expect(sold).toMatchObject({ ok: true, data: { changeCents: 0 } });
    const id = sold.ok ? sold.data.id : '';
    expect(await read(`${A}/invoices/${id}`)).toMatchObject({
      partyId: 'c2',
      party: { name: 'Cliente Dos', address: 'Calle Mayor 1' },
      paymentMethod: 'bizum',
    });
    const record = await asAdmin(env, async (db) =>
      (await getDocs(collection(db, `${A}/verifactuRecords`))).docs.map((d) => JSON.stringify(d.data())),
    );
    expect(record[0]).toContain('"TipoFactura":"F1"');
    expect(record[0]).toContain('"FacturaSimplificadaArt7273":"S"');
  });
});

describe('returnSale', () => {
  it('a partial return makes the rectificativa by difference and the entrada at the cost the goods left at, and never more than was sold', async () => {
    const issued = await expectOk<{ id: string; numberText: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [productLine('p1', 3, 5000)] }),
    });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 7, costOfSalesByYear: { [String(thisYear())]: 300 } });
    const back = await expectOk<{ id: string; numberText: string; entradaId: string }>('user', 'returnSale', {
      corpId: CORP_A,
      invoiceId: issued.id,
      lines: [{ lineIndex: 0, quantity: 2 }],
      reason: 'El cliente devuelve dos unidades',
    });
    const rect = await read(`${A}/invoices/${back.id}`);
    expect(rect).toMatchObject({
      type: 'rectificativa',
      kind: 'output',
      rectifies: { invoiceId: issued.id, mode: 'difference', code: 'R1' },
      baseCents: -10000,
      vatCents: -2100,
      totalCents: -12100,
      stockDocumentId: back.entradaId,
    });
    expect(rect!.lines[0]).toMatchObject({ quantity: -2, unitPriceCents: 5000 });
    expect(await read(`${A}/inputs/${back.entradaId}`)).toMatchObject({
      state: 'confirmada',
      returnOf: 'sale',
      partyKind: 'client',
      partyId: 'c1',
      invoiced: true,
      invoiceId: back.id,
    });
    // Back at 1,00 € each (what they left at), out of the year's cost of sales; no purchase price.
    expect(await read(`${A}/stock/p1`)).toMatchObject({
      quantity: 9,
      valueCents: 900,
      lastPurchasePriceCents: 100,
      costOfSalesByYear: { [String(thisYear())]: 100 },
    });
    expect(await read(`${A}/invoices/${issued.id}`)).toMatchObject({ returned: { '0': 2 }, rectifiedBy: [{ invoiceId: back.id }] });

    const tooMuch = await callAs('user', 'returnSale', { corpId: CORP_A, invoiceId: issued.id, lines: [{ lineIndex: 0, quantity: 2 }], reason: '' });
    expect(tooMuch).toMatchObject({ ok: false, code: 'returnTooMuch' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 9 });
  });

  it('two returns of the last units at once: one is made, the other refused, and the stock adds up', async () => {
    const issued = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [productLine('p1', 2, 5000)] }),
    });
    const both = await Promise.all(
      ['user', 'admin'].map((uid) =>
        callAs(uid, 'returnSale', { corpId: CORP_A, invoiceId: issued.id, lines: [{ lineIndex: 0, quantity: 2 }], reason: '' }),
      ),
    );
    expect(both.filter((r) => r.ok)).toHaveLength(1);
    expect(both.find((r) => !r.ok)).toMatchObject({ code: 'returnTooMuch' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10 });
    expect((await read(`${A}/invoices/${issued.id}`))?.rectifiedBy).toHaveLength(1);
  });

  it("a ticket's return is an R5 refunded at once", async () => {
    const sold = await sell({
      lines: [{ categoryId: 'p1', quantity: 2, unitPriceCents: 605, discountPct: 0 }],
      payment: { method: 'tarjeta', tenderedCents: 0 },
    });
    const id = sold.ok ? sold.data.id : '';
    const back = await expectOk<{ id: string }>('user', 'returnSale', {
      corpId: CORP_A,
      invoiceId: id,
      lines: [{ lineIndex: 0, quantity: 1 }],
      reason: '',
    });
    expect(await read(`${A}/invoices/${back.id}`)).toMatchObject({
      simplified: true,
      rectifies: { code: 'R5' },
      totalCents: -605,
      status: 'pagada',
      paymentMethod: 'tarjeta',
    });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 9 });
  });

  it('a return from a salida not invoiced makes the entrada alone; an invoiced one is refused', async () => {
    await asAdmin(env, async (db) => {
      await setDoc(doc(db, `${A}/outputs/s1`), { ...draftDocument('S-1', 'user', draft('c1', [line('p1', 3, 500)])), state: 'confirmada' });
      await setDoc(doc(db, `${A}/movements/out-s1-c`), {
        ...movement('output', 'confirm', 's1', { p1: -3 }, { p1: 7 }, 'user'),
        unitCosts: { p1: 100 },
      });
      await setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 7, 'out-s1-c'));
      await setDoc(doc(db, `${A}/outputs/s2`), {
        ...draftDocument('S-2', 'user', draft('c1', [line('p1', 1, 500)])),
        state: 'confirmada',
        invoiced: true,
        invoiceId: 'x',
      });
    });
    const back = await expectOk<{ entradaId: string }>('user', 'returnSale', {
      corpId: CORP_A,
      salidaId: 's1',
      lines: [{ lineIndex: 0, quantity: 1 }],
      reason: '',
    });
    expect(await read(`${A}/inputs/${back.entradaId}`)).toMatchObject({ state: 'confirmada', returnOf: 'sale', partyKind: 'client' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 8, valueCents: 800 });
    expect(await read(`${A}/outputs/s1`)).toMatchObject({ returned: { '0': 1 } });
    // Neither the salida goods came back from nor the return itself can be annulled: the goods would move twice.
    const annulSource = await callAs('admin', 'annulStockDocument', { corpId: CORP_A, kind: 'output', documentId: 's1', reason: 'Error' });
    expect(annulSource).toMatchObject({ ok: false, code: 'hasReturns' });
    const annulReturn = await callAs('admin', 'annulStockDocument', { corpId: CORP_A, kind: 'input', documentId: back.entradaId, reason: 'Error' });
    expect(annulReturn).toMatchObject({ ok: false, code: 'isReturn' });
    const invoiced = await callAs('user', 'returnSale', { corpId: CORP_A, salidaId: 's2', lines: [{ lineIndex: 0, quantity: 1 }], reason: '' });
    expect(invoiced).toMatchObject({ ok: false, code: 'notReturnable' });
  });
});

describe('returnToVendor and the credit note', () => {
  it('sends goods back at their entry cost, then the credit note is registered against the purchase', async () => {
    // The average is 2,00 € after a dearer entrada; the goods of confIn go back at their 1,00 €.
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 20, 'x', { averageCostCents: 200, valueCents: 4000 })));
    const back = await expectOk<{ salidaId: string; number: string }>('user', 'returnToVendor', {
      corpId: CORP_A,
      entradaId: 'confIn',
      lines: [{ lineIndex: 0, quantity: 4 }],
      reason: 'Defectuosos',
    });
    expect(await read(`${A}/outputs/${back.salidaId}`)).toMatchObject({
      state: 'confirmada',
      returnOf: 'purchase',
      partyKind: 'vendor',
      partyId: 'v1',
    });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 16, valueCents: 3600 });
    expect(await read(`${A}/inputs/confIn`)).toMatchObject({ returned: { '0': 4 } });
    const tooMuch = await callAs('user', 'returnToVendor', {
      corpId: CORP_A,
      entradaId: 'confIn',
      lines: [{ lineIndex: 0, quantity: 7 }],
      reason: '',
    });
    expect(tooMuch).toMatchObject({ ok: false, code: 'returnTooMuch' });

    const purchase = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: purchaseContent('FP-1', { partyId: 'v1', lines: [invoiceLine(10, 100)] }),
    });
    const credit = await expectOk<{ id: string; numberText: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: purchaseContent('AB-1', {
        partyId: 'v1',
        type: 'rectificativa',
        lines: [invoiceLine(-4, 100)],
        rectifies: {
          invoiceId: purchase.id,
          numberText: '',
          issueDate: '',
          mode: 'difference',
          code: 'R1',
          reason: 'Abono por devolución',
          replaced: null,
        },
      }),
    });
    expect(await read(`${A}/invoices/${credit.id}`)).toMatchObject({ kind: 'input', type: 'rectificativa', baseCents: -400, vatCents: -84 });
    expect(await read(`${A}/invoices/${purchase.id}`)).toMatchObject({ rectifiedBy: [{ invoiceId: credit.id }] });
  });
});

// Issue 28, finding 2: a return moves each product at its exact share of the value it left or came
// in at — round(V × returned so far / Q) less what came back before — never at a unit cost rounded
// to the cent times the quantity, so the stock value adds up to the cent however the units come back.
describe('returns never make the stock value drift', () => {
  it("a sale's goods come back in two returns at exactly the 10,00 € they left at (3 × 3,33 € would be 9,99 €)", async () => {
    // 3 units worth 10,00 € (average 3,33 €): the sale takes all three, their whole 10,00 €.
    await asAdmin(env, (db) => setDoc(doc(db, `${A}/stock/p1`), stockLevel('p1', 3, 'x', { averageCostCents: 333, valueCents: 1000 })));
    const issued = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [productLine('p1', 3, 5000)] }),
    });
    const year = String(thisYear());
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 0, valueCents: 0, costOfSalesByYear: { [year]: 1000 } });
    const giveBack = (quantity: number) =>
      expectOk('user', 'returnSale', { corpId: CORP_A, invoiceId: issued.id, lines: [{ lineIndex: 0, quantity }], reason: 'Devuelve' });
    // First 1 unit: round(1000 × 1/3) = 333. Then 2: round(1000 × 3/3) − 333 = 667.
    await giveBack(1);
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 1, valueCents: 333 });
    await giveBack(2);
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 3, valueCents: 1000, costOfSalesByYear: { [year]: 0 } });
  });

  it('goods sent back to their vendor take out exactly what they came in at (30,02 € for 3 units, not 3 × 10,01 €)', async () => {
    // Entrada e2: 1 unit of p2 at 10,00 € and 2 at 10,01 € = 30,02 € (unit cost 10,0067 €), on top
    // of the 5 units at 1,00 € already in stock: 8 units worth 35,02 €.
    await asAdmin(env, async (db) => {
      await setDoc(doc(db, `${A}/inputs/e2`), {
        ...draftDocument('E-2', 'user', draft('v1', [line('p2', 1, 1000), line('p2', 2, 1001)])),
        state: 'confirmada',
        confirmedBy: 'user',
      });
      await setDoc(doc(db, `${A}/movements/in-e2-c`), {
        ...movement('input', 'confirm', 'e2', { p2: 3 }, { p2: 8 }, 'user'),
        costs: { p2: 3002 },
        unitCosts: { p2: 1001 },
      });
      await setDoc(doc(db, `${A}/stock/p2`), stockLevel('p2', 8, 'in-e2-c', { averageCostCents: 438, valueCents: 3502 }));
    });
    const sendBack = (lineIndex: number, quantity: number) =>
      expectOk('user', 'returnToVendor', { corpId: CORP_A, entradaId: 'e2', lines: [{ lineIndex, quantity }], reason: 'Defectuosos' });
    // Line 1 first (1 of its 2 units): round(3002 × 1/3) = 1001 out, 25,01 € left.
    await sendBack(1, 1);
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 7, valueCents: 2501 });
    // Then the other two: round(3002 × 3/3) − 1001 = 2001 out; the 5 units at 1,00 € are left, worth exactly 5,00 €.
    await sendBack(0, 1);
    await sendBack(1, 1);
    expect(await read(`${A}/stock/p2`)).toMatchObject({ quantity: 5, valueCents: 500 });
  });
});

// Ley 7/2012, art. 7.Uno.1 (Ley 11/2021): an operation of 1.000 € or more is never paid in cash;
// 10.000 € when the payer is an individual without tax domicile in Spain, as the clerk states.
describe('the cash limit', () => {
  it('a ticket of 1.269,29 € in cash is refused and nothing is written; by card, or in cash from a stated non-resident, it is sold', async () => {
    await asAdmin(env, (db) => updateDoc(doc(db, A), { 'data.retailActivity': true }));
    const lines = [{ categoryId: 'p1', quantity: 1, unitPriceCents: 126_929, discountPct: 0 }];
    const cash = await sell({ lines, payment: { method: 'efectivo', tenderedCents: 130_000 } });
    expect(cash).toMatchObject({ ok: false, code: 'cashLimit' });
    expect(await read(`${A}/stock/p1`)).toMatchObject({ quantity: 10 });
    expect(await read(`${A}/counters/T-${thisYear()}`)).toBeUndefined();
    const forged = await sell({ lines, payment: { method: 'efectivo', tenderedCents: 130_000, nonResident: 'sí' } });
    expect(forged).toMatchObject({ ok: false, code: 'invalid' });
    const stated = await sell({ lines, payment: { method: 'efectivo', tenderedCents: 130_000, nonResident: true } });
    // 1.300,00 − 1.269,29 = 30,71 € of change.
    expect(stated).toMatchObject({ ok: true, data: { changeCents: 3071 } });
    const id = stated.ok ? stated.data.id : '';
    expect(await read(`${A}/invoices/${id}`)).toMatchObject({ counterPayment: { method: 'efectivo', nonResident: true } });
    expect(await sell({ lines, payment: { method: 'tarjeta', tenderedCents: 0 } })).toMatchObject({ ok: true });
  });

  it('an invoice of 1.210,00 € cannot be marked paid in cash; by transfer it can', async () => {
    const issued = await expectOk<{ id: string }>('user', 'issueInvoice', {
      corpId: CORP_A,
      invoiceId: null,
      content: salesContent({ partyId: 'c1', lines: [invoiceLine(1, 100_000)] }),
    });
    const pay = (payment: Record<string, unknown>) =>
      callAs('user', 'setInvoicePayment', { corpId: CORP_A, invoiceId: issued.id, payment: { paidDate: `${thisYear()}-01-15`, ...payment } });
    expect(await pay({ paymentMethod: 'efectivo' })).toMatchObject({ ok: false, code: 'cashLimit' });
    expect(await read(`${A}/invoices/${issued.id}`)).toMatchObject({ status: 'pendiente' });
    expect(await pay({ paymentMethod: 'efectivo', nonResident: 1 })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await pay({ paymentMethod: 'transferencia' })).toMatchObject({ ok: true });
    expect(await read(`${A}/invoices/${issued.id}`)).toMatchObject({ status: 'pagada', paymentMethod: 'transferencia' });
  });
});
