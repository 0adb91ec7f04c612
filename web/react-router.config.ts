import type { Config } from '@react-router/dev/config';
import { prerenderedPagePaths } from '@site/contract/site-pages';

/**
 * React Router 7 framework mode, SPA on Firebase Hosting (DESIGN §8): `ssr: false` + `prerender`.
 * The staff pages (admin, upload, sign-in) are the SPA fallback, which React Router writes as
 * `build/client/__spa-fallback.html` because '/' is prerendered (reactrouter.com/how-to/pre-rendering
 * "Pre-rendering with ssr:false"); the function serves it with the live site data.
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  // Every public page and the frames of parameterized and unknown paths, with the built-in data:
  // the fallbacks of the pages the function renders from live data (contract/src/site-pages.ts,
  // ADR 0018). The build moves them all out of build/client (scripts/post-build.ts).
  prerender: [...prerenderedPagePaths],
  // React Router 7's behaviour, chosen explicitly: each undecided v8 flag prints a "Future Flag
  // Warning" on every build (issue 16: a clean install and build print no warnings of ours).
  // Opting in is part of the move to v8 (reactrouter.com/v7/upgrading/future).
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
