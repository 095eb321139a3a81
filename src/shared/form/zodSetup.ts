/**
 * Zod compiles fast parsers with `new Function` when it may; under the Content-Security-Policy
 * (script-src 'self', no 'unsafe-eval', firebase.json) its probe for that is a CSP violation.
 * jitless skips the probe and the compilation. Imported by the two lazily loaded frames
 * (auth/AuthLayout, app/Shell), which are evaluated before any form parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
