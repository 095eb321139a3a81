/**
 * Firestore errors → Spanish, for the account-side forms. A refused write
 * (permission-denied) usually means the rules no longer let this person do
 * it: their user was deactivated or their role changed while the screen was open.
 */
const MESSAGES: Record<string, string> = {
  'permission-denied': 'No tienes permiso para hacer este cambio. Puede que tu usuario se haya desactivado o que tu función ya no lo permita.',
  unavailable: 'Sin conexión con el servidor. Comprueba tu red e inténtalo de nuevo.',
  'deadline-exceeded': 'El servidor ha tardado demasiado en responder. Inténtalo de nuevo.',
  'not-found': 'El registro ya no existe.',
  'invalid-argument': 'Los datos no son válidos. Revisa el formulario.',
  'resource-exhausted': 'Se ha superado el límite de operaciones. Inténtalo más tarde.',
};

export const GENERIC_DATA_ERROR = 'No se ha podido completar la operación. Inténtalo de nuevo.';

function dataErrorCode(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : null;
  return typeof code === 'string' ? code : null;
}

export function dataErrorMessage(error: unknown): string {
  const code = dataErrorCode(error);
  return (code && MESSAGES[code]) || GENERIC_DATA_ERROR;
}
