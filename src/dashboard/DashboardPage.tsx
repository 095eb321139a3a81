/**
 * #/dashboard (Inicio): the company's figures from two summary documents, the
 * 12-month chart and three short lists, at a constant cost in reads (see
 * dashboardRepository.ts). Nothing is shown until every figure has arrived,
 * so no zero flashes while loading.
 */
import { PageHeading } from '../shared/PageHeading';
import { useCallback, useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSignedInSession } from '../auth/session';
import { madridIsoDate } from '../domain/invoiceDates';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { DashboardLists } from './DashboardLists';
import { dashboardFigures, nothingYet, type DashboardFigures } from './dashboardModel';
import { dashboardRepository, type DashboardData } from './dashboardRepository';
import { FigureCards } from './FigureCards';
import { FirstSteps } from './FirstSteps';
import { MonthlyChart } from './MonthlyChart';
import { TEXT } from './messages';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; data: DashboardData; figures: DashboardFigures };

export default function DashboardPage() {
  useDocumentTitle(TEXT.title);
  const { profile, corp, role } = useSignedInSession();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!corp) return undefined;
    let live = true;
    const today = madridIsoDate(new Date());
    dashboardRepository.load(corp.id, today).then(
      (data) => live && setState({ kind: 'ready', data, figures: dashboardFigures(data.invoices, data.stock, today) }),
      (error: unknown) => {
        console.error('No se han podido cargar las cifras de Inicio', error);
        if (live) setState({ kind: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [corp, attempt]);

  // A company with nothing recorded yet gets its first steps instead of a chart of zeros.
  const empty = state.kind === 'ready' && nothingYet(state.data.invoices, state.data.stock, state.data.movements.length);

  return (
    <section aria-labelledby="dashboard-title">
      <PageHeading id="dashboard-title" title={TEXT.title} spacing="mb-2">
        <AppLink to="/reports" className="btn btn-outline-primary btn-sm">
          {TEXT.reports}
        </AppLink>
      </PageHeading>
      <p className="text-body-secondary">
        Hola{profile?.name ? `, ${profile.name}` : ''}. Estás trabajando en <strong>{corp?.name}</strong>
      </p>
      {state.kind === 'loading' && <Loading label={TEXT.loading} />}
      {state.kind === 'failed' && (
        <Alert variant="danger" className="d-flex flex-wrap align-items-center gap-2">
          <span className="me-auto">{TEXT.loadFailed}</span>
          <Button variant="outline-danger" size="sm" onClick={retry}>
            {TEXT.retry}
          </Button>
        </Alert>
      )}
      {state.kind === 'ready' && empty && (
        <div data-testid="dashboard-ready">
          <FirstSteps role={role} />
        </div>
      )}
      {state.kind === 'ready' && !empty && (
        <div data-testid="dashboard-ready">
          <FigureCards figures={state.figures} />
          <MonthlyChart chart={state.figures.chart} />
          <DashboardLists
            figures={state.figures}
            overdue={state.data.overdue}
            belowMinimum={state.data.belowMinimum}
            movements={state.data.movements}
          />
        </div>
      )}
    </section>
  );
}
