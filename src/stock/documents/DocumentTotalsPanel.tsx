/** The live totals of an entrada or salida (only its valid lines count) and, for a confirmed salida, its cost of goods and margin. */
import { useWatch, type Control } from 'react-hook-form';
import { formatEuros, formatPercent } from '../../domain/money';
import { DOCUMENT_TOTALS_TEXT, SALIDA_COST_TEXT } from '../messages';
import { draftTotals, type DocumentValues } from './documentForm';

export function DocumentTotalsPanel({ control, costCents }: { control: Control<DocumentValues>; costCents: number | null }) {
  const lines = useWatch({ control, name: 'lines' });
  const totals = draftTotals(lines ?? []);
  return (
    <dl className="row justify-content-end text-end mb-3" data-testid="document-totals">
      <dt className="col-7 col-md-3">{DOCUMENT_TOTALS_TEXT.base}</dt>
      <dd className="col-5 col-md-2" data-testid="total-base">
        {formatEuros(totals.baseCents)}
      </dd>
      {totals.breakdown.map((b) => (
        <div key={b.vatRate} className="row justify-content-end m-0 p-0">
          <dt className="col-7 col-md-3">{DOCUMENT_TOTALS_TEXT.vatOn(formatPercent(b.vatRate), formatEuros(b.baseCents))}</dt>
          <dd className="col-5 col-md-2">{formatEuros(b.vatCents)}</dd>
        </div>
      ))}
      <dt className="col-7 col-md-3">{DOCUMENT_TOTALS_TEXT.total}</dt>
      <dd className="col-5 col-md-2 fw-bold" data-testid="total-total">
        {formatEuros(totals.totalCents)}
      </dd>
      {costCents !== null && (
        <>
          <dt className="col-7 col-md-3">{SALIDA_COST_TEXT.costOfGoods}</dt>
          <dd className="col-5 col-md-2" data-testid="total-cost-of-goods">
            {formatEuros(costCents)}
          </dd>
          <dt className="col-7 col-md-3">{SALIDA_COST_TEXT.margin}</dt>
          <dd className="col-5 col-md-2" data-testid="total-margin">
            {formatEuros(totals.baseCents - costCents)}
          </dd>
        </>
      )}
    </dl>
  );
}
