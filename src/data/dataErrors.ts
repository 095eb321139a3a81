/**
 * What a failed Firestore or Functions call means, as a kind: both SDKs put a code on the error
 * (Firestore: "permission-denied"; Functions: "functions/permission-denied"). The one mapper, so
 * that the same failure means the same thing on every screen; the Spanish texts for each kind are
 * in src/shared/feedback/dataErrors.ts.
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
