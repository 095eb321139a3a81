/**
 * The one way the app imports zod's `z`: it is configured here before any schema exists.
 * Zod compiles fast parsers with `new Function` when it may; under the Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval', firebase.json) its probe for that is a CSP violation.
 * jitless skips the probe and the compilation. Importing zod through this module (instead of a
 * side-effect import in the shell) keeps zod out of the login route and the signed-in shell:
 * it loads with the first screen that has a form. Type-only imports may come from 'zod'.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
