/** #/auth/login: e-mail and password, Spanish messages, back to the page the user asked for. */
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import type { FromState } from '../app/guards';
import { validateEmail } from '../domain/contact';
import { chooseDeviceTrust } from '../firebase/deviceData';
import { isTrustedDevice } from '../firebase/deviceTrust';
import { CheckField } from '../shared/form/fields';
import { OFFLINE_TEXT } from '../shared/offline/messages';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { authErrorMessage } from './authMessages';
import { signIn } from './authService';
import { useSession } from './session';

/**
 * Two fields, checked with react-hook-form's own rules: the login route carries no schema
 * library (zod loads with the first signed-in screen that has a form).
 */
const LOGIN_ERRORS = {
  emailEmpty: 'Introduce tu correo electrónico.',
  emailInvalid: 'El correo electrónico no es válido.',
  passwordEmpty: 'Introduce la contraseña.',
};

interface LoginValues {
  email: string;
  password: string;
  trusted: boolean;
}

function emailRule(value: string): true | string {
  if (value.trim() === '') return LOGIN_ERRORS.emailEmpty;
  return validateEmail(value).ok ? true : LOGIN_ERRORS.emailInvalid;
}

export default function LoginPage() {
  useDocumentTitle('Iniciar sesión');
  const { session } = useSession();
  const navigate = useAppNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '', trusted: isTrustedDevice() } });

  useEffect(() => {
    if (session.status === 'signedIn') {
      navigate(from ? `${from.pathname}${from.search}` : '/dashboard');
    }
  }, [session.status]); // eslint-disable-line react-hooks/exhaustive-deps

  const onSubmit = async (values: LoginValues) => {
    setError(null);
    try {
      // Stored before signing in: the session reloads the page when the choice needs the other
      // Firestore cache (see firebase/app.ts), and withdrawing trust forgets this device's data now.
      await chooseDeviceTrust(values.trusted);
      await signIn(values.email.trim(), values.password);
    } catch (e) {
      setError(authErrorMessage(e));
    }
  };

  return (
    <>
      <h1 className="h5 mb-3 text-center">Iniciar sesión</h1>
      {error && (
        <Alert variant="danger" role="alert" data-testid="login-error">
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={handleSubmit(onSubmit)}>
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Correo electrónico</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            autoFocus
            isInvalid={!!errors.email}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
            {...register('email', { validate: emailRule })}
          />
          <Form.Control.Feedback type="invalid" id="login-email-error">
            {errors.email?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Contraseña</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            isInvalid={!!errors.password}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
            {...register('password', { required: LOGIN_ERRORS.passwordEmpty })}
          />
          <Form.Control.Feedback type="invalid" id="login-password-error">
            {errors.password?.message}
          </Form.Control.Feedback>
        </Form.Group>
        <CheckField id="login-trusted" label={OFFLINE_TEXT.trustedLabel} help={OFFLINE_TEXT.trustedHelp} registration={register('trusted')} />
        <Button type="submit" className="w-100" disabled={isSubmitting}>
          {isSubmitting ? 'Entrando…' : 'Entrar'}
        </Button>
      </Form>
      <p className="text-center mt-3 mb-0">
        <AppLink to="/auth/forgot">¿Olvidaste tu contraseña?</AppLink>
      </p>
    </>
  );
}
