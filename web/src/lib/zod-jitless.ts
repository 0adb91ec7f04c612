/**
 * Turns off zod 4's JIT (`z.config({ jitless: true })`). To decide whether it may compile
 * parsers, zod probes `new Function("")`; under our CSP (`script-src 'self'`, no
 * 'unsafe-eval') the probe throws (zod catches it), but the browser still reports a
 * `securitypolicyviolation` ("script-src eval") and logs it. Jitless parsing is plenty fast
 * for API payloads. Import this module for its side effect before the first parse.
 * Source: zod v4 core `globalConfig.jitless` / `util.allowsEval` (zod/v4/core/schemas.js).
 */
import { config } from 'zod';

config({ jitless: true });
