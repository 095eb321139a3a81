/**
 * #/auth/action: the handler of the links in Firebase's e-mails. Reset codes
 * get a new-password form; verification, e-mail change and recovery codes are
 * applied on opening. Expired or used codes say so and offer a new link.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Loading } from '../shared/Loading';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { ActionOutcome } from './ActionOutcome';
import { actionParams, withoutActionQuery, type ActionMode } from './actionParams';
import { authErrorMessage } from './authMessages';
import { applyEmailCode, refreshUser } from './authService';
import { AUTH_TEXT } from './authText';
import { ResetPasswordForm } from './ResetPasswordForm';
import { useSession } from './session';

const T = AUTH_TEXT.action;
type EmailMode = Exclude<ActionMode, 'resetPassword'>;

const TITLES: Record<ActionMode, string> = {
  resetPassword: T.resetTitle,
  verifyEmail: T.verifyTitle,
  verifyAndChangeEmail: T.changeTitle,
  recoverEmail: T.recoverTitle,
};

// A code works once; React may run an effect twice (StrictMode), so each code is applied once per page load.
const applied = new Map<string, ReturnType<typeof applyEmailCode>>();
function applyOnce(code: string) {
  let pending = applied.get(code);
  if (!pending) {
    pending = applyEmailCode(code);
    applied.set(code, pending);
  }
  return pending;
}

type Outcome = { status: 'applying' } | { status: 'done'; email: string } | { status: 'failed'; message: string };

function EmailCodeResult({ mode, code }: { mode: EmailMode; code: string }) {
  const { session, signOut } = useSession();
  const signedIn = session.status === 'signedIn';
  const [outcome, setOutcome] = useState<Outcome>({ status: 'applying' });

  useEffect(() => {
    let live = true;
    applyOnce(code)
      .then(async ({ email }) => {
        // A verified address shows at once in Mi cuenta. After a change or a recovery the session in this
        // browser (if any: it may still be loading) carries the old address, so it ends here.
        if (mode === 'verifyEmail') await refreshUser().catch(() => null);
        else await signOut({ reload: false });
        if (live) setOutcome({ status: 'done', email: email ?? '' });
      })
      .catch((e) => live && setOutcome({ status: 'failed', message: authErrorMessage(e) }));
    return () => {
      live = false;
    };
  }, [code]); // eslint-disable-line react-hooks/exhaustive-deps -- a code is applied once; the session it may end must not apply it again

  if (outcome.status === 'applying') return <Loading label={T.checking} />;
  if (outcome.status === 'failed') {
    const next = signedIn
      ? { to: `/users/details?userId=${encodeURIComponent(session.authUser.uid)}`, text: T.toAccount }
      : { to: '/auth/login', text: T.toLogin };
    return (
      <ActionOutcome variant="danger" next={next}>
        {outcome.message} {mode === 'verifyEmail' ? T.askVerifyAgain : T.askChangeAgain}
      </ActionOutcome>
    );
  }
  const message =
    mode === 'verifyEmail' ? T.verified(outcome.email) : mode === 'verifyAndChangeEmail' ? T.changed(outcome.email) : T.recovered(outcome.email);
  const next =
    mode === 'recoverEmail'
      ? { to: `/auth/forgot?email=${encodeURIComponent(outcome.email)}`, text: T.resetNow }
      : mode === 'verifyEmail' && signedIn
        ? { to: '/dashboard', text: T.toApp }
        : { to: '/auth/login', text: T.toLogin };
  return (
    <ActionOutcome variant="success" next={next}>
      {message}
    </ActionOutcome>
  );
}

export default function ActionPage() {
  const { search } = useLocation();
  const [params] = useState(() => actionParams(window.location.search, search));
  useDocumentTitle(params.mode ? TITLES[params.mode] : T.invalidTitle);

  useEffect(() => {
    const { pathname, search: pageSearch, hash } = window.location;
    if (new URLSearchParams(pageSearch).has('oobCode')) {
      window.history.replaceState(window.history.state, '', withoutActionQuery(pathname, pageSearch, hash));
    }
  }, []);

  if (!params.mode || !params.oobCode) {
    return (
      <>
        <h1 className="h5 mb-3 text-center">{T.invalidTitle}</h1>
        <ActionOutcome variant="warning" next={{ to: '/auth/forgot', text: T.askResetAgain }}>
          {T.incomplete}
        </ActionOutcome>
      </>
    );
  }
  return (
    <>
      <h1 className="h5 mb-3 text-center">{TITLES[params.mode]}</h1>
      {params.mode === 'resetPassword' ? <ResetPasswordForm code={params.oobCode} /> : <EmailCodeResult mode={params.mode} code={params.oobCode} />}
    </>
  );
}
