/**
 * Sales and purchases per month for the last 12 months: the chart (chart.js,
 * loaded lazily), its summary for screen readers, and the same figures as a
 * table behind a "Ver como tabla" toggle that keyboard users reach too.
 */
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formatEuros } from '../domain/money';
import { Loading } from '../shared/Loading';
import { TableScroll } from '../shared/TableScroll';
import { chartSummary, type ChartMonth } from './dashboardModel';
import { TEXT } from './messages';

const SalesChart = lazy(() => import('./SalesChart'));

/** If the chart's code cannot load (offline after an update), the table still tells everything. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('No se ha podido cargar el gráfico', error);
  }
  render() {
    return this.state.failed ? (
      <Alert variant="warning">No se ha podido cargar el gráfico; las cifras están en la tabla.</Alert>
    ) : (
      this.props.children
    );
  }
}

function ChartTable({ chart }: { chart: ChartMonth[] }) {
  const total = (key: 'salesBaseCents' | 'purchasesBaseCents') => chart.reduce((a, m) => a + m[key], 0);
  return (
    <TableScroll label={TEXT.tableCaption}>
      <table className="table table-sm align-middle mb-0" data-testid="dashboard-chart-table">
        <caption className="caption-top">{TEXT.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{TEXT.month}</th>
            <th scope="col" className="text-end">
              {TEXT.sales}
            </th>
            <th scope="col" className="text-end">
              {TEXT.purchases}
            </th>
          </tr>
        </thead>
        <tbody>
          {chart.map((m) => (
            <tr key={m.month.key}>
              <th scope="row" className="fw-normal text-nowrap">
                {m.month.shortLabel}
              </th>
              <td className="text-end text-nowrap">{formatEuros(m.salesBaseCents)}</td>
              <td className="text-end text-nowrap">{formatEuros(m.purchasesBaseCents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{TEXT.total}</th>
            <td className="text-end text-nowrap fw-semibold">{formatEuros(total('salesBaseCents'))}</td>
            <td className="text-end text-nowrap fw-semibold">{formatEuros(total('purchasesBaseCents'))}</td>
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}

export function MonthlyChart({ chart }: { chart: ChartMonth[] }) {
  const [showTable, setShowTable] = useState(false);
  const summary = chartSummary(chart);
  return (
    <section aria-labelledby="dashboard-chart-title" className="card mb-4">
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
          <h2 id="dashboard-chart-title" className="h5 mb-0 me-auto">
            {TEXT.chartTitle}
          </h2>
          <Button
            variant="outline-secondary"
            size="sm"
            aria-expanded={showTable}
            aria-controls="dashboard-chart-table"
            onClick={() => setShowTable((v) => !v)}
          >
            {showTable ? TEXT.hideTable : TEXT.showTable}
          </Button>
        </div>
        <p className="small text-body-secondary">{TEXT.chartNote}</p>
        <ChartBoundary>
          <Suspense
            fallback={
              <div style={{ height: 280 }}>
                <Loading label={TEXT.chartLoading} />
              </div>
            }
          >
            <SalesChart chart={chart} summary={summary} />
          </Suspense>
        </ChartBoundary>
        <div id="dashboard-chart-table" hidden={!showTable} className="mt-3">
          <ChartTable chart={chart} />
        </div>
      </div>
    </section>
  );
}
