/** #/clients/details?clientId= (no id: a new one); a saved client also shows its tarifa and special prices (issue 31). */
import { useSearchParams } from 'react-router-dom';
import { PartyDetailPage } from '../parties/PartyDetailPage';
import { ClientPricingSection } from '../pricing/ClientPricingSection';
import { clientRepository } from './clientRepository';

export default function ClientDetailPage() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('clientId') ?? '';
  return (
    <>
      <PartyDetailPage kind="client" repository={clientRepository} />
      {id && <ClientPricingSection key={id} clientId={id} />}
    </>
  );
}
