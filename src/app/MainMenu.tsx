/** The seed's menu, filtered by role, with the active-menu marker of the current route. */
import Nav from 'react-bootstrap/Nav';
import { useLocation } from 'react-router-dom';
import type { Role } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { NAV_MENU_ITEM, NavMenu } from './NavMenu';
import { isActive, isGroup, markerFor, menuFor } from './routeTable';

/** An id from a group's label: «Cobros y pagos» → "cobros-y-pagos" (an id with spaces would break aria-labelledby). */
export function menuIdOf(label: string): string {
  return label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function MainMenu({ role, idPrefix }: { role: Role; idPrefix: string }) {
  const marker = markerFor(useLocation().pathname);
  return (
    <Nav as="ul" className="main-menu">
      {menuFor(role).map((entry) =>
        isGroup(entry) ? (
          <NavMenu as="li" key={entry.label} id={`${idPrefix}-${menuIdOf(entry.label)}`} title={entry.label} active={isActive(entry, marker)}>
            {entry.items.map((item) => {
              const current = isActive(item, marker);
              return (
                <AppLink
                  key={item.to}
                  to={item.to}
                  className={`${NAV_MENU_ITEM}${current ? ' active' : ''}`}
                  aria-current={current ? 'page' : undefined}
                  data-marker={item.marker}
                >
                  {item.label}
                </AppLink>
              );
            })}
          </NavMenu>
        ) : (
          <Nav.Item as="li" key={entry.to}>
            <Nav.Link as={AppLink} to={entry.to} active={isActive(entry, marker)}>
              {entry.label}
            </Nav.Link>
          </Nav.Item>
        ),
      )}
    </Nav>
  );
}
