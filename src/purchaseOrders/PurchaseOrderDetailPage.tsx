/**
 * #/purchase-orders/details?orderId=: one pedido a proveedor. A borrador is edited here
 * (PurchaseOrderEditor); a sent one shows per line what was ordered, received and is pending, its
 * entradas (each one linked, and annulled from here), and the actions its state allows: Recibir,
 * Cerrar, Cancelar. Every change of state is a command.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import { useCompanyActor } from '../auth/session';
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { pendingOf, type PurchaseOrder } from '../domain/purchaseOrders/purchaseOrder';
import type { ReceiptInput } from '../domain/purchaseOrders/purchaseOrderPlan';
import { formatQuantity, toThousandths } from '../domain/quantity';
import type { StockDocument } from '../domain/stock/stockTypes';
import { AppLink } from '../shared/AppLink';
import { useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { TableScroll } from '../shared/TableScroll';
import { AnnulDialog } from '../stock/documents/AnnulDialog';
import { purchaseOrderFailureMessage, STATE_BADGE, STATE_LABEL, TEXT } from './messages';
import { PurchaseOrderEditor } from './PurchaseOrderEditor';
import { purchaseOrderRepository } from './purchaseOrderRepository';
import { entradaPath, LIST_PATH } from './purchaseOrderRoutes';
import { purchaseOrderWriter } from './purchaseOrderWriter';
import { ReasonDialog, ReceiveDialog } from './ReceiveDialog';

const dateText = (iso: string) => (parseIsoDate(iso) ? formatDate(parseIsoDate(iso)!) : iso);

export default function PurchaseOrderDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('orderId');
  const { corpId } = useCompanyActor();
  const [order, setOrder] = useState<PurchaseOrder | null | undefined>(id ? undefined : null);
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!id) {
      setOrder(null);
      return undefined;
    }
    setOrder(undefined);
    return purchaseOrderRepository.watch(corpId, id, setOrder, (e) => {
      console.error(e);
      setLoadError(true);
    });
  }, [id, corpId]);

  if (loadError) return <Alert variant="danger">{TEXT.loadFailed}</Alert>;
  if (order === undefined) return <Loading />;
  if (id && order === null) {
    return (
      <section>
        <h1 className="h3">{TEXT.one}</h1>
        <Alert variant="warning">{TEXT.notFound}</Alert>
        <AppLink to={LIST_PATH}>Volver a los pedidos a proveedor</AppLink>
      </section>
    );
  }
  return (
    <section aria-labelledby="order-title">
      <PageHeading id="order-title" title={order ? `${TEXT.one} ${order.number}` : `Nuevo pedido a proveedor`}>
        {order && (
          <Badge bg={STATE_BADGE[order.state]} text={order.state === 'borrador' ? 'dark' : undefined} data-testid="order-state">
            {STATE_LABEL[order.state]}
          </Badge>
        )}
      </PageHeading>
      {order === null || order.state === 'borrador' ? (
        <PurchaseOrderEditor key={order?.id ?? 'new'} order={order} />
      ) : (
        <PurchaseOrderView key={order.id} order={order} />
      )}
    </section>
  );
}

/** The order's PDF for the vendor: the engine and the document are loaded only when asked for. */
async function downloadOrderPdf(order: PurchaseOrder, company: { name: string; data: object }): Promise<void> {
  const [{ createPdf }, { purchaseOrderDocument, purchaseOrderFileName }] = await Promise.all([
    import('../pdf/pdfFile'),
    import('./pdf/purchaseOrderDocument'),
  ]);
  (await createPdf(purchaseOrderDocument(order, company))).download(purchaseOrderFileName(order));
}

function PurchaseOrderView({ order }: { order: PurchaseOrder }) {
  const { corpId, corp } = useCompanyActor();
  const carried = useFlash();
  const [message, setMessage] = useState<Notice | null>(carried);
  const [receipts, setReceipts] = useState<StockDocument[]>([]);
  const [dialog, setDialog] = useState<'receive' | 'close' | 'cancel' | null>(null);
  const [annulling, setAnnulling] = useState<StockDocument | null>(null);
  const open = order.state === 'abierto';
  const nothingReceived = order.lines.every((l) => toThousandths(l.received) === 0);

  useEffect(
    () => purchaseOrderRepository.watchReceipts(corpId, order.id, setReceipts, (e) => console.error(e)),
    [corpId, order.id, order.receiptIds.length],
  );

  const run = async (work: () => Promise<unknown>, done: string): Promise<string | null> => {
    try {
      await work();
      setDialog(null);
      setAnnulling(null);
      setMessage({ variant: 'success', text: done });
      return null;
    } catch (e) {
      return purchaseOrderFailureMessage(e);
    }
  };
  const onReceive = async (receipt: ReceiptInput) => {
    try {
      const made = await purchaseOrderWriter.receive(corpId, order.id, receipt);
      setDialog(null);
      setMessage({ variant: 'success', text: TEXT.received(made.number) });
      return null;
    } catch (e) {
      return purchaseOrderFailureMessage(e);
    }
  };

  return (
    <>
      <NoticeAlert notice={message} testId="order-message" />
      <p className="d-flex flex-wrap gap-3">
        <AppLink to={LIST_PATH}>Volver a los pedidos a proveedor</AppLink>
        <AppLink to="/stock">Ver stock</AppLink>
        <Button
          variant="link"
          className="p-0 align-baseline"
          onClick={() =>
            void downloadOrderPdf(order, corp).catch((e) => {
              console.error(e);
              setMessage({ variant: 'danger', text: 'No se ha podido generar el PDF. Inténtalo de nuevo.' });
            })
          }
        >
          Descargar PDF
        </Button>
      </p>
      <dl className="row">
        <dt className="col-sm-2">Proveedor</dt>
        <dd className="col-sm-4" data-testid="order-vendor">
          {order.partyName} {order.partyNif && <span className="text-body-secondary">({order.partyNif})</span>}
        </dd>
        <dt className="col-sm-2">Fecha</dt>
        <dd className="col-sm-4">{dateText(order.date)}</dd>
        {order.reference && (
          <>
            <dt className="col-sm-2">Referencia</dt>
            <dd className="col-sm-4">{order.reference}</dd>
          </>
        )}
        {order.closeReason && (
          <>
            <dt className="col-sm-2">Motivo</dt>
            <dd className="col-sm-4">{order.closeReason}</dd>
          </>
        )}
      </dl>
      <TableScroll label="Líneas del pedido">
        <table className="table align-middle" data-testid="order-lines">
          <thead>
            <tr>
              <th scope="col">Código</th>
              <th scope="col">Producto</th>
              <th scope="col" className="text-end">
                Pedido
              </th>
              <th scope="col" className="text-end">
                Recibido
              </th>
              <th scope="col" className="text-end">
                Pendiente
              </th>
              <th scope="col" className="text-end">
                Precio
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((l) => (
              <tr key={l.lineId} data-testid={`order-line-${l.code}`}>
                <td>{l.code}</td>
                <td>{l.name}</td>
                <td className="text-end" data-testid="ordered">
                  {formatQuantity(l.quantity)} {l.unit}
                </td>
                <td className="text-end" data-testid="received">
                  {formatQuantity(l.received)}
                </td>
                <td className="text-end" data-testid="pending">
                  {formatQuantity(pendingOf(l))}
                </td>
                <td className="text-end">{formatEuros(l.unitPriceCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p className="text-end">
        Total del pedido: <strong data-testid="order-total">{formatEuros(order.totals.totalCents)}</strong>
      </p>
      {open && (
        <div className="d-flex flex-wrap gap-2 mb-4">
          <Button variant="primary" onClick={() => setDialog('receive')}>
            Recibir
          </Button>
          <Button variant="outline-secondary" onClick={() => setDialog('close')}>
            Cerrar pedido
          </Button>
          {nothingReceived && (
            <Button variant="outline-danger" onClick={() => setDialog('cancel')}>
              Cancelar pedido
            </Button>
          )}
        </div>
      )}

      <h2 className="h5">Entradas de este pedido</h2>
      {receipts.length === 0 ? (
        <p className="text-body-secondary">Aún no se ha recibido nada.</p>
      ) : (
        <table className="table align-middle" data-testid="order-receipts">
          <thead>
            <tr>
              <th scope="col">Entrada</th>
              <th scope="col">Fecha</th>
              <th scope="col">Albarán</th>
              <th scope="col" className="text-end">
                Total
              </th>
              <th scope="col">Estado</th>
              <th scope="col">
                <span className="visually-hidden">Acciones</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {receipts.map((r) => (
              <tr key={r.id}>
                <td>
                  <AppLink to={entradaPath(r.id)}>{r.number}</AppLink>
                </td>
                <td>{dateText(r.date)}</td>
                <td>{r.reference}</td>
                <td className="text-end">{formatEuros(r.totals.totalCents)}</td>
                <td>{r.state === 'anulada' ? 'Anulada' : 'Confirmada'}</td>
                <td>
                  {r.state === 'confirmada' && !r.invoiced && (
                    <Button size="sm" variant="outline-danger" onClick={() => setAnnulling(r)}>
                      Anular recepción
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {dialog === 'receive' && <ReceiveDialog order={order} show onHide={() => setDialog(null)} onReceive={onReceive} />}
      {(dialog === 'close' || dialog === 'cancel') && (
        <ReasonDialog
          show
          title={dialog === 'close' ? 'Cerrar el pedido' : 'Cancelar el pedido'}
          intro={
            dialog === 'close'
              ? 'Lo pendiente dejará de figurar como pedido a proveedores. Lo ya recibido se queda.'
              : 'El pedido dejará de figurar como pedido a proveedores. No se ha recibido nada de él.'
          }
          action={dialog === 'close' ? 'Cerrar pedido' : 'Cancelar pedido'}
          onHide={() => setDialog(null)}
          onSubmit={(reason) =>
            dialog === 'close'
              ? run(() => purchaseOrderWriter.close(corpId, order.id, reason), TEXT.closed)
              : run(() => purchaseOrderWriter.cancel(corpId, order.id, reason), TEXT.cancelled)
          }
        />
      )}
      {annulling && (
        <AnnulDialog
          show
          onHide={() => setAnnulling(null)}
          what={`la recepción ${annulling.number}`}
          onAnnul={(reason) => run(() => purchaseOrderWriter.annulReceipt(corpId, order.id, annulling.id, reason), TEXT.annulled)}
        />
      )}
    </>
  );
}
