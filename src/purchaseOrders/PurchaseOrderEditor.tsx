/**
 * A pedido a proveedor's borrador: the entrada editor's header and lines (the vendor picked as you
 * type, lines priced at each product's last purchase price), saved under the rules, deleted, or
 * sent to the vendor (confirmPurchaseOrder: saved first, then confirmed).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useCompanyActor } from '../auth/session';
import { toIsoDate } from '../domain/dates';
import type { PurchaseOrder, PurchaseOrderDraft } from '../domain/purchaseOrders/purchaseOrder';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { flashState, useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { useUnsavedChangesWarning } from '../shared/useUnsavedChangesWarning';
import { blankValues, documentSchema, lineValuesOf, toDraft, type DocumentValues } from '../stock/documents/documentForm';
import { DocumentHeaderFields } from '../stock/documents/DocumentHeaderFields';
import { DocumentLinesTable } from '../stock/documents/DocumentLinesTable';
import { DocumentTotalsPanel } from '../stock/documents/DocumentTotalsPanel';
import { purchaseOrderFailureMessage, TEXT } from './messages';
import { purchaseOrderRepository } from './purchaseOrderRepository';
import { detailPath, LIST_PATH } from './purchaseOrderRoutes';
import { purchaseOrderWriter } from './purchaseOrderWriter';

/** The form's values as a borrador: each line gets its id in the order (l1, l2…) and nothing received. */
export function orderDraftOf(values: DocumentValues): PurchaseOrderDraft {
  const d = toDraft(values);
  return { ...d, lines: d.lines.map((l, i) => ({ ...l, lineId: `l${i + 1}`, received: 0 })) };
}

function valuesOfOrder(o: PurchaseOrder): DocumentValues {
  return {
    date: o.date,
    partyId: o.partyId,
    partyName: o.partyName,
    partyNif: o.partyNif,
    reference: o.reference,
    notes: o.notes,
    lines: o.lines.map(lineValuesOf),
  };
}

export function PurchaseOrderEditor({ order }: { order: PurchaseOrder | null }) {
  const { corpId, uid } = useCompanyActor();
  const navigate = useAppNavigate();
  const carried = useFlash();
  const [message, setMessage] = useState<Notice | null>(carried);
  const [busy, setBusy] = useState(false);
  const form = useForm<DocumentValues>({
    resolver: zodResolver(documentSchema('input')),
    defaultValues: order ? valuesOfOrder(order) : blankValues(toIsoDate(new Date())),
  });
  const { handleSubmit, formState, reset } = form;
  useUnsavedChangesWarning(formState.isDirty && !busy);

  const save = async (values: DocumentValues): Promise<string | null> => {
    try {
      const id = await purchaseOrderRepository.saveDraft(corpId, uid, order?.id ?? null, orderDraftOf(values));
      reset(values);
      return id;
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: TEXT.saveFailed });
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
    if (id) show(id, { variant: 'success', text: TEXT.saved });
  });

  const onConfirm = handleSubmit(async (values) => {
    setMessage(null);
    if (values.lines.length === 0) {
      setMessage({ variant: 'danger', text: 'Añade al menos una línea al pedido.' });
      return;
    }
    setBusy(true);
    const id = await save(values);
    if (!id) {
      setBusy(false);
      return;
    }
    try {
      await purchaseOrderWriter.confirm(corpId, id);
      show(id, { variant: 'success', text: TEXT.confirmed });
    } catch (e) {
      show(id, { variant: 'danger', text: purchaseOrderFailureMessage(e) });
    } finally {
      setBusy(false);
    }
  });

  const onDelete = async () => {
    if (!order || !window.confirm(TEXT.confirmDelete)) return;
    setBusy(true);
    try {
      await purchaseOrderRepository.deleteDraft(corpId, order.id);
      navigate(LIST_PATH);
    } catch (e) {
      console.error(e);
      setMessage({ variant: 'danger', text: 'No se ha podido eliminar el borrador. Inténtalo de nuevo.' });
      setBusy(false);
    }
  };

  return (
    <>
      <NoticeAlert notice={message} testId="order-message" />
      <p>
        <AppLink to={LIST_PATH}>Volver a los pedidos a proveedor</AppLink>
      </p>
      <Form noValidate onSubmit={onSave}>
        <fieldset disabled={busy}>
          <DocumentHeaderFields kind="input" corpId={corpId} form={form} errors={formState.errors} editable partyLabel="Proveedor" />
          <h2 className="h5">Líneas</h2>
        </fieldset>
        <DocumentLinesTable kind="input" corpId={corpId} form={form} errors={formState.errors} editable disabled={busy} />
        <DocumentTotalsPanel control={form.control} costCents={null} />
        <div className="d-flex flex-wrap gap-2">
          <Button type="submit" variant="outline-primary" disabled={busy}>
            Guardar borrador
          </Button>
          <Button variant="primary" disabled={busy} onClick={() => void onConfirm()}>
            Confirmar y enviar
          </Button>
          {order && (
            <Button variant="outline-danger" disabled={busy} onClick={() => void onDelete()}>
              Eliminar
            </Button>
          )}
        </div>
      </Form>
    </>
  );
}
