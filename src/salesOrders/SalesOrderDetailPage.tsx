/**
 * #/sales-orders/details?orderId=: one pedido de cliente (no id: a new one). A borrador is edited
 * (SalesOrderEditor); an order confirmed shows per line what was ordered, served, reserved and is
 * pending without stock, its actions (Servir, Reservar, Cerrar, Cancelar), its salidas with links
 * (a delivery annulled from here) and the way to invoice them. Every change is an order command.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { formatQuantity, toThousandths } from '../domain/quantity';
import { backorderOf, pendingOf, type SalesOrder } from '../domain/salesOrders/salesOrder';
import type { StockDocument } from '../domain/stock/stockTypes';
import { lineBaseCents } from '../domain/documentTotals';
import { AppLink } from '../shared/AppLink';
import { useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { Loading } from '../shared/Loading';
import { TableScroll } from '../shared/TableScroll';
import { stockDocumentRepository } from '../stock/documents/stockDocumentRepository';
import { newInvoiceFromSourcesPath } from '../invoices/invoicePaths';
import { ORDER_TEXT, REASON_TEXT, salesOrderFailureMessage, STATE_BADGE, STATE_LABEL } from './messages';
import { ReasonDialog, ServeDialog } from './OrderDialogs';
import { salesOrderCommands } from './salesOrderCommands';
import { salesOrderRepository } from './salesOrderRepository';
import { SalesOrderEditor } from './SalesOrderEditor';

const salidas = stockDocumentRepository('output');

export default function SalesOrderDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('orderId');
  const { corpId } = useCompanyActor();
  const [order, setOrder] = useState<SalesOrder | null | undefined>(id ? undefined : null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!id) {
      setOrder(null);
      return undefined;
    }
    setOrder(undefined);
    return salesOrderRepository.watch(corpId, id, setOrder, (e) => {
      console.error(e);
      setLoadError(true);
    });
  }, [id, corpId]);

  if (loadError) return <Alert variant="danger">{ORDER_TEXT.loadFailed}</Alert>;
  if (order === undefined) return <Loading />;
  if (id && order === null) return <Alert variant="warning">{ORDER_TEXT.notFound}</Alert>;
  return (
    <section aria-labelledby="order-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="order-title" className="h3 mb-0 me-auto">
          {order ? ORDER_TEXT.title(order.number) : ORDER_TEXT.newTitle}
        </h1>
        {order && (
          <Badge bg={STATE_BADGE[order.state]} text={order.state === 'borrador' ? 'dark' : undefined} data-testid="order-state">
            {STATE_LABEL[order.state]}
          </Badge>
        )}
      </div>
      {order === null || order.state === 'borrador' ? <SalesOrderEditor key={order?.id ?? 'new'} order={order} /> : <OrderView order={order} />}
    </section>
  );
}

type Dialog = 'serve' | 'close' | 'cancel' | { annul: string } | null;

function OrderView({ order }: { order: SalesOrder }) {
  const { corpId } = useCompanyActor();
  const carried = useFlash();
  const [message, setMessage] = useState<Notice | null>(carried);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [deliveries, setDeliveries] = useState<StockDocument[]>([]);
  const open = order.state === 'abierto';
  // «Facturar albaranes»: the order's confirmed salidas not invoiced yet, ticked in a new invoice to its client.
  const toInvoice = deliveries.filter((d) => d.state === 'confirmada' && !d.invoiced).map((d) => d.id);
  const deliveryKey = order.deliveryIds.join(',') + order.updatedAt?.getTime();

  useEffect(() => {
    let live = true;
    Promise.all(order.deliveryIds.map((d) => salidas.get(corpId, d)))
      .then((docs) => live && setDeliveries(docs.filter((d): d is StockDocument => d !== null)))
      .catch((e) => console.error(e));
    return () => {
      live = false;
    };
    // deliveryKey stands for the ids and the order's last change (an annulment).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ids' list is compared by its key
  }, [corpId, deliveryKey]);

  /** Runs a command; its refusal in Spanish is given back (for a dialog) or shown. */
  const run = async (work: () => Promise<string>, inDialog: boolean): Promise<string | null> => {
    setBusy(true);
    try {
      const text = await work();
      setDialog(null);
      setMessage({ variant: 'success', text });
      return null;
    } catch (e) {
      const text = salesOrderFailureMessage(e);
      if (!inDialog) setMessage({ variant: 'danger', text });
      return text;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <NoticeAlert notice={message} testId="order-message" />
      <dl className="row">
        <dt className="col-sm-2">Cliente</dt>
        <dd className="col-sm-4" data-testid="order-client">
          {order.partyName}
          {order.partyNif ? ` · ${order.partyNif}` : ''}
        </dd>
        <dt className="col-sm-2">Fecha</dt>
        <dd className="col-sm-4">{parseIsoDate(order.date) ? formatDate(parseIsoDate(order.date)!) : order.date}</dd>
        {order.reference && (
          <>
            <dt className="col-sm-2">Referencia</dt>
            <dd className="col-sm-10">{order.reference}</dd>
          </>
        )}
        {order.closeReason && (
          <>
            <dt className="col-sm-2">Motivo</dt>
            <dd className="col-sm-10">{order.closeReason}</dd>
          </>
        )}
      </dl>
      <TableScroll label="Líneas del pedido">
        <table className="table table-sm align-middle" data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">{ORDER_TEXT.columns.product}</th>
              <th scope="col" className="text-end">
                {ORDER_TEXT.columns.ordered}
              </th>
              <th scope="col" className="text-end">
                {ORDER_TEXT.columns.delivered}
              </th>
              <th scope="col" className="text-end">
                {ORDER_TEXT.columns.reserved}
              </th>
              <th scope="col" className="text-end">
                {ORDER_TEXT.columns.backorder}
              </th>
              <th scope="col" className="text-end">
                {ORDER_TEXT.columns.price}
              </th>
              <th scope="col" className="text-end">
                {ORDER_TEXT.columns.amount}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => {
              const stillOpen = open || order.state === 'servido';
              return (
                <tr key={l.lineId} data-testid={`order-line-${l.lineId}`}>
                  <td>
                    {l.name} <span className="text-body-secondary">{l.code}</span>
                  </td>
                  <td className="text-end">{`${formatQuantity(l.quantity)} ${l.unit}`}</td>
                  <td className="text-end" data-testid="line-delivered">
                    {formatQuantity(l.delivered)}
                  </td>
                  <td className="text-end" data-testid="line-reserved">
                    {formatQuantity(l.reserved)}
                  </td>
                  <td className="text-end" data-testid="line-backorder">
                    {formatQuantity(stillOpen ? backorderOf(l) : 0)}
                  </td>
                  <td className="text-end">{formatEuros(l.unitPriceCents)}</td>
                  <td className="text-end">{formatEuros(lineBaseCents(l))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-end" data-testid="order-total">
        Total {formatEuros(order.totals.totalCents)}
      </p>
      <div className="d-flex flex-wrap gap-2 mb-4">
        {open && (
          <>
            <Button
              variant="primary"
              disabled={busy || order.lines.every((l) => toThousandths(pendingOf(l)) === 0)}
              onClick={() => setDialog('serve')}
            >
              {ORDER_TEXT.serve}
            </Button>
            <Button
              variant="outline-primary"
              disabled={busy}
              onClick={() =>
                void run(async () => {
                  const { reserved } = await salesOrderCommands.reserve(corpId, order.id);
                  return reserved > 0 ? ORDER_TEXT.reserved(formatQuantity(reserved)) : ORDER_TEXT.nothingReserved;
                }, false)
              }
            >
              {ORDER_TEXT.reserve}
            </Button>
            <Button variant="outline-secondary" disabled={busy} onClick={() => setDialog('close')}>
              {ORDER_TEXT.close}
            </Button>
            {order.lines.every((l) => toThousandths(l.delivered) === 0) && (
              <Button variant="outline-danger" disabled={busy} onClick={() => setDialog('cancel')}>
                {ORDER_TEXT.cancel}
              </Button>
            )}
          </>
        )}
        <AppLink to="/sales-orders" className="btn btn-link">
          {ORDER_TEXT.toList}
        </AppLink>
      </div>

      <h2 className="h5">{ORDER_TEXT.deliveries}</h2>
      {deliveries.length === 0 ? (
        <p className="text-body-secondary">{ORDER_TEXT.noDeliveries}</p>
      ) : (
        <ul className="list-unstyled" data-testid="order-deliveries">
          {deliveries.map((d) => (
            <li key={d.id} className="d-flex flex-wrap gap-2 align-items-center mb-1">
              <AppLink to={`/outputs/details?outputId=${encodeURIComponent(d.id)}`}>{d.number}</AppLink>
              <span>{parseIsoDate(d.date) ? formatDate(parseIsoDate(d.date)!) : d.date}</span>
              <span>{formatEuros(d.totals.totalCents)}</span>
              <Badge bg={d.state === 'anulada' ? 'secondary' : 'success'}>{d.state === 'anulada' ? 'Anulada' : 'Confirmada'}</Badge>
              {d.invoiced && <Badge bg="info">Facturada</Badge>}
              {d.state === 'confirmada' && !d.invoiced && (open || order.state === 'servido') && (
                <Button size="sm" variant="outline-danger" onClick={() => setDialog({ annul: d.id })} aria-label={`Anular la salida ${d.number}`}>
                  {ORDER_TEXT.annulDelivery}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {toInvoice.length > 0 && (
        <div className="mb-3">
          <AppLink to={newInvoiceFromSourcesPath(order.partyId, toInvoice)} className="btn btn-outline-primary btn-sm">
            {ORDER_TEXT.invoice}
          </AppLink>
          <p className="form-text">{ORDER_TEXT.invoiceHelp}</p>
        </div>
      )}

      <ServeDialog
        show={dialog === 'serve'}
        lines={order.lines}
        onHide={() => setDialog(null)}
        onServe={(date, lines) =>
          run(async () => ORDER_TEXT.delivered((await salesOrderCommands.deliver(corpId, order.id, date, lines)).number), true)
        }
      />
      <ReasonDialog
        show={dialog === 'close' || dialog === 'cancel'}
        title={dialog === 'cancel' ? REASON_TEXT.cancelTitle : REASON_TEXT.closeTitle}
        onHide={() => setDialog(null)}
        onSubmit={(reason) =>
          dialog === 'cancel'
            ? run(async () => (await salesOrderCommands.cancel(corpId, order.id, reason), ORDER_TEXT.cancelled), true)
            : run(async () => (await salesOrderCommands.close(corpId, order.id, reason), ORDER_TEXT.closed), true)
        }
      />
      <ReasonDialog
        show={typeof dialog === 'object' && dialog !== null}
        title={REASON_TEXT.annulTitle}
        onHide={() => setDialog(null)}
        onSubmit={(reason) =>
          run(
            async () => (
              await salesOrderCommands.annulDelivery(corpId, order.id, (dialog as { annul: string }).annul, reason),
              ORDER_TEXT.deliveryAnnulled
            ),
            true,
          )
        }
      />
    </>
  );
}
