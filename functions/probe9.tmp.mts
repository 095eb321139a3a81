import { Firestore, Transaction, DocumentReference, WriteBatch, Query } from 'firebase-admin/firestore';
const t0 = performance.now();
const log: string[] = [];
function wrap(proto: any, name: string, label: string) {
  const orig = proto[name];
  proto[name] = function (...args: any[]) {
    const a = performance.now();
    const what = args[0]?.path ?? this?.path ?? '';
    const p = orig.apply(this, args);
    if (p && typeof p.then === 'function') p.then(() => log.push(`${label} ${String(what).split('/').slice(-2).join('/')} (${args.length}) start ${Math.round(a - t0)} took ${Math.round(performance.now() - a)}`), () => {});
    return p;
  };
}
wrap(Transaction.prototype, 'get', 'tx.get');
wrap(Transaction.prototype, 'getAll', 'tx.getAll');
wrap(DocumentReference.prototype, 'get', 'doc.get');
wrap(Firestore.prototype, 'getAll', 'getAll');
wrap(WriteBatch.prototype, 'commit', 'batch.commit');
wrap(Query.prototype, 'get', 'query.get');
const { confirmStockDocument } = await import('./src/stock/index.ts');
const { newDraftDocument } = await import('../src/domain/stock/draftFields.ts');
const { documentNumberFor } = await import('../src/domain/stock/documentNumber.ts');
const { db } = await import('./src/runtime/admin.ts');
const [corpId, uid, nLines = '100'] = process.argv.slice(2);
const base = `corporations/${corpId}`;
for (let i = 0; i < 3; i++) {
  const products = await db().collection(`${base}/categories`).orderBy('code').limit(100).get();
  const vendor = (await db().doc(`${base}/vendors/vendor-000001`).get()).data()!;
  const id = `probe${Date.now()}`;
  const lines = Array.from({ length: Number(nLines) }, (_, k) => { const d = products.docs[k % products.docs.length]!; const p = d.data(); return { categoryId: d.id, code: p.code, name: p.name, unit: p.unit ?? 'ud', quantity: 1, unitPriceCents: 100, discountPct: 0, vatRate: Number(p.vatRate) }; });
  await db().doc(`${base}/inputs/${id}`).set(newDraftDocument({ date: '2026-11-29', partyId: 'vendor-000001', partyName: String(vendor.name), partyNif: String(vendor.nif), reference: 'P', notes: '', lines } as any, documentNumberFor('input', id), uid, (await import('firebase-admin/firestore')).Timestamp.now() as any));
  log.length = 0;
  const a = performance.now();
  try {
    const res = await (confirmStockDocument as any).run({ data: { corpId, kind: 'input', documentId: id }, auth: { uid, token: { auth_time: Math.floor(Date.now() / 1000) } }, rawRequest: { headers: {} } });
    console.log('TOTAL', Math.round(performance.now() - a), JSON.stringify(res).slice(0, 80));
  } catch (e) { console.log('ERR', Math.round(performance.now() - a), String(e).slice(0, 300)); }
  await new Promise((r) => setTimeout(r, 50));
  console.log(log.filter((l) => !/^doc.get/.test(l)).join('\n'));
}
process.exit(0);
