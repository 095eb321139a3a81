/**
 * The returns desk on the entrada and salida screens: a return's badge, its party's name (an
 * entrada from a client, a salida to a vendor), the document it came from, what a source has
 * returned so far, and the button that starts a return from a source.
 */
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { KIND_LABEL } from '../stock/messages';
import type { DocKind, StockDocument } from '../domain/stock/stockTypes';
import { RETURN_DOC_TEXT as T } from './messages';
import { returnedSoFar, stockReturnBlocker, stockReturnLines, type ReturnSourceLine } from './returnForm';
import { returnPath, returnSourcePath } from './returnPaths';
import type { StockDocumentParts } from '../stock/documents/documentParts';

type ReturnFields = Pick<StockDocument, 'returnOf'>;

/** "Devolución de cliente" or "Devolución a proveedor", on a return's document. */
export function ReturnBadge({ document }: { document: ReturnFields }) {
  if (!document.returnOf) return null;
  return (
    <Badge bg="primary" data-testid="return-badge">
      {T.badge[document.returnOf]}
    </Badge>
  );
}

/** Who the party is: a return's entrada comes from a client, its salida goes to a vendor. */
export function partyLabelOf(kind: DocKind, document: Pick<StockDocument, 'partyKind'> | null): string {
  if (document?.partyKind === 'client') return T.client;
  if (document?.partyKind === 'vendor') return T.vendor;
  return KIND_LABEL[kind].party;
}

/** "Devolución de cliente de la factura F-2026-000001." with its link, and the rectificativa that invoiced it. */
export function ReturnSourceNote({ document }: { document: Pick<StockDocument, 'returnOf' | 'returnFrom' | 'invoiceId'> }) {
  const from = document.returnFrom;
  if (!document.returnOf || !from) return null;
  return (
    <Alert variant="info" data-testid="return-source">
      {T.badge[document.returnOf]} {T.from[from.kind]}{' '}
      <AppLink className="alert-link" to={returnSourcePath(from)}>
        {from.number || from.id}
      </AppLink>
      . {T.notAnnullable}
      {document.invoiceId && (
        <>
          {' '}
          <AppLink className="alert-link" to={invoiceDetailPath(document.invoiceId)}>
            {T.seeRectificativa}
          </AppLink>
          .
        </>
      )}
    </Alert>
  );
}

/** What each line of a source has returned so far ("Tornillo M8 · Devuelto: 2 ud"), when anything has. */
export function ReturnedNote({ lines, returned }: { lines: readonly ReturnSourceLine[]; returned: Record<string, number> | undefined }) {
  const items = returnedSoFar(lines, returned);
  if (items.length === 0) return null;
  return (
    <div className="small my-2" data-testid="returned-note">
      <span className="fw-semibold">{T.returnedTitle}</span>
      <ul className="mb-0">
        {items.map((item, i) => (
          <li key={i}>{T.returnedLine(item.description, item.quantity)}</li>
        ))}
      </ul>
    </div>
  );
}

/** The same note for an entrada or salida. */
export function StockReturnedNote({ document }: { document: Pick<StockDocument, 'lines' | 'returned'> }) {
  return <ReturnedNote lines={stockReturnLines(document.lines)} returned={document.returned} />;
}

/** "Devolución del cliente" on a confirmed salida not invoiced, "Devolver al proveedor" on a confirmed entrada; never on a return. */
export function StockReturnButton({ document }: { document: StockDocument | null }) {
  const navigate = useAppNavigate();
  if (!document || stockReturnBlocker(document.kind, document)) return null;
  return (
    <Button variant="outline-secondary" onClick={() => navigate(returnPath(document.kind, document.id))}>
      {document.kind === 'output' ? T.salidaButton : T.entradaButton}
    </Button>
  );
}

/** The returns desk's parts of an entrada or salida, for the pages that compose it (src/inputs, src/outputs). */
export const RETURN_DOCUMENT_PARTS: StockDocumentParts = {
  Badge: ReturnBadge,
  SourceNote: ReturnSourceNote,
  ReturnedNote: StockReturnedNote,
  Actions: StockReturnButton,
  partyLabel: partyLabelOf,
};
