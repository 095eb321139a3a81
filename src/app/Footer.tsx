/** The seed's footer: the product line and the declaración responsable (RRSIF art. 13: available to every user). */
import { AppLink } from '../shared/AppLink';

export function Footer() {
  return (
    <footer className="app-footer border-top py-3 mt-auto" data-testid="app-footer">
      <div className="container-fluid small text-body-secondary">
        Almacena · Gestión de stock y facturación para pymes ·{' '}
        <AppLink to="/verifactu/declaracion" className="link-secondary">
          Declaración responsable (VERI*FACTU)
        </AppLink>
      </div>
    </footer>
  );
}
