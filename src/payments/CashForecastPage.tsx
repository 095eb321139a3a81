/**
 * #/reports/cash-forecast, «Previsión de tesorería» (issue 30): the open dues of sales and
 * purchases, read page by page (the dues only), folded by cashForecast week by week from the
 * current week (13 by default), with what is already overdue before and what falls later after,
 * and the balance from an optional opening balance. CSV export.
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { cashForecast, MAX_FORECAST_WEEKS, type CashForecast, type ForecastFigures } from '../domain/payments/forecast';
import type { Due } from '../domain/payments/dues';
import { isoToSpanish } from '../reports/messages';
import { CsvButton, EurosCell, FigureHeader, ReportResult, useCompany } from '../reports/ReportParts';
import { useReportRun } from '../reports/useReportRun';
import { FORECAST_TEXT } from '../reports/paymentReportText';
import { forecastCsv } from './carteraCsv';
import { dueRepository } from './dueRepository';
import { PaymentReportScreen } from './PaymentReportParts';
import { DEFAULT_FORECAST_WEEKS, forecastParams } from './reportParams';

interface ForecastResult {
  today: string;
  forecast: CashForecast;
}

function FigureCells({ f, testId }: { f: ForecastFigures; testId?: string }) {
  return (
    <>
      <EurosCell cents={f.inflowCents} />
      <EurosCell cents={f.outflowCents} />
      <EurosCell cents={f.netCents} />
      <EurosCell cents={f.balanceCents} testId={testId} />
    </>
  );
}

function ForecastTable({ result }: { result: ForecastResult }) {
  const f = result.forecast;
  return (
    <div className="table-responsive">
      <table className="table table-sm table-striped align-middle" data-testid="forecast-table">
        <caption className="caption-top">
          {FORECAST_TEXT.title} · {FORECAST_TEXT.asOf(isoToSpanish(result.today))}
        </caption>
        <thead>
          <tr>
            <th scope="col">{FORECAST_TEXT.period}</th>
            <FigureHeader>{FORECAST_TEXT.inflow}</FigureHeader>
            <FigureHeader>{FORECAST_TEXT.outflow}</FigureHeader>
            <FigureHeader>{FORECAST_TEXT.net}</FigureHeader>
            <FigureHeader>{FORECAST_TEXT.balance}</FigureHeader>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row" className="fw-normal">
              {FORECAST_TEXT.openingRow}
            </th>
            <td colSpan={3} />
            <EurosCell cents={f.openingCents} />
          </tr>
          <tr data-testid="forecast-overdue">
            <th scope="row" className="fw-normal text-danger">
              {FORECAST_TEXT.overdue}
            </th>
            <FigureCells f={f.overdue} />
          </tr>
          {f.weeks.map((w) => (
            <tr key={w.week} data-testid="forecast-week">
              <th scope="row" className="fw-normal text-nowrap">
                {FORECAST_TEXT.week(w.week, isoToSpanish(w.start), isoToSpanish(w.end))}
              </th>
              <FigureCells f={w} />
            </tr>
          ))}
          <tr data-testid="forecast-later">
            <th scope="row" className="fw-normal">
              {FORECAST_TEXT.later}
            </th>
            <FigureCells f={f.later} />
          </tr>
        </tbody>
        <tfoot>
          <tr className="fw-semibold">
            <th scope="row">{FORECAST_TEXT.total}</th>
            <FigureCells f={f.totals} testId="forecast-closing" />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

export default function CashForecastPage() {
  const company = useCompany();
  const [weeks, setWeeks] = useState(String(DEFAULT_FORECAST_WEEKS));
  const [opening, setOpening] = useState('');
  const [invalid, setInvalid] = useState<'weeks' | 'opening' | null>(null);
  const report = useReportRun<ForecastResult>();

  const generate = () => {
    const params = forecastParams(weeks, opening);
    if (!params.ok) {
      setInvalid(params.field);
      return;
    }
    setInvalid(null);
    report.run(async ({ signal, progress }) => {
      const today = madridIsoDate(new Date());
      const dues: Due[] = [];
      let before = 0;
      for (const kind of ['output', 'input'] as const) {
        const read = await dueRepository.streamOpen(company.id, kind, {
          signal,
          onPage: (page, readOfKind) => {
            dues.push(...page);
            progress(before + readOfKind, null);
          },
        });
        before += read;
      }
      return { today, forecast: cashForecast(dues, today, params.weeks, params.openingCents) };
    });
  };

  return (
    <PaymentReportScreen
      title={FORECAST_TEXT.title}
      intro={FORECAST_TEXT.description}
      run={report}
      onGenerate={generate}
      progressText={FORECAST_TEXT.progress}
      fields={
        <>
          <Col xs={6} sm={3} md={2}>
            <Form.Group controlId="forecast-weeks">
              <Form.Label>{FORECAST_TEXT.weeks}</Form.Label>
              <Form.Control
                type="number"
                min={1}
                max={MAX_FORECAST_WEEKS}
                value={weeks}
                isInvalid={invalid === 'weeks'}
                aria-describedby={invalid === 'weeks' ? 'forecast-weeks-error' : undefined}
                onChange={(e) => {
                  setWeeks(e.target.value);
                  report.reset();
                }}
              />
              <Form.Control.Feedback type="invalid" id="forecast-weeks-error">
                {FORECAST_TEXT.weeksInvalid}
              </Form.Control.Feedback>
            </Form.Group>
          </Col>
          <Col xs={6} sm={4} md={3}>
            <Form.Group controlId="forecast-opening">
              <Form.Label>{FORECAST_TEXT.opening}</Form.Label>
              <Form.Control
                inputMode="decimal"
                value={opening}
                isInvalid={invalid === 'opening'}
                aria-describedby={invalid === 'opening' ? 'forecast-opening-error' : 'forecast-opening-help'}
                onChange={(e) => {
                  setOpening(e.target.value);
                  report.reset();
                }}
              />
              {invalid === 'opening' ? (
                <Form.Control.Feedback type="invalid" id="forecast-opening-error">
                  {FORECAST_TEXT.openingInvalid}
                </Form.Control.Feedback>
              ) : (
                <Form.Text id="forecast-opening-help">{FORECAST_TEXT.openingHelp}</Form.Text>
              )}
            </Form.Group>
          </Col>
        </>
      }
    >
      {(result) => (
        <ReportResult
          bar={
            <>
              <p className="mb-0 me-auto">
                {FORECAST_TEXT.asOf(isoToSpanish(result.today))} · {FORECAST_TEXT.balance}:{' '}
                <strong>{formatEuros(result.forecast.totals.balanceCents)}</strong>
              </p>
              <CsvButton fileBase={FORECAST_TEXT.file} table={() => forecastCsv(result.forecast)} />
            </>
          }
        >
          <ForecastTable result={result} />
        </ReportResult>
      )}
    </PaymentReportScreen>
  );
}
