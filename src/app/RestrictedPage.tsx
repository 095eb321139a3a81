/**
 * #/restricted: why this person cannot open what they asked for. Either they cannot use Almacena
 * yet (no profile, deactivated, no company, restricted role: the administrator can fix it), or they
 * can, and the screen is for a higher role (nothing to activate: back to Inicio).
 */
import Alert from 'react-bootstrap/Alert';
import { useLocation } from 'react-router-dom';
import { useSignedInSession } from '../auth/session';
import type { RestrictionReason } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { ROLE_LABELS } from '../users/messages';
import { routeFor } from './routeTable';

const REASONS: Record<RestrictionReason, string> = {
  noProfile: 'Tu cuenta existe, pero todavía no tiene un perfil de usuario en ninguna empresa de Almacena.',
  inactive: 'Tu usuario está desactivado en tu empresa.',
  noCompany: 'Tu usuario no está asociado a ninguna empresa, o no se ha podido cargar su empresa.',
  restrictedRole: 'Tu usuario tiene acceso restringido: puede iniciar sesión, pero no usar las pantallas de gestión.',
};

function RoleDenied() {
  const { role } = useSignedInSession();
  const denied = (useLocation().state as { denied?: string } | null)?.denied;
  const deniedTitle = denied ? routeFor(denied)?.title : undefined;
  const screen = deniedTitle ? `la pantalla «${deniedTitle}»` : 'la pantalla que has pedido';
  return (
    <>
      <Alert variant="warning">
        Tu función ({ROLE_LABELS[role]}) no permite abrir {screen}. Tu usuario está activo: no hace falta que nadie lo active.
      </Alert>
      <p>Si necesitas esa pantalla para tu trabajo, pide al administrador de tu empresa que revise tu función.</p>
      <p>
        <AppLink to="/dashboard" className="btn btn-primary">
          Volver a Inicio
        </AppLink>
      </p>
    </>
  );
}

function CannotUseYet({ reason }: { reason: RestrictionReason }) {
  const session = useSignedInSession();
  return (
    <>
      <Alert variant="warning">{REASONS[reason]}</Alert>
      <p>
        Para obtener acceso, pide al administrador de tu empresa que active tu usuario y le asigne una función (Usuario o Administrador). Si tu
        empresa aún no usa Almacena, contacta con el soporte de Almacena.
      </p>
      <p>
        Mientras tanto puedes revisar tus datos en{' '}
        <AppLink to={`/users/details?userId=${encodeURIComponent(session.authUser.uid)}`}>Mi cuenta</AppLink>.
      </p>
    </>
  );
}

export default function RestrictedPage() {
  const { restriction } = useSignedInSession();
  return (
    <section aria-labelledby="restricted-title" data-testid="restricted-page">
      <h1 id="restricted-title" className="h3">
        Acceso restringido
      </h1>
      {restriction ? <CannotUseYet reason={restriction} /> : <RoleDenied />}
    </section>
  );
}
