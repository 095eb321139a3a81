/**
 * The IDDestinatario of an invoice from Almacena's party snapshot: a Spanish
 * NIF in <NIF>, any other identification in <IDOtro> with the type the party
 * declares (SuministroInformacion.xsd, IDOtroType: "No se permite
 * CodigoPais=ES e IDType=01-NIFContraparte, para ese caso, debe utilizarse
 * NIF en lugar de IDOtro").
 */
import { AEAT_COUNTRY_CODES, countryCodeOf } from '../countries';
import { validatePartyId, type PartyIdType } from '../partyId';
import { VerifactuError } from './errors';
import { truncateText } from './format';
import type { PersonaFisicaJuridica } from './types';

export interface RecipientParty {
  name: string;
  nif: string;
  country: string;
  /** '' (or absent: snapshots taken before the field) = a Spanish NIF. */
  idType?: PartyIdType;
  /** ISO code; absent in old snapshots, where the country's name gives it. */
  countryCode?: string;
}

/**
 * - idType '' → NIF: a valid Spanish NIF, whatever the country (whoever has one is identified by it).
 * - idType 02–07 → IDOtro with that IDType, the party's country as CodigoPais and its identifier
 *   (a NIF-IVA with its VIES prefix), checked as the party form checks it (domain/partyId.ts).
 * Refuses a party with no valid identifier for its type and a country it cannot resolve to an
 * AEAT code. See docs/verifactu.md.
 */
export function destinatarioOf(party: RecipientParty): PersonaFisicaJuridica {
  const NombreRazon = truncateText(party.name, 120);
  const idType = party.idType ?? '';
  const country = party.countryCode || countryCodeOf(party.country);
  if (idType !== '' && (country === null || !AEAT_COUNTRY_CODES.includes(country))) throw new VerifactuError('recipientCountry');
  const id = validatePartyId(idType, party.nif, country ?? '');
  if (!id.ok)
    throw new VerifactuError(id.code === 'vatCountry' || id.code === 'spainOnly' || id.code === 'notSpain' ? 'recipientCountry' : 'recipientNif');
  if (idType === '') return { NombreRazon, NIF: id.value };
  return { NombreRazon, IDOtro: { CodigoPais: country as string, IDType: idType, ID: id.value } };
}
