/**
 * Header: product name (to Inicio), company and e-mail, the user menu, and
 * below 992px (Bootstrap's lg) the main menu collapsed inside it. From 992px
 * up the main menu lives in its own bar under the header (Shell).
 */
import { useState, type MouseEvent } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { useLocation } from 'react-router-dom';
import { useSession, useSignedInSession } from '../auth/session';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { ConnectionStatus } from '../shared/offline/OfflineParts';
import { MainMenu } from './MainMenu';
import { NAV_MENU_ITEM, NavMenu } from './NavMenu';

export function Header() {
  const session = useSignedInSession();
  const { signOut } = useSession();
  const navigate = useAppNavigate();
  const email = session.authUser.email ?? '';
  // Controlled, so that choosing an entry of the collapsed menu folds it away (it would stay open over the new
  // page): a click on any of its links closes it, even one to the page already shown, and so does any navigation.
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const [seenLocation, setSeenLocation] = useState(location);
  if (seenLocation !== location) {
    setSeenLocation(location);
    setMenuOpen(false);
  }
  const closeOnLink = (e: MouseEvent<HTMLElement>) => {
    // Not the group toggles (Contactos, Facturas…): NavMenu renders them as <a href="#" role="button">.
    if ((e.target as HTMLElement).closest('a[href]:not([role="button"])')) setMenuOpen(false);
  };

  const disconnect = async () => {
    await signOut();
    navigate('/auth/login');
  };

  return (
    <Navbar
      as="header"
      expand="lg"
      expanded={menuOpen}
      onToggle={setMenuOpen}
      bg="dark"
      data-bs-theme="dark"
      className="app-header"
      data-testid="app-header"
    >
      <Container fluid className="app-header__row">
        <Navbar.Brand as={AppLink} to="/dashboard" className="fw-semibold">
          Almacena
        </Navbar.Brand>
        <div className="app-header__who text-truncate" data-testid="header-who">
          <span className="app-header__company text-truncate" data-testid="header-company">
            {session.company?.name ?? 'Sin empresa'}
          </span>
          <span className="app-header__email text-truncate" data-testid="header-email">
            {email}
          </span>
        </div>
        <div className="app-header__controls d-flex align-items-center gap-2">
          <ConnectionStatus />
          <Nav>
            <NavMenu title="Cuenta" id="user-menu" alignEnd>
              <AppLink className={NAV_MENU_ITEM} to={`/users/details?userId=${encodeURIComponent(session.authUser.uid)}`}>
                Mi cuenta
              </AppLink>
              <hr className="dropdown-divider" />
              <button type="button" className={NAV_MENU_ITEM} onClick={disconnect}>
                Desconectar
              </button>
            </NavMenu>
          </Nav>
          {session.role !== 'restricted' && <Navbar.Toggle aria-controls="header-menu" label="Mostrar u ocultar el menú" />}
        </div>
        {session.role !== 'restricted' && (
          <Navbar.Collapse id="header-menu" className="app-header__menu" data-testid="header-menu" onClick={closeOnLink}>
            <nav aria-label="Menú principal">
              <MainMenu role={session.role} idPrefix="header-menu" />
            </nav>
          </Navbar.Collapse>
        )}
      </Container>
    </Navbar>
  );
}
