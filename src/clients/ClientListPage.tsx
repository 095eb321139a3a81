/** #/clients */
import { PartyListPage } from '../parties/PartyListPage';
import { clientRepository } from './clientRepository';

export default function ClientListPage() {
  return <PartyListPage kind="client" repository={clientRepository} />;
}
