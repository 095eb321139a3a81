/** #/auth/login: e-mail and password, Spanish messages, back to the page the user asked for. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useLocation } from 'react-router-dom';
import type { FromState } from '../app/guards';
import { preloadSignedInCode } from '../app/signedInCode';
import { validateEmail } from '../domain/contact';
import { chooseDeviceTrust } from '../firebase/deviceData';
import { isTrustedDevice } from '../firebase/deviceTrust';
import { OFFLINE_TEXT } from '../shared/offline/messages';
import { AppLink, useAppNavigate } from '../shared/AppLink';
import { useDocumentTitle } from '../shared/useDocumentTitle';
import { authErrorMessage } from './authMessages';
import { signIn } from './authService';
import { useSession } from './session';

/**
 * Two fields, checked here by hand: the login route carries no form or schema library (they
 * load with the first signed-in screen that has a form). As in the other forms, the fields are
 * checked on «Entrar», the first wrong one takes the focus, and from then on each is checked
 * again as it changes.
 */
const LOGIN_ERRORS = {
  emailEmpty: 'Introduce tu correo electrónico.',
  emailInvalid: 'El correo electrónico no es válido.',
  passwordEmpty: 'Introduce la contraseña.',
};

interface LoginErrors {
  email?: string;
  password?: string;
}

function emailError(value: string): string | undefined {
  if (value.trim() === '') return LOGIN_ERRORS.emailEmpty;
  return validateEmail(value).ok ? undefined : LOGIN_ERRORS.emailInvalid;
}

function passwordError(value: string): string | undefined {
  return value === '' ? LOGIN_ERRORS.passwordEmpty : undefined;
}

export default function LoginPage() {
  useDocumentTitle('Iniciar sesión');
  const { session } = useSession();
  const navigate = useAppNavigate();
  const from = (useLocation().state as FromState | null)?.from;
  const [error, setError] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [trusted, setTrusted] = useState(isTrustedDevice);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [checked, setChecked] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (session.status === 'signedIn') {
      navigate(from ? `${from.pathname}${from.search}` : '/dashboard');
    }
  }, [session.status]); // eslint-disable-line react-hooks/exhaustive-deps -- leave once, when the session turns signed in

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = { email: emailError(email), password: passwordError(password) };
    setErrors(found);
    if (found.email || found.password) {
      (found.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setSubmitting(true);
    setError(null);
    // Firestore, the session's reads, the shell and the page asked for load while Auth checks
    // the password: none of it is on the login route.
    preloadSignedInCode(from?.pathname ?? '/dashboard');
    try {
      // Stored before signing in: the session reloads the page when the choice needs the other
      // Firestore cache (see firebase/db.ts), and withdrawing trust forgets this device's data now.
      await chooseDeviceTrust(trusted);
      await signIn(email.trim(), password);
    } catch (e) {
      setError(authErrorMessage(e));
    } finally {
      setSubmitting(false);
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
      <Form noValidate onSubmit={onSubmit}>
        <Form.Group className="mb-3" controlId="login-email">
          <Form.Label>Correo electrónico</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            autoFocus
            ref={emailRef}
            name="email"
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (checked) setErrors((now) => ({ ...now, email: emailError(e.target.value) }));
            }}
            isInvalid={!!errors.email}
            aria-describedby={errors.email ? 'login-email-error' : undefined}
          />
          <Form.Control.Feedback type="invalid" id="login-email-error">
            {errors.email}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-password">
          <Form.Label>Contraseña</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            ref={passwordRef}
            name="password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              if (checked) setErrors((now) => ({ ...now, password: passwordError(e.target.value) }));
            }}
            isInvalid={!!errors.password}
            aria-describedby={errors.password ? 'login-password-error' : undefined}
          />
          <Form.Control.Feedback type="invalid" id="login-password-error">
            {errors.password}
          </Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="login-trusted">
          <Form.Check
            type="checkbox"
            label={OFFLINE_TEXT.trustedLabel}
            name="trusted"
            checked={trusted}
            onChange={(e) => setTrusted(e.target.checked)}
            aria-describedby="login-trusted-help"
          />
          <Form.Text id="login-trusted-help" className="d-block">
            {OFFLINE_TEXT.trustedHelp}
          </Form.Text>
        </Form.Group>
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
