/**
 * zod 4 compiles object schemas with `new Function` unless told not to, and its first parse probes
 * whether `eval` is allowed: under the site's Content-Security-Policy (`script-src 'self'`, no
 * `unsafe-eval`) that probe logs a CSP violation on every page that validates a form (decision 0110 §10). `jitless` makes zod interpret schemas instead. Imported first by main.tsx, before any
 * schema is parsed.
 */
import { z } from 'zod';

z.config({ jitless: true });
