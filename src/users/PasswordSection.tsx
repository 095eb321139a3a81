/** Mi cuenta › Contraseña: the current one (re-authentication), then the new one typed twice. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { authErrorCode, authErrorMessage, WRONG_PASSWORD_CODES } from '../auth/authMessages';
import { changePassword } from '../auth/authService';
import { TextField } from '../auth/fields';
import { PASSWORD_RULES_TEXT } from '../auth/passwordRules';
import { useSignedInSession } from '../auth/session';
import { USER_TEXT } from './messages';
import { passwordChangeSchema, type PasswordChangeValues } from './userSchema';

const T = USER_TEXT.account;

export function PasswordSection() {
  const { authUser } = useSignedInSession();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeValues>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: '', password: '', repeat: '' },
  });
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const onSubmit = async ({ currentPassword, password }: PasswordChangeValues) => {
    setNotice(null);
    try {
      await changePassword(currentPassword, password);
      reset();
      setNotice({ ok: true, text: T.passwordChanged });
    } catch (e) {
      const code = authErrorCode(e) ?? '';
      if (WRONG_PASSWORD_CODES.includes(code)) setError('currentPassword', { message: T.wrongPassword }, { shouldFocus: true });
      else if (code === 'auth/weak-password') setError('password', { message: authErrorMessage(e) }, { shouldFocus: true });
      else setNotice({ ok: false, text: authErrorMessage(e) });
    }
  };

  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{T.password}</h2>
        {notice && (
          <Alert variant={notice.ok ? 'success' : 'danger'} data-testid="account-password-notice">
            {notice.text}
          </Alert>
        )}
        <Form noValidate onSubmit={handleSubmit(onSubmit)}>
          {/* Lets password managers file the new password under this account. */}
          <input type="email" name="username" autoComplete="username" value={authUser.email ?? ''} readOnly hidden />
          <TextField
            id="account-current-password"
            label={T.currentPassword}
            type="password"
            autoComplete="current-password"
            registration={register('currentPassword')}
            error={errors.currentPassword?.message}
          />
          <TextField
            id="account-new-password"
            label={T.newPassword}
            type="password"
            autoComplete="new-password"
            help={PASSWORD_RULES_TEXT}
            registration={register('password')}
            error={errors.password?.message}
          />
          <TextField
            id="account-repeat-password"
            label={T.repeatPassword}
            type="password"
            autoComplete="new-password"
            registration={register('repeat')}
            error={errors.repeat?.message}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? T.saving : T.changePassword}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
