/**
 * A draft invoice: its party, its lines (typed, picked from products or taken
 * from the party's confirmed salidas/entradas), its tax options and live
 * totals. Saved as a draft (no number), deleted, or issued ("Emitir", or
 * "Registrar" for purchases), which takes the next number of the series.
 * The page holds the form and the commands; InvoiceHeaderForm, InvoiceLinesEditor
 * and DraftTotals show its parts.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useCompanyActor } from '../auth/session';
import { rectificationAllowsNegative } from '../domain/rectification';
import { currentRoute, useAppNavigate, useFollowUpNavigate } from '../shared/AppLink';
import { flashState, useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { invoiceWriter } from './appInvoiceWriter';
import { InvoiceDialog } from './InvoiceDialog';
import { blankValues, invoiceSchema, rectificationValuesOf, toContent, valuesOf, type InvoiceFormContext, type InvoiceValues } from './invoiceForm';
import { FieldGroup } from './InvoiceFields';
import { InvoiceError, invoiceErrorFrom, logInvoiceFailure } from './invoiceErrors';
import { InvoiceHeaderForm } from './InvoiceHeaderForm';
import { InvoiceLinesEditor } from './InvoiceLinesTable';
import type { Invoice, InvoiceKind } from '../domain/invoices/invoiceModel';
import { BackToInvoices, InvoicePageHeading, RectifiesLead } from './InvoicePageParts';
import { invoiceDetailPath, invoiceListPath } from './invoicePaths';
import { invoiceRepository } from './invoiceRepository';
import { DraftTotals } from './InvoiceTotals';
import { EDITOR_TEXT, invoiceErrorMessage, KIND_TEXT, TEXT } from './messages';
import { loadPartyFacts } from './partyFacts';
import type { ReturnedSource } from '../domain/returns/vendorCreditNote';
import { linesMovingStock } from '../domain/invoices/invoiceStock';
import type { InvoiceStart } from './invoicePaths';

interface Props {
  kind: InvoiceKind;
  invoice: Invoice | null;
  /** The issued invoice a new rectificativa corrects. */
  original: Invoice | null;
  /** A purchase's entradas with what was sent back to the vendor: a credit note starts from those lines. */
  returnedSources?: readonly ReturnedSource[];
  /** A new sale opened for a client's albaranes: that client chosen, those salidas ticked. */
  start?: InvoiceStart | null;
}

function initialValues(invoice: Invoice | null, original: Invoice | null, returnedSources: readonly ReturnedSource[]): InvoiceValues {
  if (invoice) return valuesOf(invoice);
  if (original) return rectificationValuesOf(original, returnedSources);
  return blankValues();
}

function formContext(kind: InvoiceKind, invoice: Invoice | null, original: Invoice | null): InvoiceFormContext {
  return {
    kind,
    type: invoice?.type ?? (original ? 'rectificativa' : 'ordinaria'),
    rectifies:
      invoice?.rectifies ??
      (original
        ? {
            invoiceId: original.id,
            numberText: original.numberText ?? '',
            issueDate: original.issueDate ?? '',
            // A purchase credit note names the vendor's own invoice (issue 28).
            ...(original.kind === 'input' && original.vendorInvoiceNumber
              ? { vendorInvoiceNumber: original.vendorInvoiceNumber, vendorInvoiceDate: original.vendorInvoiceDate ?? '' }
              : {}),
          }
        : null),
  };
}

function headingOf(kind: InvoiceKind, invoice: Invoice | null, isRectificativa: boolean): string {
  if (isRectificativa) return kind === 'input' ? EDITOR_TEXT.creditNoteHeading : EDITOR_TEXT.rectificativaHeading;
  if (invoice) return EDITOR_TEXT.draftHeading(KIND_TEXT[kind].one);
  return kind === 'output' ? TEXT.newOutput : TEXT.newInput;
}

const failure = (e: unknown): Notice => {
  logInvoiceFailure(e);
  return { variant: 'danger', text: invoiceErrorMessage(invoiceErrorFrom(e)) };
};

export function InvoiceEditor({ kind, invoice, original, returnedSources = [], start = null }: Props) {
  const actor = useCompanyActor();
  const navigate = useAppNavigate();
  const followUp = useFollowUpNavigate();
  const text = KIND_TEXT[kind];
  const context = useMemo(() => formContext(kind, invoice, original), [kind, invoice, original]);
  const isRectificativa = context.type === 'rectificativa';
  const flash = useFlash();
  const [notice, setNotice] = useState<Notice | null>(flash);
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<InvoiceValues | null>(null);
  // A sale's product lines not from a salida make its salida when issued (src/domain/invoices/invoiceStock.ts).
  // Services (a line marked `service`, from a product with `stocked: false`) never move stock.
  const stockLines = confirming && kind === 'output' && !isRectificativa ? linesMovingStock(confirming.lines).length : 0;
  const [confirmDelete, setConfirmDelete] = useState(false);

  const form = useForm<InvoiceValues>({
    resolver: zodResolver(invoiceSchema(context)),
    defaultValues: initialValues(invoice, original, returnedSources),
  });
  const { register, control, handleSubmit, setValue, formState } = form;
  const lines = useFieldArray({ control, name: 'lines', keyName: 'key' });
  useUnsavedChangesWarning(formState.isDirty && !busy);
  const mode = useWatch({ control, name: 'mode' }) ?? 'difference';
  const allowNegative = rectificationAllowsNegative(isRectificativa ? mode : null);

  const saveDraft = handleSubmit(async (values) => {
    setBusy(true);
    setNotice(null);
    try {
      const id = await invoiceWriter.saveDraft(actor, invoice?.id ?? null, toContent(values, context));
      form.reset(values);
      if (invoice) setNotice({ variant: 'success', text: TEXT.saved });
      else navigate(invoiceDetailPath(id), { state: flashState(TEXT.saved) });
    } catch (e) {
      setNotice(failure(e));
    } finally {
      setBusy(false);
    }
  });

  const refuse = (error: InvoiceError) => setNotice({ variant: 'danger', text: invoiceErrorMessage(error) });

  const askIssue = handleSubmit(async (values) => {
    setNotice(null);
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return refuse(new InvoiceError('offline'));
    if (kind === 'output' && !values.party?.nif.trim()) {
      // The NIF may have been added to the client's record since it was chosen: look again before refusing.
      const facts = await loadPartyFacts(actor.corpId, kind, values.partyId).catch(() => null);
      if (!facts?.snapshot.nif.trim()) return refuse(new InvoiceError('missingPartyNif'));
      setValue('party', facts.snapshot);
      values = { ...values, party: facts.snapshot };
    }
    setConfirming(values);
  });

  const issue = async () => {
    const values = confirming;
    setConfirming(null);
    if (!values) return;
    setBusy(true);
    const from = currentRoute();
    try {
      const issued = await invoiceWriter.issue(actor, invoice?.id ?? null, toContent(values, context));
      const message = kind === 'output' ? TEXT.issuedOk(issued.numberText) : TEXT.registeredOk(issued.numberText);
      followUp(from, invoiceDetailPath(issued.id), { state: flashState(message) });
    } catch (e) {
      setNotice(failure(e));
      setBusy(false);
    }
  };

  const remove = async () => {
    setConfirmDelete(false);
    if (!invoice) return;
    setBusy(true);
    try {
      await invoiceRepository.deleteDraft(actor.corpId, invoice.id);
      navigate(invoiceListPath(kind), { state: flashState(TEXT.deleted) });
    } catch (e) {
      setNotice(failure(e));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="invoice-title">
      <InvoicePageHeading titleId="invoice-title" title={headingOf(kind, invoice, isRectificativa)}>
        <BackToInvoices kind={kind} />
      </InvoicePageHeading>
      <NoticeAlert notice={notice} testId="invoice-notice" />
      {context.rectifies && (
        <Alert variant="info">
          <RectifiesLead rectifies={context.rectifies} /> {kind === 'input' ? EDITOR_TEXT.creditNoteSeries : EDITOR_TEXT.rectificationSeries}
        </Alert>
      )}

      <Form noValidate onSubmit={(e) => e.preventDefault()} aria-busy={busy}>
        <InvoiceHeaderForm
          form={form}
          lines={lines}
          corpId={actor.corpId}
          kind={kind}
          isRectificativa={isRectificativa}
          original={original}
          startPartyId={start?.partyId ?? null}
          onPartyLoadFailed={() => setNotice({ variant: 'danger', text: EDITOR_TEXT.partyLoadFailed })}
        />
        <InvoiceLinesEditor
          form={form}
          lines={lines}
          corpId={actor.corpId}
          kind={kind}
          allowNegative={allowNegative}
          withSources={!isRectificativa}
          defaultVatRate={actor.corp.data.defaultVatRate ?? 21}
          tickedSources={start?.sourceIds ?? []}
        />
        <DraftTotals control={control} allowNegative={allowNegative} />

        <FieldGroup id="notes" label={EDITOR_TEXT.notes} error={formState.errors.notes?.message} className="my-3">
          {(field) => <Form.Control as="textarea" rows={2} {...register('notes')} {...field} />}
        </FieldGroup>

        <div className="d-flex flex-wrap gap-2">
          <Button variant="primary" onClick={() => void askIssue()} disabled={busy}>
            {text.issue}
          </Button>
          <Button variant="outline-primary" onClick={() => void saveDraft()} disabled={busy}>
            {EDITOR_TEXT.saveDraft}
          </Button>
          {invoice && (
            <Button variant="outline-danger" className="ms-auto" onClick={() => setConfirmDelete(true)} disabled={busy}>
              {EDITOR_TEXT.deleteDraft}
            </Button>
          )}
        </div>
      </Form>

      <InvoiceDialog
        show={confirming !== null}
        titleId="issue-confirm-title"
        title={text.issue}
        onCancel={() => setConfirming(null)}
        action={{ label: text.issue, variant: 'primary', onClick: () => void issue(), testId: 'confirm-issue' }}
      >
        {TEXT.issueConfirm(kind)}
        {stockLines > 0 && (
          <p className="mt-2 mb-0" data-testid="issue-moves-stock">
            {TEXT.issueMovesStock(stockLines)}
          </p>
        )}
      </InvoiceDialog>
      <InvoiceDialog
        show={confirmDelete}
        titleId="delete-confirm-title"
        title={EDITOR_TEXT.deleteDraft}
        onCancel={() => setConfirmDelete(false)}
        action={{ label: EDITOR_TEXT.delete, variant: 'danger', onClick: () => void remove() }}
      >
        {TEXT.deleteConfirm}
      </InvoiceDialog>
    </section>
  );
}
