/**
 * The session check (docs/reference.md "Session check"): runs once when the app starts
 * and again only when someone signs in or out. Signed in → the user document,
 * then the company (for the restricted role only its name: the company's data
 * is for staff), then the page. Failures are logged and the flow goes on;
 * whoever is left without a usable profile or company is `restricted`.
 * The profile is watched, so a deactivation cuts access at once.
 *
 * This module holds what the login page needs too (Auth only); the reads live in
 * signedInSession.ts, which brings Firestore and loads once someone is signed in.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { RestrictionReason, Role } from '../domain/roles';
import type { Corporation, CorporationName } from '../corps/corporationRepository';
import type { UserProfile } from '../users/userRepository';
import { forgetDeviceData, needsReloadBeforeSession } from '../firebase/deviceData';
import { isTrustedDevice } from '../firebase/deviceTrust';
import { signOutUser, watchAuth, type AuthUser } from './authService';
import type { SessionCheck } from './signedInSession';

/** The session check's reads (and Firestore): loaded at the first signed-in moment, or earlier by the login page. */
export const loadSignedInSession = () => import('./signedInSession');

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      authUser: AuthUser;
      profile: UserProfile | null;
      /** The company with its data: staff only (null for the restricted role). */
      corp: Corporation | null;
      /** The company's id and name, for everyone with a company (header, Mi cuenta). */
      company: CorporationName | null;
      role: Role;
      restriction: RestrictionReason | null;
    };

export type SignedInSession = Extract<Session, { status: 'signedIn' }>;

interface SessionApi {
  session: Session;
  /**
   * Signs out. On a device that is not trusted it first stops Firestore and deletes what it
   * kept, then reloads on the login page, unless `reload: false` (a screen that must stay, e.g.
   * the e-mail action page's result): the next sign-in in this page then reloads first.
   */
  signOut: (options?: { reload?: boolean }) => Promise<void>;
  /** Reads the company again after it was edited, so the header shows its new name. */
  refreshCorp: () => Promise<void>;
}

const SessionContext = createContext<SessionApi | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [stopProfileWatch, setStopProfileWatch] = useState<(() => void) | null>(null);
  const reloadCorp = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    let check: SessionCheck | null = null;
    let authChanges = 0;
    const stopAuth = watchAuth((authUser) => {
      const mine = ++authChanges;
      check?.stop();
      check = null;
      if (!authUser) {
        setSession({ status: 'signedOut' });
        return;
      }
      setSession({ status: 'loading' });
      // The trusted-device choice made at sign-in needs the other Firestore cache, which is chosen
      // when the page starts (firebase/deviceTrust.ts), or Firestore was stopped by a sign-out that
      // forgot this device's data: reload before reading anything. Auth persists, so the reloaded
      // page is signed in, on the page the person asked for.
      if (needsReloadBeforeSession()) {
        window.location.reload();
        return;
      }
      loadSignedInSession().then(
        ({ startSessionCheck }) => {
          if (mine !== authChanges) return; // signed out, or in as someone else, meanwhile
          const started = startSessionCheck(authUser, setSession);
          check = started;
          reloadCorp.current = started.reloadCorp;
          setStopProfileWatch(() => () => started.stop());
        },
        (error: unknown) => console.error('No se ha podido cargar la sesión', error),
      );
    });
    return () => {
      authChanges++;
      check?.stop();
      stopAuth();
    };
  }, []);

  const api = useMemo<SessionApi>(
    () => ({
      session,
      signOut: async ({ reload = true } = {}) => {
        stopProfileWatch?.();
        if (isTrustedDevice()) {
          await signOutUser();
          return;
        }
        // Not a trusted device: nothing of the company may stay behind. Firestore is stopped and
        // its IndexedDB data (left by an earlier trusted session, if any) deleted, and the page is
        // reloaded so that no screen keeps records in memory.
        await forgetDeviceData();
        await signOutUser();
        if (!reload) return;
        window.location.replace('#/auth/login');
        window.location.reload();
      },
      refreshCorp: () => reloadCorp.current(),
    }),
    [session, stopProfileWatch],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionApi {
  const api = useContext(SessionContext);
  if (!api) throw new Error('useSession must be used inside SessionProvider');
  return api;
}

/** For screens inside the signed-in shell, where the session is known to exist. */
export function useSignedInSession(): SignedInSession {
  const { session } = useSession();
  if (session.status !== 'signedIn') throw new Error('No hay sesión iniciada');
  return session;
}

/** Who acts, for the screens of a company's data: the company's id, the person's uid and role. */
export interface CompanyActor {
  corpId: string;
  uid: string;
  role: SignedInSession['role'];
  corp: NonNullable<SignedInSession['corp']>;
}

/**
 * The company actor of a screen inside the company guard (guards.tsx lets only people with a
 * company reach them), so a missing company is a programming error, not a state to render.
 */
export function useCompanyActor(): CompanyActor {
  const { corp, authUser, role } = useSignedInSession();
  if (!corp) throw new Error('Pantalla de empresa sin empresa en la sesión');
  return { corpId: corp.id, uid: authUser.uid, role, corp };
}
