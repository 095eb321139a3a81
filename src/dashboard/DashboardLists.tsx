/** Inicio's three short lists: overdue sales invoices, products below minimum, latest stock movements. */
import type { ReactNode } from 'react';
import { formatDate, parseIsoDate } from '../domain/dates';
import { formatEuros } from '../domain/money';
import { formatQuantity } from '../domain/quantity';
import { invoiceOverdue, outstandingOf, type Invoice } from '../domain/invoices/invoiceModel';
import { AppLink } from '../shared/AppLink';
import { movementLabel } from '../stock/messages';
import type { RecentMovement } from '../domain/summaries';
import type { StockLevel } from '../domain/stock/stockTypes';
import { figureLinks, type DashboardFigures } from './dashboardModel';
import { TEXT } from './messages';

const spanishDate = (iso: string | null) => {
  const date = iso ? parseIsoDate(iso) : null;
  return date ? formatDate(date) : (iso ?? '');
};

function ListCard(props: { id: string; title: string; empty: string; more: { to: string; label: string }; children: ReactNode[] }) {
  return (
    <section aria-labelledby={`${props.id}-title`} className="card h-100" data-testid={props.id}>
      <div className="card-body pb-2">
        <h2 id={`${props.id}-title`} className="h5 card-title">
          {props.title}
        </h2>
        {props.children.length === 0 ? (
          <p className="text-body-secondary mb-2">{props.empty}</p>
        ) : (
          <ul className="list-group list-group-flush mb-2">{props.children}</ul>
        )}
        <AppLink to={props.more.to} className="small">
          {props.more.label}
        </AppLink>
      </div>
    </section>
  );
}

function OverdueList({ invoices, link }: { invoices: Invoice[]; link: string }) {
  return (
    <ListCard id="dashboard-overdue" title={TEXT.overdueTitle} empty={TEXT.overdueEmpty} more={{ to: link, label: TEXT.overdueAll }}>
      {invoices.map((inv) => (
        <li key={inv.id} className="list-group-item px-0 d-flex gap-2" data-testid="dashboard-overdue-item">
          <div className="me-auto" style={{ minWidth: 0 }}>
            <AppLink to={`/invoices/details?invoiceId=${encodeURIComponent(inv.id)}`} className="fw-semibold">
              {inv.numberText}
            </AppLink>
            <span className="d-block small text-truncate">{inv.party.name}</span>
            <span className="d-block small text-danger-emphasis">Vencida el {spanishDate(inv.dueDate)}</span>
          </div>
          <span className="text-nowrap fw-semibold">{formatEuros(outstandingOf(inv))}</span>
        </li>
      ))}
    </ListCard>
  );
}

function BelowMinimumList({ levels, link }: { levels: StockLevel[]; link: string }) {
  return (
    <ListCard
      id="dashboard-below-minimum"
      title={TEXT.belowMinimumTitle}
      empty={TEXT.belowMinimumEmpty}
      more={{ to: link, label: TEXT.belowMinimumAll }}
    >
      {levels.map((s) => (
        <li key={s.categoryId} className="list-group-item px-0" data-testid="dashboard-below-minimum-item">
          <AppLink to={`/stock/details?categoryId=${encodeURIComponent(s.categoryId)}`} className="fw-semibold">
            {s.code} · {s.name}
          </AppLink>
          <span className="d-block small">
            Hay {formatQuantity(s.quantity)} {s.unit} · mínimo {formatQuantity(s.minStock)} {s.unit}
          </span>
        </li>
      ))}
    </ListCard>
  );
}

function documentPath(m: RecentMovement): string {
  return m.docKind === 'input'
    ? `/inputs/details?inputId=${encodeURIComponent(m.documentId)}`
    : `/outputs/details?outputId=${encodeURIComponent(m.documentId)}`;
}

function MovementList({ movements }: { movements: RecentMovement[] }) {
  return (
    <ListCard id="dashboard-movements" title={TEXT.movementsTitle} empty={TEXT.movementsEmpty} more={{ to: '/stock', label: TEXT.movementsAll }}>
      {movements.map((m) => (
        <li key={m.id} className="list-group-item px-0" data-testid="dashboard-movement-item">
          <span className="d-block small text-body-secondary">{spanishDate(m.date)}</span>
          <AppLink to={documentPath(m)} className="fw-semibold">
            {movementLabel(m.docKind, m.reason, m.cause)} {m.documentNumber}
          </AppLink>
          <span className="d-block small text-truncate">{m.partyName}</span>
        </li>
      ))}
    </ListCard>
  );
}

export function DashboardLists(props: { figures: DashboardFigures; overdue: Invoice[]; belowMinimum: StockLevel[]; movements: RecentMovement[] }) {
  const links = figureLinks(props.figures);
  return (
    <div className="row row-cols-1 row-cols-lg-3 g-3 mb-4">
      <div className="col">
        {/* The query cannot tell a credit (a rectificativa that gives money back) from a debt; a credit is never overdue. */}
        <OverdueList invoices={props.overdue.filter((inv) => invoiceOverdue(inv, props.figures.today))} link={links.overdue} />
      </div>
      <div className="col">
        <BelowMinimumList levels={props.belowMinimum} link={links.belowMinimum} />
      </div>
      <div className="col">
        <MovementList movements={props.movements} />
      </div>
    </div>
  );
}
