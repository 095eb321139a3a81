/**
 * App Check (issue 33, docs/DECISIONS.md «Abuse protection»): the web app proves to Firebase that
 * a call comes from the deployed app on a real browser (reCAPTCHA Enterprise), and the commands
 * can refuse calls without that proof. Two settings that must agree:
 *
 * - the build's VITE_APPCHECK_SITE_KEY (the reCAPTCHA Enterprise site key): the app starts App
 *   Check with it, except against the emulators (a demo project cannot exchange tokens, and the
 *   debug provider's exchange needs Google's servers too);
 * - the functions' APP_CHECK: `enforce` makes every callable refuse a call without a valid token;
 *   unset or `off`, the callables accept calls without one (the emulators, a first deployment).
 *
 * Pure: what the two sides' settings mean, and what `npm run deploy:check` says about them.
 */

/** The functions' variable, and the build's. */
export const APP_CHECK_ENV = 'APP_CHECK';
export const APP_CHECK_SITE_KEY_ENV = 'VITE_APPCHECK_SITE_KEY';

export type AppCheckMode = 'enforce' | 'off';

/** The functions' APP_CHECK as a mode: unset or empty is off; anything but the two words is null (unknown). */
export function appCheckMode(value: string | undefined): AppCheckMode | null {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '' || v === 'off') return 'off';
  if (v === 'enforce') return 'enforce';
  return null;
}

/** The site key the app starts App Check with, or null: none configured, or the build talks to the emulators. */
export function appCheckSiteKey(siteKey: string | undefined, useEmulators: boolean): string | null {
  const key = (siteKey ?? '').trim();
  return key !== '' && !useEmulators ? key : null;
}

export type AppCheckProblem = 'appCheckModeUnknown' | 'enforcedWithoutSiteKey' | 'siteKeyNotEnforced' | 'productionWithoutAppCheck';

/**
 * What is wrong with a deployment's App Check settings: `refuse` stops the deploy, `warn` is said
 * and the deploy goes on. Enforcing without a site key would refuse every command of the app
 * (refused); a site key without enforcement is the documented first step (tokens are sent and
 * counted in the console before enforcing) and so only a warning, as is a production deployment
 * with App Check off altogether.
 */
export function appCheckProblems(settings: { mode: string | undefined; siteKey: string | undefined; production: boolean }): {
  refuse: AppCheckProblem[];
  warn: AppCheckProblem[];
} {
  const mode = appCheckMode(settings.mode);
  if (mode === null) return { refuse: ['appCheckModeUnknown'], warn: [] };
  const key = (settings.siteKey ?? '').trim() !== '';
  if (mode === 'enforce' && !key) return { refuse: ['enforcedWithoutSiteKey'], warn: [] };
  if (mode === 'off' && key) return { refuse: [], warn: ['siteKeyNotEnforced'] };
  if (mode === 'off' && settings.production) return { refuse: [], warn: ['productionWithoutAppCheck'] };
  return { refuse: [], warn: [] };
}

export const APP_CHECK_PROBLEM_MESSAGES: Record<AppCheckProblem, string> = {
  appCheckModeUnknown: 'APP_CHECK de las funciones solo puede ser «enforce» u «off» (o no estar).',
  enforcedWithoutSiteKey:
    'Las funciones exigen App Check (APP_CHECK=enforce) pero la aplicación no tiene VITE_APPCHECK_SITE_KEY: todas sus operaciones serían rechazadas.',
  siteKeyNotEnforced:
    'La aplicación envía tokens de App Check (VITE_APPCHECK_SITE_KEY) pero las funciones no los exigen (APP_CHECK): cuando las métricas de App Check de la consola muestren que las peticiones legítimas llevan token, pon APP_CHECK=enforce.',
  productionWithoutAppCheck:
    'Producción sin App Check: ni VITE_APPCHECK_SITE_KEY en la aplicación ni APP_CHECK=enforce en las funciones (README, «Production set-up»).',
};
