/**
 * #/purchase-orders/suggest, «Qué pedir»: the products whose projected stock (on hand − reserved −
 * back-ordered + on order) is under their minimum, most to order first (purchaseOrderRepository's
 * two bounded queries: `toOrder > 0`, and `belowMinimum` for levels written before orders). Pick
 * rows and a vendor, and «Crear pedido a proveedor» makes a borrador with the suggested quantities
 * at each level's last purchase price.
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useCompanyActor } from '../auth/session';
import { toIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { linesFromSuggestions, type Suggestion } from '../domain/purchaseOrders/purchaseOrderPlan';
import { formatQuantity } from '../domain/quantity';
import { useAppNavigate } from '../shared/AppLink';
import { flashState } from '../shared/feedback/flash';
import { Loading } from '../shared/Loading';
import { PageHeading } from '../shared/PageHeading';
import { TableScroll } from '../shared/TableScroll';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { TEXT } from './messages';
import { PurchaseOrderTabs } from './PurchaseOrderListPage';
import { purchaseOrderRepository, SUGGESTION_PAGE } from './purchaseOrderRepository';
import { detailPath } from './purchaseOrderRoutes';

export default function SuggestPage() {
  const { corpId, uid } = useCompanyActor();
  const navigate = useAppNavigate();
  const [max, setMax] = useState(SUGGESTION_PAGE);
  const [data, setData] = useState<{ rows: Suggestion[]; more: boolean } | null>(null);
  const [failed, setFailed] = useState(false);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [vendor, setVendor] = useState<PartyOption | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    purchaseOrderRepository
      .suggestions(corpId, max)
      .then((d) => live && setData(d))
      .catch((e) => {
        console.error(e);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [corpId, max]);

  const toggle = (id: string) =>
    setChosen((s) => {
      const n = new Set(s);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });

  const create = async () => {
    if (!data) return;
    const rows = data.rows.filter((r) => chosen.has(r.categoryId));
    if (rows.length === 0) return setError('Marca al menos un producto.');
    if (!vendor) return setError(TEXT.vendorRequired);
    setError(null);
    setBusy(true);
    try {
      const vat = await purchaseOrderRepository.vatRates(
        corpId,
        rows.map((r) => r.categoryId),
      );
      const id = await purchaseOrderRepository.saveDraft(corpId, uid, null, {
        date: toIsoDate(new Date()),
        partyId: vendor.id,
        partyName: vendor.name,
        partyNif: vendor.nif,
        reference: '',
        notes: '',
        lines: linesFromSuggestions(rows, vat),
      });
      navigate(detailPath(id), { state: flashState('Borrador de pedido creado con las cantidades sugeridas: revísalo y envíalo.', 'success') });
    } catch (e) {
      console.error(e);
      setError(TEXT.saveFailed);
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="suggest-title">
      <PageHeading id="suggest-title" title={TEXT.suggest} />
      <PurchaseOrderTabs active="suggest" />
      <p className="text-body-secondary">
        Productos cuyo stock previsto (en stock − reservado − sin stock + pedido a proveedores) queda por debajo del mínimo. Sugerido: lo que falta
        para volver al mínimo.
      </p>
      {failed && <Alert variant="danger">No se han podido cargar las sugerencias. Inténtalo de nuevo.</Alert>}
      {!data && !failed ? (
        <Loading />
      ) : (
        data && (
          <>
            <TableScroll label="Productos que pedir">
              <table className="table table-hover align-middle" data-testid="suggest-list">
                <thead>
                  <tr>
                    <th scope="col">
                      <span className="visually-hidden">Elegir</span>
                    </th>
                    <th scope="col">Código</th>
                    <th scope="col">Producto</th>
                    <th scope="col" className="text-end">
                      En stock
                    </th>
                    <th scope="col" className="text-end">
                      Reservado
                    </th>
                    <th scope="col" className="text-end">
                      Sin stock
                    </th>
                    <th scope="col" className="text-end">
                      Pedido a proveedores
                    </th>
                    <th scope="col" className="text-end">
                      Mínimo
                    </th>
                    <th scope="col" className="text-end">
                      Sugerido
                    </th>
                    <th scope="col" className="text-end">
                      Último precio
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.rows.length === 0 && (
                    <tr>
                      <td colSpan={10} className="text-body-secondary">
                        No hay nada que pedir: todo el stock previsto está en su mínimo o por encima.
                      </td>
                    </tr>
                  )}
                  {data.rows.map((r) => (
                    <tr key={r.categoryId} data-testid={`suggest-${r.code}`}>
                      <td>
                        <Form.Check aria-label={`Pedir ${r.name}`} checked={chosen.has(r.categoryId)} onChange={() => toggle(r.categoryId)} />
                      </td>
                      <td>{r.code}</td>
                      <td>{r.name}</td>
                      <td className="text-end" data-testid="quantity">
                        {formatQuantity(r.quantity)}
                      </td>
                      <td className="text-end">{formatQuantity(r.reserved)}</td>
                      <td className="text-end">{formatQuantity(r.backorder)}</td>
                      <td className="text-end" data-testid="onOrder">
                        {formatQuantity(r.onOrder)}
                      </td>
                      <td className="text-end">{formatQuantity(r.minStock)}</td>
                      <td className="text-end fw-bold" data-testid="toOrder">
                        {formatQuantity(r.toOrder)} {r.unit}
                      </td>
                      <td className="text-end">{formatEuros(r.lastPurchasePriceCents)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            {data.more && (
              <Button variant="outline-secondary" className="mb-3" onClick={() => setMax((m) => m + SUGGESTION_PAGE)}>
                Ver más
              </Button>
            )}
            {data.rows.length > 0 && (
              <div className="d-flex flex-wrap align-items-end gap-2">
                {vendor ? (
                  <div>
                    <span className="form-label d-block">Proveedor</span>
                    <Button variant="outline-secondary" size="sm" onClick={() => setVendor(null)} aria-label={`Cambiar el proveedor ${vendor.name}`}>
                      {vendor.name} ×
                    </Button>
                  </div>
                ) : (
                  <SearchPicker<PartyOption>
                    label="Proveedor"
                    placeholder="Nombre o NIF"
                    search={(text) => lookupRepository.searchParties(corpId, 'input', text)}
                    optionKey={(p) => p.id}
                    renderOption={(p) => p.name}
                    onPick={setVendor}
                  />
                )}
                <Button variant="primary" disabled={busy} onClick={() => void create()}>
                  Crear pedido a proveedor
                </Button>
              </div>
            )}
            {error && (
              <Alert variant="danger" className="mt-3" role="alert">
                {error}
              </Alert>
            )}
          </>
        )
      )}
    </section>
  );
}
