/** The reset step of #/auth/action: check the code, then the new password typed twice. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { authErrorCode, authErrorMessage } from './authMessages';
import { confirmReset, emailOfResetCode } from './authService';
import { AUTH_TEXT } from './authText';
import { TextField } from './fields';
import { PASSWORD_RULES_TEXT, passwordPairSchema, type PasswordPair } from './passwordRules';

const T = AUTH_TEXT.action;

export function ResetPasswordForm({ code }: { code: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordPair>({ resolver: zodResolver(passwordPairSchema), defaultValues: { password: '', repeat: '' } });

  useEffect(() => {
    let live = true;
    emailOfResetCode(code).then(
      (owner) => live && setEmail(owner),
      (e) => live && setProblem(authErrorMessage(e)),
    );
    return () => {
      live = false;
    };
  }, [code]);

  const onSubmit = async ({ password }: PasswordPair) => {
    try {
      await confirmReset(code, password);
      setDone(true);
    } catch (e) {
      const errorCode = authErrorCode(e);
      if (errorCode === 'auth/weak-password' || errorCode === 'auth/password-does-not-meet-requirements') {
        setError('password', { message: authErrorMessage(e) });
      } else {
        setProblem(authErrorMessage(e));
      }
    }
  };

  if (problem) {
    return (
      <>
        <Alert variant="danger" data-testid="action-error">
          {problem}
        </Alert>
        <AppLink className="btn btn-primary w-100" to={email ? `/auth/forgot?email=${encodeURIComponent(email)}` : '/auth/forgot'}>
          {T.askResetAgain}
        </AppLink>
      </>
    );
  }
  if (done) {
    return (
      <>
        <Alert variant="success" data-testid="action-done">
          {T.resetDone}
        </Alert>
        <AppLink className="btn btn-primary w-100" to="/auth/login">
          {T.toLogin}
        </AppLink>
      </>
    );
  }
  if (!email) return <Loading label={T.checking} />;
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <p>{T.resetFor(email)}</p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        id="reset-password"
        label={T.newPassword}
        type="password"
        autoComplete="new-password"
        autoFocus
        help={PASSWORD_RULES_TEXT}
        registration={register('password')}
        error={errors.password?.message}
      />
      <TextField
        id="reset-repeat"
        label={T.repeatPassword}
        type="password"
        autoComplete="new-password"
        registration={register('repeat')}
        error={errors.repeat?.message}
      />
      <Button type="submit" className="w-100" disabled={isSubmitting}>
        {isSubmitting ? T.saving : T.save}
      </Button>
    </Form>
  );
}
