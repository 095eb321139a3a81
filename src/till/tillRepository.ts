/**
 * The tills' reads and writes (issue 29). A till (tills/{tillId}) is master data an admin names;
 * the caller's open session is watched through tillCashiers/{uid} (one doc) and then the session
 * (one doc), so the Caja panel costs two reads and follows every sale live. Past Z reports are one
 * query of at most 50 closed sessions (a cashier's own; an admin's, the company's). Sessions are
 * written only by the commands (openTill, moveTillCash, closeTill).
 */
import { limit, orderBy, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { callCommand } from '../data/commands';
import { collectionRef, docRef, readDoc, readQuery, watchDoc } from '../data/firestore';
import { newId } from '../data/ids';
import { sessionFromStored, type Counted, type TillSession } from '../domain/till/tillModel';

export interface Till {
  id: string;
  name: string;
  openSessionId: string | null;
  zCount: number;
}

export const MAX_TILLS = 50;
export const MAX_CLOSURES = 50;

const base = (corpId: string) => `corporations/${corpId}`;

export const tillRepository = {
  async list(corpId: string): Promise<Till[]> {
    const snap = await readQuery('tills.list', query(collectionRef(`${base(corpId)}/tills`), orderBy('name'), limit(MAX_TILLS)));
    return snap.docs.map((d) => {
      const data = d.data();
      return {
        id: d.id,
        name: typeof data.name === 'string' ? data.name : '',
        openSessionId: typeof data.openSessionId === 'string' ? data.openSessionId : null,
        zCount: Number.isSafeInteger(data.zCount) ? (data.zCount as number) : 0,
      };
    });
  },

  /** A new till (admins; the rules allow exactly its name and stamps). */
  async create(corpId: string, uid: string, name: string): Promise<string> {
    const id = newId(uid);
    await setDoc(docRef(`${base(corpId)}/tills/${id}`), { name, createdAt: serverTimestamp(), updatedAt: serverTimestamp() });
    return id;
  },

  async rename(corpId: string, tillId: string, name: string): Promise<void> {
    await updateDoc(docRef(`${base(corpId)}/tills/${tillId}`), { name, updatedAt: serverTimestamp() });
  },

  /** Follows the caller's open session (null: none), live. */
  watchMine(corpId: string, uid: string, onNext: (session: TillSession | null) => void, onError: (e: Error) => void): () => void {
    let inner: (() => void) | null = null;
    // undefined until the pointer is first read, so "no open session" is said too.
    let current: string | null | undefined = undefined;
    const outer = watchDoc(
      'tills.mine',
      docRef(`${base(corpId)}/tillCashiers/${uid}`),
      (snap) => {
        const id = snap.get('sessionId');
        const sessionId = typeof id === 'string' && id !== '' ? id : null;
        if (sessionId === current) return;
        current = sessionId;
        inner?.();
        inner = null;
        if (!sessionId) {
          onNext(null);
          return;
        }
        inner = watchDoc(
          'tills.session',
          docRef(`${base(corpId)}/tillSessions/${sessionId}`),
          (s) => {
            const session = sessionFromStored(s.id, s.data());
            onNext(session && session.state === 'open' ? session : null);
          },
          onError,
        );
      },
      onError,
    );
    return () => {
      outer();
      inner?.();
    };
  },

  /** One session (a cashier's own, or any for an admin), or null. */
  async session(corpId: string, sessionId: string): Promise<TillSession | null> {
    const snap = await readDoc('tills.session', docRef(`${base(corpId)}/tillSessions/${sessionId}`));
    return sessionFromStored(snap.id, snap.data());
  },

  /** The last closed sessions (Z reports), newest first: the caller's own unless `all` (admins). */
  async closures(corpId: string, uid: string, all: boolean): Promise<TillSession[]> {
    const sessions = collectionRef(`${base(corpId)}/tillSessions`);
    const filters = all ? [where('state', '==', 'closed')] : [where('cashierUid', '==', uid), where('state', '==', 'closed')];
    const snap = await readQuery('tills.closures', query(sessions, ...filters, orderBy('closing.closedAt', 'desc'), limit(MAX_CLOSURES)));
    return snap.docs.map((d) => sessionFromStored(d.id, d.data())).filter((s): s is TillSession => s !== null);
  },
};

export const tillCommands = {
  open: (corpId: string, tillId: string, floatCents: number) =>
    callCommand<'openTill', { sessionId: string }>('openTill', { corpId, tillId, floatCents }),
  move: (corpId: string, sessionId: string, kind: 'in' | 'out', amountCents: number, reason: string) =>
    callCommand<'moveTillCash', { expectedCents: number }>('moveTillCash', { corpId, sessionId, kind, amountCents, reason }),
  close: (corpId: string, sessionId: string, counted: Counted, note: string) =>
    callCommand<'closeTill', { z: number; zText: string; expectedCents: number; countedCents: number; differenceCents: number }>('closeTill', {
      corpId,
      sessionId,
      counted,
      note,
    }),
};
