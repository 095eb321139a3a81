/**
 * How a stored invoice becomes what the reports read: the devengo date, the
 * rectificativa's type and kind, and which figures a substitution takes out.
 * Every query of the reports has its composite index in firestore.indexes.json.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { invoiceFromData } from '../invoices/invoiceRepository';
import { cashClosePlan, reportInvoiceOf, reportInvoicePlan, storedReplacement } from './reportRepository';

const line = {
  description: 'x',
  code: '',
  categoryId: null,
  unit: 'ud',
  quantity: 1,
  unitPriceCents: 100000,
  discountPct: 0,
  vatRate: 21,
  exemption: null,
  sourceId: null,
  sourceLabel: null,
  baseCents: 100000,
};
const group = (base: number, vat: number) => ({ vatRate: 21, exemption: null, baseCents: base, vatCents: vat, recargoRate: 0, recargoCents: 0 });

/** An issued invoice document as the issuing command writes it (the fields the reports read). */
function stored(extra: Record<string, unknown>) {
  return invoiceFromData('inv', {
    kind: 'output',
    type: 'ordinaria',
    state: 'emitida',
    status: 'pendiente',
    partyId: 'c1',
    party: {
      name: 'Cliente',
      nif: 'B12345674',
      address: '',
      postalCode: '',
      city: '',
      province: '',
      country: 'España',
      idType: '',
      countryCode: 'ES',
    },
    lines: [line],
    breakdown: [group(100000, 21000)],
    baseCents: 100000,
    vatCents: 21000,
    recargoCents: 0,
    irpfRate: 0,
    irpfCents: 0,
    totalCents: 121000,
    payableCents: 121000,
    numberText: 'F-2026-000001',
    date: '2026-07-01',
    issueDate: '2026-07-01',
    operationDate: null,
    taxDate: '2026-07-01',
    ...extra,
  });
}

describe('the invoice as the reports read it', () => {
  it.each([
    // LIVA art. 75: goods delivered 28/06 on an invoice of 01/07 fall due on 28/06 (second quarter).
    ['the stored devengo date', { operationDate: '2026-06-28', taxDate: '2026-06-28' }, '2026-06-28'],
    ['the operation date of an old sale without taxDate', { operationDate: '2026-06-28', taxDate: null }, '2026-06-28'],
    ['the issue date of an old sale without either', { taxDate: null }, '2026-07-01'],
    ['the registry date of an old purchase', { kind: 'input', operationDate: '2026-06-20', taxDate: null }, '2026-07-01'],
  ])('takes %s as taxDate', (_n, extra, taxDate) => {
    expect(reportInvoiceOf(stored(extra), null).taxDate).toBe(taxDate);
  });

  it('carries the rectificativa’s type and kind, the party’s country, and the purchase flags', () => {
    const r = reportInvoiceOf(
      stored({
        kind: 'input',
        type: 'rectificativa',
        investmentGoods: true,
        premisesRental: true,
        party: { name: 'V', nif: 'DE123456789', country: 'Alemania', idType: '02', countryCode: 'DE' },
        rectifies: {
          invoiceId: 'o',
          numberText: 'REG-1',
          issueDate: '2026-01-01',
          mode: 'difference',
          code: 'R1',
          reason: 'Devolución',
          replaced: null,
        },
      }),
      null,
    );
    expect([r.rectificativa, r.rectificationCode, r.rectificationMode, r.partyCountryCode, r.investmentGoods, r.premisesRental]).toEqual([
      true,
      'R1',
      'difference',
      'DE',
      true,
      true,
    ]);
    const sale = reportInvoiceOf(stored({ investmentGoods: true }), null);
    expect([sale.rectificationCode, sale.rectificationMode, sale.investmentGoods, sale.partyCountryCode]).toEqual([null, null, false, 'ES']);
  });

  it('keeps the invoice total (base + cuotas) apart from what is paid', () => {
    const r = reportInvoiceOf(stored({ irpfRate: 15, irpfCents: 15000, payableCents: 106000 }), null);
    expect([r.totalCents, r.payableCents, r.irpfCents]).toEqual([121000, 106000, 15000]);
  });

  it('takes out what a substitution stored as replaced, and reads the original only for an old one without it', () => {
    const replaced = {
      numberText: 'F-2026-000001',
      breakdown: [group(90000, 18900)],
      baseCents: 90000,
      vatCents: 18900,
      recargoCents: 0,
      irpfCents: 0,
      totalCents: 108900,
      payableCents: 108900,
      settledCents: 0,
    };
    const rect = (r: Record<string, unknown>) =>
      stored({
        type: 'rectificativa',
        rectifies: { invoiceId: 'o', numberText: 'F-2026-000001', issueDate: '2026-01-01', mode: 'substitution', code: 'R1', reason: 'Precio', ...r },
      });
    expect(storedReplacement(rect({ replaced }))).toEqual({
      numberText: 'F-2026-000001',
      breakdown: [group(90000, 18900)],
      baseCents: 90000,
      vatCents: 18900,
      recargoCents: 0,
      irpfCents: 0,
      totalCents: 108900,
      payableCents: 108900,
    });
    expect(storedReplacement(rect({ replaced: null }))).toBe('readOriginal');
    expect(storedReplacement(rect({ mode: 'difference', replaced: null }))).toBeNull();
    expect(storedReplacement(stored({}))).toBeNull();
  });
});

interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
}
const indexes = (
  JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
    indexes: { collectionGroup: string; fields: IndexField[] }[];
  }
).indexes;

describe('composite indexes of the reports', () => {
  it.each([
    ['output', 'date'],
    ['input', 'date'],
    ['output', 'taxDate'],
    ['input', 'taxDate'],
  ] as const)('paging issued %s invoices by %s has its index', (kind, dateField) => {
    const plan = reportInvoicePlan(kind, { from: '2026-04-01', to: '2026-06-30' }, dateField);
    expect(plan.ranges.map(([f]) => f)).toEqual([dateField, dateField]);
    expect(plan.order).toEqual([
      [dateField, 'asc'],
      ['__name__', 'asc'],
    ]);
    const needed: IndexField[] = [
      ...plan.equals.map(([fieldPath]) => ({ fieldPath, order: 'ASCENDING' as const })),
      { fieldPath: dateField, order: 'ASCENDING' },
    ];
    expect(
      indexes.some((i) => i.collectionGroup === 'invoices' && JSON.stringify(i.fields) === JSON.stringify(needed)),
      JSON.stringify(needed),
    ).toBe(true);
  });
});

describe('the cierre de caja query', () => {
  it('asks only for equalities (simplified, issue day), so Firestore merges single-field indexes and no composite index is needed', () => {
    expect(cashClosePlan('2026-03-05')).toEqual([
      ['simplified', true],
      ['issueDate', '2026-03-05'],
    ]);
    // Neither field is exempted from single-field indexing.
    const overrides =
      (
        JSON.parse(readFileSync(resolve(process.cwd(), 'firestore.indexes.json'), 'utf8')) as {
          fieldOverrides?: { collectionGroup: string; fieldPath: string }[];
        }
      ).fieldOverrides ?? [];
    expect(overrides.filter((o) => o.collectionGroup === 'invoices' && ['simplified', 'issueDate'].includes(o.fieldPath))).toEqual([]);
  });
});
