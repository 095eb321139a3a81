/**
 * "Importar CSV": choose a file, see which rows will be created, updated or
 * rejected and why (nothing written yet), then write the good rows in batches
 * with a progress bar. Rows the write could not save are marked in the table
 * with their reason; the others stay saved.
 */
import { memo, useState, type ReactElement } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Table from 'react-bootstrap/Table';
import { decodeCsvBytes, ellipsis, parseCsv } from './csv';
import { planImport, prepareImport, type ImportPlan, type ImportSpec, type PlannedRow } from './importPlan';
import { CSV_MESSAGES } from './messages';
import { TableScroll } from '../TableScroll';

const SHOWN_ROWS = 200;
/** Longest name and reason shown in the preview; the full value is in the cell's title and is what gets imported. */
const SHOWN_NAME = 80;
const SHOWN_REASON = 200;

type Stage<V, E> =
  | { step: 'choose'; error: string | null }
  | { step: 'reading' }
  | { step: 'preview'; plan: ImportPlan<V, E> }
  | { step: 'writing'; plan: ImportPlan<V, E>; written: number }
  | { step: 'done'; plan: ImportPlan<V, E>; notSaved: ReadonlyMap<number, string> }
  | { step: 'failed'; plan: ImportPlan<V, E>; written: number };

/** A row the write could not save: its index in the rows given to `write`, and why (in Spanish). */
export interface ImportRowFailure {
  index: number;
  reason: string;
}

export interface CsvImportProps<K extends string, D extends Record<K, unknown>, V, E> {
  show: boolean;
  title: string;
  spec: ImportSpec<K, D, V, E>;
  /** The stored records with these match keys. */
  lookup: (keys: string[]) => Promise<ReadonlyMap<string, E>>;
  /** Writes the rows; resolves with the rows it could not save (none: nothing or an empty list). */
  write: (rows: { value: V; existing: E | null }[], onProgress: (written: number) => void) => Promise<ImportRowFailure[] | void>;
  onClose: (imported: boolean) => void;
}

const ACTION_BADGE = {
  create: { bg: 'success', text: CSV_MESSAGES.actionCreate },
  update: { bg: 'primary', text: CSV_MESSAGES.actionUpdate },
  reject: { bg: 'danger', text: CSV_MESSAGES.actionReject },
  notSaved: { bg: 'danger', text: CSV_MESSAGES.actionNotSaved },
} as const;

const NONE: ReadonlyMap<number, string> = new Map();

/** Memoised: the progress bar re-renders the dialog after every batch, and the table stays as it is. */
const PreviewTable = memo(function PreviewTable<V, E>({ rows, notSaved }: { rows: PlannedRow<V, E>[]; notSaved: ReadonlyMap<number, string> }) {
  const [onlyRejected, setOnlyRejected] = useState(false);
  const visible = onlyRejected ? rows.filter((r) => r.action === 'reject' || notSaved.has(r.line)) : rows;
  return (
    <>
      <Form.Check
        type="switch"
        id="import-only-rejected"
        className="mb-2"
        label={CSV_MESSAGES.filterRejected}
        checked={onlyRejected}
        onChange={(e) => setOnlyRejected(e.target.checked)}
      />
      {/* Contained: the progress bar's updates then leave the table's style and layout alone. */}
      <TableScroll label="Vista previa de la importación" style={{ maxHeight: '50vh', contain: 'content' }}>
        <Table size="sm" className="align-middle" data-testid="import-preview">
          <thead className="sticky-top bg-body">
            <tr>
              <th scope="col">{CSV_MESSAGES.colLine}</th>
              <th scope="col">{CSV_MESSAGES.colName}</th>
              <th scope="col">{CSV_MESSAGES.colAction}</th>
              <th scope="col">{CSV_MESSAGES.colReasons}</th>
            </tr>
          </thead>
          <tbody>
            {visible.slice(0, SHOWN_ROWS).map((r) => {
              const failure = notSaved.get(r.line);
              const reasons = failure !== undefined ? [failure] : r.action === 'reject' ? r.reasons : [];
              const badge = ACTION_BADGE[failure !== undefined ? 'notSaved' : r.action];
              return (
                <tr key={r.line} data-testid={`import-row-${r.line}`}>
                  <td>{r.line}</td>
                  <td className="text-break" title={r.label.length > SHOWN_NAME ? r.label : undefined}>
                    {ellipsis(r.label, SHOWN_NAME)}
                  </td>
                  <td>
                    <Badge bg={badge.bg}>{badge.text}</Badge>
                  </td>
                  <td className="small">
                    {reasons.length > 0 && (
                      <ul className="mb-0 ps-3">
                        {reasons.map((reason) => (
                          <li key={reason} className="text-break" title={reason.length > SHOWN_REASON ? reason : undefined}>
                            {ellipsis(reason, SHOWN_REASON)}
                          </li>
                        ))}
                      </ul>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </TableScroll>
      {visible.length > SHOWN_ROWS && <p className="small text-body-secondary">{CSV_MESSAGES.moreRows(visible.length - SHOWN_ROWS)}</p>}
    </>
  );
}) as <V, E>(props: { rows: PlannedRow<V, E>[]; notSaved: ReadonlyMap<number, string> }) => ReactElement;

function DoneAlert<V, E>({ plan, notSaved }: { plan: ImportPlan<V, E>; notSaved: ReadonlyMap<number, string> }) {
  const saved = (action: 'create' | 'update') => plan.rows.filter((r) => r.action === action && !notSaved.has(r.line)).length;
  const done = CSV_MESSAGES.done(saved('create'), saved('update'));
  return (
    <Alert variant={notSaved.size > 0 ? 'warning' : 'success'} data-testid="import-done">
      {notSaved.size > 0 ? `${done} ${CSV_MESSAGES.notSaved([...notSaved.keys()].sort((a, b) => a - b))}` : done}
    </Alert>
  );
}

export function CsvImportModal<K extends string, D extends Record<K, unknown>, V, E>({
  show,
  title,
  spec,
  lookup,
  write,
  onClose,
}: CsvImportProps<K, D, V, E>) {
  const [stage, setStage] = useState<Stage<V, E>>({ step: 'choose', error: null });
  const busy = stage.step === 'reading' || stage.step === 'writing';

  const readFile = async (file: File) => {
    setStage({ step: 'reading' });
    try {
      const table = parseCsv(decodeCsvBytes(new Uint8Array(await file.arrayBuffer())));
      const prepared = prepareImport(table, spec);
      if (prepared.fatal) {
        setStage({ step: 'choose', error: prepared.fatal });
        return;
      }
      const existing = await lookup(prepared.keys);
      setStage({ step: 'preview', plan: planImport(prepared, spec, existing) });
    } catch (error) {
      console.error('Importación: no se ha podido leer el archivo', error);
      setStage({ step: 'choose', error: CSV_MESSAGES.unreadable });
    }
  };

  const runImport = async (plan: ImportPlan<V, E>) => {
    const rows: { value: V; existing: E | null }[] = [];
    const lines: number[] = [];
    for (const r of plan.rows) {
      if (r.action === 'reject') continue;
      rows.push({ value: r.value, existing: r.action === 'update' ? r.existing : null });
      lines.push(r.line);
    }
    let written = 0;
    setStage({ step: 'writing', plan, written });
    try {
      const failures = await write(rows, (n) => {
        written = n;
        setStage({ step: 'writing', plan, written: n });
      });
      setStage({ step: 'done', plan, notSaved: new Map((failures ?? []).map((f) => [lines[f.index]!, f.reason])) });
    } catch (error) {
      console.error('Importación interrumpida', error);
      setStage({ step: 'failed', plan, written });
    }
  };

  const close = () => {
    if (busy) return;
    const imported = stage.step === 'done' || (stage.step === 'failed' && stage.written > 0);
    setStage({ step: 'choose', error: null });
    onClose(imported);
  };

  const toWrite = 'plan' in stage ? stage.plan.creates + stage.plan.updates : 0;

  return (
    <Modal
      show={show}
      onHide={close}
      size="xl"
      fullscreen="md-down"
      backdrop={busy ? 'static' : true}
      keyboard={!busy}
      aria-labelledby="csv-import-title"
    >
      <Modal.Header closeButton={!busy}>
        <Modal.Title id="csv-import-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {stage.step === 'choose' && (
          <>
            {stage.error && (
              <Alert variant="danger" data-testid="import-error">
                {stage.error}
              </Alert>
            )}
            <Form.Group controlId="csv-import-file">
              <Form.Label>{CSV_MESSAGES.fileLabel}</Form.Label>
              <Form.Control
                type="file"
                accept=".csv,text/csv,text/plain"
                aria-describedby="csv-import-help"
                onChange={(e) => {
                  const file = (e.target as HTMLInputElement).files?.[0];
                  if (file) void readFile(file);
                }}
              />
              <Form.Text id="csv-import-help">{CSV_MESSAGES.fileHelp}</Form.Text>
            </Form.Group>
          </>
        )}
        {stage.step === 'reading' && <p role="status">{CSV_MESSAGES.reading}</p>}
        {'plan' in stage && (
          <>
            <p className="fw-semibold" data-testid="import-summary" role="status">
              {CSV_MESSAGES.summary(stage.plan.creates, stage.plan.updates, stage.plan.rejects)}
            </p>
            {stage.plan.unclosedQuoteLines.length > 0 && (
              <Alert variant="warning" data-testid="import-unclosed-quotes">
                {CSV_MESSAGES.unclosedQuotes(stage.plan.unclosedQuoteLines)}
              </Alert>
            )}
            {stage.plan.unknownHeaders.length > 0 && (
              <Alert variant="warning" className="text-break">
                {CSV_MESSAGES.unknownHeaders(stage.plan.unknownHeaders.map((h) => ellipsis(h, SHOWN_NAME)))}
              </Alert>
            )}
            {stage.step === 'preview' && (
              <p className="small text-body-secondary">{toWrite > 0 ? CSV_MESSAGES.previewNote : CSV_MESSAGES.nothingToImport}</p>
            )}
            {stage.step === 'writing' && (
              <div className="mb-3">
                <ProgressBar
                  now={stage.written}
                  max={toWrite}
                  label={CSV_MESSAGES.progress(stage.written, toWrite)}
                  aria-label={CSV_MESSAGES.progressLabel}
                  data-testid="import-progress"
                />
                <p className="small mt-1" role="status">
                  {CSV_MESSAGES.progress(stage.written, toWrite)}
                </p>
              </div>
            )}
            {stage.step === 'done' && <DoneAlert plan={stage.plan} notSaved={stage.notSaved} />}
            {stage.step === 'failed' && (
              <Alert variant="danger" data-testid="import-failed">
                {CSV_MESSAGES.failed(stage.written)}
              </Alert>
            )}
            <PreviewTable rows={stage.plan.rows} notSaved={stage.step === 'done' ? stage.notSaved : NONE} />
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        {stage.step === 'preview' && (
          <>
            <Button variant="outline-secondary" onClick={() => setStage({ step: 'choose', error: null })}>
              {CSV_MESSAGES.chooseOther}
            </Button>
            <Button onClick={() => void runImport(stage.plan)} disabled={toWrite === 0}>
              {CSV_MESSAGES.confirm(toWrite)}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={close} disabled={busy}>
          {stage.step === 'done' || stage.step === 'failed' ? CSV_MESSAGES.close : CSV_MESSAGES.cancel}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
