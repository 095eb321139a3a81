/**
 * #/reports/contabilidad: "Exportar a contabilidad", the asientos of a quarter's
 * sales and purchases (by issue / registry date) and of the cobros and pagos
 * made in it (by payment date, whatever the invoice's date),
 * as the CSV described in DECISIONS.md "AEAT files and the accounting export".
 */
import Button from 'react-bootstrap/Button';
import { journalCsv, journalLines, type JournalLine } from '../domain/accounting/journal';
import { periodJournalDocuments } from './accountingExport';
import { downloadText } from '../shared/csv/download';
import { ACCOUNTING_TEXT } from './accountingFiles';
import { QUARTER_LABEL } from './messages';
import { useQuarterPeriod } from './PeriodPicker';
import { ReportResult, ReportScreen, useCompany } from './ReportParts';
import { quarterRange, type Quarter, type ReportInvoice } from './reportModel';
import { foldSalesAndPurchases } from './streamBoth';
import { useReportRun } from './useReportRun';

interface ResultAccounting {
  year: number;
  quarter: Quarter;
  lines: JournalLine[];
}

export default function AccountingExportPage() {
  const company = useCompany();
  const report = useReportRun<ResultAccounting>();
  const period = useQuarterPeriod(report.reset);

  const generate = () => {
    const chosen = period.check();
    if (chosen === null) return;
    const { year: asked, quarter: q } = chosen;
    report.run(async (ctx) => {
      const range = quarterRange(asked, q);
      // Invoices dated in the quarter, then those paid in it (a cobro / pago belongs to its payment date).
      const dated: ReportInvoice[] = [];
      await foldSalesAndPurchases(company.id, range, ctx, (invoice) => dated.push(invoice));
      const paid: ReportInvoice[] = [];
      await foldSalesAndPurchases(company.id, range, ctx, (invoice) => paid.push(invoice), 'paidDate');
      return { year: asked, quarter: q, lines: journalLines(periodJournalDocuments(dated, paid), range) };
    });
  };

  return (
    <ReportScreen title={ACCOUNTING_TEXT.title} intro={ACCOUNTING_TEXT.description} fields={period.field} run={report} onGenerate={generate}>
      {(result) => (
        <ReportResult
          bar={
            <>
              <h2 className="h5 mb-0 me-auto">
                {QUARTER_LABEL[result.quarter]} de {result.year}
              </h2>
              <Button
                variant="outline-secondary"
                size="sm"
                onClick={() => downloadText(`asientos-${result.year}-${result.quarter}T.csv`, '\uFEFF' + journalCsv(result.lines))}
              >
                {ACCOUNTING_TEXT.download}
              </Button>
            </>
          }
        >
          <p data-testid="accounting-summary">{ACCOUNTING_TEXT.summary(new Set(result.lines.map((l) => l.entry)).size, result.lines.length)}</p>
        </ReportResult>
      )}
    </ReportScreen>
  );
}
