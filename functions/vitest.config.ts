import { defineConfig } from 'vitest/config';

/**
 * Functions tests (DESIGN §9): API integration tests drive createApp() with supertest against
 * a real Firestore emulator (@firestore-emulator/server) started once by test/global-setup.ts.
 * Each test file uses its own `demo-test-…` project id, so files can run in parallel.
 */
export default defineConfig({
  test: {
    name: 'functions',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    testTimeout: 20_000,
    // The deployment's origin (params.ts SITE_URL), as the local stack's functions/.env.local gives it.
    env: { SITE_URL: 'http://127.0.0.1:5050' },
    hookTimeout: 30_000,
    // The web's server build (routes/pages.ts imports it) runs as Node loads it, as in the function.
    server: { deps: { external: [/[\\/]web[\\/]build[\\/]server[\\/]/, /[\\/]lib[\\/]page-server[\\/]/] } },
  },
});
