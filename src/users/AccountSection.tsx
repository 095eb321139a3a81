/**
 * What the Mi cuenta sections share: the card with its title, and for the forms that change a
 * sign-in detail (e-mail, password) the notice at the top and Auth's refusals said where they
 * belong: a wrong current password, or an address or password Auth does not take, at its field;
 * anything else in the notice.
 */
import { useState, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import { useForm, type FieldValues, type Path, type UseFormProps } from 'react-hook-form';
import { authErrorCode, authErrorMessage, WRONG_PASSWORD_CODES } from '../auth/authMessages';
import type { Notice } from '../shared/feedback/flash';
import { USER_TEXT } from './messages';

export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="mb-3">
      <Card.Body>
        <h2 className="h5">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}

/**
 * A form that asks for the current password (re-authentication) to change a sign-in detail.
 * `refusedAt` names the field of the Auth codes that concern another field than the password.
 */
export function useSignInChangeForm<V extends FieldValues & { currentPassword: string }, Out>(
  options: UseFormProps<V, unknown, Out>,
  refusedAt: { codes: readonly string[]; field: Path<V> },
) {
  const form = useForm<V, unknown, Out>(options);
  const [notice, setNotice] = useState<Notice | null>(null);

  /** The submit handler: `change` makes the change and says so, or returns null having marked a field. */
  const submit = (change: (values: Out) => Promise<string | null>) =>
    form.handleSubmit(async (values) => {
      setNotice(null);
      try {
        const done = await change(values);
        if (done === null) return;
        form.reset();
        setNotice({ variant: 'success', text: done });
      } catch (e) {
        const code = authErrorCode(e) ?? '';
        // Every form of this kind has the field (V's constraint); react-hook-form cannot name a field of a type parameter.
        if (WRONG_PASSWORD_CODES.includes(code))
          form.setError('currentPassword' as Path<V>, { message: USER_TEXT.account.wrongPassword }, { shouldFocus: true });
        else if (refusedAt.codes.includes(code)) form.setError(refusedAt.field, { message: authErrorMessage(e) }, { shouldFocus: true });
        else setNotice({ variant: 'danger', text: authErrorMessage(e) });
      }
    });

  return { form, notice, submit };
}
