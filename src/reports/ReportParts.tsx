/** Pieces every report screen shares: title, Generar / progress / Cancelar, export buttons, a client-side pager. */
import { useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useSignedInSession } from '../auth/session';
import { AppLink } from '../shared/AppLink';
import { csvFileName, toCsv } from '../shared/csv/csv';
import { downloadText } from '../shared/csv/download';
import { useDocumentTitle } from '../shared/useDocumentTitle';
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
  const { corp } = useSignedInSession();
  return { id: corp?.id ?? '', name: corp?.data.legalName || corp?.name || '', nif: corp?.data.nif ?? '' };
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

export function GenerateButton({ running }: { running: boolean }) {
  return (
    <Button type="submit" variant="primary" disabled={running} data-testid="report-generate">
      {running ? REPORT_TEXT.generating : REPORT_TEXT.generate}
    </Button>
  );
}

export function CsvButton({ fileBase, table }: { fileBase: string; table: () => CsvTableText }) {
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      onClick={() => {
        const t = table();
        downloadText(csvFileName(fileBase, new Date()), toCsv(t.headers, t.rows));
      }}
    >
      {REPORT_TEXT.exportCsv}
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
