/**
 * #/reports/aging, «Antigüedad de saldos» (issue 30): the open dues of clients (or vendors), read
 * page by page (state in pendiente, parcial, devuelta; the dues only, never the invoices), folded
 * by agingReport into one row per party: not yet due, 1–30, 31–60, 61–90 and over 90 days overdue,
 * the credits apart, and the totals. CSV export. A client with something overdue has «Enviar
 * recordatorio» (issue 33, sendDueReminder): the e-mail of its overdue instalments.
 */
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { AGING_COLUMNS, agingReport, type AgingReport, type AgingRow } from '../domain/payments/aging';
import type { Due } from '../domain/payments/dues';
import { isoToSpanish } from '../reports/messages';
import { CsvButton, EurosCell, FigureHeader, NoRows, ReportResult, TotalsFoot, useCompany, useRowWindow } from '../reports/ReportParts';
import { useReportRun } from '../reports/useReportRun';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import type { Notice } from '../shared/feedback/flash';
import { AGING_TEXT } from '../reports/paymentReportText';
import { DUE_KIND_TEXT, formatNumber } from './carteraText';
import { agingCsv } from './carteraCsv';
import { dueRepository } from './dueRepository';
import { DueReminderAction } from './DueReminderDialog';
import { PaymentReportScreen } from './PaymentReportParts';

interface AgingResult {
  kind: Due['kind'];
  today: string;
  report: AgingReport;
  nifs: Map<string, string>;
}

/** What a row has overdue (every column past its due date; not what is not yet due, nor credits). */
export function overdueCentsOf(r: AgingRow): number {
  return r.days1to30Cents + r.days31to60Cents + r.days61to90Cents + r.over90Cents;
}

function AgingTable({ result, corpId }: { result: AgingResult; corpId: string }) {
  const { visible, pager } = useRowWindow(result.report.rows);
  const [notice, setNotice] = useState<Notice | null>(null);
  const t = result.report.totals;
  return (
    <>
      <NoticeAlert notice={notice} testId="aging-notice" onClose={() => setNotice(null)} />
      <div className="table-responsive">
        <table className="table table-sm table-striped align-middle" data-testid="aging-table">
          <caption className="caption-top">
            {AGING_TEXT.title} · {DUE_KIND_TEXT[result.kind].parties} · {AGING_TEXT.asOf(isoToSpanish(result.today))}
          </caption>
          <thead>
            <tr>
              <th scope="col">{DUE_KIND_TEXT[result.kind].party}</th>
              {AGING_COLUMNS.map((c) => (
                <FigureHeader key={c}>{AGING_TEXT.columns[c]}</FigureHeader>
              ))}
              <FigureHeader>{AGING_TEXT.total}</FigureHeader>
            </tr>
          </thead>
          <tbody>
            {result.report.rows.length === 0 && <NoRows columns={AGING_COLUMNS.length + 2}>{AGING_TEXT.none}</NoRows>}
            {visible.map((r) => (
              <tr key={`${r.kind}|${r.partyId}`} data-testid="aging-row">
                <th scope="row" className="fw-normal">
                  {r.partyName || r.partyId}
                  <span className="small text-body-secondary d-block">
                    {result.nifs.get(r.partyId) ?? ''} · {formatNumber(r.dueCount)} {r.dueCount === 1 ? 'vencimiento' : 'vencimientos'}
                  </span>
                  {r.kind === 'output' && r.partyId !== '' && overdueCentsOf(r) > 0 && (
                    <span className="d-block mt-1">
                      <DueReminderAction
                        corpId={corpId}
                        client={{ partyId: r.partyId, name: r.partyName || r.partyId, overdueCents: overdueCentsOf(r) }}
                        onSent={(text) => setNotice({ variant: 'success', text })}
                      />
                    </span>
                  )}
                </th>
                {AGING_COLUMNS.map((c) => (
                  <EurosCell key={c} cents={r[c] === 0 ? null : r[c]} />
                ))}
                <EurosCell cents={r.totalCents} />
              </tr>
            ))}
          </tbody>
          <TotalsFoot label={AGING_TEXT.total} span={1}>
            {AGING_COLUMNS.map((c) => (
              <EurosCell key={c} cents={t[c]} testId={`aging-total-${c}`} />
            ))}
            <EurosCell cents={t.totalCents} testId="aging-total" />
          </TotalsFoot>
        </table>
      </div>
      <p className="small text-body-secondary">{AGING_TEXT.creditNote}</p>
      {pager}
    </>
  );
}

export default function AgingReportPage() {
  const company = useCompany();
  const [kind, setKind] = useState<Due['kind']>('output');
  const report = useReportRun<AgingResult>();

  const generate = () =>
    report.run(async ({ signal, progress }) => {
      const today = madridIsoDate(new Date());
      const total = await dueRepository.countOpen(company.id, kind);
      progress(0, total);
      const dues: Due[] = [];
      const nifs = new Map<string, string>();
      await dueRepository.streamOpen(company.id, kind, {
        signal,
        onPage: (page, read) => {
          for (const due of page) {
            dues.push(due);
            if (due.partyNif) nifs.set(due.partyId, due.partyNif);
          }
          progress(read, total);
        },
      });
      return { kind, today, report: agingReport(dues, today), nifs };
    });

  return (
    <PaymentReportScreen
      title={AGING_TEXT.title}
      intro={AGING_TEXT.description}
      run={report}
      onGenerate={generate}
      progressText={AGING_TEXT.progress}
      fields={
        <Col xs={12} sm={4} md={3}>
          <Form.Group controlId="aging-kind">
            <Form.Label>{AGING_TEXT.kind}</Form.Label>
            <Form.Select
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as Due['kind']);
                report.reset();
              }}
            >
              <option value="output">{DUE_KIND_TEXT.output.parties}</option>
              <option value="input">{DUE_KIND_TEXT.input.parties}</option>
            </Form.Select>
          </Form.Group>
        </Col>
      }
    >
      {(result) => (
        <ReportResult
          bar={
            <>
              <p className="mb-0 me-auto">
                {AGING_TEXT.asOf(isoToSpanish(result.today))} · {AGING_TEXT.total}: <strong>{formatEuros(result.report.totals.totalCents)}</strong>
              </p>
              <CsvButton
                fileBase={`${AGING_TEXT.file}-${result.kind === 'output' ? 'clientes' : 'proveedores'}`}
                table={() => agingCsv(result.kind, result.report, result.nifs)}
              />
            </>
          }
        >
          <AgingTable result={result} corpId={company.id} />
        </ReportResult>
      )}
    </PaymentReportScreen>
  );
}
