/**
 * Turns off zod 4's JIT, as `z.config({ jitless: true })` does, without loading zod. To decide
 * whether it may compile object parsers, zod probes `new Function("")` when a `z.object` is
 * created; under our CSP (`script-src 'self'`, no 'unsafe-eval') the probe throws (zod catches
 * it), but the browser still reports a `securitypolicyviolation` ("script-src eval") and logs
 * it. Jitless parsing is plenty fast for API payloads.
 *
 * zod keeps its config in `globalThis.__zod_globalConfig` (zod/v4/core/core.js: "globalConfig",
 * shared by every copy of zod on the page) and creates it only when missing, so setting the
 * flag there works before or after zod loads. The root route imports this module, so it runs
 * (in the shell chunk) before any route's chunk creates a schema, and the shell does not carry
 * zod: importing `config` from 'zod' kept all of zod (~40 KB gzip) in every page's first load.
 * zod-jitless.test.ts checks that zod reads the flag.
 */
const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });

/** (A module: imported for its side effect only.) */
export {};
