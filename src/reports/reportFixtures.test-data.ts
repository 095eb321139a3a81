/**
 * A hand-checked data set for the report tests (amounts in cents; every
 * figure below was worked out by hand, see the comments).
 *
 * Totals: total = base + IVA + recargo (the invoice total); payable = total − IRPF.
 * Sales (kind output):
 *  A  F-2026-000001 31/03 Alfa (B12345674): 21 % 2.000,00 / 420,00 + 10 % 1.000,00 / 100,00; IRPF 15 % of 3.000,00 = 450,00;
 *     total 3.000 + 520 = 3.520,00, payable 3.070,00.
 *  B  F-2026-000002 01/04 Beta, recargo: 21 % 500,00 / 105,00 / RE 5,2 % 26,00 + 4 % 100,00 / 4,00 / RE 0,5 % 0,50;
 *     total 600 + 109 + 26,50 = 735,50.
 *  C  R-2026-000001 15/04 Alfa, R1 rectifies A by difference: 21 % −100,00 / −21,00; IRPF −15,00; total −121,00, payable −106,00.
 *  D  F-2026-000003 10/05 Gamma: 21 % 5,06 / 1,06 (5,06 × 0,21 = 1,0626) + exempt E5 3.000,00; total 3.006,12 (> 3.005,06).
 *  E  F-2026-000004 01/10 "Alfa Nueva S.L." with NIF typed "b-12345674" (same party for the 347): 21 % 100,00 / 21,00; total 121,00.
 * Purchases (kind input, dated by registry date):
 *  P1 REG-2026-000001 14/01 Norte: 21 % 3.000,00 / 630,00; total 3.630,00.
 *  P2 REG-2026-000002 30/06 Sur: 21 % 2.483,52 / 521,54 (521,5392); total 3.005,06 exactly (not declared).
 *  P3 REG-2026-000003 05/05 Este: 21 % 2.483,53 / 521,54 (521,5413); total 3.005,07 (declared).
 *  P4 REG-2026-000004 30/09 Norte: 10 % 100,00 / 10,00; total 110,00.
 */
import type { RateBreakdown } from '../domain/documentTotals';
import type { TaxCause } from '../domain/tax';
import type { ReplacedFigures, ReportInvoice } from './reportModel';

export function group(
  vatRate: number,
  baseCents: number,
  vatCents: number,
  recargo: [number, number] = [0, 0],
  exemption: TaxCause | null = null,
): RateBreakdown {
  return { vatRate, exemption, baseCents, vatCents, recargoRate: recargo[0], recargoCents: recargo[1] };
}

export function invoice(p: Partial<ReportInvoice> & Pick<ReportInvoice, 'id' | 'numberText' | 'date' | 'breakdown'>): ReportInvoice {
  const sum = (pick: (b: RateBreakdown) => number) => p.breakdown.reduce((a, b) => a + pick(b), 0);
  const baseCents = sum((b) => b.baseCents);
  const vatCents = sum((b) => b.vatCents);
  const recargoCents = sum((b) => b.recargoCents);
  const irpfCents = p.irpfCents ?? 0;
  return {
    kind: 'output',
    rectificativa: false,
    rectificationCode: null,
    rectificationMode: null,
    operationDate: null,
    taxDate: p.date,
    vendorInvoiceNumber: null,
    vendorInvoiceDate: null,
    partyId: 'party',
    partyName: 'Parte',
    partyNif: '',
    partyCountryCode: 'ES',
    irpfRate: 0,
    investmentGoods: false,
    premisesRental: false,
    paymentMethod: null,
    paidDate: null,
    rectifiesNumber: null,
    replaced: null,
    baseCents,
    vatCents,
    recargoCents,
    irpfCents,
    totalCents: baseCents + vatCents + recargoCents,
    payableCents: baseCents + vatCents + recargoCents - irpfCents,
    ...p,
  };
}

/** The figures of an invoice as a rectificativa by substitution stores them (what it replaces). */
export function figures(numberText: string, breakdown: RateBreakdown[], irpfCents = 0): ReplacedFigures {
  const i = invoice({ id: numberText, numberText, date: '2026-01-01', breakdown, irpfCents });
  return {
    numberText,
    breakdown,
    baseCents: i.baseCents,
    vatCents: i.vatCents,
    recargoCents: i.recargoCents,
    irpfCents,
    totalCents: i.totalCents,
    payableCents: i.payableCents,
  };
}

const ALFA = { partyId: 'c-alfa', partyName: 'Alfa Comercial S.L.', partyNif: 'B12345674' };
const BETA = { partyId: 'c-beta', partyName: 'Beta Minorista', partyNif: '12345678Z' };
const GAMMA = { partyId: 'c-gamma', partyName: 'Gamma Export GmbH', partyNif: 'A58818501' };
const NORTE = { partyId: 'v-norte', partyName: 'Suministros Norte S.L.', partyNif: 'B86561412' };
const SUR = { partyId: 'v-sur', partyName: 'Distribuciones Sur S.L.', partyNif: 'B11111111' };
const ESTE = { partyId: 'v-este', partyName: 'Almacenes Este S.A.', partyNif: 'A22222222' };

export const SALES: ReportInvoice[] = [
  invoice({
    id: 'A',
    numberText: 'F-2026-000001',
    date: '2026-03-31',
    ...ALFA,
    breakdown: [group(21, 200000, 42000), group(10, 100000, 10000)],
    irpfRate: 15,
    irpfCents: 45000,
  }),
  invoice({
    id: 'B',
    numberText: 'F-2026-000002',
    date: '2026-04-01',
    ...BETA,
    breakdown: [group(21, 50000, 10500, [5.2, 2600]), group(4, 10000, 400, [0.5, 50])],
  }),
  invoice({
    id: 'C',
    numberText: 'R-2026-000001',
    date: '2026-04-15',
    ...ALFA,
    rectificativa: true,
    rectificationCode: 'R1',
    rectificationMode: 'difference',
    rectifiesNumber: 'F-2026-000001',
    breakdown: [group(21, -10000, -2100)],
    irpfRate: 15,
    irpfCents: -1500,
  }),
  invoice({
    id: 'D',
    numberText: 'F-2026-000003',
    date: '2026-05-10',
    ...GAMMA,
    breakdown: [group(21, 506, 106), group(0, 300000, 0, [0, 0], 'E5')],
  }),
  invoice({
    id: 'E',
    numberText: 'F-2026-000004',
    date: '2026-10-01',
    ...ALFA,
    partyName: 'Alfa Nueva S.L.',
    partyNif: 'b-12345674',
    breakdown: [group(21, 10000, 2100)],
  }),
];

const purchase = (p: Parameters<typeof invoice>[0]) => invoice({ kind: 'input', ...p });

export const PURCHASES: ReportInvoice[] = [
  purchase({
    id: 'P1',
    numberText: 'REG-2026-000001',
    date: '2026-01-14',
    vendorInvoiceNumber: 'FV-0012',
    vendorInvoiceDate: '2026-01-10',
    ...NORTE,
    breakdown: [group(21, 300000, 63000)],
  }),
  purchase({
    id: 'P3',
    numberText: 'REG-2026-000003',
    date: '2026-05-05',
    vendorInvoiceNumber: 'E-77',
    vendorInvoiceDate: '2026-05-02',
    ...ESTE,
    breakdown: [group(21, 248353, 52154)],
  }),
  purchase({
    id: 'P2',
    numberText: 'REG-2026-000002',
    date: '2026-06-30',
    vendorInvoiceNumber: 'S/2026/9',
    vendorInvoiceDate: '2026-06-28',
    ...SUR,
    breakdown: [group(21, 248352, 52154)],
  }),
  purchase({
    id: 'P4',
    numberText: 'REG-2026-000004',
    date: '2026-09-30',
    vendorInvoiceNumber: 'FV-0400',
    vendorInvoiceDate: '2026-09-29',
    ...NORTE,
    breakdown: [group(10, 10000, 1000)],
  }),
];

/** A rectificativa by substitution of an invoice of 1.000,00 + 210,00 = 1.210,00, replaced by 800,00 + 168,00 = 968,00. */
export const SUBSTITUTION: ReportInvoice = invoice({
  id: 'S',
  numberText: 'R-2026-000002',
  date: '2026-11-03',
  ...BETA,
  rectificativa: true,
  rectificationCode: 'R1',
  rectificationMode: 'substitution',
  rectifiesNumber: 'F-2026-000010',
  breakdown: [group(21, 80000, 16800)],
  replaced: figures('F-2026-000010', [group(21, 100000, 21000)]),
});
