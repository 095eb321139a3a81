/** The signed-in frame: header, the menu bar from 992px up, the routed content and the footer. */
import { Suspense } from 'react';
import Container from 'react-bootstrap/Container';
import Navbar from 'react-bootstrap/Navbar';
import { Outlet } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import { Loading } from '../shared/Loading';
import { LateFailureAlerts } from '../shared/offline/OfflineParts';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainMenu } from './MainMenu';

export default function Shell() {
  const { role } = useSignedInSession();
  return (
    <div className="app-shell d-flex flex-column min-vh-100">
      <a
        className="visually-hidden-focusable p-2"
        href="#main-content"
        onClick={(e) => {
          e.preventDefault();
          document.getElementById('main-content')?.focus();
        }}
      >
        Saltar al contenido
      </a>
      <Header />
      {role !== 'restricted' && (
        <Navbar as="nav" bg="light" className="app-menubar d-none d-lg-flex border-bottom" data-testid="menu-bar" aria-label="Menú principal">
          <Container fluid>
            <MainMenu role={role} idPrefix="menu-bar" />
          </Container>
        </Navbar>
      )}
      <main id="main-content" tabIndex={-1} className="flex-grow-1 py-3">
        <Container fluid="lg">
          <LateFailureAlerts />
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Container>
      </main>
      <Footer />
    </div>
  );
}
