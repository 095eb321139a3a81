/**
 * Mi cuenta › Correo electrónico: whether it is verified, sending the
 * verification again, and changing it with verifyBeforeUpdateEmail (after
 * re-entering the password). The change takes effect when the link sent to
 * the new address is followed.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorCode, authErrorMessage, WRONG_PASSWORD_CODES } from '../auth/authMessages';
import { refreshUser, requestEmailChange, sendVerification } from '../auth/authService';
import { TextField } from '../auth/fields';
import { useSignedInSession } from '../auth/session';
import { USER_TEXT } from './messages';
import { emailChangeSchema, type EmailChangeValues } from './userSchema';

const T = USER_TEXT.account;
const EMAIL_CODES = ['auth/email-already-in-use', 'auth/invalid-email', 'auth/invalid-new-email'];

type Notice = { ok: boolean; text: string } | null;

function Verification({ email }: { email: string }) {
  const { authUser } = useSignedInSession();
  const [verified, setVerified] = useState(authUser.emailVerified);
  const [notice, setNotice] = useState<Notice>(null);
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
      setNotice({ ok: true, text: T.resent(email) });
    } catch (e) {
      setNotice({ ok: false, text: authErrorMessage(e) });
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
      {notice && (
        <Alert variant={notice.ok ? 'success' : 'danger'} data-testid="account-verification-notice">
          {notice.text}
        </Alert>
      )}
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
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof emailChangeSchema>, unknown, EmailChangeValues>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  });
  const [notice, setNotice] = useState<Notice>(null);

  const onSubmit = async ({ newEmail, currentPassword }: EmailChangeValues) => {
    setNotice(null);
    if (newEmail === email.toLowerCase()) {
      setError('newEmail', { message: T.sameEmail });
      return;
    }
    try {
      await requestEmailChange(currentPassword, newEmail);
      reset();
      setNotice({ ok: true, text: T.emailLinkSent(newEmail) });
    } catch (e) {
      const code = authErrorCode(e) ?? '';
      if (WRONG_PASSWORD_CODES.includes(code)) setError('currentPassword', { message: T.wrongPassword }, { shouldFocus: true });
      else if (EMAIL_CODES.includes(code)) setError('newEmail', { message: authErrorMessage(e) }, { shouldFocus: true });
      else setNotice({ ok: false, text: authErrorMessage(e) });
    }
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{T.email}</h2>
        <Verification email={email} />
        <h3 className="h6 mt-2">{T.changeEmail}</h3>
        {notice && (
          <Alert variant={notice.ok ? 'success' : 'danger'} data-testid="account-email-notice">
            {notice.text}
          </Alert>
        )}
        <Form noValidate onSubmit={handleSubmit(onSubmit)}>
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
      </Card.Body>
    </Card>
  );
}
