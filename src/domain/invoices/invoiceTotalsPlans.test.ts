import { describe, expect, it } from 'vitest';
import { COUNTED_STATUSES, invoiceTotalsPlans, type InvoiceFilters } from '../../invoices/invoiceRepository';

const filters = (over: Partial<InvoiceFilters> = {}): InvoiceFilters => ({ kind: null, status: null, partyId: null, from: null, to: null, ...over });
const TODAY = '2026-11-22';

describe('invoiceTotalsPlans', () => {
  it.each<[string, InvoiceFilters, string[]]>([
    ['"Todas": one total for sales and one for purchases, never one sum', filters(), ['output', 'input']],
    ['sales only', filters({ kind: 'output' }), ['output']],
    ['purchases only', filters({ kind: 'input' }), ['input']],
    ['"Todas", pending ones', filters({ status: 'pendiente' }), ['output', 'input']],
    ['drafts never count', filters({ status: 'borrador' }), []],
    ['annulled invoices never count', filters({ kind: 'output', status: 'anulada' }), []],
  ])('%s', (_what, f, kinds) => {
    expect(invoiceTotalsPlans(f, TODAY).map((t) => t.kind)).toEqual(kinds);
  });

  it('without a status filter, counts only issued invoices: open (in part, returned), paid or replaced (no drafts, no annulled)', () => {
    const [sales] = invoiceTotalsPlans(filters({ kind: 'output', from: '2026-01-01' }), TODAY);
    expect(sales!.statusIn).toEqual(['pendiente', 'parcial', 'devuelta', 'pagada', 'sustituida']);
    expect(COUNTED_STATUSES).not.toContain('borrador');
    expect(COUNTED_STATUSES).not.toContain('anulada');
    expect(sales!.plan).toEqual({ equals: [['kind', 'output']], ranges: [['date', '>=', '2026-01-01']], order: ['date', 'desc'] });
  });

  it('with a status filter, counts what that status selects, per kind', () => {
    const plans = invoiceTotalsPlans(filters({ status: 'vencida' }), TODAY);
    expect(plans.map((t) => [t.kind, t.statusIn, t.plan.equals])).toEqual([
      [
        'output',
        null,
        [
          ['kind', 'output'],
          ['status', ['pendiente', 'parcial', 'devuelta']],
        ],
      ],
      [
        'input',
        null,
        [
          ['kind', 'input'],
          ['status', ['pendiente', 'parcial', 'devuelta']],
        ],
      ],
    ]);
  });
});
