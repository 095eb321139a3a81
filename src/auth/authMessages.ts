/**
 * Firebase Auth error codes → Spanish messages, in one place for every auth
 * form (login, password reset, account changes, user creation). Wrong e-mail
 * and wrong password share one message so that the form never reveals whether
 * an account exists.
 */
const WRONG_CREDENTIALS = 'Correo o contraseña incorrectos.';

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': WRONG_CREDENTIALS,
  'auth/invalid-login-credentials': WRONG_CREDENTIALS,
  'auth/user-not-found': WRONG_CREDENTIALS,
  'auth/wrong-password': WRONG_CREDENTIALS,
  'auth/invalid-email': 'El correo electrónico no es válido.',
  'auth/missing-email': 'Introduce el correo electrónico.',
  'auth/missing-password': 'Introduce la contraseña.',
  'auth/user-disabled': 'Tu cuenta está desactivada. Contacta con el administrador de tu empresa.',
  'auth/too-many-requests': 'Demasiados intentos fallidos. Espera unos minutos o restablece la contraseña.',
  'auth/network-request-failed': 'Sin conexión con el servidor. Comprueba tu red e inténtalo de nuevo.',
  'auth/timeout': 'El servidor ha tardado demasiado en responder. Inténtalo de nuevo.',
  'auth/internal-error': 'Se ha producido un error inesperado. Inténtalo de nuevo.',
  'auth/requires-recent-login': 'Por seguridad, vuelve a introducir tu contraseña actual.',
  'auth/expired-action-code': 'El enlace ha caducado. Solicita uno nuevo.',
  'auth/invalid-action-code': 'El enlace no es válido o ya se ha usado. Solicita uno nuevo.',
  'auth/weak-password': 'La contraseña es demasiado débil: usa al menos 8 caracteres con letras y números.',
  'auth/password-does-not-meet-requirements': 'La contraseña no cumple los requisitos: usa al menos 8 caracteres con letras y números.',
  'auth/email-already-in-use': 'Ya existe una cuenta con ese correo electrónico.',
  'auth/credential-already-in-use': 'Ya existe una cuenta con ese correo electrónico.',
  'auth/operation-not-allowed': 'Operación no permitida. Contacta con el soporte de Almacena.',
  'auth/admin-restricted-operation': 'Operación no permitida. Contacta con el soporte de Almacena.',
  'auth/user-token-expired': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'auth/invalid-user-token': 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  'auth/user-mismatch': 'La contraseña no corresponde a la cuenta con la que has iniciado sesión.',
  'auth/web-storage-unsupported': 'El navegador bloquea el almacenamiento local. Actívalo para poder iniciar sesión.',
  'auth/unauthorized-continue-uri': 'La dirección de retorno no está autorizada en Firebase.',
  'auth/invalid-api-key': 'La configuración de Firebase no es válida. Contacta con el administrador.',
  'auth/api-key-not-valid.-please-pass-a-valid-api-key.': 'La configuración de Firebase no es válida. Contacta con el administrador.',
  'auth/app-not-authorized': 'Esta aplicación no está autorizada en Firebase. Contacta con el administrador.',
  'auth/quota-exceeded': 'Se ha superado el límite de envíos. Inténtalo más tarde.',
};

/** The codes of a wrong password (with or without e-mail enumeration protection), e.g. on re-authentication. */
export const WRONG_PASSWORD_CODES = ['auth/invalid-credential', 'auth/invalid-login-credentials', 'auth/wrong-password'] as readonly string[];

export const GENERIC_AUTH_ERROR = 'No se ha podido completar la operación. Inténtalo de nuevo.';

export function authErrorCode(error: unknown): string | null {
  return typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string'
    ? (error as { code: string }).code
    : null;
}

export function authErrorMessage(error: unknown): string {
  const code = authErrorCode(error);
  return (code && MESSAGES[code]) || GENERIC_AUTH_ERROR;
}

/** Every code the sign-in form can receive from signInWithEmailAndPassword. */
export const SIGN_IN_ERROR_CODES = [
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/user-not-found',
  'auth/wrong-password',
  'auth/invalid-email',
  'auth/missing-email',
  'auth/missing-password',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/network-request-failed',
  'auth/timeout',
  'auth/internal-error',
  'auth/operation-not-allowed',
  'auth/admin-restricted-operation',
  'auth/web-storage-unsupported',
  'auth/invalid-api-key',
  'auth/app-not-authorized',
] as const;
