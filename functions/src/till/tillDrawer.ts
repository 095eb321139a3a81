/**
 * A caller's drawer inside another command's transaction: sellAtCounter, returnSale (through
 * issuing.ts) and setInvoicePayment add their cash to the caller's open till session here, in
 * their own transaction, so a session's figures are exact (one writer per invariant: the command
 * that moves the cash). `tillCashiers/{uid}` names the caller's open session (written only by
 * openTill and closeTill); the session is read in the transaction, so closing it and a sale
 * serialise. Reads first (loadDrawer), writes after (addToDrawer).
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { applyEvent, sessionFromStored, type TillEvent, type TillSession } from '../../../src/domain/till/tillModel';

export const TILL_SESSIONS = 'tillSessions';
export const TILL_CASHIERS = 'tillCashiers';
export const TILLS = 'tills';

export interface Drawer {
  ref: DocumentReference;
  session: TillSession;
}

/** The caller's open session, or null when they have none (reads only). */
export async function loadDrawer(tx: Transaction, company: DocumentReference, uid: string): Promise<Drawer | null> {
  const pointer = await tx.get(company.collection(TILL_CASHIERS).doc(uid));
  const sessionId = pointer.get('sessionId');
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  return loadSession(tx, company, sessionId, true);
}

/** A session by id; `openOnly`: null unless it is still open. */
export async function loadSession(tx: Transaction, company: DocumentReference, sessionId: string, openOnly: boolean): Promise<Drawer | null> {
  const ref = company.collection(TILL_SESSIONS).doc(sessionId);
  const snap = await tx.get(ref);
  const session = sessionFromStored(snap.id, snap.data());
  if (!session || (openOnly && session.state !== 'open')) return null;
  return { ref, session };
}

/** Adds events to the session's figures (writes only). */
export function addToDrawer(tx: Transaction, drawer: Drawer, events: readonly TillEvent[]): void {
  const totals = events.reduce(applyEvent, drawer.session.totals);
  tx.update(drawer.ref, { totals, updatedAt: FieldValue.serverTimestamp() });
}
