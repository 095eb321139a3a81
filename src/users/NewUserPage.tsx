/**
 * "Nuevo usuario": creates the Auth account (secondary app instance, so the
 * admin stays signed in), then writes the profile in the admin's company.
 * If the account exists but the profile write fails, the uid is kept here and
 * "Reintentar guardar el perfil" writes the profile again without creating a
 * second account.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { authErrorCode, authErrorMessage } from '../auth/authMessages';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { flashState } from '../shared/feedback/flash';
import { FORM_WIDTH, TextField } from '../shared/form/fields';
import { useCompanyActor } from '../auth/session';
import { assignableRoles } from '../domain/roles';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { AccessFields } from './AccessFields';
import { createAccount, type VerificationOutcome } from './accountCreation';
import { USER_TEXT } from './messages';
import { userRepository } from './userRepository';
import { newUserSchemaFor, type NewUserValues } from './userSchema';

const T = USER_TEXT.create;
const F = USER_TEXT.fields;

/** What the user's page says on arriving from here: created, and how the verification e-mail went. */
function createdNotice(email: string, verification: VerificationOutcome): string {
  const extra = verification === 'sent' ? T.verificationSent : verification === 'failed' ? T.verificationFailed : '';
  return `${T.created(email)} ${extra}`;
}

interface Pending {
  uid: string;
  values: NewUserValues;
  verification: VerificationOutcome;
}

const EMAIL_CODES = ['auth/email-already-in-use', 'auth/invalid-email', 'auth/missing-email'];
const PASSWORD_CODES = ['auth/weak-password', 'auth/password-does-not-meet-requirements', 'auth/missing-password'];

export function NewUserPage() {
  const { corpId, role } = useCompanyActor();
  const navigate = useAppNavigate();
  const schema = useMemo(() => newUserSchemaFor(role), [role]);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, NewUserValues>({
    resolver: zodResolver(schema),
    defaultValues: { name: '', email: '', password: '', role: 'user', active: true },
  });
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [retrying, setRetrying] = useState(false);

  const saveProfile = async (p: Pending, isRetry: boolean) => {
    setFailure(null);
    try {
      // A write that seemed to fail (a timeout) may have landed: then there is nothing to redo.
      const existing = isRetry ? await userRepository.get(p.uid).catch(() => null) : null;
      if (!existing) {
        const { name, email, role: newRole, active } = p.values;
        await userRepository.create(p.uid, { name, email, role: newRole, active, corpId });
      }
      navigate(`/users/details?userId=${encodeURIComponent(p.uid)}`, { state: flashState(createdNotice(p.values.email, p.verification)) });
    } catch (e) {
      setPending(p);
      setFailure(T.profileFailed(p.values.email, dataErrorMessage(e)));
    }
  };

  const onSubmit = async (values: NewUserValues) => {
    setFailure(null);
    let account;
    try {
      account = await createAccount(values.email, values.password);
    } catch (e) {
      const code = authErrorCode(e) ?? '';
      if (EMAIL_CODES.includes(code)) setError('email', { message: authErrorMessage(e) }, { shouldFocus: true });
      else if (PASSWORD_CODES.includes(code)) setError('password', { message: authErrorMessage(e) }, { shouldFocus: true });
      else setFailure(authErrorMessage(e));
      return;
    }
    await saveProfile({ uid: account.uid, values, verification: account.verification }, false);
  };

  const retry = async () => {
    if (!pending) return;
    setRetrying(true);
    await saveProfile(pending, true);
    setRetrying(false);
  };

  const chosenRole = watch('role');
  return (
    <section aria-labelledby="new-user-title">
      <h1 id="new-user-title" className="h3">
        {T.title}
      </h1>
      <p className="text-body-secondary">{T.intro}</p>
      {failure && (
        <Alert variant="danger" data-testid="new-user-error">
          <p className="mb-2">{failure}</p>
          {pending && (
            <Button variant="danger" onClick={retry} disabled={retrying}>
              {retrying ? T.retrying : T.retry}
            </Button>
          )}
        </Alert>
      )}
      {pending && <Alert variant="info">{T.accountExists}</Alert>}
      <Form noValidate onSubmit={handleSubmit(onSubmit)} style={{ maxWidth: FORM_WIDTH }}>
        <fieldset disabled={pending !== null}>
          <TextField id="new-user-name" label={F.name} autoComplete="off" registration={register('name')} error={errors.name?.message} />
          <TextField
            id="new-user-email"
            label={F.email}
            type="email"
            autoComplete="off"
            registration={register('email')}
            error={errors.email?.message}
          />
          <TextField
            id="new-user-password"
            label={F.password}
            type="password"
            autoComplete="new-password"
            help={T.passwordHelp}
            registration={register('password')}
            error={errors.password?.message}
          />
          <AccessFields
            idPrefix="new-user"
            roles={assignableRoles(role)}
            chosenRole={chosenRole}
            role={register('role')}
            active={register('active')}
            roleError={errors.role?.message}
          />
          <div className="d-flex flex-wrap gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? T.submitting : T.submit}
            </Button>
            <AppLink className="btn btn-outline-secondary" to="/users">
              {USER_TEXT.edit.back}
            </AppLink>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}
