/**
 * #/auth/forgot: sends the reset e-mail (in Spanish: auth.languageCode = 'es').
 * The confirmation is the same whether or not the address has an account.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { z } from '../shared/form/zod';
import { AppLink } from '../shared/AppLink';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { authErrorMessage } from './authMessages';
import { sendPasswordReset } from './authService';
import { AUTH_TEXT } from './authText';
import { TextField } from '../shared/form/fields';

const T = AUTH_TEXT.forgot;
const forgotSchema = z.object({
  email: z.string().trim().min(1, 'Introduce tu correo electrónico.').email('El correo electrónico no es válido.'),
});
type ForgotValues = z.infer<typeof forgotSchema>;

export default function ForgotPasswordPage() {
  useDocumentTitle(T.title);
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotValues>({ resolver: zodResolver(forgotSchema), defaultValues: { email: params.get('email') ?? '' } });

  const onSubmit = async ({ email }: ForgotValues) => {
    setError(null);
    try {
      await sendPasswordReset(email);
      setSentTo(email);
    } catch (e) {
      setError(authErrorMessage(e));
    }
  };

  return (
    <>
      <h1 className="h5 mb-3 text-center">{T.title}</h1>
      {sentTo ? (
        <Alert variant="success" data-testid="forgot-sent">
          {T.sent(sentTo)}
        </Alert>
      ) : (
        <>
          <p className="text-body-secondary">{T.intro}</p>
          {error && (
            <Alert variant="danger" data-testid="forgot-error">
              {error}
            </Alert>
          )}
          <Form noValidate onSubmit={handleSubmit(onSubmit)}>
            <TextField
              id="forgot-email"
              label={T.email}
              type="email"
              autoComplete="username"
              autoFocus
              registration={register('email')}
              error={errors.email?.message}
            />
            <Button type="submit" className="w-100" disabled={isSubmitting}>
              {isSubmitting ? T.submitting : T.submit}
            </Button>
          </Form>
        </>
      )}
      <p className="text-center mt-3 mb-0">
        <AppLink to="/auth/login">{T.back}</AppLink>
      </p>
    </>
  );
}
