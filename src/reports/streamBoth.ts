/**
 * Folds the issued invoices of both kinds in a range, for reports whose fold
 * does not depend on order (VAT summary, 347): the range is cut at quarter
 * boundaries and the (kind, quarter) parts are read in parallel, a few at a
 * time, each page by page; one progress count covers them all. The first
 * failure stops the other parts. The VAT summary reads by `taxDate` (devengo),
 * the 347 by `date`.
 */
import { splitByQuarter, type DateRange, type ReportInvoice, type ReportKind } from './reportModel';
import { reportRepository, type ReportDateField } from './reportRepository';
import type { RunContext } from './useReportRun';

/** Parts read at once: enough to overlap the round trips, few enough not to flood the connection. */
export const PARALLEL_PARTS = 4;

export async function foldSalesAndPurchases(
  corpId: string,
  range: DateRange,
  ctx: RunContext,
  fold: (invoice: ReportInvoice) => void,
  dateField: ReportDateField = 'date',
): Promise<void> {
  const parts: { kind: ReportKind; range: DateRange }[] = (['output', 'input'] as const).flatMap((kind) =>
    splitByQuarter(range).map((r) => ({ kind, range: r })),
  );
  const inner = new AbortController();
  const stop = () => inner.abort(ctx.signal.reason);
  ctx.signal.addEventListener('abort', stop);
  try {
    const counts = await Promise.all(parts.map((p) => reportRepository.countInvoices(corpId, p.kind, p.range, dateField)));
    let total = counts.reduce((a, b) => a + b, 0);
    const read = parts.map(() => 0);
    ctx.progress(0, total);
    let next = 0;
    const worker = async () => {
      while (next < parts.length) {
        const i = next++;
        const part = parts[i]!;
        await reportRepository.streamInvoices(
          corpId,
          part.kind,
          part.range,
          {
            signal: inner.signal,
            onPage: (invoices, partRead) => {
              for (const invoice of invoices) fold(invoice);
              read[i] = partRead;
              const done = read.reduce((a, b) => a + b, 0);
              total = Math.max(total, done);
              ctx.progress(done, total);
            },
          },
          dateField,
        );
      }
    };
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL_PARTS, parts.length) }, () =>
        worker().catch((error: unknown) => {
          inner.abort(error);
          throw error;
        }),
      ),
    );
  } finally {
    ctx.signal.removeEventListener('abort', stop);
  }
}
