import type { Config } from '@react-router/dev/config';

/**
 * React Router 8 framework mode with server rendering (DESIGN §8): the `api` function
 * renders every page (web/src/server.ts); Hosting serves only `build/client`. Staff routes
 * render in the browser (their `clientLoader`s, `HydrateFallback`).
 */
export default {
  appDirectory: 'src/app',
  ssr: true,
  // Behind Hosting the request's host is the function's, so React Router's Origin check defers to
  // the function's, against SITE_URL, before any action (ADR 0025; functions/src/middleware/csrf.ts).
  allowedActionOrigins: ['**'],
} satisfies Config;
