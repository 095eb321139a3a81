/** The party of an invoice as the editor needs it: identification, payment terms and tax regime. */
import { clientRepository } from '../clients/clientRepository';
import { vendorRepository } from '../vendors/vendorRepository';
import type { InvoiceKind, PartySnapshot } from '../domain/invoices/invoiceModel';

export interface PartyFacts {
  id: string;
  snapshot: PartySnapshot;
  paymentTermsDays: number;
  recargoEquivalencia: boolean;
  irpfRate: number;
}

export async function loadPartyFacts(corpId: string, kind: InvoiceKind, id: string): Promise<PartyFacts | null> {
  const party = await (kind === 'output' ? clientRepository : vendorRepository).get(corpId, id);
  if (!party) return null;
  return {
    id,
    snapshot: {
      name: party.name,
      idType: party.idType,
      nif: party.nif,
      address: party.address,
      postalCode: party.postalCode,
      city: party.city,
      province: party.province,
      countryCode: party.countryCode,
      country: party.country,
    },
    paymentTermsDays: party.paymentTermsDays,
    recargoEquivalencia: kind === 'output' && party.recargoEquivalencia,
    irpfRate: kind === 'output' ? party.irpfRate : 0,
  };
}
