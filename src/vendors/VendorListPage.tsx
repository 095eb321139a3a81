/** #/vendors */
import { PartyListPage } from '../parties/PartyListPage';
import { vendorRepository } from './vendorRepository';

export default function VendorListPage() {
  return <PartyListPage kind="vendor" repository={vendorRepository} />;
}
