/**
 * One presupuesto: a borrador is edited here (the salida editor's header and lines, so its lines
 * take THE resolved price with its origin shown and overridable, plus «Válido hasta»), saved,
 * sent or deleted; an enviado one is marked aceptado or rechazado, or taken back to borrador.
 * Caducado is shown, never written. Any saved quote downloads its PDF.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useCompanyActor } from '../auth/session';
import { formatDate, parseIsoDate } from '../domain/dates';
import { madridIsoDate } from '../domain/invoiceDates';
import { quoteShownState, sendRefusal, type Quote, type QuoteState } from '../domain/quotes/quoteModel';
import { CommandFailure } from '../data/commands';
import { salesOrderCommands } from '../salesOrders/salesOrderCommands';
import { salesOrderPath } from '../salesOrders/SalesOrderListPage';
import { salesOrderFailureMessage } from '../salesOrders/messages';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { flashState, useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { DocumentHeaderFields } from '../stock/documents/DocumentHeaderFields';
import type { DocumentValues } from '../stock/documents/documentForm';
import { DocumentLinesTable } from '../stock/documents/DocumentLinesTable';
import { DocumentTotalsPanel } from '../stock/documents/DocumentTotalsPanel';
import { DOCUMENT_LINES_TEXT } from '../stock/messages';
import { QUOTE_FAILED, QUOTE_STATE_BADGE, QUOTE_STATE_LABEL, QUOTE_TEXT, SEND_REFUSAL_TEXT } from './messages';
import { companyParty, downloadQuotePdf } from './pdf/downloadQuotePdf';
import { quoteDetailPath, QUOTES_PATH } from './quotePaths';
import { blankQuoteValues, quoteSchema, quoteValuesOf, sameQuoteDraft, toQuoteDraft, type QuoteValues } from './quoteForm';
import { quoteRepository } from './quoteRepository';

const spanishDate = (iso: string) => {
  const d = parseIsoDate(iso);
  return d ? formatDate(d) : iso;
};

export function QuoteEditor({ quote }: { quote: Quote | null }) {
  const { corpId, uid, corp } = useCompanyActor();
  const navigate = useAppNavigate();
  const today = madridIsoDate(new Date());
  const editable = quote === null || quote.state === 'borrador';
  const shown = quote ? quoteShownState(quote, today) : null;
  const [busy, setBusy] = useState(false);
  const carried = useFlash();
  const [message, setMessage] = useState<Notice | null>(carried);

  const form = useForm<QuoteValues>({
    resolver: zodResolver(quoteSchema()),
    defaultValues: quote ? quoteValuesOf(quote) : blankQuoteValues(today),
  });
  const { handleSubmit, formState, reset, register } = form;
  const { errors } = formState;
  // The salida's header, lines and totals work on the same fields (QuoteValues extends DocumentValues).
  const documentForm = form as unknown as UseFormReturn<DocumentValues>;
  useUnsavedChangesWarning(editable && formState.isDirty && !busy);

  /** Saves the form; a new quote is numbered. Returns its id, or null (the message is shown). */
  const save = async (values: QuoteValues): Promise<string | null> => {
    try {
      if (!quote) {
        const created = await quoteRepository.create(corpId, uid, toQuoteDraft(values));
        reset(values);
        return created.id;
      }
      if (!sameQuoteDraft(values, quote)) await quoteRepository.saveDraft(corpId, quote, toQuoteDraft(values));
      reset(values);
      return quote.id;
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: QUOTE_FAILED.save });
      return null;
    }
  };

  /** A message here, or on the saved quote's own page when this was a new one. */
  const show = (savedId: string, m: Notice) => {
    if (quote) setMessage(m);
    else navigate(quoteDetailPath(savedId), { state: flashState(m.text, m.variant) });
  };

  const onSave = handleSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    const savedId = await save(values);
    setBusy(false);
    if (savedId) show(savedId, { variant: 'success', text: QUOTE_TEXT.saved });
  });

  /** «Convertir en pedido»: the order is made and confirmed on the server, and opened. */
  const onConvert = async () => {
    if (!quote) return;
    setBusy(true);
    setMessage(null);
    try {
      const made = await salesOrderCommands.fromQuote(corpId, quote.id);
      const text = made.refusal ? `${QUOTE_TEXT.convertedDraft} ${salesOrderFailureMessage(new CommandFailure(made.refusal))}` : QUOTE_TEXT.converted;
      navigate(salesOrderPath(made.orderId), { state: flashState(text, made.refusal ? 'warning' : 'success') });
    } catch (error) {
      setBusy(false);
      setMessage({ variant: 'danger', text: salesOrderFailureMessage(error) });
    }
  };

  const onSend = handleSubmit(async (values) => {
    setMessage(null);
    const refusal = sendRefusal(toQuoteDraft(values), today);
    if (refusal) {
      setMessage({ variant: 'danger', text: SEND_REFUSAL_TEXT[refusal] });
      return;
    }
    setBusy(true);
    const savedId = await save(values);
    if (!savedId) {
      setBusy(false);
      return;
    }
    try {
      await quoteRepository.move(corpId, savedId, 'enviado');
      show(savedId, { variant: 'success', text: QUOTE_TEXT.moved.enviado });
    } catch (e) {
      console.error(e);
      show(savedId, { variant: 'danger', text: QUOTE_FAILED.move });
    } finally {
      setBusy(false);
    }
  });

  const move = async (state: QuoteState) => {
    if (!quote) return;
    setBusy(true);
    setMessage(null);
    try {
      await quoteRepository.move(corpId, quote.id, state);
      setMessage({ variant: 'success', text: QUOTE_TEXT.moved[state] });
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: QUOTE_FAILED.move });
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async () => {
    if (!quote || !window.confirm(QUOTE_TEXT.confirmDelete)) return;
    setBusy(true);
    try {
      await quoteRepository.deleteDraft(corpId, quote.id);
      navigate(QUOTES_PATH);
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: QUOTE_FAILED.delete });
      setBusy(false);
    }
  };

  const onPdf = async () => {
    if (!quote) return;
    try {
      await downloadQuotePdf(corpId, quote, companyParty(corp));
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: QUOTE_FAILED.pdf });
    }
  };

  return (
    <section aria-labelledby="quote-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="quote-title" className="h3 mb-0 me-auto">
          {quote ? QUOTE_TEXT.title(quote.number) : QUOTE_TEXT.newTitle}
        </h1>
        {shown && (
          <Badge bg={QUOTE_STATE_BADGE[shown]} text={shown === 'borrador' ? 'dark' : undefined} data-testid="quote-state">
            {QUOTE_STATE_LABEL[shown]}
          </Badge>
        )}
      </div>
      <p>
        <AppLink to={QUOTES_PATH}>{QUOTE_TEXT.toList}</AppLink>
      </p>
      <NoticeAlert notice={message} testId="quote-message" />
      {quote && shown === 'caducado' && (
        <Alert variant="secondary" data-testid="quote-expired">
          {QUOTE_TEXT.expiredNote(spanishDate(quote.validUntil))}
        </Alert>
      )}
      {quote?.orderId && (
        <Alert variant="info">
          {QUOTE_TEXT.orderNote} <AppLink to={salesOrderPath(quote.orderId)}>{QUOTE_TEXT.openOrder}</AppLink>
        </Alert>
      )}

      <Form noValidate onSubmit={onSave}>
        <fieldset disabled={!editable || busy}>
          <DocumentHeaderFields
            kind="output"
            corpId={corpId}
            form={documentForm}
            errors={errors}
            editable={editable}
            partyLabel={QUOTE_TEXT.client}
            referenceLabel={QUOTE_TEXT.reference}
          />
          <Row className="g-3 mb-3">
            <Col xs={12} sm={4} md={3}>
              <Form.Group controlId="quote-valid-until">
                <Form.Label>{QUOTE_TEXT.validUntil}</Form.Label>
                <Form.Control
                  type="date"
                  isInvalid={!!errors.validUntil}
                  aria-describedby="quote-valid-until-help quote-valid-until-error"
                  {...register('validUntil')}
                />
                <Form.Control.Feedback type="invalid" id="quote-valid-until-error">
                  {errors.validUntil?.message}
                </Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col xs={12} sm={8} md={9} className="d-flex align-items-end">
              <div className="form-text" id="quote-valid-until-help">
                {QUOTE_TEXT.validUntilHelp}
              </div>
            </Col>
          </Row>
          <h2 className="h5">{DOCUMENT_LINES_TEXT.heading}</h2>
        </fieldset>
        <DocumentLinesTable
          kind="output"
          corpId={corpId}
          form={documentForm}
          errors={errors}
          editable={editable}
          disabled={!editable || busy}
          anyProduct
        />
        <DocumentTotalsPanel control={documentForm.control} costCents={null} />
        {!editable && <p className="text-body-secondary">{QUOTE_TEXT.readOnly}</p>}
        <div className="d-flex flex-wrap gap-2">
          {editable && (
            <>
              <Button type="submit" variant="outline-primary" disabled={busy}>
                {QUOTE_TEXT.save}
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => void onSend()}>
                {QUOTE_TEXT.send}
              </Button>
              {quote && (
                <Button variant="outline-danger" disabled={busy} onClick={() => void onDelete()}>
                  {QUOTE_TEXT.delete}
                </Button>
              )}
            </>
          )}
          {quote?.state === 'enviado' && (
            <>
              <Button variant="success" disabled={busy} onClick={() => void move('aceptado')}>
                {QUOTE_TEXT.accept}
              </Button>
              <Button variant="outline-danger" disabled={busy} onClick={() => void move('rechazado')}>
                {QUOTE_TEXT.reject}
              </Button>
              <Button variant="outline-secondary" disabled={busy} onClick={() => void move('borrador')}>
                {QUOTE_TEXT.toDraft}
              </Button>
            </>
          )}
          {quote && !quote.orderId && (quote.state === 'enviado' || quote.state === 'aceptado') && (
            <Button variant="primary" disabled={busy} onClick={() => void onConvert()}>
              {QUOTE_TEXT.convert}
            </Button>
          )}
          {quote && (
            <Button variant="outline-secondary" disabled={busy} onClick={() => void onPdf()}>
              {QUOTE_TEXT.pdf}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}
