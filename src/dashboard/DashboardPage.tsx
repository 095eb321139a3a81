/** #/dashboard (Inicio). The business figures arrive with the reports; for now, who and where you are. */
import { useSignedInSession } from '../auth/session';
import { AppLink } from '../shared/AppLink';

export default function DashboardPage() {
  const { profile, corp } = useSignedInSession();
  return (
    <section aria-labelledby="dashboard-title">
      <h1 id="dashboard-title" className="h3">
        Inicio
      </h1>
      <p className="lead">
        Hola{profile?.name ? `, ${profile.name}` : ''}. Estás trabajando en <strong>{corp?.name}</strong>
      </p>
      <p className="text-body-secondary">Las cifras del negocio (ventas, cobros) aparecerán aquí en breve.</p>
      <p>
        <AppLink to="/stock">Ver el stock y su valor</AppLink>
      </p>
    </section>
  );
}
