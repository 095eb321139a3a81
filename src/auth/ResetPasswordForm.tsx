/** The reset step of #/auth/action: check the code, then the new password typed twice. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Loading } from '../shared/Loading';
import { ActionOutcome } from './ActionOutcome';
import { authErrorCode, authErrorMessage } from './authMessages';
import { confirmReset, emailOfResetCode } from './authService';
import { AUTH_TEXT } from './authText';
import { TextField } from '../shared/form/fields';
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
      <ActionOutcome
        variant="danger"
        next={{ to: email ? `/auth/forgot?email=${encodeURIComponent(email)}` : '/auth/forgot', text: T.askResetAgain }}
      >
        {problem}
      </ActionOutcome>
    );
  }
  if (done) {
    return (
      <ActionOutcome variant="success" next={{ to: '/auth/login', text: T.toLogin }}>
        {T.resetDone}
      </ActionOutcome>
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
