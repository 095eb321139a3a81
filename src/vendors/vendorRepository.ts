/** Thin repository for corporations/{corpId}/vendors (Proveedores). */
import { createPartyRepository } from '../parties/partyRepository';

export const vendorRepository = createPartyRepository('vendor');
