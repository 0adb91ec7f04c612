import { reactRouter } from '@react-router/dev/vite';
import { cp, rm } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { shellChunkPlugin } from './scripts/shell-chunk.ts';

/**
 * Keeps a copy of React Router's server build as `build/page-renderer/` before React Router
 * deletes it (`ssr: false` removes `build/server` after prerendering). The function bundles it to
 * render project pages from live data at request time (ADR 0008). `order: 'pre'` + `sequential`
 * runs this before React Router's own writeBundle (rollupjs.org/plugin-development/#build-hooks).
 */
function keepServerBuildPlugin(): Plugin {
  return {
    name: 'site:keep-server-build',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    writeBundle: {
      sequential: true,
      order: 'pre',
      async handler() {
        const { root, build } = this.environment.config;
        const serverOutDir = path.resolve(root, build.outDir);
        const target = path.join(path.dirname(serverOutDir), 'page-renderer');
        await rm(target, { recursive: true, force: true });
        await cp(serverOutDir, target, { recursive: true });
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), keepServerBuildPlugin(), shellChunkPlugin()],
  // The server build bundles every dependency (ADR 0008): the function renders project pages
  // with a copy of it, and its code must be the very code that prerendered the project page
  // shell — React Router writes functions' source text into the page (ScrollRestoration's
  // script), and those scripts must match the files this build wrote. It also keeps one copy of
  // MUI and Emotion in server renders (with Node loading them as externals, MUI's styled() and
  // our CacheProvider could see different Emotion instances, and hydration would find mismatched
  // class names), which is all the dev server's SSR needs (it cannot run CommonJS dependencies
  // bundled).
  // Production React and MUI in that server build wherever it runs (the function's environment
  // need not set NODE_ENV); the client build already gets this from Vite. (Vite Environment API:
  // React Router future.v8_viteEnvironmentApi.)
  environments: {
    ssr: {
      resolve: { noExternal: command === 'build' ? true : [/^@mui\//, /^@emotion\//] },
      ...(command === 'build' ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5050', '/objects': 'http://127.0.0.1:5050' } },
}));
