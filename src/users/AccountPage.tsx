/**
 * Mi cuenta (#/users/details?userId=<own uid>), for every role: one's name,
 * e-mail (verification, change), password, and for a superadmin the company
 * they work in. Admins also reach their company's data from here.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { dataErrorMessage } from '../shared/feedback/dataErrors';
import type { Notice } from '../shared/feedback/flash';
import { NoticeAlert } from '../shared/feedback/NoticeAlert';
import { FORM_WIDTH, TextField } from '../shared/form/fields';
import { useSignedInSession } from '../auth/session';
import { roleAtLeast } from '../domain/roles';
import { AppLink } from '../shared/AppLink';
import { CompanyMove } from './CompanyMove';
import { DeviceTrustSection } from './DeviceTrustSection';
import { EmailSection } from './EmailSection';
import { ROLE_LABELS, USER_TEXT } from './messages';
import { PasswordSection } from './PasswordSection';
import { userRepository, type UserProfile } from './userRepository';
import { accountNameSchema } from './userSchema';

const T = USER_TEXT.account;

function NameForm({ profile }: { profile: UserProfile }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ name: string }>({ resolver: zodResolver(accountNameSchema), defaultValues: { name: profile.name } });
  const [notice, setNotice] = useState<Notice | null>(null);

  const onSubmit = async ({ name }: { name: string }) => {
    setNotice(null);
    try {
      await userRepository.update(profile, { name });
      setNotice({ variant: 'success', text: T.nameSaved });
    } catch (e) {
      setNotice({ variant: 'danger', text: dataErrorMessage(e) });
    }
  };

  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)}>
      <NoticeAlert notice={notice} testId="account-name-notice" role="alert" />
      <TextField id="account-name" label={USER_TEXT.fields.name} autoComplete="name" registration={register('name')} error={errors.name?.message} />
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? T.saving : T.saveName}
      </Button>
    </Form>
  );
}

export default function AccountPage() {
  const { profile, corp, company, role } = useSignedInSession();
  return (
    <section aria-labelledby="account-title" style={{ maxWidth: FORM_WIDTH }}>
      <h1 id="account-title" className="h3">
        {T.title}
      </h1>
      <Card className="mb-3">
        <Card.Body>
          <h2 className="h5">{T.profile}</h2>
          {profile ? (
            <>
              <dl className="row mb-2">
                <dt className="col-sm-4">{T.role}</dt>
                <dd className="col-sm-8" data-testid="account-role">
                  {ROLE_LABELS[profile.role]}
                  {!profile.active && ` (${USER_TEXT.list.state.inactive.toLowerCase()})`}
                </dd>
                <dt className="col-sm-4">{T.company}</dt>
                <dd className="col-sm-8">{company?.name ?? '—'}</dd>
              </dl>
              <NameForm profile={profile} />
            </>
          ) : (
            <Alert variant="warning" className="mb-0">
              {T.noProfile}
            </Alert>
          )}
        </Card.Body>
      </Card>
      <EmailSection />
      <PasswordSection />
      <DeviceTrustSection />
      {profile?.role === 'superadmin' && profile.active && (
        <Card className="mb-3">
          <Card.Body>
            <CompanyMove user={profile} />
          </Card.Body>
        </Card>
      )}
      {roleAtLeast(role, 'admin') && corp && (
        <p>
          <AppLink to={`/corps/details?corpId=${encodeURIComponent(corp.id)}`}>{USER_TEXT.company.editOwn}</AppLink>
        </p>
      )}
    </section>
  );
}
