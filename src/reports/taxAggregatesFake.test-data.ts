/**
 * A fake of the report repository's aggregate reads for the screen tests: the tax aggregates the
 * commands would have kept for `invoices` (each contribution is the reports' fold of one invoice,
 * a rectificativa dated by the number of the invoice it corrects), and the sales paid in cash.
 */
import {
  applyContribution,
  emptyTaxAggregateDocs,
  quarterId,
  rectifiedTaxDateFor,
  storedParty347,
  taxContributionOf,
} from '../domain/reports/taxAggregates';
import { quarterFiguresOf, storedQuarter } from '../domain/reports/taxAggregates';
import type { DateRange, Quarter, ReportInvoice } from './reportModel';

export function fakeAggregateReads(invoices: () => ReportInvoice[], asked: { quarters: string[] } = { quarters: [] }) {
  const docs = () => {
    const all = invoices();
    const byNumber = new Map(all.map((i) => [`${i.kind}|${i.numberText}`, i]));
    const d = emptyTaxAggregateDocs();
    for (const i of all) {
      const o = i.rectifiesNumber ? byNumber.get(`${i.kind}|${i.rectifiesNumber}`) : undefined;
      const rectifiedTaxDate = rectifiedTaxDateFor(i, o && { state: 'emitida', taxDate: o.taxDate, date: o.date });
      applyContribution(d, taxContributionOf({ ...i, rectifiedTaxDate }));
    }
    return d;
  };
  return {
    async taxQuarters(_c: string, year: number, quarters: readonly Quarter[]) {
      const d = docs();
      asked.quarters.push(...quarters.map((q) => quarterId(year, q)));
      return quarters.map((q) => {
        const stored = d.quarters.get(quarterId(year, q));
        return quarterFiguresOf(stored ? storedQuarter(stored) : undefined);
      });
    },
    async taxParties347(_c: string, year: number) {
      return [...docs().parties.values()].filter((p) => p.year === year).map(storedParty347);
    },
    async streamCashSales(_c: string, range: DateRange, o: { onPage: (i: ReportInvoice[], read: number) => void }) {
      const page = invoices().filter(
        (i) => i.kind === 'output' && i.paymentMethod === 'efectivo' && i.paidDate !== null && i.paidDate >= range.from && i.paidDate <= range.to,
      );
      if (page.length) o.onPage(page, page.length);
      return page.length;
    },
  };
}
