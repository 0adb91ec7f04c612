import { defineConfig } from 'vitest/config';

/**
 * Unit and API integration tests of every workspace (DESIGN §9). Browser tests: tests/e2e (Playwright).
 * `silent: 'passed-only'`: what a test logs (the function's structured request and audit lines,
 * expected error logs) is shown only when that test fails, so a passing run prints no noise.
 */
export default defineConfig({
  test: {
    projects: ['contract', 'functions', 'web', 'scripts'],
    silent: 'passed-only',
  },
});
