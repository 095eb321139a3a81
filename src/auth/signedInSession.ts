/**
 * The signed-in half of the session check (session.tsx): the user document, watched live, then
 * the company (for the restricted role only its name), then the session. It brings Firestore and
 * the repositories, so it loads once someone is signed in (or signing in: the login page starts
 * loading it on «Entrar»), never with the login page.
 */
import { effectiveRole, restrictionReason } from '../domain/roles';
import { corporationRepository, type Corporation, type CorporationName } from '../corps/corporationRepository';
import { userRepository, type UserProfile } from '../users/userRepository';
import type { AuthUser } from './authService';
import type { SignedInSession } from './session';

/** What the session read of the company: the whole of it for staff, its name for the restricted role. */
interface LoadedCompany {
  key: string;
  corp: Corporation | null;
  company: CorporationName | null;
}

const NO_COMPANY: LoadedCompany = { key: '', corp: null, company: null };

function signedIn(authUser: AuthUser, profile: UserProfile | null, loaded: LoadedCompany): SignedInSession {
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

export interface SessionCheck {
  /** Stops watching the profile. */
  stop: () => void;
  /** Reads the company again (after it was edited) and reports the session. */
  reloadCorp: () => Promise<void>;
}

/** Watches `authUser`'s profile and reports the session at each change of it. */
export function startSessionCheck(authUser: AuthUser, onSession: (session: SignedInSession) => void): SessionCheck {
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
    if (mine === generation) onSession(signedIn(authUser, profile, loaded));
    syncProfileEmail(authUser, profile);
  };
  const stop = userRepository.watch(authUser.uid, onProfile, (error) => {
    console.error('No se ha podido cargar el perfil de usuario', error);
    onSession(signedIn(authUser, null, NO_COMPANY));
  });
  return {
    stop,
    reloadCorp: async () => {
      const mine = ++generation;
      if (latest?.corpId) loaded = await loadCompany(latest);
      if (mine === generation) onSession(signedIn(authUser, latest, loaded));
    },
  };
}
