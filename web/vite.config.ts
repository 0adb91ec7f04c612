import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { islandsPlugin } from './scripts/islands-plugin.ts';
import { staffChunks } from './scripts/staff-chunks.ts';

/**
 * The Auth emulator's address for the local stack's browser build (src/features/auth/firebase-config.ts):
 * firebase.json `emulators.auth` for a demo- project (or VITE_USE_AUTH_EMULATOR=true); none for a
 * real project, nor ever in the server build.
 */
function authEmulatorUrl(): string | undefined {
  if (process.env.VITE_AUTH_EMULATOR_URL) return process.env.VITE_AUTH_EMULATOR_URL;
  const projectId = process.env.VITE_FIREBASE_PROJECT_ID?.trim();
  const demo = !projectId || projectId.startsWith('demo-') || process.env.VITE_USE_AUTH_EMULATOR === 'true';
  if (!demo) return undefined;
  const firebase = JSON.parse(readFileSync(new URL('../firebase.json', import.meta.url), 'utf8'));
  const auth = firebase.emulators?.auth;
  return auth ? `http://${auth.host}:${auth.port}` : undefined;
}

export default defineConfig(({ command }) => ({
  plugins: [reactRouter(), islandsPlugin()],
  environments: {
    client: {
      define: { 'import.meta.env.VITE_AUTH_EMULATOR_URL': JSON.stringify(authEmulatorUrl()) },
      // Fewer, larger script files for the staff screens (scripts/staff-chunks.ts).
      build: { rolldownOptions: { output: { codeSplitting: staffChunks } } },
    },
    ssr: {
      build: {
        // The entry is the page handler the function imports (src/server.ts; reactrouter.com
        // "Custom Node.js server"), minified for a faster cold start.
        rolldownOptions: { input: './src/server.ts' },
        minify: true,
      },
      // The build bundles every dependency, so the deployed functions/ need not know the web's,
      // and the adapter, router and routes share one copy. The dev server bundles only MUI and
      // Emotion (one Emotion instance for MUI's styled() and our CacheProvider).
      resolve: { noExternal: command === 'build' ? true : [/^@mui\//, /^@emotion\//] },
      // Production React and MUI wherever the server build runs; no emulator address.
      define: {
        'import.meta.env.VITE_AUTH_EMULATOR_URL': 'undefined',
        ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
      },
    },
  },
}));
