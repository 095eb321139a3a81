/**
 * Every invariant of a company's data, read with the Admin SDK and checked (issue 33): stock =
 * ledger, the stock summary, invoice numbering, the commitments of open orders
 * (seed/invariantChecks.ts), the VERI*FACTU chains (functions/src/verifactu/chainCheck.ts) and the
 * tax aggregates (seed/taxAggregates.ts). Used by `npm run check:invariants` and by the backup →
 * restore round trip (scripts/backup-restore.mjs). It reads whole collections: a maintenance check,
 * never a screen.
 */
import { verifyCompanyChains } from '../functions/src/verifactu/chainCheck';
import { counterKeyFor } from '../src/domain/invoices/invoiceModel';
import { SUMMARY_IDS } from '../src/domain/summaries';
import { commitmentProblems, ledgerProblems, numberingProblems, summaryProblems, type Doc, type InvariantProblem } from './invariantChecks';
import { adminDb } from './lib';
import { rebuildTaxAggregates } from './taxAggregates';

export interface CompanyCheck {
  corpId: string;
  /** How many documents each checked collection holds (a restore must give the same). */
  counts: Record<string, number>;
  problems: InvariantProblem[];
}

function counterKeyOf(invoice: Record<string, unknown>): string | null {
  const kind = invoice.kind === 'input' ? 'input' : 'output';
  const { series, year } = invoice;
  if (typeof year !== 'number' || (kind === 'output' && typeof series !== 'string')) return null;
  try {
    return counterKeyFor(kind, String(series ?? ''), year);
  } catch {
    return null;
  }
}

export async function checkCompanyInvariants(corpId: string): Promise<CompanyCheck> {
  const db = adminDb();
  const base = db.doc(`corporations/${corpId}`);
  const all = async (name: string): Promise<Doc[]> => (await base.collection(name).get()).docs.map((d) => ({ id: d.id, data: d.data() }));
  const [levels, movements, invoices, counters, salesOrders, purchaseOrders, summary] = await Promise.all([
    all('stock'),
    all('movements'),
    all('invoices'),
    all('counters'),
    all('salesOrders'),
    all('purchaseOrders'),
    base.collection('summaries').doc(SUMMARY_IDS.stock).get(),
  ]);
  const problems: InvariantProblem[] = [
    ...ledgerProblems(levels, movements),
    ...summaryProblems(levels, summary.exists ? summary.data() : undefined),
    ...numberingProblems(invoices, counters, counterKeyOf),
    ...commitmentProblems(levels, salesOrders, purchaseOrders),
  ];
  for (const chain of (await verifyCompanyChains(db, corpId)).chains) {
    if (chain.broken)
      problems.push({
        check: 'chain',
        detail: `cadena ${chain.nif}: ${chain.broken.message} (registro ${chain.broken.recordId}, nº ${chain.broken.seq})`,
      });
  }
  const aggregates = await rebuildTaxAggregates(corpId, { check: true });
  for (const d of aggregates.differences)
    problems.push({ check: 'aggregates', detail: `${d.doc} ${d.path}: guardado ${d.stored}, calculado ${d.computed}` });
  return {
    corpId,
    counts: {
      stock: levels.length,
      movements: movements.length,
      invoices: invoices.length,
      counters: counters.length,
      salesOrders: salesOrders.length,
      purchaseOrders: purchaseOrders.length,
    },
    problems,
  };
}

/** Every company of the project the Admin SDK points at. */
export async function checkAllInvariants(): Promise<CompanyCheck[]> {
  const corps = await adminDb().collection('corporations').select().get();
  const out: CompanyCheck[] = [];
  for (const c of corps.docs) out.push(await checkCompanyInvariants(c.id));
  return out;
}
