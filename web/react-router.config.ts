import type { Config } from '@react-router/dev/config';

/**
 * React Router 8 framework mode with server rendering (issue 21; DESIGN §8): the `api` function
 * renders every page with the server build (web/src/server.ts, functions/src/routes/pages.ts);
 * Firebase Hosting serves only the files of `build/client`. Public routes read their data in
 * `loader`s; the staff routes render in the browser (their `clientLoader`s, `HydrateFallback`).
 */
export default {
  appDirectory: 'src/app',
  ssr: true,
  // A route action (the /contact form, ADR 0025) runs only for a post from the site itself: the
  // function checks the Origin against SITE_URL before any page's action (functions/src/
  // middleware/csrf.ts pageActionGuard). React Router's own check compares the Origin with the
  // request's host, which behind Hosting is the function's, not the site's: it defers to ours.
  allowedActionOrigins: ['**'],
} satisfies Config;
