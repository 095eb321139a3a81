/**
 * The editor of one entrada or salida: its form's state and what its buttons do (save the
 * borrador, confirm it, delete it, annul a confirmed one). The header, the lines and the totals
 * are their own components; a document that is not a borrador shows in the same form, disabled.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useCompanyActor } from '../../auth/session';
import { toIsoDate } from '../../domain/dates';
import { AppLink, currentRoute, useAppNavigate, useFollowUpNavigate } from '../../shared/AppLink';
import { flashState, useFlash, type Notice } from '../../shared/feedback/flash';
import { NoticeAlert } from '../../shared/feedback/NoticeAlert';
import { useUnsavedChangesWarning } from '../../shared/useUnsavedChangesWarning';
import { stockWriter } from '../appStockWriter';
import { DELETE_FAILED, DOCUMENT_LINES_TEXT, DOCUMENT_TEXT, KIND_LABEL, SAVE_FAILED, STATE_LABEL, stockErrorMessage } from '../messages';
import { StockError } from '../stockErrors';
import type { DocKind, StockDocument } from '../../domain/stock/stockTypes';
import { AlbaranDownload } from './AlbaranDownload';
import { AnnulDialog } from './AnnulDialog';
import { blankValues, documentSchema, sameDraft, toDraft, valuesOf, type DocumentValues } from './documentForm';
import { DocumentHeaderFields } from './DocumentHeaderFields';
import { DocumentLinesTable } from './DocumentLinesTable';
import { documentDetailPath, LIST_PATH, orderPathOf } from './documentRoutes';
import { DocumentTotalsPanel } from './DocumentTotalsPanel';
import { stockDocumentRepository } from './stockDocumentRepository';
import type { StockDocumentParts } from './documentParts';
import { timedPart } from '../../shared/userTiming';

/** A refusal or failure of the stock writer, in Spanish. */
const writerMessage = (e: unknown) => stockErrorMessage(e instanceof StockError ? e : new StockError('failed'));

export function DocumentEditor({ kind, document, parts = {} }: { kind: DocKind; document: StockDocument | null; parts?: StockDocumentParts }) {
  const { corpId, uid } = useCompanyActor();
  const navigate = useAppNavigate();
  const repository = useMemo(() => stockDocumentRepository(kind), [kind]);
  const labels = KIND_LABEL[kind];
  const editable = document === null || document.state === 'borrador';
  const [busy, setBusy] = useState(false);
  const carried = useFlash();
  const [message, setMessage] = useState<Notice | null>(carried);
  const [annulOpen, setAnnulOpen] = useState(false);

  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema(kind)),
    defaultValues: document ? valuesOf(document) : blankValues(toIsoDate(new Date())),
  });
  const { handleSubmit, formState, reset } = form;
  const { errors } = formState;
  useUnsavedChangesWarning(editable && formState.isDirty && !busy);

  /** A message here, or on the saved document's own page when this was a new one. */
  const followUp = useFollowUpNavigate();
  // A new document's page becomes the saved one's, unless the person left while it was written.
  const show = (savedId: string, m: Notice, from: string) => {
    if (document) setMessage(m);
    else followUp(from, documentDetailPath(kind, savedId), { state: flashState(m.text, m.variant) });
  };

  const save = async (values: DocumentValues): Promise<string | null> => {
    try {
      const savedId = await repository.saveDraft(corpId, uid, document?.id ?? null, toDraft(values), document?.number);
      reset(values);
      return savedId;
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: SAVE_FAILED });
      return null;
    }
  };

  const onSave = handleSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    const from = currentRoute();
    const savedId = await save(values);
    setBusy(false);
    if (!savedId) return;
    show(savedId, { variant: 'success', text: DOCUMENT_TEXT.saved }, from);
  });

  const onConfirm = handleSubmit(async (values) => {
    setMessage(null);
    if (values.lines.length === 0) {
      setMessage({ variant: 'danger', text: stockErrorMessage(new StockError('noLines')) });
      return;
    }
    if (typeof navigator !== 'undefined' && navigator.onLine === false) {
      setMessage({ variant: 'danger', text: stockErrorMessage(new StockError('offline')) });
      return;
    }
    setBusy(true);
    const from = currentRoute();
    // What the screen shows is what is stored (the document is watched live): confirm it as it is,
    // without writing the same lines again first.
    const savedId = document && sameDraft(values, document) ? document.id : await save(values);
    if (!savedId) {
      setBusy(false);
      return;
    }
    try {
      await timedPart('stock.confirm', () => stockWriter.apply(corpId, kind, 'confirm', savedId, uid));
      show(savedId, { variant: 'success', text: DOCUMENT_TEXT.confirmed(labels.one) }, from);
    } catch (e) {
      show(savedId, { variant: 'danger', text: writerMessage(e) }, from);
    } finally {
      setBusy(false);
    }
  });

  const onDelete = async () => {
    if (!document || !window.confirm(DOCUMENT_TEXT.confirmDelete)) return;
    setBusy(true);
    try {
      await repository.deleteDraft(corpId, document.id);
      navigate(LIST_PATH[kind]);
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: DELETE_FAILED });
      setBusy(false);
    }
  };

  const onAnnul = async (reason: string): Promise<string | null> => {
    if (!document) return null;
    try {
      await stockWriter.apply(corpId, kind, 'annul', document.id, uid, reason);
      setAnnulOpen(false);
      setMessage({ variant: 'success', text: DOCUMENT_TEXT.annulledNow(labels.one) });
      return null;
    } catch (e) {
      return writerMessage(e);
    }
  };

  return (
    <section aria-labelledby="document-title">
      <DocumentHeading kind={kind} document={document} PartBadge={parts.Badge} />
      <NoticeAlert notice={message} testId="document-message" />
      {document?.state === 'anulada' && (
        <Alert variant="secondary" data-testid="annul-info">
          {DOCUMENT_TEXT.annulled(document.annulledAt?.toLocaleString('es-ES') ?? '—', document.annulReason ?? '')}
        </Alert>
      )}
      {document && parts.SourceNote && <parts.SourceNote document={document} />}

      <Form noValidate onSubmit={onSave}>
        <fieldset disabled={!editable || busy}>
          <DocumentHeaderFields
            kind={kind}
            corpId={corpId}
            form={form}
            errors={errors}
            editable={editable}
            partyLabel={parts.partyLabel ? parts.partyLabel(kind, document) : KIND_LABEL[kind].party}
          />
          <h2 className="h5">{DOCUMENT_LINES_TEXT.heading}</h2>
        </fieldset>
        <DocumentLinesTable kind={kind} corpId={corpId} form={form} errors={errors} editable={editable} disabled={!editable || busy} />
        {document && parts.ReturnedNote && <parts.ReturnedNote document={document} />}
        <DocumentTotalsPanel control={form.control} costCents={document?.costCents ?? null} />
        <DocumentActions
          document={document}
          editable={editable}
          busy={busy}
          onConfirm={() => void onConfirm()}
          onDelete={() => void onDelete()}
          onAnnul={() => setAnnulOpen(true)}
          Actions={parts.Actions}
        />
        {/* The albarán of a saved document (issue 31); a borrador's says so on the PDF. */}
        {document && <AlbaranDownload document={document} onFailed={(text) => setMessage({ variant: 'danger', text })} />}
      </Form>
      {document && <AnnulDialog show={annulOpen} onHide={() => setAnnulOpen(false)} onAnnul={onAnnul} what={labels.one.toLowerCase()} />}
    </section>
  );
}

/** The title with the document's state, and the links back to the list and to the stock. */
function DocumentHeading({ kind, document, PartBadge }: { kind: DocKind; document: StockDocument | null; PartBadge: StockDocumentParts['Badge'] }) {
  const labels = KIND_LABEL[kind];
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="document-title" className="h3 mb-0 me-auto">
          {document ? DOCUMENT_TEXT.title(labels.one, document.number) : DOCUMENT_TEXT.newTitle(labels.one)}
        </h1>
        {document && (
          <Badge
            bg={document.state === 'confirmada' ? 'success' : document.state === 'anulada' ? 'secondary' : 'warning'}
            text={document.state === 'borrador' ? 'dark' : undefined}
            data-testid="document-state"
          >
            {STATE_LABEL[document.state]}
          </Badge>
        )}
        {document?.invoiced && <Badge bg="info">{DOCUMENT_TEXT.invoiced}</Badge>}
        {document && PartBadge && <PartBadge document={document} />}
      </div>
      <p className="d-flex flex-wrap gap-3">
        <AppLink to={LIST_PATH[kind]}>{DOCUMENT_TEXT.toList(labels.many)}</AppLink>
        <AppLink to="/stock">{DOCUMENT_TEXT.seeStock}</AppLink>
      </p>
    </>
  );
}

/** A borrador is saved, confirmed or deleted; a confirmed document not yet invoiced can be annulled. */
function DocumentActions(props: {
  document: StockDocument | null;
  editable: boolean;
  busy: boolean;
  onConfirm: () => void;
  onDelete: () => void;
  onAnnul: () => void;
  Actions: StockDocumentParts['Actions'];
}) {
  const { document, editable, busy, Actions } = props;
  return (
    <div className="d-flex flex-wrap gap-2">
      {editable && (
        <>
          <Button type="submit" variant="outline-primary" disabled={busy}>
            {DOCUMENT_TEXT.save}
          </Button>
          <Button variant="primary" disabled={busy} onClick={props.onConfirm}>
            {DOCUMENT_TEXT.confirm}
          </Button>
          {document && (
            <Button variant="outline-danger" disabled={busy} onClick={props.onDelete}>
              {DOCUMENT_TEXT.delete}
            </Button>
          )}
        </>
      )}
      {document?.state === 'confirmada' && !document.invoiced && !document.returnOf && !document.orderId && (
        <Button variant="outline-danger" onClick={props.onAnnul}>
          {DOCUMENT_TEXT.annul}
        </Button>
      )}
      {document?.orderId && (
        <p className="w-100 mb-0 small text-body-secondary" data-testid="document-from-order">
          {DOCUMENT_TEXT.fromOrder[document.kind]} <AppLink to={orderPathOf(document.kind, document.orderId)}>{DOCUMENT_TEXT.toOrder}</AppLink>
        </p>
      )}
      {Actions && <Actions document={document} />}
    </div>
  );
}
