/**
 * Pieces every report screen shares: the screen's frame (title, parameters and Generar, progress /
 * Cancelar, the result), export buttons, table cells and a client-side pager.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useCompanyActor } from '../auth/session';
import { AppLink } from '../shared/AppLink';
import { csvFileName, toCsv } from '../shared/csv/csv';
import { downloadText } from '../shared/csv/download';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { formatEuros } from '../domain/money';
import { formatCount, REPORT_TEXT } from './messages';
import type { CsvTableText } from './reportCsv';
import type { RunState } from './useReportRun';

export function ReportTitle({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mb-3">
      <AppLink to="/reports" className="small">
        ← {REPORT_TEXT.backToIndex}
      </AppLink>
      <h1 id="report-title" className="h3 mt-1 mb-1">
        {title}
      </h1>
      {children && <p className="text-body-secondary small mb-0">{children}</p>}
    </div>
  );
}

/** The company as the reports' headers name it. */
export function useCompany(): { id: string; name: string; nif: string } {
  const { corp } = useCompanyActor();
  return { id: corp.id, name: corp.data.legalName || corp.name, nif: corp.data.nif };
}

/** "Generar" (the form's submit button), and while running a progress bar "n de N facturas" with "Cancelar". */
export function RunStatus<R>({ state, onCancel, unit = 'invoices' }: { state: RunState<R>; onCancel: () => void; unit?: 'invoices' | 'products' }) {
  if (state.status === 'running') {
    const known = state.total !== null && state.total > 0;
    const percent = known ? Math.min(100, Math.floor((100 * state.read) / (state.total ?? 1))) : 0;
    const text =
      unit === 'products'
        ? REPORT_TEXT.progressProducts(state.read)
        : known
          ? REPORT_TEXT.progress(state.read, state.total ?? 0)
          : REPORT_TEXT.generating;
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 my-3" data-testid="report-progress">
        <div className="flex-grow-1" style={{ minWidth: '12rem' }}>
          {/* Bootstrap 5.3's markup: the role and the name on the outer box (react-bootstrap puts a label elsewhere). */}
          <div
            className="progress"
            role="progressbar"
            aria-label={text}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={known ? percent : undefined}
          >
            <div
              className={`progress-bar${known ? '' : ' progress-bar-striped progress-bar-animated'}`}
              style={{ width: `${known ? percent : 100}%` }}
            >
              {known ? `${percent} %` : ''}
            </div>
          </div>
          <span className="small" role="status" aria-live="polite" data-testid="report-progress-text">
            {text}
          </span>
        </div>
        <Button variant="outline-danger" size="sm" onClick={onCancel} data-testid="report-cancel">
          {REPORT_TEXT.cancel}
        </Button>
      </div>
    );
  }
  if (state.status === 'cancelled') {
    return (
      <Alert variant="secondary" className="my-3" data-testid="report-cancelled">
        {REPORT_TEXT.cancelled}
      </Alert>
    );
  }
  if (state.status === 'error') {
    return (
      <Alert variant="danger" className="my-3" data-testid="report-error">
        {REPORT_TEXT.failed}
      </Alert>
    );
  }
  return null;
}

/**
 * A report screen: its title and description, the parameters (`fields`, columns of a row) with
 * «Generar», the progress while it runs, and once it is done `children(result)`.
 */
export function ReportScreen<R>({
  title,
  intro,
  fields,
  run,
  onGenerate,
  unit,
  children,
}: {
  title: string;
  intro: ReactNode;
  fields?: ReactNode;
  run: { state: RunState<R>; cancel: () => void };
  onGenerate: () => void;
  unit?: 'invoices' | 'products';
  children: (result: R) => ReactNode;
}) {
  const running = run.state.status === 'running';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onGenerate();
  };
  return (
    <section aria-labelledby="report-title">
      <ReportTitle title={title}>{intro}</ReportTitle>
      {fields ? (
        <Form noValidate onSubmit={submit}>
          <Row className="g-2 align-items-start">
            {fields}
            <Col xs="auto" className="align-self-end">
              <GenerateButton running={running} />
            </Col>
          </Row>
        </Form>
      ) : (
        <Form onSubmit={submit}>
          <GenerateButton running={running} />
        </Form>
      )}
      <RunStatus state={run.state} onCancel={run.cancel} unit={unit} />
      {run.state.status === 'done' && children(run.state.result)}
    </section>
  );
}

/** A generated report: its bar (heading, exports) above what it shows. `invoices`: how many were read. */
export function ReportResult({ bar, invoices, children }: { bar: ReactNode; invoices?: number; children: ReactNode }) {
  return (
    <div className="mt-3" data-testid="report-result" data-invoices={invoices}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">{bar}</div>
      {children}
    </div>
  );
}

/** A column header of figures (amounts, quantities, rates): right-aligned. */
export function FigureHeader({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="text-end">
      {children}
    </th>
  );
}

/** An amount in euros (an empty cell for null). */
export function EurosCell({ cents, testId }: { cents: number | null; testId?: string }) {
  return (
    <td className="text-end text-nowrap" data-testid={testId}>
      {cents === null ? '' : formatEuros(cents)}
    </td>
  );
}

/** A table's totals row: its label over the first `span` columns, then the totals' cells. */
export function TotalsFoot({ label, span, children }: { label: ReactNode; span: number; children: ReactNode }) {
  return (
    <tfoot>
      <tr className="fw-semibold">
        <th scope="row" colSpan={span}>
          {label}
        </th>
        {children}
      </tr>
    </tfoot>
  );
}

/** The one row of an empty table: why it is empty. */
export function NoRows({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="text-body-secondary">
        {children}
      </td>
    </tr>
  );
}

export function GenerateButton({ running }: { running: boolean }) {
  return (
    <Button type="submit" variant="primary" disabled={running} data-testid="report-generate">
      {running ? REPORT_TEXT.generating : REPORT_TEXT.generate}
    </Button>
  );
}

/** `label`: a distinct name where a page has two exports (the VAT summary and its modelo 303). */
export function CsvButton({ fileBase, table, label }: { fileBase: string; table: () => CsvTableText; label?: string }) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      onClick={() => {
        const t = table();
        downloadText(csvFileName(fileBase, new Date()), toCsv(t.headers, t.rows));
      }}
    >
      {label ?? REPORT_TEXT.exportCsv}
    </Button>
  );
}

export function PdfButton({ make }: { make: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await make();
          } catch (error) {
            console.error('PDF fallido', error);
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        {REPORT_TEXT.exportPdf}
      </Button>
      {failed && (
        <span className="small text-danger" role="alert">
          {REPORT_TEXT.pdfFailed}
        </span>
      )}
    </>
  );
}

export const ROWS_PER_SCREEN = 100;

/** Shows `rows` 100 at a time (the exports carry all of them). */
export function useRowWindow<T>(rows: readonly T[]) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_SCREEN));
  const current = Math.min(page, pages - 1);
  const visible = rows.slice(current * ROWS_PER_SCREEN, (current + 1) * ROWS_PER_SCREEN);
  const pager =
    pages > 1 ? (
      <nav className="d-flex flex-wrap align-items-center gap-2 small" aria-label="Páginas del informe">
        <Button size="sm" variant="outline-secondary" disabled={current === 0} onClick={() => setPage(current - 1)}>
          Anterior
        </Button>
        <span>
          Filas {formatCount(current * ROWS_PER_SCREEN + 1)}–{formatCount(current * ROWS_PER_SCREEN + visible.length)} de {formatCount(rows.length)}
        </span>
        <Button size="sm" variant="outline-secondary" disabled={current >= pages - 1} onClick={() => setPage(current + 1)}>
          Siguiente
        </Button>
      </nav>
    ) : null;
  return { visible, pager, reset: () => setPage(0) };
}
