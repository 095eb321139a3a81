/**
 * The tax breakdown of an invoice: base and quota per rate, recargo, the invoice total (base +
 * cuotas + recargo) and, when IRPF is withheld, the withholding and what is paid ("Total a pagar").
 */
import type { DocumentTotals, RateBreakdown } from '../domain/documentTotals';
import { formatEuros, formatPercent } from '../domain/money';
import { TOBACCO_RECARGO_RATE } from '../domain/tax';
import { EXEMPTION_LABEL } from './messages';
import { TableScroll } from '../shared/TableScroll';

type Totals = Pick<DocumentTotals, 'baseCents' | 'vatCents' | 'recargoCents' | 'irpfCents' | 'totalCents' | 'payableCents' | 'irpfRate'> & {
  breakdown: RateBreakdown[];
};

export function InvoiceTotals({ totals, recargo }: { totals: Totals; recargo: boolean }) {
  const withheld = totals.irpfRate > 0;
  return (
    <div className="d-flex flex-wrap gap-3 justify-content-end" data-testid="invoice-totals-panel">
      <TableScroll label="Desglose por tipo de IVA">
        <table className="table table-sm mb-0" aria-label="Desglose por tipo de IVA">
          <thead>
            <tr>
              <th scope="col">Tipo</th>
              <th scope="col" className="text-end">
                Base
              </th>
              <th scope="col" className="text-end">
                Cuota IVA
              </th>
              {recargo && (
                <th scope="col" className="text-end">
                  Recargo equiv.
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {totals.breakdown.map((b) => (
              <tr key={`${b.vatRate}-${b.exemption ?? ''}-${b.recargoRate}`}>
                <td>
                  {b.exemption
                    ? EXEMPTION_LABEL[b.exemption]
                    : `IVA ${formatPercent(b.vatRate)}${b.recargoRate === TOBACCO_RECARGO_RATE ? ' (tabaco)' : ''}`}
                </td>
                <td className="text-end text-nowrap">{formatEuros(b.baseCents)}</td>
                <td className="text-end text-nowrap">{formatEuros(b.vatCents)}</td>
                {recargo && (
                  <td className="text-end text-nowrap">{b.recargoRate ? `${formatPercent(b.recargoRate)}: ${formatEuros(b.recargoCents)}` : '—'}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <table className="table table-sm mb-0 w-auto" aria-label="Totales">
        <tbody>
          <tr>
            <th scope="row">Base imponible</th>
            <td className="text-end text-nowrap" data-testid="total-base">
              {formatEuros(totals.baseCents)}
            </td>
          </tr>
          <tr>
            <th scope="row">IVA</th>
            <td className="text-end text-nowrap" data-testid="total-vat">
              {formatEuros(totals.vatCents)}
            </td>
          </tr>
          {recargo && (
            <tr>
              <th scope="row">Recargo de equivalencia</th>
              <td className="text-end text-nowrap" data-testid="total-recargo">
                {formatEuros(totals.recargoCents)}
              </td>
            </tr>
          )}
          <tr className={withheld ? 'fw-semibold' : 'fs-5'}>
            <th scope="row">Total factura</th>
            <td className={`text-end text-nowrap ${withheld ? '' : 'fw-bold'}`} data-testid="total-total">
              {formatEuros(totals.totalCents)}
            </td>
          </tr>
          {withheld && (
            <>
              <tr>
                <th scope="row">Retención IRPF ({formatPercent(totals.irpfRate)})</th>
                <td className="text-end text-nowrap" data-testid="total-irpf">
                  {formatEuros(-totals.irpfCents)}
                </td>
              </tr>
              <tr className="fs-5">
                <th scope="row">Total a pagar</th>
                <td className="text-end text-nowrap fw-bold" data-testid="total-payable">
                  {formatEuros(totals.payableCents)}
                </td>
              </tr>
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}
