/** Inicio's figures as cards; each card is a link to the list that explains it. */
import { esNumberFormat } from '../domain/format';
import { formatEuros } from '../domain/money';
import { AppLink } from '../shared/AppLink';
import { figureLinks, type DashboardFigures, type FigureId } from './dashboardModel';
import { FIGURE_TEXT, TEXT } from './messages';

const COUNT = esNumberFormat({ maximumFractionDigits: 0 });

interface Card {
  id: FigureId;
  value: string;
  hint: string;
  /** Bootstrap colour of the card's (thicker) border when the figure asks for attention. */
  alert?: 'danger' | 'warning';
}

function cardsOf(f: DashboardFigures): Card[] {
  const card = (id: FigureId, value: string, month = '', alert?: Card['alert']): Card => ({ id, value, hint: FIGURE_TEXT[id].hint(month), alert });
  return [
    card('salesThisMonth', formatEuros(f.salesThisMonthCents), f.thisMonth.label),
    card('salesLastMonth', formatEuros(f.salesLastMonthCents), f.lastMonth.label),
    card('purchasesThisMonth', formatEuros(f.purchasesThisMonthCents), f.thisMonth.label),
    card('receivable', formatEuros(f.receivableCents)),
    card('overdue', formatEuros(f.overdueReceivableCents), '', f.overdueReceivableCents > 0 ? 'danger' : undefined),
    card('payable', formatEuros(f.payableCents)),
    card('stockValue', formatEuros(f.stockValueCents)),
    card('belowMinimum', COUNT.format(f.belowMinimumCount), '', f.belowMinimumCount > 0 ? 'warning' : undefined),
  ];
}

export function FigureCards({ figures }: { figures: DashboardFigures }) {
  const links = figureLinks(figures);
  return (
    <section aria-labelledby="dashboard-figures-title" className="mb-4">
      <h2 id="dashboard-figures-title" className="visually-hidden">
        {TEXT.figuresTitle}
      </h2>
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-xl-4 g-3 list-unstyled mb-0">
        {cardsOf(figures).map((c) => (
          <li key={c.id} className="col">
            <AppLink
              to={links[c.id]}
              className={`card h-100 text-reset text-decoration-none${c.alert ? ` border-4 border-${c.alert}` : ''}`}
              data-testid={`figure-${c.id}`}
            >
              <span className="card-body d-block">
                <span className="d-block small text-body-secondary">{FIGURE_TEXT[c.id].title}</span>
                <strong className={`d-block fs-4 text-nowrap${c.alert === 'danger' ? ' text-danger-emphasis' : ''}`} data-testid="figure-value">
                  {c.value}
                </strong>
                <span className="d-block small text-body-secondary">{c.hint}</span>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
