/**
 * The ticket's total IVA included, big, with the base and cuota inside it per rate
 * (computeIvaIncludedTotals), and the refusal when it goes over the simplified invoice's limit.
 */
import Alert from 'react-bootstrap/Alert';
import { formatEuros, formatPercent } from '../domain/money';
import type { SimplifiedCheck } from '../domain/simplifiedInvoice';
import { EXEMPTION_LABEL } from '../invoices/messages';
import { newInvoicePath } from '../invoices/invoicePaths';
import { AppLink } from '../shared/AppLink';
import type { CartTotals } from './counterModel';
import { COUNTER_TEXT as T } from './messages';

export function CounterTotals({ totals, limit }: { totals: CartTotals; limit: SimplifiedCheck }) {
  return (
    <div className="border rounded p-3 bg-body-tertiary" data-testid="counter-totals">
      <div className="d-flex justify-content-between align-items-baseline">
        <span className="fw-semibold">{T.total}</span>
        <output className="display-6 fw-bold text-nowrap" data-testid="counter-total" aria-live="polite">
          {formatEuros(totals.totalCents)}
        </output>
      </div>
      {totals.groups.length > 0 && (
        <table className="table table-sm small mb-0 mt-2" aria-label={T.breakdown}>
          <thead>
            <tr>
              <th scope="col">{T.rate}</th>
              <th scope="col" className="text-end">
                {T.base}
              </th>
              <th scope="col" className="text-end">
                {T.vat}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.groups.map((g) => (
              <tr key={`${g.vatRate}-${g.exemption ?? ''}`} data-testid="counter-breakdown-row">
                <td>{g.exemption ? EXEMPTION_LABEL[g.exemption] : `IVA ${formatPercent(g.vatRate)}`}</td>
                <td className="text-end text-nowrap">{formatEuros(g.baseCents)}</td>
                <td className="text-end text-nowrap">{formatEuros(g.vatCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {!limit.ok && (
        <Alert variant="danger" className="mt-2 mb-0 small" data-testid="counter-over-limit">
          {T.overLimit(limit.limitCents)}{' '}
          <AppLink className="alert-link" to={newInvoicePath('output')}>
            {T.ordinaryInvoice}
          </AppLink>
        </Alert>
      )}
    </div>
  );
}
