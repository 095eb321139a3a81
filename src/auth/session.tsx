/**
 * The session check (seed §4, PRODUCT.md §6): runs once when the app starts
 * and again only when someone signs in or out. Signed in → the user document,
 * then the company, then the page. Failures are logged and the flow goes on;
 * whoever is left without a usable profile or company is `restricted`.
 * The profile is watched, so a deactivation cuts access at once.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { effectiveRole, restrictionReason, type RestrictionReason, type Role } from '../domain/roles';
import { corporationRepository, type Corporation } from '../corps/corporationRepository';
import { userRepository, type UserProfile } from '../users/userRepository';
import { forgetDeviceData, needsReloadBeforeSession } from '../firebase/deviceData';
import { isTrustedDevice } from '../firebase/deviceTrust';
import { signOutUser, watchAuth, type AuthUser } from './authService';

export type Session =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | {
      status: 'signedIn';
      authUser: AuthUser;
      profile: UserProfile | null;
      corp: Corporation | null;
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

function signedIn(authUser: AuthUser, profile: UserProfile | null, corp: Corporation | null): Session {
  const facts = profile && {
    role: profile.role,
    active: profile.active,
    corpId: profile.corpId || null,
    hasCorporation: corp !== null && corp.id === profile.corpId,
  };
  return {
    status: 'signedIn',
    authUser,
    profile,
    corp,
    role: effectiveRole(facts),
    restriction: restrictionReason(facts),
  };
}

async function loadCorporation(corpId: string): Promise<Corporation | null> {
  if (!corpId) return null;
  try {
    return await corporationRepository.get(corpId);
  } catch (error) {
    console.error('No se ha podido cargar la empresa', corpId, error);
    return null;
  }
}

/**
 * After an e-mail change (verifyBeforeUpdateEmail) the new address reaches
 * Auth only; the profile catches up at the next sign-in. The rules accept
 * exactly the e-mail in the ID token.
 */
function syncProfileEmail(authUser: AuthUser, profile: UserProfile | null): void {
  const email = authUser.email?.toLowerCase();
  if (!profile?.active || !email || profile.email === email) return;
  userRepository.update(profile, { email }).catch((error) => {
    console.error('No se ha podido actualizar el correo del perfil', error);
  });
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ status: 'loading' });
  const [stopProfileWatch, setStopProfileWatch] = useState<(() => void) | null>(null);
  const reloadCorp = useRef<() => Promise<void>>(async () => {});

  useEffect(() => {
    let stopProfile: (() => void) | null = null;
    const stopAuth = watchAuth((authUser) => {
      stopProfile?.();
      stopProfile = null;
      if (!authUser) {
        setSession({ status: 'signedOut' });
        return;
      }
      setSession({ status: 'loading' });
      // The trusted-device choice made at sign-in needs the other Firestore cache, which is chosen
      // when the page starts (firebase/app.ts), or Firestore was stopped by a sign-out that forgot
      // this device's data: reload before reading anything. Auth persists, so the reloaded page is
      // signed in, on the page the person asked for.
      if (needsReloadBeforeSession()) {
        window.location.reload();
        return;
      }
      let corp: Corporation | null = null;
      let generation = 0;
      let latest: UserProfile | null = null;
      const onProfile = async (profile: UserProfile | null) => {
        const mine = ++generation;
        latest = profile;
        if (profile?.active && profile.corpId && corp?.id !== profile.corpId) {
          corp = await loadCorporation(profile.corpId);
        }
        if (mine === generation) setSession(signedIn(authUser, profile, corp));
        syncProfileEmail(authUser, profile);
      };
      reloadCorp.current = async () => {
        const mine = ++generation;
        if (latest?.corpId) corp = await loadCorporation(latest.corpId);
        if (mine === generation) setSession(signedIn(authUser, latest, corp));
      };
      stopProfile = userRepository.watch(authUser.uid, onProfile, (error) => {
        console.error('No se ha podido cargar el perfil de usuario', error);
        setSession(signedIn(authUser, null, null));
      });
      setStopProfileWatch(() => () => stopProfile?.());
    });
    return () => {
      stopProfile?.();
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
