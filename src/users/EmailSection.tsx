/**
 * Mi cuenta › Correo electrónico: whether it is verified, sending the
 * verification again, and changing it with verifyBeforeUpdateEmail (after
 * re-entering the password). The change takes effect when the link sent to
 * the new address is followed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { z } from 'zod';
import { authErrorMessage } from '../auth/authMessages';
import { refreshUser, requestEmailChange, sendVerification } from '../auth/authService';
import { useSignedInSession } from '../auth/session';
import type { Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { TextField } from '../shared/form/fields';
import { AccountSection, useSignInChangeForm } from './AccountSection';
import { USER_TEXT } from './messages';
import { emailChangeSchema, type EmailChangeValues } from './userSchema';

const T = USER_TEXT.account;
const EMAIL_CODES = ['auth/email-already-in-use', 'auth/invalid-email', 'auth/invalid-new-email'];

function Verification({ email }: { email: string }) {
  const { authUser } = useSignedInSession();
  const [verified, setVerified] = useState(authUser.emailVerified);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    let live = true;
    // The flag on the cached user is stale once the link was followed elsewhere.
    refreshUser()
      .then((u) => live && u && setVerified(u.emailVerified))
      .catch(() => null);
    return () => {
      live = false;
    };
  }, []);

  const resend = async () => {
    setSending(true);
    setNotice(null);
    try {
      await sendVerification();
      setNotice({ variant: 'success', text: T.resent(email) });
    } catch (e) {
      setNotice({ variant: 'danger', text: authErrorMessage(e) });
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      <p className="d-flex flex-wrap align-items-center gap-2">
        <span className="text-break" data-testid="account-email">
          {email}
        </span>
        <Badge bg={verified ? 'success' : 'warning'} text={verified ? undefined : 'dark'} data-testid="account-verified">
          {verified ? T.verified : T.notVerified}
        </Badge>
      </p>
      <NoticeAlert notice={notice} testId="account-verification-notice" role="alert" />
      {!verified && (
        <Button variant="outline-primary" className="mb-3" onClick={resend} disabled={sending}>
          {sending ? T.sending : T.resend}
        </Button>
      )}
    </>
  );
}

export function EmailSection() {
  const { authUser } = useSignedInSession();
  const email = authUser.email ?? '';
  const { form, notice, submit } = useSignInChangeForm<z.input<typeof emailChangeSchema>, EmailChangeValues>(
    { resolver: zodResolver(emailChangeSchema), defaultValues: { newEmail: '', currentPassword: '' } },
    { codes: EMAIL_CODES, field: 'newEmail' },
  );
  const {
    register,
    setError,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submit(async ({ newEmail, currentPassword }) => {
    if (newEmail === email.toLowerCase()) {
      setError('newEmail', { message: T.sameEmail });
      return null;
    }
    await requestEmailChange(currentPassword, newEmail);
    return T.emailLinkSent(newEmail);
  });

  return (
    <AccountSection title={T.email}>
      <Verification email={email} />
      <h3 className="h6 mt-2">{T.changeEmail}</h3>
      <NoticeAlert notice={notice} testId="account-email-notice" role="alert" />
      <Form noValidate onSubmit={onSubmit}>
        <TextField
          id="account-new-email"
          label={T.newEmail}
          type="email"
          autoComplete="email"
          registration={register('newEmail')}
          error={errors.newEmail?.message}
        />
        <TextField
          id="account-email-password"
          label={T.currentPassword}
          type="password"
          autoComplete="current-password"
          help={T.currentPasswordHelp}
          registration={register('currentPassword')}
          error={errors.currentPassword?.message}
        />
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? T.sending : T.sendLink}
        </Button>
      </Form>
    </AccountSection>
  );
}
