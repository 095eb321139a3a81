/**
 * #/invoices/details?invoiceId=…: a draft is edited, an issued invoice is shown.
 * Without an id it is a new draft: ?kind=output|input, or
 * ?kind=output&rectifies=<id> for a rectificativa of an issued sales invoice
 * (?kind=input&rectifies=<id>: a vendor's credit note against a registered purchase).
 */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { useSearchParams } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { InvoiceEditor } from './InvoiceEditor';
import type { Invoice, InvoiceKind } from '../domain/invoices/invoiceModel';
import { invoiceRepository } from './invoiceRepository';
import { invoiceSourceRepository } from './invoiceSourceRepository';
import { invoiceStartOf } from './invoicePaths';
import type { ReturnedSource } from '../domain/returns/vendorCreditNote';
import { InvoiceView, type InvoiceViewSlots } from './InvoiceView';
import { TEXT } from './messages';

function useInvoice(corpId: string, id: string | null): { invoice: Invoice | null | undefined; failed: boolean } {
  const [invoice, setInvoice] = useState<Invoice | null | undefined>(id ? undefined : null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!id) {
      setInvoice(null);
      return undefined;
    }
    setInvoice(undefined);
    return invoiceRepository.watch(corpId, id, setInvoice, (e) => {
      console.error(e);
      setFailed(true);
    });
  }, [corpId, id]);
  return { invoice, failed };
}

/**
 * A purchase's entradas with what was sent back to the vendor (one read each, at most MAX_SOURCES),
 * for its credit note's first lines; [] at once for anything else.
 */
function useReturnedSources(corpId: string, original: Invoice | null | undefined): { sources: ReturnedSource[] | undefined; failed: boolean } {
  const ids = original && original.kind === 'input' ? original.sourceIds : null;
  const key = ids ? ids.join('/') : null;
  const [state, setState] = useState<{ key: string | null; sources: ReturnedSource[] } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!key) return undefined;
    let live = true;
    invoiceSourceRepository.returnedOfEntradas(corpId, key.split('/')).then(
      (sources) => live && setState({ key, sources }),
      (e: unknown) => {
        console.error(e);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [corpId, key]);
  if (original === undefined) return { sources: undefined, failed };
  if (!key) return { sources: [], failed: false };
  return { sources: state?.key === key ? state.sources : undefined, failed };
}

/** An invoice's page: the editor for a draft, the view of an issued one (with the slots other areas fill). */
export default function InvoiceDetailPage({ slots }: { slots?: InvoiceViewSlots }) {
  const [params] = useSearchParams();
  const id = params.get('invoiceId');
  const rectifiesId = id ? null : params.get('rectifies');
  const kindParam: InvoiceKind = params.get('kind') === 'input' ? 'input' : 'output';
  // A new sale opened for a client's albaranes (a pedido's «Facturar albaranes»).
  const start = !id && !rectifiesId && kindParam === 'output' ? invoiceStartOf(params) : null;
  const { corp } = useSignedInSession();
  const corpId = corp!.id;
  const { invoice, failed } = useInvoice(corpId, id);
  const { invoice: original, failed: originalFailed } = useInvoice(corpId, rectifiesId);
  const { sources: returnedSources, failed: sourcesFailed } = useReturnedSources(corpId, original);
  useDocumentTitle(invoice?.numberText ? `Factura ${invoice.numberText}` : 'Factura');

  if (failed || originalFailed || sourcesFailed) return <Alert variant="danger">{TEXT.loadFailed}</Alert>;
  if (invoice === undefined || original === undefined || returnedSources === undefined) return <Loading />;
  if ((id && invoice === null) || (rectifiesId && (original === null || original.state !== 'emitida' || original.type !== 'ordinaria'))) {
    return (
      <section>
        <h1 className="h3">Factura</h1>
        <Alert variant="warning">Esta factura no existe, se ha eliminado o no se puede rectificar.</Alert>
        <AppLink to="/invoices">Volver a facturas</AppLink>
      </section>
    );
  }
  if (invoice && invoice.state !== 'borrador') return <InvoiceView invoice={invoice} slots={slots} />;
  return (
    <InvoiceEditor
      key={invoice?.id ?? `new-${kindParam}-${rectifiesId ?? ''}-${start?.partyId ?? ''}`}
      kind={invoice?.kind ?? original?.kind ?? kindParam}
      invoice={invoice}
      original={original}
      returnedSources={returnedSources}
      start={invoice ? null : start}
    />
  );
}
