/**
 * The PDF of a pedido a proveedor, to send to the vendor, as a pdfmake document definition: pure,
 * so it is unit-tested without rendering. Our company (who orders, with its NIF and address), the
 * vendor, the order's number, date and reference, each line with its code, quantity, unit price
 * before tax, discount and amount, and the totals. A4; the lines' header repeats on every page.
 */
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CorporationData } from '../../corps/corporationData';
import { formatDate, parseIsoDate } from '../../domain/dates';
import { lineBaseCents } from '../../domain/documentTotals';
import { formatEuros, formatPercent } from '../../domain/money';
import type { PurchaseOrder } from '../../domain/purchaseOrders/purchaseOrder';
import { formatQuantity } from '../../domain/quantity';

const MUTED = '#555555';
const dateText = (iso: string) => (parseIsoDate(iso) ? formatDate(parseIsoDate(iso)!) : iso);

export function purchaseOrderFileName(order: PurchaseOrder): string {
  return `pedido-${order.number.replace(/[^A-Za-z0-9-]/g, '')}.pdf`;
}

export function purchaseOrderDocument(order: PurchaseOrder, company: { name: string; data: Partial<CorporationData> }): TDocumentDefinitions {
  const d = company.data;
  const place = [d.postalCode, d.city].filter(Boolean).join(' ');
  const ours = [d.legalName || company.name, d.nif ? `NIF ${d.nif}` : '', d.address ?? '', place, d.phone ?? '', d.email ?? ''].filter(
    (s) => s !== '',
  );
  const head: TableCell[] = ['Código', 'Producto', 'Cantidad', 'Precio', 'Dto.', 'Importe'].map((t, i) => ({
    text: t,
    bold: true,
    alignment: i >= 2 ? 'right' : 'left',
  }));
  const rows: TableCell[][] = order.lines.map((l) => [
    l.code,
    l.name,
    { text: `${formatQuantity(l.quantity)} ${l.unit}`.trim(), alignment: 'right' },
    { text: formatEuros(l.unitPriceCents), alignment: 'right' },
    { text: l.discountPct ? formatPercent(l.discountPct) : '', alignment: 'right' },
    { text: formatEuros(lineBaseCents(l)), alignment: 'right' },
  ]);
  const totals: Content = {
    margin: [0, 12, 0, 0],
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          body: [
            ['Base imponible', { text: formatEuros(order.totals.baseCents), alignment: 'right' }],
            ['IVA', { text: formatEuros(order.totals.vatCents), alignment: 'right' }],
            [
              { text: 'Total', bold: true },
              { text: formatEuros(order.totals.totalCents), alignment: 'right', bold: true },
            ],
          ],
        },
        layout: 'noBorders',
      },
    ],
  };
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    info: { title: `Pedido a proveedor ${order.number}` },
    defaultStyle: { fontSize: 10 },
    content: [
      { text: `Pedido a proveedor ${order.number}`, fontSize: 16, bold: true, margin: [0, 0, 0, 4] },
      {
        text: [`Fecha: ${dateText(order.date)}`, order.reference ? `   ·   Referencia: ${order.reference}` : ''].join(''),
        color: MUTED,
        margin: [0, 0, 0, 12],
      },
      {
        columns: [
          { width: '*', stack: [{ text: 'Pide', bold: true }, ...ours] },
          { width: '*', stack: [{ text: 'Proveedor', bold: true }, order.partyName, order.partyNif ? `NIF ${order.partyNif}` : ''] },
        ],
        margin: [0, 0, 0, 16],
      },
      { table: { headerRows: 1, dontBreakRows: true, widths: ['auto', '*', 'auto', 'auto', 'auto', 'auto'], body: [head, ...rows] } },
      totals,
      ...(order.notes ? [{ text: order.notes, margin: [0, 16, 0, 0] } as Content] : []),
    ],
  };
}
