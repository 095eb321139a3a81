/**
 * Thin repository for corporations/{corpId}/invoices/{id}/emails: the sends of an invoice's PDF,
 * newest first (at most 20 shown). Written only by sendInvoiceEmail (functions/src/mail); the
 * app only reads them (staff, firestore.rules), and sends through invoiceEmailWriter.ts.
 */
import { limit, orderBy, query } from 'firebase/firestore';
import { collectionRef, toDate, watchQuery } from '../../data/firestore';
import { emailRecordFromStored, INVOICE_EMAILS, type EmailRecord } from '../../domain/mail/invoiceEmail';

const SHOWN = 20;

export const invoiceEmailRepository = {
  watch(corpId: string, invoiceId: string, onNext: (records: EmailRecord[]) => void, onError: (error: Error) => void): () => void {
    const q = query(collectionRef(`corporations/${corpId}/invoices/${invoiceId}/${INVOICE_EMAILS}`), orderBy('sentAt', 'desc'), limit(SHOWN));
    return watchQuery(
      'invoiceEmails.list',
      q,
      (snap) => onNext(snap.docs.map((d) => emailRecordFromStored(d.id, d.data(), toDate(d.get('sentAt'))?.getTime() ?? null))),
      onError,
    );
  },
};
