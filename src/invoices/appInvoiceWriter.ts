/** The app's invoice writer: the shared Firestore instance, with its reads counted. */
import { db } from '../data/firestore';
import { newId } from '../data/ids';
import { recordReads } from '../firebase/readCounter';
import { createInvoiceWriter } from './invoiceWriter';

export const invoiceWriter = createInvoiceWriter({
  db,
  newId,
  now: () => new Date(),
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  maxAttempts: 25,
  recordReads,
});
