/** Pieces the invoice screens share: the heading row, the way back to the list, the invoice a rectificativa corrects. */
import type { ReactNode } from 'react';
import { AppLink } from '../shared/AppLink';
import { PageHeading } from '../shared/PageHeading';
import { rectifiedInvoiceLabel, type InvoiceKind, type Rectifies } from '../domain/invoices/invoiceModel';
import { invoiceDetailPath, invoiceListPath } from './invoicePaths';
import { COMMON_TEXT, isoToSpanish, KIND_TEXT } from './messages';

/** The screen's h1 (named by `titleId`) and, at its right, the screen's links and badges. */
export function InvoicePageHeading({ titleId, title, children }: { titleId: string; title: ReactNode; children: ReactNode }) {
  return (
    <PageHeading id={titleId} title={title}>
      {children}
    </PageHeading>
  );
}

/** "Volver a facturas de salidas" (or entradas). */
export function BackToInvoices({ kind }: { kind: InvoiceKind }) {
  return (
    <AppLink to={invoiceListPath(kind)} className="btn btn-outline-secondary btn-sm">
      {COMMON_TEXT.backTo(KIND_TEXT[kind].title)}
    </AppLink>
  );
}

/** "Rectifica la factura F-2026-000001 del 01/03/2026.", the number linking to that invoice. */
export function RectifiesLead({
  rectifies,
}: {
  rectifies: Pick<Rectifies, 'invoiceId' | 'numberText' | 'issueDate' | 'vendorInvoiceNumber' | 'vendorInvoiceDate'>;
}) {
  // A purchase credit note names the vendor's own invoice number and date (issue 28).
  const named = rectifiedInvoiceLabel(rectifies);
  return (
    <>
      {COMMON_TEXT.rectifies}{' '}
      <AppLink className="alert-link" to={invoiceDetailPath(rectifies.invoiceId)}>
        {named.numberText}
      </AppLink>{' '}
      {COMMON_TEXT.rectifiesDate(isoToSpanish(named.date))}
    </>
  );
}

export interface Column {
  label: ReactNode;
  /** Figures are aligned at the end. */
  end?: boolean;
  minWidth?: string;
}

/** A table's header row; `false` leaves out a column that does not apply. */
export function TableHead({ columns }: { columns: (Column | false)[] }) {
  return (
    <thead>
      <tr>
        {columns
          .filter((c): c is Column => c !== false)
          .map((c, i) => (
            <th key={i} scope="col" className={c.end ? 'text-end' : undefined} style={c.minWidth ? { minWidth: c.minWidth } : undefined}>
              {c.label}
            </th>
          ))}
      </tr>
    </thead>
  );
}
