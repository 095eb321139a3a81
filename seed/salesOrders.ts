/**
 * One demo pedido de cliente (issue 31), open: the first demo client orders 5 more boxes of the
 * first demo product than are available, so it shows units reserved and units without stock. Built
 * by the app's builder (newSalesOrderDraft) and confirmed by the command's own plan (planConfirm,
 * commitmentWrite), so the stock level's commitments equal the open orders' lines.
 */
import { madridIsoDate } from '../src/domain/stock/stockCommand';
import { commitmentsOf } from '../src/domain/stock/stockOutlook';
import { fromThousandths, toThousandths } from '../src/domain/quantity';
import { newSalesOrderDraft, SALES_ORDERS } from '../src/domain/salesOrders/salesOrder';
import { planConfirm } from '../src/domain/salesOrders/orderPlan';
import { commitmentWrite } from '../src/domain/salesOrders/orderLevels';
import { adminDb, now } from './lib';

export async function seedDemoSalesOrder(corpId: string, uid: string, clientId = 'demo-client-01', productId = 'demo-product-01'): Promise<void> {
  const corp = adminDb().doc(`corporations/${corpId}`);
  const [client, product, level] = await Promise.all([
    corp.collection('clients').doc(clientId).get(),
    corp.collection('categories').doc(productId).get(),
    corp.collection('stock').doc(productId).get(),
  ]);
  if (!client.exists || !product.exists) return;
  const p = product.data()!;
  const stored = level.exists ? level.data()! : undefined;
  const available = Math.max(0, toThousandths(Number(stored?.quantity ?? 0)) - toThousandths(commitmentsOf(stored).reserved));
  const line = {
    lineId: 'l1',
    categoryId: productId,
    code: String(p.code ?? ''),
    name: String(p.name ?? ''),
    unit: String(p.unit ?? ''),
    quantity: fromThousandths(available + 5000),
    unitPriceCents: Number(p.salePriceCents ?? 0),
    discountPct: 0,
    vatRate: Number(p.vatRate ?? 21),
    delivered: 0,
    reserved: 0,
  };
  const c = client.data()!;
  const draft = newSalesOrderDraft(
    {
      date: madridIsoDate(new Date()),
      partyId: clientId,
      partyName: String(c.name ?? ''),
      partyNif: String(c.nif ?? ''),
      reference: 'PED-DEMO-1',
      notes: '',
      lines: [line],
    },
    'PC-DEMO1',
    uid,
    now(),
  );
  const plan = planConfirm(
    draft.lines,
    { [productId]: stored && { quantity: Number(stored.quantity ?? 0), reserved: commitmentsOf(stored).reserved } },
    false,
  );
  const batch = adminDb().batch();
  batch.set(corp.collection(SALES_ORDERS).doc('demo-order-1'), {
    ...draft,
    state: plan.state,
    lines: plan.lines,
    confirmedAt: now(),
    confirmedBy: uid,
  });
  for (const [id, change] of Object.entries(plan.changes)) {
    const w = commitmentWrite(id, stored, p, change, now());
    if (w.write === 'update') batch.update(corp.collection('stock').doc(id), w.fields);
    else batch.create(corp.collection('stock').doc(id), w.level);
  }
  await batch.commit();
}
