/**
 * The parameters of a Firebase e-mail action link (mode, oobCode). Firebase
 * appends them to the action URL as a query string; under HashRouter that
 * query may land before the hash (window.location.search: "/?mode=…#/auth/action")
 * or inside it ("#/auth/action?mode=…"), depending on how the URL was set up.
 * Both are read; the hash wins when both carry a code.
 */
export const ACTION_MODES = ['resetPassword', 'verifyEmail', 'verifyAndChangeEmail', 'recoverEmail'] as const;
export type ActionMode = (typeof ACTION_MODES)[number];

export interface ActionParams {
  mode: ActionMode | null;
  oobCode: string | null;
}

function read(search: string): { mode: string | null; oobCode: string | null } {
  const params = new URLSearchParams(search);
  return { mode: params.get('mode'), oobCode: params.get('oobCode') };
}

export function actionParams(locationSearch: string, hashSearch: string): ActionParams {
  const fromHash = read(hashSearch);
  const chosen = fromHash.oobCode ? fromHash : read(locationSearch);
  const mode = (ACTION_MODES as readonly string[]).includes(chosen.mode ?? '') ? (chosen.mode as ActionMode) : null;
  return { mode, oobCode: chosen.oobCode || null };
}

/** The page URL without the action query (so the one-time code does not linger in the address bar or history). */
export function withoutActionQuery(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search);
  for (const key of ['mode', 'oobCode', 'apiKey', 'lang', 'continueUrl', 'tenantId']) params.delete(key);
  const rest = params.toString();
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`;
}
