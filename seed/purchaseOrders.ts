/**
 * A demo pedido a proveedor (issue 31), built by the app's own builder: a borrador to the first
 * demo vendor for two products at half their sale price as a stand-in cost, ready to be sent
 * from the screen (sending it raises their «pedido a proveedores»). A borrador moves nothing, so
 * no stock level or summary has to follow it.
 */
import { newPurchaseOrderDraft, purchaseOrderNumberFor, PURCHASE_ORDERS, type PurchaseOrderLine } from '../src/domain/purchaseOrders/purchaseOrder';
import { madridMorningMillis, type DemoCalendar } from './demoCalendar';
import { adminDb, now } from './lib';

export async function seedDemoPurchaseOrder(corpId: string, uid: string, calendar: DemoCalendar): Promise<void> {
  const db = adminDb();
  const base = `corporations/${corpId}`;
  const vendor = await db.doc(`${base}/vendors/demo-vendor-01`).get();
  const products = await Promise.all(['demo-product-01', 'demo-product-02'].map((id) => db.doc(`${base}/categories/${id}`).get()));
  if (!vendor.exists || products.some((p) => !p.exists)) return;
  const lines: PurchaseOrderLine[] = products.map((p, i) => ({
    lineId: `l${i + 1}`,
    categoryId: p.id,
    code: String(p.get('code') ?? ''),
    name: String(p.get('name') ?? ''),
    unit: String(p.get('unit') ?? 'ud'),
    quantity: 20,
    unitPriceCents: Math.round(Number(p.get('salePriceCents') ?? 1000) / 2),
    discountPct: 0,
    vatRate: Number(p.get('vatRate') ?? 21),
    received: 0,
  }));
  // uid + milliseconds, as the app makes ids (docs/seed-spec.md §3): created this morning.
  const id = `${uid}${madridMorningMillis(calendar.today)}`;
  await db.doc(`${base}/${PURCHASE_ORDERS}/${id}`).set(
    newPurchaseOrderDraft(
      {
        date: calendar.today,
        partyId: vendor.id,
        partyName: String(vendor.get('name') ?? ''),
        partyNif: String(vendor.get('nif') ?? ''),
        reference: 'Reposición tornillería',
        notes: '',
        lines,
      },
      purchaseOrderNumberFor(id),
      uid,
      now(),
    ),
  );
}
