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
} satisfies Config;
