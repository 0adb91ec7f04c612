import { reactRouter } from '@react-router/dev/vite';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { postBuild } from './scripts/post-build.ts';
import { shellChunkPlugin } from './scripts/shell-chunk.ts';

/**
 * After the server build's writeBundle (where React Router prerenders the public pages and the
 * SPA fallback), rewrites every HTML file: inline scripts into assets (CSP `script-src 'self'`),
 * modules loaded after the first paint (scripts/post-build.ts; ADR 0005). `sequential` +
 * `order: 'post'` makes it wait for React Router's own writeBundle
 * (rollupjs.org/plugin-development/#build-hooks).
 */
function postBuildPlugin(): Plugin {
  let isServerBuild = false;
  let root = '';
  return {
    name: 'site:post-build',
    apply: 'build',
    configResolved(config) {
      isServerBuild = Boolean(config.build.ssr);
      root = config.root;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (!isServerBuild) return;
        const { pages, scripts } = await postBuild(path.join(root, 'build', 'client'));
        this.info(`${pages} pages rewritten (external scripts, modules after first paint), ${scripts} script files`);
      },
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), shellChunkPlugin(), postBuildPlugin()],
  // One copy of MUI and Emotion in server renders (dev SSR and the build-time prerender): when
  // Node loads them as externals, MUI's styled() and our CacheProvider can see different Emotion
  // instances, so the 'mui' cache is ignored and hydration finds mismatched class names.
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5050', '/objects': 'http://127.0.0.1:5050' } },
});
