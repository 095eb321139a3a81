import { describe, expect, it, vi } from 'vitest';
import type { DateRange, ReportInvoice, ReportKind } from './reportModel';
import { invoice, group } from './reportFixtures.test-data';

/** A fake company: `perPart` invoices in each (kind, quarter) part, delivered in pages of 2. */
const calls: { kind: ReportKind; range: DateRange; signal: AbortSignal; dateField?: string }[] = [];
const counted: (string | undefined)[] = [];
let failOn: string | null = null;
const perPart = 3;

vi.mock('./reportRepository', () => ({
  reportRepository: {
    countInvoices: async (_c: string, _k: ReportKind, _r: DateRange, dateField?: string) => {
      counted.push(dateField);
      return perPart;
    },
    async streamInvoices(
      _corp: string,
      kind: ReportKind,
      range: DateRange,
      o: { signal: AbortSignal; onPage: (i: ReportInvoice[], read: number) => void },
      dateField?: string,
    ) {
      calls.push({ kind, range, signal: o.signal, dateField });
      const all = Array.from({ length: perPart }, (_, n) =>
        invoice({ id: `${kind}-${range.from}-${n}`, kind, numberText: `N${n}`, date: range.from, breakdown: [group(21, 100, 21)] }),
      );
      for (let i = 0; i < all.length; i += 2) {
        await new Promise((r) => setTimeout(r, 1));
        o.signal.throwIfAborted();
        if (failOn === `${kind}|${range.from}`) throw new Error('permission-denied');
        o.onPage(all.slice(i, i + 2), Math.min(i + 2, all.length));
      }
      return all.length;
    },
  },
}));

const { foldSalesAndPurchases } = await import('./streamBoth');

function context() {
  const controller = new AbortController();
  const progress: [number, number | null][] = [];
  return { controller, progress, ctx: { signal: controller.signal, progress: (r: number, t: number | null) => progress.push([r, t]) } };
}

describe('folding sales and purchases of a year', () => {
  it('reads every (kind, quarter) part once and counts progress over all of them', async () => {
    calls.length = 0;
    failOn = null;
    const { ctx, progress } = context();
    const seen: string[] = [];
    await foldSalesAndPurchases('corp', { from: '2025-01-01', to: '2025-12-31' }, ctx, (i) => seen.push(i.id));
    expect(calls.map((c) => `${c.kind}|${c.range.from}|${c.range.to}`).sort()).toEqual(
      [
        'input|2025-01-01|2025-03-31',
        'input|2025-04-01|2025-06-30',
        'input|2025-07-01|2025-09-30',
        'input|2025-10-01|2025-12-31',
        'output|2025-01-01|2025-03-31',
        'output|2025-04-01|2025-06-30',
        'output|2025-07-01|2025-09-30',
        'output|2025-10-01|2025-12-31',
      ].sort(),
    );
    expect(seen).toHaveLength(24);
    expect(new Set(seen).size).toBe(24);
    expect(progress[0]).toEqual([0, 24]);
    expect(progress[progress.length - 1]).toEqual([24, 24]);
    expect(progress.every(([read, total]) => read <= (total ?? 0))).toBe(true);
  });

  it.each(['date', 'taxDate'] as const)('counts and reads every part by %s when asked (the VAT summary reads by devengo)', async (dateField) => {
    calls.length = 0;
    counted.length = 0;
    failOn = null;
    const { ctx } = context();
    await foldSalesAndPurchases('corp', { from: '2026-04-01', to: '2026-06-30' }, ctx, () => {}, dateField);
    expect(new Set([...calls.map((c) => c.dateField), ...counted])).toEqual(new Set([dateField]));
    expect(calls).toHaveLength(2);
  });

  it('stops the other parts when one fails', async () => {
    calls.length = 0;
    failOn = 'output|2025-01-01';
    const { ctx } = context();
    await expect(foldSalesAndPurchases('corp', { from: '2025-01-01', to: '2025-12-31' }, ctx, () => {})).rejects.toThrow('permission-denied');
    expect(calls.every((c) => c.signal.aborted)).toBe(true);
    expect(calls.length).toBeLessThan(8);
  });

  it('stops when the user cancels', async () => {
    calls.length = 0;
    failOn = null;
    const { ctx, controller } = context();
    const run = foldSalesAndPurchases('corp', { from: '2025-01-01', to: '2025-12-31' }, ctx, () => controller.abort());
    await expect(run).rejects.toBeDefined();
    expect(calls.length).toBeLessThan(8);
  });
});
