import { describe, expect, it } from 'vitest';
import { addTo347, amount347, empty347, exceeds347, finish347, THRESHOLD_347_CENTS } from './operations347';
import { invoice, group, PURCHASES, SALES, SUBSTITUTION } from './reportFixtures.test-data';
import type { ReportInvoice } from './reportModel';

function report(invoices: ReportInvoice[]) {
  const acc = empty347();
  for (const i of invoices) addTo347(acc, i);
  return finish347(acc);
}

describe('modelo 347', () => {
  it.each([
    [300505, false],
    [300506, false],
    [300507, true],
    [-400000, false],
  ])('a yearly total of %i cents is declared: %s', (cents, declared) => {
    expect(THRESHOLD_347_CENTS).toBe(300506);
    expect(exceeds347(cents)).toBe(declared);
  });

  it('counts base + VAT + recargo, and the IRPF withholding does not reduce it', () => {
    expect(amount347(SALES[0]!)).toBe(352000); // total payable is 3.070,00, but the 347 amount is 3.520,00
    expect(amount347(SALES[1]!)).toBe(73550);
    expect(amount347(SALES[2]!)).toBe(-12100);
    expect(amount347(SUBSTITUTION)).toBe(-24200);
  });

  it('declares per NIF and quarter the parties above 3.005,06 €, clients and vendors apart', () => {
    const r = report([...SALES, ...PURCHASES]);
    // Alfa: 3.520,00 (1T) − 121,00 (2T, rectificativa) + 121,00 (4T, same NIF typed "b-12345674"); it would drop to 2.964,00 if IRPF were subtracted.
    expect(r.clients.map((p) => [p.name, p.nif, p.quarters, p.totalCents, p.invoices])).toEqual([
      ['Alfa Nueva S.L.', 'B12345674', [352000, -12100, 0, 12100], 352000, 3],
      ['Gamma Export GmbH', 'A58818501', [0, 300612, 0, 0], 300612, 1],
    ]);
    // Sur reaches exactly 3.005,06 € and is left out; Este, one cent more, is declared. Beta (735,50 €) is left out.
    expect(r.vendors.map((p) => [p.name, p.nif, p.quarters, p.totalCents])).toEqual([
      ['Almacenes Este S.A.', 'A22222222', [0, 300507, 0, 0], 300507],
      ['Suministros Norte S.L.', 'B86561412', [363000, 0, 11000, 0], 374000],
    ]);
    expect(r.totals.clients).toEqual({ quarters: [352000, 288512, 0, 12100], totalCents: 652612 });
    expect(r.totals.vendors).toEqual({ quarters: [363000, 300507, 11000, 0], totalCents: 674507 });
  });

  it('gives the same report whatever order the pages come in', () => {
    const all = [...SALES, ...PURCHASES];
    const reversed = report([...all].reverse());
    const forward = report(all);
    expect(reversed).toEqual(forward);
    expect(reversed.clients[0]!.name).toBe('Alfa Nueva S.L.'); // the name on the latest invoice, whatever the order
  });

  it('keeps parties without NIF apart by their id', () => {
    const big = (id: string, partyId: string) => invoice({ id, numberText: id, date: '2026-02-01', partyId, partyName: 'Sin NIF', partyNif: '', breakdown: [group(21, 250000, 52500)] });
    const r = report([big('X1', 'c-1'), big('X2', 'c-2')]);
    expect(r.clients).toHaveLength(2);
    expect(r.clients.map((p) => p.totalCents)).toEqual([302500, 302500]);
  });

  it('keeps the same NIF apart when it is both a client and a vendor', () => {
    const sale = invoice({ id: 'S1', numberText: 'F-1', date: '2026-02-01', partyId: 'c', partyNif: 'B86561412', breakdown: [group(21, 250000, 52500)] });
    const buy = invoice({ ...sale, id: 'P1', kind: 'input', partyId: 'v' });
    const r = report([sale, buy]);
    expect([r.clients.length, r.vendors.length]).toEqual([1, 1]);
    expect(r.clients[0]!.totalCents).toBe(302500);
  });
});
