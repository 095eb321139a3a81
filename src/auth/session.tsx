/**
 * The session check (seed §4, PRODUCT.md §6): runs once when the app starts
 * and again only when someone signs in or out. Signed in → the user document,
 * then the company (for the restricted role only its name: the company's data
 * is for staff), then the page. Failures are logged and the flow goes on;
 * whoever is left without a usable profile or company is `restricted`.
 * The profile is watched, so a deactivation cuts access at once.
 */
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { effectiveRole, restrictionReason, type RestrictionReason, type Role } from '../domain/roles';
import { corporationRepository, type Corporation, type CorporationName } from '../corps/corporationRepository';
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

/** What the session read of the company: the whole of it for staff, its name for the restricted role. */
interface LoadedCompany {
  key: string;
  corp: Corporation | null;
  company: CorporationName | null;
}

const NO_COMPANY: LoadedCompany = { key: '', corp: null, company: null };

function signedIn(authUser: AuthUser, profile: UserProfile | null, loaded: LoadedCompany): Session {
  const { corp, company } = loaded;
  const facts = profile && {
    role: profile.role,
    active: profile.active,
    corpId: profile.corpId || null,
    hasCorporation: company !== null && company.id === profile.corpId,
  };
  return {
    status: 'signedIn',
    authUser,
    profile,
    corp,
    company,
    role: effectiveRole(facts),
    restriction: restrictionReason(facts),
  };
}

/** Which read a profile needs: none without an active profile and company; the name only for the restricted role. */
function companyKey(profile: UserProfile | null): string {
  if (!profile?.active || !profile.corpId) return '';
  return `${profile.role === 'restricted' ? 'name' : 'full'}:${profile.corpId}`;
}

async function loadCompany(profile: UserProfile | null): Promise<LoadedCompany> {
  const key = companyKey(profile);
  if (!profile || !key) return NO_COMPANY;
  try {
    if (profile.role === 'restricted') {
      const company = await corporationRepository.getName(profile.corpId);
      return company ? { key, corp: null, company } : NO_COMPANY;
    }
    const corp = await corporationRepository.get(profile.corpId);
    return corp ? { key, corp, company: { id: corp.id, name: corp.name } } : NO_COMPANY;
  } catch (error) {
    console.error('No se ha podido cargar la empresa', profile.corpId, error);
    return NO_COMPANY;
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
      let loaded = NO_COMPANY;
      let generation = 0;
      let latest: UserProfile | null = null;
      const onProfile = async (profile: UserProfile | null) => {
        const mine = ++generation;
        latest = profile;
        // A deactivation keeps what was read (the page goes to #/restricted); a new company or a
        // move between the restricted role and staff reads what the profile now needs.
        const key = companyKey(profile);
        if (key && key !== loaded.key) loaded = await loadCompany(profile);
        if (mine === generation) setSession(signedIn(authUser, profile, loaded));
        syncProfileEmail(authUser, profile);
      };
      reloadCorp.current = async () => {
        const mine = ++generation;
        if (latest?.corpId) loaded = await loadCompany(latest);
        if (mine === generation) setSession(signedIn(authUser, latest, loaded));
      };
      stopProfile = userRepository.watch(authUser.uid, onProfile, (error) => {
        console.error('No se ha podido cargar el perfil de usuario', error);
        setSession(signedIn(authUser, null, NO_COMPANY));
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
