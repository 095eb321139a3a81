/** #/vendors/details?vendorId= (no id: a new one) */
import { PartyDetailPage } from '../parties/PartyDetailPage';
import { vendorRepository } from './vendorRepository';

export default function VendorDetailPage() {
  return <PartyDetailPage kind="vendor" repository={vendorRepository} />;
}
