import type { Config } from '@react-router/dev/config';
import path from 'node:path';
import { prerenderedPagePaths } from '@site/contract/site-pages';
import { postBuild } from './scripts/post-build.ts';

/**
 * React Router 8 framework mode, SPA on Firebase Hosting (DESIGN §8): `ssr: false` + `prerender`.
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
  // After React Router has prerendered the pages and the SPA fallback, every HTML file is
  // rewritten: inline scripts into assets (CSP `script-src 'self'`), modules loaded after the
  // first paint (scripts/post-build.ts; ADR 0005).
  async buildEnd({ viteConfig }) {
    const { pages, scripts } = await postBuild(path.join(viteConfig.root, 'build', 'client'));
    viteConfig.logger.info(`${pages} pages rewritten (external scripts, modules after first paint), ${scripts} script files`);
  },
} satisfies Config;
