/** #/reports: the reports, each with a one-line description. Reached from Inicio and the invoice lists. */
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { AppLink } from '../shared/AppLink';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { BOOK_TEXT, CASH_TEXT, M347_TEXT, REPORT_TEXT, STOCK_TEXT, VAT_TEXT } from './messages';
import { M349_TEXT, M390_TEXT } from './taxModelMessages';
import { ACCOUNTING_TEXT } from './accountingFiles';
import { TILL_TEXT } from '../till/messages';
import { AGING_TEXT, FORECAST_TEXT, STATEMENT_TEXT } from './paymentReportText';

const REPORTS = [
  { to: '/reports/issued', title: BOOK_TEXT.issued.title, description: BOOK_TEXT.issued.description },
  { to: '/reports/received', title: BOOK_TEXT.received.title, description: BOOK_TEXT.received.description },
  { to: '/reports/vat', title: VAT_TEXT.title, description: VAT_TEXT.description },
  { to: '/reports/347', title: M347_TEXT.title, description: M347_TEXT.description },
  { to: '/reports/349', title: M349_TEXT.title, description: M349_TEXT.description },
  { to: '/reports/390', title: M390_TEXT.title, description: M390_TEXT.description },
  { to: '/reports/stock-valuation', title: STOCK_TEXT.title, description: STOCK_TEXT.description },
  { to: '/reports/aging', title: AGING_TEXT.title, description: AGING_TEXT.description },
  { to: '/reports/cash-forecast', title: FORECAST_TEXT.title, description: FORECAST_TEXT.description },
  { to: '/reports/statement', title: STATEMENT_TEXT.title, description: STATEMENT_TEXT.description },
  { to: '/reports/cash-close', title: CASH_TEXT.title, description: CASH_TEXT.description },
  { to: '/reports/till-closures', title: TILL_TEXT.closures, description: TILL_TEXT.closuresDescription },
  { to: '/reports/contabilidad', title: ACCOUNTING_TEXT.title, description: ACCOUNTING_TEXT.description },
];

export default function ReportsIndexPage() {
  useDocumentTitle(REPORT_TEXT.indexTitle);
  return (
    <section aria-labelledby="reports-title">
      <h1 id="reports-title" className="h3">
        {REPORT_TEXT.indexTitle}
      </h1>
      <p className="text-body-secondary">{REPORT_TEXT.indexIntro}</p>
      <Row xs={1} md={2} lg={3} className="g-3" as="ul" role="list" aria-label="Informes disponibles" style={{ listStyle: 'none', paddingLeft: 0 }}>
        {REPORTS.map((r) => (
          <Col as="li" key={r.to}>
            <Card className="h-100">
              <Card.Body>
                <h2 className="h6 card-title">
                  <AppLink to={r.to} className="stretched-link">
                    {r.title}
                  </AppLink>
                </h2>
                <Card.Text className="small text-body-secondary">{r.description}</Card.Text>
              </Card.Body>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
