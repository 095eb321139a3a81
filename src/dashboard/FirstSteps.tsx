/** Inicio of a company with nothing recorded yet: the first things to do, each a link. */
import { roleAtLeast, type Role } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { EMPTY_TEXT } from './messages';

export function FirstSteps({ role }: { role: Role }) {
  const admin = roleAtLeast(role, 'admin');
  return (
    <section aria-labelledby="dashboard-first-steps-title" className="card mb-4" data-testid="dashboard-first-steps">
      <div className="card-body">
        <h2 id="dashboard-first-steps-title" className="h5 card-title">
          {EMPTY_TEXT.title}
        </h2>
        <p>{EMPTY_TEXT.intro}</p>
        <ol>
          <li>
            <AppLink to={admin ? '/categories/details' : '/categories'}>{admin ? EMPTY_TEXT.products.admin : EMPTY_TEXT.products.staff}</AppLink>
          </li>
          <li>
            {EMPTY_TEXT.parties}: <AppLink to="/clients/details">{EMPTY_TEXT.clients}</AppLink> ·{' '}
            <AppLink to="/vendors/details">{EMPTY_TEXT.vendors}</AppLink>
          </li>
          <li>
            <AppLink to="/inputs/details">{EMPTY_TEXT.input}</AppLink>
          </li>
          <li>
            <AppLink to="/outputs/details">{EMPTY_TEXT.output}</AppLink>
          </li>
        </ol>
        <p className="small text-body-secondary mb-0">{EMPTY_TEXT.outro}</p>
      </div>
    </section>
  );
}
