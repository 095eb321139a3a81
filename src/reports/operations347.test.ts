import { describe, expect, it } from 'vitest';
import {
  addLateCashTo347,
  addTo347,
  amount347,
  cash347,
  cashExceeds347,
  CASH_THRESHOLD_347_CENTS,
  empty347,
  exceeds347,
  finish347,
  split347,
  THRESHOLD_347_CENTS,
} from './operations347';
import { figures, group, invoice, PURCHASES, SALES, SUBSTITUTION } from './reportFixtures.test-data';
import type { ReportInvoice } from './reportModel';

function report(invoices: ReportInvoice[]) {
  const acc = empty347();
  for (const i of invoices) addTo347(acc, i);
  return finish347(acc);
}

const sale = (p: Parameters<typeof invoice>[0]) => invoice({ partyId: 'c-x', partyName: 'Cliente', partyNif: 'B12345674', ...p });
const purchase = (p: Parameters<typeof invoice>[0]) =>
  invoice({ kind: 'input', partyId: 'v-x', partyName: 'Proveedor', partyNif: 'B86561412', ...p });

describe('modelo 347', () => {
  it.each([
    [300505, false],
    [300506, false],
    [300507, true],
    // Issue 28, finding 7: a year that nets negative is declared when it exceeds 3.005,06 € in
    // absolute value, with its sign (AEAT instructions for the 347; RGAT art. 33.2.c).
    [-300506, false],
    [-300507, true],
    [-400000, true],
  ])('a yearly total of %i cents is declared: %s (RGAT art. 33.2.c: more than 3.005,06 € in absolute value)', (cents, declared) => {
    expect(THRESHOLD_347_CENTS).toBe(300506);
    expect(exceeds347(cents)).toBe(declared);
  });

  it.each([
    [599999, false],
    [600000, false],
    [600001, true],
  ])('cash of %i cents is reported: %s (RGAT art. 34.1: more than 6.000 €)', (cents, reported) => {
    expect(CASH_THRESHOLD_347_CENTS).toBe(600000);
    expect(cashExceeds347(cents)).toBe(reported);
  });

  it.each<[string, ReportInvoice, number, Partial<Record<'withholding' | 'intraEu' | 'foreignTrade' | 'unidentified', number>>]>([
    // Base + IVA + recargo (RGAT art. 34): B 600,00 + 109,00 + 26,50.
    ['an ordinary sale with recargo counts base + IVA + recargo', SALES[1]!, 73550, {}],
    // A ticket with no recipient (partyId ''): 10,00 + 2,10 declares no one; a cualificada counts for its client.
    [
      'a ticket without recipient is left out',
      sale({ id: 't', numberText: 'T-2026-000001', date: '2026-02-01', partyId: '', partyNif: '', breakdown: [group(21, 1000, 210)] }),
      0,
      { unidentified: 1210 },
    ],
    [
      'a cualificada counts for its client',
      sale({ id: 't2', numberText: 'T-2026-000002', date: '2026-02-01', breakdown: [group(21, 1000, 210)] }),
      1210,
      {},
    ],
    // RGAT art. 33.2.i: operations subject to IRPF withholding go in the 190, not here (A: 3.000 + 520; C: −100 − 21).
    ['a sale with IRPF withheld is left out', SALES[0]!, 0, { withholding: 352000 }],
    ['a rectificativa of it is left out too', SALES[2]!, 0, { withholding: -12100 }],
    // D: 21 % 5,06 + 1,06 counts; the intra-EU supply (E5) 3.000,00 goes in the 349 (art. 33.2.i).
    ['an intra-EU supply (E5) is left out, the rest of the invoice counts', SALES[3]!, 612, { intraEu: 300000 }],
    // Exports (E2) and assimilated (E3), art. 33.2.g.
    [
      'exports are left out',
      sale({
        id: 'x',
        numberText: 'x',
        date: '2026-02-01',
        partyCountryCode: 'US',
        breakdown: [group(0, 500000, 0, [0, 0], 'E2'), group(0, 1000, 0, [0, 0], 'E3')],
      }),
      0,
      { foreignTrade: 501000 },
    ],
    // Services to a business in another member state, not subject in Spain (N2): intra-EU services, 349.
    [
      'N2 services to an EU client are left out',
      sale({ id: 'n', numberText: 'n', date: '2026-02-01', partyCountryCode: 'FR', breakdown: [group(0, 400000, 0, [0, 0], 'N2')] }),
      0,
      { intraEu: 400000 },
    ],
    // Purchases at 0 % from a vendor in another EU state (intra-EU acquisition, 349) or outside the EU (import, art. 33.2.g).
    [
      'an intra-EU acquisition is left out',
      purchase({ id: 'de', numberText: 'de', date: '2026-02-01', partyCountryCode: 'DE', breakdown: [group(0, 400000, 0)] }),
      0,
      { intraEu: 400000 },
    ],
    [
      'an import is left out',
      purchase({ id: 'cn', numberText: 'cn', date: '2026-02-01', partyCountryCode: 'CN', breakdown: [group(0, 400000, 0)] }),
      0,
      { foreignTrade: 400000 },
    ],
    // A vendor abroad that charges Spanish VAT sells in Spain: 3.000,00 + 630,00.
    [
      'a foreign vendor charging Spanish VAT counts',
      purchase({ id: 'fr', numberText: 'fr', date: '2026-02-01', partyCountryCode: 'FR', breakdown: [group(21, 300000, 63000)] }),
      363000,
      {},
    ],
    // Issue 28, finding 7: premises rent the company pays with IRPF 19 % withheld goes in the 180,
    // not the 347 (RGAT art. 33.2.i; AEAT instructions: the tenant leaves out rent subject to
    // withholding): 1.000,00 + 210,00 left out as withheld.
    [
      'the rent of business premises paid with IRPF withheld is left out (it goes in the 180)',
      purchase({
        id: 'rent',
        numberText: 'rent',
        date: '2026-02-01',
        premisesRental: true,
        irpfRate: 19,
        irpfCents: 19000,
        breakdown: [group(21, 100000, 21000)],
      }),
      0,
      { withholding: 121000 },
    ],
    // Rent paid with no withholding (a landlord the 180 does not cover) stays: 1.000,00 + 210,00.
    [
      'the rent of business premises paid without withholding counts',
      purchase({ id: 'rent0', numberText: 'rent0', date: '2026-02-01', premisesRental: true, breakdown: [group(21, 100000, 21000)] }),
      121000,
      {},
    ],
    [
      'other purchases with IRPF withheld are left out',
      purchase({ id: 'pro', numberText: 'pro', date: '2026-02-01', irpfRate: 15, irpfCents: 15000, breakdown: [group(21, 100000, 21000)] }),
      0,
      { withholding: 121000 },
    ],
    // Substitution 968,00 replacing 1.210,00: −242,00.
    ['a substitution counts the difference with what it replaced', SUBSTITUTION, -24200, {}],
  ])('%s', (_name, inv, amount, excluded) => {
    expect(split347(inv)).toEqual({ amountCents: amount, excluded: { withholding: 0, intraEu: 0, foreignTrade: 0, unidentified: 0, ...excluded } });
    expect(amount347(inv)).toBe(amount);
  });

  it('declares per NIF and quarter the parties above 3.005,06 €, clients and vendors apart, and says what it left out', () => {
    const r = report([...SALES, ...PURCHASES]);
    // Clients: Alfa's A and C withhold IRPF (left out), E is 121,00; Beta 735,50; Gamma 6,12 once its E5 line is out: nobody is declared.
    expect(r.clients).toEqual([]);
    // Sur reaches exactly 3.005,06 € and is left out; Este, one cent more, is declared; Norte 3.630,00 (1T) + 110,00 (3T).
    expect(r.vendors.map((p) => [p.name, p.nif, p.quarters, p.totalCents])).toEqual([
      ['Almacenes Este S.A.', 'A22222222', [0, 300507, 0, 0], 300507],
      ['Suministros Norte S.L.', 'B86561412', [363000, 0, 11000, 0], 374000],
    ]);
    expect(r.totals.vendors).toEqual({ quarters: [363000, 300507, 11000, 0], totalCents: 674507, cashCents: 0 });
    expect(r.excluded).toEqual({ withholding: 352000 - 12100, intraEu: 300000, foreignTrade: 0, unidentified: 0 });
  });

  it('an exclusion can take a party below the threshold: 3.100,00 with 200,00 of intra-EU supplies is 2.900,00, not declared', () => {
    const a = sale({ id: 'a', numberText: 'a', date: '2026-03-01', breakdown: [group(21, 165289, 34711)] }); // 2.000,00
    const b = sale({ id: 'b', numberText: 'b', date: '2026-06-01', breakdown: [group(21, 74380, 15620), group(0, 20000, 0, [0, 0], 'E5')] }); // 900,00 + 200,00
    expect(amount347(a) + amount347(b)).toBe(290000);
    expect(report([a, b]).clients).toEqual([]);
  });

  describe('substitutions count against the figures they replaced as they stood (item 7)', () => {
    // O 10.000,00 + 2.100,00 = 12.100,00 (1T); D by difference −1.000,00 − 210,00 (1T): it stands at 10.890,00.
    const O = sale({ id: 'O', numberText: 'F-1', date: '2026-02-01', breakdown: [group(21, 1000000, 210000)] });
    const D = sale({
      id: 'D',
      numberText: 'R-1',
      date: '2026-03-01',
      rectificativa: true,
      rectificationMode: 'difference',
      breakdown: [group(21, -100000, -21000)],
    });
    // S replaces it (2T) by 8.000,00 + 1.680,00 = 9.680,00, storing the 10.890,00 it replaced: −1.210,00.
    const substitution = { date: '2026-04-10', rectificativa: true, rectificationMode: 'substitution' as const };
    const S = sale({
      ...substitution,
      id: 'S',
      numberText: 'R-2',
      breakdown: [group(21, 800000, 168000)],
      replaced: figures('F-1', [group(21, 900000, 189000)]),
    });
    // S1 (1T) replaces O by 10.890,00; S2 (2T) replaces S1 by 9.680,00.
    const S1 = sale({
      ...substitution,
      id: 'S1',
      numberText: 'R-3',
      date: '2026-03-01',
      breakdown: [group(21, 900000, 189000)],
      replaced: figures('F-1', [group(21, 1000000, 210000)]),
    });
    const S2 = sale({
      ...substitution,
      id: 'S2',
      numberText: 'R-4',
      breakdown: [group(21, 800000, 168000)],
      replaced: figures('R-3', [group(21, 900000, 189000)]),
    });

    it.each([
      ['a difference then a substitution', [O, D, S]],
      ['two substitutions', [O, S1, S2]],
    ])('%s: 1T 10.890,00, 2T −1.210,00, the year 9.680,00 (the invoice as it finally stands)', (_n, list) => {
      const [client] = report(list).clients;
      expect([client!.quarters, client!.totalCents, client!.invoices]).toEqual([[1089000, -121000, 0, 0], 968000, 3]);
    });
  });

  describe('cash received (RGAT art. 34.1)', () => {
    // 5.000,00 + 1.050,00 = 6.050,00 paid in cash in the same year → reported; a second invoice paid in cash the next year is not.
    const paid = sale({
      id: 'k1',
      numberText: 'k1',
      date: '2026-02-01',
      paymentMethod: 'efectivo',
      paidDate: '2026-02-01',
      breakdown: [group(21, 500000, 105000)],
    });
    const nextYear = sale({
      id: 'k2',
      numberText: 'k2',
      date: '2026-12-20',
      paymentMethod: 'efectivo',
      paidDate: '2027-01-05',
      breakdown: [group(21, 100000, 21000)],
    });
    const transfer = sale({
      id: 'k3',
      numberText: 'k3',
      date: '2026-05-01',
      paymentMethod: 'transferencia',
      paidDate: '2026-05-02',
      breakdown: [group(21, 100000, 21000)],
    });

    it('counts what the client paid in cash within the invoice’s year', () => {
      expect([cash347(paid), cash347(nextYear), cash347(transfer)]).toEqual([605000, 0, 0]);
      const [client] = report([paid, nextYear, transfer]).clients;
      expect([client!.totalCents, client!.cashCents]).toEqual([847000, 605000]);
    });

    it('reports 0 when the cash is 6.000,00 € or less', () => {
      // 4.958,68 + 1.041,32 = 6.000,00 exactly, plus a transfer so the client is declared.
      const exactly = {
        ...paid,
        breakdown: [group(21, 495868, 104132)],
        baseCents: 495868,
        vatCents: 104132,
        totalCents: 600000,
        payableCents: 600000,
      };
      const [client] = report([exactly, transfer]).clients;
      expect([client!.totalCents, client!.cashCents]).toEqual([721000, 0]);
    });

    it('purchases paid in cash are not reported (the 347 asks for cash received)', () => {
      expect(cash347({ ...paid, kind: 'input' })).toBe(0);
    });
  });

  it('marks the landlord of business premises (rent paid without withholding)', () => {
    const rent = purchase({
      id: 'rent',
      numberText: 'rent',
      date: '2026-02-01',
      premisesRental: true,
      breakdown: [group(21, 300000, 63000)],
    });
    const [landlord] = report([rent]).vendors;
    expect([landlord!.premisesRental, landlord!.totalCents]).toEqual([true, 363000]);
    // The same rent with 19 % withheld (570,00) is not declared at all: it goes in the 180.
    expect(report([{ ...rent, irpfRate: 19, irpfCents: 57000 }]).vendors).toEqual([]);
  });

  // RGAT art. 33.2: the landlord declares the rent of business premises too, though its tenant withholds.
  it('keeps a business-premises rent the company lets out, with 19 % withheld', () => {
    const rent = sale({
      id: 'let',
      numberText: 'F-2026-000009',
      date: '2026-03-16',
      premisesRental: true,
      irpfRate: 19,
      irpfCents: 68400,
      breakdown: [group(21, 360000, 75600)],
    });
    const [tenant] = report([rent]).clients;
    expect([tenant!.premisesRental, tenant!.totalCents]).toEqual([true, 435600]);
    expect(report([{ ...rent, premisesRental: false }]).clients).toEqual([]);
  });

  it('gives the same report whatever order the pages come in', () => {
    const all = [
      ...SALES,
      ...PURCHASES,
      sale({
        id: 'E2',
        numberText: 'F-2026-000005',
        date: '2026-10-01',
        partyId: 'c-alfa',
        partyName: 'Alfa Nueva S.L.',
        breakdown: [group(21, 300000, 63000)],
      }),
    ];
    const reversed = report([...all].reverse());
    const forward = report(all);
    expect(reversed).toEqual(forward);
    expect(reversed.clients[0]!.name).toBe('Alfa Nueva S.L.'); // the name on the latest invoice, whatever the order
  });

  it('keeps parties without NIF apart by their id', () => {
    const big = (id: string, partyId: string) =>
      invoice({ id, numberText: id, date: '2026-02-01', partyId, partyName: 'Sin NIF', partyNif: '', breakdown: [group(21, 250000, 52500)] });
    const r = report([big('X1', 'c-1'), big('X2', 'c-2')]);
    expect(r.clients).toHaveLength(2);
    expect(r.clients.map((p) => p.totalCents)).toEqual([302500, 302500]);
  });

  it('keeps the same NIF apart when it is both a client and a vendor', () => {
    const s = invoice({
      id: 'S1',
      numberText: 'F-1',
      date: '2026-02-01',
      partyId: 'c',
      partyNif: 'B86561412',
      breakdown: [group(21, 250000, 52500)],
    });
    const buy = invoice({ ...s, id: 'P1', kind: 'input', partyId: 'v' });
    const r = report([s, buy]);
    expect([r.clients.length, r.vendors.length]).toEqual([1, 1]);
    expect(r.clients[0]!.totalCents).toBe(302500);
  });

  // Issue 28, finding 7: cash received in a later year for an earlier year's sale goes to the
  // later year's 347 as cash ("importe percibido en metálico") of a record of its own, with the
  // sale's year and no operations (RGAT art. 35.5); the sale's own year does not count it.
  describe('cash received in a later year (RGAT art. 35.5)', () => {
    // A 2026 sale of 5.000,00 + 1.050,00 = 6.050,00 paid in cash on 10/01/2027.
    const late = sale({
      id: 'l1',
      numberText: 'l1',
      date: '2026-12-15',
      paymentMethod: 'efectivo',
      paidDate: '2027-01-10',
      breakdown: [group(21, 500000, 105000)],
    });

    it('does not count it as cash in the sale’s year, only the operation', () => {
      const [client] = report([late]).clients;
      expect([client!.totalCents, client!.cashCents, client!.operationYear]).toEqual([605000, 0, undefined]);
    });

    it.each([
      // Paid in 2027: a 2027 record with operations 0, cash 6.050,00 and ejercicio 2026.
      ['paid in cash in the later year', late, 2027, [{ total: 0, cash: 605000, year: 2026 }]],
      // 2028's 347 knows nothing of a payment made in 2027.
      ['another year', late, 2028, []],
      // Paid by transfer: nothing to declare as cash.
      ['paid by transfer', { ...late, paymentMethod: 'transferencia' }, 2027, []],
      // 4.958,68 + 1.041,32 = 6.000,00: not above 6.000 €, the record shows no cash and is not declared.
      [
        '6.000,00 € exactly',
        { ...late, breakdown: [group(21, 495868, 104132)], baseCents: 495868, vatCents: 104132, totalCents: 600000, payableCents: 600000 },
        2027,
        [],
      ],
      // A sale of the year itself is addTo347's, not a late payment.
      ['a sale of the same year', { ...late, date: '2027-01-02', taxDate: '2027-01-02' }, 2027, []],
    ])('%s', (_name, inv, year, expected) => {
      const acc = empty347();
      addLateCashTo347(acc, inv, year);
      expect(finish347(acc).clients.map((c) => ({ total: c.totalCents, cash: c.cashCents, year: c.operationYear }))).toEqual(expected);
    });

    it('keeps the late-cash record apart from the party’s own operations of the year', () => {
      // 2027 sales to the same client: 3.100,00 + 651,00 = 3.751,00 by transfer.
      const own = sale({ id: 'o1', numberText: 'o1', date: '2027-03-01', breakdown: [group(21, 310000, 65100)] });
      const acc = empty347();
      addTo347(acc, own);
      addLateCashTo347(acc, late, 2027);
      const clients = finish347(acc).clients.map((c) => [c.totalCents, c.cashCents, c.operationYear]);
      expect(clients).toEqual([
        [375100, 0, undefined],
        [0, 605000, 2026],
      ]);
    });
  });

  // Issue 28, finding 6: the quarter is the devengo's, as in the books and the 303 (RGAT art.
  // 35.1; RIVA art. 69.1): issued on 02/07 for a delivery of 28/06, the sale is in Q2.
  it('places an invoice in the quarter of its devengo', () => {
    const june = sale({ id: 'j', numberText: 'j', date: '2026-07-02', taxDate: '2026-06-28', breakdown: [group(21, 300000, 63000)] });
    expect(report([june]).clients[0]!.quarters).toEqual([0, 363000, 0, 0]);
  });

  // A year that nets negative (credit notes over sales): declared with its sign.
  it('declares a party whose year nets below −3.005,06 €', () => {
    const credit = sale({ id: 'cr', numberText: 'cr', date: '2026-02-01', rectificativa: true, breakdown: [group(21, -300000, -63000)] });
    const [client] = report([credit]).clients;
    expect(client!.totalCents).toBe(-363000);
  });
});
