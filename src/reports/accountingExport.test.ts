import { describe, expect, it } from 'vitest';
import { journalDocumentOf, periodJournalDocuments } from './accountingExport';
import { group, invoice, SUBSTITUTION } from './reportFixtures.test-data';

describe('journalDocumentOf', () => {
  it('takes the replaced figures out of a rectificativa by substitution', () => {
    // 800,00 + 168,00 replacing 1.000,00 + 210,00: the entry carries −200,00 and −42,00.
    expect(journalDocumentOf(SUBSTITUTION)).toEqual({
      kind: 'sale',
      date: '2026-11-03',
      number: 'R-2026-000002',
      partyNif: '12345678Z',
      partyName: 'Beta Minorista',
      baseCents: -20000,
      vatCents: -4200,
      recargoCents: 0,
      irpfCents: 0,
      paidAt: null,
    });
  });

  it('names a purchase by the vendor number and keeps its payment date', () => {
    const p = invoice({
      id: 'p',
      kind: 'input',
      numberText: 'REG-1',
      vendorInvoiceNumber: 'FV-9',
      date: '2026-02-01',
      paidDate: '2026-02-10',
      irpfCents: 1500,
      breakdown: [group(21, 10000, 2100, [520, 520])],
    });
    expect(journalDocumentOf(p)).toMatchObject({
      kind: 'purchase',
      number: 'FV-9',
      baseCents: 10000,
      vatCents: 2100,
      recargoCents: 520,
      irpfCents: 1500,
      paidAt: '2026-02-10',
    });
  });
});

describe('periodJournalDocuments', () => {
  it('takes each invoice once from the dated and the paid sets', () => {
    const a = invoice({ id: 'a', numberText: 'F-1', date: '2026-04-03', paidDate: '2026-04-20', breakdown: [group(21, 10000, 2100)] });
    const b = invoice({ id: 'b', numberText: 'F-2', date: '2026-03-30', paidDate: '2026-04-05', breakdown: [group(21, 20000, 4200)] });
    // The same id on a purchase is another document.
    const p = invoice({ id: 'a', numberText: 'R-1', kind: 'input', date: '2026-01-10', paidDate: '2026-05-01', breakdown: [group(21, 5000, 1050)] });
    const docs = periodJournalDocuments([a], [a, b, p]);
    expect(docs.map((d) => [d.kind, d.date, d.baseCents])).toEqual([
      ['sale', '2026-04-03', 10000],
      ['sale', '2026-03-30', 20000],
      ['purchase', '2026-01-10', 5000],
    ]);
  });
});
