/**
 * What the person can do about a failed Firestore or Functions call, in Spanish. The kind comes
 * from the one mapper, src/data/dataErrors.ts (re-exported here for the screens); a CommandFailure
 * (src/data/commands.ts) carries the command's own code, which each area's messages say.
 */
import { dataErrorKind, type DataErrorKind } from '../../data/dataErrors';

export { dataErrorCode, dataErrorKind, type DataErrorKind } from '../../data/dataErrors';

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
