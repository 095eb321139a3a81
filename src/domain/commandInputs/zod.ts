/**
 * The one way src/domain imports zod's `z`: configured here before any schema exists, as
 * src/shared/form/zod.ts does for the screens. Zod decides whether to compile an object's parser
 * with `new Function` when the schema is built, probing for it; under the app's
 * Content-Security-Policy (no 'unsafe-eval', firebase.json) that probe is a CSP violation, and a
 * screen may load a domain schema before any form. jitless skips the probe and the compilation
 * (in the functions too: the inputs are small).
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
