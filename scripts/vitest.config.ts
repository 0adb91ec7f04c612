import { defineConfig } from 'vitest/config';

/**
 * Tests of the repo's own tools (scripts/): deploy:check on temporary copies of the repo, and the
 * local backup/restore round trip. They spawn real installs and emulators: long timeouts.
 */
export default defineConfig({
  test: {
    name: 'scripts',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
