import { describe, expect, it } from 'vitest';
import { addToBookTotals, bookPeriodDate, bookRows, emptyBookTotals, sortBookRows } from './invoiceBook';
import { quarterRange } from './reportModel';
import { figures, group, invoice, SALES, SUBSTITUTION } from './reportFixtures.test-data';

const pick = (r: ReturnType<typeof bookRows>[number]) => [
  r.numberText,
  r.vatRate,
  r.exemption,
  r.baseCents,
  r.vatCents,
  r.recargoRate,
  r.recargoCents,
  r.irpfCents,
  r.totalCents,
];

describe('libro registro rows', () => {
  it('lists one row per invoice and rate, with the invoice total (base + cuotas + recargo) and the withholding apart on the first row only', () => {
    const firstHalf = SALES.filter((s) => s.date <= '2026-06-30');
    expect(firstHalf.flatMap(bookRows).map(pick)).toEqual([
      ['F-2026-000001', 21, null, 200000, 42000, 0, 0, 45000, 352000],
      ['F-2026-000001', 10, null, 100000, 10000, 0, 0, null, null],
      ['F-2026-000002', 21, null, 50000, 10500, 5.2, 2600, 0, 73550],
      ['F-2026-000002', 4, null, 10000, 400, 0.5, 50, null, null],
      ['R-2026-000001', 21, null, -10000, -2100, 0, 0, -1500, -12100],
      ['F-2026-000003', 21, null, 506, 106, 0, 0, 0, 300612],
      ['F-2026-000003', 0, 'E5', 300000, 0, 0, 0, null, null],
    ]);
  });

  it('adds up to the invoices’ own totals, rectificativas with their sign', () => {
    const firstHalf = SALES.filter((s) => s.date <= '2026-06-30');
    const totals = firstHalf.map(bookRows).reduce(addToBookTotals, emptyBookTotals());
    // Base 3.000 + 600 − 100 + 3.005,06; VAT 520 + 109 − 21 + 1,06; RE 26,50; IRPF 450 − 15; total 3.520 + 735,50 − 121 + 3.006,12.
    expect(totals).toEqual({ invoices: 4, rows: 7, baseCents: 650506, vatCents: 60906, recargoCents: 2650, irpfCents: 43500, totalCents: 714062 });
    expect(totals.baseCents + totals.vatCents + totals.recargoCents).toBe(totals.totalCents);
    const sum = (k: 'baseCents' | 'totalCents') => firstHalf.reduce((a, i) => a + i[k], 0);
    expect(totals.baseCents).toBe(sum('baseCents'));
    expect(totals.totalCents).toBe(sum('totalCents'));
  });

  it('marks a rectificativa with its type (R1–R5) and kind, and follows one by substitution with the replaced figures negated', () => {
    expect(bookRows(SALES[2]!)[0]).toMatchObject({
      rectificativa: true,
      rectificationCode: 'R1',
      rectificationMode: 'difference',
      rectifiesNumber: 'F-2026-000001',
      replacesNumber: null,
    });
    expect(bookRows(SALES[0]!)[0]).toMatchObject({ rectificativa: false, rectificationCode: null, rectificationMode: null });
    const rows = bookRows(SUBSTITUTION);
    expect(rows.map((r) => [r.baseCents, r.vatCents, r.totalCents, r.replacesNumber])).toEqual([
      [80000, 16800, -24200, null],
      [-100000, -21000, null, 'F-2026-000010'],
    ]);
    expect(addToBookTotals(emptyBookTotals(), rows)).toMatchObject({ invoices: 1, baseCents: -20000, vatCents: -4200, totalCents: -24200 });
  });

  it('after a difference, a substitution negates the invoice as it then stood, so the book adds up to the final invoice', () => {
    // F-1 1.000,00 + 210,00; R-1 −100,00 − 21,00 (it stands at 900,00 + 189,00); R-2 replaces it by 800,00 + 168,00.
    const o = invoice({ id: 'o', numberText: 'F-1', date: '2026-02-01', breakdown: [group(21, 100000, 21000)] });
    const d = invoice({
      id: 'd',
      numberText: 'R-1',
      date: '2026-02-10',
      rectificativa: true,
      rectificationMode: 'difference',
      breakdown: [group(21, -10000, -2100)],
    });
    const s = invoice({
      id: 's',
      numberText: 'R-2',
      date: '2026-03-01',
      rectificativa: true,
      rectificationCode: 'R1',
      rectificationMode: 'substitution',
      breakdown: [group(21, 80000, 16800)],
      replaced: figures('F-1', [group(21, 90000, 18900)]),
    });
    expect(bookRows(s).map((r) => [r.baseCents, r.vatCents, r.totalCents, r.replacesNumber, r.rectificationMode])).toEqual([
      [80000, 16800, -12100, null, 'substitution'],
      [-90000, -18900, null, 'F-1', 'substitution'],
    ]);
    expect([o, d, s].map(bookRows).reduce(addToBookTotals, emptyBookTotals())).toMatchObject({
      baseCents: 80000,
      vatCents: 16800,
      totalCents: 96800,
    });
  });

  it.each([
    ['output', '2026-06-28', null, '2026-06-28'],
    ['output', '2026-07-01', null, null],
    ['input', '2026-06-28', '2026-06-30', '2026-06-28'],
    ['input', '2026-06-30', '2026-06-30', null],
  ] as const)('a %s invoice of 01/07 with operation date %s (vendor date %s) shows %s', (kind, operationDate, vendorInvoiceDate, shown) => {
    // RIVA arts. 63.3 and 64.4: only when it differs from the date the invoice was issued (the vendor's, for a purchase).
    const inv = invoice({ id: 'x', kind, numberText: 'x', date: '2026-07-01', operationDate, vendorInvoiceDate, breakdown: [group(21, 100, 21)] });
    expect(bookRows(inv)[0]!.operationDate).toBe(shown);
  });

  it.each([
    ['a ticket with no recipient', { partyId: '', partyName: '' }, 'Cliente de mostrador'],
    ['a cualificada', { partyId: 'c1', partyName: 'Cliente Dos' }, 'Cliente Dos'],
  ])('names the customer of %s', (_, party, name) => {
    const rows = bookRows(invoice({ id: 't', numberText: 'T-2026-000001', date: '2026-07-01', ...party, breakdown: [group(21, 1000, 210)] }));
    expect(rows[0]!.partyName).toBe(name);
  });

  it('keeps an invoice without any rate group as one row of zeros', () => {
    const rows = bookRows(invoice({ id: 'Z', numberText: 'F-2026-000099', date: '2026-02-01', breakdown: [] }));
    expect(rows.map(pick)).toEqual([['F-2026-000099', 0, null, 0, 0, 0, 0, 0, 0]]);
  });

  it('carries the vendor’s number and date on purchase rows', () => {
    const p = invoice({
      id: 'P',
      kind: 'input',
      numberText: 'REG-2026-000001',
      date: '2026-01-14',
      vendorInvoiceNumber: 'FV-1',
      vendorInvoiceDate: '2026-01-10',
      breakdown: [],
    });
    expect(bookRows(p)[0]).toMatchObject({
      numberText: 'REG-2026-000001',
      date: '2026-01-14',
      vendorInvoiceNumber: 'FV-1',
      vendorInvoiceDate: '2026-01-10',
    });
  });
});

describe('book order (issue 28, finding 4)', () => {
  // RD 1619/2012 art. 6.1.a and RIVA art. 63.3: invoices are numbered correlatively within
  // each series, and the book lists them so. Expected order worked by hand: by date, then
  // series alphabetically (F < R < TA), then number.
  const sale = (numberText: string, date: string, rates = 1) =>
    invoice({
      id: numberText,
      numberText,
      date,
      breakdown: Array.from({ length: rates }, (_, i) => group(21 - i * 11, 10000 * (i + 1), 2100)),
    });

  it.each([
    [
      'one day out of order, as the query returned it',
      [
        sale('TA-2026-000003', '2026-05-04'),
        sale('R-2026-000003', '2026-05-04'),
        sale('F-2026-000005', '2026-05-04'),
        sale('TA-2026-000004', '2026-05-04'),
        sale('F-2026-000004', '2026-05-04'),
      ],
      ['F-2026-000004', 'F-2026-000005', 'R-2026-000003', 'TA-2026-000003', 'TA-2026-000004'],
    ],
    [
      'the date first: a later day never comes before an earlier one',
      [sale('F-2026-000002', '2026-05-05'), sale('TA-2026-000009', '2026-05-04'), sale('F-2026-000001', '2026-05-04')],
      ['F-2026-000001', 'TA-2026-000009', 'F-2026-000002'],
    ],
    [
      'by number, not by text: 000010 after 000009',
      [sale('F-2026-000010', '2026-05-04'), sale('F-2026-000009', '2026-05-04')],
      ['F-2026-000009', 'F-2026-000010'],
    ],
    [
      'numbers past 999999 (more digits) still follow in order',
      [sale('F-2026-1000000', '2026-05-04'), sale('F-2026-999999', '2026-05-04')],
      ['F-2026-999999', 'F-2026-1000000'],
    ],
  ])('%s', (_, invoices, expected) => {
    const sorted = sortBookRows(invoices.flatMap(bookRows));
    expect(sorted.map((r) => r.numberText)).toEqual(expected);
  });

  it('keeps an invoice’s rows together and in their own order', () => {
    const rows = sortBookRows([sale('F-2026-000002', '2026-05-04', 2), sale('F-2026-000001', '2026-05-04', 2)].flatMap(bookRows));
    expect(rows.map((r) => [r.numberText, r.vatRate])).toEqual([
      ['F-2026-000001', 21],
      ['F-2026-000001', 10],
      ['F-2026-000002', 21],
      ['F-2026-000002', 10],
    ]);
  });
});

describe('book period by devengo (issue 28, finding 6)', () => {
  // LIVA art. 75.1.1º: a delivery's VAT falls due when the goods are put at the buyer's
  // disposal; RIVA art. 69.1: the book must hold it when that VAT is settled, i.e. in the
  // 303 of the devengo's quarter. An invoice issued on 2 July for a delivery of 28 June
  // belongs to Q2's book (as to Q2's 303), and its row still shows both dates.
  const late = invoice({
    id: 'L',
    numberText: 'F-2026-000050',
    date: '2026-07-02',
    operationDate: '2026-06-28',
    taxDate: '2026-06-28',
    breakdown: [group(21, 10000, 2100)],
  });
  const q2 = quarterRange(2026, 2);
  const q3 = quarterRange(2026, 3);
  const within = (d: string, r: { from: string; to: string }) => d >= r.from && d <= r.to;

  it.each([
    ['issued in July for a June delivery', late, true, false],
    [
      'issued and delivered on 30 June',
      invoice({ id: 'A', numberText: 'F-2026-000049', date: '2026-06-30', taxDate: '2026-06-30', breakdown: [] }),
      true,
      false,
    ],
    [
      'issued on 1 July with no operation date',
      invoice({ id: 'B', numberText: 'F-2026-000051', date: '2026-07-01', taxDate: '2026-07-01', breakdown: [] }),
      false,
      true,
    ],
  ])('%s: in Q2 %s, in Q3 %s', (_, inv, inQ2, inQ3) => {
    expect(within(bookPeriodDate(inv), q2)).toBe(inQ2);
    expect(within(bookPeriodDate(inv), q3)).toBe(inQ3);
  });

  it('shows the issue date and the operation date on the row', () => {
    expect(bookRows(late)[0]).toMatchObject({ date: '2026-07-02', operationDate: '2026-06-28' });
  });
});

describe('a purchase credit note in the received book (issue 28, finding 3)', () => {
  // RD 1619/2012 art. 15.1: a rectificativa identifies the invoice it corrects; a received
  // invoice's number is the vendor's (art. 6.1.a), not our registry number REG-….
  it.each([
    ['with the vendor’s number stored', 'input' as const, 'FV-2026/0457', 'FV-2026/0457'],
    ['an older one without it: the registry number, as before', 'input' as const, null, 'REG-2026-000007'],
    ['a sales rectificativa: our own number', 'output' as const, null, 'F-2026-000003'],
  ])('%s', (_name, kind, vendorNumber, expected) => {
    const note = invoice({
      id: 'N',
      kind,
      numberText: kind === 'input' ? 'REG-2026-000009' : 'R-2026-000002',
      date: '2026-03-05',
      rectificativa: true,
      rectifiesNumber: kind === 'input' ? 'REG-2026-000007' : 'F-2026-000003',
      rectifiesVendorNumber: vendorNumber,
      breakdown: [group(21, -1000, -210)],
    });
    expect(bookRows(note)[0]!.rectifiesNumber).toBe(expected);
  });
});
