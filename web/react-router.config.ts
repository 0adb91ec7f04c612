import type { Config } from '@react-router/dev/config';
import { serviceSlugs } from '@site/contract/service';
import { galleryPagePaths } from '@site/contract/gallery-page-data';
import { projectPageShellPath } from './src/config/project-page-shell';

/**
 * Public routes whose HTML does not depend on live data (issue 5 "Prerendered public pages"):
 * rendered to `build/client/<path>/index.html` at build time, with content and critical CSS.
 * Data that arrives at runtime (the home page's projects) shows same-size skeletons.
 */
export const prerenderPaths = [
  '/',
  '/services',
  '/category/services',
  ...serviceSlugs.map((slug) => `/service/${slug}`),
  '/landscaping',
  // The gallery's frames (contract/src/gallery-page-data.ts), served by the function.
  ...galleryPagePaths,
  '/about',
  '/contact',
  // Not a public URL: the frame of every project page (src/config/project-page-shell.ts).
  projectPageShellPath,
];

/**
 * React Router 7 framework mode, SPA on Firebase Hosting (DESIGN §8): `ssr: false` + `prerender`.
 * Everything not listed (admin, upload, sign-in, 404) is served by the SPA fallback,
 * which React Router writes as `build/client/__spa-fallback.html` because '/' is prerendered
 * (reactrouter.com/how-to/pre-rendering "Pre-rendering with ssr:false").
 */
export default {
  appDirectory: 'src/app',
  ssr: false,
  prerender: prerenderPaths,
  // React Router 7's behaviour, chosen explicitly: each undecided v8 flag prints a "Future Flag
  // Warning" on every build (issue 16: a clean install and build print no warnings of ours).
  // Opting in is part of the move to v8 (reactrouter.com/v7/upgrading/future).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
