import { defineConfig } from 'vitest/config';

/** Unit and API integration tests of every workspace (DESIGN §9). Browser tests: tests/e2e (Playwright). */
export default defineConfig({
  test: {
    projects: ['contract', 'functions', 'web'],
  },
});
