/**
 * #/reports/statement, «Extracto de cuenta» (issue 30): one client's (or vendor's) invoices and
 * payments in a period, with the balance before it, the balance after each line and the final one.
 * Reads the party's invoices of that kind dated up to the period's end (invoices where partyId and
 * kind, by date) and its payments (payments where partyId and kind), page by page; accountStatement
 * folds them. Shows the table; CSV and «Descargar PDF» (company, party, period, lines, balances).
 */
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { madridIsoDate } from '../domain/invoiceDates';
import { formatEuros } from '../domain/money';
import { accountStatement, type Statement, type StatementInvoice, type StatementPayment, type StatementSide } from '../domain/payments/statement';
import { invoiceDetailPath } from '../invoices/invoicePaths';
import { isoToSpanish, REPORT_TEXT } from '../reports/messages';
import { STATEMENT_TEXT } from '../reports/paymentReportText';
import { debitCredit, statementDetail } from '../reports/pdf/statementDocument';
import { CsvButton, EurosCell, FigureHeader, NoRows, ReportResult, useCompany, useRowWindow } from '../reports/ReportParts';
import { useReportRun } from '../reports/useReportRun';
import { AppLink } from '../shared/AppLink';
import { SearchPicker } from '../stock/documents/SearchPicker';
import { lookupRepository, type PartyOption } from '../stock/lookupRepository';
import { statementCsv } from './carteraCsv';
import { PaymentReportScreen } from './PaymentReportParts';
import { paymentListRepository } from './paymentListRepository';
import { defaultStatementPeriod, statementParams, type StatementProblem } from './reportParams';
import { statementRepository } from './statementRepository';

interface StatementResult {
  side: StatementSide;
  party: { id: string; name: string; nif: string };
  statement: Statement;
}

function StatementTable({ result }: { result: StatementResult }) {
  const s = result.statement;
  const c = STATEMENT_TEXT.columns;
  const { visible, pager } = useRowWindow(s.lines);
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm table-striped align-middle" data-testid="statement-table">
          <caption className="caption-top">
            {STATEMENT_TEXT.title} · {result.party.name} · {REPORT_TEXT.period(s.from, s.to)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{c.date}</th>
              <th scope="col">{c.type}</th>
              <th scope="col">{c.number}</th>
              <th scope="col">{c.detail}</th>
              <FigureHeader>{c.debit}</FigureHeader>
              <FigureHeader>{c.credit}</FigureHeader>
              <FigureHeader>{c.balance}</FigureHeader>
            </tr>
          </thead>
          <tbody>
            <tr className="fw-semibold" data-testid="statement-opening">
              <td className="text-nowrap">{isoToSpanish(s.from)}</td>
              <th scope="row" colSpan={5}>
                {STATEMENT_TEXT.opening}
              </th>
              <EurosCell cents={s.openingCents} />
            </tr>
            {s.lines.length === 0 && <NoRows columns={7}>{STATEMENT_TEXT.none}</NoRows>}
            {visible.map((l) => {
              const dc = debitCredit(l.amountCents);
              const invoiceLine = l.type === 'invoice' || l.type === 'creditNote' || l.type === 'paidOutside';
              return (
                <tr key={`${l.type}|${l.documentId}|${l.date}`} data-testid="statement-line">
                  <td className="text-nowrap">{isoToSpanish(l.date)}</td>
                  <td>{STATEMENT_TEXT.lineType(l.type, result.side)}</td>
                  <td className="text-nowrap">
                    {invoiceLine ? <AppLink to={invoiceDetailPath(l.documentId)}>{l.number || l.documentId}</AppLink> : l.number}
                  </td>
                  <td>{statementDetail(l.type, l.detail)}</td>
                  <EurosCell cents={dc.debitCents} />
                  <EurosCell cents={dc.creditCents} />
                  <EurosCell cents={l.balanceCents} />
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr className="fw-semibold">
              <td className="text-nowrap">{isoToSpanish(s.to)}</td>
              <th scope="row" colSpan={5}>
                {STATEMENT_TEXT.closing}
              </th>
              <EurosCell cents={s.closingCents} testId="statement-closing" />
            </tr>
          </tfoot>
        </table>
      </div>
      <p className="small text-body-secondary">{STATEMENT_TEXT.balanceNote[result.side]}</p>
      {pager}
    </>
  );
}

function PdfDownload({ make }: { make: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  return (
    <>
      <Button
        variant="outline-secondary"
        size="sm"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setFailed(false);
          try {
            await make();
          } catch (error) {
            console.error('PDF fallido', error);
            setFailed(true);
          } finally {
            setBusy(false);
          }
        }}
      >
        {STATEMENT_TEXT.pdf}
      </Button>
      {failed && (
        <span className="small text-danger" role="alert">
          {REPORT_TEXT.pdfFailed}
        </span>
      )}
    </>
  );
}

export default function AccountStatementPage() {
  const company = useCompany();
  const initial = defaultStatementPeriod(madridIsoDate(new Date()));
  const [side, setSide] = useState<StatementSide>('client');
  const [party, setParty] = useState<PartyOption | null>(null);
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const [problem, setProblem] = useState<StatementProblem | null>(null);
  const report = useReportRun<StatementResult>();
  const docKind = side === 'client' ? 'output' : 'input';

  const generate = () => {
    const checked = statementParams(party?.id ?? '', from, to);
    if (!checked.ok || !party) {
      setProblem(checked.ok ? 'party' : checked.problem);
      return;
    }
    setProblem(null);
    const picked = { id: party.id, name: party.name, nif: party.nif };
    report.run(async ({ signal, progress }) => {
      const invoices: StatementInvoice[] = [];
      const payments: StatementPayment[] = [];
      const read = await statementRepository.streamInvoices(company.id, docKind, picked.id, to, {
        signal,
        onPage: (page, n) => {
          invoices.push(...page);
          progress(n, null);
        },
      });
      await paymentListRepository.streamOfParty(company.id, side === 'client' ? 'cobro' : 'pago', picked.id, to, {
        signal,
        onPage: (page, n) => {
          payments.push(...page);
          progress(read + n, null);
        },
      });
      return { side, party: picked, statement: accountStatement(side, invoices, payments, from, to) };
    });
  };

  const changed = () => report.reset();
  const problemText = problem ? STATEMENT_TEXT.problems[problem] : null;
  const sideLabel = STATEMENT_TEXT.sides[side];

  return (
    <PaymentReportScreen
      title={STATEMENT_TEXT.title}
      intro={STATEMENT_TEXT.description}
      run={report}
      onGenerate={generate}
      progressText={(n) => STATEMENT_TEXT.progress(n)}
      fields={
        <>
          <Col xs={12} sm={3} md={2}>
            <Form.Group controlId="statement-side">
              <Form.Label>{STATEMENT_TEXT.side}</Form.Label>
              <Form.Select
                value={side}
                onChange={(e) => {
                  setSide(e.target.value as StatementSide);
                  setParty(null);
                  changed();
                }}
              >
                <option value="client">{STATEMENT_TEXT.sides.client}</option>
                <option value="vendor">{STATEMENT_TEXT.sides.vendor}</option>
              </Form.Select>
            </Form.Group>
          </Col>
          <Col xs={12} sm={9} md={4}>
            {party ? (
              <div>
                <span className="form-label d-block">{sideLabel}</span>
                <span data-testid="statement-party" className="me-2">
                  {party.name}
                  {party.nif ? ` · ${party.nif}` : ''}
                </span>
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => {
                    setParty(null);
                    changed();
                  }}
                >
                  {STATEMENT_TEXT.change}
                </Button>
              </div>
            ) : (
              <SearchPicker<PartyOption>
                key={side}
                label={sideLabel}
                placeholder={STATEMENT_TEXT.partySearch}
                search={(text) => lookupRepository.searchParties(company.id, docKind, text)}
                optionKey={(p) => p.id}
                renderOption={(p) => `${p.name}${p.nif ? ` · ${p.nif}` : ''}`}
                onPick={(p) => {
                  setParty(p);
                  setProblem(null);
                  changed();
                }}
                isInvalid={problem === 'party'}
                errorId={problem === 'party' ? 'statement-problem' : undefined}
                testId="statement-party-picker"
              />
            )}
          </Col>
          <Col xs={6} sm={3} md={2}>
            <Form.Group controlId="statement-from">
              <Form.Label>{REPORT_TEXT.from}</Form.Label>
              <Form.Control
                type="date"
                value={from}
                isInvalid={problem === 'from' || problem === 'order'}
                onChange={(e) => {
                  setFrom(e.target.value);
                  changed();
                }}
              />
            </Form.Group>
          </Col>
          <Col xs={6} sm={3} md={2}>
            <Form.Group controlId="statement-to">
              <Form.Label>{REPORT_TEXT.to}</Form.Label>
              <Form.Control
                type="date"
                value={to}
                isInvalid={problem === 'to' || problem === 'order'}
                onChange={(e) => {
                  setTo(e.target.value);
                  changed();
                }}
              />
            </Form.Group>
          </Col>
          {problemText && (
            <Col xs={12}>
              <Alert variant="danger" className="py-2 mb-0" id="statement-problem" data-testid="statement-problem">
                {problemText}
              </Alert>
            </Col>
          )}
        </>
      }
    >
      {(result) => (
        <ReportResult
          bar={
            <>
              <p className="mb-0 me-auto">
                {result.party.name} · {REPORT_TEXT.period(result.statement.from, result.statement.to)} · {STATEMENT_TEXT.closing}:{' '}
                <strong>{formatEuros(result.statement.closingCents)}</strong>
              </p>
              <CsvButton fileBase={STATEMENT_TEXT.file} table={() => statementCsv(result.side, result.statement)} />
              <PdfDownload
                make={async () => {
                  const { downloadStatementPdf } = await import('../reports/pdf/downloadStatementPdf');
                  await downloadStatementPdf({
                    company: { name: company.name, nif: company.nif },
                    side: result.side,
                    party: { name: result.party.name, nif: result.party.nif },
                    statement: result.statement,
                  });
                }}
              />
            </>
          }
        >
          {result.statement.unreadable.length > 0 && (
            <Alert variant="warning" className="py-2">
              {STATEMENT_TEXT.unreadable(result.statement.unreadable.length)}
            </Alert>
          )}
          <StatementTable result={result} />
        </ReportResult>
      )}
    </PaymentReportScreen>
  );
}
