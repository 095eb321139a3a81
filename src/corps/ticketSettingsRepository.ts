/**
 * corporations/{corpId}/settings/ticket: the company's ticket header and footer (issue 29), read by
 * any active member (the counter prints it) and written whole by admins (firestore.rules).
 */
import { serverTimestamp, setDoc } from 'firebase/firestore';
import { docRef, readDoc } from '../data/firestore';
import { ticketSettingsFromStored, ticketSettingsToStored, type TicketSettings } from './ticketSettings';

export const ticketSettingsPath = (corpId: string) => `corporations/${corpId}/settings/ticket`;

export const ticketSettingsRepository = {
  /** One read; a company that never saved them reads as empty settings. */
  async get(corpId: string): Promise<TicketSettings> {
    const snap = await readDoc('ticketSettings.get', docRef(ticketSettingsPath(corpId)));
    return ticketSettingsFromStored(snap.exists() ? snap.data() : null);
  },

  /** Validated as the form does (throws where it would refuse), then written whole. */
  async save(corpId: string, input: TicketSettings): Promise<void> {
    await setDoc(docRef(ticketSettingsPath(corpId)), { ...ticketSettingsToStored(input), updatedAt: serverTimestamp() });
  },
};
