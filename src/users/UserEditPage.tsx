/**
 * An admin's view of another user of their company: name, role (never above
 * the admin's own) and active. A superadmin can also move the user to
 * another company. Users with a role above the viewer's are read-only.
 * Role and active are saved by the setUserAccess command (it keeps an active
 * admin in every company), the name by the repository; one's own role and
 * active are shown, not edited.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import { useFlash, type Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { FORM_WIDTH, TextField } from '../shared/form/fields';
import { useCompanyActor, useSignedInSession } from '../auth/session';
import { assignableRoles, roleAtLeast } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { Loading } from '../shared/Loading';
import { CommandFailure } from '../data/commands';
import { AccessFields } from './AccessFields';
import { CompanyMove } from './CompanyMove';
import { UserDeletion } from './UserDeletion';
import { accessRefusalMessage, ROLE_LABELS, USER_TEXT } from './messages';
import { userRepository, type UserProfile } from './userRepository';
import { userFieldsSchemaFor, type UserFields } from './userSchema';

const T = USER_TEXT.edit;
const F = USER_TEXT.fields;

/** One's own role and state, as text: only another admin may change them. */
function SelfAccess({ user }: { user: UserProfile }) {
  return (
    <dl className="mb-3" data-testid="user-self-access">
      <dt>{F.role}</dt>
      <dd>{ROLE_LABELS[user.role]}</dd>
      <dt>{USER_TEXT.list.stateColumn}</dt>
      <dd>{user.active ? USER_TEXT.list.state.active : USER_TEXT.list.state.inactive}</dd>
      <dd className="small text-body-secondary">{T.selfAccessNote}</dd>
    </dl>
  );
}

function UserForm({ user, onSaved }: { user: UserProfile; onSaved: (u: UserProfile) => void }) {
  const { corpId, uid, role: actor } = useCompanyActor();
  const readOnly = !roleAtLeast(actor, user.role);
  const isSelf = user.id === uid;
  const schema = useMemo(() => userFieldsSchemaFor(actor), [actor]);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof schema>, unknown, UserFields>({
    resolver: zodResolver(schema),
    defaultValues: { name: user.name, role: user.role, active: user.active },
  });
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = async (values: UserFields) => {
    setNotice(null);
    let saved = user;
    try {
      if (!isSelf && (values.role !== user.role || values.active !== user.active)) {
        await userRepository.setAccess(corpId, user.id, { role: values.role, active: values.active });
        saved = { ...saved, role: values.role, active: values.active };
      }
      if (values.name !== user.name) {
        await userRepository.update(user, { name: values.name });
        saved = { ...saved, name: values.name };
      }
      setNotice({ variant: 'success', text: T.saved });
    } catch (e) {
      setNotice({ variant: 'danger', text: e instanceof CommandFailure ? accessRefusalMessage(e.code) : dataErrorMessage(e) });
    } finally {
      if (saved !== user) onSaved(saved);
    }
  };

  const roles = readOnly ? [user.role] : assignableRoles(actor);
  const chosenRole = watch('role');
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} style={{ maxWidth: FORM_WIDTH }}>
      {readOnly && <Alert variant="info">{T.readOnly}</Alert>}
      <NoticeAlert notice={notice} testId="user-save-notice" role="alert" />
      <fieldset disabled={readOnly}>
        <TextField id="user-name" label={F.name} autoComplete="off" registration={register('name')} error={errors.name?.message} />
        <Form.Group className="mb-3" controlId="user-email">
          <Form.Label>{F.email}</Form.Label>
          <Form.Control type="email" value={user.email} readOnly plaintext aria-describedby="user-email-help" />
          <Form.Text id="user-email-help">{T.emailNote}</Form.Text>
        </Form.Group>
        {isSelf ? (
          <SelfAccess user={user} />
        ) : (
          <AccessFields
            idPrefix="user"
            roles={roles}
            chosenRole={chosenRole}
            role={register('role')}
            active={register('active')}
            roleError={errors.role?.message}
          />
        )}
        {!readOnly && (
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? T.submitting : T.submit}
          </Button>
        )}
      </fieldset>
    </Form>
  );
}

/** Removing another person, for those who may manage them (the command checks it again). */
function DeletionSlot({ user, onDeleted }: { user: UserProfile; onDeleted: (u: UserProfile) => void }) {
  const { corpId, uid, role: actor } = useCompanyActor();
  if (user.id === uid || !roleAtLeast(actor, user.role)) return null;
  return (
    <div className="mt-4" style={{ maxWidth: FORM_WIDTH }}>
      <UserDeletion corpId={corpId} user={user} onDeleted={onDeleted} />
    </div>
  );
}

export function UserEditPage({ userId }: { userId: string }) {
  const { profile } = useSignedInSession();
  const created = useFlash();
  const [user, setUser] = useState<UserProfile | null | undefined>(undefined);
  // A deletion deactivates the profile: the form starts again from what is stored now.
  const [deletions, setDeletions] = useState(0);
  const onDeleted = (u: UserProfile) => {
    setUser(u);
    setDeletions((n) => n + 1);
  };

  useEffect(() => {
    let live = true;
    userRepository.get(userId).then(
      (u) => live && setUser(u),
      () => live && setUser(null),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  if (user === undefined) return <Loading />;
  return (
    <section aria-labelledby="user-title">
      <h1 id="user-title" className="h3">
        {user ? user.name || user.email : T.title}
      </h1>
      {user === null ? (
        <Alert variant="warning">{USER_TEXT.errors.notFound}</Alert>
      ) : (
        <>
          <NoticeAlert notice={created} testId="user-created" role="alert" />
          <UserForm key={deletions} user={user} onSaved={setUser} />
          <DeletionSlot user={user} onDeleted={onDeleted} />
          {profile?.role === 'superadmin' && profile.active && (
            <div className="mt-4" style={{ maxWidth: FORM_WIDTH }}>
              <CompanyMove user={user} onMoved={setUser} />
            </div>
          )}
        </>
      )}
      <p className="mt-4">
        <AppLink to="/users">{T.back}</AppLink>
      </p>
    </section>
  );
}
