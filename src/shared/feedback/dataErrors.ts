/**
 * The one mapper of a failed Firestore or Functions call to what the person can do about it. Both
 * SDKs put a code on the error (Firestore: "permission-denied"; Functions: "functions/permission-denied";
 * a CommandFailure: the command's own code, which this leaves to the area's mapper). Each area's
 * error type (InvoiceError, StockError, CommandFailure) starts from this kind, so that the same
 * failure means the same thing on every screen.
 */
export type DataErrorKind = 'offline' | 'busy' | 'denied' | 'notFound' | 'invalid' | 'unknown';

/** The SDK's code without the "functions/" or "firestore/" prefix, or null when the error has none. */
export function dataErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code.replace(/^(functions|firestore)\//, '') : null;
}

/**
 * What the failure means: offline (no connection), busy (contention, quota or a slow server: try
 * again), denied (the rules or the command refused this person: deactivated, role changed, or
 * data the rules do not accept), notFound, invalid, unknown.
 */
export function dataErrorKind(error: unknown): DataErrorKind {
  switch (dataErrorCode(error)) {
    case 'unavailable':
      return 'offline';
    case 'aborted':
    case 'resource-exhausted':
    case 'deadline-exceeded':
      return 'busy';
    case 'permission-denied':
    case 'unauthenticated':
      return 'denied';
    case 'not-found':
      return 'notFound';
    case 'invalid-argument':
      return 'invalid';
    default:
      return 'unknown';
  }
}

export const DATA_ERROR_TEXT: Record<DataErrorKind, string> = {
  offline: 'Sin conexión con el servidor. Comprueba tu red e inténtalo de nuevo.',
  busy: 'El servidor está ocupado o ha tardado demasiado en responder. No se ha cambiado nada; inténtalo de nuevo.',
  denied: 'No tienes permiso para hacer este cambio. Puede que tu usuario se haya desactivado o que tu función ya no lo permita.',
  notFound: 'El registro ya no existe.',
  invalid: 'Los datos no son válidos. Revisa el formulario.',
  unknown: 'No se ha podido completar la operación. Inténtalo de nuevo.',
};

/** The failure in Spanish, for screens with no more specific message. */
export function dataErrorMessage(error: unknown): string {
  return DATA_ERROR_TEXT[dataErrorKind(error)];
}

export function isPermissionDenied(error: unknown): boolean {
  return dataErrorKind(error) === 'denied';
}
