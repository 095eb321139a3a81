/**
 * A borrador of a pedido de cliente: the salida editor's header and lines (DocumentHeaderFields,
 * DocumentLinesTable: the client searched as you type, each line priced by THE tarifa resolution,
 * resolvePrice, exactly as a salida's) and its totals; saved, deleted or confirmed
 * (confirmSalesOrder reserves what is available).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useCompanyActor } from '../auth/session';
import { toIsoDate } from '../domain/dates';
import { MAX_ORDER_LINES, type SalesOrder, type SalesOrderDraft } from '../domain/salesOrders/salesOrder';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { flashState, useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { blankValues, documentSchema, lineValuesOf, toDraft, type DocumentValues } from '../stock/documents/documentForm';
import { DocumentHeaderFields } from '../stock/documents/DocumentHeaderFields';
import { DocumentLinesTable } from '../stock/documents/DocumentLinesTable';
import { DocumentTotalsPanel } from '../stock/documents/DocumentTotalsPanel';
import { ORDER_TEXT, salesOrderFailureMessage } from './messages';
import { salesOrderCommands } from './salesOrderCommands';
import { salesOrderRepository } from './salesOrderRepository';

const detailPath = (id: string) => `/sales-orders/details?orderId=${encodeURIComponent(id)}`;

function valuesOfOrder(order: SalesOrder): DocumentValues {
  return {
    date: order.date,
    partyId: order.partyId,
    partyName: order.partyName,
    partyNif: order.partyNif,
    reference: order.reference,
    notes: order.notes,
    lines: order.lines.map(lineValuesOf),
  };
}

/** The form's draft as an order's: each line numbered l1, l2… (a borrador has nothing delivered to keep them stable for). */
function orderDraftOf(values: DocumentValues): SalesOrderDraft {
  const d = toDraft(values);
  return { ...d, lines: d.lines.map((l, i) => ({ ...l, lineId: `l${i + 1}`, delivered: 0, reserved: 0 })) };
}

export function SalesOrderEditor({ order }: { order: SalesOrder | null }) {
  const { corpId, uid } = useCompanyActor();
  const navigate = useAppNavigate();
  const [busy, setBusy] = useState(false);
  // A notice carried here (a quote converted into this borrador says why it is not confirmed).
  const carried = useFlash();
  const [message, setMessage] = useState<Notice | null>(carried);
  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema('output')),
    defaultValues: order ? valuesOfOrder(order) : blankValues(toIsoDate(new Date())),
  });
  const { handleSubmit, formState, reset } = form;
  useUnsavedChangesWarning(formState.isDirty && !busy);

  const save = async (values: DocumentValues): Promise<string | null> => {
    if (values.lines.length === 0 || values.lines.length > MAX_ORDER_LINES) {
      setMessage({ variant: 'danger', text: values.lines.length === 0 ? ORDER_TEXT.noLines : ORDER_TEXT.tooManyLines });
      return null;
    }
    try {
      const id = await salesOrderRepository.saveDraft(corpId, uid, order?.id ?? null, orderDraftOf(values), order?.number);
      reset(values);
      return id;
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: ORDER_TEXT.saveFailed });
      return null;
    }
  };

  const show = (id: string, m: Notice) => {
    if (order) setMessage(m);
    else navigate(detailPath(id), { state: flashState(m.text, m.variant) });
  };

  const onSave = handleSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    const id = await save(values);
    setBusy(false);
    if (id) show(id, { variant: 'success', text: ORDER_TEXT.saved });
  });

  const onConfirm = handleSubmit(async (values) => {
    setBusy(true);
    setMessage(null);
    const id = await save(values);
    if (!id) {
      setBusy(false);
      return;
    }
    try {
      await salesOrderCommands.confirm(corpId, id);
      show(id, { variant: 'success', text: ORDER_TEXT.confirmed });
    } catch (e) {
      show(id, { variant: 'danger', text: salesOrderFailureMessage(e) });
    } finally {
      setBusy(false);
    }
  });

  const onDelete = async () => {
    if (!order || !window.confirm(ORDER_TEXT.confirmDelete)) return;
    setBusy(true);
    try {
      await salesOrderRepository.deleteDraft(corpId, order.id);
      navigate('/sales-orders');
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: ORDER_TEXT.deleteFailed });
      setBusy(false);
    }
  };

  return (
    <>
      <NoticeAlert notice={message} testId="order-message" />
      <Form noValidate onSubmit={onSave}>
        <fieldset disabled={busy}>
          <DocumentHeaderFields kind="output" corpId={corpId} form={form} errors={formState.errors} editable />
          <h2 className="h5">Líneas</h2>
        </fieldset>
        <DocumentLinesTable kind="output" corpId={corpId} form={form} errors={formState.errors} editable disabled={busy} />
        <DocumentTotalsPanel control={form.control} costCents={null} />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="outline-primary" disabled={busy}>
            {ORDER_TEXT.save}
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void onConfirm()}>
            {ORDER_TEXT.confirm}
          </Button>
          {order && (
            <Button variant="outline-danger" disabled={busy} onClick={() => void onDelete()}>
              {ORDER_TEXT.delete}
            </Button>
          )}
          <AppLink to="/sales-orders" className="btn btn-link">
            {ORDER_TEXT.toList}
          </AppLink>
        </div>
      </Form>
    </>
  );
}
