/** Mi cuenta › Contraseña: the current one (re-authentication), then the new one typed twice. */
import { zodResolver } from '@hookform/resolvers/zod';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { changePassword } from '../auth/authService';
import { PASSWORD_RULES_TEXT } from '../auth/passwordRules';
import { useSignedInSession } from '../auth/session';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { TextField } from '../shared/form/fields';
import { AccountSection, useSignInChangeForm } from './AccountSection';
import { USER_TEXT } from './messages';
import { passwordChangeSchema, type PasswordChangeValues } from './userSchema';

const T = USER_TEXT.account;

export function PasswordSection() {
  const { authUser } = useSignedInSession();
  const { form, notice, submit } = useSignInChangeForm<PasswordChangeValues, PasswordChangeValues>(
    { resolver: zodResolver(passwordChangeSchema), defaultValues: { currentPassword: '', password: '', repeat: '' } },
    { codes: ['auth/weak-password'], field: 'password' },
  );
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const onSubmit = submit(async ({ currentPassword, password }) => {
    await changePassword(currentPassword, password);
    return T.passwordChanged;
  });

  return (
    <AccountSection title={T.password}>
      <NoticeAlert notice={notice} testId="account-password-notice" role="alert" />
      <Form noValidate onSubmit={onSubmit}>
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
    </AccountSection>
  );
}
