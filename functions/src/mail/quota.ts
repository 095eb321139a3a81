/**
 * The per-user sending limit (MAIL_RATE_LIMIT), shared by every command that sends e-mail
 * (sendInvoiceEmail, sendDueReminder): one sliding window per person in the server-only
 * `mailLimits/{uid}`, taken in its own transaction before sending, so a failed send counts too.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { MAIL_LIMITS, planMailQuota } from '../../../src/domain/mail/invoiceEmail';
import { inTransaction } from '../runtime/transaction';

/** Takes one send of `uid`'s limit in company `company`: ok, or when the person may send again. */
export function takeMailQuota(company: DocumentReference, uid: string): Promise<{ ok: true } | { ok: false; retryAt: string }> {
  const quotaRef = company.collection(MAIL_LIMITS).doc(uid);
  return inTransaction('default', async (tx) => {
    const plan = planMailQuota((await tx.get(quotaRef)).data(), Date.now());
    if (!plan.ok) return { ok: false, retryAt: new Date(plan.retryAtMs).toISOString() };
    tx.set(quotaRef, { sent: plan.sent });
    return { ok: true };
  });
}
