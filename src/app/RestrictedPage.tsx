/** #/restricted: why this person cannot use Almacena yet, and how to get access. */
import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import type { RestrictionReason } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { routeFor } from './routeTable';

const REASONS: Record<RestrictionReason, string> = {
  noProfile:
    'Tu cuenta existe, pero todavía no tiene un perfil de usuario en ninguna empresa de Almacena.',
  inactive: 'Tu usuario está desactivado en tu empresa.',
  noCompany: 'Tu usuario no está asociado a ninguna empresa, o no se ha podido cargar su empresa.',
  restrictedRole: 'Tu usuario tiene acceso restringido: puede iniciar sesión, pero no usar las pantallas de gestión.',
};

export default function RestrictedPage() {
  const session = useSignedInSession();
  const denied = (useLocation().state as { denied?: string } | null)?.denied;
  const deniedTitle = denied ? routeFor(denied)?.title : undefined;
  const reason = session.restriction
    ? REASONS[session.restriction]
    : `Tu función no permite abrir la pantalla ${deniedTitle ? `«${deniedTitle}»` : 'que has pedido'}.`;

  return (
    <section aria-labelledby="restricted-title" data-testid="restricted-page">
      <h1 id="restricted-title" className="h3">
        Acceso restringido
      </h1>
      <Alert variant="warning">{reason}</Alert>
      <p>
        Para obtener acceso, pide al administrador de tu empresa que active tu usuario y le asigne una función
        (Usuario o Administrador). Si tu empresa aún no usa Almacena, contacta con el soporte de Almacena.
      </p>
      <p>
        Mientras tanto puedes revisar tus datos en{' '}
        <AppLink to={`/users/details?userId=${encodeURIComponent(session.authUser.uid)}`}>Mi cuenta</AppLink>.
      </p>
    </section>
  );
}
