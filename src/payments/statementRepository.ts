/**
 * The invoices the extracto de cuenta reads (issue 30): one party's invoices of one kind dated up
 * to the period's end (everything before the period makes the opening balance), newest first, page
 * by page, read as the statement reads them (statementInvoiceOf). Drafts and annulled invoices are
 * read too (the query shares the invoice list's index) and dropped by the statement. Counted reads.
 */
import { orderBy, query, where } from 'firebase/firestore';
import { collectionRef } from '../data/firestore';
import { statementInvoiceOf, type StatementInvoice } from '../domain/payments/statement';
import { invoicesPath } from '../invoices/invoiceRepository';
import { streamQuery, type StreamOptions } from './streamRepository';

export interface StatementInvoicePlan {
  equals: [field: 'kind' | 'partyId', value: string][];
  ranges: [field: 'date', op: '<=', value: string][];
  order: [field: 'date', direction: 'desc'];
}

export function statementInvoicePlan(kind: 'output' | 'input', partyId: string, to: string): StatementInvoicePlan {
  return {
    equals: [
      ['kind', kind],
      ['partyId', partyId],
    ],
    ranges: [['date', '<=', to]],
    order: ['date', 'desc'],
  };
}

export const statementRepository = {
  /** Returns how many invoices were read. */
  streamInvoices(corpId: string, kind: 'output' | 'input', partyId: string, to: string, options: StreamOptions<StatementInvoice>): Promise<number> {
    const plan = statementInvoicePlan(kind, partyId, to);
    const base = query(
      collectionRef(invoicesPath(corpId)),
      ...plan.equals.map(([f, v]) => where(f, '==', v)),
      ...plan.ranges.map(([f, op, v]) => where(f, op, v)),
      orderBy(plan.order[0], plan.order[1]),
    );
    return streamQuery('reports.statement.invoices', base, (snap) => statementInvoiceOf(snap.id, snap.data()), options);
  },
};
