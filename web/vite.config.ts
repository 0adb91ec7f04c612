import { readFileSync } from 'node:fs';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { islandsPlugin } from './scripts/islands-plugin.ts';

/**
 * The Auth emulator's address for the browser build of the local stack (the staff sign-in page,
 * src/features/auth/firebase-config.ts): firebase.json `emulators.auth`, when the build is for a
 * demo- project (no VITE_FIREBASE_PROJECT_ID, or a demo- one) or VITE_USE_AUTH_EMULATOR=true.
 * A build for a real project carries no emulator address, and the server build never does (the
 * sign-in page renders in the browser only).
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
    },
    ssr: {
      build: {
        // The server build's entry is the page handler the function imports (src/server.ts: React
        // Router's Express adapter around the build; reactrouter.com "Custom Node.js server").
        rolldownOptions: { input: './src/server.ts' },
        // Minified like the browser build: a smaller bundle for the function to load at a cold
        // start, and no source comments shipped with it.
        minify: true,
      },
      // The server build bundles every dependency (React, React Router and its Express adapter,
      // MUI, Emotion…): the deploy ships functions/ only, whose package.json need not know the
      // web's dependencies, and one copy of each library serves the adapter, the router and the
      // routes. In the dev server only MUI and Emotion (one Emotion instance for MUI's styled()
      // and our CacheProvider; it cannot run CommonJS dependencies bundled).
      resolve: { noExternal: command === 'build' ? true : [/^@mui\//, /^@emotion\//] },
      // Production React and MUI wherever the server build runs (the function's environment need
      // not set NODE_ENV); the client build gets this from Vite already. No emulator address.
      define: {
        'import.meta.env.VITE_AUTH_EMULATOR_URL': 'undefined',
        ...(command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
      },
    },
  },
}));
