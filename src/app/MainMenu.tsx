/** The seed's menu, filtered by role, with the active-menu marker of the current route. */
import { forwardRef } from 'react';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { useLocation, type LinkProps } from 'react-router-dom';
import type { Role } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { isActive, isGroup, markerFor, menuFor } from './routeTable';

/**
 * react-bootstrap marks dropdown items with aria-selected, which links may not
 * carry (axe: aria-allowed-attr); the item of the current section says
 * aria-current="page" instead.
 */
const MenuItemLink = forwardRef<HTMLAnchorElement, LinkProps & { 'aria-selected'?: boolean }>(function MenuItemLink(
  { 'aria-selected': selected, ...props },
  ref,
) {
  return <AppLink ref={ref} {...props} aria-current={selected ? 'page' : undefined} />;
});

export function MainMenu({ role, idPrefix }: { role: Role; idPrefix: string }) {
  const marker = markerFor(useLocation().pathname);
  return (
    <Nav as="ul" className="main-menu">
      {menuFor(role).map((entry) =>
        isGroup(entry) ? (
          <NavDropdown
            as="li"
            key={entry.label}
            id={`${idPrefix}-${entry.label}`}
            title={entry.label}
            active={isActive(entry, marker)}
          >
            {entry.items.map((item) => (
              <NavDropdown.Item
                key={item.to}
                as={MenuItemLink}
                to={item.to}
                active={isActive(item, marker)}
                data-marker={item.marker}
              >
                {item.label}
              </NavDropdown.Item>
            ))}
          </NavDropdown>
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
