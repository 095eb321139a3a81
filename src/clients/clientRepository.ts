/** Thin repository for corporations/{corpId}/clients (Clientes). */
import { createPartyRepository } from '../parties/partyRepository';

export const clientRepository = createPartyRepository('client');
