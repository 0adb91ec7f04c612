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
    hookTimeout: 30_000,
    // The page renderer (the web's server build) runs as Node loads it, as in the function: a
    // transform would change the source text React Router writes into pages (ADR 0008).
    server: { deps: { external: [/\/page-renderer\//] } },
  },
});
