/**
 * #/verifactu (admins): the company's VERI*FACTU records, newest first, cursor-paged and
 * filtered by state and period (or one invoice's records, from the invoice screen), with the
 * admin commands: send now, resend or correct a record, verify the chain and export the XML.
 */
import { PageHeading } from '../shared/PageHeading';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { downloadText } from '../shared/csv/download';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { ListPager } from '../shared/list/ListPager';
import { usePagedList } from '../shared/list/usePagedList';
import { Loading } from '../shared/Loading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { useStableValue } from '../shared/useStableValue';
import { chainCheckText, chainChecksOk, commandErrorMessage, sendResultText, STATE_LABEL, TEXT } from './messages';
import { recordFiltersFromUrl, REGISTRO_PATH, type RecordFilters } from './recordListPlan';
import { RecordTable } from './RecordTable';
import { DECLARACION_PATH } from './declaracion';
import { verifactuCommands } from './verifactuCommands';
import { ExportXmlButton } from './ExportXmlButton';
import { RECORD_STATES, resendActionOf, type RecordState, type VerifactuRecord } from './verifactuModel';
import { verifactuRepository } from './verifactuRepository';
import { VerifactuStatusPanel } from './VerifactuStatusPanel';

interface Notice {
  variant: 'success' | 'info' | 'danger';
  lines: string[];
}
type Busy = 'send' | 'chain' | 'export' | 'resend' | null;

export default function VerifactuRecordListPage() {
  const { corp } = useSignedInSession();
  const corpId = corp!.id;
  useDocumentTitle(TEXT.title);
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const search = params.toString();
  const [filters, setFilters] = useState<RecordFilters>(() => recordFiltersFromUrl(params));
  const [seenSearch, setSeenSearch] = useState(search);
  if (seenSearch !== search) {
    setSeenSearch(search);
    setFilters(recordFiltersFromUrl(params));
  }
  const set = (change: Partial<RecordFilters>) => setFilters((f) => ({ ...f, ...change }));
  const stableFilters = useStableValue(filters);
  const listQuery = useMemo(() => verifactuRepository.listQuery(corpId, stableFilters.value), [corpId, stableFilters.value]);
  const list = usePagedList(listQuery, stableFilters.key);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState<Busy>(null);
  const [notices, setNotices] = useState<Partial<Record<'send' | 'chain' | 'action', Notice>>>({});
  const [statusKey, setStatusKey] = useState(0);

  const run = async (what: Exclude<Busy, null>, slot: 'send' | 'chain' | 'action', work: () => Promise<Notice>) => {
    setBusy(what);
    setNotices((n) => ({ ...n, [slot]: undefined }));
    try {
      const notice = await work();
      setNotices((n) => ({ ...n, [slot]: notice }));
    } catch (e) {
      console.error(what, e);
      setNotices((n) => ({ ...n, [slot]: { variant: 'danger', lines: [commandErrorMessage(e)] } }));
    } finally {
      setBusy(null);
    }
  };

  const sendNow = () =>
    run('send', 'send', async () => {
      const result = await verifactuCommands.send(corpId);
      setStatusKey((k) => k + 1);
      return { variant: result.rejected > 0 || result.error ? 'danger' : 'info', lines: [sendResultText(result)] };
    });

  const verifyChain = () =>
    run('chain', 'chain', async () => {
      const { chains } = await verifactuCommands.verifyChain(corpId);
      if (chains.length === 0) return { variant: 'info', lines: ['Todavía no hay registros que verificar.'] };
      return { variant: chainChecksOk(chains) ? 'success' : 'danger', lines: chains.map((c) => chainCheckText(c, chains.length > 1)) };
    });

  const exportXml = () =>
    run('export', 'action', async () => {
      const { xml, fileName } = await verifactuCommands.exportXml(corpId, [...selected]);
      downloadText(fileName, xml, 'application/xml;charset=utf-8');
      return { variant: 'success', lines: [TEXT.exported(fileName)] };
    });

  const resend = (record: VerifactuRecord) =>
    run('resend', 'action', async () => {
      const result = await verifactuCommands.resend(corpId, record.id);
      setStatusKey((k) => k + 1);
      return { variant: 'success', lines: [result.action === 'subsanacion' ? TEXT.subsanacion(result.recordId) : TEXT.queued(result.recordId)] };
    });

  const onSelect = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  return (
    <section aria-labelledby="verifactu-title">
      <PageHeading id="verifactu-title" title={TEXT.title} spacing="mb-2">
        <AppLink to={DECLARACION_PATH} className="btn btn-outline-secondary btn-sm">
          {TEXT.declaracion}
        </AppLink>
      </PageHeading>
      <p className="text-body-secondary small">{TEXT.intro}</p>

      <VerifactuStatusPanel corpId={corpId} refreshKey={statusKey} />

      <div className="d-flex flex-wrap align-items-center gap-2 mb-2" role="group" aria-label="Acciones del registro">
        <Button onClick={sendNow} disabled={busy !== null}>
          {busy === 'send' ? TEXT.sending : TEXT.sendNow}
        </Button>
        <Button variant="outline-primary" onClick={verifyChain} disabled={busy !== null}>
          {busy === 'chain' ? TEXT.verifying : TEXT.verifyChain}
        </Button>
        <ExportXmlButton selectedCount={selected.size} busy={busy !== null} exporting={busy === 'export'} onExport={() => void exportXml()} />
        <span className="small text-body-secondary" aria-live="polite" data-testid="verifactu-selected">
          {selected.size > 0 && TEXT.selected(selected.size)}
        </span>
        {selected.size > 0 && (
          <Button variant="link" size="sm" onClick={() => setSelected(new Set())}>
            Quitar la selección
          </Button>
        )}
      </div>
      {(['send', 'chain', 'action'] as const).map((slot) => {
        const notice = notices[slot];
        return notice ? (
          <Alert
            key={slot}
            variant={notice.variant}
            role={notice.variant === 'danger' ? 'alert' : 'status'}
            data-testid={`verifactu-${slot}-result`}
            dismissible
            onClose={() => setNotices((n) => ({ ...n, [slot]: undefined }))}
          >
            {notice.lines.map((line) => (
              <p key={line} className="mb-0">
                {line}
              </p>
            ))}
          </Alert>
        ) : null;
      })}

      <RecordFiltersForm filters={filters} onChange={set} onClearInvoice={() => navigate(REGISTRO_PATH)} />

      {list.error && <Alert variant="danger">{TEXT.loadFailed}</Alert>}
      {list.loading ? (
        <Loading />
      ) : (
        <RecordTable
          rows={list.rows}
          selected={selected}
          onSelect={onSelect}
          onResend={(r) => resendActionOf(r) && void resend(r)}
          busy={busy !== null}
        />
      )}
      <ListPager list={list} noun="registros" />
    </section>
  );
}

function RecordFiltersForm({
  filters,
  onChange,
  onClearInvoice,
}: {
  filters: RecordFilters;
  onChange: (change: Partial<RecordFilters>) => void;
  onClearInvoice: () => void;
}) {
  if (filters.invoiceId) {
    return (
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2" data-testid="verifactu-invoice-filter">
        <span>{TEXT.invoiceFilter}.</span>
        <Button variant="outline-secondary" size="sm" onClick={onClearInvoice}>
          {TEXT.clearInvoiceFilter}
        </Button>
      </div>
    );
  }
  return (
    <Form role="search" aria-label="Filtrar los registros VERI*FACTU" onSubmit={(e) => e.preventDefault()}>
      <Row className="g-2 mb-2 align-items-end">
        <Col xs={12} sm={4} lg={3}>
          <Form.Group controlId="verifactu-filter-state">
            <Form.Label>Estado</Form.Label>
            <Form.Select value={filters.state ?? ''} onChange={(e) => onChange({ state: (e.target.value || null) as RecordState | null })}>
              <option value="">Todos</option>
              {RECORD_STATES.map((s) => (
                <option key={s} value={s}>
                  {STATE_LABEL[s]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} sm={4} lg={2}>
          <Form.Group controlId="verifactu-filter-from">
            <Form.Label>Desde</Form.Label>
            <Form.Control type="date" value={filters.from ?? ''} onChange={(e) => onChange({ from: e.target.value || null })} />
          </Form.Group>
        </Col>
        <Col xs={6} sm={4} lg={2}>
          <Form.Group controlId="verifactu-filter-to">
            <Form.Label>Hasta</Form.Label>
            <Form.Control type="date" value={filters.to ?? ''} onChange={(e) => onChange({ to: e.target.value || null })} />
          </Form.Group>
        </Col>
      </Row>
    </Form>
  );
}
