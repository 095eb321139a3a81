/**
 * The IDDestinatario of an invoice from Almacena's party snapshot: a Spanish
 * NIF in <NIF>, anything else in <IDOtro> (SuministroInformacion.xsd,
 * IDOtroType: "No se permite CodigoPais=ES e IDType=01-NIFContraparte, para
 * ese caso, debe utilizarse NIF en lugar de IDOtro").
 */
import { normalizeTaxId, validateTaxId } from '../taxId';
import { countryCodeOf, EU_MEMBER_STATES, vatPrefixOf } from './countries';
import { VerifactuError } from './errors';
import { truncateText } from './format';
import type { PersonaFisicaJuridica } from './types';

export interface RecipientParty {
  name: string;
  nif: string;
  country: string;
}

/** IDOtroType/ID is TextMax20Type. */
const MAX_OTHER_ID = 20;

/**
 * - A valid Spanish NIF (DNI, NIE, entity NIF) → NIF, whatever the country:
 *   whoever has one is identified by it.
 * - An EU customer → IDOtro with IDType 02 (NIF-IVA) and the VAT number with
 *   its country prefix, as VIES writes it (a number typed without it gets it).
 * - Any other foreign customer → IDOtro with IDType 04 (documento oficial de
 *   identificación expedido por el país de residencia).
 * Refuses a Spanish party without a valid NIF, a party with no identifier,
 * and a country it cannot resolve to an ISO code. See docs/verifactu.md.
 */
export function destinatarioOf(party: RecipientParty): PersonaFisicaJuridica {
  const NombreRazon = truncateText(party.name, 120);
  const spanish = validateTaxId(party.nif);
  if (spanish.ok) return { NombreRazon, NIF: spanish.value };
  const country = countryCodeOf(party.country);
  if (country === 'ES') throw new VerifactuError('recipientNif');
  if (country === null) throw new VerifactuError('recipientCountry');
  const id = normalizeTaxId(party.nif);
  if (id === '') throw new VerifactuError('recipientNif');
  if (EU_MEMBER_STATES.includes(country)) {
    const prefix = vatPrefixOf(country);
    const vatNumber = id.startsWith(prefix) ? id : `${prefix}${id}`;
    if (vatNumber.length > MAX_OTHER_ID) throw new VerifactuError('recipientNif');
    return { NombreRazon, IDOtro: { CodigoPais: country, IDType: '02', ID: vatNumber } };
  }
  if (id.length > MAX_OTHER_ID) throw new VerifactuError('recipientNif');
  return { NombreRazon, IDOtro: { CodigoPais: country, IDType: '04', ID: id } };
}
