/**
 * The company page as the route shows it: corps' own page with VERI*FACTU's state and settings
 * under the company's data. Composed here, at the top floor, so that corps does not import
 * VERI*FACTU screens (npm run arch).
 */
import CorporationDetailPage, { type CorporationExtras } from '../corps/CorporationDetailPage';
import { AppLink } from '../shared/AppLink';
import { TaxAdministrationCard } from '../verifactu/TaxAdministrationCard';
import { VerifactuStatusPanel } from '../verifactu/VerifactuStatusPanel';

const VerifactuSection: CorporationExtras = ({ corp, own }) => (
  <section aria-labelledby="corp-verifactu-title" className="mt-4">
    <h2 id="corp-verifactu-title" className="h4">
      VERI*FACTU
    </h2>
    <VerifactuStatusPanel corpId={corp.id} headingLevel={3} />
    {own && <TaxAdministrationCard corpId={corp.id} nif={corp.data.nif} postalCode={corp.data.postalCode} />}
    {own && (
      <p>
        <AppLink to="/verifactu">Abrir el Registro VERI*FACTU</AppLink> · <AppLink to="/verifactu/declaracion">Declaración responsable</AppLink>
      </p>
    )}
  </section>
);

export default function CorporationDetailScreen() {
  return <CorporationDetailPage extras={VerifactuSection} />;
}
