import type { Config } from '@react-router/dev/config';
import { serviceSlugs } from '@site/contract/service';

/**
 * Public routes whose HTML does not depend on live data (issue 5 "Prerendered public pages"):
 * rendered to `build/client/<path>/index.html` at build time, with content and critical CSS.
 * Data that arrives at runtime (project lists, featured projects) shows same-size skeletons.
 */
export const prerenderPaths = [
  '/',
  '/services',
  '/category/services',
  ...serviceSlugs.map((slug) => `/service/${slug}`),
  '/landscaping',
  '/projects',
  '/projects/residential',
  '/projects/commercial',
  '/category/projects',
  '/about',
  '/contact',
];

/**
 * React Router 7 framework mode, SPA on Firebase Hosting (DESIGN §8): `ssr: false` + `prerender`.
 * Everything not listed (admin, upload, sign-in, /project/*, 404) is served by the SPA fallback,
 * which React Router writes as `build/client/__spa-fallback.html` because '/' is prerendered
 * (reactrouter.com/how-to/pre-rendering "Pre-rendering with ssr:false").
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
