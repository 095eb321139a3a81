import { describe, expect, it } from 'vitest';
import { ACCOUNTS, journalCsv, journalLines, partyAccount, type JournalDocument } from './journal';

const sale: JournalDocument = {
  kind: 'sale',
  date: '2026-03-10',
  number: 'F2026-0001',
  partyNif: 'B12345678',
  partyName: 'Cliente, S.L.',
  // 1.000,00 base, IVA 21 % 210,00, IRPF 15 % 150,00 → total 1.060,00 (LIVA art. 90, LIRPF art. 101).
  baseCents: 100000,
  vatCents: 21000,
  recargoCents: 0,
  irpfCents: 15000,
  paidAt: '2026-03-20',
};
const purchaseCredit: JournalDocument = {
  kind: 'purchase',
  date: '2026-03-15',
  number: 'R-77',
  partyNif: 'A87654321',
  partyName: 'Proveedor, S.A.',
  // A rectificativa of −100,00 base and −21,00 IVA: total −121,00.
  baseCents: -10000,
  vatCents: -2100,
  recargoCents: 0,
  irpfCents: 0,
  paidAt: null,
};

describe('partyAccount', () => {
  it('is stable, 8 digits, in the group of the party', () => {
    const a = partyAccount('sale', 'B12345678');
    expect(a).toMatch(/^430\d{5}$/);
    expect(partyAccount('sale', 'b-12345678 ')).toBe(a);
    expect(partyAccount('purchase', 'B12345678')).toBe('400' + a.slice(3));
    expect(partyAccount('sale', 'B12345679')).not.toBe(a);
  });
});

describe('journalLines', () => {
  const lines = journalLines([purchaseCredit, sale]);
  const c = partyAccount('sale', 'B12345678');
  const v = partyAccount('purchase', 'A87654321');

  it('writes the sale, the purchase credit and the cobro in date order', () => {
    expect(lines.map((l) => [l.entry, l.journal, l.account, l.debitCents, l.creditCents])).toEqual([
      [1, 'VENTAS', c, 106000, 0],
      [1, 'VENTAS', ACCOUNTS.irpfWithheldFromUs, 15000, 0],
      [1, 'VENTAS', ACCOUNTS.sales, 0, 100000],
      [1, 'VENTAS', ACCOUNTS.vatOutput, 0, 21000],
      // Negative amounts go to the other side.
      [2, 'COMPRAS', ACCOUNTS.purchases, 0, 10000],
      [2, 'COMPRAS', ACCOUNTS.vatInput, 0, 2100],
      [2, 'COMPRAS', v, 12100, 0],
      [3, 'COBROS', ACCOUNTS.bank, 106000, 0],
      [3, 'COBROS', c, 0, 106000],
    ]);
  });

  it('balances every entry', () => {
    for (const entry of new Set(lines.map((l) => l.entry))) {
      const own = lines.filter((l) => l.entry === entry);
      const debit = own.reduce((s, l) => s + l.debitCents, 0);
      const credit = own.reduce((s, l) => s + l.creditCents, 0);
      expect(debit, `asiento ${entry}`).toBe(credit);
    }
  });

  it('writes a pago and a vendor IRPF retention on 4751', () => {
    const p: JournalDocument = { ...purchaseCredit, baseCents: 50000, vatCents: 10500, irpfCents: 7500, paidAt: '2026-04-01' };
    const ls = journalLines([p]);
    expect(ls.map((l) => [l.journal, l.account, l.debitCents, l.creditCents])).toEqual([
      ['COMPRAS', ACCOUNTS.purchases, 50000, 0],
      ['COMPRAS', ACCOUNTS.vatInput, 10500, 0],
      ['COMPRAS', v, 0, 53000],
      ['COMPRAS', ACCOUNTS.irpfWeWithhold, 0, 7500],
      ['PAGOS', v, 53000, 0],
      ['PAGOS', ACCOUNTS.bank, 0, 53000],
    ]);
  });
});

describe('journalCsv', () => {
  it('writes dd/mm/yyyy, decimal comma and quotes a concept with ;', () => {
    const csv = journalCsv(journalLines([{ ...sale, partyName: 'A;B', irpfCents: 0, paidAt: null }]));
    const rows = csv.split('\r\n');
    expect(rows[0]).toBe('Fecha;Diario;Asiento;Cuenta;Debe;Haber;Concepto;Documento');
    expect(rows[1]).toBe(`10/03/2026;VENTAS;1;${partyAccount('sale', 'B12345678')};1210,00;0,00;"Factura F2026-0001 A;B";F2026-0001`);
    expect(rows[2]).toBe('10/03/2026;VENTAS;1;70000000;0,00;1000,00;"Factura F2026-0001 A;B";F2026-0001');
    expect(rows[3]).toBe('10/03/2026;VENTAS;1;47700000;0,00;210,00;"Factura F2026-0001 A;B";F2026-0001');
    expect(rows).toHaveLength(5);
  });
});

describe('subaccount collisions', () => {
  it('refuses two NIFs on the same subaccount instead of merging them', () => {
    // Birthday search over 99 999 buckets: two NIFs that collide exist among a few thousand.
    const seen = new Map<string, string>();
    let pair: [string, string] | null = null;
    for (let i = 0; i < 20000 && pair === null; i++) {
      const nif = `B${String(i).padStart(8, '0')}`;
      const acc = partyAccount('sale', nif);
      const other = seen.get(acc);
      if (other !== undefined) pair = [other, nif];
      seen.set(acc, nif);
    }
    expect(pair).not.toBeNull();
    const [a, b] = pair as [string, string];
    expect(() =>
      journalLines([
        { ...sale, partyNif: a },
        { ...sale, partyNif: b },
      ]),
    ).toThrow(/coinciden/);
  });
});

describe('journalLines with a period', () => {
  // A sale of 31 March paid on 2 April: 100,00 + IVA 21 % 21,00 = 121,00 (LIVA art. 90).
  const march: JournalDocument = {
    kind: 'sale',
    date: '2026-03-31',
    number: 'F2026-0009',
    partyNif: 'B12345678',
    partyName: 'Cliente, S.L.',
    baseCents: 10000,
    vatCents: 2100,
    recargoCents: 0,
    irpfCents: 0,
    paidAt: '2026-04-02',
  };
  const c = partyAccount('sale', 'B12345678');
  const Q1 = { from: '2026-01-01', to: '2026-03-31' };
  const Q2 = { from: '2026-04-01', to: '2026-06-30' };
  const cases: [string, { from: string; to: string }, [string, string, string, number, number][]][] = [
    [
      'Q1 has the sale only',
      Q1,
      [
        ['2026-03-31', 'VENTAS', c, 12100, 0],
        ['2026-03-31', 'VENTAS', ACCOUNTS.sales, 0, 10000],
        ['2026-03-31', 'VENTAS', ACCOUNTS.vatOutput, 0, 2100],
      ],
    ],
    [
      'Q2 has the cobro only',
      Q2,
      [
        ['2026-04-02', 'COBROS', ACCOUNTS.bank, 12100, 0],
        ['2026-04-02', 'COBROS', c, 0, 12100],
      ],
    ],
  ];
  it.each(cases)('%s', (_name, period, expected) => {
    expect(journalLines([march], period).map((l) => [l.date, l.journal, l.account, l.debitCents, l.creditCents])).toEqual(expected);
  });

  it('leaves out a pago made after the period and numbers from 1', () => {
    const purchase: JournalDocument = { ...march, kind: 'purchase', partyNif: 'A87654321', number: 'FV-1', date: '2026-02-10', paidAt: '2026-07-01' };
    const lines = journalLines([purchase], Q1);
    expect(lines.map((l) => l.journal)).toEqual(['COMPRAS', 'COMPRAS', 'COMPRAS']);
    expect(lines.every((l) => l.entry === 1)).toBe(true);
    expect(journalLines([purchase], { from: '2026-07-01', to: '2026-09-30' }).map((l) => [l.journal, l.entry])).toEqual([
      ['PAGOS', 1],
      ['PAGOS', 1],
    ]);
  });
});
