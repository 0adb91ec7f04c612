import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs } from '../scripts/lib/chromium.mjs';

/**
 * Browser tests against the running local stack (started by scripts/test-all.mjs, which sets
 * STACK_URL) in Debian's system Chromium (toolchain.md: Playwright's browser download fails here).
 */

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // One worker in CI: with two, two Chromiums, the emulators, the function and its image work
  // share the machine's 2 cores, and a staff screen has stayed on "Loading…" for over 30 s (CI of
  // a07ddcb: /upload) and 15 s (CI of 28948d3: /admin/pages), failing tests that are right.
  // Two locally, where a run is watched and a starved test is run again.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  // Generous, for the same reason: every step waits up to 60 s for what it expects (staff sign-in
  // took 56 s in CI of a07ddcb). A passing step takes no longer; a failing one fails later.
  timeout: 120_000,
  expect: { timeout: 60_000 },
  outputDir: '../.test-results/playwright',
  use: {
    baseURL: process.env.STACK_URL ?? 'http://127.0.0.1:5050',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ['site-edits/**', 'day-one/**'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // Tests that change what every page shows (company details, service texts): after all the
    // others, so no test reads a page while another has changed it; one at a time, since two of
    // them change the same things (the phone number, the landscaping service).
    {
      name: 'site-edits',
      testMatch: 'site-edits/**/*.spec.ts',
      dependencies: ['desktop'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
    // Tests that take the demo content away ("Remove demo projects"): last of all,
    // since every other test may read the demo projects.
    {
      name: 'day-one',
      testMatch: 'day-one/**/*.spec.ts',
      dependencies: ['site-edits'],
      workers: 1,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 900 } },
    },
  ],
});
