/**
 * refreshProductStock {corpId, productId}: after an admin saved a product, its stock level (when
 * it has one) takes the product's code, name, unit and minimum, and the company's count of
 * products below their minimum moves when the product crossed it. Stock is server-owned, so the
 * product's save cannot write it. A stocked product given a minimum before it ever moved gets a
 * level at 0 (flagged below its minimum, so «Solo bajo mínimo» and Inicio see it); that unmoved
 * level is removed again when the minimum goes, the product becomes a service or is deleted
 * (called after the deletion). planProductLevel (src/domain/stock/stockCommand.ts) decides.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { SUMMARY_IDS } from '../../../src/domain/summaries';
import { planProductLevel } from '../../../src/domain/stock/stockCommand';
import { parseInput } from '../../../src/domain/commandInputs/fields';
import { refreshProductStockSchema } from '../../../src/domain/commandInputs/stockInputs';
import { command } from '../runtime/command';
import { db } from '../runtime/admin';
import { readNamed } from '../runtime/readNamed';
import { inTransaction } from '../runtime/transaction';

export const refreshProductStock = command('refreshProductStock', async (caller, data, refuse) => {
  const parsed = parseInput(refreshProductStockSchema, data, 'data');
  if (!parsed.ok) throw refuse('invalid', { detail: parsed.detail });
  const { productId } = parsed.value;
  const firestore = db();
  const corp = firestore.doc(`corporations/${caller.corpId}`);
  const productRef = corp.collection('categories').doc(productId);
  const stockRef = corp.collection('stock').doc(productId);
  const summaryRef = corp.collection('summaries').doc(SUMMARY_IDS.stock);

  return inTransaction('default', async (tx) => {
    const { product, stock } = await readNamed(tx, { product: productRef, stock: stockRef });
    const plan = planProductLevel(
      productId,
      stock?.exists ? stock.data()! : undefined,
      product?.exists ? product.data()! : undefined,
      FieldValue.serverTimestamp(),
    );
    if (!plan) throw refuse('notFound');
    if (plan.write === 'none') return { refreshed: false };
    if (plan.write === 'create') tx.create(stockRef, plan.stock);
    else if (plan.write === 'update') tx.update(stockRef, plan.stock);
    else tx.delete(stockRef);
    if (plan.belowMinimumChange !== 0) {
      tx.set(
        summaryRef,
        { belowMinimumCount: FieldValue.increment(plan.belowMinimumChange), updatedAt: FieldValue.serverTimestamp() },
        { merge: true },
      );
    }
    return { refreshed: true };
  });
});
