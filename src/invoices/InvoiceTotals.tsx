/**
 * The tax breakdown of an invoice: base and quota per rate, recargo, the invoice total (base +
 * cuotas + recargo) and, when IRPF is withheld, the withholding and what is paid ("Total a pagar").
 * DraftTotals is the same panel for a draft, computed live from the editor's lines.
 */
import { useWatch, type Control } from 'react-hook-form';
import { computeTotals, type DocumentTotals, type RateBreakdown } from '../domain/documentTotals';
import { validateLine } from '../domain/lineValidation';
import { formatEuros, formatPercent } from '../domain/money';
import { TOBACCO_RECARGO_RATE } from '../domain/tax';
import { parseFormLine, type InvoiceValues } from './invoiceForm';
import { TableHead } from './InvoicePageParts';
import { BREAKDOWN_TEXT as T, EXEMPTION_LABEL } from './messages';
import { TableScroll } from '../shared/TableScroll';

type Totals = Pick<DocumentTotals, 'baseCents' | 'vatCents' | 'recargoCents' | 'irpfCents' | 'totalCents' | 'payableCents' | 'irpfRate'> & {
  breakdown: RateBreakdown[];
};

function TotalRow({ label, cents, testId, bold, className }: { label: string; cents: number; testId: string; bold?: boolean; className?: string }) {
  return (
    <tr className={className}>
      <th scope="row">{label}</th>
      <td className={bold === undefined ? 'text-end text-nowrap' : `text-end text-nowrap ${bold ? 'fw-bold' : ''}`} data-testid={testId}>
        {formatEuros(cents)}
      </td>
    </tr>
  );
}

function Breakdown({ breakdown, recargo }: { breakdown: RateBreakdown[]; recargo: boolean }) {
  return (
    <TableScroll label={T.label}>
      <table className="table table-sm mb-0" aria-label={T.label}>
        <TableHead
          columns={[{ label: T.rate }, { label: T.base, end: true }, { label: T.vat, end: true }, recargo && { label: T.recargo, end: true }]}
        />
        <tbody>
          {breakdown.map((b) => (
            <tr key={`${b.vatRate}-${b.exemption ?? ''}-${b.recargoRate}`}>
              <td>{b.exemption ? EXEMPTION_LABEL[b.exemption] : T.vatRate(formatPercent(b.vatRate), b.recargoRate === TOBACCO_RECARGO_RATE)}</td>
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
  );
}

export function InvoiceTotals({ totals, recargo }: { totals: Totals; recargo: boolean }) {
  const withheld = totals.irpfRate > 0;
  return (
    <div className="d-flex flex-wrap gap-3 justify-content-end" data-testid="invoice-totals-panel">
      <Breakdown breakdown={totals.breakdown} recargo={recargo} />
      <table className="table table-sm mb-0 w-auto" aria-label={T.totals}>
        <tbody>
          <TotalRow label={T.totalBase} cents={totals.baseCents} testId="total-base" />
          <TotalRow label={T.totalVat} cents={totals.vatCents} testId="total-vat" />
          {recargo && <TotalRow label={T.totalRecargo} cents={totals.recargoCents} testId="total-recargo" />}
          <TotalRow label={T.total} cents={totals.totalCents} testId="total-total" bold={!withheld} className={withheld ? 'fw-semibold' : 'fs-5'} />
          {withheld && (
            <>
              <TotalRow label={T.irpf(formatPercent(totals.irpfRate))} cents={-totals.irpfCents} testId="total-irpf" />
              <TotalRow label={T.payable} cents={totals.payableCents} testId="total-payable" bold className="fs-5" />
            </>
          )}
        </tbody>
      </table>
    </div>
  );
}

/** The totals of a draft as it is typed: only the lines that are complete and valid count. */
export function DraftTotals({ control, allowNegative }: { control: Control<InvoiceValues>; allowNegative: boolean }) {
  const [lines, recargoEquivalencia, irpfRate] = useWatch({ control, name: ['lines', 'recargoEquivalencia', 'irpfRate'] });
  const priced = (lines ?? [])
    .map((l) => parseFormLine(l))
    .filter((l): l is NonNullable<typeof l> => l !== null && validateLine(l, { allowNegative }).length === 0);
  const totals = computeTotals(priced, { recargoEquivalencia: !!recargoEquivalencia, irpfRate: Number(irpfRate ?? 0) });
  return <InvoiceTotals totals={totals} recargo={!!recargoEquivalencia} />;
}
