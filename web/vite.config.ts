import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // One copy of MUI and Emotion in server renders (dev SSR and the build-time prerender): when
  // Node loads them as externals, MUI's styled() and our CacheProvider can see different Emotion
  // instances, so the 'mui' cache is ignored and hydration finds mismatched class names.
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5050', '/objects': 'http://127.0.0.1:5050' } },
});
