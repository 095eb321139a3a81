/** #/clients/details?clientId= (no id: a new one) */
import { PartyDetailPage } from '../parties/PartyDetailPage';
import { clientRepository } from './clientRepository';

export default function ClientDetailPage() {
  return <PartyDetailPage kind="client" repository={clientRepository} />;
}
