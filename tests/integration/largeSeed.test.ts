/**
 * The benchmark seeder (seed/largeData.ts) at a small size, written to the
 * emulator and read back: its data must hold the app's invariants, or the
 * benchmark would measure screens over data the app could never produce.
 * Stock = the sum of the ledger, balances chain and never go negative, values
 * match the average cost; invoices are numbered 1..n per series and year in
 * date order with their counters at n + 1, totals add up, every invoiced
 * albarán points at an invoice that lists it, rectificativas are linked both
 * ways; NIFs and EANs are valid; and the same seed gives the same data.
 */
import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../../seed/lib';
import { generateCompany, type BenchCompany, type Generated } from '../../seed/largeData';
import { isValidEan13 } from '../../src/domain/ean';
import { toThousandths } from '../../src/domain/quantity';
import { averageCostOf } from '../../src/domain/stock';
import { validateTaxId } from '../../src/domain/taxId';
import { counterKeyFor } from '../../src/domain/invoices/invoiceModel';

const COMPANY: BenchCompany = {
  key: 'small',
  corpId: 'large-seed-test',
  name: 'Prueba de Semilla S.L.',
  nif: 'B12345674',
  size: { products: 40, clients: 20, vendors: 10, movements: 500, invoices: 150 },
  users: [{ uid: 'seed-user', email: 'u@example.com', name: 'U', role: 'user' }],
};
const ISSUER = {
  legalName: COMPANY.name,
  nif: COMPANY.nif,
  address: 'Calle Mayor, 1',
  postalCode: '28001',
  city: 'Madrid',
  province: 'Madrid',
  country: 'España',
  iban: '',
};
const UNTIL = '2026-03-31';

type Docs = Map<string, DocumentData>;
let generated: Generated;
const emitted: Docs = new Map();
let stored: Record<string, { id: string; data: DocumentData }[]> = {};

async function generate(into: (path: string, data: DocumentData) => void): Promise<Generated> {
  return generateCompany(COMPANY, { seed: 7, until: UNTIL, issuer: ISSUER, emit: into });
}

beforeAll(async () => {
  const db = adminDb();
  await db.recursiveDelete(db.doc(`corporations/${COMPANY.corpId}`));
  const writer = db.bulkWriter({ throttling: false });
  generated = await generate((path, data) => {
    emitted.set(path, data);
    void writer.set(db.doc(path), data);
  });
  await writer.close();
  const collections = ['categories', 'stock', 'movements', 'inputs', 'outputs', 'invoices', 'counters', 'vendors', 'clients', 'vendorInvoiceKeys'];
  const snaps = await Promise.all(collections.map((c) => db.collection(`corporations/${COMPANY.corpId}/${c}`).get()));
  stored = Object.fromEntries(collections.map((c, i) => [c, snaps[i]!.docs.map((d) => ({ id: d.id, data: d.data() }))]));
}, 120_000);

afterAll(async () => {
  const db = adminDb();
  await db.recursiveDelete(db.doc(`corporations/${COMPANY.corpId}`));
});

const millis = (t: unknown) => (t instanceof Timestamp ? t.toMillis() : 0);

describe('the benchmark seeder', () => {
  it('writes the sizes asked for', () => {
    expect(stored.categories).toHaveLength(40);
    expect(stored.clients).toHaveLength(20);
    expect(stored.vendors).toHaveLength(10);
    expect(stored.movements).toHaveLength(500);
    expect(stored.inputs!.length + stored.outputs!.length).toBe(500);
    expect(stored.invoices).toHaveLength(150);
    expect(generated.counts.invoices).toBe(150);
  });

  it('keeps every stock level and value equal to the sum of its ledger, with balances that chain and never go below zero', () => {
    const ledger = [...stored.movements!].sort((a, b) => millis(a.data.createdAt) - millis(b.data.createdAt));
    const running: Record<string, number> = {};
    const value: Record<string, number> = {};
    const last: Record<string, string> = {};
    for (const m of ledger) {
      for (const id of m.data.productIds as string[]) {
        running[id] = (running[id] ?? 0) + toThousandths(m.data.deltas[id]);
        value[id] = (value[id] ?? 0) + Math.sign(m.data.deltas[id]) * m.data.costs[id];
        expect(toThousandths(m.data.balances[id]), `${m.id} ${id}`).toBe(running[id]);
        expect(running[id]).toBeGreaterThanOrEqual(0);
        last[id] = m.id;
      }
    }
    expect(stored.stock!.length).toBe(Object.keys(running).length);
    for (const s of stored.stock!) {
      expect(toThousandths(s.data.quantity), s.id).toBe(running[s.id]);
      // The exact value is what the ledger's costs add up to (stock never goes below zero here).
      expect(s.data.valueCents, s.id).toBe(value[s.id]);
      if (s.data.quantity > 0) expect(s.data.averageCostCents, s.id).toBe(averageCostOf(s.data.quantity, s.data.valueCents, -1));
      expect(s.data.belowMinimum, s.id).toBe(s.data.quantity <= s.data.minStock);
      expect(s.data.lastMovementId).toBe(last[s.id]);
    }
  });

  it('has one confirmed document behind every movement', () => {
    const docs = new Map([...stored.inputs!, ...stored.outputs!].map((d) => [d.id, d.data]));
    for (const m of stored.movements!) {
      const d = docs.get(m.data.documentId as string);
      expect(d?.state, m.id).toBe('confirmada');
      expect(d?.productIds).toEqual(m.data.productIds);
    }
  });

  it('numbers invoices 1..n per series and year in date order, with counters at n + 1', () => {
    const groups = new Map<string, { number: number; date: string; id: string }[]>();
    for (const inv of stored.invoices!) {
      const key = counterKeyFor(inv.data.kind, inv.data.series, inv.data.year);
      groups.set(key, [...(groups.get(key) ?? []), { number: inv.data.number, date: inv.data.issueDate, id: inv.id }]);
    }
    const counters = new Map(stored.counters!.map((c) => [c.id, c.data]));
    expect([...counters.keys()].sort()).toEqual([...groups.keys()].sort());
    for (const [key, list] of groups) {
      const sorted = [...list].sort((a, b) => a.number - b.number);
      expect(
        sorted.map((x) => x.number),
        key,
      ).toEqual(sorted.map((_, i) => i + 1));
      expect(
        sorted.map((x) => x.date),
        key,
      ).toEqual([...sorted.map((x) => x.date)].sort());
      expect(counters.get(key)?.next, key).toBe(list.length + 1);
    }
  });

  it('has sales, purchases and rectificativas, paid, pending and overdue, over more than twelve months', () => {
    const all = stored.invoices!.map((i) => i.data);
    expect(all.filter((i) => i.kind === 'output' && i.type === 'ordinaria').length).toBeGreaterThan(50);
    expect(all.filter((i) => i.kind === 'input').length).toBeGreaterThan(20);
    expect(all.filter((i) => i.type === 'rectificativa').length).toBeGreaterThan(0);
    expect(all.filter((i) => i.status === 'pagada').length).toBeGreaterThan(0);
    expect(all.filter((i) => i.status === 'pendiente' && i.dueDate < UNTIL).length).toBeGreaterThan(0);
    expect(all.filter((i) => i.status === 'pendiente' && i.dueDate >= UNTIL).length).toBeGreaterThan(0);
    const dates = all.map((i) => i.issueDate as string).sort();
    expect(Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)).toBeGreaterThan(365 * 86_400_000);
    expect(new Set(all.flatMap((i) => (i.breakdown as { vatRate: number }[]).map((b) => b.vatRate))).size).toBeGreaterThan(1);
  });

  it('stores invoice totals that add up, and links albaranes, invoices and rectificativas both ways', () => {
    const invoices = new Map(stored.invoices!.map((i) => [i.id, i.data]));
    for (const [id, i] of invoices) {
      expect(i.totalCents, id).toBe(i.baseCents + i.vatCents + i.recargoCents);
      expect(i.payableCents, id).toBe(i.totalCents - i.irpfCents);
      expect(i.taxDate, id).toBe(i.kind === 'output' ? (i.operationDate ?? i.issueDate) : i.issueDate);
      if (i.recargoCents !== 0) expect(i.recargoEquivalencia).toBe(true);
      if (i.type === 'rectificativa') {
        const original = invoices.get(i.rectifies.invoiceId);
        expect(original?.rectifiedBy.map((r: { invoiceId: string }) => r.invoiceId)).toContain(id);
        expect(i.rectifies.numberText).toBe(original?.numberText);
      }
    }
    for (const d of [...stored.inputs!, ...stored.outputs!]) {
      if (!d.data.invoiced) continue;
      expect(invoices.get(d.data.invoiceId)?.sourceIds, d.id).toContain(d.id);
    }
    const keys = new Set(stored.vendorInvoiceKeys!.map((k) => k.data.invoiceId));
    for (const [id, i] of invoices) if (i.kind === 'input') expect(keys.has(id), id).toBe(true);
  });

  it('gives parties valid NIFs and products valid EAN-13 codes', () => {
    for (const p of [...stored.vendors!, ...stored.clients!]) expect(validateTaxId(p.data.nif).ok, p.data.nif).toBe(true);
    for (const p of stored.categories!) expect(isValidEan13(p.data.barcode), p.data.barcode).toBe(true);
  });

  it('is deterministic: the same seed and date give the same documents', async () => {
    const again: Docs = new Map();
    const second = await generate((path, data) => void again.set(path, data));
    expect(second.samples).toEqual(generated.samples);
    expect([...again.keys()]).toEqual([...emitted.keys()]);
    const plain = (d: DocumentData | undefined) => JSON.stringify(d, (k, v) => (k === 'createdAt' || k === 'updatedAt' ? undefined : v));
    for (const path of [...emitted.keys()].filter((_, i) => i % 37 === 0)) expect(plain(again.get(path)), path).toBe(plain(emitted.get(path)));
  });
});
